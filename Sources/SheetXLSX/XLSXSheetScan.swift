import Foundation

/// One forward scan over a worksheet's XML: `<row>`s of `<c>` cells, each typed by its `t`
/// attribute and, for numbers, by its style's number format, their text decoded straight into
/// the row's byte buffer.
struct XLSXSheetScan: Sendable {
  /// The workbook's shared strings.
  let strings: SharedStrings
  /// What each cell style shows a number as.
  let styles: [NumberFormatKind]
  /// The workbook's date system.
  let system: CivilDateTime.DateSystem

  /// The rows of a spreadsheet's grid (Excel's, the largest): a cell below is damage.
  static let rowCount = 1_048_576
  /// The columns of a spreadsheet's grid, `A` to `XFD`: a cell to the right is damage.
  static let columnCount = 16_384

  /// How the scan of a piece ended.
  enum Ending: Sendable, Hashable {
    /// At the piece's end, the sheet's data going on.
    case pieceEnd
    /// At the end of the sheet's data (`</sheetData>`): a sheet whose XML stops before is cut
    /// off.
    case sheetEnd
    /// At a cell outside the grid (past ``rowCount`` or ``columnCount``), its reference (such
    /// as `A2000000000`); its row is not called.
    case outsideGrid(reference: String)
    /// At a cell of type `s` whose value is no index of the workbook's shared strings: its
    /// reference and value; its row is not called.
    case unknownSharedString(reference: String, value: String)
    /// At a cell whose reference is not to the right of the row's cell before it (`A1` after
    /// `C1`): both references; its row is not called.
    case cellOutOfOrder(reference: String, after: String)
    /// At a row whose number is not below the row before it (`<row r="1">` after row 14): both
    /// numbers; the row is not called.
    case rowOutOfOrder(number: Int, after: Int)
    /// At a `<` that starts no tag (see ``XMLScanner/hasName(_:)``), in or after the place
    /// given (`its cell B5`, `its row 5`); its row is not called.
    case strayBracket(place: String)
  }

  /// The cell being read: what its start tag and children said.
  private struct Cell {
    var column = -1
    /// Its `r` attribute, when it has one.
    var reference: Range<Int>?
    var type: Range<Int>?
    var style = 0
    var value: Range<Int>?
    /// Where its inline text starts in the row's bytes, once a `<t>` was read.
    var inlineStart: Int?
    var isFormula = false
    /// The value of its formula when that is a boolean constant (`TRUE()`), as LibreOffice saves a
    /// boolean: known without the computed value, which a program may drop.
    var constant: Bool?
    /// Whether its start tag was read and its end tag is still to come.
    var isOpen = false
  }

