import Foundation
import Testing

@testable import ExpenseSheets

/// An older download merged again after a later one changed what it had changed: the values
/// its first merge took are no edit since its export, and the later change stays.
@Suite("Sheet values an earlier merge took")
struct MergedSheetEditsTests {
  typealias F = MergeFixture

  static let monday = F.id(901)
  static let tuesday = F.id(902)

  /// A sheet holding `rows`, its tabs from the export `exportId`.
  static func sheet(_ rows: [Transaction], from exportId: UUID) -> ValidatedSheet {
    ValidatedSheet(
      ledger: F.ledger(rows), diagnostics: [], presentTabs: [.transactions, .categories],
      exportIds: [.transactions: exportId, .categories: exportId])
  }

  /// Merges `sheet` into `local` at `minutes` past `F.mergeTime`.
  static func merge(
    _ sheet: ValidatedSheet, into local: Ledger, bases: MergeBases, minutes: Double
  ) throws -> MergeResult {
    try Merger().merge(
      local: local, sheet: sheet, bases: bases,
      options: MergeOptions(mergeTime: F.mergeTime.addingTimeInterval(minutes * 60)))
  }

  /// Monday's download sets the amount; Tuesday's, downloaded after Monday's merge, sets it
  /// back and adds a note. The ledger after both merges, the two bases and what each merge
  /// took, and Monday's sheet.
  static func twoDownloadsMerged() throws -> (
    local: Ledger, bases: MergeBases, monday: ValidatedSheet
  ) {
    let exported = F.ledger([F.transaction(1, amount: "10.00", note: "")])
    let mondaySheet = sheet([F.transaction(1, amount: "99.00", note: "")], from: monday)
    let first = try merge(
      mondaySheet, into: exported,
      bases: MergeBases(latest: exported, byExport: [monday: exported]),
      minutes: 1)
    var tuesdayRow = try #require(first.ledger.transactions.first)
    tuesdayRow.amount = 10
    tuesdayRow.note = "lunch"
    let tuesdayBases = MergeBases(
      latest: first.ledger, byExport: [monday: exported, tuesday: first.ledger],
      mergedEdits: first.sheetEdits.mapValues(MergedSheetEdits.init))
    let second = try merge(
      sheet([tuesdayRow], from: tuesday), into: first.ledger, bases: tuesdayBases, minutes: 2)
    var edits = first.sheetEdits.mapValues(MergedSheetEdits.init)
    edits[tuesday] = second.sheetEdits[tuesday].map(MergedSheetEdits.init)
    return (
      second.ledger,
      MergeBases(
        latest: first.ledger, byExport: [monday: exported, tuesday: first.ledger],
        mergedEdits: edits),
      mondaySheet
    )
  }

