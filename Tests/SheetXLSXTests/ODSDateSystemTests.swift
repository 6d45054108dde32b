import Foundation
import Testing

@testable import SheetXLSX

/// An .ods file's serial numbers count days from the null date its `content.xml` declares
/// (1899-12-30 when it declares none), and those of a file Gnumeric wrote in 1900's system,
/// which keeps the 1900-02-29 that never was: a number cell formatted as a date reads back as
/// the number it holds, whoever wrote the file.
@Suite("SheetXLSX: .ods date systems")
struct ODSDateSystemTests {
  /// A sheet's sink that keeps the date system it is given and the dates of its cells.
  struct Recorder: SheetRowSink {
    /// The date system the sheet's serial numbers count days in.
    var system: CivilDateTime.DateSystem?
    /// The date of each date cell, in order.
    var dates: [CivilDateTime] = []

    /// Keeps the dates of `cells`.
    mutating func append(row: Int, cells: SheetRow) {
      for cell in cells.cells {
        if case .date(let date) = cell.value { dates.append(date) }
        if case .dateTime(let date) = cell.value { dates.append(date) }
      }
    }

    /// Keeps `system`.
    mutating func useDateSystem(_ system: CivilDateTime.DateSystem) {
      self.system = system
    }
  }

  /// One file: its writer, its null date, a date cell's value and the number it holds.
  struct Case: CustomTestStringConvertible, Sendable {
    /// What the case is, for the test's name.
    var testDescription: String
    /// The program `meta.xml` names (`nil`: no `meta.xml`).
    var generator: String?
    /// The null date `content.xml` declares (`nil`: none).
    var nullDate: String?
    /// The cell's `office:date-value`.
    var dateValue: String
    /// The number the cell holds, which its writer shows as that date.
    var number: Double
    /// The date system the file counts in.
    var system: CivilDateTime.DateSystem
  }

  static let libreOffice = "LibreOffice/7.4.7.2$Linux_X86_64"
  static let gnumeric = "gnumeric/1.12.55"

  static let cases: [Case] = [
    Case(
      testDescription: "LibreOffice, no null date: 7.5", generator: libreOffice,
      dateValue: "1900-01-06T12:00:00", number: 7.5, system: .from1899),
    Case(
      testDescription: "No meta.xml, 1899-12-30: 1", nullDate: "1899-12-30",
      dateValue: "1899-12-31", number: 1, system: .from1899),
    Case(
      testDescription: "LibreOffice, 1899-12-30: 61", generator: libreOffice,
      nullDate: "1899-12-30", dateValue: "1900-03-01", number: 61, system: .from1899),
    Case(
      testDescription: "Gnumeric, 1899-12-30: 7.5", generator: gnumeric,
      nullDate: "1899-12-30", dateValue: "1900-01-07T12:00:00", number: 7.5, system: .from1900),
    Case(
      testDescription: "Gnumeric, 1899-12-30: 1", generator: gnumeric, nullDate: "1899-12-30",
      dateValue: "1900-01-01", number: 1, system: .from1900),
    Case(
      testDescription: "Gnumeric, 1899-12-30: 59", generator: " Gnumeric/1.12.55 ",
      nullDate: "1899-12-30", dateValue: "1900-02-28", number: 59, system: .from1900),
    Case(
      testDescription: "Gnumeric, 1899-12-30: 61", generator: gnumeric, nullDate: "1899-12-30",
      dateValue: "1900-03-01", number: 61, system: .from1900),
    Case(
      testDescription: "Gnumeric, 1899-12-30: 45662", generator: gnumeric,
      nullDate: "1899-12-30", dateValue: "2025-01-05", number: 45662, system: .from1900),
    Case(
      testDescription: "LibreOffice, 1904-01-01: 42.5", generator: libreOffice,
      nullDate: "1904-01-01", dateValue: "1904-02-12T12:00:00", number: 42.5, system: .from1904),
    Case(
      testDescription: "LibreOffice, 1904-01-01: 44200", generator: libreOffice,
      nullDate: "1904-01-01", dateValue: "2025-01-05", number: 44200, system: .from1904),
    Case(
      testDescription: "Gnumeric, 1904-1-1: 1", generator: gnumeric, nullDate: "1904-1-1",
      dateValue: "1904-01-02", number: 1, system: .from1904),
    Case(
      testDescription: "LibreOffice, 1900-01-01: 7.5", generator: libreOffice,
      nullDate: "1900-01-01", dateValue: "1900-01-08T12:00:00", number: 7.5,
      system: .nullDate(year: 1900, month: 1, day: 1)),
    Case(
      testDescription: "LibreOffice, a null date that is no date: 7.5", generator: libreOffice,
      nullDate: "1904-13-45", dateValue: "1900-01-06T12:00:00", number: 7.5, system: .from1899),
  ]

  @Test("A date cell's value counts days in the file's own date system", arguments: cases)
  func serial(of example: Case) throws {
    let file = HandMadeODS(
      nullDate: example.nullDate, generator: example.generator,
      sheet: """
        <table:table-row><table:table-cell office:value-type="date" \
        office:date-value="\(example.dateValue)"/></table:table-row>
        """)
    let path = try file.write()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (_, sinks) = try SpreadsheetFile(path: path).readSheets { _ in Recorder() }
    let sink = try #require(sinks.first?.sink)
    #expect(sink.system == example.system)
    let date = try #require(sink.dates.first)
    let system = try #require(sink.system)
    #expect(date.serial(in: system) == example.number)
    #expect(CivilDateTime(serial: example.number, system: system) == date)
  }
}
