import Foundation

/// The Receipts rules: `duplicate-key`, `unknown-transaction` (or `depends-on-rejected-row`
/// when its transaction, or the whole Transactions tab, was rejected and the local ledger has
/// no such transaction), `receipt-file-name`, and the timestamp rules.
enum ReceiptRules {
  /// Whether a receipt may name a rejected Transactions row: the tab has receipts, and a
  /// Transactions row or the whole tab was rejected. The local ledger's transaction then stands
  /// in for the row, which the merge keeps.
  static func namesRejectedTransactions(_ context: ValidationContext) -> Bool {
    guard let receipts = context.workbook.receipts, !receipts.rows.isEmpty,
      context.workbook.transactions != nil
    else { return false }
    return context.rejectedTabs.contains(.transactions)
      || !(context.rejected[.transactions] ?? []).isEmpty
  }

  static func check(_ context: inout ValidationContext) {
    guard let tab = context.workbook.receipts else { return }
    // The duplicate-key check and the rows' own checks run side by side.
    var tasks: [@Sendable (inout ValidationContext) -> Void] = [
      { $0.checkDuplicateKeys(tab, field: "receiptId") }
    ]
    // Each task takes the Transactions tab and its rejected rows once: taken for every
    // receipt, they were retained and released a million times, from both cores at once.
    let transactions = context.workbook.transactions
    let rejectedTransactions = context.rejected[.transactions] ?? []
    let isTransactionsTabRejected = context.rejectedTabs.contains(.transactions)
    // Without a Transactions tab, a merge keeps the store's transactions: those are the ones
    // a receipt can name.
    let localTransactions =
      transactions == nil && !tab.rows.isEmpty
      ? context.local.map { Set($0.transactions.lazy.map(\.transactionId)) } : nil
    let standIns = localStandIns(
      context, transactions: transactions, rejected: rejectedTransactions,
      isTabRejected: isTransactionsTabRejected)
    for rows in ValidationContext.chunks(of: tab.rows.indices) {
      tasks.append { context in
        let layout = tab.layout
        // Each receipt's own checks, its transaction's by `checkOwner`.
        func eachReceipt(_ checkOwner: (Receipt, inout ValidationContext, _ sheetRow: Int) -> Void)
        {
          for position in rows {
            guard let receipt = tab.rows[position].value else { continue }
            checkOwner(receipt, &context, tab.rows[position].sheetRow)
            checkStamps(of: receipt, &context, layout, tab, at: position)
          }
        }
        // Unwrapped once: unwrapped per receipt, the tab was copied (each of its references
        // retained and released) for every row.
        if let transactions {
          eachReceipt {
            checkTransaction(
              of: $0, &$1, layout, row: $2, in: transactions,
              rejectedTransactions: rejectedTransactions,
              isTransactionsTabRejected: isTransactionsTabRejected, standIns: standIns)
          }
        } else if let localTransactions {
          eachReceipt { checkLocalTransaction(of: $0, &$1, layout, row: $2, in: localTransactions) }
        } else {
          eachReceipt { _, _, _ in }
        }
      }
    }
    _ = context.sideBySide(tasks)
    suggestTransactionIds(
      &context, transactions: transactions, localTransactions: localTransactions)
  }

