/// An era a date's year is counted in, as Japanese and Taiwanese spreadsheets display dates:
/// the Japanese calendar's (`令和5年1月20日`, `R5.01.20`, `平成31年4月30日`, `昭和64年1月7日`) and the
/// Republic of China's (`中華民國112年1月20日`, `民國112年1月20日`). Year 1 of an era is the
/// Gregorian year it began in (`元年`, "first year", is year 1), so each such date is one
/// Gregorian date.
///
/// The eras, their names and their first days are CLDR's (`supplementalData.xml`, the
/// `japanese` and `roc` calendars): Meiji 1868-09-08, Taishō 1912-07-30, Shōwa 1926-12-25,
/// Heisei 1989-01-08, Reiwa 2019-05-01; the Republic of China from 1912-01-01. An era ends the
/// day before the next begins.
struct CalendarEra: Sendable, Hashable {
  /// The era's name in English: `Reiwa`, `Republic of China`.
  var name: String
  /// The era's name as its dates write it: `令和`, `民國`.
  var nativeName: String
  /// The era's first day.
  var first: SheetDate
  /// The era's last day; `nil` for the current era.
  var last: SheetDate?

  /// The Japanese eras, oldest first, then the Republic of China's.
  static let all: [CalendarEra] = {
    let japanese: [(String, String, SheetDate)] = [
      ("Meiji", "明治", SheetDate(year: 1868, month: 9, day: 8)!),
      ("Taishō", "大正", SheetDate(year: 1912, month: 7, day: 30)!),
      ("Shōwa", "昭和", SheetDate(year: 1926, month: 12, day: 25)!),
      ("Heisei", "平成", SheetDate(year: 1989, month: 1, day: 8)!),
      ("Reiwa", "令和", SheetDate(year: 2019, month: 5, day: 1)!),
    ]
    var eras = japanese.indices.map { index in
      let (name, nativeName, first) = japanese[index]
      let next = index + 1 < japanese.count ? japanese[index + 1].2 : nil
      return CalendarEra(
        name: name, nativeName: nativeName, first: first,
        last: next.flatMap { SheetDate(daysSinceEpoch: $0.daysSinceEpoch - 1) })
    }
    eras.append(
      CalendarEra(
        name: "Republic of China", nativeName: "民國",
        first: SheetDate(year: 1912, month: 1, day: 1)!, last: nil))
    return eras
  }()

  /// Each name an era is written by, and its index in ``all``: the Japanese eras' names and the
  /// initials Japanese short dates write (`R5.01.20`: M, T, S, H, R), and the Republic of
  /// China's names in traditional and simplified characters, with and without `中華` (China).
  private static let names = NumberedNames(
    all.indices.map { (all[$0].nativeName, $0) }
      + [("m", 0), ("t", 1), ("s", 2), ("h", 3), ("r", 4)]
      + ["中華民國", "中华民国", "民国"].map { ($0, 5) })

  /// The mark of the first year of an era, `元年`, in `令和元年5月1日`.
  private static let firstYear = Array("元年".utf8)

  /// The era a word names (`令和`, `R`, `民國`), and whether the word goes on with `元年` (its
  /// first year, `令和元年`); `nil` when it names none. A word of Latin letters names an era only
  /// as one upper-case initial.
  static func era(_ word: UnsafeRawBufferPointer) -> (era: CalendarEra, isFirstYear: Bool)? {
    guard let first = word.first else { return nil }
    if first < 0x80 {
      guard word.count == 1, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
        let index = names.number(word)
      else { return nil }
      return (all[index], false)
    }
    if let index = names.number(word) { return (all[index], false) }
    guard word.count > firstYear.count, word.suffix(firstYear.count).elementsEqual(firstYear),
      let index = names.number(
        UnsafeRawBufferPointer(rebasing: word[..<(word.count - firstYear.count)]))
    else { return nil }
    return (all[index], true)
  }

  /// The Gregorian year of the era's year `year` (1 or more).
  func gregorianYear(_ year: Int) -> Int {
    first.year + year - 1
  }

  /// Whether `date` falls within the era.
  func contains(_ date: SheetDate) -> Bool {
    date >= first && last.map { date <= $0 } ?? true
  }

  /// Why `date`, written as the era's year `year`, is no date of the era: when it began or
  /// ended, and the era `date` falls in instead. `Heisei (平成) ended on 2019-04-30: 平成31年5月1日
  /// would be 2019-05-01, in Reiwa (令和)`.
  func outOfSpan(_ date: SheetDate, year: Int) -> String {
    let bound =
      date < first ? "began on \(first)" : "ended on \(last.map { "\($0)" } ?? "")"
    let instead = Self.all.first { $0.nativeName != "民國" && $0.contains(date) }
    return "\(name) (\(nativeName)) \(bound): its year \(year) would be \(date)"
      + (instead.map { ", in \($0.name) (\($0.nativeName))" } ?? "")
  }
}
