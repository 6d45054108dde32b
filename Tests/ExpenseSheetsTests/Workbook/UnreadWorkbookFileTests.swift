import Foundation
import Testing

@testable import ExpenseSheets

@Suite("A workbook file beside a folder's CSV files is named, not passed over")
struct UnreadWorkbookFileTests {
  /// The missing-tab diagnostics of a folder holding the sample's Categories and Settings tabs
  /// and the files `others` (their contents not read), by tab.
  static func missingTabs(besides others: [String]) throws -> [Tab: Diagnostic] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("UnreadWorkbookFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = WorkbookWriter().encode(SampleLedger.make(transactions: 3))
    for tab in [Tab.categories, .settings] {
      try Data(sample[tab]!).write(to: folder.appendingPathComponent(tab.fileName))
    }
    for name in others { try Data("PK".utf8).write(to: folder.appendingPathComponent(name)) }
    let workbook = try WorkbookReader().read(paths: [folder.path])
    var missing: [Tab: Diagnostic] = [:]
    for diagnostic in workbook.diagnostics where diagnostic.code == .missingTab {
      missing[diagnostic.tab!] = diagnostic
    }
    return missing
  }

  @Test(
    "a workbook file named after a missing tab turns its note into a warning that names it",
    arguments: [
      ("Transactions.xlsx", Tab.transactions), ("Budget - Receipts.ods", .receipts),
      ("recurring rules.XLSX", .recurringRules), ("Transactions.xls", .transactions),
    ])
  func named(file: String, tab: Tab) throws {
    let diagnostic = try #require(try Self.missingTabs(besides: [file])[tab])
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message.contains("/\(file) is a workbook file, which is not read beside CSV files")
    )
    #expect(
      diagnostic.message.hasSuffix(
        "save that sheet as \(tab.fileName), or give the workbook files alone"))
  }

  @Test("a workbook file named after no tab is named for every missing tab, as it may hold them")
  func wholeWorkbook() throws {
    let missing = try Self.missingTabs(besides: ["Budget.xlsx", "Receipts.ods"])
    #expect(missing.keys.sorted() == [.transactions, .receipts, .recurringRules].sorted())
    for (tab, diagnostic) in missing {
      let file = tab == .receipts ? "Receipts.ods" : "Budget.xlsx"
      let sheet = tab == .receipts ? "that sheet" : "its \(tab.rawValue) sheet"
      #expect(diagnostic.severity == .warning)
      #expect(diagnostic.message.contains("/\(file) is a workbook file"))
      #expect(diagnostic.message.contains("save \(sheet) as \(tab.fileName)"))
    }
  }

  @Test(
    "other files leave the missing tabs' notes as they were",
    arguments: ["~$Transactions.xlsx", ".Transactions.xlsx", "Transactions.pdf", "Notes.docx"])
  func notNamed(file: String) throws {
    let missing = try Self.missingTabs(besides: [file])
    #expect(missing.keys.sorted() == [.transactions, .receipts, .recurringRules].sorted())
    for (tab, diagnostic) in missing {
      #expect(diagnostic.severity == .info)
      #expect(
        diagnostic.message == "no \(tab.fileName) was given; the \(tab.rawValue) tab is not checked"
      )
    }
  }

  /// The diagnostics of a folder holding the sample's tabs (all five, or Categories and
  /// Settings alone) and the file `other`, saved `offset` seconds after the tabs.
  static func diagnostics(
    allTabs: Bool = true, besides other: String, savedAfter offset: TimeInterval
  ) throws -> (diagnostics: [Diagnostic], folder: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("UnreadWorkbookFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = WorkbookWriter().encode(SampleLedger.make(transactions: 3))
    let saved = Date(timeIntervalSince1970: 1_764_000_000)
    for tab in allTabs ? Tab.allCases : [.categories, .settings] {
      let file = folder.appendingPathComponent(tab.fileName)
      try Data(sample[tab]!).write(to: file)
      try FileManager.default.setAttributes([.modificationDate: saved], ofItemAtPath: file.path)
    }
    let file = folder.appendingPathComponent(other)
    try Data("PK".utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: saved.addingTimeInterval(offset)], ofItemAtPath: file.path)
    return (try WorkbookReader().read(paths: [folder.path]).diagnostics, folder)
  }

  @Test(
    "a workbook file saved after the CSV files read beside it is named in a warning",
    arguments: [("Budget.xlsx", nil), ("Transactions.xlsx", Tab.transactions)] as [(String, Tab?)])
  func newerWorkbookFile(file: String, tab: Tab?) throws {
    let (diagnostics, folder) = try Self.diagnostics(besides: file, savedAfter: 60)
    let unread = diagnostics.filter { $0.code == .unreadWorkbookFile }
    #expect(unread.count == 1)
    let diagnostic = try #require(unread.first)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.tab == tab)
    #expect(
      diagnostic.message.hasPrefix(
        "\(folder.appendingPathComponent(file).path) was saved after the CSV files read beside it and is not read"
      ))
  }

  @Test("a workbook file saved before the CSV files beside it is what they came from: not named")
  func olderWorkbookFile() throws {
    let (diagnostics, _) = try Self.diagnostics(besides: "Budget.xlsx", savedAfter: -60)
    #expect(!diagnostics.contains { $0.code == .unreadWorkbookFile })
  }

  @Test("a workbook file a missing tab's warning names is not named again")
  func namedForAMissingTab() throws {
    let (diagnostics, _) = try Self.diagnostics(
      allTabs: false, besides: "Transactions.xlsx", savedAfter: 60)
    #expect(!diagnostics.contains { $0.code == .unreadWorkbookFile })
    #expect(
      diagnostics.contains {
        $0.code == .missingTab && $0.tab == .transactions && $0.severity == .warning
      })
  }
}
