extension TabMerger {
  /// Keeps the local values of fields whose sheet values only moved between rows (see
  /// ``MovedValues``): each change taking one is `suspicious`, and a row whose every taken
  /// field moved stays as it is locally.
  ///
  /// - Parameters:
  ///   - replacements: the rows replacing local rows, by `replacementOf[local position]`.
  func holdBackMovedValues(
    changes: inout [RowChange], counts: inout [MergeAction: Int], replacements: inout [Row],
    replacementOf: [Int32], local: [Row], localRows: inout RowLookup<Row>,
    fields: [MergeField<Row>]
  ) {
    var moved: [Int: Set<String>] = [:]
    for move in MovedValues.moves(in: changes) {
      for place in move.changes { moved[place, default: []].insert(move.field) }
    }
    for (place, names) in moved.sorted(by: { $0.key < $1.key }) {
      guard let key = changes[place].key, let index = localRows.position(of: key),
        replacementOf[index] != Self.notReplaced
      else { continue }
      let replacement = Int(replacementOf[index])
      let taken = changes[place].fields.filter { $0.merged == $0.sheet && $0.local != $0.sheet }
      if taken.allSatisfy({ names.contains($0.field) }) {
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
        guard names.contains(field.field) else { return field }
        var kept = field
        kept.merged = field.local
        return kept
      }
      changes[place] = change
    }
  }
}
