import Foundation

/// Differences a spreadsheet makes by itself (SHEET_FORMAT.md, "What a spreadsheet destroys"):
/// a sheet value that differs from the local one only this way is not taken as a person's edit.
enum SpreadsheetRewrite {
  /// Money scaled by a power of ten (a decimal-comma locale reading `0.125` as `125`), or
  /// rounded past 15 significant digits.
  static func isRewrittenMoney(local: Decimal, sheet: Decimal) -> Bool {
    guard let localParts = DecimalParts(local)?.reduced,
      let sheetParts = DecimalParts(sheet)?.reduced
    else { return isRewrittenMoneyByArithmetic(local: local, sheet: sheet) }
    guard localParts.significand != 0, sheetParts.significand != 0, localParts != sheetParts,
      localParts.isNegative == sheetParts.isNegative
    else { return false }
    if localParts.significand == sheetParts.significand {
      return (1...6).contains(abs(localParts.exponent - sheetParts.exponent))
    }
    return localParts.rounded(toSignificantDigits: 15)?.reduced == sheetParts
  }

  /// The power-of-ten test in `Decimal` arithmetic, for significands beyond 64 bits.
  private static func isRewrittenMoneyByArithmetic(local: Decimal, sheet: Decimal) -> Bool {
    guard local != 0, sheet != 0, !MoneyComparison.equal(local, sheet) else { return false }
    var scaled = local
    for _ in 1...6 {
      scaled *= 10
      if scaled == sheet { return true }
    }
    scaled = local
    for _ in 1...6 {
      scaled /= 10
      if scaled == sheet { return true }
    }
    return false
  }

  /// Leading zeros gone (`00123` to `123`), or text turned into a date or number.
  static func isRewrittenText(local: String, sheet: String) -> Bool {
    guard !TextComparison.equal(local, sheet), !local.isEmpty else { return false }
    if local.utf8.first == UInt8(ascii: "0") {
      let trimmed = local.drop { $0 == "0" }
      if !trimmed.isEmpty, trimmed == sheet[...] { return true }
    }
    // Text a spreadsheet took for a date (`1/2`, `5 Jan`) comes back as a date's display. The
    // sheet's side is tested first: most edited text is no date, and that test is the cheapest.
    return looksLikeDate(sheet) && TextGuard.readsAsValue(local[...]) && !looksLikeDate(local)
  }

  private static func looksLikeDate(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      return DateCell.shape(raw) != nil || TimestampCell.shape(raw) != nil
    }
  }
}
