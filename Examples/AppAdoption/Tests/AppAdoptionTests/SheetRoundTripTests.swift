import ExpenseSheets
import Foundation
import Testing

@testable import AppAdoption

/// The loop an app runs: export its store, a person edits the sheet, validate the download,
/// merge it into a plan, apply the plan.
@Suite("An app's store through the sheet and back")
struct SheetRoundTripTests {
  static let zone = TimeZone(identifier: "Europe/Berlin")!
  static let created = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01

  static func store() -> AppStore {
    let store = AppStore(
      settings: AppSettings(
        datasetId: UUID(), timezone: zone.identifier, rootFolderId: "root",
        dataSpreadsheetId: "sheet", receiptsFolderId: "receipts", createdAt: created,
        lastModifiedAt: created))
    store.categories = ["Food", "Rent"].map {
      Category(name: $0, createdAt: created, modifiedAt: created)
    }
    store.transactions = (1...12).map { n in
      Transaction(
        day: SheetDate(year: 2025, month: 1, day: n)!.date(in: zone), amount: Decimal(n) * 10,
        category: n.isMultiple(of: 3) ? "Rent" : "Food", note: "note \(n)", createdAt: created,
        modifiedAt: created)
    }
    return store
  }

  @Test("export, edit, validate, merge, apply")
  func loop() throws {
    let store = Self.store()
    let sync = SheetSync()
    let exported = try sync.export(from: store)

    // A person changes a note and removes a row in the Transactions file.
    let removed = store.transactions[4].id
    let edited = exported.map { file -> SheetFile in
      guard file.name == "Transactions.csv" else { return file }
      let text = String(decoding: file.data, as: UTF8.self)
        .replacingOccurrences(of: "note 2,", with: "lunch with Ana,")
        .split(separator: "\r\n", omittingEmptySubsequences: false)
        .filter { !$0.contains(removed.uuidString) }.joined(separator: "\r\n")
      return SheetFile(name: file.name, data: Data(text.utf8))
    }

    let sheet = try sync.validate(edited, against: store)
    #expect(sheet.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    let plan = try sync.merge(
      sheet, into: store, options: MergeOptions(mergeTime: Date(), allowDeletions: true))
    let totals = plan.result.report.summary.totals
    #expect(totals[.transactions, .updated] == 1 && totals[.deleted] == 1)
    #expect(plan.changes.first { $0.action == .deleted }?.key == .transaction(removed))
    #expect(!plan.needsAttention)
    try store.apply(plan)

    #expect(store.transactions.count == 11)
    #expect(!store.transactions.contains { $0.id == removed })
    #expect(store.transactions.contains { $0.note == "lunch with Ana" })
    // The days came back as the app stored them.
    #expect(
      Set(store.transactions.map(\.day)).isSubset(of: Set(Self.store().transactions.map(\.day))))
    // A plan made before the store changed is refused.
    #expect(throws: AppStore.ChangedSincePlan.self) { try store.apply(plan) }
  }
}
