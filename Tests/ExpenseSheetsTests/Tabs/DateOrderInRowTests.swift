import Foundation
import Testing

@testable import ExpenseSheets

/// A date typed in the other order than its column's (`04/02/2023`, meaning 2 April, in a
/// day-first column) is read as its row's `year` and `month` say, rather than made a
/// `year-month-mismatch` whose fix would change the date.
@Suite("A date read in its row's order")
struct DateOrderInRowTests {
  static let secondId = "BBBBBBBB-0000-4000-8000-000000000002"

  /// A sheet whose first row settles its dates day-first (`24/04/2023`), the second holding
  /// `04/02/2023` beside `month`.
  static func sheet(month: String) throws -> ValidatedSheet {
    try Workbook.validate(
      transactions: [
        Workbook.transaction(date: "24/04/2023", year: "2023", month: "4"),
        Workbook.transaction(id: secondId, date: "04/02/2023", year: "2023", month: month),
      ], receipts: [])
  }

  @Test(
    "The cell's two readings: the one in its row's year and month is the date",
    arguments: [("4", "2023-04-02", true), ("2", "2023-02-04", false)])
  func readInRowOrder(month: String, date: String, isNoted: Bool) throws {
    let sheet = try Self.sheet(month: month)
    #expect(!sheet.diagnostics.contains { $0.code == .yearMonthMismatch })
    let row = try #require(
      sheet.ledger.transactions.first { $0.transactionId == UUID(uuidString: Self.secondId) })
    #expect(row.date.description == date)
    let note = sheet.diagnostics.first {
      $0.code == .decidedReading && $0.cell == "Transactions!C3"
    }
    // Read as its column reads, the cell keeps its column's note.
    let expected =
      isNoted
      ? "\"04/02/2023\" is read month-first (2023-04-02), as its row's year and month say, though the column's dates read day-first"
      : "\"04/02/2023\" is read day-first (2023-02-04), because"
    #expect(note?.message.hasPrefix(expected) == true, "\(String(describing: note?.message))")
  }

  @Test("Neither reading in its row's month: the mismatch stays, its fix from the column's order")
  func neitherReading() throws {
    let sheet = try Self.sheet(month: "7")
    let error = try #require(sheet.diagnostics.first { $0.code == .yearMonthMismatch })
    #expect(error.fix?.edits.map(\.value) == ["2023", "2"])
  }
}
