import Foundation
import Testing

@testable import ExpenseSheets

/// Values that only moved between rows, as sorting one column does, are held back; edits that
/// give rows new values, or swap two, are taken.
@Suite("Values moved between rows")
struct MovedValuesTests {
  private typealias F = MergeFixture

  /// Five exported rows, with amounts 1 to 5 and notes "a" to "e".
  private let exported = (1...5).map { n in
    F.transaction(n, amount: "\(n).00", note: String(UnicodeScalar(UInt8(96 + n))))
  }

  /// The exported rows with `amounts` in their order.
  private func sheet(amounts: [String]) -> Ledger {
    F.ledger(
      zip(exported, amounts).map { row, amount in
        var row = row
        row.amount = Decimal(string: amount)!
        return row
      })
  }

  @Test(
    "Amounts sorted among the rows are held back, with or without timestamps moved",
    arguments: [false, true])
  func sortedColumn(timestampsMoved: Bool) throws {
    var edited = sheet(amounts: ["5.00", "4.00", "3.00", "2.00", "1.00"])
    if timestampsMoved {
      let stamps = edited.transactions.reversed().map(\.lastModifiedAt)
      for index in edited.transactions.indices {
        edited.transactions[index].lastModifiedAt = stamps[index].addingTimeInterval(60)
      }
    }
    let result = try F.merge(
      local: F.ledger(exported), sheet: F.sheet(edited), base: F.ledger(exported))
    #expect(result.ledger.transactions == exported)
    #expect(result.report.changes.allSatisfy { $0.action == .suspicious })
    #expect(result.report.changes.count == 4)
    let accepted = try F.merge(
      local: F.ledger(exported), sheet: F.sheet(edited), base: F.ledger(exported),
      acceptSuspicious: true)
    #expect(accepted.ledger.transactions.map(\.amount) == [5, 4, 3, 2, 1])
  }

  @Test(
    "New values, or two values swapped, are edits",
    arguments: [
      ["9.00", "8.00", "7.00", "4.00", "5.00"],
      ["2.00", "1.00", "3.00", "4.00", "5.00"],
      ["1.00", "3.00", "3.00", "3.00", "5.00"],
    ])
  func edits(amounts: [String]) throws {
    let result = try F.merge(
      local: F.ledger(exported), sheet: F.sheet(sheet(amounts: amounts)),
      base: F.ledger(exported))
    #expect(result.ledger.transactions.map(\.amount) == amounts.map { Decimal(string: $0)! })
    #expect(result.report.changes.allSatisfy { $0.action == .updated })
  }

  @Test("A few rows toggled between two values are edits; twenty or more are a move")
  func fewValues() {
    func changes(_ count: Int) -> [RowChange] {
      (0..<count).map { index in
        let (local, sheet) = index.isMultiple(of: 2) ? ("paid", "") : ("", "paid")
        return RowChange(
          tab: .transactions, key: .transaction(F.id(index)), sheetRow: nil, action: .updated,
          reason: "",
          fields: [FieldChange(field: "paidFlag", local: local, sheet: sheet, merged: sheet)])
      }
    }
    #expect(MovedValues.moves(in: changes(4)).isEmpty)
    #expect(
      MovedValues.moves(in: changes(MovedValues.rowsOfFewValues))
        == [MovedValues.Move(field: "paidFlag", changes: Array(0..<MovedValues.rowsOfFewValues))])
  }
}
