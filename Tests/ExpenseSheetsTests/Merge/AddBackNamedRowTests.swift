import Foundation
import Testing

@testable import ExpenseSheets

/// A row deleted in the app since the export, which an old download still holds unchanged, is
/// not added back, unless a row merged from that download names it: then it is added back as
/// a conflict, so that no merged row names a row the ledger lacks.
@Suite("Rows deleted in the app that the sheet still names")
struct AddBackNamedRowTests {
  private typealias F = MergeFixture
  private static let transport = Category(
    name: "Transport", type: .expense, createdAt: F.t0, lastModifiedAt: F.t0)

  @Test(
    "A category deleted in the app comes back when a transaction from the sheet uses it",
    arguments: [true, false])
  func category(isUsed: Bool) throws {
    let row = F.transaction(1)
    let base = F.ledger([row], categories: [F.food, Self.transport])
    let local = F.ledger([row], categories: [F.food])
    var edited = row
    if isUsed {
      edited.category = "Transport"
      edited.lastModifiedAt = F.t1
    }
    let sheet = F.sheet(F.ledger([edited], categories: [F.food, Self.transport]))
    let result = try F.merge(local: local, sheet: sheet, base: base)
    #expect(result.ledger.transactions.map(\.category) == [isUsed ? "Transport" : "Food"])
    #expect(result.ledger.categories.contains(Self.transport) == isUsed)
    let change = try #require(result.report.changes.first { $0.key == .category("Transport") })
    #expect(change.action == (isUsed ? .conflict : .keptLocal))
  }

  @Test("A transaction deleted in the app comes back when a receipt from the sheet names it")
  func transaction() throws {
    let (kept, deleted) = (F.transaction(1), F.transaction(2))
    let receipt = Receipt(
      receiptId: F.farId(9), transactionId: deleted.transactionId, driveFileId: "d",
      fileName: "r.jpg", createdAt: F.t1, lastModifiedAt: F.t1)
    let base = F.ledger([kept, deleted])
    var sheetLedger = base
    sheetLedger.receipts = [receipt]
    var sheet = F.sheet(sheetLedger)
    sheet.presentTabs.insert(.receipts)
    let result = try F.merge(local: F.ledger([kept]), sheet: sheet, base: base)
    #expect(result.ledger.transactions == [kept, deleted])
    #expect(result.ledger.receipts.map(\.receiptId) == [receipt.receiptId])
    let change = try #require(result.report.changes.first { $0.key == deleted.rowKey })
    #expect(change.action == .conflict)
  }

  @Test("A recurring rule deleted in the app comes back when a transaction from the sheet names it")
  func recurringRule() throws {
    let rule = MergerDeletionTests.rule(1)
    let row = F.transaction(1)
    var named = row
    (named.recurringRuleId, named.lastModifiedAt) = (rule.recurringRuleId, F.t1)
    var base = F.ledger([row])
    base.recurringRules = [rule]
    var sheetLedger = F.ledger([named])
    sheetLedger.recurringRules = [rule]
    var sheet = F.sheet(sheetLedger)
    sheet.presentTabs.insert(.recurringRules)
    let result = try F.merge(local: F.ledger([row]), sheet: sheet, base: base)
    #expect(result.ledger.transactions == [named])
    #expect(result.ledger.recurringRules == [rule])
    let change = try #require(result.report.changes.first { $0.key == rule.rowKey })
    #expect(change.action == .conflict)
    #expect(
      change.reason.hasSuffix(
        "a transaction names it: added back as exported; delete it again once nothing names it"))
  }
}
