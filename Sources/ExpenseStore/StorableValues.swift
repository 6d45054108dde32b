import ExpenseSheets

/// The check of a ledger before it is written: a value no read could decode would make the
/// whole store unreadable, so a write with one is refused before anything is written.
///
/// Every model value is storable but an amount that is not a number (`Decimal.nan`, which an
/// app's arithmetic can make): the store keeps amounts as text, and `NaN` reads as no amount.
enum StorableValues {
  /// Throws when `ledger` holds a value the store cannot keep.
  ///
  /// - Throws: ``StoreError`` whose code is ``StoreError/Code/unstorableValue``, naming the
  ///   table, the column and the row's key.
  /// - Complexity: O(rows) of the Transactions and RecurringRules tabs.
  static func check(_ ledger: Ledger, path: String) throws {
    if let row = ledger.transactions.first(where: { $0.amount.isNaN }) {
      throw StoreError.notANumber(
        path, table: Transaction.table, column: "amount", key: "\(row.transactionId)")
    }
    if let row = ledger.recurringRules.first(where: { $0.amount.isNaN }) {
      throw StoreError.notANumber(
        path, table: RecurringRule.table, column: "amount", key: "\(row.recurringRuleId)")
    }
  }
}
