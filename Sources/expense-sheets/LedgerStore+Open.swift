import ExpenseStore
import Foundation

extension LedgerStore {
  /// Opens the store at `path`, turning every failure into exit status 2 with the path named.
  static func open(_ path: String, mustExist: Bool = false) throws -> LedgerStore {
    if mustExist, !FileManager.default.fileExists(atPath: path) {
      throw CommandFailure.cannotRun(
        "\(path): no store here; create one with `expense-sheets import FOLDER --store \(path)`")
    }
    do {
      return try LedgerStore(path: path)
    } catch {
      throw CommandFailure.cannotRun("\(error)")
    }
  }
}
