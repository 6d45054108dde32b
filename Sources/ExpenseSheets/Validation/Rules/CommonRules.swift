import Foundation

/// Rules every tab shares: `created-after-modified`, `new-row`, `non-positive-amount`, and
/// `unknown-category` with its suggestions.
enum CommonRules {
  /// `created-after-modified` (warning) and `new-row` (note).
  static func checkStamps(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, isTyped: Bool,
    createdAt: Date, lastModifiedAt: Date
  ) {
    if isTyped {
      context.report(
        .newRow, .info, layout: layout, row: row, field: nil, value: nil,
        message:
          "this row has no id or timestamps, so it was typed in the sheet: it will be added as new")
    } else if createdAt > lastModifiedAt {
      context.report(
        .createdAfterModified, .warning, layout: layout, row: row, field: "createdAt",
        value: CellFormatter.timestamp(createdAt),
        message:
          "createdAt is after lastModifiedAt (\(CellFormatter.timestamp(lastModifiedAt)))")
    }
  }

  /// `non-positive-amount`.
  static func checkAmount(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, amount: Decimal
  ) {
    guard amount.isSignMinus || amount.isZero else { return }
    let text = CellFormatter.money(amount)
    let fix = amount < 0 ? CellFormatter.money(-amount) : nil
    context.report(
      .nonPositiveAmount, .error, layout: layout, row: row, field: "amount", value: text,
      message: "the amount must be positive (the type says whether it is an expense or income)",
      fix: fix.flatMap { value in
        layout.cell(field: "amount", row: row).map {
          Diagnostic.Fix(
            summary: "write the amount without its sign", edits: [.init(cell: $0, value: value)])
        }
      })
  }

  /// `unknown-category`: the category is not a Categories name (case-sensitive).
  static func checkCategory(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, category: String
  ) {
    guard let names = context.categoryNames, !names.contains(category) else { return }
    let suggestions = context.categorySuggestions.nearest(to: category)
    let fix = suggestions.first.flatMap { name in
      layout.cell(field: "category", row: row).map {
        Diagnostic.Fix(
          summary: "use the category \(quoted(name))", edits: [.init(cell: $0, value: name)])
      }
    }
    context.report(
      .unknownCategory, .error, layout: layout, row: row, field: "category", value: category,
      message: "\(quoted(category)) is not a category", suggestions: suggestions, fix: fix)
  }
}
