/// Decodes the raw bytes of a quoted field that needs more than slicing: doubled quotes, text
/// after the closing quote, or no closing quote at all. The same rules as `CSVStreamParser`.
@usableFromInline
enum CSVFieldDecoder {
  /// The content of a raw field that starts with its opening quote.
  ///
  /// - Complexity: O(raw length).
  @usableFromInline
  static func decode(_ raw: UnsafeRawBufferPointer, into out: inout [UInt8]) {
    out.removeAll(keepingCapacity: true)
    out.reserveCapacity(raw.count)
    var quoted = true
    var afterQuote = false
    for byte in raw.dropFirst() {
      if afterQuote {
        afterQuote = false
        out.append(byte)
        quoted = byte == CSVReader.quote
      } else if quoted && byte == CSVReader.quote {
        afterQuote = true
      } else {
        out.append(byte)
      }
    }
  }
}
