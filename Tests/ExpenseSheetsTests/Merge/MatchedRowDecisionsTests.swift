import Foundation
import Testing

@testable import ExpenseSheets

/// The merge of a tab decides alike whether its sheet rows are matched side by side first
/// (`MatchedRowDecisions`) or not, over generated ledgers: edits on either side, rows inserted,
/// deleted, repeated and reordered in the sheet, typed rows, rejected rows, absent columns,
/// with and without a base.
@Suite("Deciding matched sheet rows side by side")
struct MatchedRowDecisionsTests {
  typealias F = MergeFixture

  /// One generated merge.
  struct Case: Sendable, CustomTestStringConvertible {
    /// What the case is, as the test's name.
    let name: String
    /// The seed of the draw.
    let seed: UInt64
    /// Whether the merge is three-way.
    let hasBase: Bool
    /// The columns the sheet lacks.
    var absentColumns: Set<String> = []
    /// Whether the local rows hold keys twice, as no store does.
    var repeatsLocalKeys = false
    /// Whether the base holds keys twice, as no store does: a look-up made ahead may land on
    /// another copy than the walk's.
    var repeatsBaseKeys = false
    /// Whether a rejected sheet row matches no local row (then no row is deleted).
    var hasUnmatchedRejectedRow = false
    var testDescription: String { name }
  }

  /// The generated merges.
  static let cases = [
    Case(name: "three-way", seed: 1, hasBase: true),
    Case(name: "two-way", seed: 2, hasBase: false),
    Case(name: "three-way, another draw", seed: 3, hasBase: true),
    Case(name: "the note column absent", seed: 4, hasBase: true, absentColumns: ["note"]),
    Case(name: "local keys repeated", seed: 5, hasBase: true, repeatsLocalKeys: true),
    Case(
      name: "a rejected row matching nothing", seed: 6, hasBase: true,
      hasUnmatchedRejectedRow: true),
    Case(name: "base keys repeated", seed: 7, hasBase: true, repeatsBaseKeys: true),
  ]

  /// Merges each case with the threshold at 1 row (side by side) and out of reach (the walk).
  @Test("The outcome is the same as the walk in sheet order alone gives", arguments: cases)
  func sameOutcome(_ generated: Case) {
    let merge = GeneratedMerge(generated)
    let alone = merge.outcome(sideBySideFrom: .max)
    let sideBySide = merge.outcome(sideBySideFrom: 1)
    #expect(sideBySide.rows == alone.rows)
    #expect(sideBySide.changes == alone.changes)
    #expect(sideBySide.counts == alone.counts)
    #expect(sideBySide.heldBack == alone.heldBack)
    // The generated sheet reaches the decisions the matches could get wrong.
    for action in [MergeAction.unchanged, .updated, .inserted, .keptLocal] {
      #expect((alone.counts[action] ?? 0) > 0, "no \(action) decision")
    }
    if generated.hasBase {
      #expect((alone.counts[.conflict] ?? 0) > 0)
    }
  }
}

extension MatchedRowDecisionsTests {
  /// A decision made ahead stands only for the base row the walk's own look-up finds. The base
  /// holds a key twice (as no store does), and the sheet holds that key twice, the second copy
  /// first in its range: the range looks it up afresh and finds the base's first copy, the walk
  /// goes on from the first sheet row's match and finds the second, with which it decides.
  @Test("A decision made ahead with another base row than the walk's is made again")
  func baseRowFoundElsewhere() {
    let key = 20
    var local = (1...40).map { F.transaction($0) }
    local[key - 1] = F.transaction(key, amount: "11.00", modified: F.t1)
    // The base: the other rows, then two copies of the key; the second holds the local amount.
    let first = F.transaction(key, amount: "10.00", modified: F.t1)
    let second = F.transaction(key, amount: "11.00", modified: F.t1)
    let base = local.filter { $0.rowKey != local[key - 1].rowKey } + [first, second]
    // The sheet: the other rows as they are, and the key twice where a range starts: as
    // exported (the first copy), then with an amount of its own.
    var sheet = local.filter { $0.rowKey != local[key - 1].rowKey }
    let start = ChunkedWork.ranges(of: 0..<sheet.count + 2, sideBySideFrom: 0)[1].lowerBound
    sheet.insert(
      contentsOf: [first, F.transaction(key, amount: "13.00", modified: F.t2)], at: start - 1)
    func outcome(sideBySideFrom minimum: Int) -> TabMerger<Transaction>.Outcome {
      TabMerger<Transaction>(
        options: MergeOptions(mergeTime: F.mergeTime), typedKeys: [], typedRowGaps: [:],
        sheetRows: Array(2..<sheet.count + 2), absentColumns: [], sideBySideFrom: minimum
      ).merge(local: local, sheet: sheet, base: base, sheetHasTab: true, rejectedKeys: [])
    }
    let alone = outcome(sideBySideFrom: .max)
    let sideBySide = outcome(sideBySideFrom: 1)
    // Compared with the second copy, only the sheet changed the amount: it is taken.
    #expect(alone.changes.map(\.action) == [.updated])
    #expect(sideBySide.rows == alone.rows)
    #expect(sideBySide.changes == alone.changes)
    #expect(sideBySide.counts == alone.counts)
  }
}

/// A local tab, its base and a sheet drawn from a seed.
private struct GeneratedMerge {
  typealias F = MergeFixture

