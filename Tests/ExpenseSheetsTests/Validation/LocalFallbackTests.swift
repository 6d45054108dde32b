import Foundation
import Testing

@testable import ExpenseSheets

/// A sheet without a Categories or RecurringRules tab to load is checked against the local
/// ledger's categories and rules, which the merge keeps; a tab the sheet loads still wins.
@Suite("The validator, given the local ledger")
struct LocalFallbackTests {
  /// A rule only the local ledger holds.
  static let localRuleId = "AAAAAAAA-0000-4000-8000-000000000002"
  /// A rule no one holds.
  static let strayRuleId = "AAAAAAAA-0000-4000-8000-0000000000FF"

  /// Which local ledger the validator is given.
  enum Local: String, Sendable {
    /// None: what a missing tab names is not checked.
    case none
    /// An empty ledger, as a first import has.
    case empty
    /// The sample's categories and rules, and a category `Rent` and a rule the sheet's tabs
    /// lack.
    case store

    /// The ledger.
    func ledger() throws -> Ledger? {
      switch self {
      case .none: return nil
      case .empty: return Ledger()
      case .store:
        let stamps = "2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z"
        return try Workbook.validate(
          categories: Workbook.categories + "Rent,expense,,,TRUE,4,\(stamps)\n",
          rules: Workbook.rules
            + "\(LocalFallbackTests.localRuleId),TRUE,expense,900.00,Rent,,,2025-01-01,monthly,1,,\(stamps)\n"
        ).ledger
      }
    }
  }

