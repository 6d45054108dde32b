import Foundation
import Testing

/// What a merge report says, less what a spreadsheet may add by contract: a value it destroyed
/// (SHEET_FORMAT.md, "What a spreadsheet destroys") is held back as suspicious, and a direct
/// merge has no such row.
struct MergeOutcome: CustomStringConvertible {
  /// Per tab, the rows of each action but `unchanged` and `suspicious`, where not zero.
  var totals: [String: [String: Int]]
  /// Each change but the suspicious ones, in report order.
  var changes: [Change]
  /// Each error diagnostic as `code cell`, in report order.
  var errors: [String]
  /// Each warning diagnostic as `code cell`, in report order.
  var warnings: [String]

  var description: String { "totals \(totals), errors \(errors.prefix(5))" }

  /// Whether every row is unchanged and nothing is in error.
  var isUnchanged: Bool { totals.isEmpty && changes.isEmpty && errors.isEmpty }

  init(_ report: [String: Any]) throws {
    let summary = try #require(report["summary"] as? [String: Any])
    let tabs = try #require(summary["totals"] as? [String: [String: Int]])
    totals = tabs.compactMapValues { actions in
      let counted = actions.filter {
        $0.key != "unchanged" && $0.key != "suspicious" && $0.value != 0
      }
      return counted.isEmpty ? nil : counted
    }
    let allChanges = try #require(report["changes"] as? [[String: Any]])
    changes = try allChanges.filter { $0["action"] as? String != "suspicious" }.map(Change.init)
    let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
    func listed(_ severity: String) -> [String] {
      diagnostics.filter { $0["severity"] as? String == severity }.map {
        "\($0["code"] as? String ?? "?") \($0["cell"] as? String ?? "-")"
      }
    }
    errors = listed("error")
    warnings = listed("warning")
  }

  /// One change of the report: compared whole, shown short.
  struct Change: Equatable, CustomStringConvertible {
    /// The change as JSON with sorted keys.
    var json: String
    /// `action Tab row n: field local -> sheet, ...`.
    var description: String

    init(_ change: [String: Any]) throws {
      json = String(
        decoding: try JSONSerialization.data(withJSONObject: change, options: .sortedKeys),
        as: UTF8.self)
      let fields = (change["fields"] as? [[String: Any]] ?? []).map {
        "\($0["field"] ?? "?") \($0["local"] ?? "-") -> \($0["sheet"] ?? "-")"
      }
      let errors = (change["diagnostics"] as? [[String: Any]] ?? []).map {
        "\($0["code"] ?? "?") \($0["value"] ?? "")"
      }
      description =
        "\(change["action"] ?? "?") \(change["tab"] ?? "?") row \(change["sheetRow"] ?? "?"): "
        + (fields + errors).joined(separator: ", ")
    }

    static func == (left: Change, right: Change) -> Bool { left.json == right.json }
  }
}
