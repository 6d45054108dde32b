import Foundation

extension SpreadsheetRewrite {
  /// How a column's number format shows amounts: to a number of decimals (`0.0`, "Currency
  /// rounded") or of significant digits ("Scientific", `1.57E+02`).
  enum Rounding: Hashable {
    /// This many decimals.
    case decimals(Int)
    /// This many significant digits.
    case significantDigits(Int)
  }

  /// Whether `sheet` is `local` rounded as `rounding` shows it, half away from zero (or, to
  /// decimals, half to even too), and `local` is not shown so unrounded.
  static func isShownRounded(local: Decimal, sheet: Decimal, to rounding: Rounding) -> Bool {
    switch rounding {
    case .decimals(let decimals):
      isShownRounded(local: local, sheet: sheet, toDecimals: decimals)
    case .significantDigits(let digits):
      isShownRounded(local: local, sheet: sheet, toSignificantDigits: digits)
    }
  }

  /// Whether `sheet` is `local`, which has more than `digits` significant digits, rounded to
  /// `digits` half away from zero: what a column in scientific notation saves as shown
  /// (`157.41` as `1.57E+02`).
  static func isShownRounded(local: Decimal, sheet: Decimal, toSignificantDigits digits: Int)
    -> Bool
  {
    guard let localParts = DecimalParts(local)?.reduced,
      let sheetParts = DecimalParts(sheet)?.reduced,
      significantDigits(of: local) > digits
    else { return false }
    return localParts.rounded(toSignificantDigits: digits)?.reduced == sheetParts
  }

  /// Whether `value` shows unrounded as `rounding` shows it.
  static func isWithin(_ value: Decimal, _ rounding: Rounding) -> Bool {
    switch rounding {
    case .decimals(let decimals): fractionDigits(of: value) <= decimals
    case .significantDigits(let digits): significantDigits(of: value) <= digits
    }
  }

  /// The number of significant digits `value` has, trailing zeros left out (`4200` has two,
  /// `0.05` one); `Int.max` beyond 64 bits of digits.
  static func significantDigits(of value: Decimal) -> Int {
    guard var significand = DecimalParts(value)?.reduced.significand else { return .max }
    var count = 0
    while significand > 0 {
      significand /= 10
      count += 1
    }
    return count
  }
}
