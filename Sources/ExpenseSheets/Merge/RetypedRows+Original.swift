import Foundation

extension RetypedRows {
  /// The most fields a gone row and the typed row in its place may differ in for the gone row's
  /// cells as first merged to be searched for: each of them is tried either way, 2ⁿ candidates.
  static let mostSearchedFields = 8

  /// The occurrences tried for each candidate (see ``ContentIdentity/id(tab:cells:occurrence:)``):
  /// a higher one means as many identical typed rows in one sheet, or rows the sheet held under
  /// their ids, which a sheet seldom holds.
  static let searchedOccurrences = 16

  /// The row `local`, a row an earlier merge added from a row typed without an id, as that merge
  /// added it: `local` with the values, in the fields the app changed since, that give its id;
  /// or `nil` when none is found.
  ///
  /// A typed row's id is derived from its cells, so `local`'s id says what its cells were. The
  /// row as first merged differs from `local` only in fields changed since, and each of those
  /// held either `local`'s value (the app's change was to another field) or the value of
  /// `typed`, the sheet's row edited since (the person changed another field, or this one to the
  /// same value). Each way of taking the fields in which `local` and `typed` differ from
  /// either is tried, hashed as ``TabDecoder/deriveIdsOfTypedRows(_:rows:at:)`` hashes a typed
  /// row: no id (the placeholder), the typed row's timestamps (placeholders when its cells were
  /// empty), then its occurrence. A search that cannot succeed, or that would try more than
  /// 2^``mostSearchedFields`` candidates, gives `nil`.
  ///
  /// The row given back has `local`'s `createdAt` as both of its timestamps: when the merge
  /// added it.
  ///
  /// - Parameters:
  ///   - local: the local row the sheet no longer holds, its id derived from typed cells.
  ///   - typed: the typed row in its place, as read from the sheet: its derived id, and its
  ///     timestamps as typed (placeholders when empty), not yet stamped by the merge.
  /// - Complexity: O(2ⁿ × (fields + ``searchedOccurrences``)), n the number of fields in which
  ///   `local` and `typed` differ, at most ``mostSearchedFields``.
  static func original<Row: MergeableRow>(of local: Row, typed: Row) -> Row? {
    guard let id = local.rowKey.id, ContentIdentity.isDerived(id),
      let keyField = Row.fields.first, keyField.kind == .uuid
    else { return nil }
    let fields = Row.fields
    let localCells = Row.canonicalCells(of: local)
    let typedCells = Row.canonicalCells(of: typed)
    let stamps = Set(fields.indices.filter { fields[$0].kind == .timestamp })
    let searched = fields.indices.dropFirst().filter {
      !stamps.contains($0) && localCells[$0] != typedCells[$0]
    }
    guard searched.count <= mostSearchedFields else { return nil }
    var cells = localCells
    cells[0] = CellFormatter.uuid(RowPlaceholder.id)
    for index in stamps { cells[index] = typedCells[index] }
    for taken in 0..<(1 << searched.count) {
      for (bit, index) in searched.enumerated() {
        cells[index] = taken & (1 << bit) == 0 ? localCells[index] : typedCells[index]
      }
      guard
        ContentIdentity.occurrence(
          deriving: id, tab: Row.tab, cells: cells, below: searchedOccurrences) != nil
      else { continue }
      var row = local
      for (bit, index) in searched.enumerated() where taken & (1 << bit) != 0 {
        fields[index].copy(&row, typed)
      }
      row.lastModifiedAt = local.createdAt
      return row
    }
    return nil
  }
}