  /// The case drawn.
  let generated: MatchedRowDecisionsTests.Case
  /// The local rows, 600 (and 20 repeated keys, when the case repeats them).
  var local: [Transaction] = []
  /// The rows as last exported, when the case has a base.
  var base: [Transaction]?
  /// The sheet's rows.
  var sheet: [Transaction] = []
  /// The keys of the rows typed in the sheet, and what each lacked.
  var typedKeys: Set<RowKey> = []
  var typedRowGaps: [RowKey: TypedRowGaps] = [:]
  /// The sheet's rejected rows, and their keys.
  var rejectedKeys: Set<RowKey> = []
  var rejectedRows: [RejectedRow] = []

  /// Draws the merge of `generated`.
  init(_ generated: MatchedRowDecisionsTests.Case) {
    self.generated = generated
    var random = SplitMix64(seed: generated.seed)
    let count = 600
    local = (1...count).map { Self.row($0, &random) }
    if generated.repeatsLocalKeys {
      for _ in 0..<20 {
        let copy = Self.edited(local[Int.random(in: 0..<count, using: &random)], &random)
        local.insert(copy, at: Int.random(in: 0...local.count, using: &random))
      }
    }
    var exported: [Transaction] = []
    if generated.hasBase {
      // Changed in the app since the export, added since (not in the base), deleted since.
      for row in local {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: exported.append(Self.edited(row, &random, modified: F.t0))
        case 1: continue
        default: exported.append(row)
        }
      }
      exported += (5_001...5_030).map { Self.row($0, &random) }
      var rows = exported
      if generated.repeatsBaseKeys {
        // Copies that differ, some next to their first, some far from it.
        for _ in 0..<60 {
          let first = Int.random(in: exported.indices, using: &random)
          let copy = Self.edited(exported[first], &random, modified: F.t1)
          let at =
            Bool.random(using: &random) ? first + 1 : Int.random(in: 0...rows.count, using: &random)
          rows.insert(copy, at: min(at, rows.count))
        }
      }
      base = rows
    } else {
      exported = local
    }
    var later: [Transaction] = []
    var newId = 10_001
    for row in exported {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<8: sheet.append(Self.edited(row, &random))
      case 8..<12: continue
      case 12..<15:
        sheet.append(row)
        later.append(Self.edited(row, &random))
      case 15..<18:
        var typed = Self.edited(row, &random)
        if Bool.random(using: &random) {
          (typed.createdAt, typed.lastModifiedAt) = (RowPlaceholder.time, RowPlaceholder.time)
        }
        typedKeys.insert(typed.rowKey)
        typedRowGaps[typed.rowKey] = TypedRowGaps(isMissingKey: false, isMissingStamp: true)
        sheet.append(typed)
      case 18..<20:
        rejectedKeys.insert(row.rowKey)
        rejectedRows.append(RejectedRow(tab: .transactions, sheetRow: 0, key: row.rowKey))
      case 20..<24:
        sheet.append(row)
        let new = Self.row(newId, &random)
        newId += 1
        if Bool.random(using: &random) {
          typedKeys.insert(new.rowKey)
          typedRowGaps[new.rowKey] = TypedRowGaps(isMissingKey: true, isMissingStamp: false)
        }
        sheet.append(new)
      default: sheet.append(row)
      }
      // A repeated key comes some rows after the first.
      if !later.isEmpty, Int.random(in: 0..<8, using: &random) == 0 {
        sheet.append(later.removeFirst())
      }
    }
    sheet += later
    // A person sorted parts of the sheet: the look-ups' guesses miss.
    for _ in 0..<10 {
      sheet.swapAt(
        Int.random(in: sheet.indices, using: &random), Int.random(in: sheet.indices, using: &random)
      )
    }
    if generated.hasUnmatchedRejectedRow {
      rejectedRows.append(RejectedRow(tab: .transactions, sheetRow: 0, key: nil))
    }
  }

  /// The outcome of the merge, its sheet rows matched side by side from `minimum` rows.
  func outcome(sideBySideFrom minimum: Int) -> TabMerger<Transaction>.Outcome {
    TabMerger<Transaction>(
      options: MergeOptions(mergeTime: F.mergeTime, allowDeletions: true),
      typedKeys: typedKeys, typedRowGaps: typedRowGaps, sheetRows: Array(2..<sheet.count + 2),
      absentColumns: generated.absentColumns, sideBySideFrom: minimum
    ).merge(
      local: local, sheet: sheet, base: base, sheetHasTab: true, rejectedKeys: rejectedKeys,
      rejectedRows: rejectedRows)
  }

  private static let amounts = ["10.00", "12.50", "0.01", "99.99"]
  private static let notes = ["", "lunch", "taxi", "line\r\nbreak"]
  private static let stamps = [F.t0, F.t1, F.t2]

  /// Row `n`, created a second before row `n - 1`, as the rows of a ledger are created one by one.
  private static func row(_ n: Int, _ random: inout SplitMix64) -> Transaction {
    var row = F.transaction(
      n, amount: amounts.randomElement(using: &random)!, note: notes.randomElement(using: &random)!,
      modified: stamps.randomElement(using: &random)!)
    row.createdAt = F.t0.addingTimeInterval(-TimeInterval(n))
    return row
  }

  /// `row` with another amount or note, stamped `modified` or at random.
  private static func edited(
    _ row: Transaction, _ random: inout SplitMix64, modified: Date? = nil
  ) -> Transaction {
    var row = row
    if Bool.random(using: &random) {
      row.amount += 1
    } else {
      row.note += " (edited)"
    }
    row.lastModifiedAt = modified ?? stamps.randomElement(using: &random)!
    return row
  }
}
