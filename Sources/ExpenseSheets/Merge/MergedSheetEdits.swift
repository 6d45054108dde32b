/// The sheet values that merges took into the store from the sheets of one export: fields
/// those sheets changed since the export, as merged.
///
/// A sheet from that export that still holds such a value brings no new edit of that field:
/// merging it again, after a later change set the field back or to something else, keeps the
/// later change instead of taking the old edit a second time.
public struct MergedSheetEdits: Sendable, Hashable {
  /// One value taken: the field of the row with `key`, as a merge report writes it
  /// (``FieldChange/sheet``).
  public struct Edit: Sendable, Hashable, Codable {
    /// The row's key.
    public var key: RowKey
    /// The field's name: its column's.
    public var field: String
    /// The value taken, as its cell is written.
    public var value: String

    /// Creates an edit.
    public init(key: RowKey, field: String, value: String) {
      self.key = key
      self.field = field
      self.value = value
    }
  }

  /// Every edit recorded.
  public private(set) var edits: Set<Edit> = []

  /// Creates the record of `edits`.
  public init(_ edits: some Sequence<Edit> = []) {
    self.edits = Set(edits)
  }

  /// Whether no edit is recorded.
  public var isEmpty: Bool { edits.isEmpty }

  /// Records `edit`.
  public mutating func insert(_ edit: Edit) {
    edits.insert(edit)
  }

  /// Whether a merge took `value` into the field `field` of the row with `key`.
  public func contains(key: RowKey, field: String, value: String) -> Bool {
    edits.contains(Edit(key: key, field: field, value: value))
  }
}
