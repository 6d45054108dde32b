import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Which files of a folder are read as tabs")
struct TabFileNameTests {
  @Test(
    "read: .csv and .tsv files whatever their name, .txt files named after a tab",
    arguments: [
      "Transactions.csv", "notes.csv", "Expenses - Receipts.tsv", "Transactions.txt",
      "ExpenseTracker - RecurringRules.TXT", "recurring rules.txt", "SETTINGS.txt",
    ])
  func read(name: String) {
    #expect(TabRecognizer.isTabFileName(name))
  }

  @Test(
    "left alone: other .txt files, hidden files, other extensions",
    arguments: [
      "notes.txt", "README.txt", "Transactions backup.txt", ".Transactions.txt", ".hidden.csv",
      "Transactions.xlsx", "Transactions",
    ])
  func leftAlone(name: String) {
    #expect(!TabRecognizer.isTabFileName(name))
  }

  @Test(
    "a .txt file's name gives its tab as a .csv file's does",
    arguments: [
      ("Transactions.txt", Tab.transactions), ("ExpenseTracker - Categories.txt", .categories),
      ("recurring rules.TXT", .recurringRules),
    ])
  func tabOfTextFile(name: String, tab: Tab) {
    #expect(TabRecognizer.tab(fromFileName: name) == tab)
  }

  @Test("a folder's tab candidates: its Excel text tabs beside its CSV files, not its notes")
  func folderCandidates() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("TabFileNameTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["Transactions.txt", "Receipts.csv", "notes.txt", "Categories.tsv", "a.xlsx"] {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    let names = try WorkbookReader.tabFileCandidates(inFolder: folder.path)
      .map { URL(fileURLWithPath: $0).lastPathComponent }
    #expect(names == ["Categories.tsv", "Receipts.csv", "Transactions.txt"])
  }
}
