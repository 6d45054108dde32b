/// Numbers written with a script's own digits and marks, as spreadsheets in some locales show
/// them, translated to the ASCII the cell readers know: Arabic `١٬٢٣٤٫٥٠` (LibreOffice in
/// Arabic and Persian writes its decimal separator `٫` even with ASCII digits: `157٫41`),
/// Persian `۱۲۳`, Devanagari `१२३`, Bengali `১২৩`, Thai `๑๒๓`, and full-width `１，２３４．５`
/// as a Japanese or Chinese input method types it.
///
/// The readers try a cell as written first; only a cell they cannot read is translated and
/// tried again, so an ASCII cell costs nothing.
enum NativeNumerals {
  /// `read` of the cell as written, or, when that fails and the cell holds a digit or mark to
  /// translate, of its ASCII translation.
  static func reading<Value>(
    _ bytes: UnsafeRawBufferPointer, _ read: (UnsafeRawBufferPointer) -> Value?
  ) -> Value? {
    if let value = read(bytes) { return value }
    guard let translated = ascii(bytes) else { return nil }
    return translated.withUnsafeBytes { read($0) }
  }

  /// The cell with every digit of another script as its ASCII digit, the Arabic decimal
  /// separator `٫` as `.`, the Arabic thousands separator `٬` as `'` (which groups thousands
  /// whichever the decimal separator), the Arabic comma `،` as `,`, full-width forms as their
  /// ASCII characters, no-break and ideographic spaces as a space, and the marks that set the
  /// direction of text (which right-to-left locales put around digits and signs) left out; `nil`
  /// when it has none of them. Nothing is allocated for a cell with none.
  static func ascii(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
    var translated: [UInt8]?
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length = byte < 0x80 ? 1 : sequenceLength(byte)
      let translation =
        byte < 0x80 || index + length > bytes.count
        ? nil : scalar(bytes, at: index, length: length).flatMap(Self.translation)
      if let translation {
        if translated == nil {
          // The first scalar to translate: the bytes before it are kept as they are.
          translated = Array(UnsafeRawBufferPointer(rebasing: bytes[..<index]))
          translated!.reserveCapacity(bytes.count)
        }
        if case .byte(let ascii) = translation { translated!.append(ascii) }
      } else if translated != nil {
        translated!.append(
          contentsOf: UnsafeRawBufferPointer(
            rebasing: bytes[index..<min(index + length, bytes.count)]))
      }
      index += length
    }
    return translated
  }

  /// What a scalar becomes.
  private enum Translation {
    /// An ASCII byte.
    case byte(UInt8)
    /// Nothing: a direction mark.
    case dropped
  }

  /// What a scalar becomes, or `nil` to keep it.
  private static func translation(_ scalar: Unicode.Scalar) -> Translation? {
    switch scalar.value {
    case 0x066B: return .byte(UInt8(ascii: "."))
    case 0x066C, 0x2E41: return .byte(UInt8(ascii: "'"))
    case 0x060C: return .byte(UInt8(ascii: ","))
    case 0x00A0, 0x202F, 0x3000: return .byte(UInt8(ascii: " "))
    case 0xFF01...0xFF5E: return .byte(UInt8(scalar.value - 0xFEE0))
    // Arabic letter mark, left-to-right and right-to-left marks, embeddings and isolates.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return .dropped
    default:
      guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
      else { return nil }
      return .byte(UInt8(ascii: "0") + UInt8(value))
    }
  }

  /// The length of the UTF-8 sequence a lead byte starts (1 for a byte that starts none).
  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 1
    }
  }

  /// The scalar of the sequence at `index`, or `nil` when its bytes are not one.
  private static func scalar(_ bytes: UnsafeRawBufferPointer, at index: Int, length: Int)
    -> Unicode.Scalar?
  {
    guard length > 1 else { return nil }
    var value = UInt32(bytes[index]) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let continuation = bytes[index + offset]
      guard continuation & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(continuation & 0x3F)
    }
    // An overlong form of an ASCII character is no scalar to translate.
    return value >= 0x80 ? Unicode.Scalar(value) : nil
  }
}
