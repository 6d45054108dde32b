import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Deletions the merger holds back")
struct MergerDeletionTests {
  typealias F = MergeFixture

  static func receipt(_ n: Int, of transaction: Int) -> Receipt {
    Receipt(
      receiptId: F.id(1_000 + n), transactionId: F.id(transaction), driveFileId: "d",
      fileName: "r\(n).jpg", createdAt: F.t0, lastModifiedAt: F.t0)
  }

  static func rule(_ n: Int) -> RecurringRule {
    RecurringRule(
      recurringRuleId: F.id(2_000 + n), type: .expense, amount: 5, category: "Food",
      startDate: SheetDate(year: 2025, month: 1, day: 1)!, cadence: .monthly, createdAt: F.t0,
      lastModifiedAt: F.t0)
  }

  static func sheet(_ ledger: Ledger) -> ValidatedSheet {
    ValidatedSheet(ledger: ledger, diagnostics: [])
  }

  @Test("A transaction a receipt still names is kept, and deleted once no receipt names it")
  func transactionWithReceipt() throws {
    var local = F.ledger([F.transaction(1), F.transaction(2)])
    local.receipts = [Self.receipt(1, of: 1)]
    // Transaction 1 removed from the sheet, its receipt left.
    var edited = local
    edited.transactions.removeFirst()
    let kept = try F.merge(
      local: local, sheet: Self.sheet(edited), base: local, allowDeletions: true)
    #expect(kept.ledger.transactions == local.transactions)
    let change = try #require(kept.report.changes.first { $0.tab == .transactions })
    #expect(change.action == .keptLocal)
    #expect(change.reason.hasSuffix("a receipt still names it"))
    // The deletion asked for was not made: the user must act.
    #expect(kept.report.needsAttention)
    #expect(
      kept.report.heldBackDeletions == [
        HeldBackDeletions(tab: .transactions, rows: 1, reason: .stillNamed)
      ])
    // Not asked for, it is the removal any merge keeps without deletions allowed.
    let notAsked = try F.merge(local: local, sheet: Self.sheet(edited), base: local)
    #expect(!notAsked.report.needsAttention)
    // Both removed: both go (the only receipt: the whole tab, a mass deletion).
    edited.receipts = []
    let gone = try F.merge(
      local: local, sheet: Self.sheet(edited), base: local, allowDeletions: true,
      allowMassDeletions: true)
    #expect(gone.ledger.transactions == [F.transaction(2)])
    #expect(gone.ledger.receipts.isEmpty)
  }

  @Test("A deletion not allowed, or a mass deletion held back, hints at the option that applies it")
  func deletionHints() throws {
    let local = F.ledger((1...20).map { F.transaction($0) })
    var edited = local
    edited.transactions.removeFirst()
    let notAllowed = try F.merge(local: local, sheet: Self.sheet(edited), base: local)
    #expect(notAllowed.report.changes.map(\.hint) == [.allowDeletions])
    edited.transactions = []
    let mass = try F.merge(
      local: local, sheet: Self.sheet(edited), base: local, allowDeletions: true)
    #expect(mass.report.changes.count == 20)
    #expect(mass.report.changes.allSatisfy { $0.hint == .allowMassDeletions })
  }

  @Test("A recurring rule a transaction still names is kept")
  func ruleWithTransaction() throws {
    var named = F.transaction(1)
    named.recurringRuleId = F.id(2_001)
    var local = F.ledger([named])
    local.recurringRules = [Self.rule(1), Self.rule(2)]
    var edited = local
    edited.recurringRules = []
    // Every rule removed is a mass deletion: allowed, to see the one still named kept.
    let result = try F.merge(
      local: local, sheet: Self.sheet(edited), base: local, allowDeletions: true,
      allowMassDeletions: true)
    #expect(result.ledger.recurringRules == [Self.rule(1)])
    let change = try #require(result.report.changes.first { $0.tab == .recurringRules })
    #expect(change.key == Self.rule(1).rowKey)
    #expect(change.reason.hasSuffix("a transaction still names it"))
    #expect(result.report.needsAttention)
    #expect(result.report.heldBackDeletions.map(\.reason) == [.stillNamed])
  }

  @Test("A tab whose CSV swallows rows in a cell deletes nothing")
  func swallowedRows() throws {
    let local = F.ledger([F.transaction(1), F.transaction(2)])
    var sheet = Self.sheet(F.ledger([F.transaction(1)]))
    sheet.diagnostics = [
      Diagnostic(
        severity: .error, code: .malformedCSV, tab: .transactions, row: 2,
        message: "a quote opens this cell")
    ]
    let result = try F.merge(local: local, sheet: sheet, base: local, allowDeletions: true)
    #expect(result.ledger.transactions == local.transactions)
    #expect(result.report.changes.map(\.action) == [.keptLocal])
  }

  @Test("Without an export, a row the sheet lacks is kept and listed with the reason")
  func noBaseListed() throws {
    let local = F.ledger([F.transaction(1)])
    for allowDeletions in [false, true] {
      let result = try F.merge(
        local: local, sheet: F.sheet(F.ledger([])), allowDeletions: allowDeletions)
      #expect(result.ledger.transactions == local.transactions)
      let change = try #require(result.report.changes.first)
      #expect(change.action == .keptLocal)
      #expect(change.reason.contains("no export recorded"))
      #expect(change.reason.contains("deleting needs an export first") == allowDeletions)
      #expect(change.hint == nil)
    }
  }

  @Test(
    "A rejected sheet row that matches no local row holds deletions back; one that does not",
    arguments: [
      (RowKey?.some(.transaction(MergeFixture.id(99))), false),
      (RowKey?.none, false),
      (RowKey?.some(.transaction(MergeFixture.id(1))), true),
    ])
  func damagedKey(rejectedKey: RowKey?, deletes: Bool) throws {
    let local = F.ledger([F.transaction(1), F.transaction(2)])
    let sheet = F.sheet(
      F.ledger([]), rejected: [RejectedRow(tab: .transactions, sheetRow: 3, key: rejectedKey)])
    let result = try F.merge(local: local, sheet: sheet, base: local, allowDeletions: true)
    let second = try #require(
      result.report.changes.first { $0.key == F.transaction(2).rowKey })
    if deletes {
      #expect(second.action == .deleted)
    } else {
      #expect(second.action == .keptLocal)
      #expect(second.reason.contains("sheet row 3 has errors and matches no local row"))
      #expect(result.ledger.transactions.contains(F.transaction(2)))
    }
  }

  @Test("Two rejected sheet rows of one key (a copied row) are listed each, counted once")
  func copiedRowCountedOnce() throws {
    let local = F.ledger([F.transaction(1)])
    let copies = [2, 3].map {
      RejectedRow(tab: .transactions, sheetRow: $0, key: .transaction(F.id(1)))
    }
    let result = try F.merge(local: local, sheet: F.sheet(F.ledger([]), rejected: copies))
    #expect(result.report.changes.map(\.sheetRow) == [2, 3])
    #expect(result.report.summary.totals[.transactions, .rejected] == 1)
  }
}
