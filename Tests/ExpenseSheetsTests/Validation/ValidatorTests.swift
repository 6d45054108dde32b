import Foundation
import Testing

@testable import ExpenseSheets

/// A small valid workbook as CSV text per tab, to edit one cell at a time.
enum Workbook {
  static let datasetId = "11111111-2222-4333-8444-555555555555"
  static let ruleId = "AAAAAAAA-0000-4000-8000-000000000001"
  static let transactionId = "BBBBBBBB-0000-4000-8000-000000000001"
  static let settings = """
    datasetId,schemaVersion,timezone,rootFolderId,dataSpreadsheetId,receiptsFolderId,createdAt,lastModifiedAt
    \(datasetId),1,Europe/Berlin,root,sheet,receipts,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z

    """
  static let categories = """
    name,type,emoji,colorHex,isActive,sortOrder,createdAt,lastModifiedAt
    Food,expense,,,TRUE,1,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z
    Salary,income,,,TRUE,2,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z
    Gifts,both,,,TRUE,3,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z

    """
  static let rules = """
    recurringRuleId,isEnabled,type,amount,category,tags,note,startDate,cadence,interval,endDate,createdAt,lastModifiedAt
    \(ruleId),TRUE,income,3000.00,Salary,,,2025-01-01,monthly,1,,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z

    """
  static let transactionHeader =
    "transactionId,type,date,year,month,amount,category,tags,note,paidFlag,reimbursedFlag,recurringRuleId,createdAt,lastModifiedAt"
  static func transaction(
    id: String = transactionId, type: String = "expense", date: String = "2025-01-05",
    year: String = "2025", month: String = "1", amount: String = "12.50", category: String = "Food",
    rule: String = "", created: String = "2025-01-05T10:00:00.000Z",
    modified: String = "2025-01-05T10:00:00.000Z"
  ) -> String {
    "\(id),\(type),\(date),\(year),\(month),\(amount),\(category),,,,,\(rule),\(created),\(modified)"
  }
  static let receiptHeader = "receiptId,transactionId,driveFileId,fileName,createdAt,lastModifiedAt"
  static func receipt(
    id: String = "CCCCCCCC-0000-4000-8000-000000000001", transaction: String = transactionId,
    fileName: String = "20250105_Food_\(transactionId)_1.jpg"
  ) -> String {
    "\(id),\(transaction),drive1,\(fileName),2025-01-05T10:00:00.000Z,2025-01-05T10:00:00.000Z"
  }

  /// The workbook with the given Transactions and Receipts headers and rows, decoded and
  /// validated.
  static func validate(
    transactionHeader: String = Workbook.transactionHeader,
    transactions: [String] = [transaction()], receiptHeader: String = Workbook.receiptHeader,
    receipts: [String] = [receipt()], settings: String = settings,
    categories: String = categories, rules: String = rules
  ) throws -> ValidatedSheet {
    Validator().validate(
      try decode(
        transactionHeader: transactionHeader, transactions: transactions,
        receiptHeader: receiptHeader, receipts: receipts, settings: settings,
        categories: categories, rules: rules))
  }

  /// `workbook` validated against `local` asked for by transaction id alone, and the ids of
  /// each ask; asking for the whole ledger is an issue.
  static func validateById(
    _ workbook: consuming DecodedWorkbook, local: Ledger
  ) -> (sheet: ValidatedSheet, askedIds: [Set<UUID>]) {
    var askedIds: [Set<UUID>] = []
    let sheet = Validator().validate(
      workbook,
      loadingLocal: {
        Issue.record("the whole local ledger was asked for")
        return local
      },
      loadingTransactions: { ids in
        askedIds.append(ids)
        return local.transactions.filter { ids.contains($0.transactionId) }
      })
    return (sheet, askedIds)
  }

