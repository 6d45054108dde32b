/// Month names and abbreviations as spreadsheets display them, in English, German, French,
/// Spanish, Italian, Portuguese and Dutch, and the languages of CLDR's names below. No name
/// means different months in two of them.
enum MonthNames {
  /// Each name in lower case, and its month's number.
  static let names: [(String, Int)] =
    [
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
    ] + cldrNames

  /// CLDR's month names (wide and abbreviated, in a date and standing alone) in the languages
  /// above and in Swedish, Danish, Norwegian, Finnish, Polish, Czech, Slovak, Hungarian,
  /// Romanian, Bulgarian, Russian, Ukrainian, Greek, Turkish, Hebrew, Arabic, Hindi, Bengali,
  /// Vietnamese, Indonesian, Malay, Lithuanian, Latvian, Estonian, Croatian, Serbian,
  /// Slovenian, Icelandic, Catalan and Thai, those the list above lacks, as `Scripts/cldr-names.py`
  /// writes them. A name two languages give different months is in neither: `listopad` is
  /// November in Polish and Czech and October in Croatian (so are `lis`, `lip` and `srp`).
  private static let cldrNames: [(String, Int)] =
    [
      // de_AT
      ("jänner", 1),
      // fr_CA
      ("juill", 7),
      // sv
      ("maj", 5), ("augusti", 8),
      // da
      ("marts", 3),
      // nb
      ("desember", 12), ("des", 12),
      // fi
      ("tammikuuta", 1), ("helmikuuta", 2), ("maaliskuuta", 3), ("huhtikuuta", 4),
      ("toukokuuta", 5),
      ("kesäkuuta", 6), ("heinäkuuta", 7), ("elokuuta", 8), ("syyskuuta", 9), ("lokakuuta", 10),
      ("marraskuuta", 11), ("joulukuuta", 12), ("tammi", 1), ("helmi", 2), ("maalis", 3),
      ("huhti", 4), ("touko", 5), ("kesä", 6), ("heinä", 7), ("elo", 8), ("syys", 9), ("loka", 10),
      ("marras", 11), ("joulu", 12), ("tammikuu", 1), ("helmikuu", 2), ("maaliskuu", 3),
      ("huhtikuu", 4), ("toukokuu", 5), ("kesäkuu", 6), ("heinäkuu", 7), ("elokuu", 8),
      ("syyskuu", 9), ("lokakuu", 10), ("marraskuu", 11), ("joulukuu", 12),
      // pl
      ("stycznia", 1), ("lutego", 2), ("marca", 3), ("kwietnia", 4), ("maja", 5), ("czerwca", 6),
      ("lipca", 7), ("sierpnia", 8), ("września", 9), ("października", 10), ("grudnia", 12),
      ("sty", 1), ("lut", 2), ("kwi", 4), ("cze", 6), ("sie", 8), ("wrz", 9), ("paź", 10),
      ("gru", 12), ("styczeń", 1), ("luty", 2), ("marzec", 3), ("kwiecień", 4), ("czerwiec", 6),
      ("lipiec", 7), ("sierpień", 8), ("wrzesień", 9), ("październik", 10), ("grudzień", 12),
      // cs
      ("ledna", 1), ("února", 2), ("března", 3), ("dubna", 4), ("května", 5), ("června", 6),
      ("července", 7), ("srpna", 8), ("září", 9), ("října", 10), ("listopadu", 11),
      ("prosince", 12),
      ("led", 1), ("úno", 2), ("bře", 3), ("dub", 4), ("kvě", 5), ("čvn", 6), ("čvc", 7),
      ("zář", 9),
      ("říj", 10), ("pro", 12), ("leden", 1), ("únor", 2), ("březen", 3), ("duben", 4),
      ("květen", 5), ("červen", 6), ("červenec", 7), ("srpen", 8), ("říjen", 10), ("prosinec", 12),
      // sk
      ("januára", 1), ("februára", 2), ("apríla", 4), ("mája", 5), ("júna", 6), ("júla", 7),
      ("augusta", 8), ("septembra", 9), ("októbra", 10), ("novembra", 11), ("decembra", 12),
      ("máj", 5), ("jún", 6), ("júl", 7), ("január", 1), ("február", 2), ("marec", 3), ("apríl", 4),
      ("október", 10),
      // hu
      ("március", 3), ("április", 4), ("május", 5), ("június", 6), ("július", 7), ("augusztus", 8),
      ("szeptember", 9), ("febr", 2), ("márc", 3), ("ápr", 4), ("szept", 9),
      // ro
      ("ianuarie", 1), ("februarie", 2), ("martie", 3), ("aprilie", 4), ("iunie", 6), ("iulie", 7),
      ("septembrie", 9), ("octombrie", 10), ("noiembrie", 11), ("decembrie", 12), ("ian", 1),
      ("iun", 6), ("iul", 7),
      // bg
      ("януари", 1), ("февруари", 2), ("март", 3), ("април", 4), ("май", 5), ("юни", 6), ("юли", 7),
      ("август", 8), ("септември", 9), ("октомври", 10), ("ноември", 11), ("декември", 12),
      ("яну", 1), ("фев", 2), ("апр", 4), ("авг", 8), ("сеп", 9), ("окт", 10), ("ное", 11),
      ("дек", 12),
      // ru
      ("января", 1), ("февраля", 2), ("марта", 3), ("апреля", 4), ("мая", 5), ("июня", 6),
      ("июля", 7), ("августа", 8), ("сентября", 9), ("октября", 10), ("ноября", 11),
      ("декабря", 12),
      ("янв", 1), ("февр", 2), ("сент", 9), ("нояб", 11), ("январь", 1), ("февраль", 2),
      ("апрель", 4), ("июнь", 6), ("июль", 7), ("сентябрь", 9), ("октябрь", 10), ("ноябрь", 11),
      ("декабрь", 12),
      // uk
      ("січня", 1), ("лютого", 2), ("березня", 3), ("квітня", 4), ("травня", 5), ("червня", 6),
      ("липня", 7), ("серпня", 8), ("вересня", 9), ("жовтня", 10), ("листопада", 11),
      ("грудня", 12),
      ("січ", 1), ("лют", 2), ("бер", 3), ("квіт", 4), ("трав", 5), ("черв", 6), ("лип", 7),
      ("серп", 8), ("вер", 9), ("жовт", 10), ("лист", 11), ("груд", 12), ("січень", 1),
      ("лютий", 2),
      ("березень", 3), ("квітень", 4), ("травень", 5), ("червень", 6), ("липень", 7),
      ("серпень", 8),
      ("вересень", 9), ("жовтень", 10), ("листопад", 11), ("грудень", 12),
      // el
      ("ιανουαρίου", 1), ("φεβρουαρίου", 2), ("μαρτίου", 3), ("απριλίου", 4), ("μαΐου", 5),
      ("ιουνίου", 6), ("ιουλίου", 7), ("αυγούστου", 8), ("σεπτεμβρίου", 9), ("οκτωβρίου", 10),
      ("νοεμβρίου", 11), ("δεκεμβρίου", 12), ("ιαν", 1), ("φεβ", 2), ("μαρ", 3), ("απρ", 4),
      ("μαΐ", 5), ("ιουν", 6), ("ιουλ", 7), ("αυγ", 8), ("σεπ", 9), ("οκτ", 10), ("νοε", 11),
      ("δεκ", 12), ("ιανουάριος", 1), ("φεβρουάριος", 2), ("μάρτιος", 3), ("απρίλιος", 4),
      ("μάιος", 5), ("ιούνιος", 6), ("ιούλιος", 7), ("αύγουστος", 8), ("σεπτέμβριος", 9),
      ("οκτώβριος", 10), ("νοέμβριος", 11), ("δεκέμβριος", 12), ("μάρ", 3), ("μάι", 5), ("ιούν", 6),
      ("ιούλ", 7), ("αύγ", 8), ("νοέ", 11),
      // tr
      ("ocak", 1), ("şubat", 2), ("mart", 3), ("nisan", 4), ("mayıs", 5), ("haziran", 6),
      ("temmuz", 7), ("ağustos", 8), ("eylül", 9), ("ekim", 10), ("kasım", 11), ("aralık", 12),
      ("oca", 1), ("şub", 2), ("nis", 4), ("haz", 6), ("tem", 7), ("ağu", 8), ("eyl", 9),
      ("eki", 10), ("kas", 11), ("ara", 12),
      // he
      ("ינואר", 1), ("בינואר", 1), ("פברואר", 2), ("בפברואר", 2), ("מרץ", 3), ("במרץ", 3),
      ("אפריל", 4), ("באפריל", 4), ("מאי", 5), ("במאי", 5), ("יוני", 6), ("ביוני", 6), ("יולי", 7),
      ("ביולי", 7), ("אוגוסט", 8), ("באוגוסט", 8), ("ספטמבר", 9), ("בספטמבר", 9), ("אוקטובר", 10),
      ("באוקטובר", 10), ("נובמבר", 11), ("בנובמבר", 11), ("דצמבר", 12), ("בדצמבר", 12), ("ינו׳", 1),
      ("בינו׳", 1), ("פבר׳", 2), ("בפבר׳", 2), ("אפר׳", 4), ("באפר׳", 4), ("אוג׳", 8), ("באוג׳", 8),
      ("ספט׳", 9), ("בספט׳", 9), ("אוק׳", 10), ("באוק׳", 10), ("נוב׳", 11), ("בנוב׳", 11),
      ("דצמ׳", 12), ("בדצמ׳", 12),
      // ar
      ("يناير", 1), ("فبراير", 2), ("مارس", 3), ("أبريل", 4), ("مايو", 5), ("يونيو", 6),
      ("يوليو", 7), ("أغسطس", 8), ("سبتمبر", 9), ("أكتوبر", 10), ("نوفمبر", 11), ("ديسمبر", 12),
      // hi
      ("जनवरी", 1), ("फ़रवरी", 2), ("मार्च", 3), ("अप्रैल", 4), ("मई", 5), ("जून", 6), ("जुलाई", 7),
      ("अगस्त", 8), ("सितंबर", 9), ("अक्तूबर", 10), ("नवंबर", 11), ("दिसंबर", 12), ("जन॰", 1),
      ("फ़र॰", 2), ("जुल॰", 7), ("अग॰", 8), ("सित॰", 9), ("अक्तू॰", 10), ("नव॰", 11), ("दिस॰", 12),
      // bn
      ("জানুয়ারী", 1), ("ফেব্রুয়ারী", 2), ("মার্চ", 3), ("এপ্রিল", 4), ("মে", 5), ("জুন", 6),
      ("জুলাই", 7), ("আগস্ট", 8), ("সেপ্টেম্বর", 9), ("অক্টোবর", 10), ("নভেম্বর", 11),
      ("ডিসেম্বর", 12), ("জানু", 1), ("ফেব", 2), ("এপ্রি", 4), ("জুল", 7), ("আগ", 8), ("সেপ", 9),
      ("অক্টো", 10), ("নভে", 11), ("ডিসে", 12),
      // id
      ("maret", 3), ("agustus", 8), ("agu", 8),
      // ms
      ("mac", 3), ("julai", 7), ("ogos", 8), ("disember", 12), ("ogo", 8), ("dis", 12),
      // lt
      ("sausio", 1), ("vasario", 2), ("kovo", 3), ("balandžio", 4), ("gegužės", 5), ("birželio", 6),
      ("liepos", 7), ("rugpjūčio", 8), ("rugsėjo", 9), ("spalio", 10), ("lapkričio", 11),
      ("gruodžio", 12), ("saus", 1), ("vas", 2), ("kov", 3), ("bal", 4), ("geg", 5), ("birž", 6),
      ("liep", 7), ("rugp", 8), ("rugs", 9), ("spal", 10), ("lapkr", 11), ("gruod", 12),
      ("sausis", 1), ("vasaris", 2), ("kovas", 3), ("balandis", 4), ("gegužė", 5), ("birželis", 6),
      ("liepa", 7), ("rugpjūtis", 8), ("rugsėjis", 9), ("spalis", 10), ("lapkritis", 11),
      ("gruodis", 12),
      // lv
      ("janvāris", 1), ("februāris", 2), ("aprīlis", 4), ("maijs", 5), ("jūnijs", 6), ("jūlijs", 7),
      ("augusts", 8), ("septembris", 9), ("oktobris", 10), ("novembris", 11), ("decembris", 12),
      ("jūn", 6), ("jūl", 7),
      // et
      ("jaanuar", 1), ("veebruar", 2), ("märts", 3), ("aprill", 4), ("juuni", 6), ("juuli", 7),
      ("oktoober", 10), ("detsember", 12), ("jaan", 1), ("veebr", 2), ("dets", 12),
      // hr
      ("siječnja", 1), ("veljače", 2), ("ožujka", 3), ("travnja", 4), ("svibnja", 5), ("lipnja", 6),
      ("srpnja", 7), ("kolovoza", 8), ("rujna", 9), ("studenoga", 11), ("prosinca", 12), ("sij", 1),
      ("velj", 2), ("ožu", 3), ("tra", 4), ("svi", 5), ("kol", 8), ("ruj", 9), ("stu", 11),
      ("siječanj", 1), ("veljača", 2), ("ožujak", 3), ("travanj", 4), ("svibanj", 5), ("lipanj", 6),
      ("srpanj", 7), ("kolovoz", 8), ("rujan", 9), ("studeni", 11), ("prosinac", 12),
      // sr
      ("јануар", 1), ("фебруар", 2), ("мај", 5), ("јун", 6), ("јул", 7), ("септембар", 9),
      ("октобар", 10), ("новембар", 11), ("децембар", 12), ("јан", 1), ("феб", 2), ("мар", 3),
      ("нов", 11), ("дец", 12),
      // sr_Latn
      ("avgust", 8), ("septembar", 9), ("oktobar", 10), ("novembar", 11), ("decembar", 12),
      ("avg", 8),
      // sl
      ("junij", 6), ("julij", 7),
      // is
      ("janúar", 1), ("febrúar", 2), ("maí", 5), ("júní", 6), ("júlí", 7), ("ágúst", 8),
      ("nóvember", 11), ("ágú", 8), ("nóv", 11),
      // ca
      ("d’abril", 4), ("d’agost", 8), ("d’octubre", 10), ("març", 3), ("d’abr", 4), ("maig", 5),
      ("juny", 6), ("ag", 8), ("d’ag", 8), ("d’oct", 10), ("gener", 1), ("febrer", 2),
      ("juliol", 7),
      ("agost", 8), ("setembre", 9), ("desembre", 12),
      // th
      ("มกราคม", 1), ("กุมภาพันธ์", 2), ("มีนาคม", 3), ("เมษายน", 4), ("พฤษภาคม", 5), ("มิถุนายน", 6),
      ("กรกฎาคม", 7), ("สิงหาคม", 8), ("กันยายน", 9), ("ตุลาคม", 10), ("พฤศจิกายน", 11),
      ("ธันวาคม", 12), ("ม.ค", 1), ("ก.พ", 2), ("มี.ค", 3), ("เม.ย", 4), ("พ.ค", 5), ("มิ.ย", 6),
      ("ก.ค", 7), ("ส.ค", 8), ("ก.ย", 9), ("ต.ค", 10), ("พ.ย", 11), ("ธ.ค", 12),
    ] + libreOfficeNames

  /// The names LibreOffice's date formats write that CLDR's list lacks: short Russian names,
  /// Hebrew ones without the geresh, Hindi spellings, the Persian month names its fa_IR locale
  /// gives the Gregorian months (`فروردین` for January).
  private static let libreOfficeNames: [(String, Int)] = [
    ("июн", 6), ("июл", 7), ("сен", 9), ("ноя", 11),
    ("ינו", 1), ("פבר", 2), ("אפר", 4), ("אוג", 8), ("ספט", 9), ("אוק", 10), ("נוב", 11),
    ("דצמ", 12),
    ("फरवरी", 2), ("अप्रॆल", 4), ("जुलाइ", 7), ("अक्तॊबर", 10), ("दिसेंबर", 12),
    ("فروردین", 1), ("اردیبهشت", 2), ("خرداد", 3), ("تیر", 4), ("مرداد", 5), ("شهریور", 6),
    ("مهر", 7), ("آبان", 8), ("آذر", 9), ("دی", 10), ("بهمن", 11), ("اسفند", 12),
  ]

  private static let lookup = NumberedNames(names)

  /// The month number of a name in any case, or `nil`.
  static func month(_ bytes: UnsafeRawBufferPointer) -> Int? {
    lookup.number(bytes)
  }
}
