import Foundation
import Testing

@testable import ExpenseSheets

/// Values that only moved between rows, as sorting one column does, are held back; edits that
/// give rows new values, or swap two, are taken.
@Suite("Values moved between rows")
struct MovedValuesTests {
  private typealias F = MergeFixture

  /// Seven exported rows, with amounts 1 to 7 and notes "a" to "g".
  private let exported = (1...7).map { n in
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

  /// Expects the merge of `edited` into `local`, exported as it is, to hold back the six rows
  /// that differ as suspicious and change nothing.
  private func expectHeldBack(_ edited: [Transaction], local: [Transaction]) throws {
    let result = try F.merge(
      local: F.ledger(local), sheet: F.sheet(F.ledger(edited)), base: F.ledger(local))
    #expect(result.ledger.transactions == local)
    #expect(result.report.changes.count == 6)
    #expect(result.report.changes.allSatisfy { $0.action == .suspicious })
  }

  @Test(
    "Amounts sorted among the rows are held back, with or without timestamps moved",
    arguments: [false, true])
  func sortedColumn(timestampsMoved: Bool) throws {
    var edited = sheet(amounts: ["7.00", "6.00", "5.00", "4.00", "3.00", "2.00", "1.00"])
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
    #expect(result.report.changes.count == 6)
    let accepted = try F.merge(
      local: F.ledger(exported), sheet: F.sheet(edited), base: F.ledger(exported),
      acceptSuspicious: true)
    #expect(accepted.ledger.transactions.map(\.amount) == [7, 6, 5, 4, 3, 2, 1])
  }

  @Test("A range sorted without the id column holds back its columns of few values too")
  func rangeSorted() throws {
    var local = exported
    for index in [1, 4] { local[index].type = .income }
    // Sorted by amount, largest first: each row takes the amount, type and note of another.
    var edited = local
    for (index, source) in local.reversed().enumerated() {
      (edited[index].amount, edited[index].type, edited[index].note) = (
        source.amount, source.type, source.note
      )
    }
    try expectHeldBack(edited, local: local)
  }

  @Test("A range sorted with a row edited beside it is held back whole, the edit with it")
  func rangeSortedWithAnEdit() throws {
    let local = (1...12).map { n in
      F.transaction(n, amount: "\(n).00", note: String(UnicodeScalar(UInt8(96 + n))))
    }
    var edited = local
    for (index, source) in local.reversed().enumerated() {
      (edited[index].amount, edited[index].note) = (source.amount, source.note)
    }
    edited[0].note = "typed beside the sort"
    let result = try F.merge(
      local: F.ledger(local), sheet: F.sheet(F.ledger(edited)), base: F.ledger(local))
    #expect(result.ledger.transactions == local)
    #expect(result.report.changes.count == 12)
    #expect(result.report.changes.allSatisfy { $0.action == .suspicious })
  }

  @Test(
    "Ids shifted down a row hold back every field of each row, and the first row's copy is not added"
  )
  func idsShifted() throws {
    // Twelve rows, each created a minute apart; two recurring and three paid, so that some
    // fields have too few values to count as moved on their own.
    let local = (1...12).map { n in
      var row = F.transaction(n, amount: "\(n).00", note: "note \(n)")
      row.createdAt = F.t0.addingTimeInterval(Double(n) * 60)
      row.date = SheetDate(year: 2025, month: 1 + n % 3, day: n)!
      row.recurringRuleId = [2, 7].contains(n) ? F.id(99) : nil
      row.paidFlag = [3, 5, 9].contains(n) ? .paid : nil
      return row
    }
    let ledger = F.ledger(local)
    let text = String(decoding: WorkbookWriter().encode(ledger)[.transactions]!, as: UTF8.self)
    var lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    // "Insert cells, shift down" at A2: each id moves a row down, the last below the data.
    let ids = lines.dropFirst().map { String($0.prefix(36)) }
    for row in 1..<lines.count {
      lines[row] = (row == 1 ? "" : ids[row - 2]) + lines[row].dropFirst(36)
    }
    lines.append(ids.last!)
    let workbook = try WorkbookReader().read(tabs: [
      .transactions: Array((lines.joined(separator: "\r\n") + "\r\n").utf8),
      .categories: WorkbookWriter().encode(ledger)[.categories]!,
    ])
    let sheet = Validator().validate(workbook, local: ledger)
    let result = try Merger().merge(
      local: ledger, sheet: sheet, base: ledger, options: MergeOptions(mergeTime: F.mergeTime))
    #expect(result.ledger.transactions == local)
    let held = result.report.changes.filter { $0.action == .suspicious }
    #expect(held.count == 11)
    #expect(held.allSatisfy { change in change.fields.allSatisfy { $0.merged == $0.local } })
    let copy = try #require(result.report.changes.first { $0.sheetRow == 2 })
    #expect(copy.action == .rejected)
    #expect(copy.reason.contains("the transactionId column moved against the other columns"))
  }

  @Test(
    "A column sorted alone is held back when it moves few rows: a type of two incomes, a date column",
    arguments: ["type", "date"])
  func fewRowsSorted(field: String) throws {
    // Twenty rows, dates out of order, incomes at rows 3 and 11.
    let local = (1...20).map { n in
      var row = F.transaction(n, date: SheetDate(year: 2025, month: 1 + n * 7 % 12, day: n)!)
      row.type = [3, 11].contains(n) ? .income : .expense
      return row
    }
    var edited = local
    if field == "type" {
      // Sorted A to Z: the two incomes last.
      for index in edited.indices { edited[index].type = index >= 18 ? .income : .expense }
    } else {
      let dates = local.map(\.date).sorted()
      for index in edited.indices { edited[index].date = dates[index] }
    }
    let result = try F.merge(
      local: F.ledger(local), sheet: F.sheet(F.ledger(edited)), base: F.ledger(local))
    #expect(result.ledger.transactions == local)
    #expect(!result.report.changes.isEmpty)
    #expect(result.report.changes.allSatisfy { $0.action == .suspicious })
  }

  @Test("Rows edited, then sorted whole by the edited column, ids and all, are edits")
  func editedThenRowsSorted() throws {
    let local = (1...12).map { n in
      var row = F.transaction(n, amount: "\(n).00")
      row.type = n.isMultiple(of: 3) ? .income : .expense
      return row
    }
    var edited = local
    for index in [0, 4] { edited[index].type = .income }
    for index in [2, 5] { edited[index].type = .expense }
    // Sorted by type, whole rows: incomes first, each row keeping its id and other cells. A
    // sort keeps the rows of each type in their order: the ids come back down once only.
    let sorted = edited.filter { $0.type == .income } + edited.filter { $0.type == .expense }
    let result = try F.merge(
      local: F.ledger(local), sheet: F.sheet(F.ledger(sorted)), base: F.ledger(local))
    #expect(result.report.changes.map(\.action) == [.updated, .updated, .updated, .updated])
  }

  @Test("Two flags of a small tab toggled, the column ending in one block, are edits")
  func twoFlagsToggled() throws {
    // Seven rows, the sixth an income; the first becomes the income instead.
    let local = (1...7).map { n in
      var row = F.transaction(n, amount: "\(n).00")
      row.type = n == 6 ? .income : .expense
      return row
    }
    var edited = local
    (edited[0].type, edited[5].type) = (.income, .expense)
    let result = try F.merge(
      local: F.ledger(local), sheet: F.sheet(F.ledger(edited)), base: F.ledger(local))
    #expect(result.report.changes.map(\.action) == [.updated, .updated])
  }

  @Test("Dates fixed to fit between their neighbours, leaving the column in order, are edits")
  func datesFixedInOrder() throws {
    // Dates in order but rows 5 and 9, typed a year off; each fix takes its neighbour's date,
    // another row's value, and puts the column in order.
    let local = (1...12).map { n in
      F.transaction(n, date: SheetDate(year: [5, 9].contains(n) ? 2026 : 2025, month: 1, day: n)!)
    }
    var edited = local
    for index in [4, 8] { edited[index].date = local[index - 1].date }
    let result = try F.merge(
      local: F.ledger(local), sheet: F.sheet(F.ledger(edited)), base: F.ledger(local))
    #expect(result.ledger.transactions.map(\.date) == edited.map(\.date))
    #expect(result.report.changes.map(\.action) == [.updated, .updated])
  }

  @Test("A column sorted alone is held back, and an edit of another column of its rows is taken")
  func sortedColumnWithAnEditBeside() throws {
    var edited = exported
    for (index, source) in exported.reversed().enumerated() { edited[index].note = source.note }
    edited[0].amount = 99
    let result = try F.merge(
      local: F.ledger(exported), sheet: F.sheet(F.ledger(edited)), base: F.ledger(exported))
    var expected = exported
    (expected[0].amount, expected[0].lastModifiedAt) = (99, F.mergeTime)
    #expect(result.ledger.transactions == expected)
    #expect(result.report.changes.count == 6)
    #expect(result.report.changes.allSatisfy { $0.action == .suspicious })
    let first = try #require(
      result.report.changes.first { $0.key == .transaction(exported[0].transactionId) })
    #expect(first.fields.map(\.field) == ["amount", "note"])
    #expect(first.fields.allSatisfy { $0.merged == ($0.field == "amount" ? "99.00" : "a") })
  }