  /// Rephrases the receipts' `unknown-transaction` errors, when the sheet has a Transactions
  /// tab, whose transaction the store holds: its row was deleted from the tab, and a merge keeps
  /// it, with the receipt, until the receipt goes too. When the id suggested as the fix, a
  /// Transactions row's a digit or two away, is not the store's, that row's id is the mistyped
  /// one: the fix sets it back, and the receipt's id, which is right, stays. `held` gives which
  /// of the errors' ids, and their suggested ids, the store holds; it is asked once, and only
  /// when there are such errors.
  static func explainDeletedTransactions(
    _ context: inout ValidationContext, held: (Set<UUID>) throws -> Set<UUID>
  ) rethrows {
    guard let transactions = context.workbook.transactions else { return }
    var unknown: [(index: Int, id: UUID, suggested: UUID?)] = []
    for (index, diagnostic) in context.diagnostics.enumerated()
    where diagnostic.code == .unknownTransaction && diagnostic.tab == .receipts {
      guard let id = diagnostic.value.flatMap(UUID.init(uuidString:)) else { continue }
      let suggested = diagnostic.fix?.edits.first.flatMap { UUID(uuidString: $0.value) }
      unknown.append((index, id, suggested))
    }
    guard !unknown.isEmpty else { return }
    let localIds = try held(Set(unknown.lazy.flatMap { [$0.id, $0.suggested].compactMap(\.self) }))
    // The first row whose id cannot be read: it may be the transaction, its id damaged.
    let unreadableIdRow = transactions.rows.first { $0.key == nil }?.sheetRow
    for (index, id, suggested) in unknown where localIds.contains(id) {
      if let row = unreadableIdRow, suggested == nil {
        context.rephrase(
          "transactionId \(quoted(CellFormatter.uuid(id))) names a transaction the store has, which the Transactions tab lacks under that id; Transactions row \(row) has an id that cannot be read, and may be it: fix that id first",
          forDiagnosticAt: index)
        continue
      }
      if let suggested, !localIds.contains(suggested),
        let row = transactions.rows.first(where: { $0.key == .transaction(suggested) })?.sheetRow,
        let cell = transactions.layout.cell(field: "transactionId", row: row)
      {
        context.redirect(
          "transactionId \(quoted(CellFormatter.uuid(id))) names a transaction the store has; "
            + "Transactions row \(row) holds \(quoted(CellFormatter.uuid(suggested))), a digit or "
            + "two away, which the store has not: that id looks mistyped, and this receipt's is "
            + "right",
          fix: Diagnostic.Fix(
            summary: "set the transaction's id on Transactions row \(row) back to this one",
            edits: [Diagnostic.CellEdit(cell: cell, value: CellFormatter.uuid(id))]),
          forDiagnosticAt: index)
        continue
      }
      context.rephrase(
        "transactionId \(quoted(CellFormatter.uuid(id))) names a transaction deleted from the Transactions tab, which the store still has: delete this receipt too, or put the transaction's row back",
        forDiagnosticAt: index)
    }
  }

  /// Gives the first ``NearIdSuggestions/searchLimit`` `unknown-transaction` errors the
  /// id of the transaction a digit or two away, when there is one, as their fix: among the
  /// Transactions tab's rows, or without that tab the local transactions.
  private static func suggestTransactionIds(
    _ context: inout ValidationContext, transactions: DecodedTab<Transaction>?,
    localTransactions: Set<UUID>?
  ) {
    NearIdSuggestions.suggest(.unknownTransaction, in: &context) {
      if let transactions {
        transactions.rows.compactMap { row in
          guard case .transaction(let id) = row.key else { return nil }
          return (id, row.sheetRow)
        }
      } else {
        (localTransactions ?? []).map { ($0, nil) }
      }
    } summary: { row, apart in
      row.map { "use the id of the transaction on Transactions row \($0), \(apart) away" }
        ?? "use the id of the store's transaction \(apart) away"
    }
  }

  /// The ids of the rejected Transactions rows (all of them, when the tab was rejected as a
  /// whole): the local transactions a receipt may name in their stead.
  static func rejectedTransactionIds(_ context: ValidationContext) -> Set<UUID> {
    guard let transactions = context.workbook.transactions else { return [] }
    return rejectedIds(
      transactions, rejected: context.rejected[.transactions] ?? [],
      isTabRejected: context.rejectedTabs.contains(.transactions))
  }

