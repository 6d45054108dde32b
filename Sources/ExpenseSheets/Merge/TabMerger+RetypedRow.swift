import Foundation

extension TabMerger {
  /// The merged row of `local`, a row an earlier merge added from a row typed without an id and
  /// the sheet no longer holds, and of `typed`, the typed row that takes its place (see
  /// ``RetypedRows``), with the action and the reason.
  ///
  /// `local`'s id gives its cells as that merge added them (``RetypedRows/original(of:typed:)``):
  /// against them, the two rows merge field by field, as any row does against the last export.
  /// What only the sheet changed is taken, and what only the app (or a later merge) changed
  /// stays. A field both changed, to different values, held a third value: the cells are then
  /// not found. When they are not, the typed row's values are taken, unless `local` changed
  /// after that merge added it (its `lastModifiedAt` is later than its `createdAt`): the local
  /// values then stay, in a conflict that lists the sheet's, since a typed row carries no time
  /// to tell which edit is later and the sheet's may undo the app's.
  ///
  /// - Parameters:
  ///   - local: the gone local row.
  ///   - typed: the typed row, stamped with the merge time.
  ///   - asRead: the typed row as read from the sheet, its empty timestamps placeholders.
  ///   - differing: the fields in which `local` and `typed` differ, timestamps aside.
  /// - Complexity: O(2ⁿ × fields), n the fields in which `local` and `asRead` differ, at most
  ///   ``RetypedRows/mostSearchedFields``.
  func decideRetyped(
    local: Row, typed: Row, asRead: Row, differing: [MergeField<Row>]
  ) -> (row: Row, action: MergeAction, reason: String) {
    guard let original = RetypedRows.original(of: local, typed: asRead) else {
      if local.lastModifiedAt > local.createdAt {
        return (local, .conflict, Self.retypedReason + Self.unknownOriginalReason)
      }
      let decision = decide(
        local: local, sheet: typed, base: nil, differing: differing, isTyped: true)
      return (
        decision.row, decision.action,
        Self.retypedReason
          + (decision.action == .updated
            ? ", its values replace the local ones (listed here)" : "; " + decision.reason)
      )
    }
    // Neither side of a typed row carries a time: the sheet's edit is never the later one, and
    // the sheet is never an earlier download than the row as first merged.
    var sheet = typed
    sheet.lastModifiedAt = RowPlaceholder.time
    var base = original
    base.lastModifiedAt = RowPlaceholder.time
    let decision = decide(
      local: local, sheet: sheet, base: base, differing: differing, isTyped: false,
      isBaseExported: false)
    let sheetChanged = differing.filter { !$0.isEqual(typed, original) }.map(\.name)
    let appChanged = differing.filter { !$0.isEqual(local, original) }.map(\.name)
    let names = { (fields: [String]) in fields.joined(separator: ", ") }
    let against = "; against its cells as that merge added them (they give its id), "
    let reason: String
    switch decision.action {
    case .updated where appChanged.isEmpty:
      reason = ", its values replace the local ones (listed here)"
    case .updated:
      reason =
        against
        + "the sheet changed \(names(sheetChanged)) and the app (or a later merge) \(names(appChanged)) since: both kept"
    case .keptLocal:
      reason =
        against
        + "the app (or a later merge) changed \(names(appChanged)) since, and the sheet did not: the local values stay"
    default:
      reason = "; " + decision.reason
    }
    return (decision.row, decision.action, Self.retypedReason + reason)
  }

  /// Why a row typed without an id replaces a row an earlier merge added from the sheet (see
  /// ``RetypedRows``).
  static var retypedReason: String {
    "typed in the sheet without an id in place of this row, which an earlier merge added from a row typed there and the sheet no longer holds: taken as that row edited in the sheet"
  }

  /// Why the local values of such a row stay when its cells as first merged cannot be told and
  /// it changed since.
  private static var unknownOriginalReason: String {
    "; changed since that merge added it (its lastModifiedAt is later than its createdAt), in the app or by a later merge, and its cells as first merged cannot be told from its id, so what the sheet changed cannot be told from what the app did: the local values stay and the sheet's are listed here; export, and edit the row as the new download shows it"
  }
}
