extension SpreadsheetRewrite {
  /// Whether `sheet` is `local` saved in an encoding that lacks some of its characters, each
  /// written `?`, one for each code point or one for each UTF-16 unit: Excel's "CSV" save, in
  /// Windows-1252, writes `🛒` as `?` and `🍽️` as `??`; a spreadsheet saving in a locale's old
  /// code page (Windows-1251, Windows-932) writes `Zürich` as `Z?rich`. Any character but an
  /// ASCII one may be lacking: which ones depends on the code page.
  static func isUnencodableReplaced(local: String, sheet: String) -> Bool {
    guard sheet.utf8.contains(UInt8(ascii: "?")) else { return false }
    return [false, true].contains { isPerUTF16Unit in
      var rest = sheet.unicodeScalars[...]
      var isReplaced = false
      for scalar in local.unicodeScalars {
        if rest.first == scalar {
          rest.removeFirst()
          continue
        }
        guard !scalar.isASCII else { return false }
        for _ in 0..<(isPerUTF16Unit ? UTF16.width(scalar) : 1) {
          guard rest.popFirst() == "?" else { return false }
        }
        isReplaced = true
      }
      return isReplaced && rest.isEmpty
    }
  }
}
