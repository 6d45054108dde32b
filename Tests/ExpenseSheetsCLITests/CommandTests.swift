import ExpenseStore
import Foundation
import SheetCSV
import Testing

@Suite("expense-sheets, run as a user runs it", .serialized)
struct CommandTests {
  @Test("validate: a valid workbook is clean (exit 0)")
  func validateClean() throws {
    let run = try Tool.run(["validate", Tool.sample("valid")])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output.hasSuffix("0 errors, 0 warnings, 0 notes; 455 rows loadable, 0 rows not loaded\n"))
  }

  @Test(
    "validate: each hand-edited sample reports what its README says",
    arguments: [
      (
        "wrong-case-category", Int32(1),
        "error[unknown-category]: Transactions!G29: \"food\" is not a category"
      ),
      ("stale-year-month", 1, "error[year-month-mismatch]: Transactions!D9"),
      ("checked-paid-flag", 1, "help: write it as the column takes it: Transactions!J6 = paid"),
      ("copied-row", 1, "error[duplicate-key]: Transactions!A13"),
      (
        "misspelled-category-name", 1,
        "help: rename the category to \"Groceries\": Categories!A2 = Groceries"
      ),
      (
        "spaced-category-name", 1,
        "help: remove the spaces around the name: Categories!A2 = Groceries"
      ),
      ("typed-row", 0, "note[new-row]: Transactions row 302"),
      ("reordered-columns", 0, "note[unknown-column]: Transactions!F1: column \"Reviewed by\""),
      ("de-DE-export", 0, "0 errors, 0 warnings, 0 notes; 455 rows loadable"),
      ("sv-SE-export", 0, "0 errors, 0 warnings, 0 notes; 455 rows loadable"),
      ("ar-EG-export", 0, "0 errors, 0 warnings, 2 notes; 455 rows loadable"),
      ("amount-edited-in-place", 0, "0 errors"),
      ("mistyped-id", 0, "0 errors"),
      (
        "buddhist-year", 1,
        "error[date-out-of-range]: RecurringRules!H2: startDate 2566-01-10 is not between the years 1900 and 2199"
      ),
      ("th-TH-two-digit-year", 0, "0 errors, 0 warnings, 2 notes; 455 rows loadable"),
      (
        "tr-TR-libreoffice", 1,
        "error[invalid-value]: Transactions!F18: \"22.08.2026\" is a date, not an amount"
      ),
    ])
  func validateSamples(name: String, status: Int32, line: String) throws {
    let run = try Tool.run(["validate", Tool.sample(name)])
    #expect(run.status == status)
    #expect(run.output.contains(line), "\(run.output)")
    let expected = try String(
      contentsOf: Tool.root.appendingPathComponent("SampleSheets/\(name)/expected-validate.txt"),
      encoding: .utf8)
    #expect(run.output == expected)
  }

  @Test("validate words the library's hints as the flags that take them")
  func hintsAsFlags() throws {
    let folder = try Tool.temporaryFolder()
    try "transactionId,type,date,amount,category\r\n,expense,3/4/2025,1.00,Food\r\n"
      .write(
        to: folder.appendingPathComponent("Transactions.csv"), atomically: true, encoding: .utf8)
    let run = try Tool.run(["validate", folder.path])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "decides it; choose the order, or write the date as YYYY-MM-DD (--date-order dmy or --date-order mdy)\n"
      ), "\(run.output)")
  }

  @Test("validate: a tab piped in (/dev/stdin, named by its header alone) is read once, whole")
  func validatePipedTab() throws {
    let sample = Tool.sample("valid")
    let others = ["Receipts", "Categories", "RecurringRules", "Settings"].map {
      "'\(sample)/\($0).csv'"
    }
    let command =
      "cat '\(sample)/Transactions.csv' | '\(Tool.executable.path)' validate /dev/stdin "
      + others.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(
      text.hasSuffix("0 errors, 0 warnings, 0 notes; 455 rows loadable, 0 rows not loaded\n"),
      "\(text)")
  }

  @Test("validate: a FIFO named like a tab in a folder is opened once and read whole")
  func validateFolderFIFO() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = Tool.sample("valid")
    for tab in ["Receipts", "Categories", "RecurringRules", "Settings"] {
      try FileManager.default.copyItem(
        atPath: "\(sample)/\(tab).csv", toPath: folder.appendingPathComponent("\(tab).csv").path)
    }
    let fifo = folder.appendingPathComponent("Transactions.csv").path
    try #require(mkfifo(fifo, 0o600) == 0)
    // The writer writes the tab once and closes; a process of its own, so that a reader that
    // closes early ends it (SIGPIPE), not the tests.
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = ["-c", "cat '\(sample)/Transactions.csv' > '\(fifo)'"]
    try writer.run()
    let (process, output, error) = try Tool.start(["validate", folder.path])
    // A tool that opens the FIFO again waits there for ever: it is killed after a minute.
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    let hung = process.isRunning
    for running in [process, writer] where running.isRunning {
      kill(running.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    writer.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(!hung)
    #expect(process.terminationStatus == 0, "\(message)")
    #expect(
      text.hasSuffix("0 errors, 0 warnings, 0 notes; 455 rows loadable, 0 rows not loaded\n"),
      "\(text)")
  }

  @Test("validate: a folder of Google Sheets' tab-separated downloads reads as the CSV workbook")
  func validateTSVDownloads() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.writeSampleAsTSV(to: folder) { tab, text in
      ("Expenses - \(tab).tsv", text)
    }
    let run = try Tool.run(["validate", folder.path])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output.hasSuffix("0 errors, 0 warnings, 0 notes; 455 rows loadable, 0 rows not loaded\n"),
      "\(run.output)")
  }

  @Test("validate and import: tabs saved as Excel's Unicode Text (UTF-16) read as the CSV workbook")
  func unicodeTextTabs() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // UTF-16, little-endian, after its byte order mark, in a `.txt` file named after its tab, as
    // Excel saves "Unicode Text"; a note beside them is no tab and is left alone.
    try Self.writeSampleAsTSV(to: folder) { tab, text in
      let units = String(decoding: text, as: UTF8.self).utf16
      return ("\(tab).txt", [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }
    try Data("downloaded from Excel\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let run = try Tool.run(["validate", folder.path])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output.hasSuffix("0 errors, 0 warnings, 0 notes; 455 rows loadable, 0 rows not loaded\n"),
      "\(run.output)")
    let store = folder.appendingPathComponent("ledger.sqlite").path
    let imported = try Tool.run(["import", folder.path, "--store", store])
    #expect(imported.status == 0, "\(imported.error)")
    #expect(
      imported.output.contains("imported 300 transactions, 128 receipts"), "\(imported.output)")
  }

  @Test("validate: a folder of other text files says which files it reads")
  func folderWithoutTabFiles() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("downloaded from Excel\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let run = try Tool.run(["validate", folder.path])
    #expect(run.status == 2)
    #expect(
      run.error.contains(
        "the folder holds no .csv or .tsv file, and no .txt file named after a tab (Transactions.txt)"
      ), "\(run.error)")
  }

  /// Writes each tab of the valid sample into `folder` as tab-separated text, by SheetCSV's
  /// writer (a field is quoted only when it holds a tab, a quote or a line break, as Google
  /// Sheets writes TSV), under the file name and in the bytes `file` makes of its UTF-8 text.
  private static func writeSampleAsTSV(
    to folder: URL, file: (_ tab: String, _ text: [UInt8]) -> (name: String, bytes: [UInt8])
  ) throws {
    for tab in ["Transactions", "Receipts", "Categories", "RecurringRules", "Settings"] {
      let csv = try CSVTable(contentsOfFile: Tool.sample("valid") + "/\(tab).csv")
      var writer = CSVWriter(configuration: .init(delimiter: UInt8(ascii: "\t")))
      for record in 0..<csv.recordCount {
        writer.writeRecord(
          (0..<csv.fieldCount(ofRecord: record)).map { csv.string(record: record, field: $0) })
      }
      let (name, bytes) = file(tab, writer.bytes)
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
  }

  @Test("EXPENSE_SHEETS_TIMINGS prints each step's wall time on standard error, not output")
  func timings() throws {
    let plain = try Tool.run(["validate", Tool.sample("valid")])
    let timed = try Tool.run(
      ["validate", Tool.sample("valid")], environment: ["EXPENSE_SHEETS_TIMINGS": "1"])
    #expect(timed.status == 0)
    #expect(timed.output == plain.output)
    #expect(!plain.error.contains("timing:"))
    let steps = timed.error.split(separator: "\n").filter { $0.hasPrefix("timing: ") }
      .map { $0.split(separator: " ")[1] }
    #expect(steps == ["reading", "validating"], "\(timed.error)")
  }

  @Test("validate --format json prints one document with summary and diagnostics")
  func validateJSON() throws {
    let run = try Tool.run(["validate", "--format", "json", Tool.sample("wrong-case-category")])
    #expect(run.status == 1)
    let object = try Tool.json(run)
    #expect(Set(object.keys) == ["summary", "diagnostics"])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["code"] as? String == "unknown-category")
    #expect((diagnostics.first?["suggestions"] as? [String]) == ["Food"])
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 1)
  }

  @Test(
    "Commands that cannot run exit 2 and say why on standard error",
    arguments: [
      (["validate", "/no/such/folder"], "no such file or folder"),
      (["validate", "--date-order", "sideways", "SampleSheets/valid"], "sideways"),
      (["frobnicate"], "frobnicate"),
      (["merge", "SampleSheets/valid", "--store", "/no/such/store.sqlite"], "no store here"),
      (["export", "--out", "/tmp", "--store", "/no/such/store.sqlite"], "no store here"),
      (["sample", "--out", "/tmp/x", "--rows", "-5"], "--rows must be between 0 and 5000000"),
      (
        ["sample", "--out", "/tmp/x", "--seed", "-5"],
        "The value '-5' is invalid for '--seed <seed>'"
      ),
    ])
  func cannotRun(arguments: [String], message: String) throws {
    let run = try Tool.run(arguments)
    #expect(run.status == 2, "\(run.output)")
    #expect(run.error.contains(message), "\(run.error)")
  }

  @Test("A file that is not CSV is named, with what to do")
  func spreadsheetGivenAsCSV() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Transactions.csv").path
    try Data([0x50, 0x4B, 0x03, 0x04] + Array("[Content_Types].xml".utf8)).write(
      to: URL(fileURLWithPath: path))
    let run = try Tool.run(["validate", path])
    #expect(run.status == 2)
    #expect(run.error.contains(path))
    #expect(run.error.contains("File > Download > Comma-separated values"))
  }

  @Test("import, export, merge: the whole cycle on the samples")
  func cycle() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    var run = try Tool.run(["import", Tool.sample("valid"), "--store", store])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output.contains(
        "imported 300 transactions, 128 receipts, 19 categories, 7 recurring rules"))

    run = try Tool.run(["import", Tool.sample("valid"), "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("already holds a ledger"))

    let out = folder.appendingPathComponent("export").path
    run = try Tool.run(["export", "--out", out, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    for tab in ["Transactions", "Receipts", "Categories", "RecurringRules", "Settings"] {
      // The same file, its header naming the export.
      let exported = try String(contentsOfFile: "\(out)/\(tab).csv", encoding: .utf8)
      let original = try String(
        contentsOfFile: "\(Tool.sample("valid"))/\(tab).csv", encoding: .utf8)
      #expect(exported.contains(/,exportId:[0-9A-F-]{36}\r\n/))
      #expect(
        Tool.withoutExportId(exported) == original, "\(tab).csv differs from the imported file")
    }

    run = try Tool.run(["merge", out, "--store", store, "--format", "json"])
    #expect(run.status == 0)
    let unchanged = try Tool.json(run)
    #expect((unchanged["changes"] as? [Any])?.isEmpty == true)

    run = try Tool.run([
      "merge", Tool.sample("amount-edited-in-place"), "--store", store, "--dry-run",
    ])
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("dry run: the store was not changed\n"))
    // A dry run prints its JSON as it is written: the whole document, then a newline.
    run = try Tool.run([
      "merge", Tool.sample("amount-edited-in-place"), "--store", store, "--dry-run", "--format",
      "json",
    ])
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("}\n"))
    let dryRun = try Tool.json(run)
    #expect(Set(dryRun.keys) == ["summary", "changes", "diagnostics", "heldBackDeletions"])
    #expect((dryRun["changes"] as? [[String: Any]])?.first?["action"] as? String == "updated")
    run = try Tool.run([
      "merge", Tool.sample("amount-edited-in-place"), "--store", store, "--format", "json",
    ])
    #expect(run.status == 0)
    let merged = try Tool.json(run)
    #expect(Set(merged.keys) == ["summary", "changes", "diagnostics", "heldBackDeletions"])
    let change = try #require((merged["changes"] as? [[String: Any]])?.first)
    #expect(change["action"] as? String == "updated")
    #expect(change["key"] as? String == "C445F8CE-0120-4358-A106-C38AAD057956")

    run = try Tool.run(["merge", Tool.sample("copied-row"), "--store", store])
    #expect(run.status == 1)
    #expect(run.output.contains("rejected"))
  }

  @Test("merge --dry-run leaves the store's file byte for byte; the merge itself saves")
  func dryRunChangesNoByte() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite")
    try Tool.run(["import", Tool.sample("valid"), "--store", store.path])
    try Tool.run([
      "export", "--out", folder.appendingPathComponent("base").path, "--store", store.path,
    ])
    let before = try Data(contentsOf: store)

    var run = try Tool.run([
      "merge", Tool.sample("amount-edited-in-place"), "--store", store.path, "--dry-run",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasSuffix("dry run: the store was not changed\n"))
    #expect(try Data(contentsOf: store) == before)
    #expect(!FileManager.default.fileExists(atPath: store.path + "-wal"))

    run = try Tool.run(["merge", Tool.sample("amount-edited-in-place"), "--store", store.path])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Data(contentsOf: store) != before)
    #expect(!FileManager.default.fileExists(atPath: store.path + "-wal"))
    #expect(try LedgerStore(path: store.path).mergeHistory().count == 1)
  }

  @Test("merge: a mistyped id is rejected and the local row kept, not added as a copy (exit 1)")
  func mergeMistypedId() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    try Tool.run(["import", Tool.sample("valid"), "--store", store])

    let run = try Tool.run(["merge", Tool.sample("mistyped-id"), "--store", store])

    #expect(run.status == 1, "\(run.error)")
    #expect(
      run.output.contains(
        "rejected   408D8962-9BDC-4BC5-8CED-64AA3A1CF580 (row 21): its transactionId is in no local row, and one digit away from 408D8962-9BDC-4BC5-8CED-64AA3A1CF58E"
      ), "\(run.output)")
    #expect(run.output.contains("Transactions   1 rejected, 1 kept-local, 299 unchanged\n"))
    let check = try Tool.run(["merge", Tool.sample("valid"), "--store", store, "--dry-run"])
    #expect(check.output.contains("Transactions   300 unchanged\n"), "\(check.output)")
  }

  @Test("merge: a receipt naming a mistyped transaction id is rejected with it, none left dangling")
  func mergeReceiptOfMistypedId() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    try Tool.run(["import", Tool.sample("valid"), "--store", store])
    // The id of Transactions row 28 mistyped in its last digit, in its row and its receipt's.
    let (id, typo) = (
      "4082F6BC-6D99-4D8D-A67C-AC15F5D3F01B", "4082F6BC-6D99-4D8D-A67C-AC15F5D3F010"
    )
    let sheet = folder.appendingPathComponent("sheet")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Tool.sample("valid")), to: sheet)
    for tab in ["Transactions", "Receipts"] {
      let file = sheet.appendingPathComponent("\(tab).csv")
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.contains(id))
      try text.replacingOccurrences(of: id, with: typo).write(
        to: file, atomically: true, encoding: .utf8)
    }

    let run = try Tool.run(["merge", sheet.path, "--store", store])

    #expect(run.status == 1, "\(run.error)")
    #expect(
      run.output.contains(
        "rejected   E80CF468-698E-4080-A53C-5CCE5C1786DA (row 12): its transactionId names \(typo), Transactions row 28, which this merge rejected"
      ), "\(run.output)")
    #expect(run.output.contains("Receipts       1 rejected, 127 unchanged\n"), "\(run.output)")
    let ledger = try LedgerStore(path: store).loadLedger()
    let transactions = Set(ledger.transactions.map(\.transactionId))
    #expect(ledger.receipts.allSatisfy { transactions.contains($0.transactionId) })
    let check = try Tool.run(["merge", Tool.sample("valid"), "--store", store, "--dry-run"])
    #expect(check.output.contains("Receipts       128 unchanged\n"), "\(check.output)")
  }

  @Test(
    "merge: another locale's export of the workbook changes nothing",
    arguments: ["de-DE-export", "sv-SE-export", "ar-EG-export", "tr-TR-libreoffice"])
  func mergeLocaleExport(name: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    try Tool.run(["import", Tool.sample("valid"), "--store", store])
    try Tool.run(["export", "--out", folder.appendingPathComponent("base").path, "--store", store])

    let run = try Tool.run(["merge", Tool.sample(name), "--store", store])

    #expect(run.status == 0, "\(run.error)")
    for tab in ["Transactions   300", "Receipts       128", "Categories     19"] {
      #expect(run.output.contains("\(tab) unchanged\n"), "\(run.output)")
    }
    // Turkish LibreOffice turned two amounts into dates: each is read as the local amount.
    let datedAmounts = name == "tr-TR-libreoffice" ? ["F18 = 22.08", "F208 = 30.01"] : []
    let warned = run.output.split(separator: "\n").filter {
      $0.hasPrefix("warning[amount-as-date]")
    }
    #expect(warned.count == datedAmounts.count, "\(run.output)")
    for fix in datedAmounts {
      #expect(run.output.contains("help: write the amount as a number: Transactions!\(fix)\n"))
    }
  }

  @Test("merge: an amount turned into a date reads as the exported amount after a local change")
  func mergeDatedAmountChangedLocally() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    // The app changes the amount Turkish LibreOffice turns into a date (22.08.2026).
    let changed = folder.appendingPathComponent("changed")
    try FileManager.default.copyItem(at: export, to: changed)
    try Tool.edit(changed.appendingPathComponent("Transactions.csv")) { text in
      var lines = text.components(separatedBy: "\r\n")
      let index = try #require(lines.firstIndex { $0.hasPrefix("3D228A9F-AAF2-4F91-BCBA-") })
      lines[index] = lines[index].replacing(",22.08,", with: ",99.50,")
        .replacing(/Z,[^,]*Z$/, with: "Z,2025-01-01T00:00:00.000Z")
      return lines.joined(separator: "\r\n")
    }
    try #require(try Tool.run(["merge", changed.path, "--store", store]).status == 0)

    let run = try Tool.run(["merge", Tool.sample("tr-TR-libreoffice"), "--store", store])

    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Transactions   1 kept-local, 299 unchanged\n"), "\(run.output)")
    #expect(
      run.output.contains(
        "give back the exported amount 22.08, so it is read as exported (no edit of the amount)"
      ), "\(run.output)")
    let ledger = try LedgerStore(path: store).loadLedger()
    let amount = ledger.transactions.first { $0.transactionId.uuidString.hasPrefix("3D228A9F") }
    #expect(amount?.amount == Decimal(string: "99.50"))
  }

  @Test(
    "merge: a date-time typed without a zone in an edited row is read in the dataset's zone, and says so"
  )
  func mergeZonelessEdit() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let file = export.appendingPathComponent("Transactions.csv")
    var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\r\n")
    var cells = lines[4].components(separatedBy: ",")
    cells[8] = "changed note"
    cells[13] = "2024-06-01 12:00:00"
    lines[4] = cells.joined(separator: ",")
    try lines.joined(separator: "\r\n").write(to: file, atomically: true, encoding: .utf8)

    let run = try Tool.run(["merge", export.path, "--store", store, "--dry-run"])

    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output.hasPrefix(
        "== read against the last export and the local rows ==\nnote[decided-reading]: "
          + "Transactions!N5: 1 date-time of lastModifiedAt without a time zone is read as local "
          + "time in America/New_York, the dataset's time zone"), "\(run.output)")
    #expect(run.output.contains("Transactions   1 updated, 299 unchanged"), "\(run.output)")
    #expect(!run.output.contains("not shown here"), "\(run.output)")
  }

  @Test("export warns when the folder also holds a file named as one of the tabs")
  func exportBesideADownload() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    try #require(try Tool.run(["import", Tool.sample("valid"), "--store", store]).status == 0)
    let out = folder.appendingPathComponent("export")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    var run = try Tool.run(["export", "--out", out.path, "--store", store])
    #expect(run.status == 0)
    #expect(run.error.isEmpty, "\(run.error)")
    try Data().write(to: out.appendingPathComponent("ExpenseTracker - Receipts.csv"))
    run = try Tool.run(["export", "--out", out.path, "--store", store])
    #expect(run.status == 0)
    #expect(
      run.error.contains(
        "warning: \(out.path) also holds ExpenseTracker - Receipts.csv, named as a tab too"),
      "\(run.error)")
  }

  @Test("merge --allow-deletions: a Transactions tab missing a column deletes nothing")
  func rejectedTabDeletesNothing() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    let sheet = folder.appendingPathComponent("sheet")
    try Tool.run(["import", Tool.sample("valid"), "--store", store])
    try Tool.run(["export", "--out", sheet.path, "--store", store])
    let transactions = sheet.appendingPathComponent("Transactions.csv")
    let exported = try String(contentsOf: transactions, encoding: .utf8)
    try exported.replacingOccurrences(of: ",amount,", with: ",amt,")
      .write(to: transactions, atomically: true, encoding: .utf8)

    let run = try Tool.run(["merge", sheet.path, "--store", store, "--allow-deletions"])

    #expect(run.status == 1, "\(run.error)")
    #expect(run.output.contains("Transactions   300 rejected\n"), "\(run.output)")
    #expect(!run.output.contains("deleted"))
    let again = folder.appendingPathComponent("again")
    try Tool.run(["export", "--out", again.path, "--store", store])
    // The same rows, under a header that names the later export.
    let exportedAgain = try String(
      contentsOf: again.appendingPathComponent("Transactions.csv"), encoding: .utf8)
    #expect(Tool.withoutExportId(exportedAgain) == Tool.withoutExportId(exported))
  }

  @Test(
    "Another ledger's sheet is refused (exit 2), saying why; the store is unchanged",
    arguments: [
      ("its whole sheet", "41E1EA58-F8E8-4A63-816F-AC266AD664F8"),
      (
        "its Transactions tab alone",
        "looks like another ledger's: none of the 5 rows with an id on its Transactions tab"
      ),
      (
        "its exported Transactions tab beside this ledger's Settings tab",
        "none of the 5 rows with an id on its Transactions tab is among the store's 300 Transactions rows or was ever exported from it, and its file comes from export"
      ),
    ])
  func otherLedger(given: String, error: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let other = folder.appendingPathComponent("other").path
    try Tool.run(["sample", "--out", other, "--rows", "5", "--seed", "77"])
    var paths = [other]
    if given == "its Transactions tab alone" { paths = [other + "/Transactions.csv"] }
    if given.hasPrefix("its exported") {
      // Another ledger's download: its files name an export of its own store.
      let otherStore = folder.appendingPathComponent("other.sqlite").path
      let otherExport = folder.appendingPathComponent("other-export").path
      try Tool.run(["import", other, "--store", otherStore])
      try Tool.run(["export", "--out", otherExport, "--store", otherStore])
      paths = [export.path + "/Settings.csv", otherExport + "/Transactions.csv"]
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    let run = try Tool.run(["merge"] + paths + ["--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains(error), "\(run.error)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
  }

  @Test("sample is deterministic for a seed")
  func sampleDeterministic() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Tool.run([
      "sample", "--out", folder.appendingPathComponent("a").path, "--rows", "40", "--seed", "3",
    ])
    try Tool.run([
      "sample", "--out", folder.appendingPathComponent("b").path, "--rows", "40", "--seed", "3",
    ])
    for tab in ["Transactions", "Receipts", "Settings"] {
      let a = try Data(contentsOf: folder.appendingPathComponent("a/\(tab).csv"))
      let b = try Data(contentsOf: folder.appendingPathComponent("b/\(tab).csv"))
      #expect(a == b)
    }
  }

  @Test("sample refuses a folder that is not empty (exit 2, naming it) unless --replace")
  func sampleRefusesNonEmptyFolder() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // An empty folder that exists is written into.
    var run = try Tool.run(["sample", "--out", folder.path, "--rows", "5", "--seed", "3"])
    #expect(run.status == 0, "\(run.error)")
    let transactions = folder.appendingPathComponent("Transactions.csv")
    let written = try Data(contentsOf: transactions)

    run = try Tool.run(["sample", "--out", folder.path, "--rows", "7", "--seed", "4"])
    #expect(run.status == 2)
    #expect(run.error.contains("error: \(folder.path) is not empty"), "\(run.error)")
    #expect(run.error.contains("--replace"), "\(run.error)")
    #expect(try Data(contentsOf: transactions) == written, "the workbook was overwritten")

    run = try Tool.run([
      "sample", "--out", folder.path, "--rows", "7", "--seed", "4", "--replace",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Data(contentsOf: transactions) != written)
  }

  @Test("Many unknown columns are one note, the same in text and in JSON")
  func manyUnknownColumnsOneNote() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Transactions.csv")
    let header =
      ["transactionId", "type", "date", "amount", "category"]
      + (5..<200_000).map { "c\($0)" }
    try (header.joined(separator: ",") + "\r\n").write(to: file, atomically: true, encoding: .utf8)
    let message =
      "199995 columns are not part of the Transactions format (F1 \"c5\", G1 \"c6\", H1 \"c7\" and 199992 more); they are kept"

    let text = try Tool.run(["validate", file.path])
    #expect(text.output.contains("note[unknown-column]: Transactions!F1: \(message)\n"))
    #expect(text.output.utf8.count < 2_000, "\(text.output.prefix(500))")
    let json = try Tool.json(try Tool.run(["validate", "--format", "json", file.path]))
    let notes = (json["diagnostics"] as? [[String: Any]] ?? []).filter {
      $0["code"] as? String == "unknown-column"
    }
    #expect(notes.map { $0["message"] as? String } == [message])
    #expect(notes.first?["cell"] as? String == "Transactions!F1")
  }

  @Test("Text output has no colour when NO_COLOR is set or output is not a terminal")
  func noColour() throws {
    let run = try Tool.run(
      ["validate", Tool.sample("wrong-case-category")], environment: ["NO_COLOR": "1"])
    #expect(!run.output.contains("\u{1B}["))
  }
}
