import Foundation

/// The Receipts rules: `duplicate-key`, `unknown-transaction` (or `depends-on-rejected-row`
/// when its transaction was rejected), `receipt-file-name`, and the timestamp rules.
enum ReceiptRules {
  static func check(_ context: inout ValidationContext) {
    guard let tab = context.workbook.receipts else { return }
    context.checkDuplicateKeys(tab, field: "receiptId")
    let layout = tab.layout
    var transactions: [UUID: (row: Int, value: Transaction?)]?
    if let transactionTab = context.workbook.transactions {
      var index: [UUID: (row: Int, value: Transaction?)] = [:]
      index.reserveCapacity(transactionTab.rows.count)
      for row in transactionTab.rows {
        guard case .transaction(let id) = row.key else { continue }
        index[id] = (row.sheetRow, row.value)
      }
      transactions = index
    }
    for (row, receipt) in ValidationContext.readable(tab) {
      let sheetRow = row.sheetRow
      if let transactions {
        if let owner = transactions[receipt.transactionId] {
          if owner.value == nil || context.isRejected(.transactions, row: owner.row) {
            context.report(
              .dependsOnRejectedRow, .error, layout: layout, row: sheetRow,
              field: "transactionId", value: receipt.transactionId.uuidString,
              message:
                "its transaction (Transactions row \(owner.row)) has errors and is not loaded; fix that row first"
            )
          } else if let transaction = owner.value {
            checkFileName(
              &context, layout: layout, row: sheetRow, receipt: receipt, transaction: transaction)
          }
        } else {
          context.report(
            .unknownTransaction, .error, layout: layout, row: sheetRow, field: "transactionId",
            value: receipt.transactionId.uuidString,
            message: "transactionId names no transaction")
        }
      }
      CommonRules.checkStamps(
        &context, layout: layout, row: row, createdAt: receipt.createdAt,
        lastModifiedAt: receipt.lastModifiedAt)
    }
  }

  /// `receipt-file-name`: `<YYYYMMDD>_<Category>_<TransactionId>_<n>.jpg` for its transaction.
  private static func checkFileName(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, receipt: Receipt,
    transaction: Transaction
  ) {
    let prefix = ReceiptFileName.expected(for: transaction, number: 0).dropLast("0.jpg".count)
    let name = receipt.fileName
    if name.hasPrefix(prefix), name.hasSuffix(".jpg") {
      let number = name.dropFirst(prefix.count).dropLast(4)
      if let value = Int(number), value >= 1, String(value) == number { return }
    }
    let expected = ReceiptFileName.expected(for: transaction, number: 1)
    context.report(
      .receiptFileName, .warning, layout: layout, row: row, field: "fileName", value: name,
      message:
        "the file name does not follow <YYYYMMDD>_<Category>_<TransactionId>_<n>.jpg for its transaction; expected \(quoted(expected))",
      fix: layout.cell(field: "fileName", row: row).map {
        .init(summary: "rename to \(expected)", edits: [.init(cell: $0, value: expected)])
      })
  }
}
