extension CategoryType {
  /// Whether a row of `type` may use a category of this type.
  func fits(_ type: TransactionType) -> Bool {
    switch self {
    case .both: true
    case .expense: type == .expense
    case .income: type == .income
    }
  }
}
