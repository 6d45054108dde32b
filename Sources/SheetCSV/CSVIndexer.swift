/// The fast scanner behind `CSVTable`: one pass over the buffer that records where each field
/// starts and ends. It never throws; anomalies are returned as offsets.
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

  /// Indexes a buffer.
  ///
  /// - Complexity: O(n).
  static func index(_ buffer: UnsafeRawBufferPointer, configuration: CSVReader.Configuration)
    -> Index
  {
    var index = Index()
    let count = buffer.count
    guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), count > 0 else {
      index.recordFields = [0]
      return index
    }
    var position = 0
    if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
      index.hasBOM = true
      position = 3
    }
    let delimiter =
      configuration.delimiter
      ?? CSVReader.detectDelimiter(UnsafeRawBufferPointer(rebasing: buffer[position...]))
    index.delimiter = delimiter
    index.fields.reserveCapacity(count / 8)
    index.recordFields.reserveCapacity(count / 64)
    index.recordOffsets.reserveCapacity(count / 64)

    // 1 for the bytes that end an unquoted run: delimiter, quote, CR, LF.
    var special = [Bool](repeating: false, count: 256)
    for byte in [delimiter, CSVReader.quote, CSVReader.carriageReturn, CSVReader.lineFeed] {
      special[Int(byte)] = true
    }
    let quote = CSVReader.quote
    let cr = CSVReader.carriageReturn
    let lf = CSVReader.lineFeed

    special.withUnsafeBufferPointer { special in
      @inline(__always) func pack(_ start: Int, _ end: Int, decode: Bool) -> UInt64 {
        UInt64(start) | UInt64(end) << 32 | (decode ? needsDecoding : 0)
      }
      records: while position < count {
        let first = base[position]
        if first == cr || first == lf {
          position += 1
          continue
        }
        index.recordOffsets.append(UInt32(position))
        index.recordFields.append(UInt32(index.fields.count))
        while true {
          if position < count && base[position] == quote {
            let open = position
            position += 1
            var escaped = false
            while true {
              guard let found = memchr(base + position, Int32(quote), count - position) else {
                index.unterminatedQuoteOffset = open
                index.fields.append(pack(open, count, decode: true))
                position = count
                break records
              }
              let closing = base.distance(
                to: found.assumingMemoryBound(to: UInt8.self))
              if closing + 1 < count && base[closing + 1] == quote {
                escaped = true
                position = closing + 2
                continue
              }
              position = closing + 1
              if position == count || base[position] == delimiter || base[position] == cr
                || base[position] == lf
              {
                index.fields.append(
                  escaped
                    ? pack(open, position, decode: true) : pack(open + 1, closing, decode: false))
              } else {
                index.strayQuoteOffsets.append(open)
                while position < count, base[position] != delimiter, base[position] != cr,
                  base[position] != lf
                {
                  position += 1
                }
                index.fields.append(pack(open, position, decode: true))
              }
              break
            }
          } else {
            let start = position
            var stray = false
            while position < count {
              let byte = base[position]
              if special[Int(byte)] {
                if byte != quote { break }
                stray = true
              }
              position += 1
            }
            if stray { index.strayQuoteOffsets.append(start) }
            index.fields.append(pack(start, position, decode: false))
          }
          if position >= count { break records }
          let end = base[position]
          position += 1
          if end != delimiter { break }  // CR or LF ends the record
          if position == count {
            // A delimiter right before the end leaves one more, empty, field.
            index.fields.append(pack(count, count, decode: false))
            break records
          }
        }
      }
    }
    index.recordFields.append(UInt32(index.fields.count))
    return index
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
