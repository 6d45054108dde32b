/// The unknown columns a tab writes after its known ones (see ``ExtraColumns``), and how each
/// row's cells go under them.
struct WrittenExtraColumns {
  /// The columns, in order.
  let keys: [ExtraColumnKey]
  /// Whether each column's occurrence counts the columns of its name before it. Then a row
  /// whose cells have the columns' names, in order, has exactly these keys, and is written
  /// without matching them; a column left out for holding nothing can break the count.
  let isNumberedInOrder: Bool

  /// The columns `keys`, in order.
  init(_ keys: [ExtraColumnKey]) {
    self.keys = keys
    var counts: [String: Int] = [:]
    isNumberedInOrder = keys.allSatisfy { key in
      defer { counts[key.name] = key.occurrence + 1 }
      return key.occurrence == counts[key.name, default: 0]
    }
  }

  /// Writes a row's cells under the columns, formula-guarded, an empty cell where the row has
  /// none. Rows read from one sheet carry the same columns in the same order, and are written
  /// straight.
  func write(_ cells: [ExtraCell], to writer: inout CellWriter) {
    guard isNumberedInOrder && ExtraColumns.names(of: cells, match: keys) else {
      return writeByKeys(cells, to: &writer)
    }
    for cell in cells { writer.plain(TextGuard.formulaGuarded(cell.value)) }
  }

  /// Writes a row's cells under the columns by matching each cell's key: any row, in any order.
  func writeByKeys(_ cells: [ExtraCell], to writer: inout CellWriter) {
    let values = Dictionary(
      zip(ExtraColumnKey.keys(of: cells), cells.map(\.value)),
      uniquingKeysWith: { first, _ in first })
    for key in keys { writer.plain(TextGuard.formulaGuarded(values[key] ?? "")) }
  }
}
