import ExpenseSheets
import Foundation
import GRDB

/// The transactions table.
enum TransactionTable: StoreTable {
  static let name = "transactions"
  static let keyColumn = "transactionId"
  static let columns = [
    "transactionId", "type", "date", "year", "month", "amount", "category", "tags", "note",
    "paidFlag", "reimbursedFlag", "recurringRuleId", "createdAt", "lastModifiedAt", "extraCells",
  ]

  static func key(of value: Transaction) -> String { CellFormatter.uuid(value.transactionId) }

  static func arguments(for value: Transaction) -> StatementArguments {
    [
      CellFormatter.uuid(value.transactionId), value.type.rawValue,
      CellFormatter.date(value.date), value.year, value.month, CellFormatter.money(value.amount),
      value.category, value.tags, value.note, value.paidFlag?.rawValue,
      value.reimbursedFlag?.rawValue, value.recurringRuleId.map(CellFormatter.uuid),
      StoreColumn.milliseconds(value.createdAt), StoreColumn.milliseconds(value.lastModifiedAt),
      StoreColumn.extraCells(value.extraCells),
    ]
  }

  static func decode(_ row: Row) throws -> Transaction {
    Transaction(
      transactionId: try StoreColumn.uuid(row[0], table: name),
      type: try StoreColumn.enumeration(row[1], table: name),
      date: try StoreColumn.sheetDate(row[2], table: name), year: row[3], month: row[4],
      amount: try StoreColumn.money(row[5], table: name), category: row[6], tags: row[7],
      note: row[8], paidFlag: (row[9] as String?).flatMap(PaidFlag.init(rawValue:)),
      reimbursedFlag: (row[10] as String?).flatMap(ReimbursedFlag.init(rawValue:)),
      recurringRuleId: (row[11] as String?).flatMap(CanonicalText.uuid),
      createdAt: StoreColumn.date(milliseconds: row[12]),
      lastModifiedAt: StoreColumn.date(milliseconds: row[13]),
      extraCells: try StoreColumn.extraCells(row[14] as String?))
  }
}

/// The receipts table.
enum ReceiptTable: StoreTable {
  static let name = "receipts"
  static let keyColumn = "receiptId"
  static let columns = [
    "receiptId", "transactionId", "driveFileId", "fileName", "createdAt", "lastModifiedAt",
    "extraCells",
  ]

  static func key(of value: Receipt) -> String { CellFormatter.uuid(value.receiptId) }

  static func arguments(for value: Receipt) -> StatementArguments {
    [
      CellFormatter.uuid(value.receiptId), CellFormatter.uuid(value.transactionId),
      value.driveFileId, value.fileName, StoreColumn.milliseconds(value.createdAt),
      StoreColumn.milliseconds(value.lastModifiedAt), StoreColumn.extraCells(value.extraCells),
    ]
  }

  static func decode(_ row: Row) throws -> Receipt {
    Receipt(
      receiptId: try StoreColumn.uuid(row[0], table: name),
      transactionId: try StoreColumn.uuid(row[1], table: name), driveFileId: row[2],
      fileName: row[3], createdAt: StoreColumn.date(milliseconds: row[4]),
      lastModifiedAt: StoreColumn.date(milliseconds: row[5]),
      extraCells: try StoreColumn.extraCells(row[6] as String?))
  }
}

/// The categories table.
enum CategoryTable: StoreTable {
  static let name = "categories"
  static let keyColumn = "name"
  static let columns = [
    "name", "type", "emoji", "colorHex", "isActive", "sortOrder", "createdAt", "lastModifiedAt",
    "extraCells",
  ]

  static func key(of value: ExpenseSheets.Category) -> String { value.name }

  static func arguments(for value: ExpenseSheets.Category) -> StatementArguments {
    [
      value.name, value.type.rawValue, value.emoji, value.colorHex, value.isActive,
      value.sortOrder, StoreColumn.milliseconds(value.createdAt),
      StoreColumn.milliseconds(value.lastModifiedAt), StoreColumn.extraCells(value.extraCells),
    ]
  }

