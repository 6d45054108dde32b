import Foundation

/// One ledger row of the Transactions tab: an expense or an income.
public struct Transaction: Sendable, Hashable, Codable {
  // The fields are stored in the order that packs them with the least padding (168 bytes a
  // row, not 184 in the columns' order: a merge holds a large sheet's rows three times over).
  // The field table (`Transaction+Fields`) keeps the columns' order.

  /// The primary key.
  public var transactionId: UUID
  /// The recurring rule this transaction was made from, if any.
  public var recurringRuleId: UUID?
  /// Paid, unpaid, or not set.
  public var paidFlag: PaidFlag?
  /// Reimbursed, unreimbursed, or not set.
  public var reimbursedFlag: ReimbursedFlag?
  /// Expense or income.
  public var type: TransactionType
  /// The amount, always positive; `type` gives the direction.
  public var amount: Decimal
  /// The business date.
  ///
  /// Setting it sets ``year`` and ``month`` to its own, so that the row an app edits exports
  /// consistent columns.
  public var date: SheetDate {
    didSet {
      year = date.year
      month = date.month
    }
  }
  /// The year of ``date`` (kept as its own column in the sheet).
  ///
  /// Setting ``date`` sets it. Set on its own, it can disagree with ``date``, as a row read from
  /// a sheet can: such a row is rejected on reading (`year-month-mismatch`), and a merge sets it
  /// to ``date``'s.
  public var year: Int
  /// The month of ``date``, `1...12`.
  ///
  /// Setting ``date`` sets it; set on its own, it can disagree, as ``year`` can.
  public var month: Int
  /// The name of a Category (case-sensitive).
  public var category: String
  /// Comma-separated tags (`tagsCSV` in the data model).
  public var tags: String
  /// Free text.
  public var note: String
  /// When the row was created.
  public var createdAt: Date
  /// When the row was last changed: the sync watermark, kept to the millisecond (``Timestamp``).
  public var lastModifiedAt: Date
  /// Cells of columns the model does not know, in sheet order.
  public var extraCells: [ExtraCell]

  /// Creates a transaction; `year` and `month` default to those of `date`.
  public init(
    transactionId: UUID, type: TransactionType, date: SheetDate, year: Int? = nil,
    month: Int? = nil, amount: Decimal, category: String, tags: String = "", note: String = "",
    paidFlag: PaidFlag? = nil, reimbursedFlag: ReimbursedFlag? = nil,
    recurringRuleId: UUID? = nil, createdAt: Date, lastModifiedAt: Date,
    extraCells: [ExtraCell] = []
  ) {
    self.transactionId = transactionId
    self.type = type
    self.date = date
    self.year = year ?? date.year
    self.month = month ?? date.month
    self.amount = amount
    self.category = category
    self.tags = tags
    self.note = note
    self.paidFlag = paidFlag
    self.reimbursedFlag = reimbursedFlag
    self.recurringRuleId = recurringRuleId
    self.createdAt = createdAt
    self.lastModifiedAt = lastModifiedAt
    self.extraCells = extraCells
  }
}
