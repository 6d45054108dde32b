/// The merge's decision for each row of a large sheet tab that matches a local row, made side by
/// side on all cores ahead of the walk in sheet order, which then takes them in that order: a
/// decision is a function of the sheet row, the local row and the base row alone.
///
/// A decision made ahead stands only for the local row as it was before the merge, at the
/// position the walk's own look-up finds, and for the base row at the position the walk's own
/// look-up finds: the walk decides for itself when a sheet row repeats a key whose local row it
/// already replaced, or when a look-up lands elsewhere (a key the local or base rows hold twice).
struct MatchedRowDecisions<Row: MergeableRow> {
  /// One sheet row's decision, as made ahead.
  private struct Match {
    /// The local row's position, or `-1` when no local row has the sheet row's key.
    var local: Int32
    /// The base row's position, `-1` when the base has no row with the key, or `-2` when the
    /// decision needed no base row.
    var base: Int32
    /// `-1` for unchanged, `-2` for kept as exported, else the position of the replacement in
    /// its part's `replacements`.
    var decision: Int32
  }

  /// The decisions of one range of sheet rows.
  private struct Part {
    /// The position of the range's first sheet row.
    let start: Int
    /// The decision of each sheet row of the range, in sheet order.
    var matches: [Match]
    /// The replacements the decisions make, in sheet order, each until it is taken.
    var replacements: [(row: Row, change: RowChange)?]
  }

  /// The parts, in sheet order.
  private var parts: [Part]
  /// How many parts, from the first, the walk is past: let go, their decisions no longer
  /// given.
  private var partsPassed = 0
  /// The number of sheet rows of each part but the last, which may hold fewer.
  private let partSize: Int

  /// The number of replacements the decisions make.
  var replacementCount: Int { parts.reduce(0) { $0 + $1.replacements.count } }

  /// Decides each row of `sheet` that matches a local row, in ranges run side by side.
  ///
  /// - Parameters:
  ///   - merger: the merger whose decisions these are.
  ///   - sheet: the sheet's rows of the tab.
  ///   - local: the look-up of the local rows, its index built: each range looks up with a
  ///     guess cursor of its own.
  ///   - base: the look-up of the base rows, its index built, if there is a base.
  ///   - fields: the merge's fields.
  /// - Complexity: O(sheet rows × fields), over all cores.
  init(
    merger: TabMerger<Row>, sheet: [Row], local: RowLookup<Row>, base: RowLookup<Row>?,
    fields: TabMerger<Row>.MergeFields
  ) {
    parts = ChunkedWork.map(sheet.indices, sideBySideFrom: 0) { range in
      var (local, base) = (local, base)
      let (localRows, typedKeys) = (local.rows, merger.typedKeys)
      var matches: [Match] = []
      matches.reserveCapacity(range.count)
      var replacements: [(row: Row, change: RowChange)?] = []
      // Read through buffers, the rows are compared where they lie: an array's subscript
      // copied each row (every text of it retained) for its comparison.
      sheet.withUnsafeBufferPointer { sheet in
        localRows.withUnsafeBufferPointer { localRows in
          for position in range {
            let key = sheet[position].rowKey
            guard let index = local.position(of: key) else {
              matches.append(Match(local: -1, base: -2, decision: -1))
              continue
            }
            let isTyped = !typedKeys.isEmpty && typedKeys.contains(key)
            // Most rows are unchanged, and need no more than this comparison.
            if !isTyped, localRows[index] == sheet[position] {
              matches.append(Match(local: Int32(index), base: -2, decision: -1))
              continue
            }
            var basePosition: Int32 = -2
            let decision = merger.decision(
              sheetRow: position, sheet[position], key: key, isTyped: isTyped,
              current: localRows[index], fields: fields
            ) {
              let found = base?.position(of: key, guess: index)
              basePosition = found.map(Int32.init) ?? -1
              return found.flatMap { base?.rows[$0] }
            }
            let code: Int32
            switch consume decision {
            case .unchanged: code = -1
            case .keptAsExported: code = -2
            case .replaced(let row, let change):
              code = Int32(replacements.count)
              replacements.append((row, change))
            }
            matches.append(Match(local: Int32(index), base: basePosition, decision: code))
          }
        }
      }
      return Part(start: range.lowerBound, matches: matches, replacements: replacements)
    }
    partSize = max(1, parts.first?.matches.count ?? 1)
    assert(parts.dropLast().allSatisfy { $0.matches.count == partSize })
  }

  /// Takes the decision made ahead for sheet row `position` matched with local row `index`, or
  /// gives `nil` when it was made for another local row, or for another base row than the one
  /// at `basePosition()` (which is called only when the decision needed a base row).
  ///
  /// The replacement a decision makes is moved out: each decision is taken once at most. The
  /// walk asks in sheet order, so the parts before `position`'s are let go as it passes them:
  /// the replacements it collects take their place in memory, not their room beside them.
  mutating func takeDecision(sheetRow position: Int, local index: Int, basePosition: () -> Int?)
    -> TabMerger<Row>.MatchedRowDecision?
  {
    let part = position / partSize
    guard part >= partsPassed else { return nil }
    while partsPassed < part {
      parts[partsPassed].matches = []
      parts[partsPassed].replacements = []
      partsPassed += 1
    }
    let match = parts[part].matches[position - parts[part].start]
    guard match.local == Int32(index) else { return nil }
    if match.base != -2, (basePosition().map(Int32.init) ?? -1) != match.base { return nil }
    switch match.decision {
    case -1: return .unchanged
    case -2: return .keptAsExported
    default:
      guard let (row, change) = parts[part].replacements[Int(match.decision)].take() else {
        return nil
      }
      return .replaced(row: row, change: change)
    }
  }
}
