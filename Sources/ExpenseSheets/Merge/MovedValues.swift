import Foundation

/// A column whose values moved between rows: what sorting one column, or a range that leaves
/// the id column out, does ("Continue with the current selection" in Excel, "Sort range" in
/// Google Sheets). Each row then holds another row's value, and every row looks edited.
///
/// The rows that differ in a field moved so hold, between them, exactly the values they hold
/// locally, each as many times. A person editing rows gives them new values, or swaps a few: a
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
  static func moves(in changes: [RowChange]) -> [Move] {
    // For each field: the matched rows that differ in it, with both values and whether the
    // change takes the sheet's.
    var differing: [String: [(change: Int, local: String, sheet: String, isTaken: Bool)]] = [:]
    for (place, change) in changes.enumerated() where matchedActions.contains(change.action) {
      for field in change.fields where !ranks.contains(field.field) {
        guard let local = field.local, let sheet = field.sheet, local != sheet else { continue }
        differing[field.field, default: []].append((place, local, sheet, field.merged == sheet))
      }
    }
    return differing.keys.sorted().compactMap { name in
      let values = differing[name]!
      guard values.count >= fewestRows else { return nil }
      // Values moved keep their total length: most edits change it, and are passed over here
      // without hashing every value.
      let lengths = values.reduce(0) { $0 + $1.local.utf8.count - $1.sheet.utf8.count }
      guard lengths == 0 else { return nil }
      var balance: [String: Int] = [:]
      for value in values {
        balance[value.local, default: 0] += 1
        balance[value.sheet, default: 0] -= 1
      }
      let taken = values.filter(\.isTaken).map(\.change)
      guard !taken.isEmpty, balance.count >= fewestValues,
        balance.values.allSatisfy({ $0 == 0 })
      else { return nil }
      return Move(field: name, changes: taken)
    }
  }

  /// The actions of rows both sides hold that differ.
  private static let matchedActions: Set<MergeAction> = [
    .updated, .conflict, .keptLocal, .suspicious,
  ]
}
