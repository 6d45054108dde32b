import CSQLiteShim

extension LedgerStore {
  /// Makes SQLite take no lock on each call of a connection (its multi-thread mode) nor on
  /// each allocation (no memory statistics): locks that bulk writes such as an import spend
  /// much of their time on. Returns whether SQLite took the setting.
  ///
  /// The setting is the process's: call this first thing in a program whose every SQLite
  /// connection is used by one thread at a time, as GRDB's are, before any connection is
  /// opened. Once SQLite is in use it keeps its mode, and this returns `false`.
  @discardableResult
  public static func useMultiThreadMode() -> Bool {
    expenseStoreUseMultiThreadMode() == 0
  }
}
