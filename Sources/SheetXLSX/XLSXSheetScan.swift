import Foundation

/// One forward scan over a worksheet's XML: `<row>`s of `<c>` cells, each typed by its `t`
/// attribute and, for numbers, by its style's number format.
struct XLSXSheetScan: Sendable {
  /// The workbook's shared strings.
  let strings: [String]
  /// What each cell style shows a number as.
  let styles: [NumberFormatKind]
  /// The workbook's date system.
  let system: CivilDateTime.DateSystem

  /// Calls `row` for each row that holds a cell, with its number and cells.
  ///
  /// - Parameters:
  ///   - bytes: The sheet's XML, or a piece of it that ends where a row ends (or the sheet).
  ///   - rowNumber: The number of the row before the piece's first (0 before the first piece);
  ///     on return, of the piece's last row.
  /// - Complexity: O(*n*) in the bytes of the piece.
  func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, rowNumber: inout Int, row: (Int, [SheetCell]) -> Void
  ) {
    var scanner = XMLScanner(bytes)
    var cells: [SheetCell] = []
    var inRow = false
    var column = -1
    // The cell being read.
    var type: Range<Int>?
    var style = 0
    var value: Range<Int>?
    var inline: String?
    var isFormula = false
    func flushRow() {
      if !cells.isEmpty { row(rowNumber, cells) }
      cells.removeAll(keepingCapacity: true)
      inRow = false
    }
    while let tag = scanner.nextTag() {
      let name = tag.localName
      if name.count == 1 {
        switch bytes[name.lowerBound] {
        case UInt8(ascii: "c"):
          if tag.isEnd {
            appendCell(&cells, scanner, column, type, style, value, inline, isFormula)
            continue
          }
          column =
            scanner.attribute("r", in: tag).flatMap { ColumnName.column(ofReference: bytes, $0) }
            ?? column + 1
          type = scanner.attribute("t", in: tag)
          style = scanner.attributeInteger("s", in: tag) ?? 0
          value = nil
          inline = nil
          isFormula = false
          if tag.isEmpty { appendCell(&cells, scanner, column, type, style, nil, nil, false) }
        case UInt8(ascii: "v"):
          if !tag.isEnd && !tag.isEmpty { value = scanner.rawText() }
        case UInt8(ascii: "f"):
          // An empty `<f/>` shares the formula of another cell.
          if tag.isEmpty { isFormula = true }
          if !tag.isEnd && !tag.isEmpty {
            isFormula = SheetCell.booleanConstant(XMLText.decoded(bytes, scanner.rawText())) == nil
          }
        case UInt8(ascii: "t"):
          // The text runs of an inline string (`<is><t>` or `<is><r><t>`).
          if !tag.isEnd && !tag.isEmpty {
            inline = (inline ?? "") + XMLText.decoded(bytes, scanner.rawText(), ooxmlEscapes: true)
          } else if tag.isEmpty {
            inline = inline ?? ""
          }
        default: break
        }
      } else if scanner.equals(name, "row") {
        if tag.isEnd {
          flushRow()
          continue
        }
        if inRow { flushRow() }
        rowNumber = scanner.attributeInteger("r", in: tag) ?? rowNumber + 1
        column = -1
        inRow = !tag.isEmpty
      } else if scanner.equals(name, "rPh"), !tag.isEnd, !tag.isEmpty {
        scanner.skipElement(named: name)
      } else if scanner.equals(name, "sheetData"), tag.isEnd {
        break
      }
    }
    if inRow { flushRow() }
  }

  /// Appends the cell just read, typed, unless it holds nothing.
  private func appendCell(
    _ cells: inout [SheetCell], _ scanner: XMLScanner, _ column: Int, _ type: Range<Int>?,
    _ style: Int, _ value: Range<Int>?, _ inline: String?, _ isFormula: Bool
  ) {
    let bytes = scanner.bytes
    let typed: SheetCell.Value
    if let type, scanner.equals(type, "inlineStr") {
      guard let inline, !inline.isEmpty else { return }
      typed = .text(inline)
    } else if let value {
      if let type, scanner.equals(type, "s") {
        guard let index = Self.integer(bytes, value), index < strings.count else { return }
        if strings[index].isEmpty { return }
        typed = .text(strings[index])
      } else if let type, scanner.equals(type, "str") {
        let text = XMLText.decoded(bytes, value, ooxmlEscapes: true)
        if text.isEmpty { return }
        typed = .text(text)
      } else if let type, scanner.equals(type, "b") {
        typed = .boolean(
          Self.integer(bytes, value).map { $0 != 0 } ?? scanner.equals(value, "true"))
      } else if let type, scanner.equals(type, "e") {
        typed = .error(XMLText.decoded(bytes, value))
      } else if let type, scanner.equals(type, "d") {
        typed = .text(XMLText.decoded(bytes, value))
      } else {
        guard let number = Self.double(bytes, value) else {
          typed = .text(XMLText.decoded(bytes, value))
          cells.append(SheetCell(column: column, value: typed, isFormula: isFormula))
          return
        }
        switch style < styles.count ? styles[style] : .number {
        case .number: typed = .number(number)
        case .date: typed = .date(CivilDateTime(serial: number, system: system))
        case .dateTime: typed = .dateTime(CivilDateTime(serial: number, system: system))
        }
      }
    } else if let inline, !inline.isEmpty {
      typed = .text(inline)
    } else {
      return
    }
    cells.append(SheetCell(column: column, value: typed, isFormula: isFormula))
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
