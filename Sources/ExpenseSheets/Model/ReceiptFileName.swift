import Foundation

/// The Drive naming rule of receipts: `<YYYYMMDD>_<Category>_<TransactionId>_<n>.jpg`.
public enum ReceiptFileName {
  /// The file name the rule gives the `number`th receipt of a transaction.
  public static func expected(for transaction: Transaction, number: Int) -> String {
    var date = CellFormatter.date(transaction.date)
    date.removeAll { $0 == "-" }
    return date + "_" + transaction.category + "_" + CellFormatter.uuid(transaction.transactionId)
      + "_" + String(number) + ".jpg"
  }
}
