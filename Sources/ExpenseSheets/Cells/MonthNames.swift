/// Month names and abbreviations in English and German, as spreadsheets display them.
enum MonthNames {
  private static let names: [(String, Int)] = [
    ("january", 1), ("jan", 1), ("januar", 1), ("jän", 1),
    ("february", 2), ("feb", 2), ("februar", 2),
    ("march", 3), ("mar", 3), ("märz", 3), ("mär", 3), ("mrz", 3),
    ("april", 4), ("apr", 4),
    ("may", 5), ("mai", 5),
    ("june", 6), ("jun", 6), ("juni", 6),
    ("july", 7), ("jul", 7), ("juli", 7),
    ("august", 8), ("aug", 8),
    ("september", 9), ("sep", 9), ("sept", 9),
    ("october", 10), ("oct", 10), ("oktober", 10), ("okt", 10),
    ("november", 11), ("nov", 11),
    ("december", 12), ("dec", 12), ("dezember", 12), ("dez", 12),
  ]

  private static let table: [String: Int] = Dictionary(uniqueKeysWithValues: names)

  /// The month number of a name in any case, or `nil`.
  static func month(_ bytes: UnsafeRawBufferPointer) -> Int? {
    // Every name is 3 to 9 bytes long and starts with one of these letters.
    guard (3...9).contains(bytes.count),
      "jfmasond".utf8.contains(bytes[0] | 0x20) || bytes[0] >= 0x80
    else { return nil }
    return table[String(decoding: bytes, as: UTF8.self).lowercased()]
  }
}
