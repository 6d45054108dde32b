import Foundation

/// Currencies written as a word or abbreviation rather than a currency symbol, an ISO 4217
/// code or `$` after capitals: the symbols CLDR gives the world's locales that are neither
/// (`4.200,00 kr.` in Danish, `Rp4.200` in Indonesian, `RM4,200.00` in Malay, `S/ 4,200.00` in
/// Peruvian Spanish, `4200,00 лв.` in Bulgarian, `ر.س.‏ 4,200.00` in Arabic), and the words
/// spreadsheets write after the number in Japanese, Korean and Chinese (`4,200円`, `4,200원`,
/// `4200.00元`), and the symbols LibreOffice writes where CLDR has another (`12,50 грн.`,
/// `РСД`, `ლ.`, `man.`, `Php`).
///
/// CLDR's single letters (`K`, `L`, `Q`, `E`) are left out: after a number they more often mean
/// thousands, or nothing, than a currency; only the rand's `R` is read. So are the symbols with
/// a space in them (`F CFA`): a space ends the run of a currency.
enum CurrencyWords {
  /// Whether a run of bytes is one of the words.
  static func contains(_ run: UnsafeRawBufferPointer) -> Bool {
    // Compared on bytes, among the words of the run's first byte: a text cell tested for
    // looking like money meets this for every run of letters by a number.
    guard let first = run.first else { return false }
    return byFirstByte[Int(first)].contains { word in
      word.count == run.count
        && word.withUnsafeBytes { memcmp($0.baseAddress!, run.baseAddress!, run.count) == 0 }
    }
  }

  /// The words' bytes, by their first byte.
  private static let byFirstByte: [[[UInt8]]] = words.reduce(
    into: Array(repeating: [], count: 256)
  ) { buckets, word in
    let bytes = Array(UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    buckets[Int(bytes[0])].append(bytes)
  }

  private static let words: [StaticString] = [
    // Latin letters.
    "kr", "kr.", "zł", "Fr.", "Fr", "R", "Rs", "Rs.", "Ft", "Kč", "TL", "lei", "Rp", "RM", "S/",
    "Ksh", "TSh", "USh", "Nfk", "Br", "FCFA", "FCFP", "Cg.", "FC", "FG", "Fdj", "Le", "FBu",
    "Ar", "KM", "MTn", "RF", "UM", "CF", "Kz", "DA", "Bs", "Bs.D", "VT", "SR", "Afl.", "Db",
    "MK", "LS", "DT", "Nu.", "Rf", "Gs.", "B/.", "den", "Lekë", "soʻm", "GH₵", "CN¥",
    "JP¥", "man.", "Php",
    // Cyrillic.
    "лв", "лв.", "сом", "сом.", "сўм", "ден.", "КМ", "руб.", "р.", "грн", "грн.", "РСД", "МДен",
    // Georgian, Armenian (LibreOffice's symbols).
    "ლ.", "դր.",
    // Arabic script (a right-to-left mark after them is left out when the cell is read).
    "ر.س.", "ج.م.", "د.إ.", "د.ك.", "ر.ق.", "د.م.", "ر.ع.", "د.ب.", "ل.س.", "ل.ل.", "د.ج.",
    "د.ت.", "ر.ي.", "د.ع.", "د.أ.", "د.ل.", "ج.س.", "أ.م.", "ریال", "ريال", "ر", "د.إ",
    // Other scripts.
    "円", "원", "元", "नेरू", "रू", "රු.", "ብር", "ރ.", "𞤅𞤊𞤀", "𞤊𞤅𞤊𞤀",
  ]
}
