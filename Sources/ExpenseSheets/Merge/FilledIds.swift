import Foundation

/// A sheet row new to the ledger whose id is the id of a row the sheet holds with a digit or two
/// changed, whose `createdAt` is that row's to the second, and whose words (text, a type, a
/// flag, a linked id) are that row's: what filling a row down over the rows below it leaves.
/// Excel and LibreOffice copy each cell, count up the number a text ends with (an id's last
/// group), and count up dates and, in LibreOffice, numbers. Merged as it is, it would add a
/// copy of that row; a new row a person types or pastes has an id and a `createdAt` of its
/// own, or none, and a row copied to make a new one is edited.
enum FilledIds {
  /// Whether the new row `row` looks filled down from the row `source`.
  static func looksFilled<Row: MergeableRow>(_ row: Row, from source: Row) -> Bool {
    guard let id = row.rowKey.id, let sourceId = source.rowKey.id,
      abs(row.createdAt.timeIntervalSince(source.createdAt)) < 1,
      NearIdSuggestions.digitsApart(id, sourceId) <= NearIdSuggestions.maximumDistance
    else { return false }
    return Row.fields.allSatisfy { field in
      switch field.kind {
      case .text, .boolean, .enumeration: field.isEqual(row, source)
      case .uuid: field.rule == .key || field.isEqual(row, source)
      case .date, .timestamp, .money, .integer: true
      }
    }
  }
}
