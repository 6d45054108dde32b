import Foundation
import Testing

@testable import ExpenseSheets

/// Compact dotted dates with a two-digit year first (`23.01.22`): dots say day-first, so they
/// read day-first unless the reading is asked year-first (`--date-order ymd`), which was ignored
/// for them: every row's `year` and `month` then disagreed with its date.
@Suite("Compact dotted dates with the year first")
struct CompactDottedYearFirstTests {
  static let ledger = SampleLedger.make(transactions: 20, seed: 3)

  /// The ledger's Transactions file with each date written `YY.MM.DD` (or as `write` gives it),
  /// read with `options` and validated.
  static func validate(
    options: ReadOptions,
    write: (SheetDate) -> String = {
      String(format: "%02d.%02d.%02d", $0.year % 100, $0.month, $0.day)
    }
  ) throws -> ValidatedSheet {
    var files = WorkbookWriter().encode(ledger)
    var text = String(decoding: files[.transactions]!, as: UTF8.self)
    for transaction in ledger.transactions {
      text = text.replacingOccurrences(
        of: ",\(transaction.date),", with: ",\(write(transaction.date)),")
    }
    files[.transactions] = Array(text.utf8)
    return Validator().validate(
      try WorkbookReader(options: options).read(tabs: files), local: ledger)
  }

  @Test("Asked year-first, they read year-first, with no error")
  func asked() throws {
    let sheet = try Self.validate(options: ReadOptions(dateOrder: .ymd))
    #expect(sheet.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(sheet.ledger.transactions.map(\.date) == Self.ledger.transactions.map(\.date))
  }

  @Test("Not asked, a row whose year is the year-first reading's names both readings")
  func notAsked() throws {
    let sheet = try Self.validate(options: ReadOptions())
    let errors = sheet.diagnostics.filter { $0.severity == .error }
    #expect(!errors.contains { $0.code == .yearMonthMismatch })
    let first = try #require(errors.first { $0.cell == "Transactions!C2" })
    let date = Self.ledger.transactions[0].date
    let text = String(format: "%02d.%02d.%02d", date.year % 100, date.month, date.day)
    let dayFirst = try #require(SheetDate(year: 2000 + date.day, month: date.month, day: 23))
    #expect(first.code == .ambiguousDateOrder)
    #expect(
      first.message
        == "\"\(text)\" reads \(dayFirst) day-first, as dotted dates do, but the row's year 2023 is that of its year-first reading (\(date)); choose the order, or write the date as YYYY-MM-DD"
    )
    #expect(first.hints == [.dateOrder(.ymd), .dateOrder(.dmy)])
  }

  @Test("Not asked, a row whose year is the day-first reading's reads day-first, as before")
  func dayFirstRow() throws {
    let sheet = try Self.validate(options: ReadOptions()) { date in
      String(format: "%02d.%02d.%02d", date.day, date.month, date.year % 100)
    }
    #expect(sheet.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(sheet.ledger.transactions.map(\.date) == Self.ledger.transactions.map(\.date))
  }

  @Test("Asked year-first, one that is no day year-first is invalid, not read day-first")
  func noDayYearFirst() throws {
    let sheet = try Self.validate(options: ReadOptions(dateOrder: .ymd)) { date in
      date == Self.ledger.transactions[0].date
        ? String(format: "%02d.02.31", date.year % 100)
        : String(format: "%02d.%02d.%02d", date.year % 100, date.month, date.day)
    }
    let errors = sheet.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code) == [.invalidValue])
    #expect(errors.first?.cell == "Transactions!C2")
  }
}
