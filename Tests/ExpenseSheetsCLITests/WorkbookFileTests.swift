import Foundation
import Testing
import ZIPFoundation

/// `export --out FILE.xlsx`, and a workbook file given to validate and merge, with the
/// spreadsheets that open and save it in the loop.
@Suite("One workbook file", .serialized)
struct WorkbookFileTests {
  /// A store imported from the valid sample, and its export as one .xlsx, in a fresh folder.
  func exported(_ name: String = #function) throws -> (folder: URL, store: String, xlsx: String) {
    let folder = try Tool.temporaryFolder(name)
    let store = folder.appendingPathComponent("ledger.sqlite").path
    #expect(try Tool.run(["import", Tool.sample("valid"), "--store", store]).status == 0)
    let xlsx = folder.appendingPathComponent("ledger.xlsx").path
    let export = try Tool.run(["export", "--out", xlsx, "--store", store])
    #expect(export.status == 0, "\(export.error)")
    #expect(export.output.contains("to \(xlsx)"))
    return (folder, store, xlsx)
  }

  /// Merges `file` into a copy of `store` and expects no change in any tab.
  func expectNoChange(merging file: String, into store: String, _ client: String) throws {
    let copy = store + ".\(UUID().uuidString).sqlite"
    try FileManager.default.copyItem(atPath: store, toPath: copy)
    let merge = try Tool.run(["merge", file, "--store", copy])
    #expect(merge.status == 0, "\(client): \(merge.error)")
    for word in [" updated", " inserted", " deleted", " rejected", " kept local", "warning"] {
      #expect(!merge.output.contains(word), "\(client): \(merge.output)")
    }
    #expect(merge.output.contains("unchanged"), "\(client): \(merge.output)")
  }

  @Test("The exported workbook validates clean and merges back with no change")
  func exportValidateMerge() throws {
    let (folder, store, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 0)
    #expect(validate.output.contains("0 errors, 0 warnings"))
    try expectNoChange(merging: xlsx, into: store, "as exported")
  }

  @Test(
    "A ZIP archive named like a tab's .csv is refused, named for what it is",
    arguments: [
      (
        "a ZIP of text files", false,
        "this is a ZIP archive, not CSV, and not a spreadsheet workbook (.xlsx or .ods) either; if it holds the tabs' .csv files, unzip it and give them or their folder"
      ),
      ("a workbook", true, "this is a spreadsheet file (.xlsx), not CSV"),
    ])
  func zipNamedCSV(kind: String, isWorkbook: Bool, message: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("Transactions.csv")
    if isWorkbook {
      try FileManager.default.copyItem(atPath: Tool.sample("valid.xlsx"), toPath: csv.path)
    } else {
      let archive = try Archive(url: csv, accessMode: .create)
      for name in ["notes.txt", "todo.txt"] {
        let text = Data("some words, \(name)\n".utf8)
        try archive.addEntry(
          with: name, type: .file, uncompressedSize: Int64(text.count),
          compressionMethod: .deflate
        ) { position, size in
          text.subdata(in: Int(position)..<Int(position) + size)
        }
      }
    }
    let run = try Tool.run(["validate", csv.path])
    #expect(run.status == 2)
    #expect(run.error.contains("\(csv.path): \(message)"), "\(run.error)")
  }

