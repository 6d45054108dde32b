import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Data and file URLs, beside bytes and paths")
struct DataAndURLEntryPointsTests {
  @Test("A ledger written to a folder URL reads back from its URL as from its path, and as data")
  func folderURL() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledger = SampleLedger.make(transactions: 20, seed: 9)
    try WorkbookWriter().write(ledger, to: folder)

    let byURL = try WorkbookReader().read(urls: [folder])
    #expect(byURL == (try WorkbookReader().read(paths: [folder.path])))
    #expect(Validator().validate(byURL).ledger == ledger)
    let data = Dictionary(
      uniqueKeysWithValues: try Tab.allCases.map { tab in
        (tab, try Data(contentsOf: folder.appendingPathComponent(tab.fileName)))
      })
    #expect(try WorkbookReader().read(tabs: data) == byURL)
  }

  @Test("A sheet file read from its URL is named by it; a missing one is an error naming it")
  func sheetFileURL() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Budget - Categories.csv")
    try Data("name,type,isActive\r\nFood,expense,TRUE\r\n".utf8).write(to: url)
    let file = try SheetFile(contentsOf: url)
    #expect(file == SheetFile(name: "Budget - Categories.csv", data: try Data(contentsOf: url)))

    let missing = folder.appendingPathComponent("Transactions.csv")
    let error = try #require(throws: WorkbookError.self) { try SheetFile(contentsOf: missing) }
    #expect(error.path == missing.path)
  }
}