  static func decode(_ row: Row) throws -> ExpenseSheets.Category {
    ExpenseSheets.Category(
      name: row[0], type: try StoreColumn.enumeration(row[1], table: name), emoji: row[2],
      colorHex: row[3], isActive: row[4], sortOrder: row[5],
      createdAt: StoreColumn.date(milliseconds: row[6]),
      lastModifiedAt: StoreColumn.date(milliseconds: row[7]),
      extraCells: try StoreColumn.extraCells(row[8] as String?))
  }
}

/// The recurring rules table.
enum RecurringRuleTable: StoreTable {
  static let name = "recurringRules"
  static let keyColumn = "recurringRuleId"
  static let columns = [
    "recurringRuleId", "isEnabled", "type", "amount", "category", "tags", "note", "startDate",
    "cadence", "interval", "endDate", "createdAt", "lastModifiedAt", "extraCells",
  ]

  static func key(of value: RecurringRule) -> String { CellFormatter.uuid(value.recurringRuleId) }

  static func arguments(for value: RecurringRule) -> StatementArguments {
    [
      CellFormatter.uuid(value.recurringRuleId), value.isEnabled, value.type.rawValue,
      CellFormatter.money(value.amount), value.category, value.tags, value.note,
      CellFormatter.date(value.startDate), value.cadence.rawValue, value.interval,
      value.endDate.map(CellFormatter.date), StoreColumn.milliseconds(value.createdAt),
      StoreColumn.milliseconds(value.lastModifiedAt), StoreColumn.extraCells(value.extraCells),
    ]
  }

  static func decode(_ row: Row) throws -> RecurringRule {
    RecurringRule(
      recurringRuleId: try StoreColumn.uuid(row[0], table: name), isEnabled: row[1],
      type: try StoreColumn.enumeration(row[2], table: name),
      amount: try StoreColumn.money(row[3], table: name), category: row[4], tags: row[5],
      note: row[6], startDate: try StoreColumn.sheetDate(row[7], table: name),
      cadence: try StoreColumn.enumeration(row[8], table: name), interval: row[9],
      endDate: try (row[10] as String?).map { try StoreColumn.sheetDate($0, table: name) },
      createdAt: StoreColumn.date(milliseconds: row[11]),
      lastModifiedAt: StoreColumn.date(milliseconds: row[12]),
      extraCells: try StoreColumn.extraCells(row[13] as String?))
  }
}

/// The settings table.
enum SettingsTable: StoreTable {
  static let name = "settings"
  static let keyColumn = "datasetId"
  static let columns = [
    "datasetId", "schemaVersion", "timezone", "rootFolderId", "dataSpreadsheetId",
    "receiptsFolderId", "createdAt", "lastModifiedAt", "extraCells",
  ]

  static func key(of value: AppSettings) -> String { CellFormatter.uuid(value.datasetId) }

  static func arguments(for value: AppSettings) -> StatementArguments {
    [
      CellFormatter.uuid(value.datasetId), value.schemaVersion, value.timezone,
      value.rootFolderId, value.dataSpreadsheetId, value.receiptsFolderId,
      StoreColumn.milliseconds(value.createdAt), StoreColumn.milliseconds(value.lastModifiedAt),
      StoreColumn.extraCells(value.extraCells),
    ]
  }

  static func decode(_ row: Row) throws -> AppSettings {
    AppSettings(
      datasetId: try StoreColumn.uuid(row[0], table: name), schemaVersion: row[1],
      timezone: row[2], rootFolderId: row[3], dataSpreadsheetId: row[4],
      receiptsFolderId: row[5], createdAt: StoreColumn.date(milliseconds: row[6]),
      lastModifiedAt: StoreColumn.date(milliseconds: row[7]),
      extraCells: try StoreColumn.extraCells(row[8] as String?))
  }
}
