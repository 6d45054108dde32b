import ExpenseSheets
import Foundation
import GRDB

extension RecurringRule: StoredRow {
  static let table = "recurringRules"
  typealias Codec = RecurringRulesCodec
  static let columns = [
    "recurringRuleId", "isEnabled", "type", "amount", "category", "tags", "note", "startDate",
    "cadence", "interval", "endDate", "createdAt", "lastModifiedAt", "extraCells",
  ]

  static let columnEquality: [@Sendable (RecurringRule, RecurringRule) -> Bool] = [
    { $0.recurringRuleId == $1.recurringRuleId },
    { $0.isEnabled == $1.isEnabled },
    { $0.type == $1.type },
    { $0.amount == $1.amount },
    { $0.category == $1.category },
    { $0.tags == $1.tags },
    { $0.note == $1.note },
    { $0.startDate == $1.startDate },
    { $0.cadence == $1.cadence },
    { $0.interval == $1.interval },
    { $0.endDate == $1.endDate },
    { $0.createdAt == $1.createdAt },
    { $0.lastModifiedAt == $1.lastModifiedAt },
    { $0.extraCells == $1.extraCells },
  ]

  var key: UUID { recurringRuleId }

  func bind(to binder: inout ColumnBinder, position: Int) {
    binder.bind(recurringRuleId)
    binder.bind(isEnabled)
    binder.bind(type.rawValue)
    binder.bind(DecimalText.text(amount))
    binder.bind(category)
    binder.bind(tags)
    binder.bind(note)
    binder.bind(ColumnCoding.text(startDate))
    binder.bind(cadence.rawValue)
    binder.bind(interval)
    binder.bind(endDate.map(ColumnCoding.text))
    binder.bind(ColumnCoding.milliseconds(createdAt))
    binder.bind(ColumnCoding.milliseconds(lastModifiedAt))
    binder.bind(ColumnCoding.json(extraCells))
    binder.bind(position)
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
