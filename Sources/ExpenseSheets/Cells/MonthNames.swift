/// Month names and abbreviations in English, German, French, Spanish, Italian, Portuguese and
/// Dutch, as spreadsheets display them. No name means different months in two of them.
enum MonthNames {
  /// Each name in lower case, and its month's number.
  static let names: [(String, Int)] = [
    ("january", 1), ("jan", 1), ("januar", 1), ("jän", 1), ("janvier", 1), ("janv", 1),
    ("enero", 1), ("ene", 1), ("gennaio", 1), ("gen", 1), ("janeiro", 1), ("januari", 1),
    ("february", 2), ("feb", 2), ("februar", 2), ("février", 2), ("févr", 2), ("fév", 2),
    ("febrero", 2), ("febbraio", 2), ("fevereiro", 2), ("fev", 2), ("februari", 2),
    ("march", 3), ("mar", 3), ("märz", 3), ("mär", 3), ("mrz", 3), ("mars", 3), ("marzo", 3),
    ("março", 3), ("maart", 3), ("mrt", 3),
    ("april", 4), ("apr", 4), ("avril", 4), ("avr", 4), ("abril", 4), ("abr", 4), ("aprile", 4),
    ("may", 5), ("mai", 5), ("mayo", 5), ("maggio", 5), ("mag", 5), ("maio", 5), ("mei", 5),
    ("june", 6), ("jun", 6), ("juni", 6), ("juin", 6), ("junio", 6), ("giugno", 6), ("giu", 6),
    ("junho", 6),
    ("july", 7), ("jul", 7), ("juli", 7), ("juillet", 7), ("juil", 7), ("julio", 7),
    ("luglio", 7), ("lug", 7), ("julho", 7),
    ("august", 8), ("aug", 8), ("août", 8), ("agosto", 8), ("ago", 8), ("augustus", 8),
    ("september", 9), ("sep", 9), ("sept", 9), ("septembre", 9), ("septiembre", 9),
    ("setiembre", 9), ("settembre", 9), ("set", 9), ("setembro", 9),
    ("october", 10), ("oct", 10), ("oktober", 10), ("okt", 10), ("octobre", 10),
    ("octubre", 10), ("ottobre", 10), ("ott", 10), ("outubro", 10), ("out", 10),
    ("november", 11), ("nov", 11), ("novembre", 11), ("noviembre", 11), ("novembro", 11),
    ("december", 12), ("dec", 12), ("dezember", 12), ("dez", 12), ("décembre", 12),
    ("déc", 12), ("diciembre", 12), ("dic", 12), ("dicembre", 12), ("dezembro", 12),
  ]

  private static let lookup = NumberedNames(names)

  /// The month number of a name in any case, or `nil`.
  static func month(_ bytes: UnsafeRawBufferPointer) -> Int? {
    lookup.number(bytes)
  }
}
