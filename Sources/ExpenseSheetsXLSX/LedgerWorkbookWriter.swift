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
  /// Creates a writer.
  public init() {}

  /// Writes `ledger` as the workbook file at `path`, atomically.
  ///
  /// - Throws: `SpreadsheetError` when the file cannot be written; a file already at `path` is
  ///   then unchanged.
  public func write(_ ledger: Ledger, to path: String) throws {
    let encoded = WorkbookWriter().encode(ledger)
    let categoryCount = ledger.categories.count
    let results = Results(count: Tab.allCases.count)
    DispatchQueue.concurrentPerform(iterations: Tab.allCases.count) { index in
      let tab = Tab.allCases[index]
      results.set(index, Self.sheet(tab, csv: encoded[tab] ?? [], categoryCount: categoryCount))
    }
    try XLSXWriter().write(results.all(), to: path)
  }

  /// One tab's sheet, from its canonical CSV bytes.
  static func sheet(_ tab: Tab, csv: [UInt8], categoryCount: Int) -> WorksheetPart {
    let table = CSVTable(bytes: csv)
    let kinds = TabColumnKinds.kinds(of: tab)
    let header =
      table.recordCount > 0
      ? (0..<table.fieldCount(ofRecord: 0)).map {
        table.string(record: 0, field: $0)
      } : []
    let columnKinds = header.map { kinds[$0] }
    var rows = SheetRowsWriter(capacity: csv.count * 2)
    var widths = header.map { Double($0.utf8.count) }
    for record in 0..<table.recordCount {
      rows.startRow()
      for field in 0..<table.fieldCount(ofRecord: record) {
        table.withFieldBytes(record: record, field: field) { raw in
          let bytes = raw.assumingMemoryBound(to: UInt8.self)
          if record < 200, field < widths.count {
            widths[field] = max(widths[field], Double(bytes.count))
          }
          if record == 0 {
            rows.appendText(bytes, style: .header)
          } else {
            TypedCell.append(
              bytes, kind: field < columnKinds.count ? columnKinds[field] : nil, to: &rows)
          }
        }
      }
    }
    let rowCount = table.recordCount
    return WorksheetPart(
      name: tab.rawValue, sheetData: rows.finish(),
      columnWidths: widths.map { min(max($0 + 2, 10), 60) }, frozenRows: 1,
      listValidations: validations(
        header: header, kinds: columnKinds, rows: rowCount,
        categoryCount: categoryCount))
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

/// Sheets built side by side, one slot each.
private final class Results: @unchecked Sendable {
  // A class so the workers share the slots; the lock makes each write safe.
  private var slots: [WorksheetPart?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ sheet: WorksheetPart) {
    lock.lock()
    slots[index] = sheet
    lock.unlock()
  }

  func all() -> [WorksheetPart] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0! }
  }
}
