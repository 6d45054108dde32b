import Foundation
import Testing

@testable import ExpenseSheets

@Suite("The merger and what a spreadsheet does to a sheet's shape")
struct MergerSheetShapeTests {
  typealias F = MergeFixture

  /// A sheet whose Transactions tab lacks the given columns.
  static func sheet(_ ledger: Ledger, absent: Set<String>) -> ValidatedSheet {
    var sheet = F.sheet(ledger)
    sheet.absentColumns = [.transactions: absent]
    return sheet
  }

  @Test(
    "A tab rejected as a whole deletes nothing, even with deletions allowed; its rows are rejected",
    arguments: [true, false])
  func rejectedTabDeletesNothing(keysReadable: Bool) throws {
    let local = F.ledger([F.transaction(1), F.transaction(2)])
    var sheet = F.sheet(
      F.ledger([]),
      rejected: [1, 2].map {
        RejectedRow(
          tab: .transactions, sheetRow: $0 + 1,
          key: keysReadable ? .transaction(F.id($0)) : nil)
      })
    sheet.rejectedTabs = [.transactions]
    let result = try F.merge(local: local, sheet: sheet, base: local, allowDeletions: true)
    #expect(result.ledger == local)
    #expect(!result.report.changes.contains { $0.action == .deleted })
    // Rows whose keys could not be read match no local row: the local rows are also kept.
    #expect(
      result.report.summary.totals.counts(in: .transactions).filter { $0.value > 0 }
        == (keysReadable ? [.rejected: 2] : [.rejected: 2, .keptLocal: 2]))
    #expect(
      result.report.changes.map(\.reason)
        == Array(
          repeating:
            "the Transactions tab is rejected as a whole (see the error on its header row); the local side is unchanged",
          count: 2))
  }

  @Test("A Transactions tab missing a required column, validated, deletes no local transaction")
  func validatedRejectedTabDeletesNothing() throws {
    let local = try Workbook.validate().ledger
    let sheet = try Workbook.validate(
      transactionHeader: Workbook.transactionHeader.replacingOccurrences(
        of: ",amount,", with: ",amt,"))
    #expect(sheet.ledger.transactions.isEmpty)
    let result = try F.merge(local: local, sheet: sheet, base: local, allowDeletions: true)
    #expect(result.ledger.transactions == local.transactions)
    #expect(result.ledger.receipts == local.receipts)
    for tab in [Tab.transactions, .receipts] {
      #expect(
        result.report.summary.totals.counts(in: tab).filter { $0.value > 0 } == [.rejected: 1])
    }
    let change = try #require(result.report.changes.first { $0.tab == .transactions })
    #expect(change.key == RowKey(tab: .transactions, value: Workbook.transactionId))
    #expect(change.sheetRow == 2)
  }

  @Test("A Categories row that cannot be read keeps its key: its local category is not deleted")
  func unreadableCategoryRowDeletesNothing() throws {
    let local = try Workbook.validate().ledger
    let sheet = try Workbook.validate(
      categories: Workbook.categories.replacingOccurrences(
        of: "Gifts,both,,,TRUE,", with: "Gifts,both,,,MAYBE,"))
    #expect(
      sheet.rejectedRows == [RejectedRow(tab: .categories, sheetRow: 4, key: .category("Gifts"))])
    let result = try F.merge(local: local, sheet: sheet, base: local, allowDeletions: true)
    #expect(result.ledger.categories == local.categories)
    #expect(
      result.report.summary.totals.counts(in: .categories).filter { $0.value > 0 } == [
        .rejected: 1, .unchanged: 2,
      ])
  }

  @Test("A column missing from the sheet keeps the local values, with a base or without")
  func absentColumnKeepsLocal() throws {
    var local = F.transaction(1, note: "keep me")
    local.tags = "work"
    var edited = F.transaction(1, amount: "12.00")  // no note, no tags: the columns are gone
    edited.tags = ""
    for base in [nil, F.ledger([local])] {
      let result = try F.merge(
        local: F.ledger([local]), sheet: Self.sheet(F.ledger([edited]), absent: ["note", "tags"]),
        base: base)
      let merged = try #require(result.ledger.transactions.first)
      #expect(merged.note == "keep me")
      #expect(merged.tags == "work")
      #expect(merged.amount == 12)
      #expect(result.report.changes.first?.fields.map(\.field) == ["amount"])
    }
    let untouched = try F.merge(
      local: F.ledger([local]),
      sheet: Self.sheet(F.ledger([F.transaction(1)]), absent: ["note", "tags"]))
    #expect(untouched.ledger == F.ledger([local]))
    #expect(untouched.report.summary.totals[.transactions, .unchanged] == 1)
  }

  @Test("Timestamps shown at whole seconds: unchanged rows stay exact, an edit is applied")
  func wholeSecondTimestamps() throws {
    let stamped = TimestampComparisonTests.stamped
    var local = F.transaction(1, amount: "61.91", modified: stamped)
    local.createdAt = Timestamp.date(milliseconds: 1_675_794_921_023)
    var shown = local
    shown.createdAt = Timestamp.date(milliseconds: 1_675_794_921_000)
    shown.lastModifiedAt = Timestamp.date(milliseconds: 1_679_247_607_000)
    for base in [nil, F.ledger([local])] {
      let same = try F.merge(
        local: F.ledger([local]), sheet: F.sheet(F.ledger([shown])), base: base)
      #expect(same.ledger == F.ledger([local]), "milliseconds are kept")
      #expect(same.report.changes.isEmpty)
      var edited = shown
      edited.amount = Decimal(string: "99.99")!
      let result = try F.merge(
        local: F.ledger([local]), sheet: F.sheet(F.ledger([edited])), base: base)
      let merged = try #require(result.ledger.transactions.first)
      #expect(merged.amount == Decimal(string: "99.99")!)
      #expect(merged.createdAt == local.createdAt)
      #expect(merged.lastModifiedAt == F.mergeTime)
      #expect(result.report.changes.map(\.action) == [.updated])
    }
  }

  @Test("An empty column added in the sheet, or unknown columns moved, changes no row")
  func emptyExtraColumn() throws {
    var local = F.transaction(1)
    local.extraCells = [
      ExtraCell(column: "Trip", value: "Italy"), ExtraCell(column: "By", value: ""),
    ]
    var shown = local
    shown.extraCells = [
      ExtraCell(column: "Reviewed by", value: ""), ExtraCell(column: "Trip", value: "Italy"),
    ]
    let result = try F.merge(local: F.ledger([local]), sheet: F.sheet(F.ledger([shown])))
    #expect(result.ledger == F.ledger([local]))
    #expect(result.report.changes.isEmpty)
    shown.extraCells[0].value = "Sam"
    let filled = try F.merge(local: F.ledger([local]), sheet: F.sheet(F.ledger([shown])))
    #expect(filled.report.changes.first?.fields.map(\.field) == ["extra columns"])
  }

  @Test("An error about a column, with no row rejected, still needs attention")
  func headerErrorNeedsAttention() throws {
    var sheet = F.sheet(F.ledger([F.transaction(1)]))
    sheet.diagnostics = [
      Diagnostic(
        severity: .error, code: .duplicateColumn, tab: .transactions, row: 1,
        message: "\"Amount\" maps to amount")
    ]
    let result = try F.merge(local: F.ledger([F.transaction(1)]), sheet: sheet)
    #expect(result.report.needsAttention)
    let text = MergeReportTextRenderer().render(result.report)
    #expect(text.hasPrefix("== the sheet ==\nerror[duplicate-column]"), "\(text)")
    sheet.diagnostics[0].severity = .warning
    let warned = try F.merge(local: F.ledger([F.transaction(1)]), sheet: sheet)
    #expect(!warned.report.needsAttention)
  }

  @Test("A sheet row older than the last export is a conflict the app's values win")
  func staleDownload() throws {
    let exported = F.ledger([F.transaction(1, amount: "99.99", modified: F.t2)])
    // An earlier download: the row as it was before the app changed it at t2.
    let stale = F.sheet(F.ledger([F.transaction(1, amount: "61.91", modified: F.t1)]))
    let result = try F.merge(local: exported, sheet: stale, base: exported)
    #expect(result.ledger == exported)
    let change = try #require(result.report.changes.first)
    #expect(change.action == .conflict)
    #expect(change.reason.contains("comes from an earlier download"))
    #expect(result.report.needsAttention)
  }

  @Test(
    "Without a lastModifiedAt column, an edit is taken and deletes are not held back as stale",
    arguments: [false, true])
  func noLastModifiedAtColumn(allowDeletions: Bool) throws {
    let exported = F.ledger([
      F.transaction(1, amount: "99.99", modified: F.t2), F.transaction(2, modified: F.t2),
    ])
    // The sheet's lastModifiedAt is read as its createdAt, older than the export's.
    var edited = F.transaction(1, amount: "12.00", modified: F.t0)
    edited.createdAt = F.t0
    let result = try F.merge(
      local: exported, sheet: Self.sheet(F.ledger([edited]), absent: ["lastModifiedAt"]),
      base: exported, allowDeletions: allowDeletions)
    #expect(result.ledger.transactions.first?.amount == 12)
    #expect(result.ledger.transactions.count == (allowDeletions ? 1 : 2))
    #expect(result.report.changes.first?.action == .updated)
  }

  @Test("The text report says how many warnings and notes of loaded rows it does not show")
  func unshownWarnings() throws {
    var sheet = F.sheet(F.ledger([F.transaction(1)]))
    sheet.diagnostics = [
      Diagnostic(
        severity: .warning, code: .receiptFileName, tab: .receipts, row: 2, message: "a name"),
      Diagnostic(severity: .info, code: .newRow, tab: .transactions, row: 3, message: "new"),
    ]
    let result = try F.merge(local: F.ledger([F.transaction(1)]), sheet: sheet)
    let text = MergeReportTextRenderer().render(result.report)
    #expect(
      text.hasSuffix(
        "\n2 warning(s) or note(s) on rows that loaded are not shown here: validating the sheet lists them\n"
      ), "\(text)")
    sheet.diagnostics = []
    let clean = MergeReportTextRenderer().render(
      try F.merge(local: F.ledger([F.transaction(1)]), sheet: sheet).report)
    #expect(!clean.contains("not shown here"))
  }
}
