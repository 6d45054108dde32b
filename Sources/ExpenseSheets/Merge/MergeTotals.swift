/// How many rows of each tab a merge gave each action: every tab and action counted, `0` when
/// none. Its JSON is an object of tab names (`Transactions`), each an object of action names
/// (`inserted`, `kept-local`) and counts.
///
/// ```swift
/// let added = plan.result.report.summary.totals[.transactions, .inserted]
/// let deleted = plan.result.report.summary.totals[.deleted]  // over all tabs
/// ```
public struct MergeTotals: Sendable, Hashable {
  /// The counts by tab then action; a tab or action missing counts `0`.
  private var counts: [Tab: [MergeAction: Int]]

  /// Totals of `counts`, by tab then action; a tab or action missing counts `0`.
  public init(_ counts: [Tab: [MergeAction: Int]] = [:]) {
    self.counts = counts.mapValues { $0.filter { $0.value != 0 } }.filter { !$0.value.isEmpty }
  }

  /// How many rows of `tab` the merge gave `action`.
  public subscript(tab: Tab, action: MergeAction) -> Int {
    get { counts[tab]?[action] ?? 0 }
    set {
      counts[tab, default: [:]][action] = newValue == 0 ? nil : newValue
      if counts[tab]?.isEmpty == true { counts[tab] = nil }
    }
  }

  /// How many rows of all tabs the merge gave `action`.
  public subscript(action: MergeAction) -> Int {
    counts.values.reduce(0) { $0 + ($1[action] ?? 0) }
  }

  /// Every action's count for the rows of `tab`, `0` included.
  public func counts(in tab: Tab) -> [MergeAction: Int] {
    Dictionary(uniqueKeysWithValues: MergeAction.allCases.map { ($0, self[tab, $0]) })
  }

  /// The totals as their JSON names them: every tab, every action.
  var byName: [String: [String: Int]] {
    Dictionary(
      uniqueKeysWithValues: Tab.allCases.map { tab in
        (
          tab.rawValue,
          Dictionary(
            uniqueKeysWithValues: MergeAction.allCases.map { ($0.rawValue, self[tab, $0]) })
        )
      })
  }
}

extension MergeTotals: Codable {
  /// Decodes totals from their JSON: tab names, each with action names and counts.
  ///
  /// - Throws: `DecodingError` when a name is not a tab's or an action's, or a count is not an
  ///   integer.
  public init(from decoder: any Decoder) throws {
    let byName = try [String: [String: Int]](from: decoder)
    self.init()
    for (tabName, actions) in byName {
      guard let tab = Tab(rawValue: tabName) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "\(tabName) is not a tab"))
      }
      for (actionName, count) in actions {
        guard let action = MergeAction(rawValue: actionName) else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: decoder.codingPath, debugDescription: "\(actionName) is not an action"))
        }
        self[tab, action] = count
      }
    }
  }

  /// Encodes the totals as their JSON: every tab, every action, `0` included.
  public func encode(to encoder: any Encoder) throws {
    try byName.encode(to: encoder)
  }
}
