#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// All records of one byte buffer, indexed as field byte ranges: nothing is copied or decoded
/// until a field is asked for.
///
/// The indexer jumps from one quote, delimiter, CR or LF to the next; a field is kept as a
/// packed start and end offset into the buffer. Decoding a field to `String` unescapes doubled
/// quotes; `withFieldBytes` hands out the bytes without creating a `String`.
///
/// ```swift
/// let table = try CSVTable(contentsOfFile: "Transactions.csv")
/// for record in 1..<table.recordCount {
///   let amount = table.withFieldBytes(record: record, field: 5) { Array($0) }
/// }
/// ```
public struct CSVTable: Sendable {
  /// The largest buffer a table indexes: offsets are 31-bit.
  public static let maximumByteCount = Int(Int32.max)

  /// The whole buffer, byte order mark included.
  @usableFromInline let storage: Storage
  /// Per field: start offset in the low 32 bits, end offset in the next 31, and in the top bit
  /// whether the raw bytes need `CSVFieldDecoder` (the range then starts at the opening quote).
  @usableFromInline let fields: [UInt64]
  /// Per record, the index of its first field; one extra entry closes the last record.
  @usableFromInline let recordFields: [UInt32]
  /// Per record, the byte offset where it starts.
  let recordOffsets: [UInt32]
  /// The records that follow blank lines, with how many blank lines come before each in all;
  /// sorted by record, and empty when the buffer has no blank line.
  let blankLinesBefore: [(record: UInt32, count: UInt32)]
  /// The fields (indices into `fields`) with a line break between their quotes; usually none.
  let fieldsWithQuotedLineBreaks: [UInt32]
  /// The delimiter used (given, or detected from the first line).
  public let delimiter: UInt8
  /// Whether the buffer starts with a UTF-8 byte order mark (skipped).
  public let hasBOM: Bool
  /// Anomalies found, in buffer order.
  public let issues: [CSVIssue]

  /// Indexes a buffer.
  ///
  /// - Complexity: O(n) in the buffer's length.
  public init(bytes: [UInt8], configuration: CSVReader.Configuration = .init()) {
    precondition(bytes.count <= CSVTable.maximumByteCount, "CSVTable indexes at most 2 GiB")
    self.init(storage: .array(bytes), configuration: configuration)
  }

  /// Reads (or maps) and indexes a file.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - configuration: How the file is split into records and fields.
  ///   - access: `.read` (the default) copies the file into memory; `.memoryMapped` maps it,
  ///     which saves the copy but needs a file nobody truncates meanwhile.
  /// - Throws: `CSVFileError` when the file cannot be read or is larger than 2 GiB.
  public init(
    contentsOfFile path: String, configuration: CSVReader.Configuration = .init(),
    access: FileAccess = .read
  ) throws {
    self.init(
      storage: try CSVFile.storage(path: path, access: access), configuration: configuration)
  }

  /// Indexes the bytes of `storage`.
  private init(storage: Storage, configuration: CSVReader.Configuration) {
    self.storage = storage
    let index = storage.withUnsafeBytes { CSVIndexer.index($0, configuration: configuration) }
    fields = index.fields
    recordFields = index.recordFields
    recordOffsets = index.recordOffsets
    blankLinesBefore = index.blankLinesBefore
    fieldsWithQuotedLineBreaks = index.fieldsWithQuotedLineBreaks
    delimiter = index.delimiter
    hasBOM = index.hasBOM
    issues = storage.withUnsafeBytes { buffer in
      // The issues come in file order, so their lines are counted in one pass.
      var lines = LineCounter()
      func position(_ offset: Int) -> CSVPosition {
        CSVPosition(
          record: CSVTable.record(containing: offset, offsets: index.recordOffsets) + 1,
          line: lines.line(of: offset, in: buffer), byteOffset: offset)
      }
      var events: [(Int, CSVIssue.Kind?)] = index.strayQuoteOffsets.map { ($0, .strayQuote) }
      events += UTF8Validation.invalidOffsets(buffer, limit: 100).map { ($0, .invalidUTF8) }
      if let open = index.unterminatedQuoteOffset { events.append((open, nil)) }
      return events.sorted(by: { $0.0 < $1.0 }).map { offset, kind in
        guard let kind else {
          let openedAt = position(offset)
          return CSVIssue(
            kind: .unterminatedQuote(openedAt: openedAt), position: position(buffer.count))
        }
        return CSVIssue(kind: kind, position: position(offset))
      }
    }
  }

  /// The number of records, the header included; blank lines are not records.
  public var recordCount: Int { recordOffsets.count }

