import Foundation
import Testing

@testable import ExpenseSheets

/// LibreOffice in a decimal-comma locale keeps an export's amounts (`49.64`) as text, and saves
/// the sheet `;`-separated with what a person typed there in its own format: `2.500` for 2500
/// shown with thousands grouped, `12,345` for 12.345. Either reads two ways, a thousand times
/// apart: never guessed, but read as the local amount when that is one of them.
@Suite("An amount that reads two ways, a thousand times apart")
struct AmbiguousAmountTests {
  typealias F = MergeFixture

  /// Twenty transactions of 10.00, but row 6's, of `amount`.
  static func ledger(amount: String) -> Ledger {
    F.ledger((1...20).map { F.transaction($0, amount: $0 == 5 ? amount : "10.00") })
  }

  /// `ledger`'s Transactions tab saved `;`-separated, with row 6's amount cell `cell`.
  static func sheet(of ledger: Ledger, cell: String = "2.500") throws -> DecodedWorkbook {
    let text = String(decoding: WorkbookWriter().encode(ledger)[.transactions]!, as: UTF8.self)
    var lines = text.replacing(",", with: ";").components(separatedBy: "\r\n")
    var cells = lines[5].components(separatedBy: ";")
    cells[5] = cell
    lines[5] = cells.joined(separator: ";")
    return try WorkbookReader().read(tabs: [
      .transactions: Array(lines.joined(separator: "\r\n").utf8),
      .categories: WorkbookWriter().encode(ledger)[.categories]!,
    ])
  }

  @Test(
    "Against a local amount that is one reading, the cell is that amount, with a note",
    arguments: ["2.50", "2500.00"])
  func localReading(amount: String) throws {
    let ledger = Self.ledger(amount: amount)
    let sheet = Validator().validate(try Self.sheet(of: ledger), local: ledger)
    let notes = sheet.diagnostics.filter { $0.cell == "Transactions!F6" }
    #expect(notes.map(\.code) == [.ambiguousAmount])
    #expect(notes.allSatisfy { $0.severity == .info })
    #expect(notes.first?.message.contains("reads as 2.50 or 2500.00") == true)
    let result = try Merger().merge(
      local: ledger, sheet: sheet, base: ledger, options: MergeOptions(mergeTime: F.mergeTime))
    #expect(result.report.changes.isEmpty)
    #expect(result.ledger.transactions == ledger.transactions)
  }

  @Test(
    "Against an amount the export wrote as the cell's text, the cell is as exported: no edit",
    arguments: [("1.125", "1.125", true), ("2.50", "2.500", false)])
  func exportedReading(exportedAmount: String, cell: String, isExported: Bool) throws {
    let exported = Self.ledger(amount: exportedAmount)
    var local = exported
    local.transactions[4].amount = Decimal(string: "49.64")!
    var asked: [(Tab, Set<UUID>)] = []
    let sheet = Validator().validate(
      try Self.sheet(of: exported, cell: cell), local: local,
      loadingExported: { tab, ids, exportId in
        asked.append((tab, ids))
        return Ledger(transactions: exported.transactions.filter { ids.contains($0.transactionId) })
      })
    #expect(asked.map(\.0) == [.transactions])
    #expect(asked.first?.1 == [F.id(5)])
    let diagnostics = sheet.diagnostics.filter { $0.cell == "Transactions!F6" }
    #expect(diagnostics.map(\.code) == [.ambiguousAmount])
    let read = sheet.ledger.transactions.first { $0.transactionId == F.id(5) }
    if isExported {
      #expect(diagnostics.allSatisfy { $0.severity == .info })
      #expect(
        diagnostics.first?.message
          == "\"1.125\" reads as 1.1250 or 1125.00; it is the text the export wrote for 1.125, "
          + "so it is read as exported (no edit of the amount)")
      #expect(read?.amount == Decimal(string: exportedAmount))
    } else {
      // `2.500` is not what the export wrote (`2.50`): typed, it may mean 2500.
      #expect(diagnostics.allSatisfy { $0.severity == .error })
      #expect(read == nil)
    }
    let result = try Merger().merge(
      local: local, sheet: sheet, base: exported, options: MergeOptions(mergeTime: F.mergeTime))
    #expect(result.report.changes.map(\.action) == (isExported ? [] : [.rejected]))
    #expect(result.ledger.transactions == local.transactions)
  }

  @Test("Against another local amount, or no local row, the row is an error and is not read")
  func otherAmount() throws {
    let ledger = Self.ledger(amount: "49.64")
    let workbook = try Self.sheet(of: ledger)
    for sheet in [Validator().validate(workbook, local: ledger), Validator().validate(workbook)] {
      let errors = sheet.diagnostics.filter { $0.severity == .error && $0.tab == .transactions }
      #expect(errors.map(\.code) == [.ambiguousAmount])
      #expect(errors.first?.cell == "Transactions!F6")
      #expect(errors.first?.suggestions == ["2.50", "2500.00"])
      #expect(!sheet.ledger.transactions.contains { $0.transactionId == F.id(5) })
    }
    let result = try Merger().merge(
      local: ledger, sheet: Validator().validate(workbook, local: ledger), base: ledger,
      options: MergeOptions(mergeTime: F.mergeTime))
    #expect(result.ledger.transactions == ledger.transactions)
  }
}
