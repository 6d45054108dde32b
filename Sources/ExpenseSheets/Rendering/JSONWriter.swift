/// Writes JSON exactly as `JSONEncoder` does with `.sortedKeys` and `.withoutEscapingSlashes`,
/// pretty-printed (`.prettyPrinted`) or compact, straight into bytes.
///
/// A merge report of a large sheet lists a hundred thousand changes; going through `Encodable`
/// builds a tree of boxed values first and took seconds. The reports write themselves through
/// this writer instead (see `ReportJSON`), keys given in sorted order, and tests compare the
/// result with `JSONEncoder`'s byte for byte.
struct JSONWriter {
  /// The JSON written so far, or since the last ``flush()``.
  private(set) var bytes: [UInt8] = []
  /// How many members or elements each open container holds so far, innermost last.
  private var counts: [Int] = []
  /// Whether items go on lines of their own, indented, as `.prettyPrinted` writes them.
  let isPretty: Bool
  /// Where ``flush()`` hands the bytes, when they are not all kept: each piece an array of its
  /// own, handed over rather than copied.
  private let output: (@Sendable ([UInt8]) -> Void)?
  /// How many bytes the output may take in all.
  private let limit: Int
  /// How many bytes the output took so far.
  private var handedOut = 0
  /// Whether bytes were held back from the output because they would pass the limit: from
  /// then on none are handed on, and an array stops being written (see `array(_:)`).
  private(set) var isOverLimit = false

  /// A writer of pretty-printed JSON, or of compact JSON when `isPretty` is false, that keeps
  /// its bytes, or hands them to `output` piece by piece when given one (see ``flush()``), at
  /// most `limit` bytes in all.
  init(
    isPretty: Bool = true, limit: Int = .max,
    output: (@Sendable ([UInt8]) -> Void)? = nil
  ) {
    self.isPretty = isPretty
    self.limit = limit
    self.output = output
  }

  /// Hands the bytes written since the last flush to the output, when the writer has one, and
  /// forgets them; a writer without one keeps them.
  mutating func flush() {
    guard output != nil, !bytes.isEmpty else { return }
    handOut(bytes)
    // Handed over, the buffer is the output's now: the next bytes go into a new one.
    bytes = []
  }

  /// Hands `bytes` to the output, unless they would pass the limit (or bytes before did).
  private mutating func handOut(_ bytes: [UInt8]) {
    guard let output, !isOverLimit, handedOut + bytes.count <= limit else {
      isOverLimit = true
      return
    }
    handedOut += bytes.count
    output(bytes)
  }

  /// Opens an object; members follow as `key(_:)` then a value.
  mutating func beginObject() { open(UInt8(ascii: "{")) }

  /// Closes the innermost object.
  mutating func endObject() { close(UInt8(ascii: "}")) }

  /// Opens an array; each element follows `element()`.
  mutating func beginArray() { open(UInt8(ascii: "[")) }

  /// Closes the innermost array.
  mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Starts a member of the innermost object; its value comes next.
  mutating func key(_ name: String) {
    startItem()
    string(name)
    if isPretty {
      bytes.append(contentsOf: " : ".utf8)
    } else {
      bytes.append(UInt8(ascii: ":"))
    }
  }

  /// Starts an element of the innermost array; its value comes next.
  mutating func element() { startItem() }

  /// A string value, escaped as `JSONEncoder` escapes it.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      // Runs of bytes that need no escape are copied whole.
      var start = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        appendEscaped(byte)
        start = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The escape sequence of a quote, a backslash or a control character.
  private mutating func appendEscaped(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
    case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
    case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
    case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
    case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
    case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
    case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
    default:
      let hex = Array("0123456789abcdef".utf8)
      bytes.append(contentsOf: #"\u00"#.utf8)
      bytes.append(hex[Int(byte >> 4)])
      bytes.append(hex[Int(byte & 0x0F)])
    }
  }

  /// A writer with no bytes of its own that continues this one: inside the same containers,
  /// the innermost holding `items` items before it. Its bytes join this writer's through
  /// `append(items:count:)`, so that parts of one array can be written side by side.
  func continuation(afterItems items: Int) -> JSONWriter {
    var writer = JSONWriter(isPretty: isPretty)
    writer.counts = counts
    writer.counts[writer.counts.count - 1] = items
    return writer
  }

  /// Appends `count` items that a `continuation(afterItems:)` of this writer wrote as `bytes`;
  /// a writer with an output hands them on at once.
  mutating func append(items bytes: [UInt8], count: Int) {
    counts[counts.count - 1] += count
    guard output != nil else {
      self.bytes += bytes
      return
    }
    flush()
    handOut(bytes)
  }

  /// An integer value.
  mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

  /// A boolean value.
  mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

  /// An array of strings.
  mutating func strings(_ values: [String]) {
    beginArray()
    for value in values {
      element()
      string(value)
    }
    endArray()
  }

  /// An object of integers, keys in sorted order.
  mutating func integers(_ values: [String: Int]) {
    beginObject()
    for (name, value) in Self.sortedByKey(values) {
      key(name)
      integer(value)
    }
    endObject()
  }

  /// A dictionary's members in the order `.sortedKeys` writes them: by the keys' UTF-8 bytes.
  static func sortedByKey<Value>(_ members: [String: Value]) -> [(key: String, value: Value)] {
    members.sorted { $0.key.precedesInByteOrder($1.key) }
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    counts.append(0)
  }

  private mutating func close(_ bracket: UInt8) {
    // An empty container still spans two lines, as `JSONEncoder` writes it: `[\n\n]`.
    if counts.removeLast() == 0, isPretty { bytes.append(0x0A) }
    newLine()
    bytes.append(bracket)
  }

  private mutating func startItem() {
    if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
    counts[counts.count - 1] += 1
    newLine()
  }

  private mutating func newLine() {
    guard isPretty else { return }
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * counts.count))
  }
}
