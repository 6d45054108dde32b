/// Reads booleans as spreadsheets and people write them: TRUE/FALSE in any case, yes/no (and
/// `ja`/`nej`, `oui`/`non`, `да`/`нет`, `예`/`아니요`, ...), 1/0,
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
    // LibreOffice's words in vi, is, hr, sr, bs, ca, et, lv, bg, mk, eu, ga, hy, ka, kk, uz, az,
    // mn, be, ur, bn, ta, te, gu, kn, ml, pa, ne, km, lo, my, am, fo, lb, mt, fy, oc, br, gd,
    // ast, tt, ky, tg, tk, ku, so, ha, xh.
    "đúng", "ĐÚNG", "rétt", "RÉTT", "točno", "TOČNO", "тачно", "ТАЧНО", "tacno", "veritat",
    "tõene", "TÕENE", "patiess", "вярно", "ВЯРНО", "точно", "ТОЧНО", "egiazkoa", "fíor", "FÍOR",
    "ճշմարիտ", "ՃՇՄԱՐԻՏ", "ჭეშმარიტი", "ақиқат", "АҚИҚАТ", "haqiqiy", "düz", "DÜZ", "үнэн",
    "ҮНЭН", "сапраўдна", "САПРАЎДНА", "راست", "সত্য", "ஸரி", "నిజము", "ખરું", "ಸಹೀ", "അതെ",
    "ਸਹੀ", "ठीक", "ត្រូវ", "ແມ່ນແລ້ວ", "မှန်", "አውነት", "sonn", "wouer", "veru", "wier", "verai",
    "gwir", "fìor", "FÌOR", "braero", "чын", "ЧЫН", "чындык", "ЧЫНДЫК", "ҳаққонӣ", "ҲАҚҚОНӢ",
    "dogry", "rast", "run", "gaskiya", "yinyaniso",
    // Yes as people type it in other languages.
    "oui", "sí", "sì", "si", "sim", "tak", "ano", "igen", "kyllä", "evet", "да", "ДА", "예",
    "はい",
  ]
  private static let falseWords: [StaticString] = [
    "false", "no", "0", "falsch", "faux", "falso", "onwaar", "nein", "nee", "falskt", "falsk",
    "usann", "epätosi", "fałsz", "FAŁSZ", "nepravda", "hamis", "ложь", "ЛОЖЬ", "yanlış",
    "YANLIŞ", "salah", "neteisingai", "ne", "брехня", "БРЕХНЯ", "хибність", "ХИБНІСТЬ",
    "λάθος", "ΛΆΘΟΣ", "ψευδές", "ΨΕΥΔΕΣ", "خطأ", "نادرست", "गलत", "거짓", "เท็จ", "假", "שקר",
    "fals", "netačno", "NETAČNO",
    // LibreOffice's words, as above.
    "sai", "rangt", "netočno", "NETOČNO", "нетачно", "НЕТАЧНО", "netacno", "väär", "VÄÄR",
    "aplams", "невярно", "НЕВЯРНО", "неточно", "НЕТОЧНО", "faltsua", "falsa", "vals", "կեղծ",
    "ԿԵՂԾ", "მცდარი", "жалған", "ЖАЛҒАН", "soxta", "худал", "ХУДАЛ", "несапраўдна",
    "НЕСАПРАЎДНА", "غلط", "মিথ্যা", "தப்ப", "అపాదము", "ખોટું", "ಗಲತ್", "അല്ല", "ਗਲਤ", "बेठीक",
    "ខុស", "ບໍ່ແມ່ນ", "မှား", "ሔሰት", "ósonn", "ÓSONN", "falz", "net wier", "breug", "ялган",
    "ЯЛГАН", "жалган", "ЖАЛГАН", "қалбакӣ", "ҚАЛБАКӢ", "ýalňyş", "ÝALŇYŞ", "şaş", "ŞAŞ",
    "يالغان", "been", "karya", "asiyonyaniso",
    // No as people type it in other languages.
    "nej", "non", "não", "nie", "nem", "ei", "hayır", "HAYIR", "нет", "НЕТ", "아니요", "아니오",
    "いいえ",
  ]

  /// The boolean in `bytes` (spaces around are ignored), or `nil`.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> Bool? {
    let bytes = bytes.trimmingSpaces
    if trueWords.contains(where: { bytes.equalsIgnoringCase($0) }) { return true }
    if falseWords.contains(where: { bytes.equalsIgnoringCase($0) }) { return false }
    return nil
  }
}
