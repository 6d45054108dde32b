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

    /// The record of a row the sheet added: the merge inserted it whole.
    public static func addedRow(key: RowKey) -> Edit {
      Edit(key: key, field: addedRowField, value: "")
    }

    /// The field name of ``addedRow(key:)``'s record, which no column has.
    static let addedRowField = "(added row)"
  }

  /// A field of one row.
  struct RowField: Hashable {
    var key: RowKey
    var field: String
  }

  /// Every edit recorded.
  public private(set) var edits: Set<Edit> = []
  /// The value the last merge to take one took, by field.
  private var latest: [RowField: String] = [:]

  /// Creates the record of `edits`, given in the order the merges took them.
  public init(_ edits: some Sequence<Edit> = []) {
    for edit in edits { insert(edit) }
  }

  /// Whether no edit is recorded.
  public var isEmpty: Bool { edits.isEmpty }

  /// Records `edit`, taken after those recorded before it.
  public mutating func insert(_ edit: Edit) {
    edits.insert(edit)
    latest[RowField(key: edit.key, field: edit.field)] = edit.value
  }

  /// Whether `value` is the last value a merge took into the field `field` of the row with
  /// `key`: a local value equal to it was written by that merge (or set to the same since).
  public func isLatest(key: RowKey, field: String, value: String) -> Bool {
    latest[RowField(key: key, field: field)] == value
  }

  /// Whether a merge added the row with `key` from a sheet of this export.
  public func addedRow(key: RowKey) -> Bool {
    edits.contains(Edit.addedRow(key: key))
  }

  /// Whether a merge took `value` into the field `field` of the row with `key`.
  public func contains(key: RowKey, field: String, value: String) -> Bool {
    edits.contains(Edit(key: key, field: field, value: value))
  }
}
