/// One worksheet of a workbook to write: its name, its rows (written by ``SheetRowsWriter``),
/// and how it looks.
public struct WorksheetPart: Sendable {
  /// The sheet's name, as its tab shows it.
  public var name: String
  /// The sheet's rows in consecutive parts, each made (by ``SheetRowsWriter/finish()``) only
  /// when the file is written, on any core, and compressed as soon as it is made: a large sheet
  /// is never whole in memory.
  public var rowParts: [@Sendable () -> [UInt8]]
  /// The width of each column from `A` on, in characters.
  public var columnWidths: [Double]
  /// How many rows at the top stay in view when scrolling (0 for none).
  public var frozenRows: Int
  /// The dropdown lists of the sheet's cells.
  public var listValidations: [ListValidation]

  /// Creates a worksheet whose rows are made in parts.
  public init(
    name: String, rowParts: [@Sendable () -> [UInt8]], columnWidths: [Double] = [],
    frozenRows: Int = 0, listValidations: [ListValidation] = []
  ) {
    self.name = name
    self.rowParts = rowParts
    self.columnWidths = columnWidths
    self.frozenRows = frozenRows
    self.listValidations = listValidations
  }

  /// Creates a worksheet whose rows are `rows`, as ``SheetRowsWriter/finish()`` returns them.
  public init(
    name: String, rows: [UInt8], columnWidths: [Double] = [], frozenRows: Int = 0,
    listValidations: [ListValidation] = []
  ) {
    self.init(
      name: name, rowParts: [{ rows }], columnWidths: columnWidths, frozenRows: frozenRows,
      listValidations: listValidations)
  }

  /// A dropdown list (list data validation) on a range of cells.
  public struct ListValidation: Sendable, Hashable {
    /// The cells it applies to, such as `G2:G1048576`.
    public var range: String
    /// Where the choices come from.
    public var source: Source

    /// Creates a validation.
    public init(range: String, source: Source) {
      self.range = range
      self.source = source
    }

    /// Where a dropdown's choices come from.
    public enum Source: Sendable, Hashable {
      /// A fixed list of words (none holding a comma).
      case values([String])
      /// The cells of a range, such as `Categories!$A$2:$A$1000`.
      case cells(String)
    }
  }

  /// The worksheet's XML in consecutive parts: what comes before the rows, the row parts, and
  /// what comes after them.
  func xmlParts() -> [@Sendable () -> [UInt8]] {
    let head = self.head()
    let tail = self.tail()
    return [{ head }] + rowParts + [{ tail }]
  }

  /// The XML up to and including `<sheetData>`.
  private func head() -> [UInt8] {
    var out = Array(
      """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" \
      xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
      """.utf8)
    if frozenRows > 0 {
      out +=
        """
        <sheetViews><sheetView workbookViewId="0"><pane ySplit="\(frozenRows)" \
        topLeftCell="A\(frozenRows + 1)" activePane="bottomLeft" state="frozen"/>\
        <selection pane="bottomLeft"/></sheetView></sheetViews>
        """.utf8
    }
    out += "<sheetFormatPr defaultRowHeight=\"15\"/>".utf8
    if !columnWidths.isEmpty {
      out += "<cols>".utf8
      for (index, width) in columnWidths.enumerated() {
        out +=
          "<col min=\"\(index + 1)\" max=\"\(index + 1)\" width=\"\(width)\" customWidth=\"1\"/>"
          .utf8
      }
      out += "</cols>".utf8
    }
    out += "<sheetData>".utf8
    return out
  }

  /// The XML from `</sheetData>` on.
  private func tail() -> [UInt8] {
    var out = Array("</sheetData>".utf8)
    if !listValidations.isEmpty {
      out += "<dataValidations count=\"\(listValidations.count)\">".utf8
      for validation in listValidations {
        out += "<dataValidation type=\"list\" allowBlank=\"1\" showErrorMessage=\"1\" sqref=\"".utf8
        XMLText.appendEscaped(validation.range, to: &out)
        out += "\"><formula1>".utf8
        switch validation.source {
        case .values(let words):
          XMLText.appendEscaped("\"" + words.joined(separator: ",") + "\"", to: &out)
        case .cells(let range):
          XMLText.appendEscaped(range, to: &out)
        }
        out += "</formula1></dataValidation>".utf8
      }
      out += "</dataValidations>".utf8
    }
    out += "</worksheet>".utf8
    return out
  }
}
