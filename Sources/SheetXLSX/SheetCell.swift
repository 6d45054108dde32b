/// One cell read from a spreadsheet: its column and its typed value.
public struct SheetCell: Sendable, Hashable {
  /// The zero-based column: 0 is `A`.
  public var column: Int
  /// What the cell holds.
  public var value: Value
  /// Whether the cell holds a formula (its value is then the one last computed and saved).
  public var isFormula: Bool
  /// The text a typed cell shows, as its file holds it beside the value: an .ods cell's
  /// paragraphs (`1,5` for the number 1.5, `SANT` for `TRUE`, `50 %` for 0.5 shown as a
  /// percentage). `nil` for a text or an error, whose value is what it shows, and for an .xlsx
  /// cell, whose file holds no shown text.
  public var shownText: String?

  /// The boolean of a formula that is only `TRUE()` or `FALSE()` (with OpenDocument's `of:=`
  /// prefix or not), or `TRUE` or `FALSE`: how LibreOffice writes every boolean, and Gnumeric
  /// those it read so, a value rather than a formula.
  static func booleanConstant(_ formula: String) -> Bool? {
    var text = Substring(formula)
    if text.hasPrefix("of:") { text = text.dropFirst(3) }
    if text.hasPrefix("=") { text = text.dropFirst() }
    switch text.uppercased() {
    case "TRUE()", "TRUE": return true
    case "FALSE()", "FALSE": return false
    default: return nil
    }
  }

  /// Whether `text` is an error a spreadsheet shows for a formula that failed: `#N/A`,
  /// `#DIV/0!`, `#VALUE!`, `#REF!`, `#NAME?`, `#NUM!`, `#NULL!` and newer ones like `#SPILL!`,
  /// or LibreOffice's `Err:502`.
  static func isErrorLiteral(_ text: String) -> Bool {
    if text.hasPrefix("Err:") {
      return text.count > 4 && text.dropFirst(4).allSatisfy { $0.isASCII && $0.isNumber }
    }
    return errorLiterals.contains(text)
  }

  /// The errors spreadsheets show for failed formulas, as Excel, LibreOffice, Gnumeric and
  /// Google Sheets write them.
  private static let errorLiterals: Set<String> = [
    "#N/A", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#NULL!", "#SPILL!", "#CALC!",
    "#GETTING_DATA", "#FIELD!", "#BLOCKED!", "#CONNECT!", "#BUSY!", "#UNKNOWN!", "#ERROR!",
  ]

  /// Creates a cell.
  public init(column: Int, value: Value, isFormula: Bool = false, shownText: String? = nil) {
    self.column = column
    self.value = value
    self.isFormula = isFormula
    self.shownText = shownText
  }

  /// A cell's typed value.
  public enum Value: Sendable, Hashable {
    /// Text, exactly as the cell holds it.
    case text(String)
    /// A number, as the binary floating-point value the file stores.
    case number(Double)
    /// A number its cell's format shows as a percentage (0.5 shown as 50%).
    case percent(Double)
    /// A date (no time of day shown by the cell's format).
    case date(CivilDateTime)
    /// A date and time of day, without a time zone (spreadsheets keep none).
    case dateTime(CivilDateTime)
    /// `TRUE` or `FALSE`.
    case boolean(Bool)
    /// An error value such as `#N/A`, as its text.
    case error(String)
    /// No value: a formula whose computed value the file does not hold (saved uncalculated).
    case uncomputed
  }
}
