/// Weekday names that spreadsheets' long date formats put before a date (`Thursday, February 9,
/// 2023`, `jeudi 9 février 2023`, `Donnerstag, 9. Februar 2023`) or after it in parentheses
/// (`2023年2月9日(木)`): full names and abbreviations in the languages of ``MonthNames``, and the
/// one-character names of Japanese, Chinese and Korean. No name is a month name.
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

  /// CLDR's weekday names (wide and abbreviated, in a date and standing alone) in the
  /// languages of ``MonthNames``, those the lists above lack, as `Scripts/cldr-names.py` writes
  /// them; no month name, and no name two languages give different days.
  private static let cldrNames: [(String, Int)] = [
    // de
    ("mo", 1), ("di", 2), ("mi", 3), ("do", 4), ("fr", 5), ("sa", 6),
    // fr
    ("dim", 7), ("lun", 1), ("mer", 3), ("jeu", 4), ("ven", 5), ("sam", 6),
    // es
    ("dom", 7), ("mié", 3), ("jue", 4), ("vie", 5), ("sáb", 6),
    // it
    ("gio", 4), ("sab", 6),
    // pt
    ("segunda-feira", 1), ("terça-feira", 2), ("quarta-feira", 3), ("quinta-feira", 4),
    ("sexta-feira", 5), ("seg", 1), ("ter", 2), ("qua", 3), ("qui", 4), ("sex", 5),
    // nl
    ("zo", 7), ("ma", 1), ("wo", 3), ("vr", 5), ("za", 6),
    // sv
    ("söndag", 7), ("måndag", 1), ("tisdag", 2), ("onsdag", 3), ("torsdag", 4), ("fredag", 5),
    ("lördag", 6), ("sön", 7), ("mån", 1), ("tis", 2), ("ons", 3), ("tors", 4), ("fre", 5),
    ("lör", 6),
    // da
    ("søndag", 7), ("mandag", 1), ("tirsdag", 2), ("lørdag", 6), ("søn", 7), ("man", 1),
    ("tirs", 2), ("lør", 6),
    // nb
    ("tir", 2),
    // fi
    ("sunnuntai", 7), ("maanantaina", 1), ("tiistaina", 2), ("keskiviikkona", 3), ("torstaina", 4),
    ("perjantaina", 5), ("lauantaina", 6), ("su", 7), ("ti", 2), ("ke", 3), ("to", 4), ("pe", 5),
    ("la", 6), ("maanantai", 1), ("tiistai", 2), ("keskiviikko", 3), ("torstai", 4),
    ("perjantai", 5), ("lauantai", 6),
    // pl
    ("niedziela", 7), ("poniedziałek", 1), ("wtorek", 2), ("środa", 3), ("czwartek", 4),
    ("piątek", 5), ("sobota", 6), ("niedz", 7), ("pon", 1), ("wt", 2), ("śr", 3), ("czw", 4),
    ("pt", 5), ("sob", 6),
    // cs
    ("neděle", 7), ("pondělí", 1), ("úterý", 2), ("středa", 3), ("čtvrtek", 4), ("pátek", 5),
    ("ne", 7), ("po", 1), ("út", 2), ("st", 3), ("čt", 4), ("pá", 5),
    // sk
    ("nedeľa", 7), ("pondelok", 1), ("utorok", 2), ("streda", 3), ("štvrtok", 4), ("piatok", 5),
    ("ut", 2), ("pi", 5),
    // hu
    ("vasárnap", 7), ("hétfő", 1), ("kedd", 2), ("szerda", 3), ("csütörtök", 4), ("péntek", 5),
    ("szombat", 6), ("sze", 3), ("cs", 4), ("szo", 6),
    // ro
    ("duminică", 7), ("luni", 1), ("marți", 2), ("miercuri", 3), ("joi", 4), ("vineri", 5),
    ("sâmbătă", 6), ("dum", 7), ("mie", 3), ("vin", 5), ("sâm", 6),
    // ro, with the cedilla LibreOffice writes for the comma below
    ("marţi", 2),
    // bg
    ("неделя", 7), ("понеделник", 1), ("вторник", 2), ("сряда", 3), ("четвъртък", 4), ("петък", 5),
    ("събота", 6), ("нд", 7), ("пн", 1), ("вт", 2), ("ср", 3), ("чт", 4), ("пт", 5), ("сб", 6),
    // ru
    ("воскресенье", 7), ("понедельник", 1), ("среда", 3), ("четверг", 4), ("пятница", 5),
    ("суббота", 6), ("вс", 7),
    // uk
    ("неділя", 7), ("понеділок", 1), ("вівторок", 2), ("середа", 3), ("четвер", 4),
    ("пʼятниця", 5), ("субота", 6),
    // el
    ("κυριακή", 7), ("δευτέρα", 1), ("τρίτη", 2), ("τετάρτη", 3), ("πέμπτη", 4), ("παρασκευή", 5),
    ("σάββατο", 6), ("κυρ", 7), ("δευ", 1), ("τρί", 2), ("τετ", 3), ("πέμ", 4), ("παρ", 5),
    ("σάβ", 6),
    // tr
    ("pazar", 7), ("pazartesi", 1), ("salı", 2), ("çarşamba", 3), ("perşembe", 4), ("cuma", 5),
    ("cumartesi", 6), ("paz", 7), ("pzt", 1), ("sal", 2), ("çar", 3), ("per", 4), ("cum", 5),
    ("cmt", 6),
    // he
    ("שבת", 6),
    // ar
    ("الأحد", 7), ("الاثنين", 1), ("الثلاثاء", 2), ("الأربعاء", 3), ("الخميس", 4), ("الجمعة", 5),
    ("السبت", 6), ("أحد", 7), ("اثنين", 1), ("ثلاثاء", 2), ("أربعاء", 3), ("خميس", 4), ("جمعة", 5),
    ("سبت", 6),
    // hi
    ("रविवार", 7), ("सोमवार", 1), ("मंगलवार", 2), ("बुधवार", 3), ("गुरुवार", 4), ("शुक्रवार", 5),
    ("शनिवार", 6), ("रवि", 7), ("सोम", 1), ("मंगल", 2), ("बुध", 3), ("गुरु", 4), ("शुक्र", 5),
    ("शनि", 6), ("सॊमवार्", 1),
    // fa
    ("یکشنبه", 7), ("دوشنبه", 1), ("سه\u{200C}شنبه", 2), ("چهارشنبه", 3),
    ("پنجشنبه", 4), ("جمعه", 5), ("شنبه", 6),
    // th
    ("อาทิตย์", 7), ("จันทร์", 1), ("อังคาร", 2), ("พุธ", 3), ("พฤหัสบดี", 4), ("ศุกร์", 5),
    ("เสาร์", 6),
    // bn
    ("রবিবার", 7), ("সোমবার", 1), ("মঙ্গলবার", 2), ("বুধবার", 3), ("বৃহস্পতিবার", 4),
    ("শুক্রবার", 5), ("শনিবার", 6), ("রবি", 7), ("সোম", 1), ("মঙ্গল", 2), ("বুধ", 3),
    ("বৃহস্পতি", 4), ("শুক্র", 5), ("শনি", 6),
    // vi
    ("cn", 7),
    // id
    ("minggu", 7), ("senin", 1), ("selasa", 2), ("rabu", 3), ("kamis", 4), ("jumat", 5),
    ("sabtu", 6), ("min", 7), ("sen", 1), ("sel", 2), ("rab", 3), ("kam", 4), ("jum", 5),
    // ms
    ("ahad", 7), ("isnin", 1), ("khamis", 4), ("jumaat", 5), ("ahd", 7), ("isn", 1), ("kha", 4),
    // lt
    ("sekmadienis", 7), ("pirmadienis", 1), ("antradienis", 2), ("trečiadienis", 3),
    ("ketvirtadienis", 4), ("penktadienis", 5), ("šeštadienis", 6), ("sk", 7), ("pr", 1),
    ("an", 2), ("tr", 3), ("kt", 4), ("pn", 5),
    // lv
    ("svētdiena", 7), ("pirmdiena", 1), ("otrdiena", 2), ("trešdiena", 3), ("ceturtdiena", 4),
    ("piektdiena", 5), ("sestdiena", 6), ("svētd", 7), ("pirmd", 1), ("otrd", 2), ("trešd", 3),
    ("ceturtd", 4), ("piektd", 5), ("sestd", 6),
    // et
    ("pühapäev", 7), ("esmaspäev", 1), ("teisipäev", 2), ("kolmapäev", 3), ("neljapäev", 4),
    ("reede", 5), ("laupäev", 6),
    // hr
    ("nedjelja", 7), ("ponedjeljak", 1), ("utorak", 2), ("srijeda", 3), ("četvrtak", 4),
    ("petak", 5), ("subota", 6), ("ned", 7), ("uto", 2), ("sri", 3), ("čet", 4), ("pet", 5),
    ("sub", 6),
    // sr
    ("недеља", 7), ("понедељак", 1), ("уторак", 2), ("четвртак", 4), ("петак", 5), ("нед", 7),
    ("пон", 1), ("уто", 2), ("сре", 3), ("чет", 4), ("пет", 5), ("суб", 6),
    // sr_Latn
    ("nedelja", 7), ("ponedeljak", 1), ("sreda", 3), ("sre", 3),
    // sl
    ("ponedeljek", 1), ("torek", 2), ("četrtek", 4), ("petek", 5),
    // is
    ("sunnudagur", 7), ("mánudagur", 1), ("þriðjudagur", 2), ("miðvikudagur", 3),
    ("fimmtudagur", 4), ("föstudagur", 5), ("laugardagur", 6), ("mán", 1), ("þri", 2), ("mið", 3),
    ("fim", 4), ("fös", 5), ("lau", 6),
    // ca
    ("diumenge", 7), ("dilluns", 1), ("dimarts", 2), ("dimecres", 3), ("dijous", 4),
    ("divendres", 5), ("dissabte", 6), ("dg", 7), ("dl", 1), ("dt", 2), ("dc", 3), ("dj", 4),
    ("dv", 5), ("ds", 6),
  ]

  /// The names of two words, a lead word and the day's (Hebrew `יום חמישי`, `יום ה׳`,
  /// Vietnamese `Thứ Năm`, `Chủ Nhật`), each with one space between them, as CLDR writes them.
  private static let twoWordNames: [(String, Int)] =
    zip(["ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת"], [7, 1, 2, 3, 4, 5, 6])
    .map { ("יום " + $0, $1) }
    + zip(["א׳", "ב׳", "ג׳", "ד׳", "ה׳", "ו׳"], [7, 1, 2, 3, 4, 5]).map { ("יום " + $0, $1) }
    + zip(["hai", "ba", "tư", "năm", "sáu", "bảy"], 1...6).map { ("thứ " + $0, $1) }
    + [("chủ nhật", 7)]

  /// Hebrew's day names without their lead word, as LibreOffice's long dates write them
  /// (`ראשון, 15 ינואר, 2023`; CLDR's `שבת` is among ``cldrNames``).
  private static let hebrewDayNames: [(String, Int)] = Array(
    zip(["ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי"], [7, 1, 2, 3, 4, 5]))

  private static let lookup = NumberedNames(
    words + longEastAsianNames + cldrNames + twoWordNames + hebrewDayNames)

  /// The first words of ``twoWordNames``.
  private static let firstOfTwoWords = NumberedNames(
    Set(twoWordNames.map { String($0.0.prefix { $0 != " " }) }).map { ($0, 0) })

  /// Whether a word is the first of a two-word name (`יום`, `Thứ`, `Chủ`), in any case: the scan
  /// then reads it with the next word, through ``weekday(_:)``.
  static func isFirstOfTwoWords(_ bytes: UnsafeRawBufferPointer) -> Bool {
    firstOfTwoWords.number(bytes) != nil
  }

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