  /// The workbook with the given Transactions and Receipts headers and rows, decoded.
  static func decode(
    transactionHeader: String = Workbook.transactionHeader,
    transactions: [String] = [transaction()], receiptHeader: String = Workbook.receiptHeader,
    receipts: [String] = [receipt()], settings: String = settings,
    categories: String = categories, rules: String = rules
  ) throws -> DecodedWorkbook {
    let tabs: [Tab: [UInt8]] = [
      .settings: Array(settings.utf8), .categories: Array(categories.utf8),
      .recurringRules: Array(rules.utf8),
      .transactions: Array(([transactionHeader] + transactions).joined(separator: "\r\n").utf8),
      .receipts: Array(([receiptHeader] + receipts).joined(separator: "\r\n").utf8),
    ]
    return try WorkbookReader().read(tabs: tabs)
  }
}

@Suite("The validator")
struct ValidatorTests {
  @Test("A valid workbook has no diagnostic and loads every row")
  func valid() throws {
    let sheet = try Workbook.validate()
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    #expect(sheet.ledger.transactions.count == 1)
    #expect(sheet.ledger.receipts.count == 1)
    #expect(sheet.ledger.categories.count == 3)
    #expect(sheet.ledger.settings != nil)
  }

  @Test(
    "A long date reads; one naming a weekday it does not fall on is an error that names the right one",
    arguments: [
      ("\"Sunday, January 5, 2025\"", nil),
      ("2025年1月5日(日)", nil),
      // Two-word weekdays, and Vietnamese months by their number after `tháng`.
      ("\"יום ראשון, 5 בינואר 2025\"", nil), ("\"Chủ Nhật, ngày 5 tháng 1, 2025\"", nil),
      // LibreOffice's Hebrew, without `יום`.
      ("\"ראשון, 5 ינואר, 2025\"", nil),
      (
        "\"Thứ Hai, ngày 5 tháng 1, 2025\"",
        "\"Thứ Hai, ngày 5 tháng 1, 2025\" is not a real date: 2025-01-05 is a Sunday, not a Monday; fix the date or its weekday"
      ),
      (
        "\"Mon, Jan 5, 2025\"",
        "\"Mon, Jan 5, 2025\" is not a real date: 2025-01-05 is a Sunday, not a Monday; fix the date or its weekday"
      ),
    ] as [(String, String?)])
  func longDate(date: String, message: String?) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: date)], receipts: [])
    #expect(sheet.diagnostics.map(\.message) == (message.map { [$0] } ?? []))
    #expect(sheet.diagnostics.map(\.cell) == (message == nil ? [] : ["Transactions!C2"]))
    #expect(
      sheet.ledger.transactions.map(\.date.description) == (message == nil ? ["2025-01-05"] : []))
  }

  @Test("A Romanian long date with the cedilla LibreOffice writes (`marţi`) reads")
  func romanianCedilla() throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: "\"marţi, 7 ianuarie 2025\"")], receipts: [])
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    #expect(sheet.ledger.transactions.map(\.date.description) == ["2025-01-07"])
  }

  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var transactions: [String] = [Workbook.transaction()]
    var receipts: [String] = [Workbook.receipt()]
    var settings: String = Workbook.settings
    var rules: String = Workbook.rules
    var code: Diagnostic.Code
    var severity: Diagnostic.Severity
    var cell: String?
    var fix: [String] = []
    var description: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "wrong-case category", transactions: [Workbook.transaction(category: "food")],
      code: .unknownCategory, severity: .error, cell: "Transactions!G2",
      fix: ["Transactions!G2=Food"]),
    .init(
      name: "stale year and month", transactions: [Workbook.transaction(date: "2024-12-31")],
      code: .yearMonthMismatch, severity: .error, cell: "Transactions!D2",
      fix: ["Transactions!D2=2024", "Transactions!E2=12"]),
    .init(
      name: "zero amount", transactions: [Workbook.transaction(amount: "0")],
      code: .nonPositiveAmount, severity: .error, cell: "Transactions!F2"),
    .init(
      name: "negative amount", transactions: [Workbook.transaction(amount: "-3.5")],
      code: .nonPositiveAmount, severity: .error, cell: "Transactions!F2",
      fix: ["Transactions!F2=3.50"]),
    .init(
      name: "copied row",
      transactions: [Workbook.transaction(), Workbook.transaction(amount: "9")],
      code: .duplicateKey, severity: .error, cell: "Transactions!A2"),
    .init(
      name: "receipt of no transaction",
      receipts: [Workbook.receipt(transaction: "DDDDDDDD-0000-4000-8000-000000000009")],
      code: .unknownTransaction, severity: .error, cell: "Receipts!B2"),
    .init(
      name: "receipt of a rejected transaction",
      transactions: [Workbook.transaction(category: "Nope")],
      code: .dependsOnRejectedRow, severity: .error, cell: "Receipts!B2"),
    .init(
      name: "interval below 1",
      rules: Workbook.rules.replacingOccurrences(of: ",monthly,1,,", with: ",monthly,0,,"),
      code: .invalidInterval, severity: .error, cell: "RecurringRules!J2",
      fix: ["RecurringRules!J2=1"]),
    .init(
      name: "end before start",
      rules: Workbook.rules.replacingOccurrences(
        of: ",monthly,1,,", with: ",monthly,1,2024-06-30,"),
      code: .endBeforeStart, severity: .error, cell: "RecurringRules!K2"),
    .init(
      name: "bad time zone",
      settings: Workbook.settings.replacingOccurrences(of: "Europe/Berlin", with: "Mars/Olympus"),
      code: .invalidTimezone, severity: .error, cell: "Settings!C2"),
    .init(
      name: "misspelt time zone",
      settings: Workbook.settings.replacingOccurrences(of: "Europe/Berlin", with: "Europe/Berln"),
      code: .invalidTimezone, severity: .error, cell: "Settings!C2",
      fix: ["Settings!C2=Europe/Berlin"]),
    .init(
      name: "time zone in lower case",
      settings: Workbook.settings.replacingOccurrences(
        of: "Europe/Berlin", with: "america/new_york"),
      code: .invalidTimezone, severity: .error, cell: "Settings!C2",
      fix: ["Settings!C2=America/New_York"]),
    .init(
      name: "a city for a time zone",
      settings: Workbook.settings.replacingOccurrences(of: "Europe/Berlin", with: "New York"),
      code: .invalidTimezone, severity: .error, cell: "Settings!C2",
      fix: ["Settings!C2=America/New_York"]),
    .init(
      name: "fixed-offset time zone",
      settings: Workbook.settings.replacingOccurrences(of: "Europe/Berlin", with: "UTC+1"),
      code: .impreciseTimezone, severity: .warning, cell: "Settings!C2"),
    .init(
      name: "abbreviated time zone",
      settings: Workbook.settings.replacingOccurrences(of: "Europe/Berlin", with: "EST"),
      code: .impreciseTimezone, severity: .warning, cell: "Settings!C2"),
    .init(
      name: "newer schema version",
      settings: Workbook.settings.replacingOccurrences(
        of: ",1,Europe/Berlin", with: ",2,Europe/Berlin"),
      code: .unsupportedSchemaVersion, severity: .error, cell: "Settings!B2"),
    .init(
      name: "schema version 0",
      settings: Workbook.settings.replacingOccurrences(
        of: ",1,Europe/Berlin", with: ",0,Europe/Berlin"),
      code: .unsupportedSchemaVersion, severity: .error, cell: "Settings!B2"),
    .init(
      name: "two settings rows",
      settings: Workbook.settings
        + "22222222-2222-4333-8444-555555555555,1,UTC,r,s,t,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z\r\n",
      code: .settingsRowCount, severity: .error, cell: nil),
    .init(
      name: "receipt file name", receipts: [Workbook.receipt(fileName: "IMG_0001.jpg")],
      code: .receiptFileName, severity: .warning, cell: "Receipts!D2",
      fix: ["Receipts!D2=20250105_Food_\(Workbook.transactionId)_1.jpg"]),
    .init(
      name: "unknown recurring rule",
      transactions: [Workbook.transaction(rule: "EEEEEEEE-0000-4000-8000-000000000001")],
      code: .unknownRecurringRule, severity: .warning, cell: "Transactions!L2"),
    .init(
      name: "income in an expense category", transactions: [Workbook.transaction(type: "income")],
      code: .categoryTypeMismatch, severity: .warning, cell: "Transactions!B2"),
    .init(
      name: "expense rule in an income category",
      rules: Workbook.rules.replacingOccurrences(of: ",TRUE,income,", with: ",TRUE,expense,"),
      code: .categoryTypeMismatch, severity: .warning, cell: "RecurringRules!C2"),
    .init(
      name: "created after modified",
      transactions: [Workbook.transaction(created: "2025-02-01T00:00:00.000Z")],
      code: .createdAfterModified, severity: .warning, cell: "Transactions!M2"),
    .init(
      name: "row typed without id",
      transactions: [
        Workbook.transaction(), Workbook.transaction(id: "", created: "", modified: ""),
      ],
      code: .newRow, severity: .info, cell: nil),
    .init(
      name: "formula typed in a note",
      transactions: [
        Workbook.transaction().replacingOccurrences(of: ",,,,,", with: ",,=HYPERLINK(x),,,")
      ],
      code: .formulaCell, severity: .warning, cell: "Transactions!I2"),
  ]

  @Test("Each rule reports its code, severity, cell and fix", arguments: cases)
  func rule(_ testCase: Case) throws {
    let sheet = try Workbook.validate(
      transactions: testCase.transactions, receipts: testCase.receipts, settings: testCase.settings,
      rules: testCase.rules)
    let diagnostic = try #require(
      sheet.diagnostics.first { $0.code == testCase.code }, "\(sheet.diagnostics)")
    #expect(diagnostic.severity == testCase.severity)
    #expect(diagnostic.cell == testCase.cell)
    #expect((diagnostic.fix?.edits ?? []).map { "\($0.cell)=\($0.value)" } == testCase.fix)
  }

  @Test(
    "The report alone equals the report of the validated sheet",
    arguments: cases + [
      Case(
        name: "a second settings row of the same dataset",
        settings: Workbook.settings
          + "\(Workbook.datasetId),1,UTC,root,sheet,receipts,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z\n",
        code: .settingsRowCount, severity: .error)
    ])
  func reportAlone(_ testCase: Case) throws {
    func decoded() throws -> DecodedWorkbook {
      try Workbook.decode(
        transactions: testCase.transactions, receipts: testCase.receipts,
        settings: testCase.settings, rules: testCase.rules)
    }
    let report = Validator().report(try decoded())
    #expect(report == ValidationReport(Validator().validate(try decoded())))
    #expect(report.diagnostics.contains { $0.code == testCase.code }, "\(report.diagnostics)")
  }

  /// A row that refers to a rejected row or tab, and what its diagnostic says.
  struct RejectedReferenceCase: Sendable, CustomStringConvertible {
    var name: String
    var transactionHeader = Workbook.transactionHeader
    var transactions = [Workbook.transaction()]
    var rules = Workbook.rules
    var cell: String
    var severity: Diagnostic.Severity
    var message: String
    var description: String { name }
  }

  static let rejectedReferenceCases: [RejectedReferenceCase] = [
    .init(
      name: "receipt when Transactions misses its amount column",
      transactionHeader: Workbook.transactionHeader.replacingOccurrences(
        of: ",amount,", with: ",amt,"),
      cell: "Receipts!B2", severity: .error,
      message:
        "no transaction is loaded: the Transactions tab is rejected as a whole (see the error on its header row); fix that tab first"
    ),
    .init(
      name: "transaction when RecurringRules misses its startDate column",
      transactions: [Workbook.transaction(rule: Workbook.ruleId)],
      rules: Workbook.rules.replacingOccurrences(of: ",startDate,", with: ",start,"),
      cell: "Transactions!L2", severity: .warning,
      message:
        "no recurring rule is loaded: the RecurringRules tab is rejected as a whole (see the error on its header row); fix that tab first"
    ),
    .init(
      name: "transaction of a rule with an unreadable date",
      transactions: [Workbook.transaction(rule: Workbook.ruleId)],
      rules: Workbook.rules.replacingOccurrences(of: ",2025-01-01,", with: ",2025-13-45,"),
      cell: "Transactions!L2", severity: .warning,
      message:
        "its recurring rule (RecurringRules row 2) has errors and is not loaded; fix that row first"
    ),
    .init(
      name: "transaction of a rule with an interval below 1",
      transactions: [Workbook.transaction(rule: Workbook.ruleId)],
      rules: Workbook.rules.replacingOccurrences(of: ",monthly,1,,", with: ",monthly,0,,"),
      cell: "Transactions!L2", severity: .warning,
      message:
        "its recurring rule (RecurringRules row 2) has errors and is not loaded; fix that row first"
    ),
  ]

  @Test(
    "A row that refers to a rejected row or tab says so, not that its target does not exist",
    arguments: rejectedReferenceCases)
  func rejectedReference(_ testCase: RejectedReferenceCase) throws {
    let sheet = try Workbook.validate(
      transactionHeader: testCase.transactionHeader, transactions: testCase.transactions,
      rules: testCase.rules)
    let dependent = sheet.diagnostics.filter { $0.code == .dependsOnRejectedRow }
    #expect(dependent.map(\.cell) == [testCase.cell], "\(sheet.diagnostics)")
    #expect(dependent.first?.severity == testCase.severity)
    #expect(dependent.first?.message == testCase.message)
    #expect(
      !sheet.diagnostics.contains {
        $0.code == .unknownTransaction || $0.code == .unknownRecurringRule
      })
  }

  /// A transaction or recurring rule whose category's row, or the whole Categories tab, was
  /// rejected, and what its category diagnostic says.
  struct RejectedCategoryCase: Sendable, CustomStringConvertible {
    var name: String
    var categories: String
    var category = "Food"
    /// The cells of the category diagnostics, each with its code and message.
    var expected: [String]
    var description: String { name }
  }

  static let tabMessage =
    "no category is loaded: the Categories tab is rejected as a whole (see the error on its header row); fix that tab first"
  static let foodRowMessage =
    "its category (Categories row 2) has errors and is not loaded; fix that row first"

  static let rejectedCategoryCases: [RejectedCategoryCase] = [
    .init(
      name: "Categories misses its type column",
      categories: Workbook.categories.replacingOccurrences(of: "name,type,", with: "name,kind,"),
      expected: [
        "Transactions!G2 depends-on-rejected-row \(tabMessage)",
        "RecurringRules!E2 depends-on-rejected-row \(tabMessage)",
      ]),
    .init(
      name: "Categories misspells its name column",
      categories: Workbook.categories.replacingOccurrences(of: "name,type,", with: "nmae,type,"),
      expected: [
        "Transactions!G2 depends-on-rejected-row \(tabMessage)",
        "RecurringRules!E2 depends-on-rejected-row \(tabMessage)",
      ]),
    .init(
      name: "the Food row has an unreadable isActive",
      categories: Workbook.categories.replacingOccurrences(
        of: "Food,expense,,,TRUE,", with: "Food,expense,,,MAYBE,"),
      expected: ["Transactions!G2 depends-on-rejected-row \(foodRowMessage)"]),
    .init(
      name: "the Food row is repeated",
      categories: Workbook.categories
        + "Food,expense,,,TRUE,4,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z\n",
      expected: ["Transactions!G2 depends-on-rejected-row \(foodRowMessage)"]),
    .init(
      name: "food, when the Food row is rejected, is still not a category",
      categories: Workbook.categories.replacingOccurrences(
        of: "Food,expense,,,TRUE,", with: "Food,expense,,,MAYBE,"),
      category: "food",
      expected: ["Transactions!G2 unknown-category \"food\" is not a category"]),
    .init(
      name: "food, when Food loads, is not a category",
      categories: Workbook.categories, category: "food",
      expected: ["Transactions!G2 unknown-category \"food\" is not a category"]),
  ]

  @Test(
    "A row whose category's row or tab was rejected says so, not that the category does not exist",
    arguments: rejectedCategoryCases)
  func rejectedCategory(_ testCase: RejectedCategoryCase) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(category: testCase.category)],
      categories: testCase.categories)
    let found = sheet.diagnostics.filter { $0.column == "category" }.map {
      "\($0.cell ?? "-") \($0.code.rawValue) \($0.message)"
    }
    #expect(found == testCase.expected, "\(sheet.diagnostics)")
    #expect(
      sheet.diagnostics.filter { $0.column == "category" }.allSatisfy { $0.severity == .error })
    #expect(sheet.ledger.transactions.isEmpty)
  }

  @Test("The case-different name of a loadable category is suggested with a fix")
  func wrongCaseSuggestion() throws {
    let sheet = try Workbook.validate(transactions: [Workbook.transaction(category: "food")])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .unknownCategory })
    #expect(diagnostic.suggestions == ["Food"])
    #expect(diagnostic.fix?.edits.map(\.value) == ["Food"])
  }

  @Test(
    "The case-different name of a category of the other type is the fix too; a near one is not",
    arguments: [("salary", ["Salary"]), ("Salery", nil)])
  func otherTypeSuggestion(category: String, fix: [String]?) throws {
    let sheet = try Workbook.validate(transactions: [Workbook.transaction(category: category)])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .unknownCategory })
    #expect(diagnostic.suggestions.first == "Salary")
    #expect(diagnostic.fix?.edits.map(\.value) == fix)
  }

  /// A header edit that rejects one tab as a whole.
  struct WholeTabCase: Sendable, CustomStringConvertible {
    var tab: Tab
    var from: String
    var to: String
    var description: String { "\(tab.rawValue) without \(from)" }

    /// `text` with the edit made in its first line.
    func edited(_ tab: Tab, _ text: String) -> String {
      guard tab == self.tab else { return text }
      var lines = text.components(separatedBy: "\n")
      lines[0] = lines[0].replacingOccurrences(of: from, with: to)
      return lines.joined(separator: "\n")
    }
  }

  @Test(
    "The rows of a tab rejected as a whole count as rejected, so loaded and rejected add up",
    arguments: [
      WholeTabCase(tab: .transactions, from: ",amount,", to: ",amt,"),
      WholeTabCase(tab: .transactions, from: "transactionId,", to: "id,"),
      WholeTabCase(tab: .receipts, from: ",driveFileId,", to: ",drive,"),
      WholeTabCase(tab: .categories, from: ",type,", to: ",kind,"),
      WholeTabCase(tab: .recurringRules, from: ",cadence,", to: ",cad,"),
      WholeTabCase(tab: .settings, from: ",timezone,", to: ",tz,"),
    ])
  func wholeTabRejectedCounts(_ testCase: WholeTabCase) throws {
    func decoded() throws -> DecodedWorkbook {
      try Workbook.decode(
        transactionHeader: testCase.edited(.transactions, Workbook.transactionHeader),
        transactions: [
          Workbook.transaction(),
          Workbook.transaction(id: "BBBBBBBB-0000-4000-8000-000000000002"),
        ],
        receiptHeader: testCase.edited(.receipts, Workbook.receiptHeader),
        settings: testCase.edited(.settings, Workbook.settings),
        categories: testCase.edited(.categories, Workbook.categories),
        rules: testCase.edited(.recurringRules, Workbook.rules))
    }
    let dataRows: [String: Int] = [
      "Transactions": 2, "Receipts": 1, "Categories": 3, "RecurringRules": 1, "Settings": 1,
    ]
    let sheet = Validator().validate(try decoded())
    let report = Validator().report(try decoded())
    #expect(report == ValidationReport(sheet))
    #expect(sheet.rejectedTabs == [testCase.tab])
    #expect(report.summary.rowsRejected[testCase.tab.rawValue] == dataRows[testCase.tab.rawValue])
    for (tab, count) in dataRows {
      #expect(
        (report.summary.rowsLoaded[tab] ?? 0) + (report.summary.rowsRejected[tab] ?? 0) == count,
        "\(tab): \(report.summary)")
    }
    #expect(!report.diagnostics.contains { $0.code == .settingsRowCount })
  }

  @Test(
    "The new-row note says which of the id and the timestamps are missing",
    arguments: [
      (
        "", "", "",
        "this row has no id or timestamps, so it was typed in the sheet: it is added as new, once (the same sheet merged again does not add it twice)"
      ),
      (
        "", "", "2025-01-05T10:00:00.000Z",
        "this row has no id and an empty timestamp, so it was typed in the sheet: it is added as new, once (the same sheet merged again does not add it twice)"
      ),
      (
        "", "2025-01-05T10:00:00.000Z", "2025-01-05T10:00:00.000Z",
        "this row has no id, so it was typed in the sheet: it is added as new, once (the same sheet merged again does not add it twice)"
      ),
      (
        Workbook.transactionId, "", "",
        "this row has no timestamps, so it is taken as typed in the sheet"
      ),
      (
        Workbook.transactionId, "2025-01-05T10:00:00.000Z", "",
        "this row has an empty timestamp, so it is taken as typed in the sheet"
      ),
    ])
  func newRow(id: String, created: String, modified: String, message: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(id: id, created: created, modified: modified)],
      receipts: [])
    #expect(sheet.diagnostics.map(\.code) == [.newRow], "\(sheet.diagnostics)")
    #expect(sheet.diagnostics.first?.message == message)
  }

  @Test(
    "A typed row with an earlier typed row's cells is a typed-twice warning; both load",
    arguments: [
      ("12.50", "", true), ("12.50", "2025-01-05T10:00:00.000Z", true), ("12.75", "", false),
    ])
  func typedTwice(secondAmount: String, secondStamps: String, isTwice: Bool) throws {
    let sheet = try Workbook.validate(
      transactions: [
        Workbook.transaction(id: "", created: "", modified: ""),
        Workbook.transaction(),
        Workbook.transaction(
          id: "", amount: secondAmount, created: secondStamps, modified: secondStamps),
      ],
      receipts: [])
    let twice = sheet.diagnostics.filter { $0.code == .typedTwice }
    #expect(twice.map(\.row) == (isTwice ? [4] : []))
    #expect(twice.allSatisfy { $0.severity == .warning })
    #expect(twice.first?.message.contains("the same cells as row 2") ?? !isTwice)
    #expect(sheet.ledger.transactions.count == 3)
  }

  @Test("Unknown categories suggest the case-insensitive match first, then near names")
  func suggestions() throws {
    let sheet = try Workbook.validate(transactions: [Workbook.transaction(category: "Gift")])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .unknownCategory })
    #expect(diagnostic.suggestions == ["Gifts"])
    let spaced = try Workbook.validate(transactions: [Workbook.transaction(category: " food ")])
    #expect(spaced.diagnostics.first { $0.code == .unknownCategory }?.suggestions == ["Food"])
  }

  @Test(
    "A category of the row's type is suggested first, and a fix names only such a category",
    arguments: [("income", "Salary"), ("expense", nil)])
  func suggestionsByType(type: String, fix: String?) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(type: type, category: "Salaries")])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .unknownCategory })
    #expect(diagnostic.suggestions == ["Salary"])
    #expect(diagnostic.fix?.edits.map(\.value) == fix.map { [$0] })
  }

  @Test("Several problems on one row are all reported")
  func severalProblems() throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: "2024-12-31", amount: "-1", category: "food")],
      receipts: [])
    let codes = Set(sheet.diagnostics.filter { $0.row == 2 }.map(\.code))
    #expect(codes == [.unknownCategory, .yearMonthMismatch, .nonPositiveAmount])
  }

  @Test(
    "A rule on a value as read gives that value, canonical, for the cell it names",
    arguments: [
      (
        Workbook.transaction(month: "13"), Diagnostic.Code.yearMonthMismatch, "Transactions!E2",
        "13"
      ),
      (Workbook.transaction(year: #""2,023""#), .yearMonthMismatch, "Transactions!D2", "2023"),
      (Workbook.transaction(amount: "0"), .nonPositiveAmount, "Transactions!F2", "0.00"),
    ])
  func valueAsRead(row: String, code: Diagnostic.Code, cell: String, value: String) throws {
    let sheet = try Workbook.validate(transactions: [row], receipts: [])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == code })
    #expect(diagnostic.cell == cell)
    #expect(diagnostic.value == value)
  }

  @Test(
    "Invisible characters around a value a program reads are blanks, as spaces are",
    arguments: ["\u{200B}", "\u{FEFF}", "\u{2060}", "\u{200D}"])
  func invisibleBlanks(blank: String) throws {
    let sheet = try Workbook.validate(
      transactions: [
        Workbook.transaction(
          type: blank + "expense", date: "2025-01-05" + blank, amount: blank + "12.50" + blank)
      ], receipts: [])
    #expect(sheet.diagnostics.filter { $0.severity == .error }.isEmpty)
    let transaction = try #require(sheet.ledger.transactions.first)
    #expect(transaction.type == .expense)
    #expect(transaction.amount == Decimal(string: "12.50"))
  }

  @Test("The loadable ledger excludes exactly the rows with errors")
  func excludesRejectedRows() throws {
    let good = Workbook.transaction(id: "BBBBBBBB-0000-4000-8000-000000000002")
    let bad = Workbook.transaction(category: "food")
    let warned = Workbook.transaction(id: "BBBBBBBB-0000-4000-8000-000000000003", type: "income")
    let sheet = try Workbook.validate(transactions: [good, bad, warned], receipts: [])
    #expect(
      sheet.ledger.transactions.map(\.transactionId.uuidString) == [
        "BBBBBBBB-0000-4000-8000-000000000002", "BBBBBBBB-0000-4000-8000-000000000003",
      ])
    #expect(sheet.rejectedRows.map(\.sheetRow) == [3])
  }

  @Test("The compiler-style text pins the message and the help")
  func text() throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(category: "food")], receipts: [])
    let text = DiagnosticTextRenderer().render(ValidationReport(sheet))
    #expect(
      text == """
        == Transactions ==
        error[unknown-category]: Transactions!G2: "food" is not a category
          help: did you mean "Food"? (names are case-sensitive)

        1 error, 0 warnings, 0 notes; 5 rows loadable, 1 row not loaded

        """)
  }

  @Test("The JSON report names its fields as the library does")
  func json() throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(category: "food")], receipts: [])
    let json = ValidationReport(sheet).jsonString()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["summary", "diagnostics"])
    let diagnostic = try #require((object["diagnostics"] as? [[String: Any]])?.first)
    #expect(
      Set(diagnostic.keys) == [
        "severity", "code", "tab", "row", "column", "cell", "value", "message", "suggestions",
        "fix", "hints",
      ])
    #expect(diagnostic["code"] as? String == "unknown-category")
    #expect(diagnostic["cell"] as? String == "Transactions!G2")
  }
}
