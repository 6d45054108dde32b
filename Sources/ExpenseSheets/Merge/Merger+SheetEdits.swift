import Foundation

extension Merger {
  /// The sheet values a merge took, by the export each tab comes from, for the tabs whose
  /// export's base is kept: the fields of each decided row whose merged value is the sheet's,
  /// and the rows the sheet added.
  static func sheetEdits(
    of report: MergeReport, exportIds: [Tab: UUID], bases: MergeBases
  ) -> [UUID: [MergedSheetEdits.Edit]] {
    let recorded = exportIds.filter { bases.byExport?[$0.value] != nil }
    guard !recorded.isEmpty else { return [:] }
    var edits: [UUID: [MergedSheetEdits.Edit]] = [:]
    for change in report.changes where change.action != .rejected {
      guard let key = change.key, let exportId = recorded[change.tab] else { continue }
      if change.action == .inserted {
        edits[exportId, default: []].append(.addedRow(key: key))
      }
      for field in change.fields {
        guard let value = field.sheet, field.merged == value else { continue }
        edits[exportId, default: []].append(
          MergedSheetEdits.Edit(key: key, field: field.field, value: value))
      }
    }
    return edits
  }
}
