import Foundation
import Testing

@testable import ExpenseSheets

@Suite("A sheet row whose id looks like a local row's mistyped")
struct MistypedIdTests {
  typealias F = MergeFixture

  /// `F.id(1)` with its last `digits` hex digits changed.
  static func mistyped(_ digits: Int) -> UUID {
    let text = F.id(1).uuidString
    return UUID(uuidString: String(text.dropLast(digits)) + String(repeating: "F", count: digits))!
  }

  static func row(id: UUID, note: String = "") -> Transaction {
    var row = F.transaction(1, note: note)
    row.transactionId = id
    return row
  }

  @Test(
    "is rejected and the local row kept, with or without deletions allowed",
    arguments: [(1, false), (2, false), (1, true), (2, true)])
  func rejected(digits: Int, allowDeletions: Bool) throws {
    let local = F.ledger([F.transaction(1), F.transaction(2)])
    let sheet = F.sheet(
      F.ledger([Self.row(id: Self.mistyped(digits), note: "edited"), F.transaction(2)]))
    let result = try F.merge(
      local: local, sheet: sheet, base: local, allowDeletions: allowDeletions)
    let rejected = try Self.rejectedOnly(result, local: local)
    #expect(rejected.key == .transaction(Self.mistyped(digits)))
    #expect(
      rejected.reason.contains(
        "\(digits == 1 ? "one digit" : "2 digits") away from \(F.id(1).uuidString)"))
    let kept = try #require(result.report.changes.first { $0.key == .transaction(F.id(1)) })
    #expect(kept.action == .keptLocal)
    #expect(kept.reason.contains("mistyped as \(Self.mistyped(digits).uuidString)"))
  }

  /// The one change rejected of a merge that left `local`'s transactions as they were,
  /// inserting and deleting none, and so needs attention.
  static func rejectedOnly(_ result: MergeResult, local: Ledger) throws -> RowChange {
    #expect(result.ledger.transactions == local.transactions)
    let totals = result.report.summary.totals
    #expect(totals[.transactions, .rejected] == 1)
    #expect(totals[.transactions, .inserted] == 0)
    #expect(totals[.transactions, .deleted] == 0)
    #expect(result.report.needsAttention)
    return try #require(result.report.changes.first { $0.action == .rejected })
  }

  @Test(
    "is added as new when it is no typo",
    arguments: [
      "three digits away", "the local row still in the sheet", "typed without an id",
      "more unknown ids than a typo makes",
    ])
  func inserted(case name: String) throws {
    let local = F.ledger([F.transaction(1), F.transaction(2)])
    // Edited, so that it holds no missing row's content (see `ClearedIdTests`).
    var sheetRows = [
      Self.row(id: Self.mistyped(name == "three digits away" ? 3 : 1), note: "edited"),
      F.transaction(2),
    ]
    var typed: Set<RowKey> = []
    switch name {
    case "the local row still in the sheet": sheetRows.append(F.transaction(1))
    case "typed without an id": typed = [.transaction(Self.mistyped(1))]
    case "more unknown ids than a typo makes":
      sheetRows += (100..<100 + NearIdSuggestions.searchLimit).map { F.newTransaction($0) }
    default: break
    }
    let result = try F.merge(
      local: local, sheet: F.sheet(F.ledger(sheetRows), typed: typed), base: local)
    #expect(result.report.summary.totals[.transactions, .rejected] == 0)
    #expect(
      result.ledger.transactions.contains {
        $0.transactionId == Self.mistyped(name == "three digits away" ? 3 : 1)
      })
  }
}

@Suite("A sheet row naming a row the merge rejected as mistyped")
struct NamingMistypedRowTests {
  typealias F = MergeFixture
  typealias D = MergerDeletionTests

  /// `id` with its last hex digit changed: one digit away.
  static func mistyped(_ id: UUID) -> UUID {
    let text = id.uuidString
    return UUID(uuidString: String(text.dropLast()) + (text.hasSuffix("F") ? "E" : "F"))!
  }

  /// Every receipt of `ledger` names one of its transactions, and every transaction's recurring
  /// rule is one of its rules.
  static func namesOnlyWhatItHolds(_ ledger: Ledger) -> Bool {
    let transactions = Set(ledger.transactions.map(\.transactionId))
    let rules = Set(ledger.recurringRules.map(\.recurringRuleId))
    return ledger.receipts.allSatisfy { transactions.contains($0.transactionId) }
      && ledger.transactions.allSatisfy { $0.recurringRuleId.map(rules.contains) ?? true }
  }

  @Test(
    "is rejected, its local row kept, so that nothing names a row the ledger lacks",
    arguments: ["an edited receipt", "a new receipt"])
  func receiptNamingMistypedTransaction(case name: String) throws {
    var local = F.ledger([F.transaction(1), F.transaction(2)])
    local.receipts = [D.receipt(1, of: 1)]
    var edited = local
    let typo = Self.mistyped(F.id(1))
    edited.transactions[0].transactionId = typo
    if name == "a new receipt" {
      var receipt = D.receipt(2, of: 1)
      (receipt.receiptId, receipt.transactionId) = (F.farId(1), typo)
      edited.receipts.append(receipt)
    } else {
      edited.receipts[0].transactionId = typo
    }
    let result = try F.merge(local: local, sheet: D.sheet(edited), base: local)
    #expect(result.ledger.transactions == local.transactions)
    #expect(result.ledger.receipts == local.receipts)
    #expect(Self.namesOnlyWhatItHolds(result.ledger))
    let totals = result.report.summary.totals
    #expect(totals[.receipts, .rejected] == 1)
    #expect(totals[.receipts, .inserted] == 0)
    #expect(totals[.receipts, .updated] == 0)
    let rejected = try #require(
      result.report.changes.first { $0.tab == .receipts && $0.action == .rejected })
    #expect(
      rejected.key == (name == "a new receipt" ? .receipt(F.farId(1)) : .receipt(F.id(1_001))))
    #expect(
      rejected.reason.hasPrefix(
        "its transactionId names \(typo.uuidString), a Transactions row, which this merge rejected")
    )
  }

  @Test("A transaction naming a mistyped recurring rule is rejected, and its receipt with it")
  func chainFromMistypedRule() throws {
    var local = F.ledger([F.transaction(1)])
    // Rule 2, unchanged, shows the tab is this ledger's.
    local.recurringRules = [D.rule(1), D.rule(2)]
    var edited = local
    let typo = Self.mistyped(D.rule(1).recurringRuleId)
    edited.recurringRules[0].recurringRuleId = typo
    // An existing transaction now names the mistyped rule; a new one, with a receipt, too.
    edited.transactions[0].recurringRuleId = typo
    var added = F.newTransaction(2)
    added.recurringRuleId = typo
    edited.transactions.append(added)
    var receipt = D.receipt(2, of: 2)
    (receipt.receiptId, receipt.transactionId) = (F.farId(9), added.transactionId)
    edited.receipts = [receipt]
    let result = try F.merge(local: local, sheet: D.sheet(edited), base: local)
    #expect(result.ledger.recurringRules == local.recurringRules)
    #expect(result.ledger.transactions == local.transactions)
    #expect(result.ledger.receipts.isEmpty)
    #expect(Self.namesOnlyWhatItHolds(result.ledger))
    let totals = result.report.summary.totals
    #expect(totals[.recurringRules, .rejected] == 1)
    #expect(totals[.transactions, .rejected] == 2)
    #expect(totals[.receipts, .rejected] == 1)
  }
}
