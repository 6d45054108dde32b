import Foundation

/// Reads money as spreadsheets display it: `12.5`, `$12.50`, `1,234.56`, `12,50`, `1.234,56`,
/// `1 234,56 €`, `(12.50)`, `-12.50`, `CHF 1'234.50`, `CHF 1’234.50`, `1.5E+3`.
///
/// Whether `,` or `.` separates the fraction is decided per column (see `evidence(_:)`); the
/// other one, a space, a no-break space, `'` or `’` may group thousands, in groups of three
/// (or, before the last three digits, of two: `1,23,456.78`, as India groups them).
enum MoneyCell {
  /// Which decimal separator a cell needs, when it says: `12,50` needs a comma, `1,234.5` a point;
  /// `1,234` could be either, read as different amounts; `12` says nothing (`nil`), nor does a
  /// cell whose separators read as money with neither (`12.3.4`). Digits of another script
  /// count as their ASCII ones (see ``NativeNumerals``).
  static func evidence(_ bytes: UnsafeRawBufferPointer) -> MoneyEvidence? {
    var commas = 0
    var points = 0
    var lastSeparator: UInt8 = 0
    var digitsAfterLast = 0
    var mayHoldOtherDigits = false
    var previous: UInt8 = 0
    // The digits before the first separator, and whether they start with a zero: a number
    // grouped in thousands starts with a group of one to three digits, the first not a zero.
    var digitRun = 0
    var runStartsWithZero = false
    var mayLeadGroups = false
    for (index, byte) in bytes.enumerated() {
      defer { previous = byte }
      if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") {
        // A point or comma a word ends with, or holds, is the word's (`kr.`, `Fr. 12`, `ج.م.`).
        if isLetter(previous), index + 1 == bytes.count || !isDigit(bytes[index + 1]) { continue }
        if commas + points == 0 {
          mayLeadGroups = (1...3).contains(digitRun) && !runStartsWithZero
        }
        if byte == UInt8(ascii: ",") { commas += 1 } else { points += 1 }
        lastSeparator = byte
        digitsAfterLast = 0
      } else if isDigit(byte) {
        digitsAfterLast += 1
        if digitRun == 0 { runStartsWithZero = byte == UInt8(ascii: "0") }
        digitRun += 1
      } else if byte | 0x20 == UInt8(ascii: "e"), isDigit(previous) {
        return points > 0 ? .needs(.point) : nil
      } else {
        digitRun = 0
        // A character that may be a digit of another script. Those led by 0xC2 (no-break
        // space, `£`, `¥`) and 0xE2 (`€`, `’`, narrow no-break space, direction marks) are
        // none, nor change the evidence: a column of `1.234,56 €` is not translated.
        if byte >= 0xC3, byte != 0xE2 { mayHoldOtherDigits = true }
      }
    }
    if mayHoldOtherDigits, let translated = NativeNumerals.ascii(bytes) {
      return translated.withUnsafeBytes(evidence)
    }
    // Two separators or more say which one is decimal only when they read as money with it:
    // `12.3.4` groups no thousands, and says nothing.
    let needed: DecimalSeparator? =
      commas > 0 && points > 0
      ? (lastSeparator == UInt8(ascii: ",") ? .comma : .point)
      : commas > 1 ? .point : points > 1 ? .comma : nil
    if let needed { return parse(bytes, separator: needed) == nil ? nil : .needs(needed) }
    // One separator before three digits reads as either, unless what comes before it cannot
    // lead groups of thousands (`0,125`, `1234.567`): then only as decimal.
    let isEither = digitsAfterLast == 3 && mayLeadGroups
    if commas == 1 { return isEither ? .either : .needs(.comma) }
    if points == 1 { return isEither ? .either : .needs(.point) }
    return nil
  }

  /// The amount in `bytes` read with a decimal separator, or `nil` when it is not money. More
  /// than 15 significant digits are a binary floating-point rendering, read rounded to 15
  /// (``DecimalParts/asCellValue``).
  static func parse(_ bytes: UnsafeRawBufferPointer, separator: DecimalSeparator) -> Decimal? {
    let bytes = bytes.trimmingSpaces
    if separator == .point, let parts = plainParts(bytes) {
      return parts.asCellValue.decimal
    }
    return parseDisplayed(bytes, separator: separator)
  }

  /// The parts of a plain number, `-1234.5`: an optional minus, then digits with at most one
  /// point between them, 18 digits at most. That is what the exporter writes, and it is read
  /// here without the general scan of `parseDisplayed`, which gives the same parts for it;
  /// `nil` for any other text.
  static func plainParts(_ bytes: UnsafeRawBufferPointer) -> DecimalParts? {
    guard !bytes.isEmpty else { return nil }
    let isNegative = bytes[0] == UInt8(ascii: "-")
    let start = isNegative ? 1 : 0
    var significand: UInt64 = 0
    var point = -1
    for index in start..<bytes.count {
      let digit = bytes[index] &- 0x30
      if digit < 10 {
        significand = significand &* 10 &+ UInt64(digit)
      } else if bytes[index] == UInt8(ascii: "."), point < 0 {
        point = index
      } else {
        return nil
      }
    }
    let digitCount = bytes.count - start - (point < 0 ? 0 : 1)
    guard digitCount > 0, digitCount <= 18, point != start, point != bytes.count - 1 else {
      return nil
    }
    return DecimalParts(
      isNegative: isNegative, significand: significand,
      exponent: point < 0 ? 0 : point + 1 - bytes.count)
  }

  /// The amount in `bytes` in any form a spreadsheet displays, or `nil` when it is not money.
  static func parseDisplayed(_ bytes: UnsafeRawBufferPointer, separator: DecimalSeparator)
    -> Decimal?
  {
    var bytes = bytes.trimmingSpaces
    guard !bytes.isEmpty else { return nil }
    var negative = false
    if bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") {
      negative = true
      bytes = UnsafeRawBufferPointer(rebasing: bytes[1..<(bytes.count - 1)]).trimmingSpaces
    }
    var start = 0
    var end = bytes.count
    // Sign and currency before the number, in either order.
    for _ in 0..<2 {
      if start < end, let length = signLength(bytes, at: start) {
        if negative { return nil }
        negative = bytes[start] != UInt8(ascii: "+")
        start += length
      } else if let length = currencyLength(bytes, from: start, to: end) {
        start += length
      }
      while start < end, isSpace(bytes, at: start) { start += spaceLength(bytes, at: start) }
    }
    // Currency, a whole amount's dash and a trailing minus after the number.
    // The dash is the number's last mark: no minus after it.
    var mayEndWithDash = true
    for _ in 0..<2 {
      while end > start, isSpaceBefore(bytes, end: end) {
        end -= spaceLengthBefore(bytes, end: end)
      }
      if mayEndWithDash, let length = wholeAmountDashLength(bytes, from: start, to: end, separator)
      {
        mayEndWithDash = false
        end -= length
      } else if end > start, bytes[end - 1] == UInt8(ascii: "-"), !negative {
        mayEndWithDash = false
        negative = true
        end -= 1
      } else if let length = trailingCurrencyLength(bytes, from: start, to: end) {
        end -= length
      }
    }
    guard start < end else { return nil }
    let number = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
    guard let parts = digits(number, separator: separator) else { return nil }
    let value = DecimalParts(
      isNegative: negative, significand: parts.significand, exponent: parts.exponent
    ).asCellValue.decimal
    // An exponent past a `Decimal`'s range (`1E+400`, `1E-400`) overflows to NaN or underflows
    // to zero: neither is the amount written.
    guard !value.isNaN, value.isZero == (parts.significand == 0) else { return nil }
    return value
  }

  /// The length of the decimal separator and dash that end a whole amount, `12,-`, `4200.–`
  /// or `12,—` (Swiss, German, Dutch and Nordic price tags: no cents), when `bytes[from..<to]`
  /// ends with them after a digit; `nil` otherwise. The separator must be the column's: in a
  /// column of decimal points, `1.234,-` is no amount.
  private static func wholeAmountDashLength(
    _ bytes: UnsafeRawBufferPointer, from: Int, to: Int, _ separator: DecimalSeparator
  ) -> Int? {
    let dashLength: Int
    if to - from >= 3, bytes[to - 1] == UInt8(ascii: "-") {
      dashLength = 1
    } else if to - from >= 5, bytes[to - 3] == 0xE2, bytes[to - 2] == 0x80,
      bytes[to - 1] == 0x93 || bytes[to - 1] == 0x94
    {
      dashLength = 3  // an en dash or an em dash
    } else {
      return nil
    }
    let separatorIndex = to - dashLength - 1
    guard bytes[separatorIndex] == separator.byte, isDigit(bytes[separatorIndex - 1]) else {
      return nil
    }
    return dashLength + 1
  }

  /// The significand and exponent of a plain number with grouping, or `nil` when malformed.
  private static func digits(_ bytes: UnsafeRawBufferPointer, separator: DecimalSeparator)
    -> (significand: UInt64, exponent: Int)?
  {
    var significand: UInt64 = 0
    var exponent = 0
    var index = 0
    var digitCount = 0
    var groupLength = -1  // digits since the last grouping mark; -1 before any mark
    var firstGroupLength = 0
    // Whether the groups before the last are of two digits (`1,23,456.78`, India's lakh and
    // crore); `nil` before a group is closed by the next mark.
    var isIndianGrouping: Bool?
    var seenDecimal = false
    while index < bytes.count {
      let byte = bytes[index]
      if isDigit(byte) {
        if significand <= (UInt64.max - 9) / 10 {
          significand = significand * 10 + UInt64(byte &- 0x30)
          if seenDecimal { exponent -= 1 }
        } else if !seenDecimal {
          // Past 19 digits the value is a floating-point rendering, rounded to 15 digits later:
          // the digits beyond are dropped.
          exponent += 1
        }
        digitCount += 1
        if groupLength >= 0 { groupLength += 1 } else if !seenDecimal { firstGroupLength += 1 }
        index += 1
      } else if byte == separator.byte && !seenDecimal {
        if groupLength >= 0 && groupLength != 3 { return nil }
        seenDecimal = true
        groupLength = -1
        index += 1
      } else if !seenDecimal, case let length = groupingMarkLength(bytes, at: index, separator),
        length > 0
      {
        if groupLength >= 0 {
          // A group closed by another mark: all of three digits, or all of two (Indian).
          let isIndian = groupLength == 2
          guard groupLength == 3 || isIndian, (isIndianGrouping ?? isIndian) == isIndian,
            !isIndian || firstGroupLength <= 2
          else { return nil }
          isIndianGrouping = isIndian
        }
        // The first group, the digits from the start, holds one to three of them, the first
        // not a zero (`0,125` groups nothing: it is a decimal with the other separator).
        if groupLength < 0
          && (firstGroupLength == 0 || firstGroupLength > 3 || bytes[0] == UInt8(ascii: "0"))
        {
          return nil
        }
        groupLength = 0
        index += length
      } else if byte | 0x20 == UInt8(ascii: "e"), digitCount > 0 {
        index += 1
        var exponentSign = 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          exponentSign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
          index += 1
        }
        var value = 0
        let start = index
        while index < bytes.count, isDigit(bytes[index]), index - start < 4 {
          value = value * 10 + Int(bytes[index] &- 0x30)
          index += 1
        }
        guard index > start, index == bytes.count else { return nil }
        if groupLength >= 0 && groupLength != 3 { return nil }
        return (significand, exponent + exponentSign * value)
      } else {
        return nil
      }
    }
    if groupLength >= 0 && groupLength != 3 { return nil }
    guard digitCount > 0 else { return nil }
    return (significand, exponent)
  }

  /// The length of a mark that groups thousands at `index`: the separator's grouping byte, a
  /// space (see `spaceLength(_:at:)`), `'` or U+2019 (Switzerland's `1’234.50`); 0 when none.
  private static func groupingMarkLength(
    _ bytes: UnsafeRawBufferPointer, at index: Int, _ separator: DecimalSeparator
  ) -> Int {
    let byte = bytes[index]
    if byte == separator.groupingByte || byte == UInt8(ascii: "'") { return 1 }
    if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x99 {
      return 3
    }
    return spaceLength(bytes, at: index)
  }

  private static func signLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
    let byte = bytes[index]
    if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { return 1 }
    // U+2212 MINUS SIGN.
    if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x88, bytes[index + 2] == 0x92 {
      return 3
    }
    return nil
  }

  /// The length of a currency sign or ISO code at `from`: `$`, `US$`, `€`, `EUR`, `kr`, `zł`.
  private static func currencyLength(_ bytes: UnsafeRawBufferPointer, from: Int, to: Int) -> Int? {
    var index = from
    // A point or comma ends the run before a digit (`$.50`); within a word it is the word's
    // (`Fr.`, `ج.م.`).
    while index < to, !isDigit(bytes[index]), bytes[index] != UInt8(ascii: "-"),
      bytes[index] != UInt8(ascii: "+"), !isSpace(bytes, at: index),
      !(isPointOrComma(bytes[index]) && index + 1 < to && isDigit(bytes[index + 1]))
    {
      index += 1
    }
    let length = index - from
    guard length > 0, isCurrency(UnsafeRawBufferPointer(rebasing: bytes[from..<index])) else {
      return nil
    }
    return length
  }

  private static func trailingCurrencyLength(_ bytes: UnsafeRawBufferPointer, from: Int, to: Int)
    -> Int?
  {
    var index = to
    // A point or comma ends the run after a digit (`12.`); within a word it is the word's
    // (`kr.`, `лв.`).
    while index > from, !isDigit(bytes[index - 1]), bytes[index - 1] != UInt8(ascii: "-"),
      !isSpaceBefore(bytes, end: index),
      !(isPointOrComma(bytes[index - 1]) && index - 1 > from && isDigit(bytes[index - 2]))
    {
      index -= 1
    }
    let length = to - index
    guard length > 0, isCurrency(UnsafeRawBufferPointer(rebasing: bytes[index..<to])) else {
      return nil
    }
    return length
  }

  /// Whether a run of bytes is a currency: one non-ASCII symbol, `$` after up to three capitals,
  /// an upper-case ISO 4217 code, or one of ``CurrencyWords``.
  private static func isCurrency(_ run: UnsafeRawBufferPointer) -> Bool {
    if run.last == UInt8(ascii: "$") {
      return run.count <= 4 && run.dropLast().allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
    }
    if run.count == 3, run.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) { return true }
    if run.first! >= 0x80 {
      // A single scalar such as €, £, ¥, ₹ (2 to 4 bytes).
      let scalars = String(decoding: run, as: UTF8.self).unicodeScalars
      if scalars.count == 1 && scalars.first!.properties.generalCategory == .currencySymbol {
        return true
      }
    }
    return CurrencyWords.contains(run)
  }

  /// Whether a byte is an ASCII letter or part of a non-ASCII character.
  private static func isLetter(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  private static func isPointOrComma(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")
  }

  private static func isSpace(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
    spaceLength(bytes, at: index) > 0
  }

  /// The length of a space at `index`: ASCII space, U+00A0 or U+202F; 0 when none.
  private static func spaceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
    if bytes[index] == 0x20 { return 1 }
    if bytes[index] == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 { return 2 }
    if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
      bytes[index + 2] == 0xAF
    {
      return 3
    }
    return 0
  }

  private static func isSpaceBefore(_ bytes: UnsafeRawBufferPointer, end: Int) -> Bool {
    spaceLengthBefore(bytes, end: end) > 0
  }

  private static func spaceLengthBefore(_ bytes: UnsafeRawBufferPointer, end: Int) -> Int {
    if bytes[end - 1] == 0x20 { return 1 }
    if end >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0xA0 { return 2 }
    if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xAF {
      return 3
    }
    return 0
  }
}
