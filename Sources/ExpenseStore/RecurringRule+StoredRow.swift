import ExpenseSheets
import Foundation
import GRDB

extension RecurringRule: StoredRow {
  static let table = "recurringRules"
  typealias Codec = RecurringRulesCodec
  static let columns = fieldColumns
  static let columnEquality = fieldEquality

  var key: UUID { recurringRuleId }

  func bindColumns(to binder: inout some ColumnSink) {
    binder.bind(recurringRuleId)
    binder.bind(isEnabled)
    binder.bind(type.rawValue)
    binder.bind(amount: amount)
    binder.bind(category)
    binder.bind(tags)
    binder.bind(note)
    binder.bind(date: startDate)
    binder.bind(cadence.rawValue)
    binder.bind(interval)
    binder.bind(date: endDate)
    binder.bind(ColumnCoding.milliseconds(createdAt))
    binder.bind(ColumnCoding.milliseconds(lastModifiedAt))
    binder.bind(extraCells: extraCells)
  }

  init(columns: ColumnReader) throws {
    self.init(
      recurringRuleId: try columns.uuid(0, "recurringRuleId"),
      isEnabled: columns.bool(1),
      type: try columns.value(2, "type"),
      amount: try columns.decimal(3, "amount"),
      category: columns.string(4),
      tags: columns.string(5),
      note: columns.string(6),
      startDate: try columns.sheetDate(7, "startDate"),
      cadence: try columns.value(8, "cadence"),
      interval: columns.int(9),
      endDate: try columns.optionalSheetDate(10, "endDate"),
      createdAt: columns.date(11),
      lastModifiedAt: columns.date(12),
      extraCells: try columns.extraCells(13)
    )
  }
}