  /// A sheet of some tabs, the local ledger, and the reference diagnostics expected.
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var transaction = Workbook.transaction()
    /// The Categories tab; `nil`: not given.
    var categories: String? = nil
    /// The RecurringRules tab; `nil`: not given.
    var rules: String? = nil
    /// The Settings tab; `nil`: not given.
    var settings: String? = nil
    var local: Local
    /// Each reference diagnostic as `cell code message`.
    var expected: [String]
    var description: String { name }
  }

  static let noCategoriesTab =
    "the sheet has no Categories tab, and the store has no such category; include Categories.csv with it, or use a category the store has"
  static let noRulesTab =
    "recurringRuleId names no recurring rule: the sheet has no RecurringRules tab, and the store has no such rule; include RecurringRules.csv with it, or empty the cell"
  static let categoriesRejected =
    "no category is loaded: the Categories tab is rejected as a whole (see the error on its header row), and the store has no such category; fix that tab first"
  static let withoutType = Workbook.categories.replacingOccurrences(
    of: "name,type,", with: "name,kind,")
  static let emojiTwice = Workbook.categories.replacingOccurrences(
    of: "lastModifiedAt\n", with: "lastModifiedAt,Emoji\n")
  static let rulesWithoutCadence = Workbook.rules.replacingOccurrences(
    of: ",cadence,", with: ",cad,")

  static let cases: [Case] = [
    .init(name: "a store category, no Categories tab", local: .store, expected: []),
    .init(
      name: "a category the store lacks, no Categories tab",
      transaction: Workbook.transaction(category: "Bogus"), local: .store,
      expected: ["Transactions!G2 unknown-category \"Bogus\" is not a category: \(noCategoriesTab)"]
    ),
    .init(
      name: "any category, no Categories tab, an empty store", local: .empty,
      expected: ["Transactions!G2 unknown-category \"Food\" is not a category: \(noCategoriesTab)"]
    ),
    .init(name: "any category, no Categories tab, no local ledger", local: .none, expected: []),
    .init(
      name: "a category the store has but the Categories tab lacks",
      transaction: Workbook.transaction(category: "Rent"), categories: Workbook.categories,
      rules: Workbook.rules, local: .store,
      expected: ["Transactions!G2 unknown-category \"Rent\" is not a category"]),
    .init(
      name: "a store category, the Categories tab rejected as a whole",
      transaction: Workbook.transaction(category: "Rent"), categories: withoutType, local: .store,
      expected: []),
    .init(
      name: "a category the store lacks, the Categories tab rejected as a whole",
      transaction: Workbook.transaction(category: "Bogus"), categories: withoutType,
      local: .store, expected: ["Transactions!G2 depends-on-rejected-row \(categoriesRejected)"]),
    .init(
      name: "an income in a store category for expenses",
      transaction: Workbook.transaction(type: "income"), local: .store,
      expected: [
        "Transactions!B2 category-type-mismatch an income in \"Food\", a category for expense only"
      ]),
    .init(
      name: "a store rule, no RecurringRules tab",
      transaction: Workbook.transaction(rule: localRuleId), categories: Workbook.categories,
      local: .store, expected: []),
    .init(
      name: "a rule the store lacks, no RecurringRules tab",
      transaction: Workbook.transaction(rule: strayRuleId), categories: Workbook.categories,
      local: .store, expected: ["Transactions!L2 unknown-recurring-rule \(noRulesTab)"]),
    .init(
      name: "a rule, no RecurringRules tab, no local ledger",
      transaction: Workbook.transaction(rule: strayRuleId), categories: Workbook.categories,
      local: .none, expected: []),
    .init(
      name: "a rule the store has but the RecurringRules tab lacks",
      transaction: Workbook.transaction(rule: localRuleId), categories: Workbook.categories,
      rules: Workbook.rules, local: .store,
      expected: [
        "Transactions!L2 unknown-recurring-rule recurringRuleId names no recurring rule"
      ]),
    .init(
      name: "a store rule, the RecurringRules tab rejected as a whole",
      transaction: Workbook.transaction(rule: localRuleId), categories: Workbook.categories,
      rules: rulesWithoutCadence, local: .store, expected: []),
    .init(
      name: "a rule's category, no Categories tab, an empty store",
      transaction: Workbook.transaction(category: "Salary"), rules: Workbook.rules, local: .empty,
      expected: [
        "Transactions!G2 unknown-category \"Salary\" is not a category: \(noCategoriesTab)",
        "RecurringRules!E2 unknown-category \"Salary\" is not a category: \(noCategoriesTab)",
      ]),
  ]

  /// The sheet's Transactions tab of one row, with the tabs the case gives, decoded.
  static func decoded(_ testCase: Case) throws -> DecodedWorkbook {
    var tabs: [Tab: [UInt8]] = [
      .transactions: Array(
        [Workbook.transactionHeader, testCase.transaction].joined(separator: "\r\n").utf8)
    ]
    tabs[.categories] = testCase.categories.map { Array($0.utf8) }
    tabs[.recurringRules] = testCase.rules.map { Array($0.utf8) }
    tabs[.settings] = testCase.settings.map { Array($0.utf8) }
    return try WorkbookReader().read(tabs: tabs)
  }

  @Test(
    "Names a sheet's missing or rejected tab would hold are checked against the local ones",
    arguments: cases)
  func references(_ testCase: Case) throws {
    let local = try testCase.local.ledger()
    let sheet = Validator().validate(try Self.decoded(testCase), local: local)
    let codes: Set<Diagnostic.Code> = [
      .unknownCategory, .dependsOnRejectedRow, .unknownRecurringRule, .categoryTypeMismatch,
    ]
    let found = sheet.diagnostics.filter { codes.contains($0.code) }.map {
      "\($0.cell ?? "-") \($0.code.rawValue) \($0.message)"
    }
    #expect(found == testCase.expected, "\(sheet.diagnostics)")
    // Only a category error rejects the transaction; the other diagnostics are warnings.
    let rejected = testCase.expected.contains {
      $0.hasPrefix("Transactions!G2 unknown-category")
        || $0.hasPrefix("Transactions!G2 depends-on-rejected-row")
    }
    #expect(sheet.ledger.transactions.count == (rejected ? 0 : 1))
    #expect(
      Validator().report(try Self.decoded(testCase), local: local) == ValidationReport(sheet))
  }

  @Test("An unknown name is given the nearest local names, with a fix")
  func localSuggestions() throws {
    let testCase = Case(
      name: "food", transaction: Workbook.transaction(category: "food"), local: .store,
      expected: [])
    let sheet = Validator().validate(try Self.decoded(testCase), local: try Local.store.ledger())
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .unknownCategory })
    #expect(diagnostic.suggestions == ["Food"])
    #expect(diagnostic.fix?.edits.map(\.value) == ["Food"])
  }

  @Test(
    "Without a Settings tab, only a store without a Settings row makes it an error",
    arguments: [
      // Without a store, the tab is not checked, as any tab not given (`missing-tab`).
      (Local.none, []),
      (
        .empty,
        [
          "the workbook has no Settings tab, and the store has no Settings row; include Settings.csv"
        ]
      ),
      (.store, []),
    ] as [(Local, [String])])
  func settings(local: Local, expected: [String]) throws {
    let testCase = Case(
      name: "no Settings tab", categories: Workbook.categories, rules: Workbook.rules,
      local: local, expected: [])
    let sheet = Validator().validate(try Self.decoded(testCase), local: try local.ledger())
    let found = sheet.diagnostics.filter { $0.code == .settingsRowCount }
    #expect(found.map(\.message) == expected)
    #expect(found.allSatisfy { $0.severity == .error })
  }

  @Test(
    "The local ledger is needed only when Settings is missing, or Categories or RecurringRules is missing or rejected",
    arguments: [
      ("every tab", Workbook.categories, Workbook.rules, Workbook.settings, false),
      ("no Settings tab", Workbook.categories, Workbook.rules, nil, true),
      ("no Categories tab", nil, Workbook.rules, Workbook.settings, true),
      ("no RecurringRules tab", Workbook.categories, nil, Workbook.settings, true),
      ("Categories rejected as a whole", withoutType, Workbook.rules, Workbook.settings, true),
      ("Categories with a column twice", emojiTwice, Workbook.rules, Workbook.settings, true),
      (
        "RecurringRules rejected as a whole", Workbook.categories, rulesWithoutCadence,
        Workbook.settings, true
      ),
    ] as [(String, String?, String?, String?, Bool)])
  func checksAgainstLocal(
    name: String, categories: String?, rules: String?, settings: String?, expected: Bool
  ) throws {
    let testCase = Case(
      name: name, categories: categories, rules: rules, settings: settings, local: .none,
      expected: [])
    #expect(Validator.checksAgainstLocal(try Self.decoded(testCase)) == expected)
  }

  @Test("Receipts without a Transactions tab name the local transactions, or are errors")
  func receiptsOnly() throws {
    let local = try Workbook.validate().ledger
    let stray = "DDDDDDDD-0000-4000-8000-0000000000FF"
    let receipts = [
      Workbook.receipt(),
      Workbook.receipt(id: "CCCCCCCC-0000-4000-8000-000000000002", transaction: stray),
    ]
    let tabs: [Tab: [UInt8]] = [
      .receipts: Array(([Workbook.receiptHeader] + receipts).joined(separator: "\r\n").utf8)
    ]
    let workbook = try WorkbookReader().read(tabs: tabs)
    #expect(Validator.checksAgainstLocal(workbook))
    let sheet = Validator().validate(workbook, local: local)
    let unknown = sheet.diagnostics.filter { $0.code == .unknownTransaction }
    #expect(unknown.map(\.cell) == ["Receipts!B3"])
    #expect(unknown.first?.message.contains("the store has no such transaction") == true)
    #expect(sheet.ledger.receipts.count == 1)
    // Without the local ledger, nothing can be checked.
    let unchecked = Validator().validate(try WorkbookReader().read(tabs: tabs))
    #expect(unchecked.diagnostics.allSatisfy { $0.code != .unknownTransaction })
  }
}
