import Foundation

/// A template from which the app makes transactions on a schedule (RecurringRules tab).
public struct RecurringRule: Sendable, Hashable, Codable {
  /// The primary key.
  public var recurringRuleId: UUID
  /// Whether the app still makes transactions from this rule.
  public var isEnabled: Bool
  /// Expense or income.
  public var type: TransactionType
  /// The amount of each transaction, positive.
  public var amount: Decimal
  /// The name of a Category (case-sensitive).
  public var category: String
  /// Comma-separated tags.
  public var tags: String
  /// Free text.
  public var note: String
  /// The first day of the schedule.
  public var startDate: SheetDate
  /// The unit of repetition.
  public var cadence: Cadence
  /// How many units between two transactions, at least 1.
  public var interval: Int
  /// The last day of the schedule, if any.
  public var endDate: SheetDate?
  /// When the row was created.
  public var createdAt: Date
  /// When the row was last changed.
  public var lastModifiedAt: Date
  /// Cells of columns the model does not know, in sheet order.
  public var extraCells: [ExtraCell]

  /// Creates a recurring rule.
  public init(
    recurringRuleId: UUID, isEnabled: Bool = true, type: TransactionType, amount: Decimal,
    category: String, tags: String = "", note: String = "", startDate: SheetDate,
    cadence: Cadence, interval: Int = 1, endDate: SheetDate? = nil, createdAt: Date,
    lastModifiedAt: Date, extraCells: [ExtraCell] = []
  ) {
    self.recurringRuleId = recurringRuleId
    self.isEnabled = isEnabled
    self.type = type
    self.amount = amount
    self.category = category
    self.tags = tags
    self.note = note
    self.startDate = startDate
    self.cadence = cadence
    self.interval = interval
    self.endDate = endDate
    self.createdAt = createdAt
    self.lastModifiedAt = lastModifiedAt
    self.extraCells = extraCells
  }
}
