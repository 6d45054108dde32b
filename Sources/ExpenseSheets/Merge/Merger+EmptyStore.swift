import Foundation

extension Merger {
  /// The ledger a store holding nothing gets from `sheet`: the ledger of
  /// `merge(local: Ledger(), sheet: sheet, base: nil, options: options)`, without the report
  /// of a million insertions that a first import never shows.
  ///
  /// Every loadable row is inserted as it is, except that a row typed without timestamps is
  /// stamped with the merge time and derived fields are made consistent. Rows that need
  /// neither share their storage with `sheet`.
  ///
  /// - Complexity: O(rows).
  public func ledgerForEmptyStore(from sheet: ValidatedSheet, options: MergeOptions) -> Ledger {
    var ledger = sheet.ledger
    let typedKeys = sheet.typedKeys
    let mergeTime = options.mergeTime
    Self.prepareInserted(&ledger.transactions, typedKeys: typedKeys, mergeTime: mergeTime)
    Self.prepareInserted(&ledger.receipts, typedKeys: typedKeys, mergeTime: mergeTime)
    Self.prepareInserted(&ledger.categories, typedKeys: typedKeys, mergeTime: mergeTime)
    Self.prepareInserted(&ledger.recurringRules, typedKeys: typedKeys, mergeTime: mergeTime)
    if var settings = ledger.settings.map({ [$0] }) {
      Self.prepareInserted(&settings, typedKeys: typedKeys, mergeTime: mergeTime)
      ledger.settings = settings.first
    }
    return ledger
  }

  /// Makes each of `rows` what the merge inserts for it: a typed row's placeholder timestamps
  /// become `mergeTime`, and each row is normalized. Writes only the rows that change.
  private static func prepareInserted<Row: MergeableRow>(
    _ rows: inout [Row], typedKeys: Set<RowKey>, mergeTime: Date
  ) {
    for index in rows.indices {
      let isTyped = !typedKeys.isEmpty && typedKeys.contains(rows[index].rowKey)
      guard isTyped || rows[index].needsNormalizing else { continue }
      var row = rows[index]
      if isTyped {
        if row.createdAt == RowPlaceholder.time { row.createdAt = mergeTime }
        if row.lastModifiedAt == RowPlaceholder.time { row.lastModifiedAt = mergeTime }
      }
      rows[index] = row.normalized()
    }
  }
}
