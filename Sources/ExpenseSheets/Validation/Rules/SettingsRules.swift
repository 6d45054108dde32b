import Foundation

/// `settings-row-count`, `invalid-timezone`, `created-after-modified` on the Settings tab; a
/// sheet without one needs none when the local ledger has its Settings row.
enum SettingsRules {
  static func check(_ context: inout ValidationContext) {
    guard let tab = context.workbook.settings else {
      // A merge keeps the local Settings row when the sheet has none.
      guard let local = context.local else {
        context.report(
          Diagnostic(
            severity: .error, code: .settingsRowCount, tab: .settings,
            message: "the workbook has no Settings tab; it must hold exactly one row"))
        return
      }
      if local.settings == nil {
        context.report(
          Diagnostic(
            severity: .error, code: .settingsRowCount, tab: .settings,
            message:
              "the workbook has no Settings tab, and the store has no Settings row; include Settings.csv"
          ))
      }
      return
    }
    let rows = ValidationContext.readable(tab)
    if tab.rows.count != 1 {
      let extra = tab.rows.dropFirst().first?.sheetRow
      context.report(
        Diagnostic(
          severity: .error, code: .settingsRowCount, tab: .settings, row: extra,
          message: "Settings holds \(tab.rows.count) rows; it must hold exactly one"))
      for row in tab.rows.dropFirst() {
        context.report(
          .settingsRowCount, .error, layout: tab.layout, row: row.sheetRow, field: nil,
          value: nil, message: "only one Settings row is allowed; this one is extra")
      }
    }
    for (row, settings) in rows {
      if TimeZone(identifier: settings.timezone) == nil {
        context.report(
          .invalidTimezone, .error, layout: tab.layout, row: row.sheetRow, field: "timezone",
          value: settings.timezone,
          message:
            "\(quoted(settings.timezone)) is not a time zone identifier such as America/New_York or Europe/Berlin"
        )
      }
      CommonRules.checkStamps(
        &context, layout: tab.layout, row: row.sheetRow, isMissingKey: row.isMissingKey,
        isMissingStamp: row.isMissingStamp,
        createdAt: settings.createdAt,
        lastModifiedAt: settings.lastModifiedAt)
    }
  }
}
