import ExpenseSheets
import Foundation

@testable import ExpenseStore

/// Stores made in temporary folders for a test, the folders removed when the owner lets go.
final class TemporaryStores {
  /// The folders of the stores made so far.
  private var folders: [URL] = []

  deinit {
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
  }

  /// A new store in a folder of its own, holding `ledger` when one is given.
  func make(holding ledger: Ledger? = nil) throws -> LedgerStore {
    let folder = try LedgerFixtures.temporaryFolder()
    folders.append(folder)
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    if let ledger { try store.replaceLedger(with: ledger) }
    return store
  }
}
