/// The uninitialized rows of a tab being decoded, which chunks on several threads fill at
/// disjoint positions.
struct ChunkOutput<Row>: @unchecked Sendable {
  // Unchecked: each chunk writes only its own positions, and the buffer outlives the work.
  let buffer: UnsafeMutableBufferPointer<Row>

  /// Initializes the row at `position`.
  func initialize(_ position: Int, to row: consuming Row) {
    (buffer.baseAddress! + position).initialize(to: row)
  }

  /// Moves the value out of the decoded row at `position`, which must hold one, leaving `nil`.
  func takeValue<Value>(_ position: Int) -> Value where Row == DecodedRow<Value> {
    buffer[position].value.take()!
  }

  /// Moves `count` initialized rows from `source` down to `destination`.
  func move(from source: Int, count: Int, to destination: Int) {
    guard source != destination, count > 0 else { return }
    (buffer.baseAddress! + destination).moveInitialize(
      from: buffer.baseAddress! + source, count: count)
  }
}
