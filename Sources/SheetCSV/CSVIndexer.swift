/// The fast scanner behind `CSVTable`: one pass over the buffer that records where each field
/// starts and ends. It never throws; anomalies are returned as offsets.
///
/// Only the structural bytes (quotes, delimiters, CRs, LFs) are visited, by `CSVStructuralBytes`;
/// a small state machine over them gives the same fields and anomalies as `CSVStreamParser`.
enum CSVIndexer {
  /// What one pass finds.
  struct Index {
    var fields: [UInt64] = []
    var recordFields: [UInt32] = []
    var recordOffsets: [UInt32] = []
    /// The records that follow blank lines, with how many blank lines come before each in all:
    /// sorted by record, and empty when the buffer has no blank line.
    var blankLinesBefore: [(record: UInt32, count: UInt32)] = []
    /// The fields (indices into `fields`) with a line break between their quotes, in order;
    /// usually none.
    var fieldsWithQuotedLineBreaks: [UInt32] = []
    var delimiter = UInt8(ascii: ",")
    var hasBOM = false
    var strayQuoteOffsets: [Int] = []
    var unterminatedQuoteOffset: Int?
  }

  /// The flag of a field whose raw bytes need `CSVFieldDecoder`.
  static let needsDecoding: UInt64 = 1 << 63

  /// Indexes a buffer.
  ///
  /// - Complexity: O(n).
  static func index(_ buffer: UnsafeRawBufferPointer, configuration: CSVReader.Configuration)
    -> Index
  {
    let count = buffer.count
    guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), count > 0 else {
      return Index(recordFields: [0])
    }
    let hasBOM = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
    let start = hasBOM ? 3 : 0
    let delimiter =
      configuration.delimiter
      ?? CSVReader.detectDelimiter(UnsafeRawBufferPointer(rebasing: buffer[start...]))
    var index = scan(base: base, count: count, from: start, delimiter: delimiter)
    index.hasBOM = hasBOM
    return index
  }

  /// Where the scan is between two structural bytes.
  private enum State {
    /// Before a record: CRs and LFs here are blank lines.
    case recordStart
    /// In a field that does not start with a quote.
    case unquoted
    /// Between a field's opening quote and its closing one.
    case quoted
    /// Right after a quoted field's closing quote.
    case closed
    /// In a quoted field with text after its closing quote: it runs to the next delimiter.
    case textAfterQuote
  }

  /// The fields, records and anomalies of the `count` bytes at `base`, from `start` on.
  private static func scan(
    base: UnsafePointer<UInt8>, count: Int, from start: Int, delimiter: UInt8
  ) -> Index {
    @inline(__always) func pack(_ start: Int, _ end: Int, decode: Bool) -> UInt64 {
      UInt64(start) | UInt64(end) << 32 | (decode ? needsDecoding : 0)
    }
    var fields: [UInt64] = []
    fields.reserveCapacity(count / 8)
    var recordFields: [UInt32] = []
    recordFields.reserveCapacity(count / 64)
    var recordOffsets: [UInt32] = []
    recordOffsets.reserveCapacity(count / 64)
    var strayQuoteOffsets: [Int] = []
    var unterminatedQuoteOffset: Int?
    var blankLinesBefore: [(record: UInt32, count: UInt32)] = []
    var fieldsWithQuotedLineBreaks: [UInt32] = []
    var blankLines: UInt32 = 0
    var blankLinesRecorded: UInt32 = 0
    var state = State.recordStart
    var fieldStart = start
    var closingQuote = 0
    var escaped = false
    var stray = false
    var structural = CSVStructuralBytes(base: base, count: count, delimiter: delimiter)
    structural.skip(to: start)
    while let offset = structural.next() {
      let byte = base[offset]
      if state == .recordStart {
        if offset == fieldStart, byte == CSVReader.carriageReturn || byte == CSVReader.lineFeed {
          // The LF of a CRLF ends the line its CR ended; any other line end here ends a blank line.
          if byte == CSVReader.carriageReturn || offset == start
            || base[offset - 1] != CSVReader.carriageReturn
          {
            blankLines += 1
          }
          fieldStart += 1
          continue
        }
        if blankLines != blankLinesRecorded {
          blankLinesBefore.append((UInt32(recordOffsets.count), blankLines))
          blankLinesRecorded = blankLines
        }
        recordOffsets.append(UInt32(fieldStart))
        recordFields.append(UInt32(fields.count))
        state = .unquoted
        stray = false
      }
      let ended: Bool
      switch state {
      case .recordStart, .unquoted:  // a record that starts here is in its first field
        if byte == CSVReader.quote {
          if offset == fieldStart {
            state = .quoted
            escaped = false
          } else if !stray {
            stray = true
            strayQuoteOffsets.append(fieldStart)
          }
          ended = false
        } else {
          fields.append(pack(fieldStart, offset, decode: false))
          ended = true
        }
      case .quoted:
        if byte == CSVReader.quote {
          if offset + 1 < count, base[offset + 1] == CSVReader.quote {
            escaped = true
            structural.skip(to: offset + 2)
          } else {
            state = .closed
            closingQuote = offset
          }
        } else if byte != delimiter, fieldsWithQuotedLineBreaks.last != UInt32(fields.count) {
          // The field being read is the next one `fields` gets.
          fieldsWithQuotedLineBreaks.append(UInt32(fields.count))
        }
        ended = false
      case .closed:
        if offset == closingQuote + 1 {
          fields.append(
            escaped
              ? pack(fieldStart, offset, decode: true)
              : pack(fieldStart + 1, closingQuote, decode: false))
          ended = true
        } else {
          strayQuoteOffsets.append(fieldStart)
          state = .textAfterQuote
          ended = byte != CSVReader.quote
          if ended { fields.append(pack(fieldStart, offset, decode: true)) }
        }
      case .textAfterQuote:
        ended = byte != CSVReader.quote
        if ended { fields.append(pack(fieldStart, offset, decode: true)) }
      }
      guard ended else { continue }
      fieldStart = offset + 1
      if byte == delimiter {
        state = .unquoted
        stray = false
      } else {
        state = .recordStart
      }
    }
    switch state {
    case .recordStart:
      if fieldStart < count {
        if blankLines != blankLinesRecorded {
          blankLinesBefore.append((UInt32(recordOffsets.count), blankLines))
          blankLinesRecorded = blankLines
        }
        recordOffsets.append(UInt32(fieldStart))
        recordFields.append(UInt32(fields.count))
        fields.append(pack(fieldStart, count, decode: false))
      }
    case .unquoted:
      // After a delimiter right before the end, one more, empty, field.
      fields.append(pack(fieldStart, count, decode: false))
    case .quoted:
      unterminatedQuoteOffset = fieldStart
      fields.append(pack(fieldStart, count, decode: true))
    case .closed where closingQuote + 1 == count:
      fields.append(
        escaped
          ? pack(fieldStart, count, decode: true)
          : pack(fieldStart + 1, closingQuote, decode: false))
    case .closed:
      strayQuoteOffsets.append(fieldStart)
      fields.append(pack(fieldStart, count, decode: true))
    case .textAfterQuote:
      fields.append(pack(fieldStart, count, decode: true))
    }
    recordFields.append(UInt32(fields.count))
    return Index(
      fields: fields, recordFields: recordFields, recordOffsets: recordOffsets,
      blankLinesBefore: blankLinesBefore, fieldsWithQuotedLineBreaks: fieldsWithQuotedLineBreaks,
      delimiter: delimiter,
      strayQuoteOffsets: strayQuoteOffsets,
      unterminatedQuoteOffset: unterminatedQuoteOffset)
  }
}
