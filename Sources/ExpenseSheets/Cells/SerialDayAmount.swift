import Foundation

/// An amount that is the serial number of a day near a row's own date: a spreadsheet in a locale
/// that writes dates with dots (LibreOffice nb-NO, de-DE) reads an amount typed as `3.10` as the
/// 3rd of October of the year it is typed in, and a column formatted for numbers then shows that
/// day as its serial, `46298`. In a new row, with no local amount to compare with, nothing tells
/// it from a real amount of 46,298 but how near the day lies to the row's date.
struct SerialDayAmount: Sendable, Equatable {
  /// How far from the row's date the day may lie: the row is typed within a year of its date.
  static let nearness = 400

  /// The day the amount is the serial number of.
  var day: SheetDate
  /// The amounts the day reads back as: day before the point, then month before it.
  var readings: [DecimalParts]

  /// The day `amount` is the serial number of and its readings, when `amount` is a whole
  /// number whose day lies within ``nearness`` days of `date`; `nil` otherwise.
  init?(_ amount: Decimal, near date: SheetDate) {
    guard let day = DecimalParts(amount)?.reduced.serialDay,
      abs(day.daysSinceEpoch - date.daysSinceEpoch) <= Self.nearness
    else { return nil }
    self.day = day
    readings = DatedAmount.readings(day.day, day.month)
  }
}