  /// The ids of `transactions`' rows that were rejected.
  private static func rejectedIds(
    _ transactions: DecodedTab<Transaction>, rejected: Set<Int>, isTabRejected: Bool
  ) -> Set<UUID> {
    var ids: Set<UUID> = []
    for row in transactions.rows where isTabRejected || rejected.contains(row.sheetRow) {
      if case .transaction(let id) = row.key { ids.insert(id) }
    }
    return ids
  }

  /// The local transactions of the rejected Transactions rows (all of them, when the tab was
  /// rejected as a whole), by id; empty without a local ledger.
  private static func localStandIns(
    _ context: ValidationContext, transactions: DecodedTab<Transaction>?, rejected: Set<Int>,
    isTabRejected: Bool
  ) -> [UUID: Transaction] {
    guard let local = context.local, let transactions, isTabRejected || !rejected.isEmpty else {
      return [:]
    }
    let ids = rejectedIds(transactions, rejected: rejected, isTabRejected: isTabRejected)
    var standIns: [UUID: Transaction] = [:]
    for transaction in local.transactions where ids.contains(transaction.transactionId) {
      standIns[transaction.transactionId] = transaction
    }
    return standIns
  }

  /// The rules of a receipt's transaction, named in the sheet's Transactions tab: it must be
  /// there, and loaded (or stood in for by the local one), and the receipt's file name must
  /// follow its date and category. The transaction's row is read in place.
  private static func checkTransaction(
    of receipt: Receipt, _ context: inout ValidationContext, _ layout: TabLayout, row sheetRow: Int,
    in transactions: DecodedTab<Transaction>, rejectedTransactions: Set<Int>,
    isTransactionsTabRejected: Bool, standIns: [UUID: Transaction]
  ) {
    // The rows of a tab rejected as a whole hold their keys, but not their values.
    if let standIn = standIns[receipt.transactionId] {
      // Its sheet row, or its tab, is rejected; the merge keeps the local transaction.
      if !followsNamingRule(
        receipt.fileName, date: standIn.date, category: standIn.category,
        transactionId: receipt.transactionId)
      {
        reportFileName(
          &context, layout: layout, row: sheetRow, receipt: receipt, transaction: standIn)
      }
    } else if isTransactionsTabRejected {
      context.report(
        .dependsOnRejectedRow, .error, layout: layout, row: sheetRow, field: "transactionId",
        value: CellFormatter.uuid(receipt.transactionId),
        message:
          "no transaction is loaded: the Transactions tab is rejected as a whole (see the error on its header row); fix that tab first"
      )
    } else if let position = context.transactionPositions.position(
      of: .transaction(receipt.transactionId))
    {
      // The transaction's fields are read in place: copying the row would touch every one
      // of its strings, scattered over a million rows.
      let ownerRow = transactions.rows[position].sheetRow
      if let date = transactions.rows[position].value?.date,
        let category = transactions.rows[position].value?.category,
        !rejectedTransactions.contains(ownerRow)
      {
        if !followsNamingRule(
          receipt.fileName, date: date, category: category, transactionId: receipt.transactionId)
        {
          reportFileName(
            &context, layout: layout, row: sheetRow, receipt: receipt,
            transaction: transactions.rows[position].value!)
        }
      } else {
        context.report(
          .dependsOnRejectedRow, .error, layout: layout, row: sheetRow,
          field: "transactionId", value: CellFormatter.uuid(receipt.transactionId),
          message:
            "its transaction (Transactions row \(ownerRow)) has errors and is not loaded; fix that row first"
        )
      }
    } else {
      context.report(
        .unknownTransaction, .error, layout: layout, row: sheetRow, field: "transactionId",
        value: CellFormatter.uuid(receipt.transactionId),
        message:
          "transactionId \(quoted(CellFormatter.uuid(receipt.transactionId))) names no transaction; fix the id, or add its transaction to the Transactions tab"
      )
    }
  }

