extension String {
  /// The text whose UTF-8 is `pieces` one after the other, made in one allocation of the
  /// whole's size; ill-formed UTF-8 is repaired as `String(decoding:as:)` repairs it.
  init(joiningUTF8 pieces: [[UInt8]]) {
    let count = pieces.reduce(0) { $0 + $1.count }
    self.init(unsafeUninitializedCapacity: count) { text in
      var offset = 0
      for piece in pieces {
        piece.withUnsafeBufferPointer { piece in
          _ = UnsafeMutableBufferPointer(rebasing: text[offset...]).initialize(
            fromContentsOf: piece)
        }
        offset += piece.count
      }
      return offset
    }
  }
}
