import Foundation
import Testing

@testable import ExpenseSheets

/// What LibreOffice Calc 7.4 in the tr_TR.UTF-8 locale gives back for an export's
/// Transactions tab (opened with type detection on, saved as .xlsx, saved as CSV with `;`):
/// the exact bytes of its header and four of its rows. Turkish takes `.` as the date separator and `D.M` as a
/// date, so the amounts `3.01` and `18.03` came back as the dates `03.01.2026` and
/// `18.03.2026` (this year), while `89.00` and `185.44` stayed text. Such a cell could have
/// been `3.01` or `3.1`: it is reported by cell, with the fix, and never read as an amount.
@Suite("An amount Turkish LibreOffice turned into a date")
struct TurkishCalcAmountTests {
  static let fixture = Bundle.module.resourceURL!
    .appendingPathComponent("Fixtures/locales/tr_TR-LibreOffice-Transactions.csv")

  @Test("The other amounts read as exported; each date names its cell and the fix")
  func amountsTurnedIntoDates() throws {
    let bytes = [UInt8](try Data(contentsOf: Self.fixture))
    let decoded = try #require(try WorkbookReader().read(tabs: [.transactions: bytes]).transactions)
    let amounts = decoded.rows.compactMap(\.value).map { CellFormatter.money($0.amount) }
    #expect(amounts == ["89.00", "185.44"])
    let errors = decoded.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code) == [.invalidValue, .invalidValue])
    #expect(errors.map(\.cell) == ["Transactions!F4", "Transactions!F5"])
    #expect(
      errors.first?.message
        == "\"03.01.2026\" is a date, not an amount such as 12.50: a spreadsheet in some locales "
        + "reads an amount such as 12.31 as a date; type the amount again, as a number")
  }
}
