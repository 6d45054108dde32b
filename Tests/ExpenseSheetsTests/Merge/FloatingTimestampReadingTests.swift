import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Date-times a spreadsheet gives back without a zone")
struct FloatingTimestampReadingTests {
  /// How a spreadsheet shows the exported `…Z` date-times.
  enum Display: String, CaseIterable, CustomTestStringConvertible {
    /// Gnumeric and Google Sheets: the UTC wall clock, zone dropped, midnight as a bare date.
    case utcWallClock
    /// A spreadsheet converting to local time in the dataset's zone (America/New_York).
    case datasetZone
    /// A spreadsheet converting to a computer's zone the dataset does not know (UTC+05:30).
    case otherZone
    /// Without milliseconds, as a spreadsheet with a seconds display format downloads it.
    case utcWholeSeconds
    /// The UTC day alone, as a spreadsheet with a date format downloads a date-time.
    case utcDayAlone
    /// The day alone in a zone the dataset does not know (UTC+05:30).
    case otherZoneDayAlone

    var testDescription: String { rawValue }

    /// The zone the wall clock is shown in.
    var zone: TimeZone {
      switch self {
      case .utcWallClock, .utcWholeSeconds, .utcDayAlone: TimeZone(identifier: "UTC")!
      case .datasetZone: TimeZone(identifier: "America/New_York")!
      case .otherZone, .otherZoneDayAlone: TimeZone(secondsFromGMT: 19_800)!
      }
    }

    /// The text of a date-time in this display.
    func text(_ date: Date) -> String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = zone
      formatter.dateFormat =
        self == .utcWholeSeconds ? "yyyy/MM/dd HH:mm:ss" : "yyyy/MM/dd HH:mm:ss.SSS"
      let text = formatter.string(from: date)
      return text.hasSuffix(" 00:00:00.000") || self == .utcDayAlone || self == .otherZoneDayAlone
        ? String(text.prefix(10)) : text
    }
  }

  /// The exported workbook of `ledger` with every timestamp shown as `display` shows it.
  static func displayed(_ ledger: Ledger, as display: Display) -> [Tab: [UInt8]] {
    let stamp = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/
    return WorkbookWriter().encode(ledger).mapValues { bytes in
      let text = String(decoding: bytes, as: UTF8.self).replacing(stamp) { match in
        let date = try! Date(
          String(match.output),
          strategy: .iso8601.year().month().day()
            .time(includingFractionalSeconds: true).timeZone(separator: .omitted))
        return display.text(date)
      }
      return Array(text.utf8)
    }
  }

  /// The sample ledger with a midnight stamp, so that the bare-date form is read too.
  static func ledger() -> Ledger {
    var ledger = SampleLedger.make(transactions: 120, seed: 11)
    ledger.transactions[0].createdAt = Timestamp.date(milliseconds: 1_704_067_200_000)
    ledger.transactions[0].lastModifiedAt = Timestamp.date(milliseconds: 1_704_067_200_000)
    return ledger
  }

  static func merge(_ files: [Tab: [UInt8]], local: Ledger, base: Ledger?) throws -> MergeResult {
    let sheet = try Validator().validate(WorkbookReader().read(tabs: files), local: local)
    return try Merger().merge(
      local: local, sheet: sheet, base: base, options: MergeOptions(mergeTime: Date()))
  }

  @Test(
    "An unchanged sheet merges with no change, with a base or against the local rows only",
    arguments: Display.allCases, [true, false])
  func unchangedSheet(display: Display, withBase: Bool) throws {
    let local = Self.ledger()
    let result = try Self.merge(
      Self.displayed(local, as: display), local: local, base: withBase ? local : nil)
    for tab in Tab.allCases {
      let actions = result.report.summary.totals.counts(in: tab)
      #expect(Set(actions.filter { $0.value > 0 }.keys) == [.unchanged], "\(tab): \(actions)")
    }
    #expect(result.ledger == local)
    let notes = result.report.diagnostics.filter {
      $0.code == .decidedReading && $0.tab == .transactions && $0.column == "lastModifiedAt"
    }
    #expect(notes.count == 1)
    #expect(notes.first?.cell == "Transactions!N2")
  }

  @Test(
    "A sheet whose time zone was changed by hand still shows the export's date-times in the export's zone",
    arguments: ["Asia/Kolkata", "Europe/London", "UTC"])
  func timeZoneChangedInSheet(newZone: String) throws {
    let local = Self.ledger()
    let exportZone = try #require(local.settings?.timezone)
    try #require(exportZone == "America/New_York")
    var files = Self.displayed(local, as: .datasetZone)
    let settings = String(decoding: files[.settings]!, as: UTF8.self)
    files[.settings] = Array(settings.replacingOccurrences(of: exportZone, with: newZone).utf8)
    let result = try Self.merge(files, local: local, base: local)
    for tab in Tab.allCases where tab != .settings {
      let actions = result.report.summary.totals.counts(in: tab)
      #expect(Set(actions.filter { $0.value > 0 }.keys) == [.unchanged], "\(tab): \(actions)")
    }
    #expect(result.ledger.transactions == local.transactions)
    #expect(result.ledger.receipts == local.receipts)
    #expect(result.ledger.settings?.timezone == newZone)
  }

  @Test("The note of a column of one date-time speaks of it in the singular")
  func oneCell() throws {
    let local = Self.ledger()
    let result = try Self.merge(
      Self.displayed(local, as: .utcWallClock), local: local, base: local)
    let note = try #require(
      result.report.diagnostics.first {
        $0.code == .decidedReading && $0.tab == .settings && $0.column == "lastModifiedAt"
      })
    #expect(note.message.contains("read so, 1 cell of the column gives back"), "\(note.message)")
  }

  @Test(
    "An edit made in such a sheet merges as the same edit sent directly",
    arguments: Display.allCases)
  func editedSheet(display: Display) throws {
    let local = Self.ledger()
    var edited = local
    edited.transactions[5].amount = Decimal(string: "1234.56")!
    edited.transactions[7].note = "changed in the sheet"
    let direct = try Self.merge(WorkbookWriter().encode(edited), local: local, base: local)
    let throughSpreadsheet = try Self.merge(
      Self.displayed(edited, as: display), local: local, base: local)
    let changed = { (result: MergeResult) in
      result.report.changes.filter { $0.action != .unchanged }.map {
        ($0.key, $0.action, $0.fields)
      }
    }
    #expect(changed(throughSpreadsheet).map(\.0) == changed(direct).map(\.0))
    #expect(changed(throughSpreadsheet).map(\.1) == [.updated, .updated])
    #expect(changed(throughSpreadsheet).map(\.2) == changed(direct).map(\.2))
  }

  @Test("A day shown alone that is not the exported date-time's day is an edit of it")
  func otherDayShownAlone() throws {
    let local = Self.ledger()
    var edited = local
    edited.transactions[5].createdAt.addTimeInterval(-3 * 86_400)
    let result = try Self.merge(
      Self.displayed(edited, as: .utcDayAlone), local: local, base: local)
    let changes = result.report.changes.filter { $0.action != .unchanged }
    #expect(changes.map(\.key) == [local.transactions[5].rowKey])
    #expect(changes.first?.fields.map(\.field) == ["createdAt"])
  }

  @Test("With no row to compare, date-times are read in the dataset's time zone, and noted so")
  func noEvidenceKeepsDatasetZone() throws {
    let sheetLedger = Self.ledger()
    var local = sheetLedger
    local.transactions = []
    local.receipts = []
    local.settings?.createdAt = Timestamp.date(milliseconds: 0)
    local.settings?.lastModifiedAt = Timestamp.date(milliseconds: 0)
    let files = Self.displayed(sheetLedger, as: .utcWallClock)
      .filter { $0.key == .transactions || $0.key == .settings }
    let sheet = try Validator().validate(WorkbookReader().read(tabs: files), local: local)
    let settled = FloatingTimestampReading.settled(sheet, base: { _ in nil }, local: local)
    #expect(settled.ledger.transactions.count == sheetLedger.transactions.count)
    for (read, exported) in zip(settled.ledger.transactions, sheetLedger.transactions) {
      // New York is 4 or 5 hours behind UTC: its wall clock names a later instant.
      let hours = read.createdAt.timeIntervalSince(exported.createdAt) / 3600
      #expect(hours == 4 || hours == 5)
    }
    let notes = settled.diagnostics.filter { $0.code == .decidedReading }
    #expect(
      Set(notes.map { "\($0.cell ?? "")" })
        == ["Transactions!M2", "Transactions!N2", "Settings!G2", "Settings!H2"])
    for note in notes {
      #expect(note.severity == .info)
      #expect(note.isMergeReading)
      #expect(
        note.message.contains("read as local time in America/New_York, the dataset's time zone"))
    }
    #expect(!sheet.diagnostics.contains { $0.isMergeReading })
  }
}

