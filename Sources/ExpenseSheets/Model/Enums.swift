/// Whether money flows out (`expense`) or in (`income`).
public enum TransactionType: String, Sendable, Hashable, Codable, CaseIterable {
  /// Money spent.
  case expense
  /// Money received.
  case income
}

/// Whether a transaction has been paid.
public enum PaidFlag: String, Sendable, Hashable, Codable, CaseIterable {
  /// Paid.
  case paid
  /// Not paid yet.
  case unpaid
}

/// Whether a transaction has been reimbursed.
public enum ReimbursedFlag: String, Sendable, Hashable, Codable, CaseIterable {
  /// Reimbursed.
  case reimbursed
  /// Not reimbursed yet.
  case unreimbursed
}

/// Which transactions a category is meant for.
public enum CategoryType: String, Sendable, Hashable, Codable, CaseIterable {
  /// Expenses only.
  case expense
  /// Income only.
  case income
  /// Both expenses and income.
  case both
}

/// How often a recurring rule repeats.
public enum Cadence: String, Sendable, Hashable, Codable, CaseIterable {
  /// Every `interval` days.
  case daily
  /// Every `interval` weeks.
  case weekly
  /// Every `interval` months.
  case monthly
  /// Every `interval` years.
  case yearly
}
