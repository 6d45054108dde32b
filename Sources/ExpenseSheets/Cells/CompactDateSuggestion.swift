/// The date a date cell most likely means when it is written as eight digits, year first
/// (`20230109`, as a person types a date without its separators or a system exports it): the
/// cell is not read as that date, as no spreadsheet writes one so, but it is offered as the fix.
enum CompactDateSuggestion {
  /// The date `raw` spells as `YYYYMMDD` (spaces among the digits ignored: `2023 01 09`) in the
  /// years 1900 to 2199, written as the column takes it (`2023-01-09`); `nil` for any other cell.
  static func date(for raw: String) -> String? {
    let digits = raw.utf8.filter { $0 != UInt8(ascii: " ") }
    guard digits.count == 8, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    let number = { (range: Range<Int>) in
      range.reduce(0) { $0 * 10 + Int(digits[$1] - 0x30) }
    }
    guard case let year = number(0..<4), (1900...2199).contains(year),
      let date = SheetDate(year: year, month: number(4..<6), day: number(6..<8))
    else { return nil }
    return date.description
  }
}
