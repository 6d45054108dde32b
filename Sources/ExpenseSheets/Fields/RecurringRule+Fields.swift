extension RecurringRule: TabRow {
  /// The RecurringRules columns.
  package static let fields: [TabField<RecurringRule>] = [
    .value(
      "recurringRuleId", .uuid, .key, { $0.recurringRuleId }, { $0.recurringRuleId = $1 },
      text: CellFormatter.uuid),
    .value(
      "isEnabled", .boolean, .required, { $0.isEnabled }, { $0.isEnabled = $1 },
      text: CellFormatter.bool),
    .enumeration("type", .required, { $0.type }, { $0.type = $1 }),
    .money("amount", .required, { $0.amount }, { $0.amount = $1 }),
    .text("category", .required, { $0.category }, { $0.category = $1 }),
    .text("tags", .optional, { $0.tags }, { $0.tags = $1 }),
    .text("note", .optional, { $0.note }, { $0.note = $1 }),
    .date("startDate", .required, { $0.startDate }, { $0.startDate = $1 }),
    .enumeration("cadence", .required, { $0.cadence }, { $0.cadence = $1 }),
    .value(
      "interval", .integer, .required, { $0.interval }, { $0.interval = $1 }, text: String.init,
      suspicious: SpreadsheetRewrite.isThousandfold),
    .date("endDate", .optional, { $0.endDate }, { $0.endDate = $1 }),
    .timestamp("createdAt", .stamp, { $0.createdAt }, { $0.createdAt = $1 }),
    .timestamp(
      "lastModifiedAt", .stamp, merged: false, { $0.lastModifiedAt }, { $0.lastModifiedAt = $1 }),
  ]
}