  /// Calls `row` for each row that holds a cell, with its number and cells.
  ///
  /// - Returns: How the scan ended: at the piece's end, at the sheet data's, or at the first
  ///   cell outside the grid.
  /// - Parameters:
  ///   - bytes: The sheet's XML, or a piece of it that ends where a row ends (or the sheet).
  ///   - rowNumber: The number of the row before the piece's first (0 before the first piece);
  ///     on return, of the piece's last row.
  ///   - cells: The row buffer, reused from row to row.
  /// - Complexity: O(*n*) in the bytes of the piece.
  func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, rowNumber: inout Int, cells: inout SheetRow,
    row: (Int, SheetRow) -> Void
  ) -> Ending {
    var scanner = XMLScanner(bytes)
    var ending = Ending.pieceEnd
    var inRow = false
    var cell = Cell()
    func flushRow() {
      if !cells.cells.isEmpty { row(rowNumber, cells) }
      cells.removeAll()
      inRow = false
    }
    while true {
      // The common cell, read without a tag at a time.
      if inRow, scanner.hasPrefix("<c ", at: scanner.position) {
        let previous = cell.column
        cell = Cell()
        cell.column = previous + 1
        let isEmpty = readCellStartTag(&scanner, into: &cell)
        if let outside = outsideGrid(cell, row: rowNumber, bytes) { return outside }
        if isEmpty || readCommonCellBody(&scanner, into: &cell, cells: &cells) {
          if let damaged = appendCell(cell, row: rowNumber, to: &cells, bytes) { return damaged }
        } else {
          cell.isOpen = true
        }
        continue
      }
      guard let tag = scanner.nextTag() else { break }
      guard scanner.hasName(tag) else {
        // Before a row's first cell no cell is being read.
        let place =
          cell.column >= 0
          ? "its cell \(reference(of: cell, row: rowNumber, bytes))"
          : rowNumber > 0 ? "its row \(rowNumber)" : "its first row"
        return .strayBracket(place: place)
      }
      let name = tag.localName
      if name.count == 1 {
        switch bytes[name.lowerBound] {
        case UInt8(ascii: "c"):
          if tag.isEnd {
            // An end tag without a start tag before it closes nothing.
            guard cell.isOpen else { continue }
            cell.isOpen = false
            if let damaged = appendCell(cell, row: rowNumber, to: &cells, bytes) { return damaged }
            continue
          }
          let previous = cell.column
          cell = Cell()
          cell.column = previous + 1
          readCellAttributes(tag.attributes, bytes, into: &cell)
          if let outside = outsideGrid(cell, row: rowNumber, bytes) { return outside }
          if tag.isEmpty || readCommonCellBody(&scanner, into: &cell, cells: &cells) {
            if let damaged = appendCell(cell, row: rowNumber, to: &cells, bytes) { return damaged }
          } else {
            cell.isOpen = true
          }
        case UInt8(ascii: "v"):
          if !tag.isEnd && !tag.isEmpty { cell.value = scanner.rawText() }
        case UInt8(ascii: "f"):
          // An empty `<f/>` shares the formula of another cell.
          if tag.isEmpty { cell.isFormula = true }
          if !tag.isEnd && !tag.isEmpty {
            cell.constant = SheetCell.booleanConstant(XMLText.decoded(bytes, scanner.rawText()))
            cell.isFormula = cell.constant == nil
          }
        case UInt8(ascii: "t"):
          // The text runs of an inline string (`<is><t>` or `<is><r><t>`).
          if cell.inlineStart == nil { cell.inlineStart = cells.bytes.count }
          if !tag.isEnd && !tag.isEmpty {
            XMLText.appendDecoded(bytes, scanner.rawText(), to: &cells.bytes, ooxmlEscapes: true)
          }
        default: break
        }
      } else if scanner.equals(name, "row") {
        if tag.isEnd {
          flushRow()
          continue
        }
        if inRow { flushRow() }
        let number = scanner.attributeInteger("r", in: tag) ?? rowNumber + 1
        guard number > rowNumber else {
          return .rowOutOfOrder(number: number, after: rowNumber)
        }
        rowNumber = number
        cell = Cell()
        inRow = !tag.isEmpty
      } else if scanner.equals(name, "rPh"), !tag.isEnd, !tag.isEmpty {
        scanner.skipElement(named: name)
      } else if scanner.equals(name, "sheetData"), tag.isEnd || tag.isEmpty {
        ending = .sheetEnd
        break
      }
    }
    if inRow { flushRow() }
    return ending
  }

  /// The ending at `cell` of row `row` when it lies outside the grid; `nil` when inside.
  private func outsideGrid(_ cell: Cell, row: Int, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Ending?
  {
    guard row > Self.rowCount || cell.column >= Self.columnCount else { return nil }
    return .outsideGrid(reference: reference(of: cell, row: row, bytes))
  }

  /// The reference of `cell` of row `row`: its `r` attribute, or else its place.
  private func reference(of cell: Cell, row: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
    cell.reference.map { String(decoding: bytes[$0], as: UTF8.self) }
      ?? ColumnName.letters(of: cell.column) + String(row)
  }

  /// Reads the body of a cell the way most files write it, `<v>…</v></c>` or
  /// `<is><t>…</t></is></c>`, without a tag at a time, moving past the cell's end; leaves the
  /// scanner where it is for any other body.
  ///
  /// - Returns: Whether the cell was read to its end.
  private func readCommonCellBody(
    _ scanner: inout XMLScanner, into cell: inout Cell, cells: inout SheetRow
  ) -> Bool {
    let start = scanner.position
    if scanner.hasPrefix("<v>", at: start) {
      guard let end = scanner.index(of: UInt8(ascii: "<"), from: start + 3),
        scanner.hasPrefix("</v></c>", at: end)
      else { return false }
      cell.value = (start + 3)..<end
      scanner.position = end + 8
      return true
    }
    let textStart: Int
    if scanner.hasPrefix("<is><t>", at: start) {
      textStart = start + 7
    } else if scanner.hasPrefix("<is><t xml:space=\"preserve\">", at: start) {
      textStart = start + 28
    } else {
      return false
    }
    guard let end = scanner.index(of: UInt8(ascii: "<"), from: textStart),
      scanner.hasPrefix("</t></is></c>", at: end)
    else { return false }
    cell.inlineStart = cells.bytes.count
    XMLText.appendDecoded(scanner.bytes, textStart..<end, to: &cells.bytes, ooxmlEscapes: true)
    scanner.position = end + 13
    return true
  }

  /// Reads the `<c ` start tag at the scanner's position, moving past it.
  ///
  /// - Returns: Whether it is an empty-element tag (`<c …/>`).
  private func readCellStartTag(_ scanner: inout XMLScanner, into cell: inout Cell) -> Bool {
    let bytes = scanner.bytes
    let start = scanner.position + 2
    let cursor = scanner.closingBracket(from: start)
    let isEmpty = cursor > start && cursor < bytes.count && bytes[cursor - 1] == UInt8(ascii: "/")
    readCellAttributes(start..<(isEmpty ? cursor - 1 : cursor), bytes, into: &cell)
    scanner.position = min(cursor + 1, bytes.count)
    return isEmpty
  }

  /// Reads a `<c>` tag's `r`, `s` and `t` attributes in one pass.
  private func readCellAttributes(
    _ attributes: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, into cell: inout Cell
  ) {
    var cursor = attributes.lowerBound
    let end = attributes.upperBound
    while cursor < end {
      while cursor < end, bytes[cursor] <= 0x20 { cursor += 1 }
      let nameStart = cursor
      while cursor < end, bytes[cursor] != UInt8(ascii: "="), bytes[cursor] > 0x20 { cursor += 1 }
      let nameEnd = cursor
      while cursor < end, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "'") {
        cursor += 1
      }
      guard cursor < end else { return }
      let quote = bytes[cursor]
      let valueStart = cursor + 1
      cursor = valueStart
      while cursor < end, bytes[cursor] != quote { cursor += 1 }
      let value = valueStart..<min(cursor, end)
      cursor += 1
      guard nameEnd - nameStart == 1 else { continue }
      switch bytes[nameStart] {
      case UInt8(ascii: "r"):
        cell.reference = value
        if let column = ColumnName.column(ofReference: bytes, value) { cell.column = column }
      case UInt8(ascii: "s"): cell.style = Self.integer(bytes, value) ?? 0
      case UInt8(ascii: "t"): cell.type = value
      default: break
      }
    }
  }

  /// Appends the cell just read to `row`, typed, unless it holds nothing: a formula without a
  /// computed value (no `<v>`, or an empty one that is not a string's) is ``SheetRow/Value/uncomputed``.
  ///
  /// - Returns: The ending at a cell of shared string that the workbook lacks, or at a cell not
  ///   to the right of the row's cell before it (neither appended); `nil` otherwise.
  private func appendCell(
    _ cell: Cell, row rowNumber: Int, to row: inout SheetRow, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Ending? {
    let start = cell.inlineStart ?? row.bytes.count
    let column = cell.column
    if let before = row.cells.last, before.column >= column {
      return .cellOutOfOrder(
        reference: reference(of: cell, row: rowNumber, bytes),
        after: ColumnName.letters(of: before.column) + String(rowNumber))
    }
    let isFormula = cell.isFormula
    func text(_ range: Range<Int>) {
      XMLText.appendDecoded(bytes, range, to: &row.bytes, ooxmlEscapes: true)
      row.appendText(column: column, from: start, isFormula: isFormula)
    }
    let type = cell.type.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
    // The formula's value, whatever number a program saved beside it (LibreOffice: `1`).
    if let constant = cell.constant {
      row.append(column: column, value: .boolean(constant), isFormula: false)
    } else if isFormula, cell.value?.isEmpty ?? true,
      !(type.map { Self.equals($0, "str") || Self.equals($0, "inlineStr") } ?? false)
    {
      row.append(column: column, value: .uncomputed, isFormula: true)
    } else if let type, Self.equals(type, "inlineStr") {
      row.appendText(column: column, from: start, isFormula: isFormula)
    } else if let value = cell.value {
      if let type, type.count == 1, type[0] == UInt8(ascii: "s") {
        guard let index = Self.integer(bytes, value), index < strings.count else {
          return .unknownSharedString(
            reference: reference(of: cell, row: rowNumber, bytes),
            value: String(decoding: bytes[value], as: UTF8.self))
        }
        strings.append(index, to: &row.bytes)
        row.appendText(column: column, from: start, isFormula: isFormula)
      } else if let type, Self.equals(type, "str") {
        text(value)
      } else if let type, type.count == 1, type[0] == UInt8(ascii: "b") {
        let flag =
          Self.integer(bytes, value).map { $0 != 0 }
          ?? Self.equals(UnsafeBufferPointer(rebasing: bytes[value]), "true")
        row.append(column: column, value: .boolean(flag), isFormula: isFormula)
      } else if let type, type.count == 1, type[0] == UInt8(ascii: "e") {
        XMLText.appendDecoded(bytes, value, to: &row.bytes)
        row.appendText(column: column, from: start, isError: true, isFormula: isFormula)
      } else if let type, type.count == 1, type[0] == UInt8(ascii: "d") {
        XMLText.appendDecoded(bytes, value, to: &row.bytes)
        row.appendText(column: column, from: start, isFormula: isFormula)
      } else if let number = Self.double(bytes, value) {
        let kind = cell.style < styles.count ? styles[cell.style] : .number
        if let time = kind.timeText(serial: number) {
          // A typed time reads as it shows, as an .ods file's does: `12:30`, never 0.52083.
          row.bytes += time.utf8
          row.appendText(column: column, from: start, isFormula: isFormula)
          return nil
        }
        let typed: SheetRow.Value
        switch kind {
        case .number: typed = .number(number)
        case .percent: typed = .percent(number)
        case .date: typed = .date(CivilDateTime(serial: number, system: system))
        case .dateTime, .time: typed = .dateTime(CivilDateTime(serial: number, system: system))
        }
        row.append(column: column, value: typed, isFormula: isFormula)
      } else {
        XMLText.appendDecoded(bytes, value, to: &row.bytes)
        row.appendText(column: column, from: start, isFormula: isFormula)
      }
    } else if cell.inlineStart != nil {
      row.appendText(column: column, from: start, isFormula: isFormula)
    }
    return nil
  }

  private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    bytes.count == text.utf8CodeUnitCount
      && memcmp(bytes.baseAddress!, text.utf8Start, bytes.count) == 0
  }

  /// A non-negative decimal integer.
  static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    guard !range.isEmpty, range.count < 19 else { return nil }
    var value = 0
    for index in range {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }

  /// A number in XML Schema's lexical form (`12.5`, `-1.5E-3`), spaces around allowed.
  static func double(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
    guard !range.isEmpty, range.count < 64 else { return nil }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: range.count + 1) { buffer in
      for (offset, index) in range.enumerated() { buffer[offset] = CChar(bitPattern: bytes[index]) }
      buffer[range.count] = 0
      var end: UnsafeMutablePointer<CChar>?
      let value = strtod(buffer.baseAddress!, &end)
      guard let end, end != buffer.baseAddress else { return nil }
      var rest = end
      while rest.pointee == 0x20 || rest.pointee == 0x0A || rest.pointee == 0x09
        || rest.pointee == 0x0D
      {
        rest += 1
      }
      return rest.pointee == 0 ? value : nil
    }
  }
}
