import Foundation
import Testing

@testable import ExpenseSheets

@Suite("A cell split by a comma typed outside quotes is one error, with the joined cell as fix")
struct SplitCellTests {
  typealias F = MergeFixture

  /// Twenty transactions, paid, each with a note and tags, so that cells follow the note.
  static func ledger(note: String = "groceries", tags: String = "home") -> Ledger {
    F.ledger(
      (1...20).map {
        var row = F.transaction($0, note: $0 == 5 ? note : "note \($0)")
        row.tags = $0 == 5 ? tags : ""
        row.paidFlag = .paid
        return row
      })
  }

  /// The Transactions file of `ledger` with the quotes of sheet row 6's cells taken off, as a
  /// person editing the file as text leaves a comma they type.
  static func unquoted(_ ledger: Ledger, exportId: UUID? = nil) -> [UInt8] {
    let bytes = WorkbookWriter(exportId: exportId).encode(ledger)[.transactions]!
    var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    lines[5] = lines[5].replacing("\"", with: "")
    return Array(lines.joined(separator: "\r\n").utf8)
  }

  static func merge(_ transactions: [UInt8], into ledger: Ledger, options: ReadOptions = .init())
    throws -> MergeResult
  {
    let workbook = try WorkbookReader(options: options).read(tabs: [
      .transactions: transactions, .categories: WorkbookWriter().encode(ledger)[.categories]!,
    ])
    let sheet = Validator().validate(workbook, local: ledger)
    return try Merger().merge(
      local: ledger, sheet: sheet, base: ledger, options: MergeOptions(mergeTime: F.mergeTime))
  }

  /// `line`'s cells (no quotes in it) with `fix`'s edits written, each cell quoted as a
  /// spreadsheet writes it.
  static func applying(_ fix: Diagnostic.Fix, to line: String) -> String {
    var cells = line.components(separatedBy: ",")
    for edit in fix.edits {
      let letters = edit.cell.split(separator: "!")[1].prefix { $0.isLetter }
      let column = letters.unicodeScalars.reduce(0) { $0 * 26 + Int($1.value) - 64 } - 1
      cells[column] = edit.value
    }
    return cells.map { $0.contains(",") ? "\"\($0)\"" : $0 }.joined(separator: ",")
  }

  @Test(
    "One error at the split note, whose fix gives the row back; the local row stays",
    arguments: ["Rent, March", "Rent, gas, water", "Zoë, café"], [nil, F.farId(1)])
  func splitNote(note: String, exportId: UUID?) throws {
    // An export's header holds one cell more than its rows: the export's marker.
    let ledger = Self.ledger(note: note)
    let bytes = Self.unquoted(ledger, exportId: exportId)
    let result = try Self.merge(bytes, into: ledger)
    let rowSix = result.report.diagnostics.filter { $0.row == 6 }
    #expect(rowSix.map(\.code) == [.splitCell])
    let split = try #require(rowSix.first)
    #expect(split.severity == .error)
    #expect(split.cell == "Transactions!I6")
    #expect(split.message.contains("a comma typed in the note cell"))
    #expect(
      !result.report.diagnostics.contains { [.unknownColumn, .markerColumn].contains($0.code) })
    #expect(result.ledger.transactions == ledger.transactions)
    let fix = try #require(split.fix)
    #expect(fix.edits.first == Diagnostic.CellEdit(cell: "Transactions!I6", value: note))
    // The fix written into the file reads as the row it was.
    var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    lines[5] = Self.applying(fix, to: lines[5])
    let fixed = try Self.merge(Array(lines.joined(separator: "\r\n").utf8), into: ledger)
    #expect(!fixed.report.diagnostics.contains { $0.row == 6 })
    #expect(fixed.report.changes.isEmpty)
  }

  @Test("A row several cells explain alike names each, with no fix")
  func severalReadings() throws {
    // Unquoted, `home,repair` beside `Food` and `fix it` reads as any of the three cells split.
    let ledger = Self.ledger(note: "fix it", tags: "home,repair")
    let result = try Self.merge(Self.unquoted(ledger), into: ledger)
    let split = try #require(result.report.diagnostics.first { $0.code == .splitCell })
    #expect(split.cell == "Transactions!G6")
    #expect(split.message.contains("one of its cells (category, tags, note)"))
    #expect(split.fix == nil)
    #expect(result.ledger.transactions == ledger.transactions)
  }

  @Test("A note of more commas than an accident types is not read as split")
  func manyCommas() throws {
    // One part more than the row may have past the header.
    let note = (0...(SplitCell<TransactionsCodec.Column>.maximumExtraCells + 1)).map {
      "item \($0)"
    }
    .joined(separator: ", ")
    let ledger = Self.ledger(note: note)
    let result = try Self.merge(Self.unquoted(ledger), into: ledger)
    #expect(!result.report.diagnostics.contains { $0.code == .splitCell })
    #expect(result.report.diagnostics.contains { $0.severity == .error && $0.row == 6 })
    #expect(result.ledger.transactions == ledger.transactions)
  }

  @Test("A delimiter typed at the end of a row splits nothing")
  func emptyCellsPastTheHeader() throws {
    let ledger = Self.ledger()
    let bytes = WorkbookWriter().encode(ledger)[.transactions]!
    var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    lines[5] += ",,"
    let result = try Self.merge(Array(lines.joined(separator: "\r\n").utf8), into: ledger)
    #expect(!result.report.diagnostics.contains { $0.row == 6 })
    #expect(result.report.changes.isEmpty)
  }

  @Test("Every row wider than the header is a column without a header, not split cells")
  func columnWithoutHeader() throws {
    // Row 6, its note split, is as wide as every other row with its own cell past the header.
    let ledger = Self.ledger(note: "Rent, March")
    var lines = String(decoding: Self.unquoted(ledger), as: UTF8.self)
      .components(separatedBy: "\r\n")
    for row in 1..<lines.count where row != 5 && !lines[row].isEmpty { lines[row] += ",aside" }
    let result = try Self.merge(Array(lines.joined(separator: "\r\n").utf8), into: ledger)
    #expect(!result.report.diagnostics.contains { $0.code == .splitCell })
    #expect(result.report.diagnostics.contains { $0.code == .unknownColumn })
  }

  @Test("A workbook sheet's row wider than its header is read cell by cell, never as split")
  func sheetRows() throws {
    // A sheet has no delimiters: its row 6 holds one cell more than the header, each where it is.
    let ledger = Self.ledger(note: "Rent, March")
    var options = ReadOptions()
    options.rowsAreSheetRows = true
    let result = try Self.merge(Self.unquoted(ledger), into: ledger, options: options)
    #expect(!result.report.diagnostics.contains { $0.code == .splitCell })
    #expect(result.report.diagnostics.contains { $0.code == .invalidValue && $0.row == 6 })
  }
}
