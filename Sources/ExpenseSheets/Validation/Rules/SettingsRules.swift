import Foundation

/// `settings-row-count`, `unsupported-schema-version`, `invalid-timezone`,
/// `imprecise-timezone`, `created-after-modified` on the Settings tab; a sheet without one needs
/// none when the local ledger has its Settings row.
enum SettingsRules {
  static func check(_ context: inout ValidationContext) {
    guard let tab = context.workbook.settings else {
      // A merge keeps the local Settings row when the sheet has none; without a store, the
      // `missing-tab` warning says the tab is not checked, as of any tab (an import refuses a
      // workbook without a Settings row on its own).
      guard let local = context.local else { return }
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
    if tab.rows.isEmpty {
      context.report(
        Diagnostic(
          severity: .error, code: .settingsRowCount, tab: .settings,
          message: "Settings holds no row; it must hold exactly one, so the tab is not read"
            + (context.local?.settings != nil ? " and the store's row is kept" : "")))
      context.rejectTab(.settings)
    } else if tab.rows.count > 1 {
      // Which of several rows is the ledger's, none can tell: the tab is rejected.
      context.rejectTab(.settings)
      let sheetRows = listed(tab.rows.map { String($0.sheetRow) }, count: tab.rows.count)
      for row in tab.rows {
        context.report(
          .settingsRowCount, .error, layout: tab.layout, row: row.sheetRow, field: nil,
          value: nil,
          message:
            "Settings holds \(tab.rows.count) rows (rows \(sheetRows)); it must hold exactly one, so none is read: keep one and delete the others"
        )
      }
    }
    for (row, settings) in rows {
      checkSchemaVersion(settings.schemaVersion, row: row.sheetRow, &context, layout: tab.layout)
      if let zone = TimeZone(identifier: settings.timezone) {
        if let message = TimezoneImprecision.message(for: settings.timezone, zone: zone) {
          context.report(
            .impreciseTimezone, .warning, layout: tab.layout, row: row.sheetRow,
            field: "timezone", value: settings.timezone, message: message)
        }
      } else {
        let suggestions = TimezoneSuggestions.nearest(to: settings.timezone)
        let fix = suggestions.first.flatMap { zone in
          tab.layout.cell(field: "timezone", row: row.sheetRow).map {
            Diagnostic.Fix(
              summary: "use the time zone \(quoted(zone))", edits: [.init(cell: $0, value: zone)])
          }
        }
        context.report(
          .invalidTimezone, .error, layout: tab.layout, row: row.sheetRow, field: "timezone",
          value: settings.timezone,
          message:
            "\(quoted(settings.timezone)) is not a time zone identifier such as America/New_York or Europe/Berlin",
          suggestions: suggestions, fix: fix)
      }
      CommonRules.checkStamps(
        &context, layout: tab.layout, row: row.sheetRow, isMissingKey: row.isMissingKey,
        isMissingStamp: row.isMissingStamp,
        createdAt: settings.createdAt,
        lastModifiedAt: settings.lastModifiedAt)
    }
  }

  /// An error when `version` is below 1 or newer than this build reads: a merge would write it
  /// into the store's Settings row, and a newer sheet may hold what this build misreads.
  private static func checkSchemaVersion(
    _ version: Int, row: Int, _ context: inout ValidationContext, layout: TabLayout
  ) {
    let newest = AppSettings.newestSchemaVersion
    guard version < 1 || version > newest else { return }
    context.report(
      .unsupportedSchemaVersion, .error, layout: layout, row: row, field: "schemaVersion",
      value: String(version),
      message: version < 1
        ? "schemaVersion \(version) is no version: versions start at 1; set it back to \(newest)"
        : "schemaVersion \(version) is newer than this version of expense-sheets reads (up to \(newest)): the sheet may hold columns or values it would misread; update expense-sheets, or set it back to \(newest) if it was typed by mistake"
    )
  }
}
