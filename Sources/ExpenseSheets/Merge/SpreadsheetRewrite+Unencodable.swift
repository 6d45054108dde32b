extension SpreadsheetRewrite {
  /// Whether `sheet` is `local` saved in a one-byte encoding that lacks some of its characters,
  /// each written `?`, one for each code point or one for each UTF-16 unit: Excel's "CSV"
  /// save, in Windows-1252, writes `🛒` as `?` and `🍽️` as `??`.
  static func isUnencodableReplaced(local: String, sheet: String) -> Bool {
    guard sheet.utf8.contains(UInt8(ascii: "?")) else { return false }
    return SingleByteEncoding.allCases.contains { encoding in
      [false, true].contains { isPerUTF16Unit in
        var rest = sheet.unicodeScalars[...]
        var isReplaced = false
        for scalar in local.unicodeScalars {
          if encoding.encodes(scalar) {
            guard rest.popFirst() == scalar else { return false }
            continue
          }
          for _ in 0..<(isPerUTF16Unit ? UTF16.width(scalar) : 1) {
            guard rest.popFirst() == "?" else { return false }
          }
          isReplaced = true
        }
        return isReplaced && rest.isEmpty
      }
    }
  }
}
