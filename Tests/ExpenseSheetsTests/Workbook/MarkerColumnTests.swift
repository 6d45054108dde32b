import Foundation
import Testing

@testable import ExpenseSheets

/// Cells typed in the column the export's marker heads are not read, and are told: the column
/// holds no data, and its header is no column name to keep them under.
@Suite("Cells typed under the export's marker")
struct MarkerColumnTests {
  typealias F = MergeFixture

  static let ledger = F.ledger((1...12).map { F.transaction($0) })
  static let exportId = UUID(uuidString: "6F9619FF-8B86-4011-B42D-00C04FC964FF")!

  /// The Transactions file as exported, with `text` typed in the marker's column on each of
  /// `rows` (sheet rows).
  static func typed(_ text: String, onRows rows: [Int]) -> [UInt8] {
    let bytes = WorkbookWriter(exportId: exportId).encode(ledger)[.transactions]!
    var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    for row in rows { lines[row - 1] += "," + text }
    return Array(lines.joined(separator: "\r\n").utf8)
  }

  static func validate(_ transactions: [UInt8]) throws -> ValidatedSheet {
    let workbook = try WorkbookReader().read(tabs: [
      .transactions: transactions, .categories: WorkbookWriter().encode(ledger)[.categories]!,
    ])
    return Validator().validate(workbook, local: ledger)
  }

  @Test(
    "Cells typed under the marker are a warning naming the first of them; the rows still load",
    arguments: [
      ([2], #"O2 "paid by Ana""#),
      ([3, 7], #"O3 "paid by Ana", O7 "paid by Ana""#),
      ([2, 3, 4, 5, 6], #"O2 "paid by Ana", O3 "paid by Ana", O4 "paid by Ana" and 2 more"#),
    ])
  func warned(rows: [Int], cells: String) throws {
    let sheet = try Self.validate(Self.typed("paid by Ana", onRows: rows))
    let warnings = sheet.diagnostics.filter { $0.code == .markerColumn }
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.severity == .warning)
    #expect(warning.cell == "Transactions!O\(rows[0])")
    #expect(
      warning.message
        == "the column O is headed by the export's marker \"exportId:6F9619FF-8B86-4011-B42D-00C04FC964FF\", which names no column of data, so its cells are not read: \(cells); move them into a column with a header of its own"
    )
    #expect(sheet.ledger.transactions == Self.ledger.transactions)
    #expect(sheet.exportIds[.transactions] == Self.exportId)
  }

  @Test("An export's rows, or empty cells under the marker, are no warning")
  func quiet() throws {
    for bytes in [Self.typed("", onRows: [2, 3]), Self.typed("", onRows: [])] {
      let sheet = try Self.validate(bytes)
      #expect(!sheet.diagnostics.contains { $0.code == .markerColumn })
      #expect(sheet.ledger.transactions == Self.ledger.transactions)
    }
  }
}
