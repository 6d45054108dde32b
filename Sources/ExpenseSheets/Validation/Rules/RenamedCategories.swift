import Foundation

/// A category renamed in the Categories tab alone (`Food` to `Dining`), found from the store:
/// the sheet's row of the new name is the store's row of the old one (the same `createdAt`, at
/// the precision the sheet shows it; no store category of the new name), while rows of other tabs still name the old. Each of
/// their `unknown-category` errors says so, its fix the new name, so that applying every fix
/// finishes the rename; otherwise each was told to add the old name to Categories.
enum RenamedCategories {
  /// Whether an `unknown-category` error may name a category the sheet renamed: one of the
  /// rows' errors, against a Categories tab the sheet holds.
  static func mayApply(_ context: ValidationContext) -> Bool {
    !context.categoryNamesAreLocal && context.workbook.categories != nil
      && !context.rejectedTabs.contains(.categories)
      && context.diagnostics.contains { $0.code == .unknownCategory && $0.severity == .error }
  }

  /// The minute `date` falls in, counted from 1970.
  private static func minute(of date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 / 60).rounded(.down))
  }

  /// Rewrites the `unknown-category` errors whose name is one of `local`, the store's
  /// categories, that the Categories tab holds under another name.
  static func check(_ context: inout ValidationContext, local: [Category]) {
    guard let tab = context.workbook.categories else { return }
    let localNames = Set(local.lazy.map(\.name))
    // The sheet's categories the store lacks, by the minute they were created in: renamed rows
    // keep their creation time, shown at whole seconds or minutes by some spreadsheets.
    var newByMinute: [Int64: [(name: String, row: Int, createdAt: Date)]] = [:]
    for (row, category) in ValidationContext.readable(tab)
    where !localNames.contains(category.name) && !context.isRejected(.categories, row: row.sheetRow)
    {
      newByMinute[Self.minute(of: category.createdAt), default: []].append(
        (category.name, row.sheetRow, category.createdAt))
    }
    guard !newByMinute.isEmpty else { return }
    // The Categories tab's loaded names, which `CategoryRules` gathered.
    let sheetNames = context.categoryNames ?? []
    var renamed: [String: (name: String, row: Int)] = [:]
    for category in local where !sheetNames.contains(category.name) {
      let minute = Self.minute(of: category.createdAt)
      let candidates = (minute - 1...minute + 1).flatMap { newByMinute[$0] ?? [] }.filter {
        TimestampComparison.equal($0.createdAt, category.createdAt)
      }
      guard candidates.count == 1 else { continue }
      renamed[category.name] = (candidates[0].name, candidates[0].row)
    }
    guard !renamed.isEmpty else { return }
    for index in context.diagnostics.indices
    where context.diagnostics[index].code == .unknownCategory
      && context.diagnostics[index].severity == .error
    {
      let diagnostic = context.diagnostics[index]
      guard let old = diagnostic.value, let new = renamed[old], let cell = diagnostic.cell else {
        continue
      }
      context.redirect(
        "\(quoted(old)) is not a category: Categories row \(new.row) renamed it \(quoted(new.name)) (that row is the store's \(quoted(old)), created at the same time); rename it in this row too, or give the Categories row its old name back",
        fix: Diagnostic.Fix(
          summary: "use the category's new name \(quoted(new.name))",
          edits: [.init(cell: cell, value: new.name)]),
        suggestions: [new.name], forDiagnosticAt: index)
    }
  }
}
