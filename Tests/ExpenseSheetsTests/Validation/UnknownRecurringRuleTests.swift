import Foundation
import Testing

@testable import ExpenseSheets

/// `unknown-recurring-rule` offers, as its fix, the id of a recurring rule a digit or two away
/// from the one a transaction names.
@Suite("Unknown recurring rules")
struct UnknownRecurringRuleTests {
  @Test(
    "A transaction naming no rule is offered the rule id a digit or two away, and no other",
    arguments: [
      (
        "AAAAAAAA-0000-4000-8000-000000000007",
        "use the id of the recurring rule on RecurringRules row 2, one digit away" as String?
      ),
      (
        "AAAAAAAA-0000-4000-8000-000000000010",
        "use the id of the recurring rule on RecurringRules row 2, 2 digits away"
      ),
      ("AAAAAAAA-0000-4000-8000-000000000123", nil),
      ("DDDDDDDD-0000-4000-8000-000000000009", nil),
    ])
  func suggested(named: String, summary: String?) throws {
    let sheet = try Workbook.validate(transactions: [Workbook.transaction(rule: named)])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .unknownRecurringRule })
    #expect(diagnostic.value == named)
    guard let summary else {
      #expect(diagnostic.fix == nil)
      #expect(diagnostic.suggestions.isEmpty)
      return
    }
    #expect(diagnostic.suggestions == [Workbook.ruleId])
    #expect(
      diagnostic.fix
        == Diagnostic.Fix(
          summary: summary, edits: [.init(cell: "Transactions!L2", value: Workbook.ruleId)]))
  }
}
