import CZlibShim

/// A consecutive piece of a ZIP entry's bytes, deflated on its own so that the pieces of one
/// entry can be compressed on several cores at once and then written one after the other.
///
/// Each piece but an entry's last ends with a sync flush (an empty stored block), which leaves
/// the stream byte-aligned and unfinished, so that the next piece's blocks simply follow: the
/// pieces written in order are one valid deflate stream (as `pigz` writes them).
struct DeflatedPiece: Sendable {
  /// The raw deflate bytes.
  var bytes: [UInt8]
  /// The CRC-32 of the uncompressed bytes.
  var crc: UInt32
  /// How many bytes the piece holds uncompressed.
  var uncompressedCount: Int

  /// The compression level: zlib's fastest, which keeps XML to about a sixth of its size.
  static let level: Int32 = 1

  /// Deflates `input`; `isLast` finishes the stream, otherwise it is left open for the next piece.
  ///
  /// - Complexity: O(*n*) in the bytes of `input`.
  init(deflating input: [UInt8], isLast: Bool) {
    var stream = z_stream()
    let status = deflateInit2_(
      &stream, Self.level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK, "zlib could not start a deflate stream (\(status))")
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, UInt(input.count))) + 16
    // Not zero-filled first: deflate writes every byte kept.
    let output = input.withUnsafeBufferPointer { source in
      [UInt8](unsafeUninitializedCapacity: bound) { target, written in
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.avail_in = UInt32(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = UInt32(target.count)
        // The bound holds the whole output, so one call consumes all the input.
        let result = deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
        precondition(
          result == (isLast ? Z_STREAM_END : Z_OK) && stream.avail_in == 0,
          "zlib could not deflate a piece (\(result))")
        written = target.count - Int(stream.avail_out)
      }
    }
    // A copy of its own size: the bound's buffer is about the input's size, kept until written.
    bytes = Array(output[...])
    crc = input.withUnsafeBufferPointer { ZIPChecksum.crc32($0) }
    uncompressedCount = input.count
  }
}
