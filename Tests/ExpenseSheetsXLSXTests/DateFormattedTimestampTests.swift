import ExpenseSheets
import Foundation
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

/// A timestamp cell whose number format shows only the date (Gnumeric saves the timestamps of a
/// CSV it opened in the Chinese, Korean, Hebrew or Mexican locales so, among others) still
/// holds its time of day: the cell's value is read, not what it shows, so that no edit is seen
/// where there was none.
@Suite("A timestamp shown as a date keeps its time of day")
struct DateFormattedTimestampTests {
  /// The CSV text built from a header row and one row whose cells are `values` (`nil`: an
  /// empty cell, which a sheet leaves out).
  static func csv(_ header: [String], _ values: [SheetCell.Value?]) -> [UInt8] {
    var builder = SheetCSVBuilder(tab: .transactions)
    builder.append(
      row: 1,
      cells: SheetRow(header.enumerated().map { SheetCell(column: $0, value: .text($1)) }))
    builder.append(
      row: 2,
      cells: SheetRow(
        values.enumerated().compactMap { column, value in
          value.map { SheetCell(column: column, value: $0) }
        }))
    return builder.bytes
  }

  /// The last line of ``csv(_:_:)``'s text.
  static func line(_ header: [String], _ values: [SheetCell.Value]) -> Substring? {
    String(decoding: csv(header, values), as: UTF8.self).split(separator: "\r\n").last
  }

  /// 2023-02-10 01:12:35.156, a serial number of the 1900 date system.
  static let serial = 44967.0504068981481467

  @Test(
    "A timestamp column keeps the time; a date column and a column a person added show the date",
    arguments: [
      ("createdAt", "2023-02-10 01:12:35.156"),
      ("lastModifiedAt", "2023-02-10 01:12:35.156"),
      ("date", "2023-02-10"),
      ("my own column", "2023-02-10"),
    ])
  func column(name: String, expected: String) {
    let date = CivilDateTime(serial: Self.serial)
    #expect(Self.line([name], [.date(date)]) == Substring(expected))
  }

  @Test("A timestamp at midnight shown as a date reads as that date")
  func midnight() {
    let date = CivilDateTime(serial: 44967)
    #expect(Self.line(["createdAt"], [.date(date)]) == "2023-02-10")
  }

  @Test("A workbook's timestamps shown as dates decode to the exported instants")
  func decoded() throws {
    let header = TransactionsCodec.Column.allCases.map(\.name)
    let values = header.map { name -> SheetCell.Value? in
      switch name {
      case "transactionId": .text("8B216060-C16E-4824-A2D6-C21571009DF8")
      case "type": .text("income")
      case "date": .date(CivilDateTime(serial: 44966))
      case "year": .number(2023)
      case "month": .number(2)
      case "amount": .number(4200)
      case "category": .text("Salary")
      case "createdAt", "lastModifiedAt": .date(CivilDateTime(serial: Self.serial))
      default: nil
      }
    }
    let workbook = try WorkbookReader().read(tabs: [.transactions: Self.csv(header, values)])
    let row = try #require(workbook.transactions?.rows.first?.value)
    // 2023-02-10T01:12:35.156Z: the serial's days since 1970-01-01 (day 25,569), in seconds.
    let expected = Date(timeIntervalSince1970: 1_675_991_555.156)
    #expect(abs(row.createdAt.timeIntervalSince(expected)) < 0.0005)
    #expect(abs(row.lastModifiedAt.timeIntervalSince(expected)) < 0.0005)
  }
}