  /// A folder `book` in `folder` holding a copy of the workbook at `xlsx`, as `ledger.xlsx`,
  /// and the files `others` (name and text).
  static func bookFolder(in folder: URL, holding xlsx: String, beside others: [String: String])
    throws -> URL
  {
    let book = folder.appendingPathComponent("book")
    try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: xlsx, toPath: book.appendingPathComponent("ledger.xlsx").path)
    for (name, text) in others {
      try Data(text.utf8).write(to: book.appendingPathComponent(name))
    }
    return book
  }

  @Test(
    "A folder holding a workbook file is read as it, whatever lies beside it that is no tab",
    arguments: [
      // What Excel and LibreOffice leave beside a workbook they hold open.
      ["~$ledger.xlsx": "owner\n", ".~lock.ledger.xlsx#": "owner\n"],
      ["notes.csv": "item,price\nstamps,1.20\n"],
    ])
  func folderOfWorkbookFiles(beside others: [String: String]) throws {
    let (folder, store, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let book = try Self.bookFolder(in: folder, holding: xlsx, beside: others)
    let validate = try Tool.run(["validate", book.path])
    #expect(validate.status == 0, "\(validate.error)")
    #expect(validate.output.contains("0 errors, 0 warnings"), "\(validate.output)")
    try expectNoChange(merging: book.path, into: store, "a folder holding a workbook file")
  }

  @Test("A folder holding a CSV tab file is read as CSV files, the workbook file beside named")
  func workbookBesideTabFile() throws {
    let (folder, _, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let categories = try String(
      contentsOfFile: Tool.sample("valid") + "/Categories.csv", encoding: .utf8)
    let book = try Self.bookFolder(
      in: folder, holding: xlsx, beside: ["Categories.csv": categories])
    let validate = try Tool.run(["validate", book.path])
    #expect(
      validate.output.contains(
        "warning[missing-tab]: Transactions: no Transactions.csv was given, and \(book.path)/ledger.xlsx is a workbook file"
      ), "\(validate.output)")
  }

  @Test("Workbook files are not given with CSV files")
  func workbookWithOtherPaths() throws {
    let (folder, _, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Tool.run(["validate", xlsx, Tool.sample("valid")])
    #expect(run.status == 2)
    #expect(
      run.error.contains(
        "\(xlsx) is a workbook file: give workbook files without CSV files or folders of them (\(Tool.sample("valid")))"
      ))
  }

  @Test(
    "Each tab opened from its CSV file in LibreOffice and saved as a workbook of its own: the folder merges with no change",
    .realSpreadsheets,
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/soffice"),
      "LibreOffice is not installed (apt-get install libreoffice-calc)"))
  func oneWorkbookFilePerTab() throws {
    let folder = try Tool.temporaryFolder(#function)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let saved = folder.appendingPathComponent("saved")
    let csvFiles = try FileManager.default.contentsOfDirectory(atPath: export.path)
      .filter { $0.hasSuffix(".csv") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/soffice")
    process.arguments =
      [
        "-env:UserInstallation=file://\(folder.path)/profile", "--headless",
        "--infilter=CSV:44,34,76,1", "--convert-to", "xlsx", "--outdir", saved.path,
      ] + csvFiles.map { export.appendingPathComponent($0).path }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let workbooks = try FileManager.default.contentsOfDirectory(atPath: saved.path).sorted()
    try #require(workbooks.count == 5, "\(workbooks)")
    let validate = try Tool.run(["validate", saved.path])
    #expect(validate.status == 0, "\(validate.error)")
    #expect(validate.output.contains("0 errors, 0 warnings"), "\(validate.output)")
    try expectNoChange(merging: saved.path, into: store, "one file per tab")
  }

  @Test("An older .xlsx export, merged after a later one, deletes nothing added since")
  func olderWorkbookExport() throws {
    let (folder, store, first) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A row is added through a merge of the CSV export, a copy of the last with a new id.
    let csv = folder.appendingPathComponent("csv")
    #expect(try Tool.run(["export", "--out", csv.path, "--store", store]).status == 0)
    let edited = try ExportBaseMergeTests.copy(csv, to: "edited", in: folder) { text in
      let last = try #require(text.matches(of: ExportBaseMergeTests.recordStart).last)
      return text + UUID().uuidString + text[last.range.lowerBound...].dropFirst(1 + 36)
    }
    var run = try Tool.run(["merge", edited.path, "--store", store, "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      try (Tool.json(run)["summary"] as? [String: Any]).flatMap {
        ($0["totals"] as? [String: [String: Int]])?["Transactions"]?["inserted"]
      } == 1)
    let second = folder.appendingPathComponent("second.xlsx").path
    #expect(try Tool.run(["export", "--out", second, "--store", store]).status == 0)

    // The first workbook names its own export, so its merge finds the row new since, not gone.
    run = try Tool.run([
      "merge", first, "--store", store, "--allow-deletions", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(try ExportBaseMergeTests.deleted(run) == 0)
    // The second workbook merges back with no change.
    try expectNoChange(merging: second, into: store, "the later export")
  }

  /// Merges `file` into a copy of `store`: the run, and whether every tab of the copy is still
  /// the same as the store's.
  func mergeIntoCopy(_ file: String, of store: String, _ arguments: [String] = []) throws -> (
    run: Tool.Run, unchanged: Bool
  ) {
    let copy = store + ".\(UUID().uuidString).sqlite"
    try FileManager.default.copyItem(atPath: store, toPath: copy)
    let run = try Tool.run(["merge", file, "--store", copy] + arguments)
    let tabs = try [store, copy].map { ledger in
      let folder = ledger + ".csv"
      #expect(try Tool.run(["export", "--out", folder, "--store", ledger]).status == 0)
      return try Self.tabTexts(in: folder)
    }
    return (run, tabs[0] == tabs[1])
  }

  /// The text of each tab file of an exported folder, the export id left out.
  static func tabTexts(in folder: String) throws -> [String: String] {
    var texts: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      texts[name] = Tool.withoutExportId(text)
    }
    return texts
  }

  @Test("A formula saved without its computed value is an error on its cell; merge keeps the row")
  func uncomputedFormula() throws {
    let (folder, store, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Transactions!I2, a note, becomes a formula as openpyxl writes one: no computed value.
    try WorkbookPartEdit.edit(xlsx, part: "xl/worksheets/sheet1.xml") { xml in
      xml.replacing(
        #/<c r="I2" t="inlineStr"><is><t>[^<]*</t></is></c>/#,
        with: #"<c r="I2"><f>UPPER("salary (net)")</f><v /></c>"#)
    }
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 1)
    #expect(
      validate.output.contains(
        "error[formula-cell]: Transactions!I2: this cell holds a formula with no computed value in the file, so its row is not read: recalculate and save the workbook in the spreadsheet, or type the value"
      ), "\(validate.output)")
    let (merge, unchanged) = try mergeIntoCopy(xlsx, of: store, ["--allow-deletions"])
    #expect(merge.output.contains("Transactions   1 rejected, 299 unchanged"), "\(merge.output)")
    #expect(unchanged)
  }

  @Test("A note holding a formula's error value is an error on it; merge keeps the row")
  func errorValueInNote() throws {
    let (folder, store, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try WorkbookPartEdit.edit(xlsx, part: "xl/worksheets/sheet1.xml") { xml in
      xml.replacing(
        #/<c r="I2" t="inlineStr"><is><t>[^<]*</t></is></c>/#,
        with: #"<c r="I2" t="e"><f>VLOOKUP(1,A:A,2,0)</f><v>#N/A</v></c>"#)
    }
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 1)
    #expect(
      validate.output.contains(
        "error[error-value]: Transactions!I2: this cell holds the spreadsheet error #N/A, not a value, so its row is not read and a local row keeps its values (a new row is not added); correct the formula, or type the value"
      ), "\(validate.output)")
    let (merge, unchanged) = try mergeIntoCopy(xlsx, of: store, ["--allow-deletions"])
    #expect(merge.output.contains("Transactions   1 rejected, 299 unchanged"), "\(merge.output)")
    #expect(unchanged)
  }

  @Test(
    "A formula without a computed value in a required cell is its formula-cell error alone",
    arguments: ["B2", "C2", "F2", "G2"])
  func uncomputedRequired(cell: String) throws {
    let (folder, _, xlsx) = try exported("uncomputedRequired\(cell)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try WorkbookPartEdit.edit(xlsx, part: "xl/worksheets/sheet1.xml") { xml in
      let edited = xml.replacing(
        try Regex(#"<c r="\#(cell)"[^>]*>.*?</c>"#),
        with: #"<c r="\#(cell)"><f>1+1</f><v /></c>"#, maxReplacements: 1)
      #expect(edited != xml)
      return edited
    }
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 1)
    #expect(
      validate.output.contains("error[formula-cell]: Transactions!\(cell): "), "\(validate.output)")
    #expect(!validate.output.contains("[missing-value]"), "\(validate.output)")
    #expect(validate.output.contains("453 rows loadable, 2 rows not loaded"), "\(validate.output)")
  }

  @Test(
    "An error value in a cell of a known column is its error-value error alone",
    arguments: [("B2", "#VALUE!"), ("C2", "#VALUE!"), ("F2", "#DIV/0!"), ("G2", "#N/A")])
  func errorValueAlone(cell: String, error: String) throws {
    let (folder, _, xlsx) = try exported("errorValueAlone\(cell)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try WorkbookPartEdit.edit(xlsx, part: "xl/worksheets/sheet1.xml") { xml in
      let edited = xml.replacing(
        try Regex(#"<c r="\#(cell)"[^>]*>.*?</c>"#),
        with: #"<c r="\#(cell)" t="e"><f>1/0</f><v>\#(error)</v></c>"#, maxReplacements: 1)
      #expect(edited != xml)
      return edited
    }
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 1)
    let errors = validate.output.split(separator: "\n").filter {
      $0.contains("Transactions!\(cell)")
    }
    #expect(
      errors == [
        "error[error-value]: Transactions!\(cell): this cell holds the spreadsheet error \(error), not a value, so its row is not read and a local row keeps its values (a new row is not added); correct the formula, or type the value"
      ], "\(validate.output)")
    #expect(!validate.output.contains("[missing-value]"), "\(validate.output)")
  }

  @Test(
    "A note emptied by merging its cell into the one above is an error on it; merge keeps the row")
  func mergedCells() throws {
    let (folder, store, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    // I2:I3 merged, as Excel merges them: I3's note emptied; a title merged above the header
    // is no data.
    try WorkbookPartEdit.edit(xlsx, part: "xl/worksheets/sheet1.xml") { xml in
      let emptied = xml.replacing(
        #/<c r="I3" t="inlineStr"><is><t>[^<]*</t></is></c>/#, with: "")
      #expect(emptied != xml)
      return emptied.replacing(
        "</sheetData>",
        with:
          #"</sheetData><mergeCells count="2"><mergeCell ref="I2:I3"/><mergeCell ref="A1:B1"/></mergeCells>"#
      )
    }
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 1)
    #expect(
      validate.output.contains(
        "error[merged-cells]: Transactions!I3: this cell is merged into I2:I3, which shows only the value of Transactions!I2: the value it held is gone from the sheet, so row 3 is not read and a local row keeps its values (a new row is not added); unmerge the cells and type the value again"
      ), "\(validate.output)")
    #expect(validate.output.components(separatedBy: "error[merged-cells]").count == 2)
    let (merge, unchanged) = try mergeIntoCopy(xlsx, of: store, ["--allow-deletions"])
    #expect(merge.output.contains("Transactions   1 rejected, 299 unchanged"), "\(merge.output)")
    #expect(unchanged)
  }

  @Test("A required cell emptied by merging it into the one above is its merged-cells error alone")
  func mergedRequiredCell() throws {
    let (folder, _, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try WorkbookPartEdit.edit(xlsx, part: "xl/worksheets/sheet1.xml") { xml in
      let emptied = xml.replacing(
        try Regex(#"<c r="G3"[^>]*>.*?</c>"#), with: "", maxReplacements: 1)
      #expect(emptied != xml)
      return emptied.replacing(
        "</sheetData>",
        with: #"</sheetData><mergeCells count="1"><mergeCell ref="G2:G3"/></mergeCells>"#)
    }
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 1)
    #expect(
      validate.output.contains("error[merged-cells]: Transactions!G3: "), "\(validate.output)")
    #expect(!validate.output.contains("[missing-value]"), "\(validate.output)")
  }

  @Test("A sheet cut off inside a whole workbook file is refused; the merge changes nothing")
  func cutOffSheet() throws {
    let (folder, store, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The Transactions sheet's XML ends inside row 301, the ZIP around it whole.
    try WorkbookPartEdit.edit(xlsx, part: "xl/worksheets/sheet1.xml") { xml in
      let row = try #require(xml.firstRange(of: #"<row r="301""#)).lowerBound
      return String(xml[..<xml.index(row, offsetBy: 60)])
    }
    let message =
      "\(xlsx): the sheet Transactions (xl/worksheets/sheet1.xml) in the workbook is damaged: its XML ends before its last row, as a file cut off does"
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 2)
    #expect(validate.error.contains(message), "\(validate.error)")
    let (merge, unchanged) = try mergeIntoCopy(xlsx, of: store, ["--allow-deletions"])
    #expect(merge.status == 2)
    #expect(merge.error.contains(message), "\(merge.error)")
    #expect(unchanged)
  }

  /// A spreadsheet program that converts a workbook: its name and the command's arguments for
  /// an output folder and format.
  struct Client: Sendable, CustomStringConvertible {
    var description: String
    var executable: String
    var format: String

    /// Converts `file` into `format` in `folder`; the converted file's path.
    func convert(_ file: String, into folder: URL) throws -> String {
      let output = folder.appendingPathComponent("converted-\(description).\(format)").path
      let arguments: [String] =
        executable.hasSuffix("soffice")
        ? [
          "-env:UserInstallation=file://\(folder.path)/profile-\(format)", "--headless",
          "--convert-to", format, "--outdir", folder.appendingPathComponent(description).path,
          file,
        ]
        : [file, output]
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      if executable.hasSuffix("soffice") {
        let converted = folder.appendingPathComponent(description)
          .appendingPathComponent("ledger.\(format)").path
        try FileManager.default.moveItem(atPath: converted, toPath: output)
      }
      return output
    }

    static let all: [Client] = [
      Client(description: "libreoffice-xlsx", executable: "/usr/bin/soffice", format: "xlsx"),
      Client(description: "libreoffice-ods", executable: "/usr/bin/soffice", format: "ods"),
      Client(description: "gnumeric-xlsx", executable: "/usr/bin/ssconvert", format: "xlsx"),
      Client(description: "gnumeric-ods", executable: "/usr/bin/ssconvert", format: "ods"),
    ].filter { FileManager.default.isExecutableFile(atPath: $0.executable) }
  }

  @Test(
    "Opened and saved by LibreOffice and Gnumeric, as .xlsx and .ods, it merges with no change",
    .realSpreadsheets,
    .enabled(
      if: !Client.all.isEmpty,
      "neither LibreOffice nor Gnumeric is installed (apt-get install libreoffice-calc gnumeric)"),
    arguments: Client.all)
  func realClients(client: Client) throws {
    let (folder, store, xlsx) = try exported("client-\(client)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let converted = try client.convert(xlsx, into: folder)
    let validate = try Tool.run(["validate", converted])
    #expect(validate.status == 0, "\(client): \(validate.output)")
    #expect(validate.output.contains("0 errors, 0 warnings"), "\(client): \(validate.output)")
    try expectNoChange(merging: converted, into: store, client.description)
  }

  /// Python with openpyxl, when installed.
  static let hasOpenpyxl: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import openpyxl"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  @Test(
    "openpyxl reads five sheets, numbers as numbers, dates as dates, a list on category",
    .enabled(if: hasOpenpyxl, "openpyxl is not installed (pip install openpyxl)"))
  func openpyxlReads() throws {
    let (folder, _, xlsx) = try exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      import datetime, sys, openpyxl
      wb = openpyxl.load_workbook(sys.argv[1])
      assert wb.sheetnames == ["Transactions", "Receipts", "Categories", "RecurringRules", "Settings"], wb.sheetnames
      ws = wb["Transactions"]
      header = [c.value for c in ws[1]]
      row = {name: cell.value for name, cell in zip(header, ws[2])}
      assert isinstance(row["amount"], (int, float)), row["amount"]
      assert ws.cell(2, header.index("amount") + 1).number_format == "0.00" + "#" * 28
      assert isinstance(row["date"], datetime.datetime), row["date"]
      assert ws.cell(2, header.index("date") + 1).number_format == "yyyy-mm-dd"
      assert isinstance(row["year"], int) and isinstance(row["transactionId"], str)
      assert ws[1][0].font.b and ws.freeze_panes == "A2"
      letter = openpyxl.utils.get_column_letter(header.index("category") + 1)
      lists = [v for v in ws.data_validations.dataValidation if v.type == "list"]
      assert any(str(v.sqref).startswith(letter + "2") and v.formula1.startswith("Categories!$A$2") for v in lists), lists
      cats = wb["Categories"]
      assert isinstance(cats.cell(2, [c.value for c in cats[1]].index("isActive") + 1).value, bool)
      print("ok")
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, xlsx]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let failure = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(printed == "ok\n", "\(failure)")
  }
}
