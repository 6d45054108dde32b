/// Runs of `depends-on-rejected-row` diagnostics in a row that say the same of one tab (every
/// receipt waiting on a Transactions tab rejected as a whole): a text report shows the first
/// few of a run and one line for the rest, as hundreds of one line would hide the error they
/// wait on. A JSON report keeps every one.
struct RepeatedWaits: Sendable {
  /// How many diagnostics of a run are shown before the line that stands for the rest.
  static let shownPerRun = 3

  /// A diagnostic shown: its index, and how many of its run follow it unshown (0 for most),
  /// with the index of the last of those.
  struct Shown: Sendable {
    var index: Int
    var folded = 0
    var lastFolded = 0
  }

  /// The diagnostics shown, in order; `nil` when every one is.
  let shown: [Shown]?

  /// The runs of `diagnostics`.
  ///
  /// - Complexity: O(*n*), comparing the messages of consecutive waiting diagnostics only.
  init(_ diagnostics: [Diagnostic]) {
    var shown: [Shown] = []
    var folds = false
    var start = 0
    while start < diagnostics.count {
      var end = start + 1
      if diagnostics[start].code == .dependsOnRejectedRow {
        while end < diagnostics.count, diagnostics[end].code == .dependsOnRejectedRow,
          diagnostics[end].tab == diagnostics[start].tab,
          diagnostics[end].message == diagnostics[start].message
        {
          end += 1
        }
      }
      // One line standing for one diagnostic would save nothing.
      if end - start > Self.shownPerRun + 1 {
        folds = true
        shown += (start..<start + Self.shownPerRun).map { Shown(index: $0) }
        shown[shown.count - 1].folded = end - start - Self.shownPerRun
        shown[shown.count - 1].lastFolded = end - 1
      } else {
        shown += (start..<end).map { Shown(index: $0) }
      }
      start = end
    }
    self.shown = folds ? shown : nil
  }
}
