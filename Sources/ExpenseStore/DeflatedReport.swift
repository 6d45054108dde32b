import CZlibShim

/// A merge report's JSON as the merge history keeps it: deflated in the zlib format (RFC 1950,
/// what Python's `zlib.decompress` reads), about a seventh of its size. A large merge's report
/// (32 MB for 71,429 changed rows) would otherwise grow the store by its whole size, and be
/// written twice (the log, then the file).
enum DeflatedReport {
  /// zlib's fastest level: JSON keeps to about a seventh of its size, at about 150 MB a second.
  static let level: Int32 = 1

  /// The zlib stream of `text`'s UTF-8.
  ///
  /// - Complexity: O(*n*) in the bytes of `text`.
  static func deflate(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { source in
      var bound = compressBound(UInt(source.count))
      // Not zero-filled first: zlib writes every byte kept.
      let output = [UInt8](unsafeUninitializedCapacity: Int(bound)) { target, written in
        let status = compress2(
          target.baseAddress, &bound, source.baseAddress, UInt(source.count), level)
        precondition(status == Z_OK, "zlib could not deflate a merge report (\(status))")
        written = Int(bound)
      }
      // A copy of its own size: the bound's buffer is about the text's size.
      return Array(output[...])
    }
  }

  /// The text of the zlib stream `bytes`, or `nil` when they are not one whole zlib stream
  /// (a damaged store).
  ///
  /// - Complexity: O(*n*) in the inflated bytes.
  static func inflate(_ bytes: UnsafeRawBufferPointer) -> String? {
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      return nil
    }
    defer { inflateEnd(&stream) }
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 8)
    var chunk = [UInt8](repeating: 0, count: 1 << 18)
    stream.next_in = UnsafeMutablePointer(
      mutating: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self))
    stream.avail_in = UInt32(bytes.count)
    while true {
      let (status, produced) = chunk.withUnsafeMutableBufferPointer { chunk in
        stream.next_out = chunk.baseAddress
        stream.avail_out = UInt32(chunk.count)
        let status = CZlibShim.inflate(&stream, Z_NO_FLUSH)
        return (status, chunk.count - Int(stream.avail_out))
      }
      text.append(contentsOf: chunk[..<produced])
      switch status {
      case Z_STREAM_END:
        return stream.avail_in == 0 ? String(decoding: text, as: UTF8.self) : nil
      case Z_OK where produced > 0 || stream.avail_in > 0:
        continue
      default:
        return nil
      }
    }
  }
}
