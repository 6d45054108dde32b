import Foundation
import Testing

@testable import ExpenseSheets

@Suite("A new sheet row that holds a missing local row's content and createdAt")
struct ClearedIdTests {
  typealias F = MergeFixture

  /// The key a row typed without an id is given: derived from its content, here any new id.
  static let derived = F.farId(1)

  /// The sheet: local row 1 with its id cleared (a typed row) or replaced by another (`isTyped`
  /// false), its createdAt `shift` seconds off, and its note `note`; local row 2 as it is.
  static func sheet(
    isTyped: Bool = true, shift: TimeInterval = 0, note: String = "",
    localStillThere: Bool = false
  ) -> ValidatedSheet {
    var row = F.transaction(1, note: note)
    row.transactionId = derived
    row.createdAt = F.t0.addingTimeInterval(shift)
    var rows = [row, F.transaction(2)]
    if localStillThere { rows.append(F.transaction(1)) }
    guard isTyped else { return F.sheet(F.ledger(rows)) }
    var sheet = F.sheet(F.ledger(rows), typed: [.transaction(derived)])
    sheet.typedRowGaps = [
      .transaction(derived): TypedRowGaps(isMissingKey: true, isMissingStamp: false)
    ]
    return sheet
  }

  @Test(
    "is rejected and the local row kept, also when the sheet shows whole seconds",
    arguments: [(true, 0), (true, -0.4), (true, 0.9), (false, 0), (false, 0.5)])
  func rejected(isTyped: Bool, shift: TimeInterval) throws {
    let local = F.ledger([F.transaction(1), F.transaction(2)])
    let result = try F.merge(
      local: local, sheet: Self.sheet(isTyped: isTyped, shift: shift), base: local,
      allowDeletions: true)
    let rejected = try MistypedIdTests.rejectedOnly(result, local: local)
    #expect(rejected.key == .transaction(Self.derived))
    #expect(
      rejected.reason.contains(
        "its createdAt is that of \(F.id(1).uuidString), a local row the sheet no longer holds: the id looks \(isTyped ? "cleared" : "replaced")"
      ))
    let kept = try #require(result.report.changes.first { $0.key == .transaction(F.id(1)) })
    #expect(kept.action == .keptLocal)
    #expect(kept.reason.contains("with its transactionId \(isTyped ? "cleared" : "replaced")"))
  }

  @Test(
    "is added as new when it holds no missing row's content and creation time",
    arguments: ["a second apart", "edited besides", "the local row still in the sheet"])
  func inserted(case name: String) throws {
    let local = F.ledger([F.transaction(1), F.transaction(2)])
    let sheet = Self.sheet(
      shift: name == "a second apart" ? 1 : 0, note: name == "edited besides" ? "edited" : "",
      localStillThere: name == "the local row still in the sheet")
    let result = try F.merge(local: local, sheet: sheet, base: local)
    #expect(result.report.summary.totals[.transactions, .rejected] == 0)
    #expect(result.ledger.transactions.contains { $0.transactionId == Self.derived })
  }
}
