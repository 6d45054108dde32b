import ExpenseSheets
import Foundation
import SheetXLSX

/// The workbook's date system in the text of a tab: serial numbers of date columns counted in
/// it, and numbers a date format shows as days read back as the numbers they are.
extension SheetCSVBuilder {
  /// Whether a date in a money or whole-number column is a number a person typed into a cell
  /// formatted as a date (`42.5` shown as 1900-02-11): a date before 1930, which no ledger
  /// holds and no spreadsheet makes of an amount. A later one is an amount a spreadsheet turned
  /// into a date (`22.08` read as the 22nd of August by a Turkish LibreOffice), which the
  /// decoder reads back from its day and month (`amount-as-date`).
  static func isNumberShownAsDate(_ date: CivilDateTime, kind: CellKind?) -> Bool {
    (kind == .money || kind == .integer) && date.year < 1930
  }

  /// The serial number of 1900's system for the day `serial` counts in `system` (the same
  /// number outside the days a spreadsheet holds, or in 1900's system).
  static func serial1900(_ serial: Double, from system: CivilDateTime.DateSystem) -> Double {
    guard system != .from1900, serial >= 0, serial < 3_000_000 else { return serial }
    return CivilDateTime(serial: serial, system: system).serial1900
  }

  /// The number a cell formatted as a date holds, as plain digits: its serial in `system`, to
  /// the eight decimals a millisecond of a day keeps (`157.41`, shown as `1900-06-05 09:50`).
  static func number(of date: CivilDateTime, in system: CivilDateTime.DateSystem) -> String {
    var text = String(format: "%.8f", date.serial(in: system))
    while text.last == "0" { text.removeLast() }
    if text.last == "." { text.removeLast() }
    return text
  }
}
