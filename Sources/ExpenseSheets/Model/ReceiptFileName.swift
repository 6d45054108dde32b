import Foundation

/// The Drive naming rule of receipts: `<YYYYMMDD>_<Category>_<TransactionId>_<n>.jpg`.
public enum ReceiptFileName {
  /// The file name the rule gives the `number`th receipt of a transaction.
  public static func expected(for transaction: Transaction, number: Int) -> String {
    let date = CellFormatter.date(transaction.date).replacingOccurrences(of: "-", with: "")
    return "\(date)_\(transaction.category)_\(transaction.transactionId.uuidString)_\(number).jpg"
  }
}
