import Foundation
import Testing

@testable import ExpenseSheets

/// A new row's amount that a spreadsheet turned into a date and showed as the day's serial
/// number (`3.10` typed in LibreOffice nb-NO, given back as `46298`): with no local amount to
/// compare with, it loads as written with a `serial-day-amount` warning.
@Suite("A new row's amount that is a day's serial number")
struct SerialDayAmountRuleTests {
  static let id = "8B216060-C16E-4824-A2D6-C21571009DF8"
  static let stamp = "2023-10-03T10:00:00.000Z"

  /// The diagnostics of a Transactions tab of the one row `row` (`id,date,amount` and stamps).
  static func diagnostics(transaction row: String) throws -> [Diagnostic] {
    let csv =
      "transactionId,type,date,year,month,amount,category,createdAt,lastModifiedAt\r\n\(row)\r\n"
    let workbook = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    return Validator().validate(workbook).diagnostics
  }

  @Test("A typed row's amount that is the serial of a day near its date is a warning")
  func newTransaction() throws {
    let diagnostics = try Self.diagnostics(transaction: ",expense,2023-10-03,2023,10,45202,Food,,")
    let warning = try #require(diagnostics.first { $0.code == .serialDayAmount })
    #expect(warning.severity == .warning)
    #expect(warning.cell == "Transactions!F2")
    #expect(warning.suggestions == ["3.10", "10.03"])
    #expect(
      warning.message
        == "a new row's amount 45202.00 is the serial number of 2023-10-03, near its date 2023-10-03: a spreadsheet in some locales reads an amount typed as \"3.10\" or \"10.03\" as that day, and a number format shows it so; check the amount"
    )
    #expect(!diagnostics.contains { $0.severity == .error })
  }

  @Test(
    "A row with its id, or an amount far from the date or with cents, gets no warning",
    arguments: [
      "\(id),expense,2023-10-03,2023,10,45202,Food,\(stamp),\(stamp)",
      ",expense,2021-01-05,2021,1,45202,Food,,",
      ",expense,2023-10-03,2023,10,45202.50,Food,,",
      ",expense,2023-10-03,2023,10,120.00,Food,,",
    ])
  func noWarning(row: String) throws {
    let diagnostics = try Self.diagnostics(transaction: row)
    #expect(!diagnostics.contains { $0.code == .serialDayAmount })
  }

  @Test("A typed recurring rule's amount that is the serial of a day near its start is a warning")
  func newRecurringRule() throws {
    let csv =
      "recurringRuleId,isEnabled,type,amount,category,startDate,cadence,interval\r\n"
      + ",TRUE,expense,45202,Rent,2023-09-10,monthly,1\r\n"
    let workbook = try WorkbookReader().read(tabs: [.recurringRules: Array(csv.utf8)])
    let diagnostics = Validator().validate(workbook).diagnostics
    let warning = try #require(diagnostics.first { $0.code == .serialDayAmount })
    #expect(warning.cell == "RecurringRules!D2")
    #expect(warning.message.contains("near its startDate 2023-09-10"))
  }
}
