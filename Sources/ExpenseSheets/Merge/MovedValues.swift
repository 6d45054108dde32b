import Foundation

/// A column whose values moved between rows: what sorting one column, or a range that leaves
/// the id column out, does ("Continue with the current selection" in Excel, "Sort range" in
/// Google Sheets). Each row then holds another row's value, and every row looks edited.
///
/// The rows that differ in a field moved so hold, between them, exactly the values they hold
/// locally, each as many times (but for a row or so in ten edited beside the move, held back
/// with the others). A person editing rows gives them new values, or swaps a few: a
/// permutation of five rows or more, of three distinct values or more, is a spreadsheet's
/// doing, and is held back as `suspicious`. Categories' `sortOrder` is passed over: renumbering
/// it to reorder categories is always such a permutation.
enum MovedValues {
  /// A field whose values moved, and the changes (by place in the array given) that take them.
  struct Move: Equatable {
    var field: String
    var changes: [Int]
  }

  /// The fewest rows whose values moved that make a move: a person swaps values by hand in
  /// pairs, or rotates three.
  static let fewestRows = 5

  /// The fewest distinct values of a move: a flag or a category or two moved among rows are
  /// a person recategorising.
  static let fewestValues = 3

  /// Fields whose values are ranks: renumbered, they are always a permutation.
  private static let ranks: Set<String> = ["sortOrder"]

  /// The fields whose values only moved between the rows of `changes`, each with the changes
  /// that take the sheet's value. The rows that differ in a field count, whichever side a
  /// change took (with timestamps moved too, the later of each pair wins).
  ///
  /// A field of two values (`type`, a flag) makes a move when its rows that differ hold them in
  /// two blocks, as sorting the column alone leaves them. A range sorted without the id column
  /// moves every column of the range with the ones that make a move: a field whose values only
  /// moved between rows that a move takes counts too, however few its rows or values.
  ///
  /// - Parameter differing: ``differing(in:)`` of `changes`, when already gathered.
  static func moves(in changes: [RowChange], differing: [String: [Difference]]? = nil) -> [Move] {
    let differing = differing ?? Self.differing(in: changes)
    // Of each field whose values only moved, how many distinct values moved.
    var permuted: [String: Int] = [:]
    for (name, values) in differing where values.contains(where: \.isTaken) {
      // A spreadsheet turns CRLF in a cell into LF, in every row.
      var balance: [String: Int] = [:]
      for value in values {
        balance[lineEndingsAlike(value.local), default: 0] += 1
        balance[lineEndingsAlike(value.sheet), default: 0] -= 1
      }
      // The local values no sheet row took: edits made beside a move, at most one row in ten.
      let unmoved = balance.values.reduce(0) { $0 + max(0, $1) }
      guard balance.count >= 2, unmoved == 0 || unmoved * 10 <= values.count else { continue }
      permuted[name] = balance.count
    }
    let moved = permuted.filter { name, distinct in
      differing[name]!.count >= fewestRows
        && (distinct >= fewestValues || isSorted(differing[name]!, in: changes))
    }
    let movedRows = Set(moved.keys.flatMap { differing[$0]!.map(\.change) })
    let companions = permuted.keys.filter { name in
      moved[name] == nil && differing[name]!.allSatisfy { movedRows.contains($0.change) }
    }
    return (Array(moved.keys) + companions).sorted().map { name in
      Move(field: name, changes: differing[name]!.filter(\.isTaken).map(\.change))
    }
  }

  /// A matched row's two values of a field that differ: the change's place, the local and the
  /// sheet's value, and whether the change takes the sheet's.
  typealias Difference = (change: Int, local: String, sheet: String, isTaken: Bool)

  /// For each field but ranks, the matched rows of `changes` that differ in it, in order.
  static func differing(in changes: [RowChange]) -> [String: [Difference]] {
    var differing: [String: [Difference]] = [:]
    for (place, change) in changes.enumerated() where matchedActions.contains(change.action) {
      for field in change.fields where !ranks.contains(field.field) {
        guard let local = field.local, let sheet = field.sheet, local != sheet else { continue }
        differing[field.field, default: []].append((place, local, sheet, field.merged == sheet))
      }
    }
    return differing
  }

  /// Whether `values`, the sheet's values of a field of two values in rows of `changes`, lie
  /// in two blocks in sheet order, one value then the other: a column sorted alone. A person
  /// who swaps a flag or a type on five rows or more rarely leaves them so.
  private static func isSorted(
    _ values: [Difference],
    in changes: [RowChange]
  ) -> Bool {
    let rows = values.compactMap { value in changes[value.change].sheetRow.map { ($0, value.sheet) }
    }
    guard rows.count == values.count else { return false }
    let inSheetOrder = rows.sorted { $0.0 < $1.0 }.map(\.1)
    return zip(inSheetOrder, inSheetOrder.dropFirst()).count { $0 != $1 } <= 1
  }

  /// `text` with CRLF and lone CR as LF, as a spreadsheet saves a cell's line breaks.
  private static func lineEndingsAlike(_ text: String) -> String {
    text.utf8.contains(0x0D) ? TextComparison.normalized(text) : text
  }

  /// The actions of rows both sides hold that differ.
  private static let matchedActions: Set<MergeAction> = [
    .updated, .conflict, .keptLocal, .suspicious,
  ]
}
