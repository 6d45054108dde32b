import GRDB

/// What one connection reads of a store when loading it, in one transaction: some tabs of the
/// live ledger, the base's changes when asked, and the store's revision, which tells whether
/// parts read on two connections show the same state.
struct LoadedPart: Sendable {
  /// The live rows read.
  var rows: StoredLedger
  /// The base's changes, when asked for and an export was recorded.
  var baseChanges: BaseChanges?
  /// The store's revision when read.
  var revision: Int64

  /// Reads `tabs` of `live`, and the base's changes when `withBase` and an export was recorded.
  init(_ tabs: StoredLedger.Tabs, withBase: Bool, _ db: Database, from live: LedgerTables) throws {
    revision = try LedgerStore.revision(db)
    rows = try StoredLedger.read(tabs, db, from: live)
    let latest = withBase ? try BaseSnapshot.latestSeq(db) : nil
    baseChanges = try latest.map { try BaseChanges.read(db, path: live.path, seq: $0) }
  }
}
