import ExpenseSheets

extension ReadingOptions {
  /// The reading a merge tries besides this one: the options that `report`'s `decided-reading`
  /// notes offer (a column no cell settled), for the choices left automatic, when the merge
  /// held back values of those columns as a spreadsheet's rewriting; `nil` otherwise.
  func alternative(for report: MergeReport) -> ReadingOptions? {
    let decided = report.diagnostics.filter { $0.code == .decidedReading && !$0.hints.isEmpty }
    let heldBack = Set(
      report.changes.filter { $0.action == .suspicious }.flatMap { change in
        change.fields.map { "\(change.tab.rawValue).\($0.field)" }
      })
    var other = self
    for note in decided {
      guard let tab = note.tab, let column = note.column,
        heldBack.contains("\(tab.rawValue).\(column)")
      else { continue }
      for hint in note.hints {
        switch hint {
        case .dateOrder(let order) where dateOrder == .auto:
          other.dateOrder = DateOrderChoice(rawValue: order.rawValue) ?? .auto
        case .decimalSeparator(let separator) where decimal == .auto:
          other.decimal = DecimalChoice(rawValue: separator.rawValue) ?? .auto
        default: break
        }
      }
    }
    return other.dateOrder != dateOrder || other.decimal != decimal ? other : nil
  }

  /// The flags that give this reading where it differs from `other`, such as `--decimal comma`.
  func flags(besides other: ReadingOptions) -> String {
    var flags: [String] = []
    if dateOrder != other.dateOrder { flags.append("--date-order \(dateOrder.rawValue)") }
    if decimal != other.decimal { flags.append("--decimal \(decimal.rawValue)") }
    return flags.joined(separator: " ")
  }
}
