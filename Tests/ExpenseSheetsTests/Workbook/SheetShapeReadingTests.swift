import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Reading a sheet whose shape a person or a spreadsheet changed")
struct SheetShapeReadingTests {
  static let transactionsWithoutNote = """
    transactionId,type,date,amount,category,tags,createdAt,lastModifiedAt\r
    00000000-0000-4000-8000-000000000001,expense,2025-01-05,12.50,Food,,\
    2025-01-05T10:00:00.000Z,2025-01-05T10:00:00.000Z\r

    """

  @Test("A missing optional column is noted, and the merge is told it is absent")
  func absentOptionalColumn() throws {
    let workbook = try WorkbookReader().read(tabs: [
      .transactions: Array(Self.transactionsWithoutNote.utf8),
      .categories: Array("name,type,isActive\r\nFood,expense,TRUE\r\n".utf8),
    ])
    let notes = (workbook.transactions?.diagnostics ?? []).filter { $0.code == .missingColumn }
    #expect(notes.map(\.severity).allSatisfy { $0 == .info })
    #expect(
      Set(notes.compactMap(\.column))
        == ["year", "month", "note", "paidFlag", "reimbursedFlag", "recurringRuleId"])
    let sheet = Validator().validate(workbook)
    #expect(sheet.ledger.transactions.count == 1)
    #expect(
      sheet.absentColumns[.transactions]
        == ["year", "month", "note", "paidFlag", "reimbursedFlag", "recurringRuleId"])
    #expect(sheet.absentColumns[.categories]?.contains("emoji") == true)
  }

  @Test("The Settings row's own local date-times are read in its time zone")
  func settingsInTheirZone() throws {
    let settings = """
      datasetId,schemaVersion,timezone,rootFolderId,dataSpreadsheetId,receiptsFolderId,createdAt,lastModifiedAt\r
      41E1EA58-F8E8-4A63-816F-AC266AD664F8,1,America/New_York,r,s,f,31.12.2022 19:00:00,14.03.2023 07:55:16\r

      """
    let workbook = try WorkbookReader().read(tabs: [.settings: Array(settings.utf8)])
    let row = try #require(workbook.settings?.rows.first?.value)
    #expect(CellFormatter.timestamp(row.createdAt) == "2023-01-01T00:00:00.000Z")
    #expect(CellFormatter.timestamp(row.lastModifiedAt) == "2023-03-14T11:55:16.000Z")
  }

  @Test("Two category names that look the same are one name twice, to rename or remove")
  func lookAlikeCategories() throws {
    let categories = "name,type,isActive\r\nCaf\u{E9},expense,TRUE\r\nCafe\u{301},expense,TRUE\r\n"
    let sheet = Validator().validate(
      try WorkbookReader().read(tabs: [.categories: Array(categories.utf8)]))
    let duplicates = sheet.diagnostics.filter { $0.code == .duplicateKey }
    #expect(duplicates.map(\.cell) == ["Categories!A2", "Categories!A3"])
    #expect(duplicates.allSatisfy { $0.message.hasSuffix("rename or remove one") })
  }

  @Test("Without a Settings tab, date-times without an offset are read in the given zone")
  func fallbackZone() throws {
    let transactions = """
      transactionId,type,date,amount,category,createdAt,lastModifiedAt\r
      00000000-0000-4000-8000-000000000001,expense,2025-01-05,12.50,Food,\
      2025-01-05 19:00:00.000,2025-01-05 19:00:00.000\r

      """
    let tokyo = ReadOptions(fallbackTimeZone: TimeZone(identifier: "Asia/Tokyo"))
    let read = try WorkbookReader(options: tokyo).read(tabs: [
      .transactions: Array(transactions.utf8)
    ])
    let row = try #require(read.transactions?.rows.first?.value)
    #expect(CellFormatter.timestamp(row.createdAt) == "2025-01-05T10:00:00.000Z")
    // A Settings tab that names a zone wins over the fallback.
    let settings = """
      datasetId,schemaVersion,timezone,rootFolderId,dataSpreadsheetId,receiptsFolderId,createdAt,lastModifiedAt\r
      41E1EA58-F8E8-4A63-816F-AC266AD664F8,1,UTC,r,s,f,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z\r

      """
    let withSettings = try WorkbookReader(options: tokyo).read(tabs: [
      .transactions: Array(transactions.utf8), .settings: Array(settings.utf8),
    ])
    let utcRow = try #require(withSettings.transactions?.rows.first?.value)
    #expect(CellFormatter.timestamp(utcRow.createdAt) == "2025-01-05T19:00:00.000Z")
  }
}
