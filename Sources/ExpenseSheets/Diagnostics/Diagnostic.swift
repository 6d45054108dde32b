/// One problem found in a sheet, located by cell, with a suggested fix where one exists.
///
/// Diagnostics are values, never thrown: a sheet yields all of them in one pass.
public struct Diagnostic: Sendable, Hashable, Codable {
  /// How bad the problem is.
  public var severity: Severity
  /// The stable code a program may rely on, such as `unknown-category`.
  public var code: Code
  /// The tab, when the problem is inside one.
  public var tab: Tab?
  /// The sheet row as the spreadsheet shows it (the header is row 1), when the problem is in a row.
  public var row: Int?
  /// The column's header name, when the problem is in a column.
  public var column: String?
  /// The A1 reference such as `Transactions!G14`, when the problem is in one cell.
  public var cell: String?
  /// The offending value as read, when there is one.
  public var value: String?
  /// What is wrong, in words.
  public var message: String
  /// Nearest valid values (for example category names), best first.
  public var suggestions: [String]
  /// A fix a program can apply, when one exists.
  public var fix: Fix?
  /// The options that would read the cell otherwise, for the caller to offer in its own words.
  public var hints: [OptionHint]

  /// Creates a diagnostic.
  public init(
    severity: Severity, code: Code, tab: Tab? = nil, row: Int? = nil, column: String? = nil,
    cell: String? = nil, value: String? = nil, message: String, suggestions: [String] = [],
    fix: Fix? = nil, hints: [OptionHint] = []
  ) {
    self.severity = severity
    self.code = code
    self.tab = tab
    self.row = row
    self.column = column
    self.cell = cell
    self.value = value
    self.message = message
    self.suggestions = suggestions
    self.fix = fix
    self.hints = hints
  }

  /// Decodes a diagnostic; one written before hints existed has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      severity: try container.decode(Severity.self, forKey: .severity),
      code: try container.decode(Code.self, forKey: .code),
      tab: try container.decodeIfPresent(Tab.self, forKey: .tab),
      row: try container.decodeIfPresent(Int.self, forKey: .row),
      column: try container.decodeIfPresent(String.self, forKey: .column),
      cell: try container.decodeIfPresent(String.self, forKey: .cell),
      value: try container.decodeIfPresent(String.self, forKey: .value),
      message: try container.decode(String.self, forKey: .message),
      suggestions: try container.decode([String].self, forKey: .suggestions),
      fix: try container.decodeIfPresent(Fix.self, forKey: .fix),
      hints: try container.decodeIfPresent([OptionHint].self, forKey: .hints) ?? [])
  }
}

extension Diagnostic {
  /// How bad a problem is.
  public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// The row is not loaded.
    case error
    /// The row is loaded, but a person should look.
    case warning
    /// For information only.
    case info

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// A fix a program can apply: cells to write.
  public struct Fix: Sendable, Hashable, Codable {
    /// What the fix does, in words, such as `set year and month from date`.
    public var summary: String
    /// The cells to write.
    public var edits: [CellEdit]

    /// Creates a fix.
    public init(summary: String, edits: [CellEdit]) {
      self.summary = summary
      self.edits = edits
    }
  }

  /// One cell a fix writes.
  public struct CellEdit: Sendable, Hashable, Codable {
    /// The A1 reference of the cell, such as `Transactions!D14`.
    public var cell: String
    /// The value to write.
    public var value: String

    /// Creates a cell edit.
    public init(cell: String, value: String) {
      self.cell = cell
      self.value = value
    }
  }
}
