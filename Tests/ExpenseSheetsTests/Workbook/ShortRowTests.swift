import Foundation
import Testing

@testable import ExpenseSheets

@Suite("A row split by a line break typed outside quotes is not read")
struct ShortRowTests {
  typealias F = MergeFixture

  /// Thirty transactions, each with a note and marked paid, so that every row's cells reach
  /// its last column.
  static let ledger = F.ledger(
    (1...30).map {
      var row = F.transaction($0)
      row.note = "note \($0)"
      row.paidFlag = .paid
      return row
    })

  /// `ledger`'s Transactions file with sheet row `row` broken by a line break after its
  /// `cells`-th cell, as a person typing Enter in a cell that is not in quotes leaves it.
  static func split(row: Int, afterCell cells: Int) -> [UInt8] {
    let bytes = WorkbookWriter().encode(ledger)[.transactions]!
    var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    let fields = lines[row - 1].components(separatedBy: ",")
    lines[row - 1] =
      fields.prefix(cells).joined(separator: ",") + "\r\n"
      + fields.dropFirst(cells).joined(separator: ",")
    return Array(lines.joined(separator: "\r\n").utf8)
  }

  static func merge(_ transactions: [UInt8]) throws -> MergeResult {
    let workbook = try WorkbookReader().read(tabs: [
      .transactions: transactions, .categories: WorkbookWriter().encode(ledger)[.categories]!,
    ])
    let sheet = Validator().validate(workbook, local: ledger)
    return try Merger().merge(
      local: ledger, sheet: sheet, base: ledger, options: MergeOptions(mergeTime: F.mergeTime))
  }

  @Test(
    "Both parts are rejected as short, naming the first cell each lacks; the local row stays",
    arguments: [2, 6, 9, 12])
  func splitRow(afterCell cells: Int) throws {
    let result = try Self.merge(Self.split(row: 6, afterCell: cells))
    // Both parts lack cells: the row's start, and the rest of it on a row of its own.
    let short = result.report.diagnostics.filter { $0.code == .shortRow }
    #expect(short.map(\.row) == [6, 7])
    #expect(short.allSatisfy { $0.severity == .error })
    let diagnostic = try #require(short.first)
    #expect(diagnostic.cell == A1.reference(tab: .transactions, column: cells, row: 6))
    #expect(diagnostic.message.contains("ends after \(cells) cells"))
    #expect(result.ledger.transactions == Self.ledger.transactions)
  }

  @Test(
    "A row whose cells were joined into one quoted cell says the file was split by another separator"
  )
  func joinedCells() throws {
    let bytes = WorkbookWriter().encode(Self.ledger)[.transactions]!
    var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    // Excel where the list separator is a semicolon reads the row as one cell, and writes it
    // back quoted.
    lines[5] = "\"" + lines[5].replacing("\"", with: "\"\"") + "\""
    let result = try Self.merge(Array(lines.joined(separator: "\r\n").utf8))
    let short = try #require(result.report.diagnostics.first { $0.code == .shortRow })
    #expect(short.row == 6)
    #expect(short.message.contains("one cell holding the row's cells, each after a comma"))
    #expect(short.message.contains("Data > From Text/CSV, delimiter comma"))
    #expect(result.ledger.transactions == Self.ledger.transactions)
  }

  @Test("A one-cell row with a few commas, far from a whole row's, gets the line-break advice")
  func noteWithCommas() throws {
    let bytes = WorkbookWriter().encode(Self.ledger)[.transactions]!
    var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    lines.insert("\"Reminder: split rent, gas, water, internet with Ann\"", at: 5)
    let result = try Self.merge(Array(lines.joined(separator: "\r\n").utf8))
    let short = try #require(result.report.diagnostics.first { $0.code == .shortRow })
    #expect(short.message.contains("ends after 1 cells"))
  }

  @Test("Rows with every cell are not short")
  func wholeRows() throws {
    let result = try Self.merge(WorkbookWriter().encode(Self.ledger)[.transactions]!)
    #expect(!result.report.diagnostics.contains { $0.code == .shortRow })
    #expect(result.report.changes.isEmpty)
  }
}
