import ExpenseStore
import Foundation

extension LedgerStore {
  /// Opens the store at `path`, turning every failure into exit status 2 with the path named.
  ///
  /// - Parameter requiringLedger: Whether the store must exist and hold a ledger (export,
  ///   merge); otherwise a missing or empty file becomes a new store (import).
  static func open(_ path: String, requiringLedger: Bool = false) throws -> LedgerStore {
    let importHint = "import a workbook with `expense-sheets import FOLDER --store \(path)`"
    let store: LedgerStore
    do {
      store = try LedgerStore(path: path, mustExist: requiringLedger)
    } catch let error as StoreError where error.code == .noStore {
      throw CommandFailure.cannotRun("\(path): \(error.reason); \(importHint)")
    } catch {
      throw CommandFailure.cannotRun("\(error)")
    }
    if requiringLedger, try !store.holdsLedger() {
      throw CommandFailure.cannotRun(
        "\(path): the store holds no ledger (no Settings row): it is new, or its first import was cut short; \(importHint)"
      )
    }
    return store
  }

}
