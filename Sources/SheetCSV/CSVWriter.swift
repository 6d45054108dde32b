/// Writes records as RFC 4180 CSV: a field is quoted only when it must be (it holds the
/// delimiter, a quote, CR or LF, begins or ends with a space, or begins with a byte order mark
/// or an apostrophe), quotes are doubled, lines end with CRLF.
///
/// The writer fills a byte buffer; `CSVFileWriter` streams the buffer to a file in blocks.
/// A record of one empty field is written as `""`, so that it does not read back as a blank line.
public struct CSVWriter: Sendable {
  /// How records are written.
  public struct Configuration: Sendable, Hashable {
    /// The field delimiter, `,` by default.
    public var delimiter: UInt8
    /// The line ending, CRLF by default.
    public var lineEnding: [UInt8]
    /// Whether the output starts with a UTF-8 byte order mark.
    public var writeBOM: Bool

    /// Creates a configuration.
    public init(
      delimiter: UInt8 = UInt8(ascii: ","), lineEnding: [UInt8] = [0x0D, 0x0A],
      writeBOM: Bool = false
    ) {
      self.delimiter = delimiter
      self.lineEnding = lineEnding
      self.writeBOM = writeBOM
    }
  }

  /// The configuration.
  public let configuration: Configuration
  /// What was written so far.
  @inlinable public var bytes: [UInt8] { storage }
  /// The bytes written so far, which the inlinable writes append to.
  @usableFromInline var storage: [UInt8] = []
  /// How many fields the current record has so far.
  @usableFromInline var fieldsInRecord = 0
  /// Whether the current record's last field was empty.
  @usableFromInline var lastFieldWasEmpty = false

  /// Reserves room for `count` more bytes.
  public mutating func reserveCapacity(_ count: Int) {
    storage.reserveCapacity(storage.count + count)
  }

  /// Creates a writer with an empty buffer.
  public init(configuration: Configuration = .init()) {
    self.configuration = configuration
    if configuration.writeBOM { storage = [0xEF, 0xBB, 0xBF] }
  }

  /// Writes a whole record.
  ///
  /// - Complexity: O(total field length).
  public mutating func writeRecord<S: Sequence>(_ fields: S) where S.Element: StringProtocol {
    for field in fields { writeField(field) }
    endRecord()
  }

  /// Writes a whole record of strings (the common case, without generic dispatch per field).
  ///
  /// - Complexity: O(total field length).
  public mutating func writeRecord(_ fields: [String]) {
    for var field in fields {
      field.withUTF8 { writeField(bytes: UnsafeRawBufferPointer($0)) }
    }
    endRecord()
  }

