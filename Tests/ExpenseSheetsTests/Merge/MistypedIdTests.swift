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
    #expect(result.ledger.transactions == local.transactions)
    let totals = result.report.summary.totals
    #expect(totals[.transactions, .rejected] == 1)
    #expect(totals[.transactions, .inserted] == 0)
    #expect(totals[.transactions, .deleted] == 0)
    #expect(result.report.needsAttention)
    let rejected = try #require(result.report.changes.first { $0.action == .rejected })
    #expect(rejected.key == .transaction(Self.mistyped(digits)))
    #expect(
      rejected.reason.contains(
        "\(digits == 1 ? "one digit" : "2 digits") away from \(F.id(1).uuidString)"))
    let kept = try #require(result.report.changes.first { $0.key == .transaction(F.id(1)) })
    #expect(kept.action == .keptLocal)
    #expect(kept.reason.contains("mistyped as \(Self.mistyped(digits).uuidString)"))
  }

  @Test(
    "is added as new when it is no typo",
    arguments: [
      "three digits away", "the local row still in the sheet", "typed without an id",
      "more unknown ids than a typo makes",
    ])
  func inserted(case name: String) throws {
    let local = F.ledger([F.transaction(1), F.transaction(2)])
    var sheetRows = [
      Self.row(id: Self.mistyped(name == "three digits away" ? 3 : 1)), F.transaction(2),
    ]
    var typed: Set<RowKey> = []
    switch name {
    case "the local row still in the sheet": sheetRows.append(F.transaction(1))
    case "typed without an id": typed = [.transaction(Self.mistyped(1))]
    case "more unknown ids than a typo makes":
      sheetRows += (100..<100 + NearIdSuggestions.searchLimit).map { F.transaction($0) }
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
