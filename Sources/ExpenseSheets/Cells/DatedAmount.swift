import Foundation

/// An amount cell that holds a date: a spreadsheet in a locale that writes dates with dots
/// (Turkish, Polish, Hungarian LibreOffice) reads an exported amount such as `30.01` as the
/// 30th of January and gives it back as `30.01.2026`. The amounts it may have been are the
/// date's day and month read back as an amount, either way round: `30.01`, and `1.30` for a
/// spreadsheet that reads month first.
struct DatedAmount: Sendable, Hashable {
  /// The cell's A1 reference, such as `Transactions!F4`.
  var cell: String
  /// The amounts the date reads back as: the day before the point, then the month before it.
  var candidates: [Decimal]

  /// The amounts the date cell `bytes` reads back as, or `nil` when it holds no date.
  static func candidates(_ bytes: UnsafeRawBufferPointer) -> [Decimal]? {
    let pair: (Int, Int)
    switch DateCell.shape(bytes) {
    case .exact(let date)?: pair = (date.day, date.month)
    case .dayMonthPair(let first, let second, _, _)?: pair = (first, second)
    case nil: return nil
    }
    let dayFirst = amount(pair.0, pair.1)
    let monthFirst = amount(pair.1, pair.0)
    return dayFirst == monthFirst ? [dayFirst] : [dayFirst, monthFirst]
  }

  /// `whole.fraction`, the fraction in two digits: the way the exporter writes every amount.
  private static func amount(_ whole: Int, _ fraction: Int) -> Decimal {
    DecimalParts(isNegative: false, significand: UInt64(whole * 100 + fraction), exponent: -2)
      .decimal
  }
}
