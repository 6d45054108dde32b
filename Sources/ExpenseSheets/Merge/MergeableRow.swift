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
  /// Whether a derived field disagrees with the fields it derives from.
  var needsNormalizing: Bool { get }
  /// The row with its derived fields made consistent.
  func normalized() -> Self
}

extension MergeableRow {
  /// Most rows have no derived fields.
  var needsNormalizing: Bool { false }
  /// Most rows have no derived fields.
  func normalized() -> Self { self }
}

extension Transaction: MergeableRow {
  static let tab = Tab.transactions
  static let mergeFields: [MergeField<Transaction>] = [
    .value("type", { $0.type }, { $0.type = $1 }, text: \.rawValue),
    .value("date", { $0.date }, { $0.date = $1 }, text: CellFormatter.date),
    .money("amount", { $0.amount }, { $0.amount = $1 }),
    .text("category", { $0.category }, { $0.category = $1 }),
    .text("tags", { $0.tags }, { $0.tags = $1 }),
    .text("note", { $0.note }, { $0.note = $1 }),
    .value("paidFlag", { $0.paidFlag }, { $0.paidFlag = $1 }, text: { $0?.rawValue ?? "" }),
    .value(
      "reimbursedFlag", { $0.reimbursedFlag }, { $0.reimbursedFlag = $1 },
      text: { $0?.rawValue ?? "" }),
    .value(
      "recurringRuleId", { $0.recurringRuleId }, { $0.recurringRuleId = $1 },
      text: { $0.map(CellFormatter.uuid) ?? "" }),
    .timestamp("createdAt", { $0.createdAt }, { $0.createdAt = $1 }),
    .extraCells({ $0.extraCells }, { $0.extraCells = $1 }),
  ]
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
  static let mergeFields: [MergeField<Receipt>] = [
    .value(
      "transactionId", { $0.transactionId }, { $0.transactionId = $1 }, text: CellFormatter.uuid),
    .text("driveFileId", { $0.driveFileId }, { $0.driveFileId = $1 }),
    .text("fileName", { $0.fileName }, { $0.fileName = $1 }),
    .timestamp("createdAt", { $0.createdAt }, { $0.createdAt = $1 }),
    .extraCells({ $0.extraCells }, { $0.extraCells = $1 }),
  ]
  var rowKey: RowKey { .receipt(receiptId) }
}

extension Category: MergeableRow {
  static let tab = Tab.categories
  static let mergeFields: [MergeField<Category>] = [
    .value("type", { $0.type }, { $0.type = $1 }, text: \.rawValue),
    .text("emoji", { $0.emoji }, { $0.emoji = $1 }),
    .text("colorHex", { $0.colorHex }, { $0.colorHex = $1 }),
    .value("isActive", { $0.isActive }, { $0.isActive = $1 }, text: CellFormatter.bool),
    .value(
      "sortOrder", { $0.sortOrder }, { $0.sortOrder = $1 }, text: { $0.map(String.init) ?? "" }),
    .timestamp("createdAt", { $0.createdAt }, { $0.createdAt = $1 }),
    .extraCells({ $0.extraCells }, { $0.extraCells = $1 }),
  ]
  var rowKey: RowKey { .category(name) }
}

extension RecurringRule: MergeableRow {
  static let tab = Tab.recurringRules
  static let mergeFields: [MergeField<RecurringRule>] = [
    .value("isEnabled", { $0.isEnabled }, { $0.isEnabled = $1 }, text: CellFormatter.bool),
    .value("type", { $0.type }, { $0.type = $1 }, text: \.rawValue),
    .money("amount", { $0.amount }, { $0.amount = $1 }),
    .text("category", { $0.category }, { $0.category = $1 }),
    .text("tags", { $0.tags }, { $0.tags = $1 }),
    .text("note", { $0.note }, { $0.note = $1 }),
    .value("startDate", { $0.startDate }, { $0.startDate = $1 }, text: CellFormatter.date),
    .value("cadence", { $0.cadence }, { $0.cadence = $1 }, text: \.rawValue),
    .value("interval", { $0.interval }, { $0.interval = $1 }, text: { String($0) }),
    .value(
      "endDate", { $0.endDate }, { $0.endDate = $1 }, text: { $0.map(CellFormatter.date) ?? "" }),
    .timestamp("createdAt", { $0.createdAt }, { $0.createdAt = $1 }),
    .extraCells({ $0.extraCells }, { $0.extraCells = $1 }),
  ]
  var rowKey: RowKey { .recurringRule(recurringRuleId) }
}

extension AppSettings: MergeableRow {
  static let tab = Tab.settings
  static let mergeFields: [MergeField<AppSettings>] = [
    .value("schemaVersion", { $0.schemaVersion }, { $0.schemaVersion = $1 }, text: { String($0) }),
    .text("timezone", { $0.timezone }, { $0.timezone = $1 }),
    .text("rootFolderId", { $0.rootFolderId }, { $0.rootFolderId = $1 }),
    .text("dataSpreadsheetId", { $0.dataSpreadsheetId }, { $0.dataSpreadsheetId = $1 }),
    .text("receiptsFolderId", { $0.receiptsFolderId }, { $0.receiptsFolderId = $1 }),
    .timestamp("createdAt", { $0.createdAt }, { $0.createdAt = $1 }),
    .extraCells({ $0.extraCells }, { $0.extraCells = $1 }),
  ]
  var rowKey: RowKey { .settings(datasetId) }
}
