import Foundation

@testable import ExpenseSheets

/// Two rows of each tab that differ in every field, so that a field read, written or copied
/// through the wrong column shows.
enum DistinctRows {
  static func id(_ last: Int) -> UUID {
    UUID(uuidString: String(format: "6F9619FF-8B86-4011-B42D-%012X", last))!
  }

  static func day(_ year: Int, _ month: Int, _ day: Int) -> SheetDate {
    SheetDate(year: year, month: month, day: day)!
  }

  /// A time `step` days and hours after a fixed one: far enough apart for every comparison.
  static func time(_ step: Int) -> Date {
    Date(timeIntervalSince1970: TimeInterval(1_736_000_000 + step * 90_000))
  }

  static let transactions = [
    Transaction(
      transactionId: id(1), type: .expense, date: day(2025, 1, 5), year: 2025, month: 1,
      amount: Decimal(string: "12.50")!, category: "Food", tags: "tag a", note: "note a",
      paidFlag: .paid, reimbursedFlag: .reimbursed, recurringRuleId: id(2), createdAt: time(1),
      lastModifiedAt: time(2)),
    Transaction(
      transactionId: id(3), type: .income, date: day(2024, 3, 7), year: 2024, month: 3,
      amount: Decimal(string: "99.99")!, category: "Rent", tags: "tag b", note: "note b",
      paidFlag: .unpaid, reimbursedFlag: .unreimbursed, recurringRuleId: id(4),
      createdAt: time(3), lastModifiedAt: time(4)),
  ]

  static let receipts = [
    Receipt(
      receiptId: id(5), transactionId: id(6), driveFileId: "drive a", fileName: "a.jpg",
      createdAt: time(5), lastModifiedAt: time(6)),
    Receipt(
      receiptId: id(7), transactionId: id(8), driveFileId: "drive b", fileName: "b.jpg",
      createdAt: time(7), lastModifiedAt: time(8)),
  ]

  static let categories = [
    Category(
      name: "Food", type: .expense, emoji: "🍎", colorHex: "#FF0000", isActive: true,
      sortOrder: 1, createdAt: time(9), lastModifiedAt: time(10)),
    Category(
      name: "Salary", type: .income, emoji: "💶", colorHex: "#00FF00", isActive: false,
      sortOrder: 2, createdAt: time(11), lastModifiedAt: time(12)),
  ]

  static let recurringRules = [
    RecurringRule(
      recurringRuleId: id(9), isEnabled: true, type: .expense, amount: Decimal(string: "800")!,
      category: "Rent", tags: "tag a", note: "note a", startDate: day(2025, 1, 1),
      cadence: .monthly, interval: 1, endDate: day(2026, 1, 1), createdAt: time(13),
      lastModifiedAt: time(14)),
    RecurringRule(
      recurringRuleId: id(10), isEnabled: false, type: .income, amount: Decimal(string: "5.25")!,
      category: "Salary", tags: "tag b", note: "note b", startDate: day(2024, 6, 2),
      cadence: .weekly, interval: 2, endDate: day(2027, 2, 3), createdAt: time(15),
      lastModifiedAt: time(16)),
  ]

  static let settings = [
    AppSettings(
      datasetId: id(11), schemaVersion: 1, timezone: "Europe/Paris", rootFolderId: "root a",
      dataSpreadsheetId: "sheet a", receiptsFolderId: "receipts a", createdAt: time(17),
      lastModifiedAt: time(18)),
    AppSettings(
      datasetId: id(12), schemaVersion: 2, timezone: "Asia/Tokyo", rootFolderId: "root b",
      dataSpreadsheetId: "sheet b", receiptsFolderId: "receipts b", createdAt: time(19),
      lastModifiedAt: time(20)),
  ]
}
