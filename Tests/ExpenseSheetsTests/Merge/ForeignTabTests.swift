import Foundation
import Testing

@testable import ExpenseSheets

@Suite("A sheet without Settings whose ids the store never held")
struct ForeignTabTests {
  typealias F = MergeFixture

  static let local = F.ledger([F.transaction(1), F.transaction(2)])

  @Test("A Transactions tab sharing no id with the store or its export is refused as a whole")
  func refused() throws {
    let sheet = F.sheet(
      F.ledger([F.newTransaction(11), F.newTransaction(12), F.newTransaction(13)]))
    let error = try #require(throws: ForeignTabError.self) {
      try F.merge(local: Self.local, sheet: sheet, base: Self.local)
    }
    #expect(error == ForeignTabError(tab: .transactions, rowsWithIds: 3, localRows: 2))
    #expect(error.description.contains("none of the 3 rows with an id on its Transactions tab"))
    #expect(error.description.contains("clear their transactionId cells"))
  }

  @Test("A sheet whose Settings row was rejected is told apart from one without")
  func rejectedSettingsRow() throws {
    let sheet = F.sheet(
      F.ledger([F.newTransaction(11)]),
      rejected: [RejectedRow(tab: .settings, sheetRow: 2, key: nil)])
    let error = try #require(throws: ForeignTabError.self) {
      try F.merge(local: Self.local, sheet: sheet, base: Self.local)
    }
    #expect(error.hasRejectedSettingsRow)
    #expect(
      error.description.contains(
        "the sheet's Settings row, which would name its ledger, has errors"))
    #expect(!error.description.contains("no Settings row"))
  }

  @Test(
    "Beside this ledger's Settings row, a tab from an export the store does not keep is checked",
    arguments: [false, true])
  func unknownExport(isKept: Bool) throws {
    let settings = AppSettings(
      datasetId: F.id(100), timezone: "UTC", rootFolderId: "", dataSpreadsheetId: "",
      receiptsFolderId: "", createdAt: F.t0, lastModifiedAt: F.t0)
    var local = Self.local
    local.settings = settings
    var sheetLedger = F.ledger([F.newTransaction(11)])
    sheetLedger.settings = settings
    var sheet = F.sheet(sheetLedger)
    let exportId = F.farId(900)
    sheet.exportIds = [.transactions: exportId]
    let bases = MergeBases(latest: local, byExport: isKept ? [exportId: local] : [:])
    let merge = {
      try Merger().merge(
        local: local, sheet: sheet, bases: bases, options: MergeOptions(mergeTime: F.mergeTime))
    }
    guard !isKept else {
      #expect(try merge().report.summary.totals[.transactions, .inserted] == 1)
      return
    }
    let error = try #require(throws: ForeignTabError.self) { try merge() }
    #expect(error.unknownExportId == exportId)
    #expect(
      error.description.contains(
        "its file comes from export \(exportId.uuidString), which this store does not keep"))
  }

  @Test("Receipts and RecurringRules tabs are checked the same way")
  func otherTabs() throws {
    let receipt = { (id: UUID) in
      Receipt(
        receiptId: id, transactionId: F.id(1), driveFileId: "d", fileName: "f.jpg",
        createdAt: F.t0, lastModifiedAt: F.t0)
    }
    var local = Self.local
    local.receipts = [receipt(F.id(21))]
    var sheetLedger = Self.local
    sheetLedger.receipts = [receipt(F.farId(31))]
    let error = try #require(throws: ForeignTabError.self) {
      try F.merge(local: local, sheet: F.sheet(sheetLedger))
    }
    #expect(error.tab == .receipts)
  }

  @Test(
    "A sheet that shows it is this ledger's merges",
    arguments: [
      "one id shared", "the shared id only in the export", "the shared id on a rejected row",
      "rows typed without an id", "a Settings row of the same ledger", "an empty local tab",
    ])
  func merges(case name: String) throws {
    var local = Self.local
    var base: Ledger? = nil
    var sheetLedger = F.ledger([F.newTransaction(11), F.newTransaction(12)])
    var typed: Set<RowKey> = []
    var rejected: [RejectedRow] = []
    switch name {
    case "one id shared":
      sheetLedger.transactions.append(F.transaction(2))
    case "the shared id only in the export":
      base = F.ledger(local.transactions + [F.newTransaction(12)])
    case "the shared id on a rejected row":
      rejected = [RejectedRow(tab: .transactions, sheetRow: 4, key: .transaction(F.id(1)))]
    case "rows typed without an id":
      typed = [.transaction(F.farId(11)), .transaction(F.farId(12))]
    case "a Settings row of the same ledger":
      let settings = AppSettings(
        datasetId: F.id(100), timezone: "UTC", rootFolderId: "", dataSpreadsheetId: "",
        receiptsFolderId: "", createdAt: F.t0, lastModifiedAt: F.t0)
      local.settings = settings
      sheetLedger.settings = settings
    default:
      local.transactions = []
    }
    let result = try F.merge(
      local: local, sheet: F.sheet(sheetLedger, typed: typed, rejected: rejected), base: base)
    // The export's row 12, deleted in the app since, is not added back.
    let inserted = name == "the shared id only in the export" ? 1 : 2
    #expect(result.report.summary.totals[.transactions, .inserted] == inserted)
  }
}
