import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Merge totals: typed counts, the same JSON")
struct MergeTotalsTests {
  static let report = MergeReport(
    changes: [],
    counts: [
      .transactions: [.inserted: 2, .updated: 3, .unchanged: 290],
      .categories: [.inserted: 1, .unchanged: 0],
    ],
    diagnostics: [])

  @Test("Counts by tab and action, over all tabs, and per tab with every action")
  func counts() {
    let totals = Self.report.summary.totals
    #expect(totals[.transactions, .inserted] == 2)
    #expect(totals[.receipts, .inserted] == 0)
    #expect(totals[.inserted] == 3)
    #expect(totals[.deleted] == 0)
    #expect(totals.counts(in: .categories).count == MergeAction.allCases.count)
    #expect(totals.counts(in: .categories).filter { $0.value > 0 } == [.inserted: 1])
    #expect(
      totals
        == MergeTotals([
          .transactions: [.unchanged: 290, .updated: 3, .inserted: 2], .categories: [.inserted: 1],
        ]))
  }

  @Test("The JSON names every tab and action, and decodes to the same totals")
  func json() throws {
    let json = Self.report.jsonString(isPretty: false)
    let totals = try #require(json.firstRange(of: #""totals":"#).map { json[$0.upperBound...] })
    #expect(
      totals.hasPrefix(
        #"{"Categories":{"conflict":0,"deleted":0,"inserted":1,"kept-local":0,"rejected":0,"suspicious":0,"unchanged":0,"updated":0},"Receipts":{"#
      ))
    #expect(totals.contains(#""Transactions":{"conflict":0,"deleted":0,"inserted":2,"#))
    let decoded = try JSONDecoder().decode(MergeReport.self, from: Data(json.utf8))
    #expect(decoded.summary.totals == Self.report.summary.totals)
    #expect(Self.report.flatTotals["inserted"] == 3)
    #expect(Self.report.flatTotals.count == MergeAction.allCases.count)
  }

  @Test("A name that is not a tab's or an action's does not decode")
  func unknownNames() {
    for json in [#"{"Sheet1":{"inserted":1}}"#, #"{"Transactions":{"added":1}}"#] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(MergeTotals.self, from: Data(json.utf8))
      }
    }
  }
}
