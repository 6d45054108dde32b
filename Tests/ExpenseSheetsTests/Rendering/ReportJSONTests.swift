import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

/// The reports' JSON is written by `JSONWriter`; it must be the document `JSONEncoder`
/// makes of their `Codable` form, byte for byte.
@Suite("Report JSON")
struct ReportJSONTests {
  /// What `JSONEncoder` writes for a report: the reference.
  static func encoded(_ value: some Encodable, isPretty: Bool = true) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if isPretty { encoder.outputFormatting.insert(.prettyPrinted) }
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// The key of a transaction whose id ends in `number`.
  static func transactionKey(_ number: Int) -> RowKey {
    .transaction(UUID(uuidString: String(format: "BBBBBBBB-0000-4000-8000-%012X", number))!)
  }

  /// Every control character, quotes, slashes and characters outside ASCII.
  static let awkwardText =
    String((0..<0x20).map { Character(Unicode.Scalar($0)!) })
    + "\"\\/ \u{7F} é 🎁 \u{2028} \u{FEFF} done"

  static func diagnostic(_ text: String, full: Bool) -> Diagnostic {
    Diagnostic(
      severity: full ? .error : .info, code: full ? .unknownCategory : .newRow,
      tab: full ? .transactions : nil, row: full ? 12 : nil, column: full ? text : nil,
      cell: full ? "Transactions!G12" : nil, value: full ? text : nil, message: text,
      suggestions: full ? [text, "Food"] : [],
      fix: full
        ? Diagnostic.Fix(summary: text, edits: [.init(cell: "Transactions!G12", value: text)])
        : nil)
  }

  static func sheet(diagnostics: [Diagnostic]) -> ValidatedSheet {
    ValidatedSheet(
      ledger: Ledger(), diagnostics: diagnostics,
      rejectedRows: [RejectedRow(tab: .receipts, sheetRow: 3, key: nil)])
  }

  @Test("A validation report is JSONEncoder's document", arguments: [true, false])
  func validationReport(full: Bool) throws {
    let report = ValidationReport(
      Self.sheet(diagnostics: full ? [Self.diagnostic(Self.awkwardText, full: true)] : []))
    #expect(report.jsonString() == (try Self.encoded(report)))
  }

  /// Items a batch of `ChunkedWork` holds in the tests below: 2,500 items are three batches.
  static let batchSize = 1_000

  @Test(
    "A write with a limit hands on whole pieces up to it, then stops and says so",
    arguments: [3, 2_500])
  func limitedWrite(count: Int) throws {
    let diagnostics = (0..<count).map { Self.diagnostic("row \($0)", full: $0 % 2 == 0) }
    let report = ValidationReport(diagnostics: diagnostics, rowsLoaded: [:], rowsRejected: [:])
    let whole = Array(report.jsonString().utf8)
    for limit in [whole.count, whole.count - 1, whole.count / 3, 0] {
      let pieces = Locked<[[UInt8]]>([])
      let isWhole = ChunkedWork.$batchSize.withValue(Self.batchSize) {
        ReportJSON.write(report, limit: limit) { bytes in
          pieces.withLock { $0.append(bytes) }
        }
      }
      let written = Array(pieces.withLock { $0 }.joined())
      #expect(isWhole == (limit == whole.count))
      #expect(written.count <= limit)
      // What was handed on is the document's start: nothing is skipped in between.
      #expect(Array(whole.prefix(written.count)) == written)
    }
  }

