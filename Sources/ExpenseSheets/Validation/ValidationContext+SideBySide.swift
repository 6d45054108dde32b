import Foundation

extension ValidationContext {
  /// Runs `tasks` side by side on all cores, each on its own copy of the context, then records
  /// what each task reported, in task order, so the report reads as if they had run one after
  /// the other.
  ///
  /// The copies share the workbook's storage, and start without the diagnostics reported so
  /// far: a task reads the context and reports, but must not change anything else, since only
  /// its reports are kept.
  ///
  /// - Returns: Each task's result, in task order.
  mutating func sideBySide<Result>(
    _ tasks: [@Sendable (inout ValidationContext) -> Result]
  ) -> [Result] {
    let base = self
    var outcomes = SideBySide.map(tasks.count) { index in
      var copy = base.copyForTask()
      let result = tasks[index](&copy)
      return TaskOutcome(result: result, reports: copy.diagnostics)
    }
    return outcomes.indices.map { index in
      // Swapped out, the reports are held only here: taken from the end of the reversed list,
      // each diagnostic moves instead of being copied (which would retain each of its strings);
      // reversed through the buffer, which moves elements where `Array.reverse()` copies them.
      var reports: [Diagnostic] = []
      swap(&reports, &outcomes[index].reports)
      reports.withUnsafeMutableBufferPointer { $0.reverse() }
      while let diagnostic = reports.popLast() { report(diagnostic) }
      return outcomes[index].result
    }
  }

  /// Splits `rows` into one range per task for `sideBySide(_:)`: several a core for a large
  /// tab, one for a small one.
  static func chunks(of rows: Range<Int>) -> [Range<Int>] {
    ChunkedWork.ranges(of: rows, sideBySideFrom: 20_000)
  }
}

/// What one side-by-side task returned and reported.
private struct TaskOutcome<Result> {
  var result: Result
  var reports: [Diagnostic]
}