@Suite("Date-times in the hour the clocks go back over")
struct RepeatedHourTests {
  /// 01:00:05 and 01:30:10 New York time on 2025-11-02 come twice: the first after the second
  /// daylight-saving one (EDT, -4:00), the second after standard time (EST, -5:00) starts.
  static let stamps: [Int64] = [
    1_762_063_205_642,  // 06:00:05.642Z: 01:00:05 EST, the second time
    1_762_061_405_642,  // 05:00:05.642Z: 01:00:05 EDT, the first time
    1_762_065_010_100,  // 06:30:10.100Z: 01:30:10 EST
    1_762_061_410_100,  // 05:30:10.100Z: 01:30:10 EDT
  ]

  @Test(
    "A row stamped in the repeated hour merges unchanged when shown in the dataset's zone",
    arguments: [true, false])
  func unchanged(withBase: Bool) throws {
    var local = FloatingTimestampReadingTests.ledger()
    for (index, stamp) in Self.stamps.enumerated() {
      local.transactions[index + 1].createdAt = Timestamp.date(milliseconds: stamp)
      local.transactions[index + 1].lastModifiedAt = Timestamp.date(milliseconds: stamp)
    }
    let files = FloatingTimestampReadingTests.displayed(local, as: .datasetZone)
    let result = try FloatingTimestampReadingTests.merge(
      files, local: local, base: withBase ? local : nil)
    let actions = result.report.summary.totals.counts(in: .transactions)
    #expect(Set(actions.filter { $0.value > 0 }.keys) == [.unchanged], "\(actions)")
    #expect(result.ledger.transactions == local.transactions)
  }

  @Test(
    "A time of the repeated hour has two offsets, one of them the one it is read with",
    arguments: stamps)
  func bothOffsets(stamp: Int64) throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let offsets = ZoneOffsets(zone: zone)
    let wall = stamp + Int64(zone.secondsFromGMT(for: Timestamp.date(milliseconds: stamp))) * 1000
    let chosen = offsets.offsetSeconds(localMilliseconds: wall)
    let repeated = try #require(offsets.repeatedOffsetSeconds(localMilliseconds: wall))
    #expect(Set([chosen, repeated]) == [-14_400, -18_000])
    // An hour later the clock shows a time that comes once.
    #expect(offsets.repeatedOffsetSeconds(localMilliseconds: wall + 3_600_000) == nil)
  }
}
