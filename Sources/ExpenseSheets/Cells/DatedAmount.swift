import Foundation

/// An amount cell that holds a date: a spreadsheet in a locale that writes dates with dots
/// (Turkish, Polish, Hungarian LibreOffice) reads an exported amount such as `30.01` as the
/// 30th of January and gives it back as `30.01.2026`. The amounts it may have been are the
/// date's day and month read back as an amount, either way round: `30.01`, and `1.30` for a
/// spreadsheet that reads month first.
///
/// An amount that reads two ways, in a column that does not say which (`12,345`: 12.345 or
/// 12345), is kept aside the same way, its readings as the candidates: a merge settles both
/// kinds against the local amount.
struct DatedAmount: Sendable, Hashable {
  /// The cell's A1 reference, such as `Transactions!F4`.
  var cell: String
  /// The amounts the date reads back as (the day before the point, then the month before it),
  /// or the two readings of an ambiguous amount (the column's separator's first).
  var candidates: [Decimal]

  /// The amounts the date cell `bytes` reads back as, or `nil` when it holds no date.
  static func candidates(_ bytes: UnsafeRawBufferPointer) -> [Decimal]? {
    let pair: (Int, Int)
    switch DateCell.shape(bytes) {
    case .exact(let date)?: pair = (date.day, date.month)
    case .dayMonthPair(let first, let second, _, _, _)?: pair = (first, second)
    case .yearless(let month, let day)?: pair = (day, month)
    case nil:
      guard let yearless = dayAndMonthName(bytes) else { return nil }
      pair = yearless
    }
    return readings(pair.0, pair.1).map(\.decimal)
  }

  /// A date's day and month, `first` and `second` in either order, read back as amounts: first
  /// `first.second`, then `second.first` when it differs, the fraction in two digits, the way
  /// the exporter writes every amount.
  static func readings(_ first: Int, _ second: Int) -> [DecimalParts] {
    let firstBefore = amount(first, second)
    let secondBefore = amount(second, first)
    return firstBefore == secondBefore ? [firstBefore] : [firstBefore, secondBefore]
  }

  /// The day and month of a date shown without its year by a month name, as Excel shows the
  /// dates it reads from `30.01` (`30. Jan`, `30-Jan`, `Jan 30`, `30-janv.`), or `nil`.
  static func dayAndMonthName(_ bytes: UnsafeRawBufferPointer) -> (day: Int, month: Int)? {
    var (day, month): (Int?, Int?) = (nil, nil)
    var index = 0
    while index < bytes.count {
      let start = index
      let byte = bytes[index]
      if isDigit(byte) {
        var value = 0
        while index < bytes.count, isDigit(bytes[index]) {
          // A day has at most two digits: a longer number is no day, and would overflow.
          guard index - start < 2 else { return nil }
          value = value * 10 + Int(bytes[index] &- 0x30)
          index += 1
        }
        guard day == nil else { return nil }
        day = value
      } else if isWordByte(byte) {
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        let word = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
        guard month == nil, let named = MonthNames.month(word) else { return nil }
        month = named
      } else {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "/"): index += 1
        default: return nil
        }
      }
    }
    guard let day, let month, (1...31).contains(day) else { return nil }
    return (day, month)
  }

  /// `whole.fraction`, the fraction in two digits: the way the exporter writes every amount.
  private static func amount(_ whole: Int, _ fraction: Int) -> DecimalParts {
    DecimalParts(isNegative: false, significand: UInt64(whole * 100 + fraction), exponent: -2)
  }
}
