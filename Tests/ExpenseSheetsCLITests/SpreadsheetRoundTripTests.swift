import Foundation
import Testing

/// The workbook a real spreadsheet opened and saved again, merged back as a user does it:
/// `import`, `export`, the spreadsheet, `merge --dry-run --format json`. Saving in a
/// spreadsheet is no edit: the unchanged workbook must merge as unchanged, and each hand-edited
/// sample must merge exactly as it merges when sent directly.
@Suite(
  "Merged back after a spreadsheet saved the workbook", .realSpreadsheets, .serialized)
struct SpreadsheetRoundTripTests {
  /// The hand-edited samples. The de-DE and sv-SE exports are left out: they already are what
  /// another spreadsheet wrote.
  static let editedSamples = [
    "amount-edited-in-place", "copied-row", "typed-row", "wrong-case-category",
    "stale-year-month", "reordered-columns",
  ]

  @Test(
    "The exported workbook and each hand-edited sample merge as when sent directly",
    arguments: Spreadsheet.all)
  func mergesAsSentDirectly(_ spreadsheet: Spreadsheet) throws {
    try spreadsheet.cancelUnlessInstalled()
    let folder = try Tool.temporaryFolder("\(spreadsheet)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, exported) = try Tool.storeWithExportedSample(in: folder)

    var workbooks = ["valid": exported]
    for name in Self.editedSamples { workbooks[name] = URL(fileURLWithPath: Tool.sample(name)) }
    let work = folder.appendingPathComponent("spreadsheet")
    let saved = try spreadsheet.roundTrip(workbooks, in: work)

    for name in workbooks.keys.sorted() {
      let direct = try MergeOutcome(try Self.dryRun(workbooks[name]!, store: store))
      let roundTripped = try MergeOutcome(try Self.dryRun(saved[name]!, store: store))
      if name == "valid" {
        #expect(direct.isUnchanged, "the export merged into its own store: \(direct)")
      }
      #expect(
        roundTripped.totals == direct.totals,
        "\(name) after \(spreadsheet): totals \(roundTripped.totals), directly \(direct.totals)")
      let extra = roundTripped.changes.filter { !direct.changes.contains($0) }
      let missing = direct.changes.filter { !roundTripped.changes.contains($0) }
      #expect(
        extra.isEmpty && missing.isEmpty,
        "\(name) after \(spreadsheet): \(extra.count) changes more, \(missing.count) fewer; more: \(extra.prefix(3)); fewer: \(missing.prefix(3))"
      )
      #expect(
        roundTripped.errors == direct.errors,
        "\(name) after \(spreadsheet): errors \(roundTripped.errors.prefix(5)), directly \(direct.errors.prefix(5))"
      )
    }
  }

  @Test(
    "Notes beginning with an apostrophe come back whole, whether the spreadsheet keeps or drops one",
    arguments: Spreadsheet.all)
  func leadingApostrophes(_ spreadsheet: Spreadsheet) throws {
    try spreadsheet.cancelUnlessInstalled()
    let folder = try Tool.temporaryFolder("apostrophes-\(spreadsheet)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // The sample with two notes that begin with an apostrophe: one before plain text, and one
    // before text that reads as a number, which only the last export can settle.
    let source = folder.appendingPathComponent("source")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Tool.sample("valid")), to: source)
    let transactions = source.appendingPathComponent("Transactions.csv")
    let text = try String(contentsOf: transactions, encoding: .utf8)
      .replacingOccurrences(of: ",Piano lessons,", with: ",''quoted' word comes first,")
      .replacingOccurrences(of: ",Cloud storage 2 TB,", with: ",''123,")
    try text.write(to: transactions, atomically: true, encoding: .utf8)
    let store = folder.appendingPathComponent("ledger.sqlite").path
    let exported = folder.appendingPathComponent("export")
    try #require(try Tool.run(["import", source.path, "--store", store]).status == 0)
    try #require(
      try Tool.run(["export", "--out", exported.path, "--store", store]).status == 0)
    let written = try String(
      contentsOf: exported.appendingPathComponent("Transactions.csv"), encoding: .utf8)
    #expect(written.contains(",''quoted' word comes first,"))
    #expect(written.contains(",''123,"))

    let saved = try spreadsheet.roundTrip(
      ["apostrophes": exported], in: folder.appendingPathComponent("spreadsheet"))
    let merged = try MergeOutcome(try Self.dryRun(saved["apostrophes"]!, store: store))
    #expect(merged.isUnchanged, "after \(spreadsheet): \(merged)")
  }

  @Test(
    "Notes of digits in another script than ASCII come back as written, not as numbers",
    arguments: Spreadsheet.all)
  func otherScriptDigits(_ spreadsheet: Spreadsheet) throws {
    try spreadsheet.cancelUnlessInstalled()
    let folder = try Tool.temporaryFolder("digits-\(spreadsheet)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Gnumeric reads `１２３` (full width) and `١٢٣` (Arabic-Indic) as the number 123.
    let source = folder.appendingPathComponent("source")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Tool.sample("valid")), to: source)
    let transactions = source.appendingPathComponent("Transactions.csv")
    let text = try String(contentsOf: transactions, encoding: .utf8)
      .replacingOccurrences(of: ",Piano lessons,", with: ",１２３,")
      .replacingOccurrences(of: ",Cloud storage 2 TB,", with: ",١٢٣,")
    try text.write(to: transactions, atomically: true, encoding: .utf8)
    let store = folder.appendingPathComponent("ledger.sqlite").path
    let exported = folder.appendingPathComponent("export")
    try #require(try Tool.run(["import", source.path, "--store", store]).status == 0)
    try #require(
      try Tool.run(["export", "--out", exported.path, "--store", store]).status == 0)
    let written = try String(
      contentsOf: exported.appendingPathComponent("Transactions.csv"), encoding: .utf8)
    #expect(written.contains(",'１２３,") && written.contains(",'١٢٣,"))

    let saved = try spreadsheet.roundTrip(
      ["digits": exported], in: folder.appendingPathComponent("spreadsheet"))
    let merged = try MergeOutcome(try Self.dryRun(saved["digits"]!, store: store))
    #expect(merged.isUnchanged, "after \(spreadsheet): \(merged)")
  }

  /// `merge --dry-run --format json` of `folder` into `store`.
  static func dryRun(_ folder: URL, store: String) throws -> [String: Any] {
    let run = try Tool.run([
      "merge", folder.path, "--store", store, "--dry-run", "--format", "json",
    ])
    try #require(run.status != 2, "merge \(folder.lastPathComponent): \(run.error)")
    return try Tool.json(run)
  }
}
