import ExpenseSheets
import Foundation
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

/// A number a workbook cell shows as a percentage reads as the text a download of the sheet
/// holds (`12.5%`), never as the bare number (`0.125`): an amount typed into a cell formatted
/// as a percentage is a hundredth of what the person typed.
@Suite("Workbook cells shown as percentages")
struct PercentCellTests {
  /// The Transactions tab of one row whose `amount` and `note` cells are `amount` and `note`.
  static func workbook(amount: SheetCell.Value, note: SheetCell.Value) throws -> DecodedWorkbook {
    let header = ["transactionId", "type", "date", "year", "month", "amount", "category", "note"]
    let texts = [
      "8B216060-6E0F-4A49-A1E8-33C1B1D3A3E1", "expense", "2025-01-05", "2025", "1", nil,
      "Food", nil,
    ]
    var builder = SheetCSVBuilder(tab: .transactions)
    builder.append(
      row: 1,
      cells: SheetRow(header.enumerated().map { SheetCell(column: $0, value: .text($1)) }))
    var cells = texts.enumerated().compactMap { column, text in
      text.map { SheetCell(column: column, value: .text($0)) }
    }
    cells.insert(SheetCell(column: 5, value: amount), at: 5)
    cells.append(SheetCell(column: 7, value: note))
    builder.append(row: 2, cells: SheetRow(cells))
    return try WorkbookReader().read(tabs: [
      .transactions: builder.bytes,
      .categories: Array("name,type,isActive\nFood,expense,TRUE\n".utf8),
    ])
  }

  @Test("An amount shown as a percentage is an error that says so, naming its cell")
  func amount() throws {
    let sheet = Validator().validate(
      try Self.workbook(amount: .percent(0.125), note: .text("lunch")))
    let error = try #require(sheet.diagnostics.first { $0.code == .invalidValue })
    #expect(error.cell == "Transactions!F2")
    #expect(error.value == "12.5%")
    #expect(error.message.contains("is a percentage"))
    #expect(sheet.ledger.transactions.isEmpty)
  }

  @Test("A note shown as a percentage reads as the text the cell shows")
  func note() throws {
    let sheet = Validator().validate(
      try Self.workbook(amount: .number(12.5), note: .percent(0.58)))
    #expect(!sheet.diagnostics.contains { $0.tab == .transactions && $0.severity == .error })
    #expect(sheet.ledger.transactions.map(\.note) == ["58%"])
    #expect(sheet.ledger.transactions.map(\.amount) == [Decimal(string: "12.5")!])
  }
}
