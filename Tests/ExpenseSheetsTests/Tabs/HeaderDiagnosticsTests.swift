import Foundation
import Testing

@testable import ExpenseSheets

/// A header's unknown or repeated columns get a diagnostic each when they are few, and one for
/// all when they are many: a header of millions of columns makes a short report, in linear time.
@Suite("Header diagnostics of many columns")
struct HeaderDiagnosticsTests {
  /// The Transactions tab of `header` alone, decoded.
  static func decode(_ header: String) throws -> [Diagnostic] {
    try #require(
      try WorkbookReader().read(tabs: [.transactions: Array(header.utf8)]).transactions
    ).diagnostics
  }

  @Test("A few unknown columns get a note each, with a suggestion")
  func fewUnknownColumns() throws {
    let notes = try Self.decode(Workbook.transactionHeader + ",Reviewed by,categry")
      .filter { $0.code == .unknownColumn }
    #expect(
      notes.map(\.message) == [
        "column \"Reviewed by\" is not part of the Transactions format; it is kept",
        "column \"categry\" is not part of the Transactions format; it is kept (did you mean \"category\"?)",
      ])
    #expect(notes.map(\.cell) == ["Transactions!O1", "Transactions!P1"])
  }

  @Test("Eleven unknown columns on one row are one note, naming the first three cells")
  func elevenUnknownColumns() throws {
    let extra = (1...11).map { "x\($0)" }.joined(separator: ",")
    let notes = try Self.decode(Workbook.transactionHeader + "," + extra)
      .filter { $0.code == .unknownColumn }
    #expect(notes.count == 1)
    #expect(notes.first?.cell == "Transactions!O1")
    #expect(notes.first?.severity == .info)
    #expect(
      notes.first?.message
        == "11 columns are not part of the Transactions format (O1 \"x1\", P1 \"x2\", Q1 \"x3\" and 8 more); they are kept"
    )
  }

  @Test("Repeated columns are one error when there are many")
  func manyDuplicateColumns() throws {
    let notes = try Self.decode(
      Workbook.transactionHeader + String(repeating: ",date", count: 12)
    ).filter { $0.code == .duplicateColumn }
    #expect(notes.count == 1)
    #expect(notes.first?.severity == .error)
    #expect(
      notes.first?.message
        == "12 columns repeat a column that a column before them already holds (O1 \"date\", P1 \"date\", Q1 \"date\" and 9 more); the tab is not read until each is renamed or removed"
    )
  }

  /// A one-line file of a million columns named `a` took about a minute in a release build
  /// (each column got its own note and its own suggestion search): here it must take seconds of
  /// this thread's processor time, which other tests running beside it do not count in.
  @Test("A header of a million columns is read at once, with one note")
  func millionColumns() throws {
    let header = String(repeating: "a,", count: 999_999) + "a"
    let (diagnostics, seconds) = try threadCPUSeconds { try Self.decode(header) }
    #expect(seconds < 30)
    let notes = diagnostics.filter { $0.code == .unknownColumn }
    #expect(
      notes.map(\.message) == [
        "1000000 columns are not part of the Transactions format (A1 \"a\", B1 \"a\", C1 \"a\" and 999997 more); they are kept"
      ])
    #expect(diagnostics.count < 20)
  }
}
