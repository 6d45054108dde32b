import Foundation

/// The RecurringRules tab: its columns in export order, and how a row is read and written.
package enum RecurringRulesCodec: TabCodec {
  /// The RecurringRules columns, named as the header.
  package enum Column: TabColumn {
    case recurringRuleId, isEnabled, type, amount, category, tags, note, startDate, cadence
    case interval, endDate, createdAt, lastModifiedAt
    /// The row type, whose field table describes the columns.
    package typealias Row = RecurringRule
  }

  /// The tab.
  package static let tab = Tab.recurringRules

  /// The key column, `recurringRuleId`.
  package static let keyColumn = Column.recurringRuleId

  /// Reads a recurring rule; a cadence said in words (`every 2 weeks`) is fixed with its
  /// interval.
  package static func decode(_ cells: inout RowReader<Column>) -> RecurringRule? {
    let id = cells.uuid(.recurringRuleId)
    let isEnabled = cells.bool(.isEnabled)
    let type = cells.enumeration(.type, as: TransactionType.self)
    let amount = cells.money(.amount)
    let category = cells.text(.category)
    let tags = cells.text(.tags)
    let note = cells.text(.note)
    let startDate = cells.date(.startDate)
    let cadence = cells.enumeration(.cadence, as: Cadence.self)
    let interval = cells.integer(.interval)
    if cadence == nil { cells.fixFromPhrase(cadence: .cadence, interval: .interval) }
    let endDate = cells.date(.endDate)
    let createdAt = cells.timestamp(.createdAt)
    let lastModifiedAt = cells.timestamp(.lastModifiedAt)
    guard let isEnabled, let type, let amount, let startDate, let cadence, let interval else {
      return nil
    }
    return RecurringRule(
      recurringRuleId: id ?? RowPlaceholder.id, isEnabled: isEnabled, type: type, amount: amount,
      category: category, tags: tags, note: note, startDate: startDate, cadence: cadence,
      interval: interval, endDate: endDate,
      createdAt: createdAt ?? lastModifiedAt ?? RowPlaceholder.time,
      lastModifiedAt: lastModifiedAt ?? createdAt ?? RowPlaceholder.time)
  }

  /// The rule's key.
  package static func key(of row: RecurringRule) -> RowKey { .recurringRule(row.recurringRuleId) }

  /// The key in a `recurringRuleId` cell.
  package static func key(fromCell text: String) -> RowKey? {
    UUID(uuidString: text.trimmingCharacters(in: .whitespaces)).map { .recurringRule($0) }
  }

  /// The rule with a content-derived id.
  package static func withDerivedId(_ id: UUID, row: RecurringRule) -> RecurringRule {
    var row = row
    row.recurringRuleId = id
    return row
  }
}
