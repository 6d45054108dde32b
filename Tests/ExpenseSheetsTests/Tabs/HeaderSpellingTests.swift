import Foundation
import Testing

@testable import ExpenseSheets

/// A header names a column however a person spells it apart from case, spaces, underscores and
/// hyphens: `Paid Flag` is `paidFlag`, and its cells are read as that column's, not kept as a
/// column of the person's own.
@Suite("Header names spelled apart")
struct HeaderSpellingTests {
  @Test(
    "Spaced, underscored, hyphenated and invisibly marked names name the tab's columns",
    arguments: [
      "Transaction ID,Type,Date,Year,Month,Amount,Category,Tags,Note,Paid Flag,Reimbursed Flag,Recurring Rule ID,Created At,Last Modified At",
      "transaction_id,type,date,year,month,amount,category,tags,note,paid_flag,reimbursed_flag,recurring_rule_id,created_at,last_modified_at",
      "transaction-id,TYPE,date,year,month,amount,category,tags,note,paid-flag,reimbursed-flag,recurring-rule-id,created-at,last-modified-at",
      "\u{FEFF}\u{FEFF}transactionId,type,date,year,month,amount,category,tags,note,paid\u{200B}Flag,reimbursedFlag,recurringRuleId,createdAt,lastModifiedAt",
    ])
  func spelledApart(header: String) throws {
    let row =
      "\(Workbook.transactionId),expense,2025-01-05,2025,1,12.50,Food,,,paid,reimbursed,,2025-01-05T10:00:00.000Z,2025-01-05T11:00:00.000Z"
    let sheet = try Workbook.validate(
      transactionHeader: header, transactions: [row], receipts: [])
    #expect(sheet.diagnostics.filter { $0.code == .unknownColumn }.isEmpty)
    let transaction = try #require(sheet.ledger.transactions.first)
    #expect(transaction.paidFlag == .paid)
    #expect(transaction.reimbursedFlag == .reimbursed)
    #expect(transaction.lastModifiedAt == Timestamp.date(milliseconds: 1_736_074_800_000))
    #expect(transaction.extraCells.isEmpty)
  }

  @Test(
    "A column renamed near its name rejects the tab with the rename as its fix",
    arguments: [
      ("note", "Notes"), ("tags", "Tag"), ("reimbursedFlag", "reimbursedFlags"),
      ("category", "Categories"), ("category", "categories"), ("amount", "Amount (USD)"),
      ("amount", "Amount ($)"), ("date", "Date [UTC]"), ("note", "Note (private)"),
    ])
  func renamedOptionalColumn(column: String, renamed: String) throws {
    let header = Workbook.transactionHeader.replacingOccurrences(
      of: ",\(column),", with: ",\(renamed),")
    let sheet = try Workbook.validate(
      transactionHeader: header, transactions: [Workbook.transaction()], receipts: [])
    let error = try #require(
      sheet.diagnostics.first { $0.code == .missingColumn && $0.severity == .error })
    #expect(error.column == column)
    #expect(error.fix?.edits.map(\.value) == [column])
    #expect(sheet.ledger.transactions.isEmpty)
  }

  @Test("A column spelled apart beside the column it would name is a column of its own")
  func besideItsColumn() throws {
    let sheet = try Workbook.validate(
      transactionHeader: Workbook.transactionHeader + ",Paid Flag",
      transactions: [Workbook.transaction() + ",by card"], receipts: [])
    #expect(!sheet.diagnostics.contains { $0.severity == .error })
    let transaction = try #require(sheet.ledger.transactions.first)
    #expect(transaction.extraCells == [ExtraCell(column: "Paid Flag", value: "by card")])
  }

  @Test(
    "A column of the person's own that only looks like a missing one is kept, the tab read",
    arguments: [("tags", "Tax"), ("note", "Vote"), ("note", "Noted"), ("month", "Monthly")])
  func ownColumn(column: String, own: String) throws {
    let header = Workbook.transactionHeader.replacingOccurrences(
      of: ",\(column),", with: ",\(own),")
    let sheet = try Workbook.validate(
      transactionHeader: header, transactions: [Workbook.transaction()], receipts: [])
    #expect(!sheet.diagnostics.contains { $0.severity == .error })
    #expect(sheet.ledger.transactions.count == 1)
  }
}
