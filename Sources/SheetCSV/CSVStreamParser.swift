/// The reference CSV reader: a byte-at-a-time state machine fed with chunks of any size.
///
/// It is the plain, obviously correct implementation that `CSVTable`'s fast indexer is tested
/// against; it also reads inputs that arrive in pieces. Records come out identical for any
/// chunk boundaries.
///
/// ```swift
/// var parser = CSVStreamParser()
/// var records: [[[UInt8]]] = []
/// for chunk in chunks { parser.feed(chunk) { records.append($0) } }
/// parser.finish { records.append($0) }
/// ```
public struct CSVStreamParser: Sendable {
  private enum State: Sendable {
    case startOfRecord, startOfField, unquoted, quoted, quoteInQuoted
  }

  private let configuredDelimiter: UInt8?
  /// The delimiter in use, once known (given, or detected from the first line).
  public private(set) var delimiter: UInt8?
  private var state = State.startOfRecord
  private var field: [UInt8] = []
  private var record: [[UInt8]] = []
  private var fieldStart = 0
  private var fieldIsStray = false
  private var openQuoteOffset = 0
  private var afterCarriageReturn = false
  /// Bytes held back until the byte order mark and the delimiter are known.
  private var pending: [UInt8] = []
  private var started = false
  /// Whether the input began with a UTF-8 byte order mark (skipped).
  public private(set) var hasBOM = false
  /// Bytes consumed so far, the byte order mark included.
  public private(set) var byteOffset = 0
  /// Byte offsets of fields holding stray quotes, in input order.
  public private(set) var strayQuoteOffsets: [Int] = []
  /// The byte offset of the opening quote of a field left open at the end, if any.
  public private(set) var unterminatedQuoteOffset: Int?

  /// Creates a parser.
  public init(configuration: CSVReader.Configuration = .init()) {
    configuredDelimiter = configuration.delimiter
    delimiter = configuration.delimiter
  }

  /// Reads a chunk, handing each completed record to `emit`.
  ///
  /// - Complexity: O(chunk length).
  public mutating func feed(_ chunk: some Collection<UInt8>, emit: ([[UInt8]]) -> Void) {
    if started {
      for byte in chunk { consume(byte, emit: emit) }
      return
    }
    pending.append(contentsOf: chunk)
    startIfReady(atEnd: false, emit: emit)
  }

  /// Ends the input, handing the last record (if any) to `emit`.
  public mutating func finish(emit: ([[UInt8]]) -> Void) {
    if !started { startIfReady(atEnd: true, emit: emit) }
    switch state {
    case .startOfRecord:
      break
    case .quoted:
      unterminatedQuoteOffset = openQuoteOffset
      endField()
      endRecord(emit: emit)
    default:
      endField()
      endRecord(emit: emit)
    }
    state = .startOfRecord
  }

  private mutating func startIfReady(atEnd: Bool, emit: ([[UInt8]]) -> Void) {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    if !atEnd, pending.count < 3, bom.starts(with: pending) { return }
    var body = pending[...]
    if body.starts(with: bom) {
      hasBOM = true
      body = body.dropFirst(3)
      byteOffset = 3
    }
    if delimiter == nil {
      guard atEnd || firstLineIsComplete(body) else { return }
      delimiter =
        body.withContiguousStorageIfAvailable {
          CSVReader.detectDelimiter(UnsafeRawBufferPointer($0))
        } ?? Array(body).withUnsafeBytes { CSVReader.detectDelimiter($0) }
    }
    started = true
    let bytes = Array(body)
    pending = []
    for byte in bytes { consume(byte, emit: emit) }
  }

  private func firstLineIsComplete(_ bytes: ArraySlice<UInt8>) -> Bool {
    var inQuotes = false
    var sawContent = false
    for byte in bytes {
      if byte == CSVReader.quote { inQuotes.toggle() }
      if !inQuotes, byte == CSVReader.lineFeed || byte == CSVReader.carriageReturn {
        if sawContent { return true }
      } else {
        sawContent = true
      }
    }
    return false
  }

  private mutating func consume(_ byte: UInt8, emit: ([[UInt8]]) -> Void) {
    defer { byteOffset += 1 }
    let delimiter = delimiter ?? UInt8(ascii: ",")
    if afterCarriageReturn {
      afterCarriageReturn = false
      if byte == CSVReader.lineFeed, state == .startOfRecord { return }
    }
    switch state {
    case .startOfRecord:
      if byte == CSVReader.carriageReturn {
        afterCarriageReturn = true
        return
      }
      if byte == CSVReader.lineFeed { return }
      state = .startOfField
      startField(byte, delimiter: delimiter, emit: emit)
    case .startOfField:
      startField(byte, delimiter: delimiter, emit: emit)
    case .unquoted:
      unquoted(byte, delimiter: delimiter, emit: emit)
    case .quoted:
      if byte == CSVReader.quote { state = .quoteInQuoted } else { field.append(byte) }
    case .quoteInQuoted:
      if byte == CSVReader.quote {
        field.append(byte)
        state = .quoted
      } else if byte == delimiter || byte == CSVReader.carriageReturn || byte == CSVReader.lineFeed
      {
        unquoted(byte, delimiter: delimiter, emit: emit)
      } else {
        markStray()
        state = .unquoted
        field.append(byte)
      }
    }
  }

  private mutating func startField(_ byte: UInt8, delimiter: UInt8, emit: ([[UInt8]]) -> Void) {
    fieldStart = byteOffset
    fieldIsStray = false
    if byte == CSVReader.quote {
      openQuoteOffset = byteOffset
      state = .quoted
    } else {
      state = .unquoted
      unquoted(byte, delimiter: delimiter, emit: emit)
    }
  }

  private mutating func unquoted(_ byte: UInt8, delimiter: UInt8, emit: ([[UInt8]]) -> Void) {
    if byte == delimiter {
      endField()
      state = .startOfField
      // An empty field that ends the line still starts here.
      fieldStart = byteOffset + 1
      fieldIsStray = false
    } else if byte == CSVReader.carriageReturn || byte == CSVReader.lineFeed {
      endField()
      endRecord(emit: emit)
      state = .startOfRecord
      afterCarriageReturn = byte == CSVReader.carriageReturn
    } else {
      if byte == CSVReader.quote { markStray() }
      field.append(byte)
    }
  }

  private mutating func markStray() {
    if !fieldIsStray {
      fieldIsStray = true
      strayQuoteOffsets.append(fieldStart)
    }
  }

  private mutating func endField() {
    record.append(field)
    field = []
  }

  private mutating func endRecord(emit: ([[UInt8]]) -> Void) {
    emit(record)
    record = []
  }
}
