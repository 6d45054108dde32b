/// Words that each stand for a number, such as month and weekday names, looked up by their
/// bytes in any case.
struct NumberedNames: Sendable {
  /// Each name in lower case, and its number.
  let names: [(String, Int)]
  private let table: [String: Int]
  /// How many bytes the names take, shortest to longest.
  private let lengths: ClosedRange<Int>
  /// Whether some name starts with each byte (lower case).
  private let firstBytes: [Bool]

  /// The names given, each in lower case and once.
  init(_ names: [(String, Int)]) {
    self.names = names
    table = Dictionary(uniqueKeysWithValues: names)
    let counts = names.map(\.0.utf8.count)
    lengths = counts.min()!...counts.max()!
    firstBytes = names.reduce(into: Array(repeating: false, count: 256)) {
      $0[Int($1.0.utf8.first!)] = true
    }
  }

  /// The number of a name in any case, or `nil`.
  func number(_ bytes: UnsafeRawBufferPointer) -> Int? {
    // Most words are no name: only those of a name's length and first letter (any case; a
    // non-ASCII first letter may be an upper-case one) are looked up.
    guard lengths.contains(bytes.count), bytes[0] >= 0x80 || firstBytes[Int(bytes[0] | 0x20)]
    else { return nil }
    return table[String(decoding: bytes, as: UTF8.self).lowercased()]
  }
}
