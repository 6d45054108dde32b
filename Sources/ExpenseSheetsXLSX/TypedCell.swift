import ExpenseSheets
import SheetXLSX

/// A canonical CSV cell written as the typed workbook cell of its column's kind.
enum TypedCell {
  /// Appends the cell whose canonical text is `bytes`, in a column of `kind` (`nil`: a column
  /// a person added, kept as text).
  static func append(
    _ bytes: UnsafeBufferPointer<UInt8>, kind: CellKind?, to rows: inout SheetRowsWriter
  ) {
    guard !bytes.isEmpty else { return rows.skipCell() }
    switch kind {
    case .money?:
      rows.appendNumber(decimal: bytes, style: .money)
    case .integer? where bytes.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) && bytes.count < 16:
      rows.appendNumber(decimal: bytes)
    case .date?:
      if let date = date(bytes), !bytes.lexicographicallyPrecedes(firstCommonSerialDay) {
        rows.appendDate(date)
      } else {
        text(bytes, to: &rows)
      }
    case .boolean?:
      switch bytes.count {
      case 4: rows.appendBoolean(true)
      case 5: rows.appendBoolean(false)
      default: text(bytes, to: &rows)
      }
    default:
      text(bytes, to: &rows)
    }
  }

  /// A text cell: the guard apostrophe of the CSV encoding removed, since a text cell needs none,
  /// unless the text is itself in a guarded form (`'2024`, written `''2024`), which a reader
  /// takes as a guard kept as text.
  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, to rows: inout SheetRowsWriter) {
    if bytes[0] == UInt8(ascii: "'") {
      let string = String(decoding: bytes, as: UTF8.self)
      var unguarded = TextGuard.unguarded(string)
      let keepsGuard = unguarded.withUTF8 {
        TextGuard.isGuardedForm(bytes: UnsafeRawBufferPointer($0))
      }
      return rows.appendText(keepsGuard ? string : unguarded)
    }
    rows.appendText(bytes)
  }

  /// The first day whose serial number every spreadsheet reads alike: serials count Excel's
  /// 1900-02-29, a day that never was, which LibreOffice does not, so it reads the days before
  /// as a day earlier. Those are written as text.
  private static let firstCommonSerialDay = Array("1900-03-01".utf8)

  /// `YYYY-MM-DD`.
  private static func date(_ bytes: UnsafeBufferPointer<UInt8>) -> CivilDateTime? {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    return CivilDateTime(year: year, month: month, day: day)
  }
}
