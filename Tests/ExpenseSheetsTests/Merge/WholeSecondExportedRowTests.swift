import Foundation
import Testing

@testable import ExpenseSheets

/// A sheet saved with its timestamps at whole seconds (a Gnumeric .ods save, Google Sheets)
/// still holds the rows only the app changed since the export as exported: they stay, listed
/// nowhere, and never count as the sheet's values moved between rows.
@Suite("Rows as exported, their timestamps shown at whole seconds")
struct WholeSecondExportedRowTests {
  typealias F = MergeFixture

  /// `row` with its timestamps rounded to whole seconds, as such a sheet shows them.
  static func shownAtWholeSeconds(_ row: Transaction) -> Transaction {
    var row = row
    row.createdAt = Date(timeIntervalSince1970: row.createdAt.timeIntervalSince1970.rounded())
    row.lastModifiedAt = Date(
      timeIntervalSince1970: row.lastModifiedAt.timeIntervalSince1970.rounded())
    return row
  }

  @Test("The app's edits stay unlisted, and the sheet's one edit is taken")
  func appEditsBesideOneSheetEdit() throws {
    let exportedAt = F.t0.addingTimeInterval(0.649)
    let exported = (1...8).map { F.transaction($0, note: "n\($0)", modified: exportedAt) }
    // The app changed the notes of rows 1 to 5 since the export.
    var local = exported
    for index in 0..<5 { local[index] = F.transaction(index + 1, note: "app", modified: F.t2) }
    // The sheet, saved at whole seconds, changed row 7's note alone.
    var sheet = exported.map(Self.shownAtWholeSeconds)
    sheet[6].note = "sheet"
    let result = try F.merge(
      local: F.ledger(local), sheet: F.sheet(F.ledger(sheet)), base: F.ledger(exported))
    #expect(result.report.changes.map(\.action) == [.updated])
    #expect(result.report.changes.first?.key == .transaction(F.id(7)))
    #expect(
      result.ledger.transactions.map(\.note) == [
        "app", "app", "app", "app", "app", "n6", "sheet", "n8",
      ])
    #expect(result.report.summary.totals[.transactions, .keptLocal] == 5)
  }
}
