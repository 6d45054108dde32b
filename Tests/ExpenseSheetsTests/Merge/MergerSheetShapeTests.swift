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
    #expect(untouched.report.summary.totals["Transactions"]?["unchanged"] == 1)
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
}
