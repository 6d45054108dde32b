import Foundation
import Testing

@testable import ExpenseSheets

/// What LibreOffice Calc 7.4 in the tr_TR.UTF-8 locale gives back for an export's
/// Transactions tab (opened with type detection on, saved as .xlsx, saved as CSV with `;`):
/// the exact bytes of its header and four of its rows. Turkish takes `.` as the date separator and `D.M` as a
/// date, so the amounts `3.01` and `18.03` came back as the dates `03.01.2026` and
/// `18.03.2026` (this year), while `89.00` and `185.44` stayed text. Alone, such a cell could
/// have been `3.01` or `1.03`: it is reported by cell, with both as suggestions, and never read
/// as an amount. Against a local row whose amount is one of them, it reads as that amount.
@Suite("An amount Turkish LibreOffice turned into a date")
struct TurkishCalcAmountTests {
  static let fixture = Bundle.module.resourceURL!
    .appendingPathComponent("Fixtures/locales/tr_TR-LibreOffice-Transactions.csv")

  /// The fixture's rows 4 and 5, whose amounts came back as dates.
  static let (row4, row5) = (
    UUID(uuidString: "12998DF6-BCA4-41FF-832F-D0281B6C60A1")!,
    UUID(uuidString: "D832AF81-169A-4087-9F7A-E830C8512BD1")!
  )

  static func decoded() throws -> DecodedWorkbook {
    try WorkbookReader().read(tabs: [.transactions: [UInt8](try Data(contentsOf: fixture))])
  }

