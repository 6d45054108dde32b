import Foundation
import SheetCSV
import Testing

/// A folder holding only some tabs, as Google Sheets downloads them one at a time: what its rows
/// name is checked against what the store keeps.
@Suite("A workbook of some tabs, run as a user runs it", .serialized)
struct PartialWorkbookTests {
  /// A store imported from the valid sample, and a folder holding only its exported
  /// Transactions tab, with `edit` applied to the tab's records (header first).
  func storeAndTransactionsTab(
    in folder: URL, edit: (inout [[String]]) -> Void = { _ in }
  ) throws -> (store: String, sheet: URL) {
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let table = try CSVTable(contentsOfFile: export.appendingPathComponent("Transactions.csv").path)
    var records = (0..<table.recordCount).map { record in
      (0..<table.fieldCount(ofRecord: record)).map { table.string(record: record, field: $0) }
    }
    edit(&records)
    var writer = CSVWriter()
    for record in records { writer.writeRecord(record) }
    let sheet = folder.appendingPathComponent("sheet")
    try FileManager.default.createDirectory(at: sheet, withIntermediateDirectories: true)
    try Data(writer.bytes).write(to: sheet.appendingPathComponent("Transactions.csv"))
    return (store, sheet)
  }

  /// Sets the cell of `column` on sheet row `row` (the header is row 1).
  func set(_ records: inout [[String]], row: Int, _ column: String, to value: String) {
    let field = records[0].firstIndex(of: column)!
    records[row - 1][field] = value
  }

  @Test("merge of Transactions alone, unchanged, changes nothing and exits 0")
  func mergeUnchanged() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, sheet) = try storeAndTransactionsTab(in: folder)

    let run = try Tool.run(["merge", sheet.path, "--store", store])

    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Transactions   300 unchanged\n"), "\(run.output)")
    #expect(run.output.contains("Settings       1 kept-local\n"), "\(run.output)")
  }

  @Test("merge of Transactions alone reads date-times without an offset in the store's zone")
  func mergeLocalTimes() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The sample's Settings name America/New_York: each timestamp as a clock there shows it.
    let iso = ISO8601DateFormatter()
    iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let local = DateFormatter()
    local.locale = Locale(identifier: "en_US_POSIX")
    local.timeZone = TimeZone(identifier: "America/New_York")
    local.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    let (store, sheet) = try storeAndTransactionsTab(in: folder) { records in
      for column in ["createdAt", "lastModifiedAt"] {
        let field = records[0].firstIndex(of: column)!
        for row in records.indices.dropFirst() {
          records[row][field] = local.string(from: iso.date(from: records[row][field])!)
        }
      }
    }

    let run = try Tool.run(["merge", sheet.path, "--store", store])

    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Transactions   300 unchanged\n"), "\(run.output)")
  }

  @Test("merge of Transactions alone rejects a category the store lacks; the export stays valid")
  func mergeUnknownCategory() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, sheet) = try storeAndTransactionsTab(in: folder) {
      set(&$0, row: 4, "category", to: "Bogus")
    }

    let run = try Tool.run(["merge", sheet.path, "--store", store])

    #expect(run.status == 1, "\(run.error)")
    #expect(
      run.output.contains(
        "error[unknown-category]: Transactions!G4: \"Bogus\" is not a category: the sheet has no Categories tab, and the store has no such category; include Categories.csv with it, or use a category the store has\n"
      ), "\(run.output)")
    #expect(run.output.contains("Transactions   1 rejected, 299 unchanged\n"), "\(run.output)")
    let again = folder.appendingPathComponent("again")
    try Tool.run(["export", "--out", again.path, "--store", store])
    let validated = try Tool.run(["validate", again.path])
    #expect(validated.status == 0)
    #expect(
      validated.output.hasSuffix(
        "0 errors, 0 warnings, 0 notes; 455 rows loadable, 0 rows not loaded\n"))
  }

  @Test("merge of Transactions alone warns of a recurring rule the store lacks, not of its own")
  func mergeUnknownRecurringRule() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, sheet) = try storeAndTransactionsTab(in: folder) { records in
      let column = records[0].firstIndex(of: "recurringRuleId")!
      let storeRule = records.dropFirst().first { !$0[column].isEmpty }![column]
      set(&records, row: 5, "recurringRuleId", to: "AAAAAAAA-0000-4000-8000-0000000000FF")
      set(&records, row: 6, "recurringRuleId", to: storeRule)
    }

    let run = try Tool.run(["merge", sheet.path, "--store", store, "--dry-run", "--format", "json"])

    let diagnostics = try #require(try Tool.json(run)["diagnostics"] as? [[String: Any]])
    let rules = diagnostics.filter { $0["code"] as? String == "unknown-recurring-rule" }
    #expect(rules.map { $0["cell"] as? String } == ["Transactions!L5"], "\(diagnostics)")
    #expect(rules.first?["severity"] as? String == "warning")
    #expect(
      rules.first?["message"] as? String
        == "recurringRuleId names no recurring rule: the sheet has no RecurringRules tab, and the store has no such rule; include RecurringRules.csv with it, or empty the cell"
    )
  }

  @Test("import of Transactions alone imports no transaction, saying to include Categories.csv")
  func importWithoutCategories() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, sheet) = try storeAndTransactionsTab(in: folder)
    let store = folder.appendingPathComponent("new.sqlite").path

    let run = try Tool.run(["import", sheet.path, "--store", store])

    #expect(run.status == 1, "\(run.error)")
    #expect(
      run.output.contains(
        "error[unknown-category]: Transactions!G2: \"Salary\" is not a category: the sheet has no Categories tab, and the store has no such category; include Categories.csv with it, or use a category the store has\n"
      ), "\(run.output)")
    #expect(run.output.contains("0 rows loadable, 300 rows not loaded\n"), "\(run.output)")
    // Nor has it a Settings row, which names the ledger: no store is made.
    #expect(
      run.output.hasSuffix(
        "nothing imported: the workbook has no loadable Settings row (see above); it names the ledger that later merges are checked against\n"
      ), "\(run.output)")
    #expect(!FileManager.default.fileExists(atPath: store))
  }

  @Test("import of a workbook whose Settings row is rejected imports nothing")
  func importWithRejectedSettings() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = folder.appendingPathComponent("sheet")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Tool.sample("valid")), to: sheet)
    let settings = sheet.appendingPathComponent("Settings.csv")
    try String(contentsOf: settings, encoding: .utf8)
      .replacingOccurrences(of: "America/New_York", with: "Mars/Olympus")
      .write(to: settings, atomically: true, encoding: .utf8)
    let store = folder.appendingPathComponent("new.sqlite").path

    let run = try Tool.run(["import", sheet.path, "--store", store])

    #expect(run.status == 1, "\(run.error)")
    #expect(run.output.contains("error[invalid-timezone]"), "\(run.output)")
    #expect(run.output.hasSuffix("it names the ledger that later merges are checked against\n"))
    #expect(!FileManager.default.fileExists(atPath: store))
  }
}
