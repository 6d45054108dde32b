/// One row's merge decision, with the reason in words and the fields concerned.
public struct RowChange: Sendable, Hashable, Codable {
  /// The tab.
  public var tab: Tab
  /// The row's key as written in the sheet (an id, or a category name).
  public var key: String
  /// The sheet row, when the row is in the sheet.
  public var sheetRow: Int?
  /// What happened.
  public var action: MergeAction
  /// Why, in words.
  public var reason: String
  /// The fields concerned, with their local, sheet and merged values.
  public var fields: [FieldChange]
  /// For a rejected row, the errors that rejected it.
  public var diagnostics: [Diagnostic]?
  /// The option that would have decided otherwise (applied a suspicious change, deleted a row),
  /// for the caller to offer in its own words.
  public var hint: OptionHint?

  /// Creates a row change.
  public init(
    tab: Tab, key: String, sheetRow: Int?, action: MergeAction, reason: String,
    fields: [FieldChange] = [], diagnostics: [Diagnostic]? = nil, hint: OptionHint? = nil
  ) {
    self.tab = tab
    self.key = key
    self.sheetRow = sheetRow
    self.action = action
    self.reason = reason
    self.fields = fields
    self.diagnostics = diagnostics
    self.hint = hint
  }
}

/// One field of a changed row, as canonical sheet text.
public struct FieldChange: Sendable, Hashable, Codable {
  /// The column name.
  public var field: String
  /// The local value before the merge, when the row existed locally.
  public var local: String?
  /// The sheet's value, when the row is in the sheet.
  public var sheet: String?
  /// The value after the merge, when the row is kept.
  public var merged: String?

  /// Creates a field change.
  public init(field: String, local: String?, sheet: String?, merged: String?) {
    self.field = field
    self.local = local
    self.sheet = sheet
    self.merged = merged
  }
}
