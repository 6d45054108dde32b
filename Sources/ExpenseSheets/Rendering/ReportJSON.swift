/// The JSON every report prints: pretty-printed with sorted keys, as `JSONEncoder` writes the
/// reports' `Codable` form, but written directly (see `JSONWriter`); or the same document
/// compact, for storing.
enum ReportJSON {
  /// The JSON text of a report, pretty-printed unless `isPretty` is false.
  static func string(_ report: some JSONWritable, isPretty: Bool = true) -> String {
    var writer = JSONWriter(isPretty: isPretty)
    report.write(to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// The bytes of `string(_:isPretty:)`, handed to `output` piece by piece as they are
  /// written, each piece an array handed over rather than copied, so that a report as large as
  /// the sheet is never held whole; at most `limit` bytes, the writing cut short once the next
  /// piece would pass it.
  ///
  /// - Returns: Whether the whole document was handed on.
  @discardableResult
  static func write(
    _ report: some JSONWritable, isPretty: Bool = true, limit: Int = .max,
    to output: @escaping @Sendable ([UInt8]) -> Void
  ) -> Bool {
    var writer = JSONWriter(isPretty: isPretty, limit: limit, output: output)
    report.write(to: &writer)
    writer.flush()
    return !writer.isOverLimit
  }
}

/// A value that writes its own JSON, members in sorted key order, optional members left out
/// when `nil`: the same document its `Encodable` form gives.
protocol JSONWritable {
  /// Writes the value.
  func write(to writer: inout JSONWriter)
}

extension ValidationReport: JSONWritable {
  func write(to writer: inout JSONWriter) {
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

extension MergeReport: JSONWritable {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("changes")
    writer.array(changes)
    writer.key("diagnostics")
    writer.array(diagnostics)
    writer.key("heldBackDeletions")
    writer.beginArray()
    for held in heldBackDeletions {
      writer.element()
      writer.beginObject()
      writer.key("reason")
      writer.string(held.reason.rawValue)
      writer.key("rows")
      writer.integer(held.rows)
      writer.key("tab")
      writer.string(held.tab.rawValue)
      writer.endObject()
    }
    writer.endArray()
    writer.key("summary")
    writer.beginObject()
    writer.key("needsAttention")
    writer.bool(summary.needsAttention)
    writer.key("totals")
    writer.beginObject()
    for (tab, counts) in JSONWriter.sortedByKey(summary.totals.byName) {
      writer.key(tab)
      writer.integers(counts)
    }
    writer.endObject()
    writer.endObject()
    writer.endObject()
  }
}

extension RowChange: JSONWritable {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("action")
    writer.string(action.rawValue)
    if let diagnostics {
      writer.key("diagnostics")
      writer.array(diagnostics)
    }
    writer.key("fields")
    writer.array(fields)
    writer.optional("hint", hint?.code)
    writer.key("key")
    writer.string(keyText)
    writer.key("reason")
    writer.string(reason)
    writer.optional("sheetRow", sheetRow)
    writer.key("tab")
    writer.string(tab.rawValue)
    writer.endObject()
  }
}

extension FieldChange: JSONWritable {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("field")
    writer.string(field)
    writer.optional("local", local)
    writer.optional("merged", merged)
    writer.optional("sheet", sheet)
    writer.endObject()
  }
}

extension Diagnostic: JSONWritable {
  func write(to writer: inout JSONWriter) {
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
    writer.key("hints")
    writer.strings(hints.map(\.code))
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

extension Diagnostic.CellEdit: JSONWritable {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("cell")
    writer.string(cell)
    writer.key("value")
    writer.string(value)
    writer.endObject()
  }
}

extension JSONWriter {
  /// An array of values that write themselves.
  ///
  /// A report of a whole sheet's rows is written in chunks side by side, each by a writer that
  /// continues this one inside the array, and the chunks joined in order.
  mutating func array<Value: JSONWritable & Sendable>(_ values: [Value]) {
    beginArray()
    let inside = continuation(afterItems: 0)
    // A batch of items at a time, so that a writer with an output holds one batch's text.
    // Past the writer's limit, the batches left are not written.
    ChunkedWork.inBatches(
      values.indices, sideBySideFrom: 50_000,
      each: { (chunk: (bytes: [UInt8], count: Int)) in
        append(items: chunk.bytes, count: chunk.count)
        return !isOverLimit
      },
      { range in
        var writer = inside.continuation(afterItems: range.lowerBound)
        for value in values[range] {
          writer.element()
          value.write(to: &writer)
        }
        return (bytes: writer.bytes, count: range.count)
      })
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
