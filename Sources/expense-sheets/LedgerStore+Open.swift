import ExpenseStore
import Foundation

extension LedgerStore {
  /// Opens the store at `path`, turning every failure into exit status 2 with the path named.
  ///
  /// - Parameter requiringLedger: Whether the store must exist and hold a ledger (export,
  ///   merge); otherwise a missing or empty file becomes a new store (import).
  static func open(_ path: String, requiringLedger: Bool = false) throws -> LedgerStore {
    let importHint = "import a workbook with `expense-sheets import FOLDER --store \(path)`"
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw CommandFailure.cannotRun(
        "\(path) is a folder, not a store file: give the store's file, such as \(URL(fileURLWithPath: path).appendingPathComponent("ledger.sqlite").path)"
      )
    }
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

  /// Closes the store once the command's work is committed: a failure now, such as the log not
  /// folded into the file, loses nothing, so it is shown as a warning and the command goes on.
  func closeAfterCommit() {
    do { try close() } catch { Terminal.standardError("warning: \(error)") }
  }
}
