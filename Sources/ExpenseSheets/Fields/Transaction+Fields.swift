extension Transaction: TabRow {
  /// The Transactions columns: `year` and `month` follow `date`, and the merger leaves them.
  package static let fields: [TabField<Transaction>] = [
    .value(
      "transactionId", .uuid, .key, { $0.transactionId }, { $0.transactionId = $1 },
      text: CellFormatter.uuid),
    .enumeration("type", .required, { $0.type }, { $0.type = $1 }),
    // Setting `date` sets `year` and `month`: the column's setter keeps them, so that it sets
    // its own column and no other.
    .date(
      "date", .required, { $0.date },
      { row, date in
        let (year, month) = (row.year, row.month)
        row.date = date
        (row.year, row.month) = (year, month)
      }),
    .value(
      "year", .integer, .optional, merged: false, { $0.year }, { $0.year = $1 }, text: String.init),
    .value(
      "month", .integer, .optional, merged: false, { $0.month }, { $0.month = $1 },
      text: String.init),
    .money("amount", .required, { $0.amount }, { $0.amount = $1 }),
    .text("category", .required, { $0.category }, { $0.category = $1 }),
    .text("tags", .optional, { $0.tags }, { $0.tags = $1 }),
    .text("note", .optional, { $0.note }, { $0.note = $1 }),
    .enumeration("paidFlag", .optional, { $0.paidFlag }, { $0.paidFlag = $1 }),
    .enumeration("reimbursedFlag", .optional, { $0.reimbursedFlag }, { $0.reimbursedFlag = $1 }),
    .value(
      "recurringRuleId", .uuid, .optional, { $0.recurringRuleId }, { $0.recurringRuleId = $1 },
      text: { $0.map(CellFormatter.uuid) ?? "" }),
    .timestamp("createdAt", .stamp, { $0.createdAt }, { $0.createdAt = $1 }),
    .timestamp(
      "lastModifiedAt", .stamp, merged: false, { $0.lastModifiedAt }, { $0.lastModifiedAt = $1 }),
  ]
}
