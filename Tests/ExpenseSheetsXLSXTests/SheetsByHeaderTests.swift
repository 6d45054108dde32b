import ExpenseSheets
import Foundation
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

/// Workbook sheets named after no tab, read as the tab their header row is when no sheet is
/// named after it, and tabs saved each in a workbook file of its own.
@Suite("Workbook sheets told by their header row")
struct SheetsByHeaderTests {
  /// A small ledger, its tabs' CSV text, and a sheet of notes that is no tab.
  static let ledger = SampleLedger.make(transactions: 12)
  static let tabs = WorkbookWriter().encode(ledger)
  static let notes = Array("memo,amount to check\r\nask Ana about the taxi,12\r\n".utf8)

  /// A sheet named `name` holding `tab`'s CSV text (or `csv`), typed as that tab's sheet is.
  static func sheet(_ tab: Tab, named name: String, csv: [UInt8]? = nil) -> WorksheetPart {
    var sheet = LedgerWorkbookWriter.sheet(tab, csv: csv ?? tabs[tab]!, categoryCount: 0)
    sheet.name = name
    return sheet
  }

  /// The sheets of every tab but `tab`, under their own names.
  static func sheets(besides tab: Tab) -> [WorksheetPart] {
    Tab.allCases.filter { $0 != tab }.map { sheet($0, named: $0.rawValue) }
  }