  @Test(
    "A type column sorted alone is held back; the same rows' types swapped by hand are edits",
    arguments: [true, false])
  func typeColumnSorted(isSorted: Bool) throws {
    let local = (1...12).map { n in
      var row = F.transaction(n, amount: "\(n).00")
      row.type = n.isMultiple(of: 2) ? .income : .expense
      return row
    }
    var edited = local
    // Sorted: six expenses, then six incomes. By hand: every other changed row flipped back.
    let types: [TransactionType] =
      isSorted
      ? Array(repeating: .expense, count: 6) + Array(repeating: .income, count: 6)
      : [.expense, .expense, .expense, .income, .expense, .expense]
        + [.income, .expense, .income, .income, .income, .income]
    for index in edited.indices { edited[index].type = types[index] }
    var sheet = F.sheet(F.ledger(edited))
    sheet.sheetRows[.transactions] = Array(2...13)
    let result = try F.merge(local: F.ledger(local), sheet: sheet, base: F.ledger(local))
    #expect(result.ledger.transactions.map(\.type) == (isSorted ? local : edited).map(\.type))
    #expect(
      result.report.changes.allSatisfy { $0.action == (isSorted ? .suspicious : .updated) })
  }

  @Test("Notes sorted in a spreadsheet that saved their CRLF line breaks as LF are held back")
  func sortedNotesWithLineBreaks() throws {
    let local = exported.map { row in
      var row = row
      row.note = "line 1\r\nnote \(row.note)"
      return row
    }
    var edited = local
    for (index, source) in local.reversed().enumerated() {
      edited[index].note = source.note.replacingOccurrences(of: "\r\n", with: "\n")
    }
    try expectHeldBack(edited, local: local)
  }

  @Test(
    "New values, or two pairs of values swapped, are edits",
    arguments: [
      ["9.00", "8.00", "7.00", "4.00", "5.00", "6.00", "7.00"],
      ["2.00", "1.00", "4.00", "3.00", "5.00", "6.00", "7.00"],
      ["1.00", "3.00", "3.00", "3.00", "5.00", "6.00", "7.00"],
    ])
  func edits(amounts: [String]) throws {
    let result = try F.merge(
      local: F.ledger(exported), sheet: F.sheet(sheet(amounts: amounts)),
      base: F.ledger(exported))
    #expect(result.ledger.transactions.map(\.amount) == amounts.map { Decimal(string: $0)! })
    #expect(result.report.changes.allSatisfy { $0.action == .updated })
  }

  @Test(
    "Two values among any number of rows, a rank renumbered, or four rows are no move",
    arguments: [
      ("paidFlag", 40, ["paid", ""]), ("sortOrder", 6, ["1", "2", "3"]),
      ("amount", 4, ["1.00", "2.00", "3.00", "4.00"]), ("amount", 6, ["1.00", "2.00", "3.00"]),
    ])
  func noMove(field: String, rows: Int, values: [String]) {
    let changes = (0..<rows).map { index in
      RowChange(
        tab: .transactions, key: .transaction(F.id(index)), sheetRow: nil, action: .updated,
        reason: "",
        fields: [
          FieldChange(
            field: field, local: values[index % values.count],
            sheet: values[(index + 1) % values.count], merged: values[(index + 1) % values.count])
        ])
    }
    let isMove = field == "amount" && rows == 6
    #expect(MovedValues.moves(in: changes).isEmpty == !isMove)
  }
}
