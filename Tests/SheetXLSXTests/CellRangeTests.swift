import Foundation
import Testing

@testable import SheetXLSX

@Suite("SheetXLSX: cell ranges and merged cells")
struct CellRangeTests {
  @Test(
    "A reference names its rows and columns, corners in any order",
    arguments: [
      ("I2:I3", 2...3, 8...8), ("$A$1:$B$2", 1...2, 0...1), ("B3", 3...3, 1...1),
      ("C5:A1", 1...5, 0...2), ("A1:XFD1048576", 1...1_048_576, 0...16_383),
    ])
  func parsed(reference: String, rows: ClosedRange<Int>, columns: ClosedRange<Int>) {
    #expect(CellRange(reference: reference) == CellRange(rows: rows, columns: columns))
  }

  @Test(
    "Anything else names no range",
    arguments: ["", "A0", "1A", "A1:B", "XFE1", "A1048577", "A1:B2:C3", "A99999999999999999999"])
  func refused(reference: String) {
    #expect(CellRange(reference: reference) == nil)
  }

  @Test("A sheet's merged cells are read after its data; single cells are left out")
  func mergedRanges() {
    let tail = Array(
      #"</sheetData><mergeCells count="3"><mergeCell ref="I2:I3"/><mergeCell ref="B7"/><x:mergeCell ref="A1:C1"/></mergeCells><pageMargins/></worksheet>"#
        .utf8)
    let ranges = tail.withUnsafeBufferPointer(XLSXReader.mergedRanges)
    #expect(
      ranges == [CellRange(rows: 2...3, columns: 8...8), CellRange(rows: 1...1, columns: 0...2)])
  }

  /// A sink that keeps the merged cells it is given.
  struct MergedRangesSink: SheetRowSink {
    var ranges: [CellRange] = []
    mutating func append(row: Int, cells: SheetRow) {}
    mutating func appendMergedRanges(_ ranges: [CellRange]) { self.ranges += ranges }
  }

  @Test("An .ods cell spanning rows or columns is a merged range; spans past the grid are cut")
  func odsSpans() throws {
    let path = try HandMadeODS(
      sheet: """
        <table:table-row><table:table-cell/><table:table-cell table:number-rows-spanned="2" \
        office:value-type="string"><text:p>x</text:p></table:table-cell></table:table-row>\
        <table:table-row><table:table-cell/><table:covered-table-cell/></table:table-row>\
        <table:table-row><table:table-cell table:number-columns-spanned="99999999999999999999"/>\
        </table:table-row>
        """
    ).write()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (_, sinks) = try SpreadsheetFile(path: path).readSheets { _ in MergedRangesSink() }
    #expect(
      sinks.first?.sink.ranges == [
        CellRange(rows: 1...2, columns: 1...1), CellRange(rows: 3...3, columns: 0...16_383),
      ])
  }
}
