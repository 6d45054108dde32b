/// The shared strings of an .xlsx workbook, in order: each one's bytes (UTF-8, decoded) end to
/// end in one buffer, so that a million strings are two arrays rather than a million strings.
struct SharedStrings: Sendable {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []

  /// How many strings there are.
  var count: Int { ends.count }

  /// The bytes of the string at `index`.
  func range(at index: Int) -> Range<Int> {
    (index == 0 ? 0 : ends[index - 1])..<ends[index]
  }

  /// Appends the bytes of string `index` to `out`.
  func append(_ index: Int, to out: inout [UInt8]) {
    bytes.withUnsafeBufferPointer {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range(at: index)]))
    }
  }

  /// Appends text runs of the string being read, decoded from `range` of `xml`.
  mutating func appendRun(_ xml: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    XMLText.appendDecoded(xml, range, to: &bytes, ooxmlEscapes: true)
  }

  /// Ends the string being read (the runs appended since the last one ended).
  mutating func endString() { ends.append(bytes.count) }
}
