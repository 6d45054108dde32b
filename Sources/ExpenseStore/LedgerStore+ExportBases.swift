import ExpenseSheets
import Foundation
import GRDB

extension LedgerStore {
  /// The rows each of the exports `exportIds` wrote, for those whose base the store keeps (the
  /// last ``keptExportCount`` exports); an id missing from the result is an export the store
  /// does not keep, or never made.
  ///
  /// A merge compares each tab of a sheet with the base of the export its file names, so that
  /// an older download neither deletes nor reverts what came after it. The live ledger is read
  /// again only when it changed since ``loadLedgerAndBase()`` or ``loadLedger()`` read it.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read or holds a value that does not decode.
  public func loadBases(exportIds: Set<UUID>) throws -> [UUID: Ledger] {
    guard !exportIds.isEmpty else { return [:] }
    return try Self.run(path: path) {
      try reader.read { db in
        var kept: [(id: UUID, seq: Int64)] = []
        for id in exportIds {
          if let seq = try BaseSnapshot.seq(of: id, db) { kept.append((id, seq)) }
        }
        guard !kept.isEmpty else { return [:] }
        let live: StoredLedger
        if let snapshot = loaded.value, snapshot.revision == (try Self.revision(db)) {
          live = StoredLedger(snapshot)
        } else {
          live = try StoredLedger.read(.all, db, from: .live(path: path))
        }
        var bases: [UUID: Ledger] = [:]
        for (id, seq) in kept {
          bases[id] = try BaseChanges.read(db, path: path, seq: seq).base(of: live)
        }
        return bases
      }
    }
  }

  /// The sheet values earlier merges took from sheets of each of the exports `exportIds`, for
  /// those whose base the store keeps and whose sheets were merged.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func loadMergedSheetEdits(exportIds: Set<UUID>) throws -> [UUID: MergedSheetEdits] {
    guard !exportIds.isEmpty else { return [:] }
    return try Self.run(path: path) {
      try reader.read { db in
        var edits: [UUID: MergedSheetEdits] = [:]
        for id in exportIds {
          guard let seq = try BaseSnapshot.seq(of: id, db) else { continue }
          let read = try MergedSheetEditsTable.read(seq: seq, db)
          if !read.isEmpty { edits[id] = read }
        }
        return edits
      }
    }
  }

  /// How many of the last exports have their base kept.
  public static var keptExportCount: Int { BaseSnapshot.keptExports }
}

extension StoredLedger {
  /// The rows of a snapshot the store loaded, with where each is stored.
  init(_ snapshot: LoadedSnapshot) {
    self.init(
      transactions: StoredRows(
        rows: snapshot.ledger.transactions, places: snapshot.places.transactions),
      receipts: StoredRows(rows: snapshot.ledger.receipts, places: snapshot.places.receipts),
      categories: StoredRows(rows: snapshot.ledger.categories, places: snapshot.places.categories),
      recurringRules: StoredRows(
        rows: snapshot.ledger.recurringRules, places: snapshot.places.recurringRules),
      settings: StoredRows(
        rows: snapshot.ledger.settings.map { [$0] } ?? [], places: snapshot.places.settings))
  }
}
