extension DecimalParts {
  /// The serial numbers of the days a spreadsheet holds, 1900-01-01 to 9999-12-31.
  private static let serialDays: ClosedRange<UInt64> = 1...2_958_465

  /// The day these parts are the serial number of, counted as a spreadsheet counts days (from
  /// 1899-12-30): for a whole number from 1 to 2,958,465 (9999-12-31) written with an exponent
  /// of at most 6, as reduced parts are; `nil` for any other value.
  var serialDay: SheetDate? {
    guard !isNegative, (0...6).contains(exponent) else { return nil }
    var serial = significand
    for _ in 0..<exponent {
      // Past the last day already: another digit could overflow 64 bits.
      guard serial <= Self.serialDays.upperBound else { return nil }
      serial *= 10
    }
    guard Self.serialDays.contains(serial) else { return nil }
    return SheetDate(daysSinceEpoch: DateCell.serialEpoch + Int(serial))
  }
}
