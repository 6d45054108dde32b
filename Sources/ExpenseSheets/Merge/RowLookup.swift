/// Finds a tab's rows by key. A sheet keeps the order of the rows it was exported with unless a
/// person sorts it, so a guessed position (the caller's, then the one after the last row found)
/// is tried first; the hashed index is built only when the guesses miss.
struct RowLookup<Row: MergeableRow> {
  /// The rows looked in.
  let rows: [Row]
  private var index: RowKeyIndex?
  private var next = 0

  /// A look-up in `rows`.
  init(_ rows: [Row]) {
    self.rows = rows
  }

  /// The position of the row with `key`, if there is one, trying `guess` first.
  mutating func position(of key: RowKey, guess: Int? = nil) -> Int? {
    if let guess, guess < rows.count, rows[guess].rowKey == key {
      next = guess + 1
      return guess
    }
    if next < rows.count, rows[next].rowKey == key {
      next += 1
      return next - 1
    }
    buildIndex()
    guard let found = index?.position(of: key) else { return nil }
    next = found + 1
    return found
  }

  /// Builds the hashed index now, if it is not built yet: copies made after it share it, each
  /// with a guess cursor of its own, instead of each building one when its guesses miss.
  ///
  /// - Complexity: O(rows) the first time.
  mutating func buildIndex() {
    guard index == nil else { return }
    var built = RowKeyIndex(capacity: rows.count)
    built.insertAll(rows.indices, key: { rows[$0].rowKey }, repeated: { _, _ in })
    index = built
  }

  /// The row with `key`, if there is one, trying position `guess` first.
  mutating func row(for key: RowKey, guess: Int? = nil) -> Row? {
    position(of: key, guess: guess).map { rows[$0] }
  }
}
