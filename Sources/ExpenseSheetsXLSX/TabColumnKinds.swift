import ExpenseSheets

/// The kind of each known column of each tab, by header name, from the tab codecs' column
/// tables (the one place a column's kind is stated).
enum TabColumnKinds {
  /// The kinds of `tab`'s columns, by header name.
  static func kinds(of tab: Tab) -> [String: CellKind] {
    switch tab {
    case .transactions: table(TransactionsCodec.Column.self)
    case .receipts: table(ReceiptsCodec.Column.self)
    case .categories: table(CategoriesCodec.Column.self)
    case .recurringRules: table(RecurringRulesCodec.Column.self)
    case .settings: table(SettingsCodec.Column.self)
    }
  }

  private static func table<Column: TabColumn>(_: Column.Type) -> [String: CellKind] {
    Dictionary(uniqueKeysWithValues: Column.allCases.map { ($0.name, $0.kind) })
  }
}
