/// Words long date formats put between a date's parts, which say nothing of its value: Spanish
/// and Portuguese `de` (`9 de febrero de 2025`), Catalan `del` (`9 de febrer del 2023`), the year's abbreviation in Russian and
/// Bulgarian (`9 февраля 2023 г.`) and Ukrainian (`р.`), Danish `den` (`torsdag den 9. februar
/// 2023`), Latvian `gada` (`2023. gada 9. februāris`), Lithuanian `m.` and `d.` (`2023 m.
/// vasario 9 d.`), and Vietnamese `ngày` (`ngày 9 tháng 2, 2023`). Vietnamese `tháng` (or
/// `thg`) says that the number after it is the month (``isMonthNumberWord(_:)``).
enum DateFillerWords {
  private static let lookup = NumberedNames(
    ["de", "del", "г", "р", "den", "gada", "m", "d", "ngày"].map { ($0, 0) })

  private static let monthNumberWords = NumberedNames([("tháng", 0), ("thg", 0)])

  /// Whether a word, in any case, is Vietnamese `tháng` or `thg` (month), which a month's
  /// number follows: `ngày 9 tháng 2, 2023` is the 9th of February, whichever order the column
  /// has.
  static func isMonthNumberWord(_ word: UnsafeRawBufferPointer) -> Bool {
    monthNumberWords.number(word) != nil
  }

  /// Whether a word, in any case, is one of them.
  static func contains(_ word: UnsafeRawBufferPointer) -> Bool {
    lookup.number(word) != nil
  }
}