  @Test(
    "A validation report written piece by piece is its whole document, never held whole",
    arguments: [3, 2_500])
  func streamedValidationReport(count: Int) throws {
    let diagnostics = (0..<count).map { Self.diagnostic("row \($0)", full: $0 % 2 == 0) }
    let report = ValidationReport(diagnostics: diagnostics, rowsLoaded: [:], rowsRejected: [:])
    let pieces = Locked<[[UInt8]]>([])
    ChunkedWork.$batchSize.withValue(Self.batchSize) {
      report.writeJSON { bytes in pieces.withLock { $0.append(Array(bytes)) } }
    }
    let written = pieces.withLock { $0 }
    let whole = Array(report.jsonString().utf8)
    #expect(Array(written.joined()) == whole)
    // Past one batch of items, no piece holds the whole document.
    if count > Self.batchSize { #expect(written.map(\.count).max()! < whole.count / 2) }
  }

  @Test(
    "A merge report is JSONEncoder's document, pretty-printed or compact", arguments: [true, false])
  func mergeReport(isPretty: Bool) throws {
    let changes = [
      RowChange(
        tab: .transactions, key: Self.transactionKey(0xC445), sheetRow: 4,
        action: .updated, reason: Self.awkwardText,
        fields: [
          FieldChange(field: "amount", local: "61.91", sheet: "99.99", merged: "99.99"),
          FieldChange(field: "note", local: nil, sheet: Self.awkwardText, merged: nil),
        ]),
      RowChange(
        tab: .categories, key: .category("Food"), sheetRow: nil, action: .rejected, reason: "",
        diagnostics: [Self.diagnostic("x", full: true), Self.diagnostic("", full: false)]),
      RowChange(tab: .settings, key: nil, sheetRow: 2, action: .keptLocal, reason: "r"),
    ]
    for changes in [changes, []] {
      let report = MergeReport(
        changes: changes, counts: [.transactions: [.updated: 1, .unchanged: 299]],
        diagnostics: changes.isEmpty ? [] : [Self.diagnostic("d", full: true)])
      #expect(
        report.jsonString(isPretty: isPretty) == (try Self.encoded(report, isPretty: isPretty)))
    }
  }

  @Test("The history keeps the whole compact report up to its limit, else the summary alone")
  func historyJSON() throws {
    let changes = (0..<50).map { index in
      RowChange(
        tab: .transactions, key: Self.transactionKey(index), sheetRow: index + 2, action: .rejected,
        reason: "r", diagnostics: [Self.diagnostic("d", full: true)])
    }
    let report = MergeReport(
      changes: changes, counts: [.transactions: [.rejected: 50]],
      diagnostics: [Self.diagnostic("d", full: true)])
    let whole = report.jsonString(isPretty: false)

    #expect(report.historyJSON(limit: whole.utf8.count) == whole)
    let short = report.historyJSON(limit: whole.utf8.count - 1)
    var summaryOnly = report
    summaryOnly.changes = []
    summaryOnly.diagnostics = []
    #expect(short == summaryOnly.jsonString(isPretty: false))
    let decoded = try JSONDecoder().decode(MergeReport.self, from: Data(short.utf8))
    #expect(decoded.summary == report.summary)
    #expect(decoded.needsAttention)
  }

  @Test("Any text is escaped as JSONEncoder escapes it")
  func anyText() async throws {
    let text = Gen.oneOf(
      Gen.character(in: "\u{0}"..."\u{7F}"), Gen.character(in: "\u{80}"..."\u{D7FF}"),
      Gen.character(in: "\u{E000}"..."\u{1F6FF}")
    )
    .string(of: 0...16)
    await propertyCheck(input: text) { text in
      let report = ValidationReport(
        Self.sheet(diagnostics: [Self.diagnostic(text, full: true)]))
      #expect(report.jsonString() == (try? Self.encoded(report)))
      // A merge report carries text in its own members too: keys, reasons, field values.
      let merge = MergeReport(
        changes: [
          RowChange(
            tab: .categories, key: RowKey(tab: .categories, value: text), sheetRow: 2,
            action: .updated, reason: text,
            fields: [FieldChange(field: text, local: text, sheet: nil, merged: text)])
        ], counts: [.categories: [.updated: 1]], diagnostics: [])
      #expect(merge.jsonString() == (try? Self.encoded(merge)))
    }
  }

  @Test(
    "Reports of tens of thousands of items, written in chunks, are JSONEncoder's document",
    arguments: [true, false])
  func largeReports(isPretty: Bool) throws {
    let diagnostics = (0..<60_001).map { index in
      Self.diagnostic(index % 7 == 0 ? Self.awkwardText : "d\(index)", full: index % 3 != 0)
    }
    let validation = ValidationReport(Self.sheet(diagnostics: diagnostics))
    #expect(
      ReportJSON.string(validation, isPretty: isPretty)
        == (try Self.encoded(validation, isPretty: isPretty)))
    let changes = (0..<50_000).map { index in
      RowChange(
        tab: .transactions, key: Self.transactionKey(index), sheetRow: index + 2, action: .rejected,
        reason: "r", diagnostics: index % 2 == 0 ? [diagnostics[index]] : nil)
    }
    let merge = MergeReport(
      changes: changes, counts: [.transactions: [.rejected: changes.count]],
      diagnostics: Array(diagnostics.prefix(10)))
    #expect(
      merge.jsonString(isPretty: isPretty) == (try Self.encoded(merge, isPretty: isPretty)))
  }
}