  /// Writes one field of the current record.
  @inlinable
  public mutating func writeField(_ field: some StringProtocol) {
    var text = String(field)
    text.withUTF8 { writeField(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Writes one field of the current record from its UTF-8 bytes.
  ///
  /// - Complexity: O(field length).
  @inlinable
  public mutating func writeField(bytes field: UnsafeRawBufferPointer) {
    guard Self.needsQuoting(bytes: field, delimiter: configuration.delimiter) else {
      return appendField(field)
    }
    writeQuotedField(field)
  }

  /// Writes one field of the current record from its UTF-8 bytes, given whether they hold the
  /// delimiter, a quote, CR or LF, as the caller's own pass over them found: what
  /// ``writeField(bytes:)`` writes, without a second pass.
  ///
  /// - Complexity: O(field length).
  @inlinable
  public mutating func writeField(bytes field: UnsafeRawBufferPointer, holdsSpecialByte: Bool) {
    let needsQuoting = holdsSpecialByte || Self.hasEdgeQuotesKeep(field)
    assert(needsQuoting == Self.needsQuoting(bytes: field, delimiter: configuration.delimiter))
    guard needsQuoting else { return appendField(field) }
    writeQuotedField(field)
  }

  /// Writes a field in quotes, its quotes doubled.
  @usableFromInline
  mutating func writeQuotedField(_ field: UnsafeRawBufferPointer) {
    startField(isEmpty: field.isEmpty)
    storage.append(CSVReader.quote)
    for byte in field {
      if byte == CSVReader.quote { storage.append(CSVReader.quote) }
      storage.append(byte)
    }
    storage.append(CSVReader.quote)
  }

  /// Writes one field that needs no quotes, without checking: the caller knows it holds no
  /// delimiter, quote, CR or LF, neither begins nor ends with a space, and does not begin with a
  /// byte order mark (a number, a date, an id).
  ///
  /// - Complexity: O(field length).
  @inlinable
  public mutating func writeUnquotedField(bytes field: UnsafeRawBufferPointer) {
    assert(!Self.needsQuoting(bytes: field, delimiter: configuration.delimiter))
    appendField(field)
  }

  /// Appends a field as it is.
  @inlinable
  mutating func appendField(_ field: UnsafeRawBufferPointer) {
    startField(isEmpty: field.isEmpty)
    // As typed bytes, the append is one copy rather than a byte-by-byte loop.
    storage.append(contentsOf: field.assumingMemoryBound(to: UInt8.self))
  }

  /// Writes the delimiter before every field but a record's first, and counts the field.
  @inlinable
  mutating func startField(isEmpty: Bool) {
    if fieldsInRecord > 0 { storage.append(configuration.delimiter) }
    fieldsInRecord += 1
    lastFieldWasEmpty = isEmpty
  }

  /// Ends the current record.
  public mutating func endRecord() {
    if fieldsInRecord == 1 && lastFieldWasEmpty {
      storage.append(CSVReader.quote)
      storage.append(CSVReader.quote)
    }
    storage.append(contentsOf: configuration.lineEnding)
    fieldsInRecord = 0
  }

  /// Hands out the bytes written so far and empties the buffer (for streaming to a sink).
  public mutating func takeBytes() -> [UInt8] {
    defer { storage.removeAll(keepingCapacity: true) }
    return storage
  }

  /// Whether a field begins or ends with a space, begins with a byte order mark (U+FEFF, which
  /// a reader takes for the file's own when the field starts the file), or begins with an
  /// apostrophe (which Gnumeric, guessing a file's quote character from its first lines, takes
  /// for one after a quoted field: `"a,b",'1/2`): quotes keep them.
  @inlinable
  static func hasEdgeQuotesKeep(_ field: UnsafeRawBufferPointer) -> Bool {
    guard let first = field.first else { return false }
    return first == 0x20 || first == 0x27 || field[field.count - 1] == 0x20
      || (first == 0xEF && field.count >= 3 && field[1] == 0xBB && field[2] == 0xBF)
  }

  /// Whether a field must be quoted: it holds the delimiter, a quote, CR or LF, begins or ends
  /// with a space, or begins with a byte order mark or an apostrophe.
  ///
  /// - Complexity: O(field length).
  public static func needsQuoting(_ field: some StringProtocol, delimiter: UInt8) -> Bool {
    var text = String(field)
    return text.withUTF8 { needsQuoting(bytes: UnsafeRawBufferPointer($0), delimiter: delimiter) }
  }

  /// Whether a field, given as UTF-8 bytes, must be quoted.
  ///
  /// - Complexity: O(field length).
  public static func needsQuoting(bytes field: UnsafeRawBufferPointer, delimiter: UInt8) -> Bool {
    if hasEdgeQuotesKeep(field) { return true }
    // Eight bytes at a time: a word holds a byte `b` when `word ^ (b in every lane)` has a zero
    // lane, which the borrow of a lane-wise subtraction shows in that lane's top bit.
    let ones: UInt64 = 0x0101_0101_0101_0101
    let tops: UInt64 = 0x8080_8080_8080_8080
    let lanes = (
      ones &* UInt64(delimiter), ones &* UInt64(CSVReader.quote),
      ones &* UInt64(CSVReader.carriageReturn), ones &* UInt64(CSVReader.lineFeed)
    )
    @inline(__always) func hasZeroLane(_ word: UInt64) -> Bool {
      (word &- ones) & ~word & tops != 0
    }
    var index = 0
    while index + 8 <= field.count {
      let word = field.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if hasZeroLane(word ^ lanes.0) || hasZeroLane(word ^ lanes.1) || hasZeroLane(word ^ lanes.2)
        || hasZeroLane(word ^ lanes.3)
      {
        return true
      }
      index += 8
    }
    while index < field.count {
      let byte = field[index]
      if byte == delimiter || byte == CSVReader.quote || byte == CSVReader.carriageReturn
        || byte == CSVReader.lineFeed
      {
        return true
      }
      index += 1
    }
    return false
  }
}
