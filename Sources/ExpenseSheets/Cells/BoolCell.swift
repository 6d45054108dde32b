/// Reads booleans as spreadsheets and people write them: TRUE/FALSE in any case, yes/no, 1/0,
/// and the words spreadsheets in other locales write (`WAHR`, `VRAI`, `VERDADERO`, `VERO`,
/// `WAAR`, `SANT`, `PRAWDA`, `ИСТИНА`, `DOĞRU`, `ΣΩΣΤΌ`, `ADEVĂRAT`, `TAČNO`, `참`, `真`, `صح`,
/// ..., and their false), as LibreOffice and Gnumeric write them.
enum BoolCell {
  // Case is ignored for ASCII letters (and, by the byte comparison, for most accented Latin
  // ones); words with other letters are listed in both cases.
  private static let trueWords: [StaticString] = [
    "true", "yes", "1", "wahr", "vrai", "verdadero", "verdadeiro", "vero", "waar", "ja", "sant",
    "sand", "sann", "tosi", "prawda", "pravda", "igaz", "истина", "ИСТИНА", "doğru", "DOĞRU",
    "benar", "teisingai", "taip", "істина", "ІСТИНА", "σωστό", "ΣΩΣΤΌ", "αληθές", "ΑΛΗΘΕΣ",
    "صح", "درست", "सही", "참", "จริง", "真", "אמת", "adevărat", "ADEVĂRAT", "tačno", "TAČNO",
  ]
  private static let falseWords: [StaticString] = [
    "false", "no", "0", "falsch", "faux", "falso", "onwaar", "nein", "nee", "falskt", "falsk",
    "usann", "epätosi", "fałsz", "FAŁSZ", "nepravda", "hamis", "ложь", "ЛОЖЬ", "yanlış",
    "YANLIŞ", "salah", "neteisingai", "ne", "брехня", "БРЕХНЯ", "хибність", "ХИБНІСТЬ",
    "λάθος", "ΛΆΘΟΣ", "ψευδές", "ΨΕΥΔΕΣ", "خطأ", "نادرست", "गलत", "거짓", "เท็จ", "假", "שקר",
    "fals", "netačno", "NETAČNO",
  ]

  /// The boolean in `bytes` (spaces around are ignored), or `nil`.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> Bool? {
    let bytes = bytes.trimmingSpaces
    if trueWords.contains(where: { bytes.equalsIgnoringCase($0) }) { return true }
    if falseWords.contains(where: { bytes.equalsIgnoringCase($0) }) { return false }
    return nil
  }
}
