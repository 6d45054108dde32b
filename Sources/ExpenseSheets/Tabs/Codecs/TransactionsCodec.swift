import Foundation

/// The Transactions tab: its columns in export order, and how a row is read and written.
package enum TransactionsCodec: TabCodec {
  /// The Transactions columns, named as the header.
  package enum Column: TabColumn {
    case transactionId, type, date, year, month, amount, category, tags, note, paidFlag
    case reimbursedFlag, recurringRuleId, createdAt, lastModifiedAt
    /// The row type, whose field table describes the columns.
    package typealias Row = Transaction
  }

  /// The tab.
  package static let tab = Tab.transactions

  /// The key column, `transactionId`.
  package static let keyColumn = Column.transactionId

  /// Reads a transaction; `year` and `month` default to those of `date`, and an unreadable one
  /// is fixed from it. A date whose year is spelled in two digits (`01/05/99`) takes its century
  /// from `year` when the two agree but for it: the row itself says which century the
  /// spreadsheet's display left out.
  package static func decode(_ cells: inout RowReader<Column>) -> Transaction? {
    let id = cells.uuid(.transactionId)
    let type = cells.enumeration(.type, as: TransactionType.self)
    var date = cells.date(.date)
    let year = cells.integer(.year)
    date = date.map { cells.inRowCentury($0, of: .date, year: year) }
    let month = cells.integer(.month)
    if let date, year == nil || month == nil { cells.fixFromDate(date, year: .year, month: .month) }
    let amount = cells.money(.amount)
    let category = cells.text(.category)
    let tags = cells.text(.tags)
    let note = cells.text(.note)
    let paidFlag = cells.enumeration(.paidFlag, as: PaidFlag.self)
    let reimbursedFlag = cells.enumeration(.reimbursedFlag, as: ReimbursedFlag.self)
    let recurringRuleId = cells.uuid(.recurringRuleId)
    let createdAt = cells.timestamp(.createdAt)
    let lastModifiedAt = cells.timestamp(.lastModifiedAt)
    guard let type, let date, let amount else { return nil }
    return Transaction(
      transactionId: id ?? RowPlaceholder.id, type: type, date: date, year: year, month: month,
      amount: amount, category: category, tags: tags, note: note, paidFlag: paidFlag,
      reimbursedFlag: reimbursedFlag, recurringRuleId: recurringRuleId,
      createdAt: createdAt ?? lastModifiedAt ?? RowPlaceholder.time,
      lastModifiedAt: lastModifiedAt ?? createdAt ?? RowPlaceholder.time)
  }

  /// The transaction's key.
  package static func key(of row: Transaction) -> RowKey { .transaction(row.transactionId) }

  /// The key in a `transactionId` cell.
  package static func key(fromCell text: String) -> RowKey? {
    UUID(uuidString: text.trimmingCharacters(in: .whitespaces)).map { .transaction($0) }
  }

  /// The transaction with a content-derived id.
  package static func withDerivedId(_ id: UUID, row: Transaction) -> Transaction {
    var row = row
    row.transactionId = id
    return row
  }
}

extension TransactionsCodec {
  /// Writes a transaction's cells: those of `encode(_:)`, text guarded.
  package static func write(_ row: Transaction, to cells: inout CellWriter) {
    cells.uuid(row.transactionId)
    cells.plain(row.type.rawValue)
    cells.date(row.date)
    cells.integer(row.year)
    cells.integer(row.month)
    cells.money(row.amount)
    cells.text(row.category)
    cells.text(row.tags)
    cells.text(row.note)
    cells.plain(row.paidFlag?.rawValue ?? "")
    cells.plain(row.reimbursedFlag?.rawValue ?? "")
    cells.uuid(row.recurringRuleId)
    cells.timestamp(row.createdAt)
    cells.timestamp(row.lastModifiedAt)
  }
}
