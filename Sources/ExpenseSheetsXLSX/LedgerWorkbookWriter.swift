import ExpenseSheets
import Foundation
import SheetCSV
import SheetXLSX

/// Writes a ledger as one .xlsx workbook: the five tabs as sheets in their canonical order,
/// each cell typed (amounts and counts as numbers, dates as dates, flags as booleans, the rest
/// as text), the header row bold and frozen, and dropdowns on the category and enum columns.
///
/// The cells are the canonical CSV encoding's (``WorkbookWriter``), so both files say the same.
public struct LedgerWorkbookWriter: Sendable {
  /// The id of the export the file is, written at the end of every sheet's header row (an
  /// `exportId:` cell, as ``WorkbookWriter/exportId`` writes it in CSV files) so that a merge
  /// of the file downloaded again knows which export it came from; `nil` writes none.
  public var exportId: UUID?

  /// Creates a writer.
  public init(exportId: UUID? = nil) {
    self.exportId = exportId
  }

  /// How many rows each part of a sheet holds: the unit made and compressed on one core.
  static let rowsPerPart = 16_384

  /// Writes `ledger` as the workbook file at the file URL `url`, atomically, as
  /// ``write(_:to:beforeReplacing:)`` writes it at a path.
  ///
  /// - Throws: `SpreadsheetError` when the file cannot be written, or `WorkbookError` when a
  ///   row's extra cell is named like one of its tab's columns; a file already at `url` is then
  ///   unchanged.
  public func write(_ ledger: Ledger, to url: URL) throws {
    try write(ledger, to: url.path)
  }

  /// Writes `ledger` as the workbook file at `path`, atomically.
  ///
  /// - Parameter beforeReplacing: Called once the file is written, before it replaces the one
  ///   at `path`: throw to leave that file as it is.
  /// - Throws: `SpreadsheetError` when the file cannot be written, `WorkbookError` when a
  ///   row's extra cell is named like one of its tab's columns (a read would reject the tab), or
  ///   what `beforeReplacing` throws; a file already at `path` is then unchanged.
  public func write(
    _ ledger: Ledger, to path: String, beforeReplacing: () throws -> Void = {}
  ) throws {
    try XLSXWriter().write(
      sheets(of: ledger, file: path), to: path, beforeReplacing: beforeReplacing)
  }

  /// The bytes of `ledger`'s workbook file, made in memory, as ``write(_:to:beforeReplacing:)``
  /// writes the file: what an app uploads.
  ///
  /// - Parameter name: The file's name (`Budget.xlsx`), which errors name as they name a path.
  /// - Throws: `SpreadsheetError` when the file would be 4 GiB or more, or `WorkbookError` when
  ///   a row's extra cell is named like one of its tab's columns (a read would reject the tab).
  public func data(_ ledger: Ledger, name: String) throws -> Data {
    try XLSXWriter().data(sheets(of: ledger, file: name), name: name)
  }

  /// The sheets of `ledger`, in tab order, for the workbook file `file`.
  ///
  /// - Throws: `WorkbookError` naming `file` when a row's extra cell is named like one of its
  ///   tab's columns.
  private func sheets(of ledger: Ledger, file: String) throws -> [WorksheetPart] {
    let encoded = try WorkbookWriter(exportId: exportId).encode(ledger, forFilesAt: { _ in file })
    let categoryCount = ledger.categories.count
    return Tab.allCases.map { tab in
      Self.sheet(tab, csv: encoded[tab] ?? [], categoryCount: categoryCount)
    }
  }

  /// One tab's sheet, from its canonical CSV bytes: its rows are made in parts as the file is
  /// written.
  static func sheet(_ tab: Tab, csv: [UInt8], categoryCount: Int) -> WorksheetPart {
    let table = CSVTable(bytes: csv)
    let kinds = TabColumnKinds.kinds(of: tab)
    let header =
      table.recordCount > 0
      ? (0..<table.fieldCount(ofRecord: 0)).map {
        table.string(record: 0, field: $0)
      } : []
    let columnKinds = header.map { kinds[$0] }
    var widths = header.map { Double($0.utf8.count) }
    for record in 1..<max(1, min(table.recordCount, 200)) {
      for field in 0..<min(table.fieldCount(ofRecord: record), widths.count) {
        let count = table.withFieldBytes(record: record, field: field) { $0.count }
        widths[field] = max(widths[field], Double(count))
      }
    }
    // XML takes about three times a record's CSV bytes.
    let bytesPerRow = 3 * csv.count / max(1, table.recordCount) + 64
    let parts = stride(from: 0, to: table.recordCount, by: rowsPerPart).map { first in
      let records = first..<min(first + rowsPerPart, table.recordCount)
      return { @Sendable in
        rows(of: table, records, kinds: columnKinds, capacity: records.count * bytesPerRow)
      }
    }
    return WorksheetPart(
      name: tab.rawValue, rowParts: parts,
      columnWidths: widths.map { min(max($0 + 2, 10), 60) }, frozenRows: 1,
      listValidations: validations(
        header: header, kinds: columnKinds, rows: table.recordCount,
        categoryCount: categoryCount))
  }

  /// The sheet rows of `records` (record 0, the header, in bold), each cell typed by its
  /// column's kind, in a buffer of about `capacity` bytes.
  static func rows(
    of table: CSVTable, _ records: Range<Int>, kinds: [CellKind?], capacity: Int
  ) -> [UInt8] {
    var rows = SheetRowsWriter(firstRow: records.lowerBound + 1, capacity: capacity)
    for record in records {
      rows.startRow()
      for field in 0..<table.fieldCount(ofRecord: record) {
        table.withFieldBytes(record: record, field: field) { raw in
          let bytes = raw.assumingMemoryBound(to: UInt8.self)
          if record == 0 {
            rows.appendText(bytes, style: .header)
          } else {
            TypedCell.append(bytes, kind: field < kinds.count ? kinds[field] : nil, to: &rows)
          }
        }
      }
    }
    return rows.finish()
  }

  /// The dropdowns of a sheet: `category` from the Categories sheet's names, and the enum
  /// columns from their words, on every row below the header.
  static func validations(
    header: [String], kinds: [CellKind?], rows: Int, categoryCount: Int
  ) -> [WorksheetPart.ListValidation] {
    var validations: [WorksheetPart.ListValidation] = []
    for (index, name) in header.enumerated() {
      let letters = ColumnName.letters(of: index)
      let range = "\(letters)2:\(letters)1048576"
      if name == "category" {
        let lastRow = max(1_000, categoryCount + 1 + 1_000)
        validations.append(.init(range: range, source: .cells("Categories!$A$2:$A$\(lastRow)")))
      } else if case .enumeration(let words)? = kinds[index] {
        validations.append(.init(range: range, source: .values(words)))
      }
    }
    return validations
  }
}
