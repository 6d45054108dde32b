import ExpenseSheets

extension OptionHint {
  /// The command-line flag that takes the option, such as `--date-order dmy`.
  var flag: String {
    switch self {
    case .dateOrder(let order): "--date-order \(order.rawValue)"
    case .decimalSeparator(let separator): "--decimal \(separator.rawValue)"
    case .acceptSuspicious: "--accept-suspicious"
    case .allowDeletions: "--allow-deletions"
    case .allowMassDeletions: "--allow-mass-deletions"
    }
  }
}
