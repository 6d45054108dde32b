/// Where the rows of one tab read from the store are: each row's `position` and its SQLite
/// rowid, which a write in the same state of the store finds the row by without the key index.
struct RowPlaces: Sendable {
  /// Each row's `position`.
  var positions: [Int] = []
  /// Each row's rowid.
  var rowIDs: [Int64] = []
}

/// Where each row of a ``Ledger`` read from the store is stored, tab by tab.
struct StoredPlaces: Sendable {
  var transactions = RowPlaces()
  var receipts = RowPlaces()
  var categories = RowPlaces()
  var recurringRules = RowPlaces()
  var settings = RowPlaces()
}
