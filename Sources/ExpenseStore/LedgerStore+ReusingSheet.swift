import ExpenseSheets
import GRDB

extension LedgerStore {
  /// Reads the ledger and the base of the next merge as ``loadLedgerAndBase()`` does, but
  /// reads in full only the Transactions and Receipts rows that `sheet` lacks or holds with
  /// other values: the others are the sheet's rows, which hold the same values (each stored
  /// row has a digest of its values). A merge of a sheet that changed a tenth of its rows reads
  /// a tenth of them.
  ///
  /// The store keeps the ledger, as ``loadLedger()`` does.
  ///
  /// - Parameter sheet: The validated sheet the ledger will be merged with.
  /// - Returns: The stored ledger, equal to what ``loadLedgerAndBase()`` returns, and the base,
  ///   `nil` when nothing was ever exported.
  /// - Throws: ``StoreError`` when the file cannot be read or holds a value that does not decode.
  public func loadLedgerAndBase(reusing sheet: Ledger) throws -> (ledger: Ledger, base: Ledger?) {
    try loadLedgerAndBase(reusingSheet: { sheet })
  }

  /// ``loadLedgerAndBase(reusing:)`` with the sheet asked for once what needs no sheet is read
  /// (every row's key, position and digest, the small tabs, the base's changes), so that the
  /// store reads those while the sheet is being validated.
  ///
  /// - Parameter giveSheet: Gives the validated sheet; called once, on the calling thread. What it
  ///   throws is thrown as it is.
  package func loadLedgerAndBase(reusingSheet giveSheet: () throws -> Ledger) throws -> (
    ledger: Ledger, base: Ledger?
  ) {
    let live = LedgerTables.live(path: path)
    var sheetFailure: (any Error)?
    do {
      let (revision, rows, baseChanges) = try Self.run(path: path) {
        try reader.read { db in
          let transactions = try StoredDigests<Transaction>.read(db, from: live)
          let receipts = try StoredDigests<Receipt>.read(db, from: live)
          var rows = StoredLedger()
          rows.categories = try .read(db, from: live)
          rows.recurringRules = try .read(db, from: live)
          rows.settings = try .read(db, from: live)
          let latest = try BaseSnapshot.latestSeq(db)
          let baseChanges = try latest.map { try BaseChanges.read(db, path: path, seq: $0) }
          let revision = try Self.revision(db)
          let sheet: Ledger
          do { sheet = try giveSheet() } catch {
            sheetFailure = error
            throw error
          }
          rows.transactions = try .read(db, from: live, digests: transactions, sheet.transactions)
          rows.receipts = try .read(db, from: live, digests: receipts, sheet.receipts)
          return (revision, rows, baseChanges)
        }
      }
      let snapshot = LoadedSnapshot(revision: revision, ledger: rows.ledger, places: rows.places)
      loaded.value = snapshot
      return (snapshot.ledger, baseChanges?.base(of: rows))
    } catch {
      throw sheetFailure ?? error
    }
  }
}
