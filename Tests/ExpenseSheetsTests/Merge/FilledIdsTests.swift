import Foundation
import Testing

@testable import ExpenseSheets

/// A row filled down over the rows below it copies its cells into them and counts up its id's
/// last digits: the copies are held back, not added.
@Suite("Rows filled down from a row")
struct FilledIdsTests {
  typealias F = MergeFixture

  /// Ten transactions, each created a minute apart; row 6's id ends in a number, as filling
  /// counts up.
  static let local = (1...10).map { n in
    var row = F.transaction(n, amount: "\(n).00")
    if n == 6 { row.transactionId = F.farId(6) }
    row.createdAt = F.t0.addingTimeInterval(Double(n) * 60)
    return row
  }

  /// `local` with row 6 filled down over rows 7 to 9: each a copy of it, its id counted up.
  static var filled: [Transaction] {
    local.enumerated().map { index, row in
      guard (6...8).contains(index) else { return row }
      var copy = local[5]
      copy.transactionId = F.farId(index + 1)
      return copy
    }
  }

  @Test("The copies are held back as suspicious; the rows they covered stay")
  func heldBack() throws {
    let result = try F.merge(
      local: F.ledger(Self.local), sheet: F.sheet(F.ledger(Self.filled)),
      base: F.ledger(Self.local))
    #expect(result.ledger.transactions == Self.local)
    let held = result.report.changes.filter { $0.action == .suspicious }
    #expect(held.map(\.key) == (7...9).map { .transaction(F.farId($0)) })
    #expect(held.allSatisfy { $0.reason.contains("looks filled down from that row") })
    #expect(!result.report.changes.contains { $0.action == .inserted })
  }

  @Test(
    "A fill whose id's last number carries past two digits, or whose note ends in a number, is held back, over many rows too",
    arguments: [(196, "Invoice 9", 5), (6, "Invoice 9", 5), (196, "Invoice 9", 60)])
  func countedUp(sourceNumber: Int, note: String, rows: Int) throws {
    var source = Self.local[5]
    source.transactionId = F.farId(sourceNumber)
    source.note = note
    var local = Self.local
    local[5] = source
    // Filled over new rows: ids and the note's number counted up, as Excel does.
    let copies = (1...rows).map { step in
      var copy = source
      copy.transactionId = F.farId(sourceNumber + step)
      copy.note = "Invoice \(9 + step)"
      return copy
    }
    let result = try F.merge(
      local: F.ledger(local), sheet: F.sheet(F.ledger(local + copies)), base: F.ledger(local))
    #expect(result.ledger.transactions == local)
    #expect(result.report.changes.map(\.action) == Array(repeating: .suspicious, count: rows))
  }

  @Test("A LibreOffice fill, which counts up the year createdAt starts with, is held back")
  func createdAtYearCountedUp() throws {
    let source = Self.local[5]
    let copies = (1...3).map { step in
      var copy = source
      copy.transactionId = F.farId(6 + step)
      var utc = Calendar(identifier: .gregorian)
      utc.timeZone = TimeZone(identifier: "UTC")!
      var years = DateComponents()
      years.year = step
      copy.createdAt = utc.date(byAdding: years, to: source.createdAt)!
      return copy
    }
    let result = try F.merge(
      local: F.ledger(Self.local), sheet: F.sheet(F.ledger(Self.local + copies)),
      base: F.ledger(Self.local))
    #expect(result.ledger.transactions == Self.local)
    #expect(result.report.changes.map(\.action) == [.suspicious, .suspicious, .suspicious])
  }

  @Test(
    "A createdAt a whole number of years from another, in UTC, to the millisecond",
    arguments: [
      (1, 0.0, true), (3, 0.0, true), (-2, 0.0, true), (0, 0.0, false), (1, 1.0, false),
      (1, 0.5, false),
    ])
  func yearsApart(years: Int, offBy seconds: Double, expected: Bool) {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let source = F.t0.addingTimeInterval(0.25)
    var step = DateComponents()
    step.year = years
    let date = utc.date(byAdding: step, to: source)!.addingTimeInterval(seconds)
    #expect(FilledIds.isYearsApart(date, source) == expected)
  }

  @Test(
    "A fill that counts up the recurring rule's id too, or of a row edited first, is held back",
    arguments: [(3, false), (25, false), (3, true), (25, true)])
  func linkedIdOrEditedSource(rows: Int, editsSource: Bool) throws {
    var source = Self.local[5]
    let rule = { (n: Int) in UUID(uuidString: String(format: "FEDCBA98-7654-4321-8FED-%012d", n)) }
    if editsSource {
      source.note = "edited in the sheet"
      source.lastModifiedAt = F.t1
    } else {
      source.recurringRuleId = rule(500)
    }
    var local = Self.local
    if !editsSource { local[5] = source }
    var sheet = Self.local
    sheet[5] = source
    let copies = (1...rows).map { step in
      var copy = source
      copy.transactionId = F.farId(6 + step)
      if !editsSource { copy.recurringRuleId = rule(500 + step) }
      return copy
    }
    let result = try F.merge(
      local: F.ledger(local), sheet: F.sheet(F.ledger(sheet + copies)), base: F.ledger(local))
    let actions = result.report.changes.map(\.action)
    #expect(actions.filter { $0 == .suspicious }.count == rows)
    #expect(!actions.contains(.inserted))
    #expect(result.ledger.transactions.count == local.count)
  }

  @Test("With deletions allowed, the rows the fill covered are kept too")
  func coveredRowsKept() throws {
    let result = try F.merge(
      local: F.ledger(Self.local), sheet: F.sheet(F.ledger(Self.filled)),
      base: F.ledger(Self.local), allowDeletions: true)
    #expect(result.ledger.transactions == Self.local)
    #expect(result.report.heldBackDeletions.map(\.reason) == [.filledDown])
    #expect(result.report.heldBackDeletions.map(\.rows) == [3])
  }

  @Test("Accepted, the copies are added, and with deletions allowed the covered rows go")
  func accepted() throws {
    // Three of ten rows are a mass deletion, allowed too.
    let result = try F.merge(
      local: F.ledger(Self.local), sheet: F.sheet(F.ledger(Self.filled)),
      base: F.ledger(Self.local), allowDeletions: true, acceptSuspicious: true,
      allowMassDeletions: true)
    #expect(result.report.changes.filter { $0.action == .inserted }.count == 3)
    #expect(result.report.changes.filter { $0.action == .deleted }.count == 3)
  }

  @Test("A new row with an id near a row's but a createdAt of its own is added")
  func newRows() throws {
    var own = Self.local[5]
    own.transactionId = F.farId(7)
    own.createdAt = F.t0.addingTimeInterval(3_600)
    let result = try F.merge(
      local: F.ledger(Self.local), sheet: F.sheet(F.ledger(Self.local + [own])),
      base: F.ledger(Self.local))
    #expect(result.report.changes.map(\.action) == [.inserted])
  }
}