  /// The 1-based row a spreadsheet shows a record (0-based) on: each blank line above it is a
  /// row of its own, and a record whose quoted field holds line breaks is one row.
  ///
  /// - Complexity: O(1) without blank lines, else O(log blank runs).
  public func sheetRow(ofRecord record: Int) -> Int {
    guard let first = blankLinesBefore.first, record >= Int(first.record) else {
      return record + 1
    }
    var low = 0
    var high = blankLinesBefore.count
    while low < high {
      let middle = (low + high) / 2
      if Int(blankLinesBefore[middle].record) <= record { low = middle + 1 } else { high = middle }
    }
    return record + 1 + Int(blankLinesBefore[low - 1].count)
  }

  /// The number of fields of a record (0-based).
  @inlinable
  public func fieldCount(ofRecord record: Int) -> Int {
    Int(recordFields[record + 1] - recordFields[record])
  }

  /// Calls `body` with a field's content: surrounding quotes removed, doubled quotes unescaped.
  /// A field past the record's end is empty.
  ///
  /// - Complexity: O(1), or O(field length) when the field holds doubled quotes.
  @inlinable
  public func withFieldBytes<R>(
    record: Int, field: Int, _ body: (UnsafeRawBufferPointer) throws -> R
  ) rethrows -> R {
    let first = Int(recordFields[record])
    guard field < Int(recordFields[record + 1]) - first else {
      return try body(UnsafeRawBufferPointer(start: nil, count: 0))
    }
    let packed = fields[first + field]
    let start = Int(truncatingIfNeeded: packed & 0xFFFF_FFFF)
    let end = Int(truncatingIfNeeded: (packed >> 32) & 0x7FFF_FFFF)
    return try storage.withUnsafeBytes { buffer in
      let raw = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
      if packed >> 63 == 0 { return try body(raw) }
      var decoded: [UInt8] = []
      CSVFieldDecoder.decode(raw, into: &decoded)
      return try decoded.withUnsafeBytes(body)
    }
  }

  /// Calls `body` with the whole buffer, byte order mark included.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try storage.withUnsafeBytes(body)
  }

  /// A field decoded as a `String`; empty past the record's end.
  ///
  /// - Complexity: O(field length).
  public func string(record: Int, field: Int) -> String {
    // Typed as `UInt8` buffers, the bytes take `String`'s contiguous fast path.
    withFieldBytes(record: record, field: field) {
      String(decoding: $0.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }
  }

  /// Whether a field is empty (or past the record's end).
  @inlinable
  public func isEmptyField(record: Int, field: Int) -> Bool {
    withFieldBytes(record: record, field: field) { $0.isEmpty }
  }

  /// Where a record (0-based) starts.
  ///
  /// - Complexity: O(the record's offset): it counts the lines before it. For the positions of
  ///   many records, use a ``CSVLineCounter``.
  public func position(ofRecord record: Int) -> CSVPosition {
    var lines = CSVLineCounter(self)
    return lines.position(ofRecord: record)
  }

  /// The record and field (both 0-based) of the unquoted field, or the field that needs
  /// decoding, whose raw bytes start at `byteOffset`: where a stray quote's issue points.
  /// `nil` when no such field starts there.
  ///
  /// - Complexity: O(log records + fields of the record).
  public func field(startingAt byteOffset: Int) -> (record: Int, field: Int)? {
    guard !recordOffsets.isEmpty else { return nil }
    let record = CSVTable.record(containing: byteOffset, offsets: recordOffsets)
    let first = Int(recordFields[record])
    for field in first..<Int(recordFields[record + 1])
    where Int(truncatingIfNeeded: fields[field] & 0xFFFF_FFFF) == byteOffset {
      return (record, field - first)
    }
    return nil
  }

  /// The quoted fields with a line break between their quotes, as record and field (both
  /// 0-based), in order; usually none. Found while indexing: asking costs a binary search each.
  public var fieldsWithLineBreaks: [(record: Int, field: Int)] {
    fieldsWithQuotedLineBreaks.map { index in
      var low = 0
      var high = recordFields.count - 1
      while low < high {  // the last record whose first field is at or before `index`
        let middle = (low + high + 1) / 2
        if recordFields[middle] <= index { low = middle } else { high = middle - 1 }
      }
      return (low, Int(index) - Int(recordFields[low]))
    }
  }

  /// The 0-based record holding a byte offset, by binary search over record starts.
  static func record(containing offset: Int, offsets: [UInt32]) -> Int {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if Int(offsets[middle]) <= offset { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }
}