  /// The rule of a receipt's transaction when the sheet has no Transactions tab: the store's
  /// transactions, which a merge keeps, must hold it.
  private static func checkLocalTransaction(
    of receipt: Receipt, _ context: inout ValidationContext, _ layout: TabLayout, row sheetRow: Int,
    in localTransactions: Set<UUID>
  ) {
    guard !localTransactions.contains(receipt.transactionId) else { return }
    context.report(
      .unknownTransaction, .error, layout: layout, row: sheetRow, field: "transactionId",
      value: CellFormatter.uuid(receipt.transactionId),
      message:
        "transactionId \(quoted(CellFormatter.uuid(receipt.transactionId))) names no transaction: the sheet has no Transactions tab, and the store has no such transaction; fix the id, or include Transactions.csv with it"
    )
  }

  /// The timestamp rules of the receipt at `position`.
  private static func checkStamps(
    of receipt: Receipt, _ context: inout ValidationContext, _ layout: TabLayout,
    _ tab: DecodedTab<Receipt>, at position: Int
  ) {
    CommonRules.checkStamps(
      &context, layout: layout, row: tab.rows[position].sheetRow,
      isMissingKey: tab.rows[position].isMissingKey,
      isMissingStamp: tab.rows[position].isMissingStamp,
      createdAt: receipt.createdAt,
      lastModifiedAt: receipt.lastModifiedAt)
  }

  /// `receipt-file-name`: the name is not `<YYYYMMDD>_<Category>_<TransactionId>_<n>.jpg` for
  /// its transaction.
  private static func reportFileName(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, receipt: Receipt,
    transaction: Transaction
  ) {
    // The receipt keeps its number: a transaction's second receipt stays `_2`.
    let expected = ReceiptFileName.expected(
      for: transaction, number: ReceiptFileName.number(in: receipt.fileName) ?? 1)
    context.report(
      .receiptFileName, .warning, layout: layout, row: row, field: "fileName",
      value: receipt.fileName,
      message:
        "the file name does not follow <YYYYMMDD>_<Category>_<TransactionId>_<n>.jpg for its transaction; expected \(quoted(expected))",
      fix: layout.cell(field: "fileName", row: row).map {
        .init(summary: "rename to \(expected)", edits: [.init(cell: $0, value: expected)])
      })
  }

  /// Whether a name is the rule's name for the transaction of that date, category and id,
  /// checked on its bytes without building the expected name.
  static func followsNamingRule(
    _ name: String, date: SheetDate, category: String, transactionId: UUID
  ) -> Bool {
    var name = name
    var category = category
    return name.withUTF8 { bytes -> Bool in
      category.withUTF8 { category -> Bool in
        // YYYYMMDD _ category _ UUID(36) _ n .jpg
        let fixed = 8 + 1 + category.count + 1 + 36 + 1
        let end = bytes.count - 4
        guard bytes.count >= fixed + 1 + 4, bytes[8] == UInt8(ascii: "_"),
          bytes[9 + category.count] == UInt8(ascii: "_"),
          bytes[fixed - 1] == UInt8(ascii: "_"),
          (bytes[end], bytes[end + 1], bytes[end + 2], bytes[end + 3])
            == (UInt8(ascii: "."), UInt8(ascii: "j"), UInt8(ascii: "p"), UInt8(ascii: "g"))
        else { return false }
        let raw = UnsafeRawBufferPointer(bytes)
        guard let year = raw.digits(at: 0, length: 4), let month = raw.digits(at: 4, length: 2),
          let day = raw.digits(at: 6, length: 2),
          (year, month, day) == (date.year, date.month, date.day),
          category.isEmpty
            || memcmp(raw.baseAddress! + 9, category.baseAddress!, category.count) == 0,
          UUIDCell.parse(UnsafeRawBufferPointer(rebasing: raw[(10 + category.count)..<(fixed - 1)]))
            == transactionId
        else { return false }
        let number = bytes[fixed..<end]
        return number.first != UInt8(ascii: "0") && number.allSatisfy(isDigit)
      }
    }
  }

}