  @Test("A merge records the sheet values it took, by the export the sheet comes from")
  func recordsTakenValues() throws {
    let exported = F.ledger([F.transaction(1, amount: "10.00", note: "")])
    let result = try Self.merge(
      Self.sheet([F.transaction(1, amount: "99.00", note: "")], from: Self.monday),
      into: exported, bases: MergeBases(latest: exported, byExport: [Self.monday: exported]),
      minutes: 1)
    let edits = try #require(result.sheetEdits[Self.monday])
    #expect(
      edits == [
        MergedSheetEdits.Edit(key: .transaction(F.id(1)), field: "amount", value: "99.00")
      ])
  }

  @Test("Merged again, the older download keeps the later values and says why")
  func olderDownloadAgain() throws {
    let (local, bases, monday) = try Self.twoDownloadsMerged()
    let result = try Self.merge(monday, into: local, bases: bases, minutes: 3)
    let row = try #require(result.ledger.transactions.first)
    #expect(CellFormatter.money(row.amount) == "10.00")
    #expect(row.note == "lunch")
    let change = try #require(result.report.changes.first)
    #expect(change.action == .keptLocal)
    #expect(change.reason.hasPrefix("an earlier merge of a sheet from the same export took"))
    #expect(!result.report.needsAttention)
  }

  @Test("Without the record, the older download's value comes back over the later one")
  func withoutRecordReverts() throws {
    var (local, bases, monday) = try Self.twoDownloadsMerged()
    bases.mergedEdits = [:]
    let result = try Self.merge(monday, into: local, bases: bases, minutes: 3)
    #expect(result.ledger.transactions.first.map { CellFormatter.money($0.amount) } == "99.00")
  }

  @Test("A sheet stamped later than the local row still takes its value again")
  func laterSheetStampWins() throws {
    let (local, bases, _) = try Self.twoDownloadsMerged()
    let later = F.mergeTime.addingTimeInterval(10 * 60)
    let sheet = Self.sheet(
      [F.transaction(1, amount: "99.00", note: "lunch", modified: later)], from: Self.monday)
    let result = try Self.merge(sheet, into: local, bases: bases, minutes: 11)
    #expect(result.ledger.transactions.first.map { CellFormatter.money($0.amount) } == "99.00")
  }

  @Test("Another edit in the older download is taken, beside the value already merged")
  func newEditBesideOldOne() throws {
    let (local, bases, _) = try Self.twoDownloadsMerged()
    var row = F.transaction(1, amount: "99.00", note: "")
    row.category = "Travel"
    let result = try Self.merge(
      Self.sheet([row], from: Self.monday), into: local, bases: bases, minutes: 3)
    let merged = try #require(result.ledger.transactions.first)
    #expect(CellFormatter.money(merged.amount) == "10.00")
    #expect(merged.note == "lunch")
    #expect(merged.category == "Travel")
    let change = try #require(result.report.changes.first)
    #expect(change.action == .updated)
    #expect(change.reason.contains("was taken by an earlier merge"))
  }

  /// Monday's sheet sets the amount to 99.00 and is merged; the same sheet, downloaded again
  /// from Monday's export after more editing, holds `amount`, stamped `modified`. The merge of
  /// the second download.
  static func mergedAgain(amount: String, modified: Date = F.t0) throws -> MergeResult {
    let exported = F.ledger([F.transaction(1, amount: "10.00")])
    let bases = MergeBases(latest: exported, byExport: [monday: exported])
    let first = try merge(
      sheet([F.transaction(1, amount: "99.00")], from: monday), into: exported, bases: bases,
      minutes: 1)
    var again = bases
    again.mergedEdits = first.sheetEdits.mapValues(MergedSheetEdits.init)
    return try merge(
      sheet([F.transaction(1, amount: amount, modified: modified)], from: monday),
      into: first.ledger, bases: again, minutes: 2)
  }

  @Test("Edited again in the same sheet after its edit was merged, the new value is taken")
  func editedAgainInSameSheet() throws {
    let result = try Self.mergedAgain(amount: "55.00")
    #expect(result.ledger.transactions.first.map { CellFormatter.money($0.amount) } == "55.00")
    let change = try #require(result.report.changes.first)
    #expect(change.action == .updated)
    #expect(change.reason.hasPrefix("edited in the sheet again (amount)"))
    #expect(!result.report.needsAttention)
  }

  @Test("Set back to the exported value in the same sheet, the merged value stays, and is said")
  func setBackInSameSheet() throws {
    let result = try Self.mergedAgain(amount: "10.00")
    #expect(result.ledger.transactions.first.map { CellFormatter.money($0.amount) } == "99.00")
    let change = try #require(result.report.changes.first)
    #expect(change.action == .keptLocal)
    #expect(change.reason.hasPrefix("the sheet holds amount as exported"))
    #expect(
      change.fields == [
        FieldChange(field: "amount", local: "99.00", sheet: "10.00", merged: "99.00")
      ]
    )
  }

  @Test("Set back in the same sheet and stamped later than the merge, the exported value returns")
  func setBackStampedLater() throws {
    let later = F.mergeTime.addingTimeInterval(10 * 60)
    let result = try Self.mergedAgain(amount: "10.00", modified: later)
    #expect(result.ledger.transactions.first.map { CellFormatter.money($0.amount) } == "10.00")
    #expect(result.report.changes.first?.action == .updated)
  }

  /// `rows` of Monday's sheet merged one after another into the exported ledger, each merge
  /// recording what it took: the ledger after them, and the bases with the record.
  static func mergedInTurn(_ sheets: [[Transaction]], exported: Ledger) throws -> (
    local: Ledger, bases: MergeBases
  ) {
    var bases = MergeBases(latest: exported, byExport: [monday: exported])
    var local = exported
    var taken: [MergedSheetEdits.Edit] = []
    for (minute, rows) in sheets.enumerated() {
      let result = try merge(
        sheet(rows, from: monday), into: local, bases: bases, minutes: Double(minute + 1))
      local = result.ledger
      taken += result.sheetEdits[monday] ?? []
      bases.mergedEdits = [monday: MergedSheetEdits(taken)]
    }
    return (local, bases)
  }

  @Test("A value the app set again, taken by an earlier merge but not the last, is the app's")
  func appSetsAnEarlierMergedValue() throws {
    let exported = F.ledger([F.transaction(1, amount: "10.00")])
    var (local, bases) = try Self.mergedInTurn(
      [[F.transaction(1, amount: "11.00")], [F.transaction(1, amount: "22.00")]],
      exported: exported)
    local.transactions[0].amount = 11
    local.transactions[0].lastModifiedAt = F.mergeTime.addingTimeInterval(5 * 60)
    let result = try Self.merge(
      Self.sheet([F.transaction(1, amount: "33.00")], from: Self.monday), into: local,
      bases: bases, minutes: 6)
    #expect(result.ledger.transactions.first.map { CellFormatter.money($0.amount) } == "11.00")
    #expect(result.report.changes.first?.action == .conflict)
  }

  @Test(
    "Removed from the same sheet after a merge took its edit, the row is the sheet's to delete")
  func removedAfterItsEditWasMerged() throws {
    let exported = F.ledger([F.transaction(1, amount: "10.00"), F.transaction(2)])
    let (local, bases) = try Self.mergedInTurn(
      [[F.transaction(1, amount: "11.00"), F.transaction(2)]], exported: exported)
    let result = try Merger().merge(
      local: local, sheet: Self.sheet([F.transaction(2)], from: Self.monday), bases: bases,
      options: MergeOptions(
        mergeTime: F.mergeTime.addingTimeInterval(2 * 60), allowDeletions: true))
    #expect(result.ledger.transactions.map(\.transactionId) == [F.id(2)])
    #expect(result.report.changes.first?.action == .deleted)
  }

  @Test("A field set back beside another edit is said of the sheet, not of the app")
  func setBackBesideAnotherEdit() throws {
    let exported = F.ledger([F.transaction(1, amount: "10.00", note: "")])
    let (local, bases) = try Self.mergedInTurn(
      [[F.transaction(1, amount: "10.00", note: "lunch")]], exported: exported)
    let result = try Self.merge(
      Self.sheet([F.transaction(1, amount: "12.00", note: "")], from: Self.monday), into: local,
      bases: bases, minutes: 2)
    let merged = try #require(result.ledger.transactions.first)
    #expect(CellFormatter.money(merged.amount) == "12.00")
    #expect(merged.note == "lunch")
    let change = try #require(result.report.changes.first)
    #expect(change.action == .updated)
    #expect(
      change.reason.hasPrefix(
        "edited in the sheet (amount) since the last export; the sheet holds note as exported"))
  }

  @Test(
    "Deleted since its edit was merged, the row stays deleted; without the record it comes back",
    arguments: [true, false])
  func deletedSinceMerged(isRecorded: Bool) throws {
    let exported = F.ledger([F.transaction(1, amount: "10.00"), F.transaction(2)])
    let mondaySheet = Self.sheet(
      [F.transaction(1, amount: "99.00"), F.transaction(2)], from: Self.monday)
    let first = try Self.merge(
      mondaySheet, into: exported,
      bases: MergeBases(latest: exported, byExport: [Self.monday: exported]), minutes: 1)
    var deleted = first.ledger
    deleted.transactions.removeAll { $0.transactionId == F.id(1) }
    let result = try Self.merge(
      mondaySheet, into: deleted,
      bases: MergeBases(
        latest: first.ledger, byExport: [Self.monday: exported],
        mergedEdits: isRecorded ? first.sheetEdits.mapValues(MergedSheetEdits.init) : [:]),
      minutes: 3)
    let change = try #require(result.report.changes.first)
    if isRecorded {
      #expect(result.ledger.transactions.map(\.transactionId) == [F.id(2)])
      #expect(change.action == .keptLocal)
      #expect(change.reason.hasPrefix("deleted in the app since an earlier merge took"))
    } else {
      #expect(result.ledger.transactions.count == 2)
      #expect(change.action == .conflict)
      // The sheet's edits are listed, the row having no local values.
      #expect(
        change.fields == [
          FieldChange(field: "amount", local: nil, sheet: "99.00", merged: "99.00")
        ])
    }
  }

  @Test("A row an earlier merge added, missing from the sheet later, is kept and said to be")
  func addedRowMissingLater() throws {
    let exported = F.ledger([F.transaction(1, amount: "10.00", note: "")])
    let bases = MergeBases(latest: exported, byExport: [Self.monday: exported])
    let added = F.transaction(2, amount: "5.00", note: "typed in the sheet")
    let first = try Self.merge(
      Self.sheet([F.transaction(1, amount: "10.00", note: ""), added], from: Self.monday),
      into: exported, bases: bases, minutes: 1)
    #expect(first.sheetEdits[Self.monday]?.contains(.addedRow(key: added.rowKey)) == true)
    // A row the app added meanwhile is in neither sheet, and no merge added it.
    var local = first.ledger
    local.transactions.append(F.transaction(3, amount: "7.00", note: "added in the app"))
    var recorded = bases
    recorded.mergedEdits = first.sheetEdits.mapValues(MergedSheetEdits.init)
    let second = try Self.merge(
      Self.sheet([F.transaction(1, amount: "10.00", note: "")], from: Self.monday),
      into: local, bases: recorded, minutes: 2)
    #expect(second.ledger.transactions.map(\.transactionId) == [F.id(1), F.id(2), F.id(3)])
    let change = try #require(second.report.changes.first)
    #expect(second.report.changes.count == 1)
    #expect(change.key == added.rowKey)
    #expect(change.action == .keptLocal)
    #expect(change.reason.hasPrefix("not in the sheet, but kept: an earlier merge added it"))
  }
}
