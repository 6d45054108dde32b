import Foundation

extension SpreadsheetRewrite {
  /// The serial numbers of the days a spreadsheet holds, 1900-01-01 to 9999-12-31.
  private static let serialDays: ClosedRange<UInt64> = 1...2_958_465

  /// Whether `sheet` is the serial number of a day whose day and month, read back as an amount
  /// either way round, are `local`: a spreadsheet made a date of the typed or exported amount
  /// (`3.10` is the 3rd of October in LibreOffice nb-NO or de-DE), and a format that shows
  /// numbers then shows that day as its serial (`46298`). Both are reduced parts.
  static func isDateSerial(of local: DecimalParts, sheet: DecimalParts) -> Bool {
    guard !sheet.isNegative, !local.isNegative, local.significand != 0,
      (0...6).contains(sheet.exponent)
    else { return false }
    var serial = sheet.significand
    for _ in 0..<sheet.exponent {
      // Past the last day already: another digit could overflow 64 bits.
      guard serial <= serialDays.upperBound else { return false }
      serial *= 10
    }
    guard serialDays.contains(serial),
      let day = SheetDate(daysSinceEpoch: DateCell.serialEpoch + Int(serial))
    else { return false }
    return DatedAmount.readings(day.day, day.month).contains { $0.reduced == local }
  }
}
