import Foundation

/// A row the merger can merge: its key, timestamps and merge fields.
protocol MergeableRow: TabRow {
  /// The tab.
  static var tab: Tab { get }
  /// The fields that hold content, in column order (`lastModifiedAt` is not one of them).
  static var mergeFields: [MergeField<Self>] { get }
  /// The row's key.
  var rowKey: RowKey { get }
  /// When the row was created.
  var createdAt: Date { get set }
  /// When the row was last changed.
  var lastModifiedAt: Date { get set }
  /// Whether a derived field disagrees with the fields it derives from.
  var needsNormalizing: Bool { get }
  /// The row with its derived fields made consistent.
  func normalized() -> Self
  /// What makes the row invalid although each of its fields is valid, as fields taken from two
  /// sides can (a rule's `endDate` from the sheet before its `startDate` from the app); `nil`
  /// when nothing does.
  var inconsistency: String? { get }
}

extension MergeableRow {
  /// The field table's merged fields (the key, the first, never is), then the extra columns.
  static var mergeFields: [MergeField<Self>] {
    fields.dropFirst().filter(\.isMerged).map(MergeField.init)
      + [.extraCells({ $0.extraCells }, { $0.extraCells = $1 })]
  }

  /// Most rows have no derived fields.
  var needsNormalizing: Bool { false }
  /// Most rows have no derived fields.
  func normalized() -> Self { self }
  /// Most rows have no rule across their fields.
  var inconsistency: String? { nil }
}

extension Transaction: MergeableRow {
  static let tab = Tab.transactions
  var rowKey: RowKey { .transaction(transactionId) }

  /// Whether `year` or `month` disagrees with `date`.
  var needsNormalizing: Bool { year != date.year || month != date.month }

  /// `year` and `month` follow `date`.
  func normalized() -> Transaction {
    guard needsNormalizing else { return self }
    var row = self
    row.year = date.year
    row.month = date.month
    return row
  }
}

extension Receipt: MergeableRow {
  static let tab = Tab.receipts
  var rowKey: RowKey { .receipt(receiptId) }
}

extension Category: MergeableRow {
  static let tab = Tab.categories
  var rowKey: RowKey { .category(name) }
}

extension RecurringRule: MergeableRow {
  static let tab = Tab.recurringRules
  var rowKey: RowKey { .recurringRule(recurringRuleId) }

  /// An `endDate` before the `startDate`, which validation rejects (`end-before-start`).
  var inconsistency: String? {
    guard let endDate, endDate < startDate else { return nil }
    return "endDate \(endDate) would be before startDate \(startDate)"
  }
}

extension AppSettings: MergeableRow {
  static let tab = Tab.settings
  var rowKey: RowKey { .settings(datasetId) }
}
