import ExpenseSheets
import Foundation
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

/// A sheet named after a tab that the workbook hides, beside a visible sheet with that tab's
/// header row (the tab copied, the original hidden, the copy edited): which one holds the
/// edits cannot be told, so the workbook is refused, where the hidden sheet's stale values
/// used to be merged and the visible sheet's edits dropped.
@Suite("A hidden tab beside a visible copy")
struct HiddenSheetTests {
  /// Reads a workbook of every tab under its own name plus a copy of Transactions named
  /// `Transactions (2)`, with `hidden` as its hidden sheets.
  func read(hidden: Set<String>) throws -> DecodedWorkbook {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hidden-sheet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("book.xlsx").path
    let sheets =
      Tab.allCases.map { SheetsByHeaderTests.sheet($0, named: $0.rawValue) }
      + [SheetsByHeaderTests.sheet(.transactions, named: "Transactions (2)")]
    try XLSXWriter().write(sheets, to: path)
    var reader = WorkbookFileReader()
    reader.hiddenSheetNames = { _ in hidden }
    return try reader.read(path: path)
  }

  @Test("The tab's sheet hidden, its visible copy: refused, naming both")
  func refused() {
    #expect(
      throws: WorkbookError(
        path: "book.xlsx",
        message:
          "the sheet Transactions is hidden, and the visible sheet Transactions (2) has the Transactions tab's header row: which of them holds the edits cannot be told; delete the one that is not the Transactions tab, and name the other Transactions"
      )
    ) {
      do { _ = try read(hidden: ["Transactions"]) } catch var error as WorkbookError {
        error.path = URL(fileURLWithPath: error.path).lastPathComponent
        throw error
      }
    }
  }

  @Test(
    "The tab's sheet visible: read, and the copy named as not read, hidden or not",
    arguments: [Set<String>(), ["Transactions (2)"], ["Settings"]])
  func namedSheetRead(hidden: Set<String>) throws {
    let workbook = try read(hidden: hidden)
    #expect(workbook.transactions?.rows.count == SheetsByHeaderTests.ledger.transactions.count)
    #expect(workbook.diagnostics.map(\.code) == [.unreadSheet])
  }
}
