import ExpenseSheets
import ExpenseStore
import Foundation

/// A store holding `SampleLedger.make(transactions: 40, seed:)` in a fresh temporary folder,
/// which `cleanUp` removes: the app's store of the `SheetSync` workbook tests.
func sampleLedgerStore(seed: UInt64) throws -> (
  store: LedgerStore, ledger: Ledger, cleanUp: () -> Void
) {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "workbook-bytes-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
  let ledger = SampleLedger.make(transactions: 40, seed: seed)
  try store.replaceLedger(with: ledger)
  return (store, ledger, { try? FileManager.default.removeItem(at: folder) })
}
