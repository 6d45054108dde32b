/// One row's merge decision, with the reason in words and the fields concerned.
public struct RowChange: Sendable, Hashable, Codable {
  /// The tab.
  public var tab: Tab
  /// The row's key, or `nil` for a rejected row whose key cell cannot be read. Its JSON is the
  /// key as written in the sheet (``RowKey/value``), or `""` without a key.
  public var key: RowKey?
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
    tab: Tab, key: RowKey?, sheetRow: Int?, action: MergeAction, reason: String,
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

  /// The key as written in the sheet, or `""` when the row has none: what the report shows.
  public var keyText: String { key?.value ?? "" }
}

extension RowChange {
  private enum CodingKeys: String, CodingKey {
    case tab, key, sheetRow, action, reason, fields, diagnostics, hint
  }

  /// Decodes a row change whose key is the text ``keyText`` gives.
  ///
  /// - Throws: `DecodingError` when a member is missing or of another type, or when the key is
  ///   not a key of the row's tab.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tab = try container.decode(Tab.self, forKey: .tab)
    let keyText = try container.decode(String.self, forKey: .key)
    if keyText.isEmpty {
      key = nil
    } else if let key = RowKey(tab: tab, value: keyText) {
      self.key = key
    } else {
      throw DecodingError.dataCorruptedError(
        forKey: .key, in: container,
        debugDescription: "\(quoted(keyText)) is not a key of the \(tab.rawValue) tab")
    }
    sheetRow = try container.decodeIfPresent(Int.self, forKey: .sheetRow)
    action = try container.decode(MergeAction.self, forKey: .action)
    reason = try container.decode(String.self, forKey: .reason)
    fields = try container.decode([FieldChange].self, forKey: .fields)
    diagnostics = try container.decodeIfPresent([Diagnostic].self, forKey: .diagnostics)
    hint = try container.decodeIfPresent(OptionHint.self, forKey: .hint)
  }

  /// Encodes the row change, its key as the text ``keyText`` gives.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tab, forKey: .tab)
    try container.encode(keyText, forKey: .key)
    try container.encodeIfPresent(sheetRow, forKey: .sheetRow)
    try container.encode(action, forKey: .action)
    try container.encode(reason, forKey: .reason)
    try container.encode(fields, forKey: .fields)
    try container.encodeIfPresent(diagnostics, forKey: .diagnostics)
    try container.encodeIfPresent(hint, forKey: .hint)
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
