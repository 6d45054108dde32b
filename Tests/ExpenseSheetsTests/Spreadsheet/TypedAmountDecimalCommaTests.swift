import Foundation
import Testing

@testable import ExpenseSheets

/// What LibreOffice Calc 7.4 in the fr_FR.UTF-8 locale writes for an export's Transactions tab
/// in which a person typed two amounts (opened with type detection on, saved as .xlsx, saved
/// as CSV with `;`): the exact bytes of its header and four rows. The exported `115.79` is no
/// number to a decimal-comma locale and stays text, while an amount typed there is a number,
/// saved as `12,5`: one column, two decimal separators, each cell readable only one way.
@Suite("Amounts typed in a decimal-comma spreadsheet among exported ones")
struct TypedAmountDecimalCommaTests {
  static let bytes: [UInt8] = {
    let url = Bundle.module.resourceURL!
      .appendingPathComponent("Fixtures/locales/fr_FR-LibreOffice-typed-amounts-Transactions.csv")
    return (try? [UInt8](Data(contentsOf: url))) ?? []
  }()

  @Test("A cell only a decimal comma reads is read so, with a note naming it")
  func typedAmountsRead() throws {
    let decoded = try #require(
      try WorkbookReader().read(tabs: [.transactions: Self.bytes]).transactions)
    let amounts = decoded.rows.compactMap(\.value).map { CellFormatter.money($0.amount) }
    #expect(amounts == ["12.50", "1234.50", "115.79", "206.11"])
    #expect(!decoded.diagnostics.contains { $0.severity == .error }, "\(decoded.diagnostics)")
    let notes = decoded.diagnostics.filter { $0.code == .decidedReading }
    #expect(notes.map(\.cell) == ["Transactions!F2", "Transactions!F3"])
    #expect(
      notes.first?.message
        == "\"12,5\" can be read only with a decimal comma, unlike this column's other cells: "
        + "it is read as 12.50")
  }

  @Test("With the decimal point asked for, such a cell is an error")
  func askedSeparatorIsKept() throws {
    let decoded = try #require(
      try WorkbookReader(options: ReadOptions(decimalSeparator: .point))
        .read(tabs: [.transactions: Self.bytes]).transactions)
    let errors = decoded.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code) == [.invalidValue, .invalidValue])
    #expect(errors.map(\.cell) == ["Transactions!F2", "Transactions!F3"])
  }
}