  /// Writes each of `files` (a list of sheets) as a workbook file in a fresh folder and reads
  /// them as one workbook.
  func read(_ files: [[WorksheetPart]]) throws -> DecodedWorkbook {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheets-by-header-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, sheets) in files.enumerated() {
      let path = folder.appendingPathComponent("book\(index + 1).xlsx").path
      try XLSXWriter().write(sheets, to: path)
      paths.append(path)
    }
    return try WorkbookFileReader().read(paths: paths)
  }

  @Test(
    "A sheet named after no tab is read as the tab its header row is",
    arguments: ["Sheet1", "transactions1", "Copy of Transactions", "ExpenseTracker export"])
  func readByHeader(name: String) throws {
    let workbook = try read([
      Self.sheets(besides: .transactions) + [Self.sheet(.transactions, named: name)]
    ])
    let notes = workbook.diagnostics.filter { $0.code == .tabByHeader }
    #expect(
      notes.map(\.message) == [
        "the sheet \(name) is read as the Transactions tab: it is named after no tab, and its header row is the Transactions tab's"
      ])
    #expect(!workbook.diagnostics.contains { $0.code == .missingTab })
    let sheet = Validator().validate(workbook)
    #expect(sheet.diagnostics.filter { $0.severity != .info } == [])
    #expect(sheet.ledger == Self.ledger)
  }

  @Test(
    "A sheet named after the tab is read, not another with its header row: a warning when their cells differ, else a note",
    arguments: [("Copy of Transactions", true), ("Transactions (2)", false)])
  func namedSheetFirst(copy: String, differs: Bool) throws {
    let other = WorkbookWriter().encode(SampleLedger.make(transactions: 5, seed: 9))
    let workbook = try read([
      Self.sheets(besides: .transactions) + [
        Self.sheet(.transactions, named: copy, csv: differs ? other[.transactions]! : nil),
        Self.sheet(.transactions, named: "Transactions"),
      ]
    ])
    let unread = workbook.diagnostics.filter { $0.code == .unreadSheet }
    let differ =
      ", and their cells differ: edits made in \(copy) are not merged; make them in Transactions, or delete the sheet that is not the tab"
    #expect(
      unread.map(\.message) == [
        "the sheet \(copy) has the Transactions tab's header row but is not read: the sheet Transactions is the Transactions tab"
          + (differs ? differ : "")
      ])
    #expect(unread.map(\.severity) == [differs ? .warning : .info])
    #expect(Validator().validate(workbook).ledger == Self.ledger)
  }

  @Test(
    "A copy holding some of the tab's rows, sorted otherwise, is a note; one row edited, a warning")
  func filteredCopy() throws {
    let text = String(decoding: Self.tabs[.transactions]!, as: UTF8.self)
    // Records, split where a line starts with a row's id (a note may hold a line break).
    let lines = text.split(separator: /\r\n(?=[0-9A-F]{8}-)/).map(String.init)
    let filtered = [lines[0]] + lines[3...7].reversed()
    let edited = filtered.map { $0.replacing(",expense,", with: ",income,", maxReplacements: 1) }
    for (rows, isEdited) in [(filtered, false), (edited, true)] {
      let csv = Array((rows.joined(separator: "\r\n") + "\r\n").utf8)
      let workbook = try read([
        Self.sheets(besides: .transactions) + [
          Self.sheet(.transactions, named: "Transactions"),
          Self.sheet(.transactions, named: "March", csv: csv),
        ]
      ])
      let unread = workbook.diagnostics.filter { $0.code == .unreadSheet }
      #expect(unread.map(\.severity) == [isEdited ? .warning : .info])
      #expect(
        unread.first?.message.hasSuffix(
          isEdited
            ? "edits made in March are not merged; make them in Transactions, or delete the sheet that is not the tab"
            : "each of its rows is a row of Transactions, so it holds no edit a merge leaves behind"
        )
          == true, "\(unread)")
    }
  }

  @Test("Two sheets with a missing tab's header row and different cells are neither read")
  func twoLookalikes() throws {
    let text = String(decoding: Self.tabs[.transactions]!, as: UTF8.self)
    let edited = Array(text.replacing("note", with: "edited note", maxReplacements: 2).utf8)
    #expect(edited != Self.tabs[.transactions]!)
    let workbook = try read([
      Self.sheets(besides: .transactions) + [
        Self.sheet(.transactions, named: "Sheet1"),
        Self.sheet(.transactions, named: "Sheet2", csv: edited),
      ]
    ])
    let unread = workbook.diagnostics.filter { $0.code == .unreadSheet }
    #expect(
      unread.map(\.message) == [
        "the sheets Sheet1, Sheet2 all have the Transactions tab's header row, and their cells differ, so none is read: edits made in them are not merged; rename the one that is the Transactions tab to Transactions"
      ])
    #expect(unread.map(\.severity) == [.warning])
    #expect(workbook.transactions == nil)
    #expect(
      workbook.diagnostics.filter { $0.code == .missingTab }.map(\.message) == [
        "the workbook has no sheet named Transactions; the Transactions tab is not checked (sheets not read: Sheet1, Sheet2; rename the one that is the Transactions tab to Transactions to check and merge it)"
      ])
  }

  @Test("Two sheets with a missing tab's header row and the same cells: the first is read")
  func twoSameLookalikes() throws {
    let workbook = try read([
      Self.sheets(besides: .transactions) + [
        Self.sheet(.transactions, named: "Sheet1"), Self.sheet(.transactions, named: "Sheet2"),
      ]
    ])
    #expect(workbook.diagnostics.filter { $0.code == .unreadSheet }.isEmpty)
    #expect(workbook.diagnostics.filter { $0.code == .missingTab }.isEmpty)
    #expect(
      workbook.diagnostics.filter { $0.code == .tabByHeader }.map(\.message) == [
        "the sheet Sheet1 is read as the Transactions tab: it is named after no tab, its header row is the Transactions tab's, and the other sheets with that header row (Sheet2) have the same cells"
      ])
    #expect(workbook.transactions?.rows.count == Self.ledger.transactions.count)
  }

  @Test("A missing tab names the sheets not read, as one of them may be the tab renamed")
  func missingTabNamesUnreadSheets() throws {
    let workbook = try read([
      Self.sheets(besides: .transactions) + [Self.sheet(.settings, named: "Notes", csv: Self.notes)]
    ])
    #expect(
      workbook.diagnostics.filter { $0.code == .missingTab }.map(\.message) == [
        "the workbook has no sheet named Transactions; the Transactions tab is not checked (sheets not read: Notes; rename the one that is the Transactions tab to Transactions to check and merge it)"
      ])
    #expect(!workbook.diagnostics.contains { $0.code == .tabByHeader || $0.code == .unreadSheet })
  }

  @Test("Each tab saved as a workbook file of its own reads as the whole workbook")
  func oneFilePerTab() throws {
    let files = Tab.allCases.map { [Self.sheet($0, named: "Sheet1")] }
    let workbook = try read(files)
    #expect(workbook.diagnostics.filter { $0.code == .tabByHeader }.count == Tab.allCases.count)
    #expect(
      workbook.diagnostics.first { $0.code == .tabByHeader }?.message
        == "the sheet Sheet1 (in book1.xlsx) is read as the Transactions tab: it is named after no tab, and its header row is the Transactions tab's"
    )
    let sheet = Validator().validate(workbook)
    #expect(sheet.diagnostics.filter { $0.severity != .info } == [])
    #expect(sheet.ledger == Self.ledger)
  }

  @Test("Two files with a sheet named after the same tab are refused, naming both")
  func sameTabInTwoFiles() throws {
    let files = [
      [Self.sheet(.transactions, named: "Transactions")],
      [Self.sheet(.transactions, named: "Transactions"), Self.sheet(.settings, named: "Settings")],
    ]
    let error = try #require(throws: WorkbookError.self) { try read(files) }
    #expect(
      error.message
        == "both the sheets Transactions (in book1.xlsx) and Transactions (in book2.xlsx) are the Transactions tab; keep only one"
    )
  }

  @Test("A workbook of sheets that are no tab is refused, naming its sheets")
  func noTab() throws {
    let error = try #require(throws: WorkbookError.self) {
      try read([[Self.sheet(.settings, named: "Notes", csv: Self.notes)]])
    }
    #expect(
      error.message
        == "no sheet is named after a tab (Transactions, Receipts, Categories, RecurringRules, Settings) or has a tab's header row; its sheets are Notes"
    )
  }
}
