import ExpenseSheets

/// The kind of each known column of each tab, by header name, from the rows' field tables (the
/// one place a column's kind is stated).
enum TabColumnKinds {
  /// The kinds of `tab`'s columns, by header name.
  static func kinds(of tab: Tab) -> [String: CellKind] {
    switch tab {
    case .transactions: table(Transaction.self)
    case .receipts: table(Receipt.self)
    case .categories: table(ExpenseSheets.Category.self)
    case .recurringRules: table(RecurringRule.self)
    case .settings: table(AppSettings.self)
    }
  }

  private static func table<Row: TabRow>(_: Row.Type) -> [String: CellKind] {
    Dictionary(uniqueKeysWithValues: Row.fields.map { ($0.name, $0.kind) })
  }
}
