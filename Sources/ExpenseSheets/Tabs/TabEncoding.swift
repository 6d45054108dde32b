/// A tab ready to encode: its header's bytes, then its rows in chunks that encode independently,
/// so that the chunks of every tab can share the cores.
struct TabEncoding: Sendable {
  /// The header record, after the byte order mark when there is one.
  var header: [UInt8]
  /// Each chunk's encoding, in row order.
  var chunks: [@Sendable () -> [UInt8]]

  /// The tab's bytes, its chunks encoded one after another.
  func bytes() -> [UInt8] {
    chunks.reduce(into: header) { bytes, chunk in bytes += chunk() }
  }
}
