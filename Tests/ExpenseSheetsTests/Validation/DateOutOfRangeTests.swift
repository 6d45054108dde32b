import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Dates outside the years 1900 to 2199")
struct DateOutOfRangeTests {
  @Test(
    "a Transactions date of another calendar is an error whose fix is the Gregorian date",
    arguments: [
      ("2566-02-09", "2023", "2", "2023-02-09"),  // Thai Buddhist
      ("1401-11-20", "2023", "2", "2023-02-09"),  // Persian (Solar Hijri)
      ("1403-01-01", "2024", "3", "2024-03-20"),  // Nowruz
      ("2742-12-31", "2199", "12", "2199-12-31"),  // the last Buddhist year read
      ("1278-10-11", "1900", "1", "1900-01-01"),  // the first Solar Hijri day read
    ])
  func otherCalendar(date: String, year: String, month: String, gregorian: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: date, year: year, month: month)], receipts: [])
    let errors = sheet.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code) == [.dateOutOfRange])
    #expect(errors.first?.cell == "Transactions!C2")
    #expect(errors.first?.fix?.edits.map(\.value) == [gregorian])
    #expect(sheet.ledger.transactions.isEmpty)
  }

  @Test(
    "year and month written from the other calendar's date are set by the same fix",
    arguments: [
      ("2566-02-09", "2566", "2", ["C2=2023-02-09", "D2=2023"]),
      ("1401-11-20", "1401", "11", ["C2=2023-02-09", "D2=2023", "E2=2"]),
      ("1401-11-20", "2023", "11", ["C2=2023-02-09", "E2=2"]),
    ])
  func yearMonthFromOtherCalendar(date: String, year: String, month: String, edits: [String])
    throws
  {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: date, year: year, month: month)], receipts: [])
    let errors = sheet.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code) == [.dateOutOfRange])
    let fix = try #require(errors.first?.fix)
    #expect(fix.edits.map { "\($0.cell.dropFirst("Transactions!".count))=\($0.value)" } == edits)
    // The fix applied, the row loads with no error.
    let value = { (cell: String) in fix.edits.first { $0.cell == "Transactions!\(cell)" }?.value }
    let fixed = try Workbook.validate(
      transactions: [
        Workbook.transaction(
          date: value("C2") ?? date, year: value("D2") ?? year, month: value("E2") ?? month)
      ], receipts: [])
    #expect(!fixed.diagnostics.contains { $0.severity == .error }, "\(fixed.diagnostics)")
    #expect(fixed.ledger.transactions.count == 1)
  }

  @Test(
    "a Hijri date, as LibreOffice's Arabic locales show one, is an error naming its day, without a fix"
  )
  func islamic() throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: "1444-06-29", year: "2023", month: "1")],
      receipts: [])
    let errors = sheet.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code) == [.dateOutOfRange])
    #expect(errors.first?.fix == nil)
    #expect(
      errors.first?.message.contains(
        "it reads as a date of the Islamic (Hijri) calendar, about 2023-01-22 in the Gregorian calendar"
      )
        == true, "\(errors.map(\.message))")
  }

  @Test("a mistyped year is an error without a fix", arguments: ["2205-01-05", "1025-01-05"])
  func mistyped(date: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: date, year: String(date.prefix(4)))], receipts: [])
    let errors = sheet.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code) == [.dateOutOfRange])
    #expect(errors.first?.fix == nil)
  }

  @Test("the first and last plausible days are no error", arguments: ["1900-01-01", "2199-12-31"])
  func edges(date: String) throws {
    let sheet = try Workbook.validate(
      transactions: [
        Workbook.transaction(
          date: date, year: String(date.prefix(4)), month: String(Int(date.dropFirst(5).prefix(2))!)
        )
      ], receipts: [])
    #expect(!sheet.diagnostics.contains { $0.code == .dateOutOfRange })
    #expect(sheet.ledger.transactions.count == 1)
  }

  @Test(
    "a timestamp is out of range from the first millisecond outside the years",
    arguments: [
      ("1899-12-31T23:59:59.999Z", true), ("1900-01-01T00:00:00.000Z", false),
      ("2199-12-31T23:59:59.999Z", false), ("2200-01-01T00:00:00.000Z", true),
    ])
  func timestampEdges(createdAt: String, isOutOfRange: Bool) throws {
    let sheet = try Workbook.validate(
      transactions: [
        Workbook.transaction(created: createdAt, modified: "2025-01-05T10:00:00.000Z")
      ], receipts: [])
    let outOfRange = sheet.diagnostics.filter { $0.code == .dateOutOfRange }
    #expect(outOfRange.map(\.cell) == (isOutOfRange ? ["Transactions!M2"] : []))
  }

  @Test("a recurring rule's start and end dates are checked")
  func recurringRule() throws {
    let rules = """
      recurringRuleId,isEnabled,type,amount,category,tags,note,startDate,cadence,interval,endDate,createdAt,lastModifiedAt
      \(Workbook.ruleId),TRUE,income,3000.00,Salary,,,1401/11/20,monthly,1,2600-01-01,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z

      """
    let sheet = try Workbook.validate(rules: rules)
    let errors = sheet.diagnostics.filter { $0.code == .dateOutOfRange }
    #expect(errors.map(\.cell) == ["RecurringRules!H2", "RecurringRules!K2"])
    #expect(errors.map { $0.fix?.edits.map(\.value) } == [["2023-02-09"], ["2057-01-01"]])
    #expect(sheet.ledger.recurringRules.isEmpty)
  }

  @Test("a timestamp of another calendar keeps its time of day in the fix, and is no future one")
  func timestamp() throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(modified: "2568-01-05T10:00:00.000Z")], receipts: [])
    let errors = sheet.diagnostics.filter { $0.severity != .info }
    #expect(errors.map(\.code) == [.dateOutOfRange])
    #expect(errors.first?.cell == "Transactions!N2")
    #expect(errors.first?.fix?.edits.map(\.value) == ["2025-01-05T10:00:00.000Z"])
  }

  @Test(
    "any plausible day written in the Buddhist, Persian or Islamic calendar reads back as itself, but the days a Gregorian reading lacks (invalid values)",
    arguments: [
      (Calendar.Identifier.buddhist, 1900, 2199), (.persian, 1900, 2040),
      (.islamicUmmAlQura, 2000, 2152),
    ])
  func anyDay(calendar identifier: Calendar.Identifier, firstYear: Int, lastYear: Int) throws {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = .gmt
    let first = SheetDate(year: firstYear, month: 1, day: 1)!.daysSinceEpoch
    let last = SheetDate(year: lastYear, month: 12, day: 31)!.daysSinceEpoch
    var (tried, checked) = (0, 0)
    for days in stride(from: first, through: last, by: 37) {
      tried += 1
      let day = SheetDate(daysSinceEpoch: days)!
      let parts = calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
      guard let written = SheetDate(year: parts.year!, month: parts.month!, day: parts.day!) else {
        continue
      }
      #expect(OtherCalendarDate(written)?.gregorian == day, "\(written)")
      #expect(OtherCalendarDate(written)?.isExact == (identifier != .islamicUmmAlQura))
      checked += 1
    }
    // All but the few days a Gregorian reading lacks.
    #expect(checked > tried * 97 / 100)
  }
}
