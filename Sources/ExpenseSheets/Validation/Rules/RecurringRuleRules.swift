/// The RecurringRules rules: `duplicate-key`, `unknown-category`, `non-positive-amount`,
/// `serial-day-amount` on a new row, `invalid-interval`, `end-before-start`,
/// `date-out-of-range`, and the timestamp rules.
enum RecurringRuleRules {
  static func check(_ context: inout ValidationContext) {
    guard let tab = context.workbook.recurringRules else { return }
    context.checkDuplicateKeys(tab, field: "recurringRuleId")
    let layout = tab.layout
    for (row, rule) in ValidationContext.readable(tab) {
      let sheetRow = row.sheetRow
      if let categoryType = context.categoryTypes.type(of: rule.category) {
        CommonRules.checkCategoryType(
          &context, layout: layout, row: sheetRow, category: rule.category,
          categoryType: categoryType, type: rule.type)
      } else {
        CommonRules.checkCategory(
          &context, layout: layout, row: sheetRow, category: rule.category, type: rule.type)
      }
      CommonRules.checkAmount(&context, layout: layout, row: sheetRow, amount: rule.amount)
      if row.isMissingKey {
        CommonRules.checkSerialDayAmount(
          &context, layout: layout, row: sheetRow, amount: rule.amount, near: rule.startDate,
          dateField: "startDate")
      }
      if rule.interval < 1 {
        context.report(
          .invalidInterval, .error, layout: layout, row: sheetRow, field: "interval",
          value: String(rule.interval), message: "interval must be 1 or more",
          fix: layout.cell(field: "interval", row: sheetRow).map {
            .init(summary: "set interval to 1", edits: [.init(cell: $0, value: "1")])
          })
      }
      CommonRules.checkRange(
        &context, layout: layout, row: sheetRow, field: "startDate", date: rule.startDate)
      if let end = rule.endDate {
        CommonRules.checkRange(&context, layout: layout, row: sheetRow, field: "endDate", date: end)
      }
      if let end = rule.endDate, end < rule.startDate {
        context.report(
          .endBeforeStart, .error, layout: layout, row: sheetRow, field: "endDate",
          value: end.description,
          message: "endDate \(end) is before startDate \(rule.startDate)")
      }
      CommonRules.checkStamps(
        &context, layout: layout, row: row.sheetRow, isMissingKey: row.isMissingKey,
        isMissingStamp: row.isMissingStamp,
        createdAt: rule.createdAt,
        lastModifiedAt: rule.lastModifiedAt)
    }
  }
}
