/// The formula guard and the text guard of SHEET_FORMAT.md: a leading apostrophe `'`, the
/// spreadsheet's own "this is text" marker, before a text cell that a spreadsheet would otherwise
/// run as a formula or rewrite as a number, date, time or boolean.
///
/// Writing then reading gives back every string unchanged: the writer adds an apostrophe exactly
/// before a *guarded* text, and the reader removes one exactly when the rest is guarded.
package enum TextGuard {
  /// Whether a text needs the apostrophe: it starts like a formula (`=`, `+`, `-`, `@`, TAB,
  /// CR, LF), reads as a number, date, time, boolean or error value (also an integer in another
  /// script's digits, such as `１２３`), or begins with an apostrophe (so that a
  /// spreadsheet that drops one leading apostrophe and one that keeps it both give it back).
  package static func isGuarded(_ text: some StringProtocol) -> Bool {
    // A substring's bytes are read in place: a `String` of it would copy them.
    var text = Substring(text)
    return text.withUTF8 { isGuarded(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Whether a text, given as UTF-8 bytes, needs the apostrophe.
  package static func isGuarded(bytes: UnsafeRawBufferPointer) -> Bool {
    isGuarded(bytes: bytes, scan: TextScan(bytes))
  }

  /// Whether a text, given as UTF-8 bytes, needs the apostrophe, given the `scan` of those
  /// bytes. Decides as ``readsAsValue(bytes:)`` does, but runs the parsers only on a text that
  /// holds a digit and no byte of ``isInNoValue(_:)``: most texts are decided without them.
  package static func isGuarded(bytes: UnsafeRawBufferPointer, scan: TextScan) -> Bool {
    guard let first = bytes.first else { return false }
    if first == UInt8(ascii: "'") || isFormulaStart(first) { return true }
    let trimmed = bytes.trimmingSpaces
    if isErrorValue(trimmed) { return true }
    if !scan.isASCII, isIntegerInOtherDigits(trimmed) { return true }
    guard scan.holdsDigit else { return isBoolean(trimmed) }
    guard !bytes.contains(where: isInNoValue) else { return false }
    return readsAsNumberDateOrTime(trimmed)
  }

  /// The text as the exporter writes it: with a leading apostrophe when it is guarded.
  package static func guarded(_ text: String) -> String {
    isGuarded(text) ? "'" + text : text
  }

  /// The text as the exporter writes a cell of a column a person added, whose kind is unknown:
  /// only the formula guard applies, so the person's numbers and dates stay numbers and dates.
  package static func formulaGuarded(_ text: String) -> String {
    guard let first = text.utf8.first else { return text }
    let needsGuard = isFormulaStart(first) || first == UInt8(ascii: "'")
    return needsGuard ? "'" + text : text
  }

  /// Whether a text, given as UTF-8 bytes, is in its guarded form: an apostrophe before a text
  /// that needs one (`'2024`, `''x`).
  package static func isGuardedForm(bytes: UnsafeRawBufferPointer) -> Bool {
    bytes.first == UInt8(ascii: "'")
      && isGuarded(bytes: UnsafeRawBufferPointer(rebasing: bytes.dropFirst()))
  }

  /// The text as a cell holds it: one leading apostrophe removed when the rest is guarded.
  package static func unguarded(_ text: String) -> String {
    guard text.utf8.first == UInt8(ascii: "'") else { return text }
    let rest = text.dropFirst()
    return isGuarded(rest) ? String(rest) : text
  }

  /// Whether a first byte makes a spreadsheet read the cell as a formula.
  static func isFormulaStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0A,
      0x0D:
      true
    default: false
    }
  }

  /// Whether a cell, as written without a guard, is a formula to some spreadsheet: `=…`; `+`
  /// or `-` before an arithmetic expression without spaces (`+1+2`, `-2+3`, `-SUM(A1:A2)`);
  /// `@` before a function call (`@SUM(A1:A2)`); any of the three before a dynamic data
  /// exchange link, a program, `|`, a topic, `!` and an item (`+cmd|' /C calc'!A0`, the shape
  /// of a classic CSV injection). A signed number (`-5`, `+49`) or words (`-5 dollars refund`,
  /// `+49 30 1234567`, `@home`) are not.
  static func looksLikeFormula(bytes: UnsafeRawBufferPointer) -> Bool {
    guard let first = bytes.first else { return false }
    let rest = bytes.dropFirst()
    if first != UInt8(ascii: "="), isDataExchangeLink(rest) { return true }
    switch first {
    case UInt8(ascii: "="): return true
    case UInt8(ascii: "@"):
      guard let open = rest.firstIndex(of: UInt8(ascii: "(")), open > rest.startIndex else {
        return false
      }
      return rest[..<open].allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: ".") }
        && isLetter(rest[rest.startIndex])
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      guard !rest.isEmpty, rest.allSatisfy(isInExpression) else { return false }
      return rest.dropFirst().contains(where: isOperator)
    default: return false
    }
  }

  /// Whether bytes are a dynamic data exchange link: a program's name of letters and digits,
  /// `|`, a topic, `!` and an item (`cmd|' /C calc'!A0`).
  private static func isDataExchangeLink(_ bytes: UnsafeRawBufferPointer.SubSequence) -> Bool {
    guard let bar = bytes.firstIndex(of: UInt8(ascii: "|")), bar > bytes.startIndex,
      bytes[..<bar].allSatisfy({ isLetter($0) || isDigit($0) }),
      let bang = bytes[bar...].lastIndex(of: UInt8(ascii: "!"))
    else { return false }
    return bang > bytes.index(after: bar) && bang < bytes.index(before: bytes.endIndex)
  }

  /// An ASCII letter.
  private static func isLetter(_ byte: UInt8) -> Bool {
    byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
  }

  /// A byte of an arithmetic expression written without spaces: digits, cell references and
  /// function names, operators, parentheses, and the separators within them.
  private static func isInExpression(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "%"), UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: ","),
      UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "$"):
      true
    default: isDigit(byte) || isLetter(byte) || isOperator(byte)
    }
  }

  /// An operator, or an opening parenthesis: after the first character, what makes a signed
  /// number an expression.
  private static func isOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
      UInt8(ascii: "^"), UInt8(ascii: "("):
      true
    default: false
    }
  }

  /// Whether a spreadsheet would read the text as a number, date, time or boolean.
  static func readsAsValue(_ text: Substring) -> Bool {
    var text = text
    return text.withUTF8 { readsAsValue(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Whether a spreadsheet would read the text in these UTF-8 bytes as a number, date, time or
  /// boolean.
  static func readsAsValue(bytes raw: UnsafeRawBufferPointer) -> Bool {
    let bytes = raw.trimmingSpaces
    guard !bytes.isEmpty else { return false }
    if isIntegerInOtherDigits(bytes) || isErrorValue(bytes) { return true }
    // Every value but the booleans holds a digit.
    guard bytes.contains(where: isDigit) else { return isBoolean(bytes) }
    guard !bytes.contains(where: isNeverInValue) else { return false }
    return readsAsNumberDateOrTime(bytes)
  }

  /// Whether a spreadsheet would read bytes without spaces around, which hold a digit and no
  /// byte of ``isNeverInValue(_:)``, as a number, date or time.
  private static func readsAsNumberDateOrTime(_ bytes: UnsafeRawBufferPointer) -> Bool {
    if MoneyCell.parse(bytes, separator: .point) != nil
      || MoneyCell.parse(bytes, separator: .comma) != nil
    {
      return true
    }
    if bytes.last == UInt8(ascii: "%") {
      let number = UnsafeRawBufferPointer(rebasing: bytes.dropLast())
      if MoneyCell.parse(number, separator: .point) != nil
        || MoneyCell.parse(number, separator: .comma) != nil
      {
        return true
      }
    }
    // A weekday's name, or the marks of `2023年2月9日`, keep a typed text a text.
    return DateCell.shape(bytes, readingLongForms: false) != nil
      || TimestampCell.shape(bytes, readingLongForms: false) != nil
      || isPartialDateOrTime(bytes)
  }

  /// Whether bytes without spaces around are an integer written with digits of another script
  /// than ASCII, after an optional sign: `１２３` (full width), `١٢٣` (Arabic-Indic), `－５`.
  /// Gnumeric reads such a cell as the number 123, and writes it back so.
  static func isIntegerInOtherDigits(_ bytes: UnsafeRawBufferPointer) -> Bool {
    // Most texts start with a letter or mark: only a digit, a sign or a non-ASCII lead byte
    // may start such an integer.
    guard let first = bytes.first,
      first >= 0xC0 || isDigit(first) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-"),
      bytes.contains(where: { $0 >= 0x80 })
    else { return false }
    // Decoded scalar by scalar, so that a text stops at its first scalar that is no digit.
    var scalars = bytes.makeIterator()
    var decoder = UTF8()
    var isFirst = true
    var holdsDigit = false
    while true {
      switch decoder.decode(&scalars) {
      case .scalarValue(let scalar):
        defer { isFirst = false }
        if isFirst, Self.signs.contains(scalar) { continue }
        guard scalar.properties.numericType == .decimal else { return false }
        holdsDigit = true
      case .emptyInput: return holdsDigit
      case .error: return false
      }
    }
  }

  /// The signs before an integer in another script's digits: ASCII, full width, and the minus
  /// sign.
  private static let signs: Set<Unicode.Scalar> = ["+", "-", "\u{FF0B}", "\u{FF0D}", "\u{2212}"]

  /// The error values a spreadsheet shows for a formula that failed, which typed into a cell
  /// become that error (Excel, Google Sheets): `#N/A`, `#REF!` and the rest.
  private static let errorValues: [StaticString] = [
    "#N/A", "#REF!", "#DIV/0!", "#VALUE!", "#NAME?", "#NUM!", "#NULL!", "#ERROR!", "#SPILL!",
    "#CALC!", "#GETTING_DATA",
  ]

  /// Whether bytes without spaces around are an error value (`#N/A`), in any case.
  static func isErrorValue(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard bytes.first == UInt8(ascii: "#"), bytes.count <= 13 else { return false }
    return errorValues.contains { bytes.equalsIgnoringCase($0) }
  }

  /// Whether a text, spaces around it aside, is an error value (`#N/A`, `#ERROR!`).
  static func isErrorValue(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { isErrorValue(UnsafeRawBufferPointer($0).trimmingSpaces) }
  }

  /// Whether bytes without spaces around are `true` or `false`, in any case.
  private static func isBoolean(_ bytes: UnsafeRawBufferPointer) -> Bool {
    // Most texts have neither length, and are compared with neither word.
    switch bytes.count {
    case 4: bytes.equalsIgnoringCase("true")
    case 5: bytes.equalsIgnoringCase("false")
    default: false
    }
  }

  /// Whether a byte appears in no number, date, time or boolean that the cell readers accept
  /// (`_`, `#`, `@`, `;`, brackets and the like): a text holding one is plain text, whatever
  /// else it holds, such as a receipt's file name.
  private static func isNeverInValue(_ byte: UInt8) -> Bool {
    switch byte {
    case 0..<0x09, 0x0A..<0x20, UInt8(ascii: "!"), UInt8(ascii: "\""), UInt8(ascii: "#"),
      UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: ";"), UInt8(ascii: "<"),
      UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "@"),
      UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "^"),
      UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"),
      UInt8(ascii: "}"), UInt8(ascii: "~"), 0x7F:
      true
    default: false
    }
  }

  /// Whether a byte appears in no number, date, time or boolean: one of
  /// ``isNeverInValue(_:)``, or a lower-case `q` or `x`, the only lower-case letters in no word
  /// the cell readers accept (month names such as Polish `kwi`, currency words such as `kr` and
  /// `zł`, `de`, `klo`, `am`, `pm`, `e`, `t`, `z`, `true`, `false`); upper-case letters may all
  /// be in a currency code. `TextGuardPrefilterTests` checks that the decision does not change.
  static func isInNoValue(_ byte: UInt8) -> Bool {
    isNeverInValue(byte) || byte == UInt8(ascii: "q") || byte == UInt8(ascii: "x")
  }

  /// `1/2`, `1-2`, `5.1.`, `14:03`, `2:03 PM`, `5 Jan`: numbers joined by date or time marks
  /// and at most a month name or AM/PM, which spreadsheets turn into dates and times.
  private static func isPartialDateOrTime(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var numbers = 0
    var marks = 0
    var index = 0
    var words = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isDigit(byte) {
        numbers += 1
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        continue
      }
      switch byte {
      case UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
        marks += 1
      case UInt8(ascii: " "), UInt8(ascii: ","):
        break
      default:
        let start = index
        while index < bytes.count,
          bytes[index] >= 0x80 || (bytes[index] | 0x20 >= 0x61 && bytes[index] | 0x20 <= 0x7A)
        {
          index += 1
        }
        guard index > start else { return false }
        let word = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
        guard
          MonthNames.month(word) != nil || word.equalsIgnoringCase("am")
            || word.equalsIgnoringCase("pm")
        else { return false }
        words += 1
        continue
      }
      index += 1
    }
    return numbers >= 1 && numbers <= 3 && words <= 1 && (marks > 0 || words > 0)
      && (numbers >= 2 || words > 0)
  }
}
