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

  /// The receipt's number a file name ends in (`…_2.jpg`), any case of `.jpg`; `nil` when it
  /// ends in none.
  public static func number(in name: String) -> Int? {
    guard name.lowercased().hasSuffix(".jpg") else { return nil }
    let stem = name.dropLast(4)
    guard let underscore = stem.lastIndex(of: "_"),
      let number = Int(stem[stem.index(after: underscore)...]), number >= 1
    else { return nil }
    return number
  }
}
