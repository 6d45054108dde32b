import Foundation
import Testing

@testable import ExpenseSheets

@Suite("A row change's key: typed in Swift, the sheet's text in JSON")
struct RowChangeKeyTests {
  static let id = UUID(uuidString: "C445F8CE-0120-4358-A106-C38AAD057956")!

  @Test(
    "A key cell's text reads as the tab's key, or as none",
    arguments: [
      (Tab.transactions, "c445f8ce-0120-4358-a106-c38aad057956", RowKey.transaction(id)),
      (.receipts, "C445F8CE-0120-4358-A106-C38AAD057956", .receipt(id)),
      (.recurringRules, "C445F8CE-0120-4358-A106-C38AAD057956", .recurringRule(id)),
      (.settings, "C445F8CE-0120-4358-A106-C38AAD057956", .settings(id)),
      (.categories, "Food & Drink", .category("Food & Drink")),
      (.categories, "C445F8CE-0120-4358-A106-C38AAD057956", .category(id.uuidString)),
      (.transactions, "Food", nil), (.settings, "", nil), (.categories, "", nil),
    ] as [(Tab, String, RowKey?)])
  func keyOfText(tab: Tab, text: String, key: RowKey?) {
    #expect(RowKey(tab: tab, value: text) == key)
    if let key { #expect(RowKey(tab: tab, value: key.value) == key) }
  }

  @Test("The JSON key is the sheet's text, \"\" without a key, and decodes to the typed key")
  func jsonKey() throws {
    let changes = [
      RowChange(
        tab: .transactions, key: .transaction(Self.id), sheetRow: 2, action: .updated, reason: "r"),
      RowChange(
        tab: .categories, key: .category("Food"), sheetRow: nil, action: .deleted, reason: "r"),
      RowChange(tab: .receipts, key: nil, sheetRow: 7, action: .rejected, reason: "r"),
    ]
    let report = MergeReport(changes: changes, counts: [:], diagnostics: [])
    let json = report.jsonString(isPretty: false)
    #expect(json.contains(#""key":"C445F8CE-0120-4358-A106-C38AAD057956""#))
    #expect(json.contains(#""key":"Food""#))
    #expect(json.contains(#""key":"","reason":"r","sheetRow":7,"tab":"Receipts""#))
    let decoded = try JSONDecoder().decode(MergeReport.self, from: Data(json.utf8))
    #expect(decoded.changes == changes)
  }

  @Test("A JSON key that is not a key of its tab does not decode")
  func invalidJSONKey() {
    let json = #"{"action":"updated","fields":[],"key":"Food","reason":"r","tab":"Transactions"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RowChange.self, from: Data(json.utf8))
    }
  }
}
