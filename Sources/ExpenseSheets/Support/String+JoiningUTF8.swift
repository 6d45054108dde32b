extension String {
  /// The text whose UTF-8 is `pieces` one after the other, made in one allocation of the
  /// whole's size; ill-formed UTF-8 is repaired as `String(decoding:as:)` repairs it.
  ///
  /// Each piece goes as soon as it is copied, and `pieces` is left empty: a text of tens of
  /// megabytes is never held twice over.
  init(joiningUTF8 pieces: inout [[UInt8]]) {
    let count = pieces.reduce(0) { $0 + $1.count }
    var remaining = pieces
    pieces = []
    self.init(unsafeUninitializedCapacity: count) { text in
      var offset = 0
      for index in remaining.indices {
        let piece = remaining[index]
        remaining[index] = []
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
