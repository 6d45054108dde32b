import Foundation
import Testing

/// `export --out` over files that hold edits not merged, run as a user runs it.
@Suite("export: files at --out with edits not merged are not replaced")
struct ExportOverwriteTests {
  /// The text of `file`.
  static func text(_ file: URL) throws -> String {
    try String(contentsOf: file, encoding: .utf8)
  }

  @Test("An export's own untouched files, and files merged since, are replaced")
  func ownFilesReplaced() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    var run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")

    // An edit merged is in the store: exporting over it loses nothing.
    let transactions = export.appendingPathComponent("Transactions.csv")
    try Tool.edit(transactions) {
      $0.replacing("Salary (net)", with: "Salary after tax", maxReplacements: 1)
    }
    #expect(try Tool.run(["merge", export.path, "--store", store]).status == 0)
    run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Self.text(transactions).contains("Salary after tax"))
  }

  @Test("An edited note and a removed row stop the export until merged")
  func editsNotMerged() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let transactions = export.appendingPathComponent("Transactions.csv")
    try Tool.edit(transactions) { text in
      var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
      lines.remove(at: 4)  // sheet row 5, a transfer no receipt names
      return lines.joined(separator: "\r\n").replacing(
        "Salary (net)", with: "Salary after tax", maxReplacements: 1)
    }
    let edited = try Self.text(transactions)

    var run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.contains("holds edits not merged into the store"), "\(run.error)")
    #expect(run.error.contains("Transactions: 1 row (2) and 1 row removed"), "\(run.error)")
    #expect(run.error.contains("merge \(export.path) --allow-deletions --store \(store)"))
    #expect(run.error.contains("--overwrite"))
    #expect(try Self.text(transactions) == edited)

    // Merged with deletions allowed, nothing is left to lose.
    run = try Tool.run(["merge", export.path, "--store", store, "--allow-deletions"])
    #expect(run.status == 0, "\(run.error)")
    run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
  }

  @Test("A value that lost a conflict stops the export, and takes with a later lastModifiedAt")
  func conflictLostBySheet() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let transactions = export.appendingPathComponent("Transactions.csv")
    // Edited in another export's sheet and merged, then in this one: the store's value now
    // comes from the other sheet's merge, later than the row's lastModifiedAt in this sheet,
    // and wins the conflict.
    let other = folder.appendingPathComponent("other")
    var run = try Tool.run(["export", "--out", other.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    try Tool.edit(other.appendingPathComponent("Transactions.csv")) {
      $0.replacing(",4200.00,Salary,", with: ",4300.00,Salary,", maxReplacements: 1)
    }
    run = try Tool.run(["merge", other.path, "--store", store])
    #expect(run.status == 0, "\(run.output)")
    try Tool.edit(transactions) {
      $0.replacing(",4200.00,Salary,", with: ",4350.00,Salary,", maxReplacements: 1)
    }
    run = try Tool.run(["merge", export.path, "--store", store])
    #expect(run.status == 1)
    #expect(run.output.contains("the local edit is later and wins"), "\(run.output)")
    let edited = try Self.text(transactions)

    run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("Transactions: 1 row (2)"), "\(run.error)")
    #expect(
      run.error.contains(
        "the store's values won the conflicts of 1 row (2): to take the sheet's, set their lastModifiedAt later and merge them (expense-sheets merge \(export.path) --store \(store)), or export with --overwrite to replace them"
      ), "\(run.error)")
    #expect(try Self.text(transactions) == edited)

    // Stamped later, the sheet's value wins, and nothing is left to lose.
    try Tool.edit(transactions) {
      $0.replacing(
        ",2023-03-27T02:21:20.097Z", with: ",2099-01-01T00:00:00.000Z", maxReplacements: 1)
    }
    run = try Tool.run(["merge", export.path, "--store", store])
    #expect(run.status == 1)
    #expect(run.output.contains("the sheet's edit is later and wins"), "\(run.output)")
    run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Self.text(transactions).contains(",4350.00,Salary,"))
  }

  @Test("An earlier download's older values, which lose their conflicts, do not stop the export")
  func earlierDownloadReplaced() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    // A copy edited and merged, then exported elsewhere: the first folder, its tabs naming no
    // export, is now an earlier download holding the older amount.
    let copy = folder.appendingPathComponent("copy")
    try FileManager.default.copyItem(at: export, to: copy)
    try Tool.edit(copy.appendingPathComponent("Transactions.csv")) {
      $0.replacing(",4200.00,Salary,", with: ",4300.00,Salary,", maxReplacements: 1)
    }
    #expect(try Tool.run(["merge", copy.path, "--store", store]).status == 0)
    let later = folder.appendingPathComponent("later").path
    #expect(try Tool.run(["export", "--out", later, "--store", store]).status == 0)
    for tab in try FileManager.default.contentsOfDirectory(atPath: export.path) {
      try Tool.edit(export.appendingPathComponent(tab)) { Tool.withoutExportId($0) }
    }
    var run = try Tool.run(["merge", export.path, "--store", store, "--dry-run"])
    #expect(run.output.contains("it comes from an earlier download"), "\(run.output)")

    run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Self.text(export.appendingPathComponent("Transactions.csv")).contains(",4300.00,"))
  }

  @Test("--overwrite replaces edits not merged")
  func overwrite() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let transactions = export.appendingPathComponent("Transactions.csv")
    try Tool.edit(transactions) {
      $0.replacing("Salary (net)", with: "Salary after tax", maxReplacements: 1)
    }
    let run = try Tool.run(["export", "--out", export.path, "--store", store, "--overwrite"])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Self.text(transactions).contains("Salary (net)"))
  }

  @Test("A file given as .xlsx that is not a workbook of the ledger is not replaced")
  func foreignWorkbookFile() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try Tool.storeWithExportedSample(in: folder)
    let file = folder.appendingPathComponent("Taxes 2024.xlsx")
    try Data("a spreadsheet of something else".utf8).write(to: file)
    var run = try Tool.run(["export", "--out", file.path, "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("is not read as a sheet of this ledger"), "\(run.error)")
    #expect(try Self.text(file) == "a spreadsheet of something else")
    run = try Tool.run(["export", "--out", file.path, "--store", store, "--overwrite"])
    #expect(run.status == 0, "\(run.error)")
  }

  @Test("An .xlsx export with an edit not merged is not replaced")
  func editedWorkbookFile() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try Tool.storeWithExportedSample(in: folder)
    let file = folder.appendingPathComponent("Ledger.xlsx")
    var run = try Tool.run(["export", "--out", file.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    run = try Tool.run(["export", "--out", file.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    try WorkbookPartEdit.edit(file.path, part: "xl/worksheets/sheet1.xml") {
      $0.replacing("Salary (net)", with: "Salary after tax", maxReplacements: 1)
    }
    run = try Tool.run(["export", "--out", file.path, "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("Transactions: 1 row (2)"), "\(run.error)")
  }

  @Test("A tab file that is not UTF-8 is not replaced, and the refusal names the flag")
  func unreadableTabFile() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let transactions = export.appendingPathComponent("Transactions.csv")
    var bytes = try Data(contentsOf: transactions)
    bytes.append(contentsOf: [0x43, 0x61, 0x66, 0xE9, 0x0D, 0x0A])  // "Café" in Windows-1252
    try bytes.write(to: transactions)
    let run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("is not read as a sheet of this ledger"), "\(run.error)")
    #expect(run.error.contains("not UTF-8"), "\(run.error)")
    #expect(run.error.contains("--overwrite"))
    #expect(try Data(contentsOf: transactions) == bytes)
  }

  @Test(
    "A tab file of one line that is not the tab's header is not replaced",
    arguments: ["my own notes, do not lose", "a,b\r\n", "Date,Amount\n"])
  func foreignOneLineTabFile(text: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try Tool.storeWithExportedSample(in: folder)
    let out = folder.appendingPathComponent("Mine")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let transactions = out.appendingPathComponent("Transactions.csv")
    try Data(text.utf8).write(to: transactions)
    var run = try Tool.run(["export", "--out", out.path, "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("is not read as a sheet of this ledger"), "\(run.error)")
    #expect(run.error.contains("Transactions tab is not read at all"), "\(run.error)")
    #expect(try Self.text(transactions) == text)
    run = try Tool.run(["export", "--out", out.path, "--store", store, "--overwrite"])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Self.text(transactions).hasPrefix("transactionId,"))
  }

  @Test("A row typed in the folder, merged, then deleted in the app, is no edit")
  func typedRowDeletedInApp() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let transactions = export.appendingPathComponent("Transactions.csv")
    try Tool.edit(transactions) {
      $0 + ",expense,2025-01-05,2025,1,12.00,Food,,typed here,,,,,\r\n"
    }
    var run = try Tool.run(["merge", export.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    // The app deletes it: the ledger without that row, imported again.
    let app = folder.appendingPathComponent("app")
    try #require(try Tool.run(["export", "--out", app.path, "--store", store]).status == 0)
    try Tool.edit(app.appendingPathComponent("Transactions.csv")) { text in
      text.split(separator: "\r\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("typed here") }.joined(separator: "\r\n")
    }
    run = try Tool.run(["import", app.path, "--store", store, "--replace"])
    #expect(run.status == 0, "\(run.error)")
    run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    #expect(try !Self.text(transactions).contains("typed here"))
  }

  @Test("A download of an export the store no longer keeps, holding a row it lacks, is kept")
  func rowsOfAnExportNoLongerKept() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    // The app deletes a transaction no receipt names, then exports more often than the store
    // keeps exports.
    let app = folder.appendingPathComponent("app")
    try FileManager.default.copyItem(at: export, to: app)
    try Tool.edit(app.appendingPathComponent("Transactions.csv")) { text in
      var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
      lines.remove(at: 4)  // sheet row 5, a transfer no receipt names
      return lines.joined(separator: "\r\n")
    }
    var run = try Tool.run(["merge", app.path, "--store", store, "--allow-deletions"])
    try #require(run.status == 0, "\(run.error)")
    let later = folder.appendingPathComponent("later")
    for _ in 0..<10 {
      run = try Tool.run(["export", "--out", later.path, "--store", store, "--overwrite"])
      try #require(run.status == 0, "\(run.error)")
    }
    let transactions = try Self.text(export.appendingPathComponent("Transactions.csv"))

    run = try Tool.run(["merge", export.path, "--store", store, "--dry-run"])
    #expect(run.status == 1)
    #expect(run.output.contains("comes from an export this store does not keep"), "\(run.output)")
    run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("holds edits not merged into the store"), "\(run.error)")
    #expect(try Self.text(export.appendingPathComponent("Transactions.csv")) == transactions)
  }

  @Test(
    "An .xlsx export with an edited copy of a tab's sheet, which a merge does not read, is not replaced"
  )
  func editedCopySheet() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try Tool.storeWithExportedSample(in: folder)
    let file = folder.appendingPathComponent("Ledger.xlsx").path
    var run = try Tool.run(["export", "--out", file, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    // A copy of the Transactions sheet, `Transactions (2)`, edited.
    var sheet = ""
    try WorkbookPartEdit.edit(file, part: "xl/worksheets/sheet1.xml") {
      sheet = $0
      return $0
    }
    try WorkbookPartEdit.add(
      file, part: "xl/worksheets/sheet99.xml",
      text: sheet.replacing("Salary (net)", with: "Salary after tax", maxReplacements: 1))
    try WorkbookPartEdit.edit(file, part: "xl/workbook.xml") {
      $0.replacing(
        "</sheets>",
        with: "<sheet name=\"Transactions (2)\" sheetId=\"99\" r:id=\"rId99\"/></sheets>")
    }
    try WorkbookPartEdit.edit(file, part: "xl/_rels/workbook.xml.rels") {
      $0.replacing(
        "</Relationships>",
        with:
          "<Relationship Id=\"rId99\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\" Target=\"worksheets/sheet99.xml\"/></Relationships>"
      )
    }
    try WorkbookPartEdit.edit(file, part: "[Content_Types].xml") {
      $0.replacing(
        "</Types>",
        with:
          "<Override PartName=\"/xl/worksheets/sheet99.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/></Types>"
      )
    }
    run = try Tool.run(["merge", file, "--store", store, "--dry-run"])
    #expect(run.status == 1)
    #expect(run.output.contains("unread-sheet") || run.error.contains("unread-sheet"))
    run = try Tool.run(["export", "--out", file, "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("1 sheet or file whose edits a merge does not read"), "\(run.error)")
  }

  @Test("Files a merge read with --date-order are read so by export given the same flag")
  func readingOptions() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    try Tool.edit(export.appendingPathComponent("Transactions.csv")) {
      $0 + ",expense,05/06/2023,,,23.90,Food,,typed,paid,,,,\r\n"
    }
    var run = try Tool.run(["merge", export.path, "--store", store, "--date-order", "dmy"])
    #expect(run.status == 0, "\(run.error)")
    run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("if a merge read them with --date-order dmy"), "\(run.error)")
    #expect(run.error.contains("give export the same"))
    run = try Tool.run(["export", "--out", export.path, "--store", store, "--date-order", "dmy"])
    #expect(run.status == 0, "\(run.error)")
  }

  @Test(
    "A file edited while the export writes its new files, after the check, is not replaced",
    arguments: ["export", "export.xlsx"])
  func editedWhileExporting(out: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Large enough that the new files take a while to write.
    let sample = folder.appendingPathComponent("sample").path
    let store = folder.appendingPathComponent("ledger.sqlite").path
    let export = folder.appendingPathComponent(out)
    try #require(try Tool.run(["sample", "--out", sample, "--rows", "30000"]).status == 0)
    try #require(try Tool.run(["import", sample, "--store", store]).status == 0)
    try #require(try Tool.run(["export", "--out", export.path, "--store", store]).status == 0)
    let edited = out.hasSuffix(".xlsx") ? export : export.appendingPathComponent("Transactions.csv")
    let original = try Data(contentsOf: edited)

    // Edited in place the moment the export starts writing its new files beside it. The export
    // is stopped meanwhile, so that a loaded machine cannot let it finish before the edit lands.
    let running = try Tool.start(["export", "--out", export.path, "--store", store])
    var seen = false
    while running.process.isRunning && !seen {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: edited.deletingLastPathComponent().path)
      seen = names.contains { $0.hasSuffix(".partial") }
      if seen { kill(running.process.processIdentifier, SIGSTOP) } else { usleep(100) }
    }
    var changed = original
    changed[changed.count - 2] = changed[changed.count - 2] == 0x30 ? 0x31 : 0x30
    try changed.write(to: edited)
    kill(running.process.processIdentifier, SIGCONT)
    let error = running.error.fileHandleForReading.readDataToEndOfFile()
    running.process.waitUntilExit()

    try #require(seen, "the export ended before its new files were seen")
    #expect(running.process.terminationStatus == 2)
    #expect(
      String(decoding: error, as: UTF8.self).contains("changed while the export ran"),
      "\(String(decoding: error, as: UTF8.self))")
    #expect(try Data(contentsOf: edited) == changed)
  }
}
