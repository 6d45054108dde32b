import Foundation

/// The money columns of a merged sheet that no cell settled the decimal separator of (every
/// amount reads either way, as `$4.200` or `157` do), whose values the merge changed or held
/// back, and how far a reading of them lies from the store's values.
package struct UnsettledAmounts {
  /// A column of a tab.
  struct Column: Hashable, Comparable {
    var tab: Tab
    var name: String

    static func < (a: Column, b: Column) -> Bool {
      (a.tab.rawValue, a.name) < (b.tab.rawValue, b.name)
    }
  }

  /// How far a reading's values of the columns lie from the store's: how many differ, and the
  /// sum of how far each is in orders of magnitude (|ln(sheet / local)|), which tells `4.675`
  /// from `4675` against a stored `4250`.
  struct Distance {
    var cells = 0
    var magnitude = 0.0
  }

  /// The columns.
  let columns: Set<Column>
  /// The separator the other reading takes.
  package let otherSeparator: DecimalSeparator

  /// The plan of the reading nearer the store's values: `plan`, or, when money columns no
  /// cell settled hold values that differ from the store's, the plan `replanning` makes of the
  /// sheet read with those columns taking the other separator, with a `reading-by-rows` note,
  /// when its values lie nearer (``prefers(_:at:over:at:)``). A replanning that fails leaves
  /// `plan`.
  ///
  /// - Parameters:
  ///   - plan: The merge of the sheet as read with `options`.
  ///   - options: How the sheet was read: the separator left automatic, or nothing is re-read.
  package static func nearerReading(
    of plan: MergePlan, options: ReadOptions,
    replanning: (_ unsettledSeparator: DecimalSeparator) throws -> MergePlan
  ) -> MergePlan {
    guard let unsettled = UnsettledAmounts(plan.result.report, options: options),
      let other = try? replanning(unsettled.otherSeparator)
    else { return plan }
    return unsettled.nearer(plan, or: other)
  }

  /// Of `plan` and `other`, the plan of the sheet read with the columns taking
  /// ``otherSeparator``, the one whose values lie nearer the store's; `other` with a
  /// `reading-by-rows` note.
  package func nearer(_ plan: MergePlan, or other: MergePlan) -> MergePlan {
    let report = plan.result.report
    let (near, far) = (distance(in: other.result.report), distance(in: report))
    guard Self.prefers(other.result.report, at: near, over: report, at: far) else { return plan }
    var other = other
    let names = columns.sorted().map { "\($0.tab.rawValue).\($0.name)" }
    other.result.report.diagnostics.append(
      Diagnostic(
        severity: .info, code: .readingByRows,
        message:
          "no cell of \(names.joined(separator: ", ")) settles the decimal separator: the amounts are read with a \(otherSeparator.rawValue), as the store's values read (\(near.cells.formatted()) differ from them, against \(far.cells.formatted()) read with a \(otherSeparator == .comma ? "point" : "comma"))"
      ))
    return other
  }

  /// The columns of `report` that a `decided-reading` note says no cell settled, read with the
  /// separator left automatic, some of whose values differ from the store's; `nil` when none.
  package init?(_ report: MergeReport, options: ReadOptions) {
    guard options.decimalSeparator == nil else { return nil }
    var others: [DecimalSeparator: Set<Column>] = [:]
    for note in report.diagnostics where note.code == .decidedReading {
      guard let tab = note.tab, let column = note.column else { continue }
      for case .decimalSeparator(let other) in note.hints {
        others[other, default: []].insert(Column(tab: tab, name: column))
      }
    }
    guard let (other, noted) = others.max(by: { $0.value.count < $1.value.count }) else {
      return nil
    }
    var changed = Set<Column>()
    for change in report.changes where changed.count < noted.count {
      for field in change.fields {
        let column = Column(tab: change.tab, name: field.field)
        if noted.contains(column) { changed.insert(column) }
      }
    }
    guard !changed.isEmpty else { return nil }
    columns = changed
    otherSeparator = other
  }

  /// How far `report`'s sheet values of the columns lie from the store's.
  func distance(in report: MergeReport) -> Distance {
    var distance = Distance()
    for change in report.changes {
      for field in change.fields where columns.contains(Column(tab: change.tab, name: field.field))
      {
        guard let local = field.local.flatMap(Double.init), let sheet = field.sheet else {
          continue
        }
        distance.cells += 1
        let value = Double(sheet) ?? 0
        distance.magnitude += abs(log((abs(value) + 0.01) / (abs(local) + 0.01)))
      }
    }
    return distance
  }

  /// Whether the merge of the sheet read the other way, `other`, its values at `near`, lies
  /// nearer the store's values than `first`, at `far`: fewer rows rejected or as many, and fewer
  /// values differing, or as many nearer by far.
  static func prefers(
    _ other: MergeReport, at near: Distance, over first: MergeReport, at far: Distance
  ) -> Bool {
    guard other.summary.totals[.rejected] <= first.summary.totals[.rejected] else { return false }
    return near.cells < far.cells || (near.cells == far.cells && near.magnitude * 2 < far.magnitude)
  }
}
