import ExpenseSheets
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

@Suite("Merged cells in a tab's sheet")
struct MergedCellsTests {
  /// The name of each of the first ten columns, as a header of ten cells gives them.
  static func named(_ column: Int) -> String? { column < 10 ? "column\(column)" : nil }

  /// The rows of the errors for `ranges` below a header on row 1, every row holding cells.
  static func rows(_ ranges: [CellRange], headerRow: Int = 1) -> [Int?] {
    MergedCells.errors(ranges, tab: .transactions, headerRow: headerRow, columnName: named) {
      _ in true
    }.map(\.row)
  }

  @Test("Each covered data row is one error, however many ranges cover it")
  func coveredRows() {
    #expect(Self.rows([CellRange(rows: 2...4, columns: 8...8)]) == [3, 4])
    #expect(Self.rows([CellRange(rows: 2...2, columns: 8...9)]) == [2])
    #expect(
      Self.rows([
        CellRange(rows: 5...6, columns: 0...3), CellRange(rows: 2...5, columns: 8...8),
        CellRange(rows: 3...3, columns: 1...2),
      ]) == [3, 4, 5, 6])
  }

  @Test("Merges in the title and header rows, and rows without cells, are no error")
  func aboveTheData() {
    #expect(Self.rows([CellRange(rows: 1...1, columns: 0...5)]).isEmpty)
    #expect(Self.rows([CellRange(rows: 1...2, columns: 0...0)], headerRow: 2).isEmpty)
    let errors = MergedCells.errors(
      [CellRange(rows: 2...9, columns: 0...0)], tab: .transactions, headerRow: 1,
      columnName: Self.named
    ) { $0 == 4 }
    #expect(errors.map(\.row) == [4])
    #expect(errors.first?.cell == "Transactions!A4")
    #expect(errors.first?.column == "column0")
  }

  @Test("Merges over columns without a header, beside the tab, are no error")
  func besideTheTab() {
    #expect(Self.rows([CellRange(rows: 2...3, columns: 16...17)]).isEmpty)
    #expect(Self.rows([CellRange(rows: 2...3, columns: 9...10)]) == [3])
    #expect(Self.rows([CellRange(rows: 2...3, columns: 8...10)]) == [2, 3])
    let errors = MergedCells.errors(
      [CellRange(rows: 2...3, columns: 8...10)], tab: .transactions, headerRow: 1,
      columnName: Self.named
    ) { _ in true }
    #expect(errors.map(\.cell) == ["Transactions!J2", "Transactions!I3"])
  }

  @Test(
    "A merge over a whole sheet is an error on each row that holds cells, past the hundredth too")
  func wholeSheet() {
    let errors = MergedCells.errors(
      [CellRange(rows: 1...1_048_576, columns: 0...16_383)], tab: .transactions, headerRow: 1,
      columnName: Self.named
    ) { $0 <= 1_000 }
    #expect(errors.map(\.row) == (2...1_000).map { $0 })
    #expect(errors.first?.cell == "Transactions!A2")
  }
}
