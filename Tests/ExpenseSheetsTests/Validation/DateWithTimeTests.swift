import Testing

@testable import ExpenseSheets

/// A business date typed or formatted with a time of day (`2025-01-05 10:30`) is an error
/// whose fix is the date alone, in the column's day/month order; a date-time at midnight is the
/// date it shows.
@Suite("A date cell that holds a time of day")
struct DateWithTimeTests {
  /// The small workbook with one transaction whose date cell is `date`, validated.
  static func validate(date: String) throws -> ValidatedSheet {
    try Workbook.validate(transactions: [Workbook.transaction(date: date)], receipts: [])
  }

  @Test(
    "A date with a time of day is an error whose fix keeps the date alone",
    arguments: [
      ("2025-01-05 10:30", "2025-01-05"),
      ("2025-01-05 10:30:00.000", "2025-01-05"),
      ("2025-01-05T10:30:00.000Z", "2025-01-05"),
      ("\"Jan 5, 2025 at 10:30 AM\"", "2025-01-05"),
      ("25/01/2025 10:30", "2025-01-25"),
    ])
  func dateWithTime(cell: String, date: String) throws {
    let sheet = try Self.validate(date: cell)
    let diagnostic = try #require(sheet.diagnostics.first)
    #expect(sheet.diagnostics.count == 1, "\(sheet.diagnostics)")
    #expect(diagnostic.code == .invalidValue)
    #expect(diagnostic.cell == "Transactions!C2")
    #expect(diagnostic.message.hasSuffix("holds a time of day; the date column takes a date alone"))
    #expect(
      diagnostic.fix
        == Diagnostic.Fix(
          summary: "keep the date alone", edits: [.init(cell: "Transactions!C2", value: date)]))
    #expect(sheet.ledger.transactions.isEmpty)
  }

  @Test(
    "A date-time at midnight reads as its date",
    arguments: ["2025-01-05 00:00:00", "2025/01/05 0:00"])
  func midnight(cell: String) throws {
    let sheet = try Self.validate(date: cell)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    #expect(sheet.ledger.transactions.map(\.date.description) == ["2025-01-05"])
  }

  @Test(
    "A cell that is no date, or whose day and month could be either way, has no fix",
    arguments: ["soon 10:30", "1/5/2025 10:30"])
  func noFix(cell: String) throws {
    let sheet = try Self.validate(date: cell)
    #expect(sheet.diagnostics.map(\.code) == [.invalidValue])
    #expect(sheet.diagnostics.first?.fix == nil)
    #expect(sheet.diagnostics.first?.message.hasPrefix("\"\(cell)\" is not a date") == true)
  }
}
