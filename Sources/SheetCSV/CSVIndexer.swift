import Dispatch

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
    var delimiter = UInt8(ascii: ",")
    var hasBOM = false
    var strayQuoteOffsets: [Int] = []
    var unterminatedQuoteOffset: Int?
  }

  /// The flag of a field whose raw bytes need `CSVFieldDecoder`.
  static let needsDecoding: UInt64 = 1 << 63

  /// Buffers from this size on are indexed in two halves side by side.
  static let splitThreshold = 8 << 20

  /// Indexes a buffer.
  ///
  /// A buffer of `splitThreshold` bytes or more is cut at a line feed near its middle and both
  /// halves are indexed side by side, the second as if a record started after that line feed.
  /// When the first half shows the line feed was inside a quoted field, the second half is
  /// indexed again, after the first: the result is always the one-pass result.
  ///
  /// - Complexity: O(n).
  static func index(
    _ buffer: UnsafeRawBufferPointer, configuration: CSVReader.Configuration,
    splitThreshold: Int = splitThreshold
  ) -> Index {
    let count = buffer.count
    guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), count > 0 else {
      return Index(recordFields: [0])
    }
    let hasBOM = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
    let start = hasBOM ? 3 : 0
    let delimiter =
      configuration.delimiter
      ?? CSVReader.detectDelimiter(UnsafeRawBufferPointer(rebasing: buffer[start...]))
    var index: Index
    if count - start >= max(2, splitThreshold),
      let split = UnsafeRawBufferPointer(rebasing: buffer[(start + (count - start) / 2)...])
        .firstIndex(of: CSVReader.lineFeed)
    {
      index = splitScan(base: base, count: count, from: start, split: split, delimiter: delimiter)
    } else {
      index = scan(base: base, count: count, from: start, delimiter: delimiter).index
    }
    index.hasBOM = hasBOM
    return index
  }

  /// Indexes the bytes before and after the line feed at `split` side by side, then joins the
  /// halves, or indexes the second half again when the line feed did not end a record.
  private static func splitScan(
    base: UnsafePointer<UInt8>, count: Int, from start: Int, split: Int, delimiter: UInt8
  ) -> Index {
    let bytes = SharedBytes(base: base)
    let halves = HalfResults()
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      if half == 0 {
        halves.first = scan(
          base: bytes.base, count: split + 1, from: start, delimiter: delimiter, isEnd: false)
      } else {
        halves.second =
          scan(
            base: bytes.base, count: count, from: split + 1, delimiter: delimiter
          ).index
      }
    }
    var (first, endsRecord) = halves.first!
    let second = halves.second!
    if !endsRecord {
      // The line feed was inside a field: go on from where the first half stopped.
      (first, _) = scan(base: base, count: count, from: start, delimiter: delimiter)
      return first
    }
    let offset = UInt32(first.fields.count)
    first.fields += second.fields
    first.recordFields += second.recordFields.map { $0 + offset }
    first.recordOffsets += second.recordOffsets
    first.strayQuoteOffsets += second.strayQuoteOffsets
    first.unterminatedQuoteOffset = second.unterminatedQuoteOffset
    return first
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
  ///
  /// - Parameter isEnd: Whether the bytes end the buffer. When not, the last record is left
  ///   open for the bytes that follow, and `endsRecord` tells whether they start a record.
  private static func scan(
    base: UnsafePointer<UInt8>, count: Int, from start: Int, delimiter: UInt8,
    isEnd: Bool = true
  ) -> (index: Index, endsRecord: Bool) {
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
          fieldStart += 1
          continue
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
    guard isEnd else {
      return (
        Index(
          fields: fields, recordFields: recordFields, recordOffsets: recordOffsets,
          delimiter: delimiter, strayQuoteOffsets: strayQuoteOffsets),
        state == .recordStart && fieldStart == count
      )
    }
    switch state {
    case .recordStart:
      if fieldStart < count {
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
    return (
      Index(
        fields: fields, recordFields: recordFields, recordOffsets: recordOffsets,
        delimiter: delimiter, strayQuoteOffsets: strayQuoteOffsets,
        unterminatedQuoteOffset: unterminatedQuoteOffset),
      true
    )
  }
}

/// The buffer's address, shared by the two halves of a split scan.
private struct SharedBytes: @unchecked Sendable {
  // Unchecked: both halves only read the buffer, which outlives the scan.
  let base: UnsafePointer<UInt8>
}

/// What the two halves of a split scan found, each written by its own thread.
private final class HalfResults: @unchecked Sendable {
  // Unchecked: each half writes only its own property, and both are read after the scan.
  var first: (index: CSVIndexer.Index, endsRecord: Bool)?
  var second: CSVIndexer.Index?
}
