/// A one-byte text encoding a spreadsheet reads a CSV file in when the file has no byte order
/// mark: Excel for Windows reads Windows-1252 ("ANSI"), Excel for Mac Mac Roman. Text saved
/// from such a reading, or in such an encoding, is damaged in ways a merge recognises.
enum SingleByteEncoding: CaseIterable {
  /// Windows-1252, its five undefined bytes read as the C1 control characters, as Excel does.
  case windows1252
  /// Mac OS Roman.
  case macRoman

  /// The encoding's name as a person knows it.
  var name: String {
    switch self {
    case .windows1252: "Windows-1252"
    case .macRoman: "Mac Roman"
    }
  }

  /// The byte that stands for `scalar`, or `nil` when the encoding has none. LibreOffice reads
  /// Windows-1252's undefined bytes as U+F181, U+F18D, U+F18F, U+F190 and U+F19D.
  func byte(for scalar: Unicode.Scalar) -> UInt8? {
    if scalar.isASCII { return UInt8(scalar.value) }
    if self == .windows1252, scalar.value >= 0xF181, scalar.value <= 0xF19D,
      Self.undefinedWindows1252Bytes.contains(UInt8(scalar.value - 0xF100))
    {
      return UInt8(scalar.value - 0xF100)
    }
    return Self.bytesByScalar[self]![scalar.value]
  }

  /// The bytes Windows-1252 leaves undefined.
  static let undefinedWindows1252Bytes: [UInt8] = [0x81, 0x8D, 0x8F, 0x90, 0x9D]

  /// Whether the encoding has a byte for `scalar`.
  func encodes(_ scalar: Unicode.Scalar) -> Bool { byte(for: scalar) != nil }

  /// The code points of the bytes 0x80 to 0xFF (Windows-1252: 0xA0 to 0xFF are their own).
  private var upperHalf: [UInt32] {
    switch self {
    case .windows1252: Self.windows1252Specials + (0xA0...0xFF).map { $0 }
    case .macRoman: Self.macRomanUpperHalf
    }
  }

  /// Each encoding's bytes 0x80 to 0xFF by the code point they stand for.
  private static let bytesByScalar: [SingleByteEncoding: [UInt32: UInt8]] = Dictionary(
    uniqueKeysWithValues: allCases.map { encoding in
      (
        encoding,
        Dictionary(
          uniqueKeysWithValues: encoding.upperHalf.enumerated().map {
            ($0.element, UInt8(0x80 + $0.offset))
          })
      )
    })

  /// Windows-1252's bytes 0x80 to 0x9F.
  private static let windows1252Specials: [UInt32] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
  ]

  /// Mac Roman's bytes 0x80 to 0xFF.
  private static let macRomanUpperHalf: [UInt32] = [
    0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1,
    0x00E0, 0x00E2, 0x00E4, 0x00E3, 0x00E5, 0x00E7, 0x00E9, 0x00E8,
    0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3,
    0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC,
    0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6, 0x00DF,
    0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8,
    0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211,
    0x220F, 0x03C0, 0x222B, 0x00AA, 0x00BA, 0x03A9, 0x00E6, 0x00F8,
    0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB,
    0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153,
    0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA,
    0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,
    0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1,
    0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC, 0x00D3, 0x00D4,
    0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC,
    0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
  ]
}
