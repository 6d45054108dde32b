import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Timestamps compared at the precision the sheet shows")
struct TimestampComparisonTests {
  /// 2023-03-19T17:40:07.002Z, as the app stamps it.
  static let stamped = Timestamp.date(milliseconds: 1_679_247_607_002)

  static func shifted(_ milliseconds: Int64) -> Date {
    Timestamp.date(milliseconds: Timestamp.milliseconds(of: stamped) + milliseconds)
  }

  @Test(
    "A value at whole seconds or minutes equals every time that displays as it",
    arguments: [
      (-2, true),  // 17:40:07 (seconds truncated), any order
      (998, true),  // 17:40:08 (seconds rounded up)
      (-7_002, true),  // 17:40:00.000 (Excel's 17:40, minutes truncated)
      (52_998, true),  // 17:41:00.000 (minutes rounded up)
      (-1_002, false),  // 17:40:06: a second earlier than any display of 17:40:07.002
      (1_998, false),  // 17:40:09
      (-67_002, false),  // 17:39:00: a minute earlier
      (1, false),  // millisecond precision on both sides: exact
    ] as [(Int64, Bool)])
  func coarseValues(offset: Int64, equal: Bool) {
    let sheet = Self.shifted(offset)
    #expect(TimestampComparison.equal(sheet, Self.stamped) == equal)
    #expect(TimestampComparison.equal(Self.stamped, sheet) == equal)
  }

  @Test("Later means later beyond the coarser precision")
  func later() {
    #expect(!TimestampComparison.isLater(Self.shifted(998), than: Self.stamped))
    #expect(TimestampComparison.isLater(Self.shifted(1_998), than: Self.stamped))
    #expect(TimestampComparison.isLater(Self.shifted(1), than: Self.stamped))
    #expect(!TimestampComparison.isLater(Self.stamped, than: Self.stamped))
  }
}

@Suite("Cells of unknown columns compared by column and value")
struct ExtraCellComparisonTests {
  static func cells(_ pairs: [(String, String)]) -> [ExtraCell] {
    pairs.map { ExtraCell(column: $0.0, value: $0.1) }
  }

  @Test("An empty cell is no cell, and column order does not matter")
  func emptyAndOrder() {
    let local = Self.cells([("Reviewed by", "Sam"), ("Trip", "Italy")])
    #expect(
      ExtraCellComparison.equal(
        local, Self.cells([("Trip", "Italy"), ("New", ""), ("Reviewed by", "Sam")])))
    #expect(ExtraCellComparison.equal([], Self.cells([("New", "")])))
    #expect(!ExtraCellComparison.equal(local, Self.cells([("Reviewed by", "Sam")])))
    #expect(
      !ExtraCellComparison.equal(local, Self.cells([("Reviewed by", "Kim"), ("Trip", "Italy")])))
  }
}

@Suite("Rows that differ in the timestamps a sheet shows alone")
struct ShownTimestampsTests {
  typealias F = MergeFixture

  /// The local row: stamped with milliseconds, as the app stamps rows.
  static let local: Transaction = {
    var row = F.transaction(1, note: "lunch")
    row.createdAt = TimestampComparisonTests.stamped
    row.lastModifiedAt = TimestampComparisonTests.shifted(3_600_000)
    return row
  }()

  @Test(
    arguments: [
      ("the same row", 0, 0, nil, true),
      ("both timestamps at whole seconds", -2, -2, nil, true),
      ("both at whole minutes, rounded up", 52_998, 52_998, nil, true),
      ("lastModifiedAt hours later", -2, 7_200_000, nil, true),
      ("createdAt a second earlier", -1_002, -2, nil, false),
      ("createdAt a millisecond later", 1, 0, nil, false),
      ("another note", -2, -2, "dinner", false),
    ] as [(String, Int64, Int64, String?, Bool)])
  func rowsCompared(
    name: String, createdShift: Int64, modifiedShift: Int64, note: String?, differsAlone: Bool
  ) {
    var sheet = Self.local
    sheet.createdAt = TimestampComparisonTests.shifted(createdShift)
    sheet.lastModifiedAt = TimestampComparisonTests.shifted(3_600_000 + modifiedShift)
    if let note { sheet.note = note }
    #expect(
      TabMerger<Transaction>.differsInShownTimestampsAlone(Self.local, sheet) == differsAlone,
      "\(name)")
  }
}
