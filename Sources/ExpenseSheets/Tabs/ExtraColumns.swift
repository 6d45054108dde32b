/// The unknown columns a tab writes after its known ones: every column its rows carry, in the
/// order first seen.
///
/// Columns are told apart by name and by how often the name came before in the row, since a
/// sheet may repeat a header (two "Notes" columns, or several with no name). An unnamed column
/// whose cells are all empty holds nothing and is not written.
struct ExtraColumns {
  /// Every column seen, in the order first seen.
  private var seen: [ExtraColumnKey] = []
  private var known: Set<ExtraColumnKey> = []
  private var unnamedWithContent: Set<ExtraColumnKey> = []

  /// Notes the columns of a row's unknown-column cells.
  mutating func add(_ cells: [ExtraCell]) {
    // Rows read from one sheet carry the same columns in the same order. The columns seen are
    // numbered in order, so a row with their names has exactly their keys: nothing is new.
    if Self.names(of: cells, match: seen) {
      for (key, cell) in zip(seen, cells) where key.name.isEmpty && !cell.value.isEmpty {
        unnamedWithContent.insert(key)
      }
      return
    }
    for (key, cell) in zip(ExtraColumnKey.keys(of: cells), cells) {
      if known.insert(key).inserted { seen.append(key) }
      if key.name.isEmpty && !cell.value.isEmpty { unnamedWithContent.insert(key) }
    }
  }

  /// The columns to write, in order.
  var written: WrittenExtraColumns {
    WrittenExtraColumns(seen.filter { !$0.name.isEmpty || unnamedWithContent.contains($0) })
  }

  /// Whether `cells` has one cell per column, each with its column's name.
  static func names(of cells: [ExtraCell], match columns: [ExtraColumnKey]) -> Bool {
    cells.count == columns.count
      && cells.indices.allSatisfy { cells[$0].column == columns[$0].name }
  }
}

/// An unknown column as the encoder tells columns apart: its name and how many columns of the
/// same name stand before it.
struct ExtraColumnKey: Hashable {
  var name: String
  var occurrence: Int

  /// The keys of a row's unknown-column cells, in order.
  static func keys(of cells: [ExtraCell]) -> [ExtraColumnKey] {
    var counts: [String: Int] = [:]
    return cells.map { cell in
      let occurrence = counts[cell.column, default: 0]
      counts[cell.column] = occurrence + 1
      return ExtraColumnKey(name: cell.column, occurrence: occurrence)
    }
  }
}
