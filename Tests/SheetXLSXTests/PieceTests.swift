import Foundation
import Testing

@testable import SheetXLSX

/// Sheets written in parts deflated on their own, and read a piece at a time.
@Suite("SheetXLSX: sheets in pieces")
struct PieceTests {
  struct RowEndCase: Sendable, CustomTestStringConvertible {
    let name: String
    let xml: String
    let end: Int?
    var testDescription: String { name }
  }

  static let rowEnds: [RowEndCase] = [
    .init(name: "no row ends", xml: "<row r=\"1\"><c><v>1</v></c>", end: nil),
    .init(name: "one row", xml: "<row><c/></row><row r=\"2\">", end: 15),
    .init(name: "the last of two", xml: "<row></row><row></row><ro", end: 22),
    .init(name: "a prefixed end tag", xml: "<x:row></x:row><x:c", end: 15),
    .init(name: "a name ending in row", xml: "<row></row><arrow></arrow>", end: 11),
    .init(name: "row> in text", xml: "<t>row></t>", end: nil),
  ]

  @Test("Where the last complete row ends", arguments: rowEnds)
  func endOfLastRow(_ example: RowEndCase) {
    #expect(XLSXReader.endOfLastRow(in: Array(example.xml.utf8), from: 0) == example.end)
  }

  @Test("A sheet of many parts is read back whole, row by row, across inflated pieces")
  func manyParts() throws {
    let rowsPerPart = 10_000
    let rowCount = 60_000
    let parts: [@Sendable () -> [UInt8]] = stride(from: 0, to: rowCount, by: rowsPerPart).map {
      first in
      {
        var rows = SheetRowsWriter(firstRow: first + 1)
        for number in (first + 1)...(first + rowsPerPart) {
          rows.startRow()
          rows.appendText("row \(number) & more text to fill the sheet")
          rows.appendNumber(Double(number))
        }
        return rows.finish()
      }
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sheetxlsx-\(UUID().uuidString).xlsx").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try XLSXWriter().write(
      [WorksheetPart(name: "Big", rowParts: parts), WorksheetPart(name: "Small", rows: [])],
      to: path)
    let (names, read) = try SpreadsheetFile(path: path).readSheets { _ in RowCollector() }
    #expect(names == ["Big", "Small"])
    #expect(read.map(\.sheet) == ["Big", "Small"])
    let rows = read[0].sink.rows
    #expect(rows.count == rowCount)
    #expect(rows.map(\.number) == Array(1...rowCount))
    #expect(
      rows.allSatisfy {
        $0.cells
          == [
            SheetCell(column: 0, value: .text("row \($0.number) & more text to fill the sheet")),
            SheetCell(column: 1, value: .number(Double($0.number))),
          ]
      })
    #expect(read[1].sink.rows.isEmpty)
  }
}

/// Keeps every row read.
struct RowCollector: SheetRowSink {
  var rows: [(number: Int, cells: [SheetCell])] = []

  mutating func append(row: Int, cells: SheetRow) { rows.append((row, cells.sheetCells)) }
}
