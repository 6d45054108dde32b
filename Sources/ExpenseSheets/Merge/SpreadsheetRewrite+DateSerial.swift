import Foundation

extension SpreadsheetRewrite {
  /// Whether `sheet` is the serial number of a day whose day and month, read back as an amount
  /// either way round, are `local`: a spreadsheet made a date of the typed or exported amount
  /// (`3.10` is the 3rd of October in LibreOffice nb-NO or de-DE), and a format that shows
  /// numbers then shows that day as its serial (`46298`). Both are reduced parts.
  static func isDateSerial(of local: DecimalParts, sheet: DecimalParts) -> Bool {
    guard !local.isNegative, local.significand != 0, let day = sheet.serialDay else {
      return false
    }
    return DatedAmount.readings(day.day, day.month).contains { $0.reduced == local }
  }
}
