import ExpenseSheets
import Foundation

// The glue: the app's models as the library's ledger and back, and the store protocol.

extension AppStore: LedgerStoring {
  /// Why the store refuses a plan.
  struct ChangedSincePlan: Error {}

  func loadLedger() throws -> Ledger {
    Ledger(
      transactions: transactions.map { $0.sheetRow(in: timeZone) },
      categories: categories.map(\.sheetRow), settings: settings)
  }

  func loadMergeBases(exportIds: Set<UUID>) throws -> MergeBases {
    MergeBases(
      latest: latestExport.flatMap { bases[$0] },
      byExport: bases.filter { exportIds.contains($0.key) })
  }

  func recordExport(of ledger: Ledger, exportId: UUID, at time: Date) throws {
    (bases[exportId], latestExport) = (ledger, exportId)
  }

  func apply(_ plan: MergePlan) throws {
    guard try loadLedger() == plan.local else { throw ChangedSincePlan() }
    // SwiftData would insert, update and delete by key; in memory the lists are replaced.
    transactions = plan.result.ledger.transactions.map { Transaction($0, in: timeZone) }
    categories = plan.result.ledger.categories.map(Category.init)
    settings = plan.result.ledger.settings ?? settings
  }
}

extension Transaction {
  convenience init(_ row: ExpenseSheets.Transaction, in timeZone: TimeZone) {
    self.init(
      id: row.transactionId, isIncome: row.type == .income, day: row.date.date(in: timeZone),
      amount: row.amount, category: row.category, note: row.note, createdAt: row.createdAt,
      modifiedAt: row.lastModifiedAt)
  }

  func sheetRow(in timeZone: TimeZone) -> ExpenseSheets.Transaction {
    ExpenseSheets.Transaction(
      transactionId: id, type: isIncome ? .income : .expense, date: SheetDate(day, in: timeZone),
      amount: amount, category: category, note: note, createdAt: createdAt,
      lastModifiedAt: modifiedAt)
  }
}

extension Category {
  convenience init(_ row: ExpenseSheets.Category) {
    self.init(name: row.name, createdAt: row.createdAt, modifiedAt: row.lastModifiedAt)
  }

  var sheetRow: ExpenseSheets.Category {
    ExpenseSheets.Category(
      name: name, type: .both, createdAt: createdAt, lastModifiedAt: modifiedAt)
  }
}
