extension SpreadsheetRewrite {
  /// Whether `sheet` is the number the text `local` spells, shown again as a spreadsheet shows
  /// numbers: in scientific notation (`12345678901234567890` as `1.23457E+19` or `1,23457E+19`),
  /// rounded to 15 significant digits (`12345678901234567` as `12345678901234600`), with its
  /// thousands grouped (`12,345,678,901,234,600,000`), or written out when typed in scientific
  /// notation (`1E5` as `100000` or `1.00E+05`). Text a spreadsheet took for a number, its
  /// guarding apostrophe gone, comes back so, its digits lost.
  static func isNumberShownAgain(local: String, sheet: String) -> Bool {
    guard let local = NumberText(local), let sheet = NumberText(sheet),
      local.parts.isNegative == sheet.parts.isNegative,
      local.isScientific || sheet.isScientific || sheet.isGrouped
        || local.significantDigits > DecimalParts.spreadsheetDigits
    else { return false }
    let shown = sheet.parts.reduced
    return local.parts.rounded(toSignificantDigits: max(1, shown.digitCount))?.reduced == shown
  }
}

/// A number as text: an optional sign, digits with an optional decimal point, and an optional
/// exponent (`-1.5`, `1.23457E+19`), as a spreadsheet also shows it: a decimal comma before an
/// exponent (`1,23457E+19`), thousands grouped by commas (`12,345,678`).
private struct NumberText {
  /// The value.
  var parts: DecimalParts
  /// Whether it has an exponent.
  var isScientific: Bool
  /// How many digits it has, leading zeros left out.
  var significantDigits: Int
  /// Whether its thousands were grouped.
  var isGrouped = false

  init?(_ text: String) {
    var text = text
    if text.utf8.contains(UInt8(ascii: ",")) {
      if text.utf8.contains(where: { $0 == UInt8(ascii: "E") || $0 == UInt8(ascii: "e") }) {
        text = text.replacingOccurrences(of: ",", with: ".")
      } else if Self.hasGroupedThousands(text.utf8) {
        text = text.replacingOccurrences(of: ",", with: "")
        isGrouped = true
      } else {
        return nil
      }
    }
    var utf8 = Substring(text).utf8[...]
    var isNegative = false
    if let sign = utf8.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      isNegative = sign == UInt8(ascii: "-")
      utf8 = utf8.dropFirst()
    }
    var (significand, exponent, digits, seenPoint) = (UInt64(0), 0, 0, false)
    while let byte = utf8.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
      utf8 = utf8.dropFirst()
      if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
        continue
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      if significand == 0 && byte == UInt8(ascii: "0") {
        if seenPoint { exponent -= 1 }
        continue
      }
      let (times10, overflow) = significand.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      (significand, digits) = (sum, digits + 1)
      if seenPoint { exponent -= 1 }
    }
    isScientific = !utf8.isEmpty
    if isScientific {
      guard let power = Int(Substring(utf8.dropFirst())), abs(power) <= 400 else { return nil }
      exponent += power
    }
    guard digits > 0 || text.utf8.contains(UInt8(ascii: "0")) else { return nil }
    parts = DecimalParts(isNegative: isNegative, significand: significand, exponent: exponent)
    significantDigits = digits
  }

  /// Whether the whole part of `utf8` (before a `.`) is digits grouped by commas in threes,
  /// after one to three (`12,345,678`).
  private static func hasGroupedThousands(_ utf8: String.UTF8View) -> Bool {
    var whole = utf8.prefix { $0 != UInt8(ascii: ".") }[...]
    if let sign = whole.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      whole = whole.dropFirst()
    }
    let groups = whole.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    guard groups.count > 1, (1...3).contains(groups[0].count) else { return false }
    return groups.allSatisfy { group in
      group.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    } && groups.dropFirst().allSatisfy { $0.count == 3 }
  }
}
