import Foundation

/// An unknown column that a read of its file would not take for one: its name matches one of
/// the tab's own columns (`Note` beside `note`, as names match ignoring case and spaces) or is
/// an export's marker. Its header would make a read reject the whole tab, so an export with one
/// is refused.
///
/// A read never gives a row such an extra cell; an app setting `extraCells` may.
struct MisreadExtraColumn: Equatable {
  /// The column's name, as the rows' extra cells give it.
  var name: String
  /// What a read would take it for: the known column's name, or `nil` for an export's marker.
  var knownColumn: String?
  /// The sheet row (the header is row 1) of the first row with a cell in the column.
  var row: Int

  /// The first of `columns`, a tab's unknown columns, that a read would take for something else,
  /// with the first of `rows` that has a cell in it.
  ///
  /// - Parameters:
  ///   - columns: The unknown columns, as the header names them after the known ones.
  ///   - tab: The tab whose known columns they must not name.
  ///   - rows: The tab's rows, in file order.
  static func first(in columns: [ExtraColumnKey], of tab: Tab, rows: [EncodedRows])
    -> MisreadExtraColumn?
  {
    guard !columns.isEmpty else { return nil }
    let known = Dictionary(
      TabRecognizer.columnNames(of: tab).map { (HeaderMatch.normalized($0), $0) },
      uniquingKeysWith: { first, _ in first })
    for column in columns where !column.name.isEmpty {
      let isMarker = ExportMarker.exportId(inHeaderCell: column.name) != nil
      let knownColumn =
        HeaderMatch.isSpelledApart(column.name) ? nil : known[HeaderMatch.normalized(column.name)]
      guard isMarker || knownColumn != nil else { continue }
      return MisreadExtraColumn(
        name: column.name, knownColumn: knownColumn, row: firstRow(with: column.name, in: rows))
    }
    return nil
  }

  /// What an export says when it refuses the tab `tab`.
  func message(tab: Tab) -> String {
    let readAs = knownColumn.map { "the column \($0)" } ?? "an export's marker"
    return
      "row \(row)'s extra cell \"\(name)\" would be read as \(readAs), and a read would reject "
      + "the whole \(tab.rawValue) tab; nothing was written: the app that stored it must rename "
      + "or remove that extra cell (ExtraCell.column) in every row that has one"
  }

  /// The sheet row of the first of `rows` with a cell in the column `name`.
  private static func firstRow(with name: String, in rows: [EncodedRows]) -> Int {
    var before = 0
    for part in rows {
      if let first = part.extraCells.first(where: { $0.cells.contains { $0.column == name } }) {
        return before + first.row + 2
      }
      before += part.count
    }
    return 2
  }
}
