/// The order in which a tab's own cells show that dates are written, which the workbook's other
/// tabs follow when their own cells cannot tell: one spreadsheet, in its one locale, writes every
/// tab's dates in the same order (a Settings row's `1/8/2023 11:35:57` beside Transactions'
/// `7/30/2025`).
struct WorkbookDateOrder: Sendable, Hashable {
  /// The order.
  var order: DateOrder
  /// Why, naming the first cell that can be read only that way: `Transactions!C2 "7/30/2025"
  /// can only be month-first (as can 5 more cells)`.
  var because: String

  /// The order the tabs show, when every tab that shows one shows the same; `nil` when none
  /// shows one or two disagree. The first tab's cell is the one named.
  init?(shownBy tabs: [WorkbookDateOrder?]) {
    let shown = tabs.compactMap { $0 }
    guard let first = shown.first, shown.allSatisfy({ $0.order == first.order }) else {
      return nil
    }
    self = first
  }

  /// The order `order`, because of `because`.
  init(order: DateOrder, because: String) {
    self.order = order
    self.because = because
  }
}