  @Test("The other amounts read as exported; each date names its cell and the fix")
  func amountsTurnedIntoDates() throws {
    let decoded = try #require(try Self.decoded().transactions)
    let amounts = decoded.rows.compactMap(\.value).map { CellFormatter.money($0.amount) }
    #expect(amounts == ["89.00", "185.44"])
    let errors = decoded.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code) == [.invalidValue, .invalidValue])
    #expect(errors.map(\.cell) == ["Transactions!F4", "Transactions!F5"])
    #expect(errors.map(\.suggestions) == [["3.01", "1.03"], ["18.03", "3.18"]])
    #expect(
      errors.first?.message
        == "\"03.01.2026\" is a date, not an amount such as 12.50: a spreadsheet in some locales "
        + "reads an amount such as 12.31 as a date; type the amount again, as a number")
  }

  /// Local amounts for rows 4 and 5, and what each cell then is.
  struct LocalCase: Sendable, CustomTestStringConvertible {
    var amounts: (row4: String, row5: String)
    /// Per row, the amount read, or `nil` when the row is rejected.
    var read: (row4: String?, row5: String?)
    var testDescription: String { "local \(amounts.row4) and \(amounts.row5)" }
  }

  @Test(
    "Against the local rows, a date that reads back as the local amount is that amount",
    arguments: [
      LocalCase(amounts: ("3.01", "18.03"), read: ("3.01", "18.03")),
      LocalCase(amounts: ("1.03", "18.03"), read: ("1.03", "18.03")),
      LocalCase(amounts: ("3.1", "18.30"), read: (nil, nil)),
      LocalCase(amounts: ("3.10", "18.03"), read: (nil, "18.03")),
    ])
  func settledAgainstLocal(_ testCase: LocalCase) throws {
    let workbook = try Self.decoded()
    let local = try Self.local(
      workbook, amounts: [Self.row4: testCase.amounts.row4, Self.row5: testCase.amounts.row5])
    let sheet = Validator().validate(workbook, local: local)
    let amounts = Dictionary(
      uniqueKeysWithValues: sheet.ledger.transactions.map {
        ($0.transactionId, CellFormatter.money($0.amount))
      })
    #expect(amounts[Self.row4] == testCase.read.row4)
    #expect(amounts[Self.row5] == testCase.read.row5)
    for (cell, read) in [
      ("Transactions!F4", testCase.read.row4), ("Transactions!F5", testCase.read.row5),
    ] {
      let diagnostics = sheet.diagnostics.filter { $0.cell == cell }
      #expect(diagnostics.count == 1)
      if let read {
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.code == .amountAsDate)
        #expect(diagnostics.first?.fix?.edits == [Diagnostic.CellEdit(cell: cell, value: read)])
      } else {
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.code == .invalidValue)
      }
    }
    #expect(sheet.diagnostics.filter { $0.severity == .error }.allSatisfy { $0.cell != nil })
  }

  @Test("Without a local ledger, the dates stay errors and their rows are not read")
  func unsettledAlone() throws {
    let sheet = Validator().validate(try Self.decoded())
    #expect(
      !sheet.ledger.transactions.contains { [Self.row4, Self.row5].contains($0.transactionId) })
    #expect(
      sheet.diagnostics.filter { $0.code == .invalidValue }.map(\.cell)
        == ["Transactions!F4", "Transactions!F5"])
  }

  @Test("The local ledger is loaded once, for the dated amounts and the receipts' stand-ins")
  func localLoadedOnce() throws {
    let receipts =
      "receiptId,transactionId,driveFileId,fileName,createdAt,lastModifiedAt\n"
      + "7FD19BE8-9E67-44A9-A3B0-7E37C03A8A29,\(Self.row4),drive,20230422_Health_\(Self.row4)_1.jpg,"
      + "2023-04-22T19:25:22.070Z,2023-04-22T19:25:22.070Z\n"
    let stamp = "2023-01-01T00:00:00.000Z"
    let categories = ["Clothing", "Health", "Insurance"].map {
      "\($0),expense,,,TRUE,1,\(stamp),\(stamp)\n"
    }
    let settings =
      "datasetId,schemaVersion,timezone,rootFolderId,dataSpreadsheetId,receiptsFolderId,createdAt,lastModifiedAt\n"
      + "41E1EA58-F8E8-4A63-816F-AC266AD664F8,1,Europe/Istanbul,root,sheet,receipts,\(stamp),\(stamp)\n"
    // With every other tab in the sheet, the whole local ledger is never needed.
    let tabs: [Tab: [UInt8]] = [
      .receipts: Array(receipts.utf8),
      .transactions: [UInt8](try Data(contentsOf: Self.fixture)),
      .categories: Array(
        ("name,type,emoji,colorHex,isActive,sortOrder,createdAt,lastModifiedAt\n"
          + categories.joined()).utf8),
      .recurringRules: Array(
        "recurringRuleId,isEnabled,type,amount,category,tags,note,startDate,cadence,interval,endDate,createdAt,lastModifiedAt\n"
          .utf8),
      .settings: Array(settings.utf8),
    ]
    let workbook = try WorkbookReader().read(tabs: tabs)
    // Row 4's local amount is neither reading: the row stays rejected, and its receipt
    // stands on the local transaction.
    let local = try Self.local(workbook, amounts: [Self.row4: "3.10", Self.row5: "18.03"])
    var loads = 0
    let sheet = Validator().validate(workbook) {
      loads += 1
      return local
    }
    #expect(loads == 1)
    #expect(sheet.ledger.receipts.map(\.transactionId) == [Self.row4])
    #expect(sheet.ledger.transactions.contains { $0.transactionId == Self.row5 })
  }

  @Test("A recurring rule's amount turned into a date reads as the local rule's amount")
  func recurringRule() throws {
    let header =
      "recurringRuleId,isEnabled,type,amount,category,tags,note,startDate,cadence,interval,"
      + "endDate,createdAt,lastModifiedAt\n"
    let id = UUID(uuidString: "2DEB26FE-B5EB-4551-92D3-5DFAE0394826")!
    let row =
      "\(id),TRUE,expense,15.04.2026,Rent,home,Rent,2023-01-10,monthly,1,,"
      + "2023-01-15T16:07:13.642Z,2023-01-17T01:05:58.363Z\n"
    let workbook = try WorkbookReader().read(tabs: [.recurringRules: Array((header + row).utf8)])
    var rule = try #require(workbook.recurringRules?.datedAmountRows.first?.value)
    rule.amount = Decimal(string: "15.04")!
    let local = Ledger(
      categories: [Category(name: "Rent", type: .expense, createdAt: .now, lastModifiedAt: .now)],
      recurringRules: [rule], settings: try Self.local(workbook, amounts: [:]).settings)
    let sheet = Validator().validate(workbook, local: local)
    #expect(sheet.ledger.recurringRules.map { CellFormatter.money($0.amount) } == ["15.04"])
    let inTab = sheet.diagnostics.filter { $0.tab == .recurringRules }
    #expect(inTab.map(\.code) == [.amountAsDate])
    #expect(inTab.first?.cell == "RecurringRules!D2")
  }

  /// A local ledger of the fixture's rows, with `amounts` for the rows whose amounts are dates,
  /// their categories, and a Settings row.
  static func local(_ workbook: DecodedWorkbook, amounts: [UUID: String]) throws -> Ledger {
    let tab = workbook.transactions
    var transactions = tab?.rows.compactMap(\.value) ?? []
    for dated in tab?.datedAmountRows ?? [] {
      var row = dated.value
      let amount = try #require(amounts[row.transactionId])
      row.amount = try #require(Decimal(string: amount))
      transactions.append(row)
    }
    let time = Date(timeIntervalSince1970: 1_600_000_000)
    let categories = Set(transactions.map(\.category)).sorted().map {
      Category(name: $0, type: .expense, createdAt: time, lastModifiedAt: time)
    }
    let settings = AppSettings(
      datasetId: UUID(), schemaVersion: 1, timezone: "Europe/Istanbul", rootFolderId: "root",
      dataSpreadsheetId: "sheet", receiptsFolderId: "receipts", createdAt: time,
      lastModifiedAt: time)
    return Ledger(transactions: transactions, categories: categories, settings: settings)
  }
}
