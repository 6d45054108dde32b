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

  /// Two notes of the sample replaced by notes a spreadsheet would rewrite without the text
  /// guard, as the export writes them (each with its apostrophe).
  struct GuardedNotes: Sendable, CustomStringConvertible {
    var description: String
    /// How the export writes each note, within the quotes it puts around them.
    var written: (String, String)
    /// The sample's notes they replace.
    var replacing = ("Piano lessons", "Cloud storage 2 TB")

    static let all = [
      // One before plain text, and one before text that reads as a number, which only the last
      // export can settle.
      GuardedNotes(
        description: "notes beginning with an apostrophe",
        written: ("''quoted' word comes first", "''123")),
      // Gnumeric reads `１２３` (full width) and `١٢٣` (Arabic-Indic) as the number 123.
      GuardedNotes(
        description: "notes of digits in another script than ASCII",
        written: ("'１２３", "'١٢٣")),
      // On the third row, after the quoted tags `"home,repair"`: Gnumeric took the apostrophe
      // of an unquoted `'1/2` there for the file's quote character.
      GuardedNotes(
        description: "a note guarded after a quoted cell in the first rows",
        written: ("'1/2", "'00123"), replacing: ("Birthday gift for Zoë", "Piano lessons")),
    ]
  }

  @Test(
    "Notes a spreadsheet would rewrite come back whole, whether it keeps or drops an apostrophe",
    arguments: Spreadsheet.all, GuardedNotes.all)
  func guardedNotes(_ spreadsheet: Spreadsheet, _ notes: GuardedNotes) throws {
    try spreadsheet.cancelUnlessInstalled()
    let folder = try Tool.temporaryFolder("guarded-\(spreadsheet)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("source")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Tool.sample("valid")), to: source)
    let transactions = source.appendingPathComponent("Transactions.csv")
    // Written as the export writes them, which import reads as the notes.
    let text = try String(contentsOf: transactions, encoding: .utf8)
      .replacingOccurrences(of: ",\(notes.replacing.0),", with: ",\(notes.written.0),")
      .replacingOccurrences(of: ",\(notes.replacing.1),", with: ",\(notes.written.1),")
    try text.write(to: transactions, atomically: true, encoding: .utf8)
    let store = folder.appendingPathComponent("ledger.sqlite").path
    let exported = folder.appendingPathComponent("export")
    try #require(try Tool.run(["import", source.path, "--store", store]).status == 0)
    try #require(
      try Tool.run(["export", "--out", exported.path, "--store", store]).status == 0)
    let written = try String(
      contentsOf: exported.appendingPathComponent("Transactions.csv"), encoding: .utf8)
    #expect(written.contains(",\"\(notes.written.0)\","))
    #expect(written.contains(",\"\(notes.written.1)\","))

    let saved = try spreadsheet.roundTrip(
      ["notes": exported], in: folder.appendingPathComponent("spreadsheet"))
    let merged = try MergeOutcome(try Self.dryRun(saved["notes"]!, store: store))
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
