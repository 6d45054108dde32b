import Foundation

/// A sheet row new to the ledger whose id is the id of a row the sheet holds with a digit or two
/// changed (or its last number counted up), whose `createdAt` is that row's to the second (or
/// whole years from it, as LibreOffice's fill counts up its year), and
/// whose words (text, a type, a flag, a linked id) are that row's, texts and linked ids ending in
/// a number counted up or not: what filling a row down over the rows below it leaves.
/// Excel and LibreOffice copy each cell, count up the number a text ends with (an id's last
/// group), and count up dates and, in LibreOffice, numbers. Merged as it is, it would add a
/// copy of that row; a new row a person types or pastes has an id and a `createdAt` of its
/// own, or none, and a row copied to make a new one is edited. Past
/// ``NearIdSuggestions/searchLimit`` new rows, a row's source is looked up by its id's first ten
/// bytes, which a fill leaves.
enum FilledIds {
  /// Whether the new row `row` looks filled down from the row `source`. LibreOffice's fill
  /// counts up the year `createdAt` starts with too: a row whose id only counts up the source's
  /// may have its `createdAt` whole years later.
  static func looksFilled<Row: MergeableRow>(_ row: Row, from source: Row) -> Bool {
    guard let id = row.rowKey.id, let sourceId = source.rowKey.id,
      abs(row.createdAt.timeIntervalSince(source.createdAt)) < 1
        || (IdHead(id) == IdHead(sourceId) && isYearsApart(row.createdAt, source.createdAt)),
      NearIdSuggestions.digitsApart(id, sourceId) <= NearIdSuggestions.maximumDistance
        || isCountedUp(id.uuidString, from: sourceId.uuidString)
    else { return false }
    return Row.fields.allSatisfy { field in
      switch field.kind {
      case .text:
        field.isEqual(row, source) || isCountedUp(field.text(row), from: field.text(source))
      case .boolean, .enumeration: field.isEqual(row, source)
      case .uuid:
        field.rule == .key || field.isEqual(row, source)
          || isCountedUp(field.text(row), from: field.text(source))
      case .date, .timestamp, .money, .integer: true
      }
    }
  }

  /// Whether `date` is `source` a whole number of years later or earlier, in UTC, to the
  /// millisecond.
  static func isYearsApart(_ date: Date, _ source: Date) -> Bool {
    let parts: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute, .second]
    let (a, b) = (utc.dateComponents(parts, from: date), utc.dateComponents(parts, from: source))
    let fraction = { (date: Date) in
      date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
    }
    return a.year != b.year && a.month == b.month && a.day == b.day && a.hour == b.hour
      && a.minute == b.minute && a.second == b.second
      && abs(fraction(date) - fraction(source)) < 0.001
  }

  /// The Gregorian calendar in UTC.
  private static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// The first ten bytes of an id: the part a fill leaves, as it counts up the number the id's
  /// last group ends with.
  struct IdHead: Hashable {
    var high: UInt64
    var low: UInt16

    init(_ id: UUID) {
      (high, low) = withUnsafeBytes(of: id.uuid) { bytes in
        (
          bytes.loadUnaligned(as: UInt64.self),
          bytes.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
        )
      }
    }
  }

  /// The indices of the rows of `local` that `inSheet` marks whose ids share the head of one of
  /// `candidates`' ids, by that head: what a fill of more rows than a search reads every row
  /// for looks its sources up in. Only the candidates' heads are kept, so that a large ledger
  /// costs one pass and no array per row.
  static func sourcesByHead<Row: MergeableRow>(
    of candidates: some Sequence<Row>, in local: [Row], inSheet: [Bool]
  ) -> [IdHead: [Int]] {
    var sources: [IdHead: [Int]] = [:]
    for row in candidates {
      if let id = row.rowKey.id { sources[IdHead(id)] = [] }
    }
    for index in local.indices where inSheet[index] {
      guard let id = local[index].rowKey.id else { continue }
      sources[IdHead(id)]?.append(index)
    }
    return sources
  }

  /// The first index among those whose rows' ids share the head of `row`'s id (`sources`,
  /// ``sourcesByHead(of:in:inSheet:)``) that `isSource` accepts.
  static func source<Row: MergeableRow>(
    of row: Row, sources: [IdHead: [Int]], isSource: (Int) -> Bool
  ) -> Int? {
    guard let id = row.rowKey.id else { return nil }
    return sources[IdHead(id)]?.first(where: isSource)
  }

  /// Whether `text` is `source` with the number it ends with counted up or down, as filling
  /// does (`…E196` to `…E200`, `Invoice 9` to `Invoice 10`).
  static func isCountedUp(_ text: String, from source: String) -> Bool {
    let (prefix, number) = trailingNumber(of: text)
    let (sourcePrefix, sourceNumber) = trailingNumber(of: source)
    guard let number, let sourceNumber else { return false }
    return prefix == sourcePrefix && number != sourceNumber
  }

  /// `text` without the ASCII digits it ends with (at most 18), and their number; `nil` when it
  /// ends with none.
  private static func trailingNumber(of text: String) -> (Substring, Int?) {
    let digits = text.utf8.reversed().prefix { $0 >= 0x30 && $0 <= 0x39 }.count
    guard digits > 0, digits <= 18 else { return (Substring(text), nil) }
    let cut = text.utf8.index(text.utf8.endIndex, offsetBy: -digits)
    return (text[..<cut], Int(text[cut...]))
  }
}
