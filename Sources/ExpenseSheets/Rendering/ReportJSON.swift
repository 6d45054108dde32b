/// The JSON every report prints: pretty-printed with sorted keys, as `JSONEncoder` writes the
/// reports' `Codable` form, but written directly (see `PrettyJSONWriter`).
enum ReportJSON {
  /// The JSON text of a report.
  static func string(_ report: some PrettyJSONWritable) -> String {
    var writer = PrettyJSONWriter()
    report.write(to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}

/// A value that writes its own JSON, members in sorted key order, optional members left out
/// when `nil`: the same document its `Encodable` form gives.
protocol PrettyJSONWritable {
  /// Writes the value.
  func write(to writer: inout PrettyJSONWriter)
}

extension ValidationReport: PrettyJSONWritable {
  func write(to writer: inout PrettyJSONWriter) {
    writer.beginObject()
    writer.key("diagnostics")
    writer.array(diagnostics)
    writer.key("summary")
    writer.beginObject()
    writer.key("errors")
    writer.integer(summary.errors)
    writer.key("notes")
    writer.integer(summary.notes)
    writer.key("rowsLoaded")
    writer.integers(summary.rowsLoaded)
    writer.key("rowsRejected")
    writer.integers(summary.rowsRejected)
    writer.key("warnings")
    writer.integer(summary.warnings)
    writer.endObject()
    writer.endObject()
  }
}

extension MergeReport: PrettyJSONWritable {
  func write(to writer: inout PrettyJSONWriter) {
    writer.beginObject()
    writer.key("changes")
    writer.array(changes)
    writer.key("diagnostics")
    writer.array(diagnostics)
    writer.key("summary")
    writer.beginObject()
    writer.key("needsAttention")
    writer.bool(summary.needsAttention)
    writer.key("totals")
    writer.beginObject()
    for (tab, counts) in PrettyJSONWriter.sortedByKey(summary.totals) {
      writer.key(tab)
      writer.integers(counts)
    }
    writer.endObject()
    writer.endObject()
    writer.endObject()
  }
}

extension RowChange: PrettyJSONWritable {
  func write(to writer: inout PrettyJSONWriter) {
    writer.beginObject()
    writer.key("action")
    writer.string(action.rawValue)
    if let diagnostics {
      writer.key("diagnostics")
      writer.array(diagnostics)
    }
    writer.key("fields")
    writer.array(fields)
    writer.key("key")
    writer.string(key)
    writer.key("reason")
    writer.string(reason)
    writer.optional("sheetRow", sheetRow)
    writer.key("tab")
    writer.string(tab.rawValue)
    writer.endObject()
  }
}

extension FieldChange: PrettyJSONWritable {
  func write(to writer: inout PrettyJSONWriter) {
    writer.beginObject()
    writer.key("field")
    writer.string(field)
    writer.optional("local", local)
    writer.optional("merged", merged)
    writer.optional("sheet", sheet)
    writer.endObject()
  }
}

extension Diagnostic: PrettyJSONWritable {
  func write(to writer: inout PrettyJSONWriter) {
    writer.beginObject()
    writer.optional("cell", cell)
    writer.key("code")
    writer.string(code.rawValue)
    writer.optional("column", column)
    if let fix {
      writer.key("fix")
      writer.beginObject()
      writer.key("edits")
      writer.array(fix.edits)
      writer.key("summary")
      writer.string(fix.summary)
      writer.endObject()
    }
    writer.key("message")
    writer.string(message)
    writer.optional("row", row)
    writer.key("severity")
    writer.string(severity.rawValue)
    writer.key("suggestions")
    writer.strings(suggestions)
    writer.optional("tab", tab?.rawValue)
    writer.optional("value", value)
    writer.endObject()
  }
}

extension Diagnostic.CellEdit: PrettyJSONWritable {
  func write(to writer: inout PrettyJSONWriter) {
    writer.beginObject()
    writer.key("cell")
    writer.string(cell)
    writer.key("value")
    writer.string(value)
    writer.endObject()
  }
}

extension PrettyJSONWriter {
  /// An array of values that write themselves.
  mutating func array(_ values: [some PrettyJSONWritable]) {
    beginArray()
    for value in values {
      element()
      value.write(to: &self)
    }
    endArray()
  }

  /// A string member, left out when `nil`.
  mutating func optional(_ name: String, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// An integer member, left out when `nil`.
  mutating func optional(_ name: String, _ value: Int?) {
    guard let value else { return }
    key(name)
    integer(value)
  }
}
