/// Words that each stand for a number, such as month and weekday names, looked up by their
/// bytes in any case.
struct NumberedNames: Sendable {
  /// Each name in lower case, and its number.
  let names: [(String, Int)]
  /// The names of other than ASCII letters, by their lower case.
  private let table: [String: Int]
  /// The ASCII names, by the hash of their bytes (see `asciiHash(_:)`), with their bytes.
  private let asciiTable: [UInt64: (bytes: [UInt8], number: Int)]
  /// How many bytes the names take, shortest to longest.
  private let lengths: ClosedRange<Int>
  /// Whether some name starts with each byte (lower case).
  private let firstBytes: [Bool]

  /// The names given, each in lower case and once.
  init(_ names: [(String, Int)]) {
    self.names = names
    table = Dictionary(uniqueKeysWithValues: names)
    var asciiTable: [UInt64: (bytes: [UInt8], number: Int)] = [:]
    for (name, number) in names where name.utf8.allSatisfy({ $0 < 0x80 }) {
      let bytes = Array(name.utf8)
      let hash = bytes.withUnsafeBytes(Self.asciiHash)
      precondition(asciiTable[hash] == nil, "two names share a hash: \(name)")
      asciiTable[hash] = (bytes, number)
    }
    self.asciiTable = asciiTable
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
    // An ASCII word is looked up without making a string of it.
    if bytes.allSatisfy({ $0 < 0x80 }) {
      guard let entry = asciiTable[Self.asciiHash(bytes)],
        entry.bytes.count == bytes.count,
        zip(entry.bytes, bytes).allSatisfy({ $0 == Self.lowercased($1) })
      else { return nil }
      return entry.number
    }
    return table[String(decoding: bytes, as: UTF8.self).lowercased()]
  }

  /// FNV-1a of ASCII bytes in lower case.
  private static func asciiHash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(lowercased(byte))) &* 0x100_0000_01b3 }
    return hash
  }

  /// An ASCII byte in lower case.
  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
