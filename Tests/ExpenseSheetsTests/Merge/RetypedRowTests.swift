import Foundation
import Testing

@testable import ExpenseSheets

/// A row typed in the sheet without an id keeps no id there until the next export: edited in
/// the sheet after a merge added it, it comes back as another typed row, which takes the place
/// of the row that merge added instead of being added beside it.
@Suite("A typed row edited in the sheet after a merge")
struct RetypedRowTests {
  private typealias F = MergeFixture

  /// The row an earlier merge added from a typed row: its id derived from its cells, its
  /// timestamps that merge's time, or `modified` when the app changed it since.
  private func added(amount: String, modified: Date = F.t1) -> Transaction {
    var row = F.transaction(0, amount: amount, note: "typed")
    row.transactionId = ContentIdentity.id(tab: .transactions, cells: ["typed", amount])
    row.createdAt = F.t1
    row.lastModifiedAt = modified
    return row
  }

  /// The sheet holding `rows` typed without ids or timestamps, each under its derived id.
  private func sheet(typed rows: [Transaction], exported: [Transaction] = []) -> ValidatedSheet {
    let typed = rows.map { row in
      var row = row
      row.transactionId = ContentIdentity.id(
        tab: .transactions, cells: [row.note, "\(row.amount)"])
      row.createdAt = RowPlaceholder.time
      row.lastModifiedAt = RowPlaceholder.time
      return row
    }
    var sheet = F.sheet(F.ledger(exported + typed), typed: Set(typed.map(\.rowKey)))
    sheet.typedRowGaps = Dictionary(
      uniqueKeysWithValues: typed.map {
        ($0.rowKey, TypedRowGaps(isMissingKey: true, isMissingStamp: true))
      })
    return sheet
  }

  @Test("Another purchase typed in a second copy, sharing only half its cells, is added beside")
  func anotherPurchaseIsNoEdit() throws {
    let exported = F.transaction(1)
    var local = added(amount: "10.00")
    local.date = SheetDate(year: 2023, month: 3, day: 8)!
    local.paidFlag = .paid
    // Type, category and paid flag alike; date, amount and note not: another row.
    var other = F.transaction(0, amount: "20.00", note: "train ticket")
    other.date = SheetDate(year: 2023, month: 5, day: 1)!
    other.paidFlag = .paid
    let result = try F.merge(
      local: F.ledger([exported, local]), sheet: sheet(typed: [other], exported: [exported]),
      base: F.ledger([exported]))
    #expect(result.ledger.transactions.count == 3)
    #expect(result.ledger.transactions.contains { $0.transactionId == local.transactionId })
    #expect(result.report.changes.map(\.action) == [.inserted])
  }

  @Test(
    "The edited typed row replaces the row the merge added, with or without an export",
    arguments: [false, true])
  func replaces(hasBase: Bool) throws {
    let exported = F.transaction(1)
    let local = added(amount: "17.50")
    var edited = local
    edited.amount = Decimal(string: "18.50")!
    let result = try F.merge(
      local: F.ledger([exported, local]), sheet: sheet(typed: [edited], exported: [exported]),
      base: hasBase ? F.ledger([exported]) : nil)
    let merged = try #require(result.ledger.transactions.last)
    #expect(result.ledger.transactions.count == 2)
    #expect(merged.transactionId == local.transactionId)
    #expect(merged.amount == Decimal(string: "18.50")!)
    #expect(merged.createdAt == local.createdAt)
    #expect(merged.lastModifiedAt == F.mergeTime)
    let change = try #require(result.report.changes.first)
    #expect(change.action == .updated)
    #expect(change.key == local.rowKey)
    #expect(change.fields.map(\.field) == ["amount"])
  }

  @Test("The typed row merged again changes nothing")
  func mergedAgain() throws {
    let local = added(amount: "17.50")
    var edited = local
    edited.amount = Decimal(string: "18.50")!
    let first = try F.merge(local: F.ledger([local]), sheet: sheet(typed: [edited]))
    #expect(first.ledger.transactions.map(\.amount) == [Decimal(string: "18.50")!])
    #expect(first.report.changes.map(\.action) == [.updated])
    let second = try F.merge(local: first.ledger, sheet: sheet(typed: [edited]))
    #expect(second.ledger == first.ledger)
    #expect(second.report.changes.isEmpty)
  }

  @Test("Each typed row takes the gone row holding most of its fields")
  func pairsByContent() throws {
    let (first, second) = (added(amount: "17.50"), added(amount: "99.00"))
    var (editedFirst, editedSecond) = (first, second)
    editedFirst.note = "typed, edited"
    editedSecond.note = "typed, edited too"
    let result = try F.merge(
      local: F.ledger([first, second]), sheet: sheet(typed: [editedSecond, editedFirst]))
    let byId = Dictionary(
      uniqueKeysWithValues: result.ledger.transactions.map { ($0.transactionId, $0.note) })
    #expect(
      byId == [first.transactionId: "typed, edited", second.transactionId: "typed, edited too"])
  }

  @Test("A gone row the app added, or the export holds, is no typed row: the typed one is new")
  func notTyped() throws {
    let appAdded = F.newTransaction(2)
    let exported = added(amount: "5.00")
    let typed = added(amount: "17.50")
    let result = try F.merge(
      local: F.ledger([appAdded, exported]), sheet: sheet(typed: [typed]),
      base: F.ledger([exported]))
    #expect(result.ledger.transactions.count == 3)
    #expect(result.report.changes.contains { $0.action == .inserted && $0.key != appAdded.rowKey })
  }

  @Test(
    "Rows pair by highest score, each gone row once; beyond the compared pairs, in order; never with more gone rows than typed",
    arguments: [
      (1_000, [[1, 3], [4, 2], [2, 2]], [1, 0]),
      (1_000, [[nil, 3], [nil, nil], [2, nil]], [1, 0]),
      (1, [[3, 3], [4, nil], [1, 1]], [0]),
      (1_000, [[4, 4], [4, 4]], [0, 1]),
      (1_000, [[4, 4, 4], [4, 4, 4]], []),
    ] as [(Int, [[Int?]], [Int])])
  func pairing(comparedPairs: Int, scores: [[Int?]], expected: [Int]) {
    let pairs = RetypedRows.pairs(
      typed: scores.count, gone: scores[0].count, comparedPairs: comparedPairs,
      similarity: { scores[$0][$1] })
    #expect(pairs.map(\.gone) == expected)
  }

  @Test("A typed row sharing little with the gone row is another row: both are kept")
  func unrelated() throws {
    let local = added(amount: "17.50")
    var other = local
    other.amount = 900
    other.note = "salary bonus"
    other.category = "Salary"
    other.date = SheetDate(year: 2025, month: 3, day: 1)!
    other.type = .income
    let result = try F.merge(local: F.ledger([local]), sheet: sheet(typed: [other]))
    #expect(result.ledger.transactions.count == 2)
    #expect(result.report.changes.filter { $0.action != .keptLocal }.map(\.action) == [.inserted])
  }
}
