import Foundation

/// Reads the sheets of an .ods file: one forward scan over its `content.xml`, whose
/// `<table:table>`s hold `<table:table-row>`s of `<table:table-cell>`s typed by
/// `office:value-type`, with repeated rows and columns run-length encoded.
struct ODSReader {
  let file: SpreadsheetFile

  /// The most bytes of text a cell's spaces (`text:s`) may bring it to: far past what any
  /// spreadsheet keeps in a cell (Google Sheets 50,000 characters), short of filling memory.
  static let largestCellText = 16 << 20

  /// The most times a row or a cell that holds something is repeated: more is no sheet a
  /// person keeps (spreadsheets repeat only empty filler that far, to the grid's end).
  static let largestRepeat = 1_000

  /// See ``SpreadsheetFile/readRows(ofSheets:row:)``; `include` is also given the date system
  /// the file's serial numbers count days in (see ``dateSystem(nullDate:isGnumeric:)``).
  ///
  /// - Throws: ``SpreadsheetError`` when `content.xml` cannot be read, or a sheet holds a
  ///   value outside the grid or repeated more than ``largestRepeat`` times.
  func readRows(
    ofSheets include: (_ name: String, _ system: CivilDateTime.DateSystem) -> Bool,
    row: (String, Int, [SheetCell]) -> Void,
    merged: (String, [CellRange]) -> Void = { _, _ in }
  ) throws -> [String] {
    guard let xml = try file.entry("content.xml") else { return [] }
    var styles = ODSDateStyles()
    try file.entry("styles.xml")?.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      styles.collect(&scanner)
    }
    let isGnumeric = isWrittenByGnumeric()
    // The null date `table:calculation-settings` declares, before the tables.
    var nullDate: CivilDateTime?
    var names: [String] = []
    try xml.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      var sheet: String?
      var rowNumber = 0
      var rowRepeat = 1
      var cells: [SheetCell] = []
      var column = 0
      var mergedRanges: [CellRange] = []
      // The default cell style of each column of the grid, left to right; of the row.
      var columnStyles: [String?] = []
      var rowStyle: String?
      func defaultStyle(ofColumn column: Int) -> String? {
        rowStyle ?? (column < columnStyles.count ? columnStyles[column] : nil)
      }
      var documentEnded = false
      while let tag = scanner.nextTag() {
        guard scanner.hasName(tag) else {
          throw damaged(
            sheet ?? names.last ?? "", "near row \(rowNumber + 1), \(XMLScanner.strayBracket)")
        }
        let name = tag.localName
        if scanner.equals(name, "document-content"), tag.isEnd {
          documentEnded = true
        } else if scanner.equals(name, "table") {
          if tag.isEnd {
            if let sheet, !mergedRanges.isEmpty { merged(sheet, mergedRanges) }
            mergedRanges = []
            sheet = nil
          } else {
            let title = scanner.attributeString("name", in: tag) ?? ""
            names.append(title)
            rowNumber = 0
            columnStyles = []
            let system = Self.dateSystem(nullDate: nullDate, isGnumeric: isGnumeric)
            if include(title, system) && !tag.isEmpty {
              sheet = title
            } else if !tag.isEmpty {
              scanner.skipElement(named: name)
            }
          }
        } else if scanner.equals(name, "automatic-styles"), !tag.isEnd, !tag.isEmpty {
          styles.collect(&scanner, untilEndOf: "automatic-styles")
        } else if sheet == nil {
          if scanner.equals(name, "null-date"), !tag.isEnd {
            nullDate = scanner.attributeString("date-value", in: tag).flatMap(Self.date)
          }
          continue
        } else if scanner.equals(name, "table-column"), !tag.isEnd {
          let repeatCount = scanner.attributeInteger("number-columns-repeated", in: tag) ?? 1
          let room = XLSXSheetScan.columnCount - columnStyles.count
          columnStyles += repeatElement(
            scanner.attributeString("default-cell-style-name", in: tag),
            count: min(max(1, repeatCount), room))
        } else if scanner.equals(name, "table-row") {
          if tag.isEnd || tag.isEmpty {
            if tag.isEmpty {
              rowRepeat = scanner.attributeInteger("number-rows-repeated", in: tag) ?? 1
            }
            if !cells.isEmpty {
              try checkRepeat(rowRepeat, of: "row \(rowNumber + 1)", in: sheet!)
              try checkInsideGrid(row: rowNumber + rowRepeat, in: sheet!)
              for copy in 0..<rowRepeat { row(sheet!, rowNumber + 1 + copy, cells) }
            }
            rowNumber += rowRepeat
            cells.removeAll(keepingCapacity: true)
            continue
          }
          rowRepeat = scanner.attributeInteger("number-rows-repeated", in: tag) ?? 1
          rowStyle = scanner.attributeString("default-cell-style-name", in: tag)
          column = 0
        } else if scanner.equals(name, "table-cell") || scanner.equals(name, "covered-table-cell") {
          guard !tag.isEnd else { continue }
          let repeatCount = scanner.attributeInteger("number-columns-repeated", in: tag) ?? 1
          if let range = spannedRange(tag, scanner, row: rowNumber + 1, column: column) {
            mergedRanges.append(range)
          }
          let formula = scanner.attributeString("formula", in: tag)
          let text =
            tag.isEmpty
            ? nil
            : try paragraphs(
              &scanner, closing: name, in: sheet!,
              at: "row \(rowNumber + 1), column \(column + 1)")
          // LibreOffice saves a boolean as the number 1 or 0 computed by `TRUE()` or `FALSE()`.
          let constant = formula.flatMap(SheetCell.booleanConstant)
          let value =
            constant.map(SheetCell.Value.boolean)
            ?? cellValue(
              scanner, tag, text: text, styles: &styles,
              defaultStyle: defaultStyle(ofColumn: column))
          if var value {
            let isFormula = formula != nil && constant == nil
            if isFormula, case .text(let shown) = value, SheetCell.isErrorLiteral(shown) {
              // Gnumeric saves a formula's error as the text it shows.
              value = .error(shown)
            }
            try checkRepeat(
              repeatCount, of: "the cell in row \(rowNumber + 1), column \(column + 1)", in: sheet!)
            guard column + repeatCount <= XLSXSheetScan.columnCount else {
              throw damaged(
                sheet!,
                "the cell in row \(rowNumber + 1), column \(column + 1) lies outside the grid of 1,048,576 rows and 16,384 columns (A to XFD) a spreadsheet has"
              )
            }
            let shownText = Self.shownText(text, of: value)
            for copy in 0..<repeatCount {
              cells.append(
                SheetCell(
                  column: column + copy, value: value, isFormula: isFormula, shownText: shownText))
            }
          }
          column += repeatCount
        }
      }
      guard documentEnded else {
        throw damaged(
          sheet ?? names.last ?? "", "its XML ends before the document does, as a file cut off does"
        )
      }
    }
    return names
  }

  /// The cells a cell spans (merged cells: `table:number-rows-spanned`, `…-columns-spanned`)
  /// from row `row` and column `column`, when more than itself; cut at the grid's edge.
  private func spannedRange(
    _ tag: XMLScanner.Tag, _ scanner: XMLScanner, row: Int, column: Int
  ) -> CellRange? {
    let rows = scanner.attributeInteger("number-rows-spanned", in: tag) ?? 1
    let columns = scanner.attributeInteger("number-columns-spanned", in: tag) ?? 1
    // A count read wraps past `Int.max`: a negative one spans nothing.
    guard rows >= 1, columns >= 1, rows > 1 || columns > 1, row <= XLSXSheetScan.rowCount,
      column < XLSXSheetScan.columnCount
    else { return nil }
    return CellRange(
      rows: row...min(XLSXSheetScan.rowCount, row - 1 + min(rows, XLSXSheetScan.rowCount)),
      columns:
        column...min(
          XLSXSheetScan.columnCount - 1, column - 1 + min(columns, XLSXSheetScan.columnCount)))
  }

  /// Throws when a row or cell that holds something, `what` (told only then), is repeated
  /// `count` times, more than ``largestRepeat``.
  private func checkRepeat(_ count: Int, of what: @autoclosure () -> String, in sheet: String)
    throws
  {
    guard count > Self.largestRepeat else { return }
    throw damaged(
      sheet,
      "\(what()) is repeated \(count) times; a sheet repeats only empty rows and cells that often"
    )
  }

  /// Throws when row `row`, which holds something, lies below the grid.
  private func checkInsideGrid(row: Int, in sheet: String) throws {
    guard row > XLSXSheetScan.rowCount else { return }
    throw damaged(
      sheet,
      "its row \(row) lies outside the grid of 1,048,576 rows and 16,384 columns (A to XFD) a spreadsheet has"
    )
  }

  /// The error of the damaged sheet `sheet`, `problem` telling how.
  private func damaged(_ sheet: String, _ problem: String) -> SpreadsheetError {
    SpreadsheetError(
      path: file.path,
      message: "the sheet \(sheet) (content.xml) in the workbook is damaged: \(problem)")
  }

  /// The value of the cell whose start tag is `tag` and whose paragraphs' text is `text`; a
  /// date with a time of day is a `.date` when the cell's style (its own, else `defaultStyle`:
  /// its row's or column's) shows the date alone.
  private func cellValue(
    _ scanner: XMLScanner, _ tag: XMLScanner.Tag, text: String?,
    styles: inout ODSDateStyles, defaultStyle: @autoclosure () -> String?
  ) -> SheetCell.Value? {
    if let kind = scanner.attribute("value-type", prefix: "calcext", in: tag),
      scanner.equals(kind, "error")
    {
      // LibreOffice saves a formula's error as an empty string, the error it shows beside.
      return .error(text.flatMap { $0.isEmpty ? nil : $0 } ?? "(error)")
    }
    let type = scanner.attributeString("value-type", in: tag)
    switch type {
    case "float", "percentage", "currency":
      guard let raw = scanner.attribute("value", in: tag),
        let number = XLSXSheetScan.double(scanner.bytes, raw)
      else { return text.map(SheetCell.Value.text) }
      return type == "percentage" ? .percent(number) : .number(number)
    case "date":
      guard let raw = scanner.attributeString("date-value", in: tag),
        let date = Self.date(raw)
      else { return text.map(SheetCell.Value.text) }
      guard raw.contains("T") else { return .date(date) }
      let showsDateAlone =
        if let own = scanner.attribute("style-name", in: tag) {
          styles.showsDateAlone(rawName: own, in: scanner)
        } else {
          defaultStyle().map(styles.showsDateAlone) == true
        }
      return showsDateAlone ? .date(date) : .dateTime(date)
    case "boolean":
      let raw = scanner.attributeString("boolean-value", in: tag) ?? ""
      return .boolean(raw == "true" || raw == "1")
    case "string":
      let value = scanner.attributeString("string-value", in: tag) ?? text ?? ""
      return value.isEmpty ? nil : .text(value)
    default:
      // A time, or a cell without a type: what it shows.
      guard let text, !text.isEmpty else { return nil }
      return .text(text)
    }
  }

  /// The text a cell of `value` shows, kept beside the value (see ``SheetCell/shownText``):
  /// `shown`, its paragraphs' text, unless it is empty or the value is a text or an error,
  /// which is what the cell shows.
  private static func shownText(_ shown: String?, of value: SheetCell.Value) -> String? {
    switch value {
    case .text, .error: nil
    case .number, .percent, .date, .dateTime, .boolean, .uncomputed:
      shown.flatMap { $0.isEmpty ? nil : $0 }
    }
  }

  /// The text of a cell's paragraphs (joined by line feeds), read up to the cell's end tag;
  /// spans kept, `text:s` as spaces, `text:tab` as a tab, `text:line-break` as a line feed,
  /// annotations (comments) left out. White space in the XML collapses to one space, as
  /// OpenDocument says, except a literal CR, which Gnumeric writes for a cell's CR (before the
  /// `text:line-break` of its LF) and is kept.
  ///
  /// - Throws: ``SpreadsheetError`` at a `<` that starts no tag.
  private func paragraphs(
    _ scanner: inout XMLScanner, closing cell: Range<Int>, in sheet: String,
    at place: @autoclosure () -> String
  ) throws -> String {
    var out = ""
    var paragraphCount = 0
    var inParagraph = false
    while true {
      if inParagraph {
        let raw = scanner.rawText()
        if !raw.isEmpty {
          Self.appendCollapsed(XMLText.decoded(scanner.bytes, raw, keepsCR: true), to: &out)
        }
      }
      guard let tag = scanner.nextTag() else { return out }
      guard scanner.hasName(tag) else {
        throw damaged(sheet, "in the cell in \(place()), \(XMLScanner.strayBracket)")
      }
      let name = tag.localName
      if tag.isEnd, scanner.equals(name, "table-cell") || scanner.equals(name, "covered-table-cell")
      {
        return out
      }
      if scanner.equals(name, "annotation"), !tag.isEnd, !tag.isEmpty {
        scanner.skipElement(named: name)
      } else if scanner.equals(name, "p") || scanner.equals(name, "h") {
        if tag.isEnd {
          inParagraph = false
        } else {
          if paragraphCount > 0 { out += "\n" }
          paragraphCount += 1
          inParagraph = !tag.isEmpty
        }
      } else if scanner.equals(name, "s"), !tag.isEnd {
        let count = max(1, scanner.attributeInteger("c", in: tag) ?? 1)
        guard count <= Self.largestCellText - out.utf8.count else {
          throw damaged(
            sheet,
            "the cell in \(place()) has a run of \(count) spaces, more text than any cell holds (\(Self.largestCellText) bytes)"
          )
        }
        out += String(repeating: " ", count: count)
      } else if scanner.equals(name, "tab"), !tag.isEnd {
        out += "\t"
      } else if scanner.equals(name, "line-break"), !tag.isEnd {
        out += "\n"
      }
    }
  }

  /// Appends `text` with each run of spaces, tabs and line feeds as one space (none at the start
  /// of a paragraph, that is after a line feed or at the very start).
  private static func appendCollapsed(_ text: String, to out: inout String) {
    var inRun = false
    for scalar in text.unicodeScalars {
      if scalar == " " || scalar == "\t" || scalar == "\n" {
        inRun = true
        continue
      }
      if inRun, let last = out.unicodeScalars.last, last != "\n", last != " " { out += " " }
      inRun = false
      out.unicodeScalars.append(scalar)
    }
    if inRun, let last = out.unicodeScalars.last, last != "\n", last != " " { out += " " }
  }

  /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS[.fff]`, as `office:date-value` holds it.
  static func date(_ text: String) -> CivilDateTime? {
    let parts = text.split(separator: "T", maxSplits: 1)
    guard let date = parts.first else { return nil }
    let day = date.split(separator: "-")
    guard day.count == 3, let year = Int(day[0]), let month = Int(day[1]),
      let dayOfMonth = Int(day[2])
    else { return nil }
    var milliseconds = 0
    if parts.count == 2 {
      let time = parts[1].split(separator: ":")
      guard time.count == 3, let hour = Int(time[0]), (0...24).contains(hour),
        let minute = Int(time[1]), (0..<60).contains(minute), let second = Double(time[2]),
        second >= 0, second < 61
      else { return nil }
      milliseconds = (hour * 3600 + minute * 60) * 1000 + Int((second * 1000).rounded())
    }
    return CivilDateTime(year: year, month: month, day: dayOfMonth, millisecondOfDay: milliseconds)
  }
}
