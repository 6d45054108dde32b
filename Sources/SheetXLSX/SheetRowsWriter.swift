/// Writes rows of one worksheet as the `<row>` elements of an .xlsx file's `<sheetData>`,
/// straight into a byte buffer: one row after the other, each cell typed. A sheet's rows can be
/// written in parts, each by its own writer starting at its first row's number.
///
/// Text is written inline (`t="inlineStr"`), never as a formula, so no text needs a guard.
public struct SheetRowsWriter: Sendable {
  /// The XML written so far.
  public private(set) var bytes: [UInt8] = []
  /// The number of the row being written (rows are numbered from 1); before the first, one less
  /// than the first row's.
  public private(set) var rowNumber: Int
  private var hasRow = false
  /// Where the row's number is written in its `<row r="…">`, to be copied into each cell's
  /// reference rather than written out again.
  private var rowDigits = 0..<0
  private var column = 0

  /// Creates an empty writer whose first row is `firstRow`, its buffer sized for about
  /// `capacity` bytes.
  public init(firstRow: Int = 1, capacity: Int = 0) {
    rowNumber = firstRow - 1
    bytes.reserveCapacity(capacity)
  }

  /// Starts the next row.
  public mutating func startRow() {
    if hasRow { bytes += "</row>".utf8 }
    hasRow = true
    rowNumber += 1
    column = 0
    bytes += "<row r=\"".utf8
    let start = bytes.count
    appendDecimal(rowNumber)
    rowDigits = start..<bytes.count
    bytes += "\">".utf8
  }

  /// Skips the next cell, leaving it empty.
  public mutating func skipCell() { column += 1 }

  /// Appends a text cell.
  public mutating func appendText(_ text: UnsafeBufferPointer<UInt8>, style: CellStyle = .plain) {
    guard !text.isEmpty else { return skipCell() }
    startCell(type: "inlineStr", style: style)
    let edgeSpace = Self.isSpace(text[0]) || Self.isSpace(text[text.count - 1])
    bytes += edgeSpace ? "<is><t xml:space=\"preserve\">".utf8 : "<is><t>".utf8
    XMLText.appendEscaped(text, to: &bytes)
    bytes += "</t></is></c>".utf8
  }

  /// Appends a text cell.
  public mutating func appendText(_ text: String, style: CellStyle = .plain) {
    var text = text
    text.withUTF8 { appendText($0, style: style) }
  }

  /// Appends a number cell whose value is written as `decimal`, a number in XML Schema's
  /// lexical form (`12.50`, `-3`): taken as it is, so that an exact decimal is not rounded
  /// through a `Double` here.
  public mutating func appendNumber(decimal: UnsafeBufferPointer<UInt8>, style: CellStyle = .plain)
  {
    startCell(type: nil, style: style)
    bytes += "<v>".utf8
    bytes.append(contentsOf: decimal)
    bytes += "</v></c>".utf8
  }

  /// Appends a number cell.
  public mutating func appendNumber(_ value: Double, style: CellStyle = .plain) {
    var text = NumberText.shortest(value)
    text.withUTF8 { appendNumber(decimal: $0, style: style) }
  }

  /// Appends a date cell: its serial number in the 1900 date system, shown as `yyyy-mm-dd`.
  public mutating func appendDate(_ date: CivilDateTime) {
    appendNumber(date.serial1900, style: .isoDate)
  }

  /// Appends a boolean cell (`TRUE`/`FALSE`).
  public mutating func appendBoolean(_ value: Bool) {
    startCell(type: "b", style: .plain)
    bytes += (value ? "<v>1</v></c>" : "<v>0</v></c>").utf8
  }

  /// The finished rows, for ``WorksheetPart/rowParts``.
  public consuming func finish() -> [UInt8] {
    if hasRow { bytes += "</row>".utf8 }
    return bytes
  }

  private mutating func startCell(type: StaticString?, style: CellStyle) {
    bytes += "<c r=\"".utf8
    ColumnName.appendLetters(of: column, to: &bytes)
    for index in rowDigits { bytes.append(bytes[index]) }
    bytes.append(UInt8(ascii: "\""))
    if style != .plain {
      bytes += " s=\"".utf8
      bytes.append(UInt8(ascii: "0") + UInt8(style.rawValue))
      bytes.append(UInt8(ascii: "\""))
    }
    if let type {
      bytes += " t=\"".utf8
      bytes.append(
        contentsOf: UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount))
      bytes.append(UInt8(ascii: "\""))
    }
    bytes.append(UInt8(ascii: ">"))
    column += 1
  }

  private mutating func appendDecimal(_ value: Int) {
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      } while rest > 0 && count < 10
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
