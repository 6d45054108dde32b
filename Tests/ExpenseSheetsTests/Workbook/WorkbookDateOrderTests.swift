import Foundation
import Testing

@testable import ExpenseSheets

/// One spreadsheet writes every tab's dates in its locale's one order: a tab whose own cells
/// read either way (a Settings row of `1/8/2023 11:35:57`, as Google Sheets in English writes
/// it) follows the order the other tabs' cells show, and says so.
@Suite("Tabs follow the date order the workbook's other tabs show")
struct WorkbookDateOrderTests {
  /// A Settings tab in America/New_York whose two date-times are `createdAt` and
  /// `lastModifiedAt`.
  static func settings(_ createdAt: String, _ lastModifiedAt: String) -> [UInt8] {
    Array(
      """
      datasetId,schemaVersion,timezone,rootFolderId,dataSpreadsheetId,receiptsFolderId,createdAt,lastModifiedAt\r
      41E1EA58-F8E8-4A63-816F-AC266AD664F8,1,America/New_York,r,s,f,\(createdAt),\(lastModifiedAt)\r

      """.utf8)
  }

  /// A Transactions tab of one row dated `date`, created and modified at `createdAt`.
  static func transactions(_ date: String, _ createdAt: String) -> [UInt8] {
    Array(
      """
      transactionId,type,date,amount,category,createdAt,lastModifiedAt\r
      00000000-0000-4000-8000-000000000001,expense,\(date),12.50,Food,\(createdAt),\(createdAt)\r

      """.utf8)
  }

  /// A Receipts tab of one receipt of that transaction, created and modified at `createdAt`.
  static func receipts(_ createdAt: String) -> [UInt8] {
    Array(
      """
      receiptId,transactionId,driveFileId,fileName,createdAt,lastModifiedAt\r
      00000000-0000-4000-8000-000000000009,00000000-0000-4000-8000-000000000001,d,r.jpg,\(createdAt),\(createdAt)\r

      """.utf8)
  }

  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var transactionDate: String
    var transactionTime: String
    /// The expected Settings `lastModifiedAt`, read as in America/New_York.
    var lastModifiedAt: String
    var note: String
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "month-first, as Google Sheets in English writes them",
      transactionDate: "7/30/2025", transactionTime: "7/30/2025 4:45:02",
      lastModifiedAt: "2023-03-10T16:55:16.000Z",
      note:
        "Settings!H2: \"3/10/2023 11:55:16\" is read month-first (2023-03-10), because Transactions!C2 \"7/30/2025\" can only be month-first (as can 2 more cells), and a spreadsheet writes every tab's dates in one order; it can be read day-first instead [date-order:dmy]"
    ),
    Case(
      name: "day-first",
      transactionDate: "30/07/2025", transactionTime: "30/07/2025 04:45:02",
      lastModifiedAt: "2023-10-03T15:55:16.000Z",
      note:
        "Settings!H2: \"3/10/2023 11:55:16\" is read day-first (2023-10-03), because Transactions!C2 \"30/07/2025\" can only be day-first (as can 2 more cells), and a spreadsheet writes every tab's dates in one order; it can be read month-first instead [date-order:mdy]"
    ),
  ]

  @Test(arguments: cases)
  func settingsFollowsTheOtherTabs(_ testCase: Case) throws {
    let read = try WorkbookReader().read(tabs: [
      .settings: Self.settings("1/1/2023 0:00:00", "3/10/2023 11:55:16"),
      .transactions: Self.transactions(testCase.transactionDate, testCase.transactionTime),
    ])
    let settings = try #require(read.settings)
    #expect(!settings.diagnostics.contains { $0.severity == .error })
    let row = try #require(settings.rows.first?.value)
    #expect(CellFormatter.timestamp(row.lastModifiedAt) == testCase.lastModifiedAt)
    let notes = settings.diagnostics.filter { $0.code == .decidedReading }.map {
      "\($0.cell ?? ""): \($0.message) [\($0.hints.map(\.code).joined(separator: ", "))]"
    }
    #expect(notes.contains(testCase.note), "\(notes)")
  }

  /// A tab whose dates all read either way, decided by its rows' months, shows that order to
  /// the other tabs: its spreadsheet wrote theirs in the same order.
  @Test(arguments: [
    ("1/9/2023", "1", "2023-03-10T16:55:16.000Z", "first"),
    ("9/1/2023", "1", "2023-10-03T15:55:16.000Z", "second"),
  ])
  func monthColumnDecidesTheOtherTabs(
    date: String, month: String, lastModifiedAt: String, position: String
  ) throws {
    let transactions = Array(
      """
      transactionId,type,date,year,month,amount,category,createdAt,lastModifiedAt\r
      00000000-0000-4000-8000-000000000001,expense,\(date),2023,\(month),12.50,Food,\(date) 4:45:02,\(date) 4:45:02\r

      """.utf8)
    let read = try WorkbookReader().read(tabs: [
      .settings: Self.settings("1/1/2023 0:00:00", "3/10/2023 11:55:16"),
      .transactions: transactions,
    ])
    let settings = try #require(read.settings)
    #expect(!settings.diagnostics.contains { $0.severity == .error }, "\(settings.diagnostics)")
    let row = try #require(settings.rows.first?.value)
    #expect(CellFormatter.timestamp(row.lastModifiedAt) == lastModifiedAt)
    #expect(
      settings.diagnostics.contains {
        $0.message.contains(
          "because the month column of 1 Transactions row names the date's \(position) number as its month, and a spreadsheet writes every tab's dates in one order"
        )
      }, "\(settings.diagnostics.map(\.message))")
  }

  /// The Settings row's time zone reads the other tabs' date-times even while its own dates
  /// wait for their order: a transaction's `7/30/2025 4:45:02` is 4:45 in New York.
  @Test func settingsTimeZoneReadsTheOtherTabs() throws {
    let read = try WorkbookReader().read(tabs: [
      .settings: Self.settings("1/1/2023 0:00:00", "3/10/2023 11:55:16"),
      .transactions: Self.transactions("7/30/2025", "7/30/2025 4:45:02"),
    ])
    let row = try #require(read.transactions?.rows.first?.value)
    #expect(CellFormatter.timestamp(row.createdAt) == "2025-07-30T08:45:02.000Z")
  }

  /// Tabs that show different orders decide nothing for a tab that shows none, nor does a
  /// workbook none of whose cells can be only one order: the cells stay errors.
  @Test(arguments: [
    ("30/07/2025", "30/07/2025 04:45:02", "7/30/2025 4:45:02"),
    ("3/7/2025", "3/7/2025 4:45:02", "3/7/2025 4:45:02"),
  ])
  func noAgreedOrderLeavesTheCellsAmbiguous(
    transactionDate: String, transactionTime: String, receiptTime: String
  ) throws {
    let read = try WorkbookReader().read(tabs: [
      .settings: Self.settings("1/1/2023 0:00:00", "3/10/2023 11:55:16"),
      .transactions: Self.transactions(transactionDate, transactionTime),
      .receipts: Self.receipts(receiptTime),
    ])
    let settings = try #require(read.settings)
    #expect(settings.rows.first?.value == nil)
    #expect(settings.diagnostics.map(\.code).contains(.ambiguousDateOrder))
  }
}
