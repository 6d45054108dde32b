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
  private let shown: [Shown]?

  /// The runs of `diagnostics`.
  ///
  /// - Complexity: O(*n*), comparing the messages of consecutive waiting diagnostics only; the
  ///   list of those shown is made only when a run folds.
  init(_ diagnostics: [Diagnostic]) {
    guard Self.runs(of: diagnostics, foldingOnly: true).contains(where: Self.folds) else {
      shown = nil
      return
    }
    var shown: [Shown] = []
    for run in Self.runs(of: diagnostics, foldingOnly: false) {
      if Self.folds(run) {
        shown += (run.lowerBound..<run.lowerBound + Self.shownPerRun).map { Shown(index: $0) }
        shown[shown.count - 1].folded = run.count - Self.shownPerRun
        shown[shown.count - 1].lastFolded = run.upperBound - 1
      } else {
        shown += run.map { Shown(index: $0) }
      }
    }
    self.shown = shown
  }

  /// How many lines stand for the diagnostics.
  func count(of diagnostics: [Diagnostic]) -> Int { shown?.count ?? diagnostics.count }

  /// The diagnostic the line at `position` shows, how many of its run follow it unshown, and
  /// the index of the last of those.
  func line(_ position: Int) -> Shown { shown?[position] ?? Shown(index: position) }

  /// Whether one line stands for part of `run`: one standing for one diagnostic would save
  /// nothing.
  private static func folds(_ run: Range<Int>) -> Bool { run.count > shownPerRun + 1 }

  /// The runs of `diagnostics` in order, each a range of one diagnostic or of waiting ones
  /// that say the same of one tab; only the latter when `foldingOnly`.
  private static func runs(of diagnostics: [Diagnostic], foldingOnly: Bool) -> [Range<Int>] {
    var runs: [Range<Int>] = []
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
      if !foldingOnly || end - start > 1 { runs.append(start..<end) }
      start = end
    }
    return runs
  }
}
