import ExpenseSheets
import ExpenseStore
import Foundation
import SheetXLSX
import Testing

/// The library's errors, shown by an app as `localizedDescription`, say what they say in
/// `description`, not "The operation could not be completed".
@Suite("Errors describe themselves to an app")
struct ErrorDescriptionTests {
  @Test(
    "localizedDescription is the error's description",
    arguments: [
      WorkbookError(path: "Book.xlsx", line: 3, message: "not a ZIP archive") as any Error,
      ForeignTabError(tab: .transactions, rowsWithIds: 4, localRows: 10),
      DatasetMismatchError(localDatasetId: UUID(), sheetDatasetId: UUID()),
      StoreError(
        code: .noStore, path: "ledger.sqlite", reason: "no store is there",
        suggestion: "import a workbook first"),
      SpreadsheetError(path: "Book.ods", message: "a part is damaged"),
    ])
  func localizedDescription(error: any Error) {
    let description = String(describing: error)
    #expect(error.localizedDescription == description)
    #expect(!description.isEmpty)
  }
}
