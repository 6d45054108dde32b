import Foundation

/// A row the merger can merge: its key, timestamps and field table.
protocol MergeableRow: Sendable, Hashable {
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
  /// The row with its derived fields made consistent.
  func normalized() -> Self
}

extension MergeableRow {
  /// Most rows have no derived fields.
  func normalized() -> Self { self }
}

/// Money, dates and timestamps as the field tables render them.
private let timestampText: @Sendable (Date) -> String = { CellFormatter.timestamp($0) }
private let extraText: @Sendable ([ExtraCell]) -> String = { cells in
  cells.map { "\($0.column)=\($0.value)" }.joined(separator: "; ")
}

extension Transaction: MergeableRow {
  static let tab = Tab.transactions
  static let mergeFields: [MergeField<Transaction>] = [
    .value("type", \.type, text: \.rawValue),
    .value("date", \.date, text: CellFormatter.date),
    .money("amount", \.amount),
    .text("category", \.category),
    .text("tags", \.tags),
    .text("note", \.note),
    .value("paidFlag", \.paidFlag, text: { $0?.rawValue ?? "" }),
    .value("reimbursedFlag", \.reimbursedFlag, text: { $0?.rawValue ?? "" }),
    .value("recurringRuleId", \.recurringRuleId, text: { $0.map(CellFormatter.uuid) ?? "" }),
    .value("createdAt", \.createdAt, text: timestampText),
    .value("extra columns", \.extraCells, text: extraText),
  ]
  var rowKey: RowKey { .transaction(transactionId) }

  /// `year` and `month` follow `date`.
  func normalized() -> Transaction {
    guard year != date.year || month != date.month else { return self }
    var row = self
    row.year = date.year
    row.month = date.month
    return row
  }
}

extension Receipt: MergeableRow {
  static let tab = Tab.receipts
  static let mergeFields: [MergeField<Receipt>] = [
    .value("transactionId", \.transactionId, text: CellFormatter.uuid),
    .text("driveFileId", \.driveFileId),
    .text("fileName", \.fileName),
    .value("createdAt", \.createdAt, text: timestampText),
    .value("extra columns", \.extraCells, text: extraText),
  ]
  var rowKey: RowKey { .receipt(receiptId) }
}

extension Category: MergeableRow {
  static let tab = Tab.categories
  static let mergeFields: [MergeField<Category>] = [
    .value("type", \.type, text: \.rawValue),
    .text("emoji", \.emoji),
    .text("colorHex", \.colorHex),
    .value("isActive", \.isActive, text: CellFormatter.bool),
    .value("sortOrder", \.sortOrder, text: { $0.map(String.init) ?? "" }),
    .value("createdAt", \.createdAt, text: timestampText),
    .value("extra columns", \.extraCells, text: extraText),
  ]
  var rowKey: RowKey { .category(name) }
}

extension RecurringRule: MergeableRow {
  static let tab = Tab.recurringRules
  static let mergeFields: [MergeField<RecurringRule>] = [
    .value("isEnabled", \.isEnabled, text: CellFormatter.bool),
    .value("type", \.type, text: \.rawValue),
    .money("amount", \.amount),
    .text("category", \.category),
    .text("tags", \.tags),
    .text("note", \.note),
    .value("startDate", \.startDate, text: CellFormatter.date),
    .value("cadence", \.cadence, text: \.rawValue),
    .value("interval", \.interval, text: { String($0) }),
    .value("endDate", \.endDate, text: { $0.map(CellFormatter.date) ?? "" }),
    .value("createdAt", \.createdAt, text: timestampText),
    .value("extra columns", \.extraCells, text: extraText),
  ]
  var rowKey: RowKey { .recurringRule(recurringRuleId) }
}

extension AppSettings: MergeableRow {
  static let tab = Tab.settings
  static let mergeFields: [MergeField<AppSettings>] = [
    .value("schemaVersion", \.schemaVersion, text: { String($0) }),
    .text("timezone", \.timezone),
    .text("rootFolderId", \.rootFolderId),
    .text("dataSpreadsheetId", \.dataSpreadsheetId),
    .text("receiptsFolderId", \.receiptsFolderId),
    .value("createdAt", \.createdAt, text: timestampText),
    .value("extra columns", \.extraCells, text: extraText),
  ]
  var rowKey: RowKey { .settings(datasetId) }
}
