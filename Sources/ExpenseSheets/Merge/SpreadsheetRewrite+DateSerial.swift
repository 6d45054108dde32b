import Foundation

extension SpreadsheetRewrite {
  /// The serial numbers of the days a spreadsheet holds, 1900-01-01 to 9999-12-31.
  private static let serialDays: ClosedRange<Decimal> = 1...2_958_465

  /// Whether `sheet` is the serial number of a day whose day and month, read back as an amount
  /// either way round, are `local`: a spreadsheet made a date of the typed or exported amount
  /// (`3.10` is the 3rd of October in LibreOffice nb-NO or de-DE), and a format that shows
  /// numbers then shows that day as its serial (`46298`).
  static func isDateSerial(of local: Decimal, sheet: Decimal) -> Bool {
    guard serialDays.contains(sheet), local > 0 else { return false }
    let serial = NSDecimalNumber(decimal: sheet).intValue
    guard Decimal(serial) == sheet,
      let day = SheetDate(daysSinceEpoch: DateCell.serialEpoch + serial)
    else { return false }
    return [(day.day, day.month), (day.month, day.day)].contains { whole, fraction in
      MoneyComparison.equal(Decimal(whole) + Decimal(fraction) / 100, local)
    }
  }
}
