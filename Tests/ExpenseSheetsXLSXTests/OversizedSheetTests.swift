import ExpenseSheets
import Foundation
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

/// A sheet whose CSV text would pass the most a tab may hold (2 GiB, as for a CSV file): a
/// few long shared strings named by a million cells make a file of a few hundred kilobytes
/// gigabytes of text. It is refused by name, its text let go as soon as it passes the limit,
/// where the tool used to grow until it crashed.
@Suite("A workbook sheet too large as text")
struct OversizedSheetTests {
  @Test("A sheet past the limit is refused by file, sheet and tab; one within it reads")
  func refused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "oversized-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.xlsx").path
    try LedgerWorkbookWriter().write(SampleLedger.make(transactions: 200), to: path)
    let transactionsText = try #require(
      WorkbookWriter().encode(SampleLedger.make(transactions: 200))[.transactions]
    ).count

    var reader = WorkbookFileReader()
    reader.maximumSheetByteCount = transactionsText * 3
    #expect(try reader.read(path: path).transactions?.rows.count == 200)

    reader.maximumSheetByteCount = transactionsText / 2
    #expect(throws: SpreadsheetError.self) { try reader.read(path: path) }
    do {
      _ = try reader.read(path: path)
    } catch let error as SpreadsheetError {
      #expect(
        error
          == SpreadsheetError(
            path: path,
            message:
              "the sheet Transactions (the Transactions tab) is larger than 2 GiB as text, more than any sheet holds"
          ))
    }
  }

}
