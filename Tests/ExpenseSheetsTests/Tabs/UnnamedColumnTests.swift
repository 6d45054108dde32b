import Foundation
import Testing

@testable import ExpenseSheets

/// A column whose header cell is empty yet which holds cells, while the header lacks one of the
/// tab's columns, is that column with its name lost (a header cell cleared, or merged into the
/// cell beside it): the tab is not read until it is named, rather than merging its cells into
/// every row as an extra column.
@Suite("A column without a name while the header lacks one")
struct UnnamedColumnTests {
  static let rows = """
    8B216060-C16E-4824-A2D6-C21571009DF8,income,2023-02-09,2023,2,4200.00,Salary,work,Salary (net),,,,2023-02-10T01:12:35.156Z,2023-03-27T02:21:20.097Z
    606DFB67-334E-40B9-9A1B-A60A325A223B,expense,2023-05-06,2023,5,157.41,Salary,,,paid,,,2023-05-07T16:32:27.293Z,2023-05-07T16:32:27.293Z

    """.replacingOccurrences(of: "\n", with: "\r\n")

  /// The Transactions tab of `header` over ``rows``, each row ending in `extra`, decoded.
  static func decode(header: String, extra: String = "") throws -> DecodedTab<Transaction> {
    let csv = header + "\r\n" + rows.replacingOccurrences(of: "\r\n", with: extra + "\r\n")
    return try #require(
      try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)]).transactions)
  }

  @Test(
    "is an error at its header cell, naming what the header lacks, and the tab is not read",
    arguments: [
      ("note", "I1", "note", "(I2 \"Salary (net)\")"),
      ("tags", "H1", "tags", "(H2 \"work\")"),
    ])
  func rejected(name: String, cell: String, missing: String, example: String) throws {
    let header = Workbook.transactionHeader.replacingOccurrences(of: ",\(name),", with: ",,")
    let decoded = try Self.decode(header: header)
    let error = try #require(decoded.diagnostics.first { $0.severity == .error })
    #expect(error.code == .missingColumn)
    #expect(error.cell == "Transactions!\(cell)")
    #expect(error.message.contains("is empty, yet the column below it holds cells \(example)"))
    #expect(error.message.contains("the header lacks \(missing): name the column (\(missing)"))
    #expect(decoded.rows.count == 2)
    #expect(decoded.rows.allSatisfy { $0.value == nil })
  }

  @Test(
    "is kept as an extra column when the header lacks none of the tab's columns, or it is past the header's end",
    arguments: [false, true])
  func keptAsExtraColumn(isNoteMissing: Bool) throws {
    let header = Workbook.transactionHeader.replacingOccurrences(
      of: isNoteMissing ? ",note," : "\u{0}", with: ",tags2,")
    let decoded = try Self.decode(header: header + ",", extra: ",typed")
    #expect(!decoded.diagnostics.contains { $0.severity == .error })
    #expect(
      decoded.rows.allSatisfy { $0.value?.extraCells.last == ExtraCell(column: "", value: "typed") }
    )
    let note = try #require(
      decoded.diagnostics.first { $0.code == .unknownColumn && $0.value == "" })
    #expect(
      note.message
        == "the column O has no header and is not part of the Transactions format; its cells are kept, as a column of its own"
    )
  }
}
