/// Reading CSV: the configuration shared by `CSVTable` and `CSVStreamParser`.
public enum CSVReader {
  /// How records are split into fields.
  public struct Configuration: Sendable, Hashable {
    /// The field delimiter, or `nil` to detect it from the first line: the most frequent of
    /// `,`, `;` and TAB outside quotes (a tie goes to `,`). A spreadsheet in a German locale
    /// saves with `;`.
    public var delimiter: UInt8?

    /// Creates a configuration; the delimiter is detected by default.
    public init(delimiter: UInt8? = nil) {
      self.delimiter = delimiter
    }
  }

  /// The byte of `"`.
  static let quote = UInt8(ascii: "\"")
  /// The byte of CR.
  static let carriageReturn: UInt8 = 0x0D
  /// The byte of LF.
  static let lineFeed: UInt8 = 0x0A

  /// The delimiter of a buffer's first non-blank line: the most frequent of `,`, `;` and TAB
  /// outside quotes, `,` on a tie or when none appears.
  ///
  /// - Complexity: O(length of the first record).
  static func detectDelimiter(_ bytes: UnsafeRawBufferPointer) -> UInt8 {
    var commas = 0
    var semicolons = 0
    var tabs = 0
    var inQuotes = false
    var sawContent = false
    for byte in bytes {
      if byte == quote {
        inQuotes.toggle()
        sawContent = true
      } else if !inQuotes {
        switch byte {
        case UInt8(ascii: ","): commas += 1
        case UInt8(ascii: ";"): semicolons += 1
        case 0x09: tabs += 1
        case carriageReturn, lineFeed:
          if sawContent { return pick(commas, semicolons, tabs) }
          continue
        default: break
        }
        sawContent = true
      }
    }
    return pick(commas, semicolons, tabs)
  }

  private static func pick(_ commas: Int, _ semicolons: Int, _ tabs: Int) -> UInt8 {
    if semicolons > commas && semicolons >= tabs { return UInt8(ascii: ";") }
    if tabs > commas && tabs > semicolons { return 0x09 }
    return UInt8(ascii: ",")
  }
}
