import ExpenseSheets
import Foundation

/// The ledger this store last loaded, with where its rows are stored and the store revision it
/// was read at. A merge computed from that ledger is written without reading the store again
/// when the revision shows that nothing was written since.
struct LoadedSnapshot {
  /// The store revision the ledger was read at.
  var revision: Int64
  /// The ledger as loaded.
  var ledger: Ledger
  /// Where each row is stored, parallel to `ledger`.
  var places: StoredPlaces
}

/// The last loaded snapshot, shared between threads that use one store.
final class SnapshotSlot: @unchecked Sendable {
  // A class so that the store, which is immutable, can replace the snapshot; the lock makes
  // each access safe.
  private let lock = NSLock()
  private var snapshot: LoadedSnapshot?

  /// The snapshot kept, if any.
  var value: LoadedSnapshot? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return snapshot
    }
    set {
      lock.lock()
      snapshot = newValue
      lock.unlock()
    }
  }
}
