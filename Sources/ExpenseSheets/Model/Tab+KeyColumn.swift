extension Tab {
  /// The name of the column holding the tab's keys, such as `transactionId`.
  var keyColumnName: String {
    switch self {
    case .transactions: TransactionsCodec.keyColumn.name
    case .receipts: ReceiptsCodec.keyColumn.name
    case .categories: CategoriesCodec.keyColumn.name
    case .recurringRules: RecurringRulesCodec.keyColumn.name
    case .settings: SettingsCodec.keyColumn.name
    }
  }
}
