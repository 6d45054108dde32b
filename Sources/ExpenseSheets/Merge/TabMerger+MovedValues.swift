extension TabMerger {
  /// Keeps the local values of fields whose sheet values only moved between rows (see
  /// ``MovedValues``): each change taking one is `suspicious`. A row whose every taken field
  /// moved, or of which several fields moved (a range sorted or shifted without the key
  /// column: each of its cells is another row's), stays as it is locally, every field.
  ///
  /// Fields sorted alone (see ``SortedColumns``) are held back so too.
  ///
  /// - Parameters:
  ///   - replacements: the rows replacing local rows, by `replacementOf[local position]`.
  ///   - sheetOrder: the local positions of the sheet's rows matched by key, in sheet order.
  /// - Returns: The local positions of the rows several of whose fields moved.
  @discardableResult
  func holdBackMovedValues(
    changes: inout [RowChange], counts: inout [MergeAction: Int], replacements: inout [Row],
    replacementOf: [Int32], local: [Row], localRows: inout RowLookup<Row>,
    fields: [MergeField<Row>], sheetOrder: [Int32]
  ) -> Set<Int> {
    var shifted = Set<Int>()
    var moved: [Int: Set<String>] = [:]
    let differing = MovedValues.differing(in: changes)
    let moves = MovedValues.moves(in: changes, differing: differing)
    let sorted = SortedColumns.moves(
      in: changes, differing: differing, order: sheetOrder, local: local, fields: fields,
      found: moves, position: { localRows.position(of: $0) })
    for move in moves + sorted {
      for place in move.changes { moved[place, default: []].insert(move.field) }
    }
    for (place, names) in moved.sorted(by: { $0.key < $1.key }) {
      guard let key = changes[place].key, let index = localRows.position(of: key),
        replacementOf[index] != Self.notReplaced
      else { continue }
      let replacement = Int(replacementOf[index])
      let taken = changes[place].fields.filter { $0.merged == $0.sheet && $0.local != $0.sheet }
      let isWhole = names.count > 1 || taken.allSatisfy { names.contains($0.field) }
      if names.count > 1 { shifted.insert(index) }
      if isWhole {
        replacements[replacement] = local[index]
      } else {
        for field in fields where names.contains(field.name) {
          field.copy(&replacements[replacement], local[index])
        }
      }
      var change = changes[place]
      counts[change.action, default: 0] -= 1
      counts[.suspicious, default: 0] += 1
      let list = names.sorted().joined(separator: ", ")
      change.action = .suspicious
      change.hint = .acceptSuspicious
      change.reason =
        "the sheet's \(list) moved between rows, as sorting one column, or a range without the \(Row.tab.keyColumnName) column, does: every row would take another row's value, and the local values stay unless suspicious changes are accepted"
      change.fields = change.fields.map { field in
        guard isWhole || names.contains(field.field) else { return field }
        var kept = field
        kept.merged = field.local
        return kept
      }
      changes[place] = change
    }
    return shifted
  }
}
