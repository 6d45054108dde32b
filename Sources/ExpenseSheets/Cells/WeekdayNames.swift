/// Weekday names that spreadsheets' long date formats put before a date (`Thursday, February 9,
/// 2023`, `jeudi 9 février 2023`, `Donnerstag, 9. Februar 2023`) or after it in parentheses
/// (`2023年2月9日(木)`): full names in the languages of ``MonthNames``, English abbreviations, and
/// the one-character names of Japanese, Chinese and Korean. No name is a month name.
enum WeekdayNames {
  /// Each name in lower case, and its ISO weekday number (Monday 1 to Sunday 7).
  static var names: [(String, Int)] { lookup.names }

  /// The names but the long East Asian ones.
  private static let words: [(String, Int)] = [
    ("monday", 1), ("mon", 1), ("montag", 1), ("lundi", 1), ("lunes", 1), ("lunedì", 1),
    ("maandag", 1), ("segunda", 1), ("月", 1), ("월", 1),
    ("tuesday", 2), ("tue", 2), ("tues", 2), ("dienstag", 2), ("mardi", 2), ("martes", 2),
    ("martedì", 2), ("dinsdag", 2), ("terça", 2), ("火", 2), ("화", 2),
    ("wednesday", 3), ("wed", 3), ("mittwoch", 3), ("mercredi", 3), ("miércoles", 3),
    ("mercoledì", 3), ("woensdag", 3), ("quarta", 3), ("水", 3), ("수", 3),
    ("thursday", 4), ("thu", 4), ("thur", 4), ("thurs", 4), ("donnerstag", 4), ("jeudi", 4),
    ("jueves", 4), ("giovedì", 4), ("donderdag", 4), ("quinta", 4), ("木", 4), ("목", 4),
    ("friday", 5), ("fri", 5), ("freitag", 5), ("vendredi", 5), ("viernes", 5), ("venerdì", 5),
    ("vrijdag", 5), ("sexta", 5), ("金", 5), ("금", 5),
    ("saturday", 6), ("sat", 6), ("samstag", 6), ("sonnabend", 6), ("samedi", 6), ("sábado", 6),
    ("sabato", 6), ("zaterdag", 6), ("土", 6), ("토", 6),
    ("sunday", 7), ("sun", 7), ("sonntag", 7), ("dimanche", 7), ("domingo", 7),
    ("domenica", 7), ("zondag", 7), ("日", 7), ("일", 7),
  ]

  /// The long names of Japanese (`木曜日`), Korean (`목요일`) and Chinese (`星期四`, `周四`).
  private static let longEastAsianNames: [(String, Int)] =
    zip(["月", "火", "水", "木", "金", "土", "日"], 1...7).map { ($0 + "曜日", $1) }
    + zip(["월", "화", "수", "목", "금", "토", "일"], 1...7).map { ($0 + "요일", $1) }
    + zip(["一", "二", "三", "四", "五", "六", "日"], 1...7).flatMap { [("星期" + $0, $1), ("周" + $0, $1)] }
    + [("星期天", 7)]

  private static let lookup = NumberedNames(words + longEastAsianNames)

  /// The ISO weekday number of a name in any case, or `nil`. Portuguese writes the weekdays
  /// after Monday as `quinta-feira`: the scan reads `feira` as a word of its own, which
  /// ``isWeekdaySuffix(_:)`` recognizes.
  static func weekday(_ bytes: UnsafeRawBufferPointer) -> Int? {
    lookup.number(bytes)
  }

  /// Whether a word is the `feira` of a Portuguese weekday (`quinta-feira`).
  static func isWeekdaySuffix(_ bytes: UnsafeRawBufferPointer) -> Bool {
    bytes.equalsIgnoringCase("feira")
  }

  /// The English names, Monday first: what messages call the weekdays.
  static let english = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]

  /// The ISO weekday number (Monday 1 to Sunday 7) of `date`.
  static func weekday(of date: SheetDate) -> Int {
    // 1970-01-01 was a Thursday.
    ((date.daysSinceEpoch % 7) + 10) % 7 + 1
  }
}
