import Foundation
import SheetCSV

/// Reads a workbook: a folder of tab files, or CSV files given one by one, each recognised by
/// its name (`Transactions.csv`, Google's `<Title> - Transactions.csv`) or else by its header.
public struct WorkbookReader: Sendable {
  /// How locale-dependent cells are read.
  public var options: ReadOptions
  /// Called as each tab's records are decoded (from any thread), to show progress.
  public var progress: (@Sendable (ReadProgress) -> Void)?
  /// How files are brought into memory: `.read` (the default) copies each file; `.memoryMapped`
  /// maps it, which saves the copy and a page fault per 4 KiB, but a file another program cuts
  /// short while it is read then stops the process with `SIGBUS` (the `expense-sheets` tool
  /// turns that signal into an error message and exit status 2).
  public var fileAccess: CSVTable.FileAccess
  /// Tells whether an export interrupted in a folder read was recorded, so that it is finished
  /// or undone as its record says (see ``InterruptedExport``).
  public var isExportRecorded: InterruptedExport.RecordCheck?

  /// Creates a reader.
  public init(
    options: ReadOptions = ReadOptions(), fileAccess: CSVTable.FileAccess = .read,
    isExportRecorded: InterruptedExport.RecordCheck? = nil,
    progress: (@Sendable (ReadProgress) -> Void)? = nil
  ) {
    self.options = options
    self.fileAccess = fileAccess
    self.isExportRecorded = isExportRecorded
    self.progress = progress
  }

  /// Reads and decodes the tabs found at `paths` (folders and files).
  ///
  /// An export interrupted in a folder read (the folder given, or the one holding a file given)
  /// is first finished or undone, so that the folder holds the files of one export.
  ///
  /// - Throws: `WorkbookError` when a file cannot be read as UTF-8 CSV, when no file is a tab,
  ///   when two files claim the same tab, or when an interrupted export cannot be ended.
  public func read(paths: [String]) throws -> DecodedWorkbook {
    for folder in Self.folders(of: paths) {
      try InterruptedExport.end(in: folder, isRecorded: isExportRecorded)
    }
    let streams = try Self.readStreams(paths)
    let files = try Self.tabFiles(paths: paths, streams: streams)
    var workbook = try decode(tabs: Set(files.keys), paths: files) { [fileAccess] tab in
      let path = files[tab]!
      guard let bytes = streams[path] else { return try Self.table(path: path, access: fileAccess) }
      return try Self.table(bytes: bytes, path: path)
    }
    let named = Self.nameUnreadWorkbookFiles(in: &workbook, paths: paths)
    Self.warnOfNewerWorkbookFiles(in: &workbook, paths: paths, tabFiles: files, named: named)
    return workbook
  }

  /// Reads and decodes the tabs found at the file URLs `urls` (folders and files), as
  /// ``read(paths:)`` reads paths.
  ///
  /// - Throws: `WorkbookError`, as ``read(paths:)`` throws it.
  public func read(urls: [URL]) throws -> DecodedWorkbook {
    try read(paths: urls.map(\.path))
  }

  /// The folders `paths` name or hold files of, each once, in order.
  static func folders(of paths: [String]) -> [String] {
    var folders: [String] = []
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else { continue }
      let kind = info.st_mode & S_IFMT
      guard kind == S_IFDIR || kind == S_IFREG else { continue }
      let folder =
        kind == S_IFDIR ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders
  }

  /// The bytes of each of `paths`, and of each file a folder among them may hold a tab in
  /// (``tabFileCandidates(inFolder:)``), that is a pipe or a device rather than a file (`<(…)`,
  /// a piped `/dev/stdin`, a FIFO in a folder): read once here, since opening it again finds
  /// nothing, or waits.
  static func readStreams(_ paths: [String]) throws -> [String: [UInt8]] {
    var streams: [String: [UInt8]] = [:]
    for path in paths.flatMap(Self.filesAndFolderCandidates) {
      var info = stat()
      guard stat(path, &info) == 0 else { continue }
      let kind = info.st_mode & S_IFMT
      guard kind == S_IFIFO || kind == S_IFCHR else { continue }
      streams[path] = try StreamBytes.read(path: path)
    }
    return streams
  }

  /// `path` itself, or the candidates of the folder it names.
  private static func filesAndFolderCandidates(_ path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [path] }
    return (try? tabFileCandidates(inFolder: path)) ?? []
  }

  /// The paths of the files of a folder that may hold a tab: its visible .csv and .tsv files,
  /// and .txt files named after a tab, in name order.
  ///
  /// - Throws: When the folder cannot be listed.
  package static func tabFileCandidates(inFolder folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      .filter(TabRecognizer.isTabFileName)
      .map { (folder as NSString).appendingPathComponent($0) }
  }

  /// Whether a candidate of the folder (``tabFileCandidates(inFolder:)``) is a tab, by its name
  /// or its header row; one that is not a regular file (a pipe) counts, unread, as one.
  package static func holdsTabFile(inFolder folder: String) -> Bool {
    let candidates = (try? tabFileCandidates(inFolder: folder)) ?? []
    return candidates.contains { path in
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return true }
      return (try? TabRecognizer.tab(ofFile: path)) != nil
    }
  }

  /// Decodes tabs given as CSV bytes (for example downloaded, or built in memory).
  ///
  /// Stray quotes become diagnostics; bytes that are not UTF-8 CSV throw as files do, and so do
  /// more than 2 GiB of them (`CSVTable.maximumByteCount`).
  public func read(tabs: [Tab: [UInt8]]) throws -> DecodedWorkbook {
    try decode(tabs: Set(tabs.keys), paths: [:]) { tab in
      try Self.table(bytes: tabs[tab]!, path: tab.fileName)
    }
  }

  /// Decodes tabs given as CSV data (for example downloaded), as the bytes of
  /// ``read(tabs:)-([Tab:[UInt8]])`` are.
  ///
  /// - Throws: `WorkbookError` when a tab's data is not UTF-8 CSV text.
  public func read(tabs: [Tab: Data]) throws -> DecodedWorkbook {
    try read(tabs: tabs.mapValues { [UInt8]($0) })
  }

  /// Indexes bytes already read as a CSV table, refusing what is not UTF-8 CSV text or is
  /// more than `maximumByteCount` bytes (a test hook); `path` names them in errors.
  static func table(
    bytes: [UInt8], path: String, maximumByteCount: Int = CSVTable.maximumByteCount
  ) throws -> CSVTable {
    try FileSniffer.check(prefix: Array(bytes.prefix(FileSniffer.prefixLength)), path: path)
    guard bytes.count <= maximumByteCount else {
      throw WorkbookError.oversizedTab(path: path, size: "\(bytes.count) bytes")
    }
    let table = try CSVTable(bytes: UTF16Text.utf8(bytes, path: path))
    try refuseErrors(of: table, path: path)
    return table
  }

  /// Decodes tabs one after the other, Settings first so that its time zone reads the others.
  /// Each tab's table is read just before it is decoded and freed right after; only Receipts,
  /// the other large tab, is read and decoded on a second core while Transactions is read, so
  /// the core that would wait for the Transactions file works meanwhile, and at most those two
  /// tables are in memory at once. A large tab decodes in chunks on all cores. Messages name a
  /// tab by its path in `paths`, else by its file name.
  func decode(
    tabs: Set<Tab>, paths: [Tab: String], table: @escaping @Sendable (Tab) throws -> CSVTable
  ) throws -> DecodedWorkbook {
    var workbook = DecodedWorkbook()
    for tab in Tab.allCases where !tabs.contains(tab) {
      // Without Categories, the names the other tabs' rows give are checked against a store's
      // categories only, when there is one.
      let names =
        tab == .categories && (tabs.contains(.transactions) || tabs.contains(.recurringRules))
        ? ", and the category names of the other tabs' rows are checked only against a store's categories, when validated against one"
        : ""
      workbook.diagnostics.append(
        Diagnostic(
          severity: tab == .settings || tab == .categories ? .warning : .info, code: .missingTab,
          tab: tab,
          message: "no \(tab.fileName) was given; the \(tab.rawValue) tab is not checked\(names)"))
    }
    var csvDiagnostics: [Tab: [Diagnostic]] = [:]
    func load(_ tab: Tab) throws -> CSVTable? {
      guard tabs.contains(tab) else { return nil }
      let (loaded, diagnostics) = try Self.load(tab, paths: paths, table: table)
      csvDiagnostics[tab] = diagnostics
      return loaded
    }
    var zone = ZoneOffsets(zone: options.fallbackTimeZone ?? TimeZone(identifier: "UTC")!)
    if let settings = try load(.settings) {
      var tab = TabDecoder.decode(
        SettingsCodec.self, table: settings, options: options, zone: zone, progress: progress)
      var identifiers = tab.rows.compactMap { $0.value?.timezone }
      if identifiers.isEmpty, tab.needsDateOrder {
        // The row's time zone does not hang on the order of its dates, which the other tabs
        // may show once decoded (see `decodeAgainInWorkbookDateOrder`): either order gives it.
        var eitherOrder = options
        eitherOrder.dateOrder = .dmy
        identifiers = TabDecoder.decode(
          SettingsCodec.self, table: settings, options: eitherOrder, zone: zone
        ).rows.compactMap { $0.value?.timezone }
      }
      if identifiers.count == 1, let timeZone = TimeZone(identifier: identifiers[0]) {
        zone = ZoneOffsets(zone: timeZone)
        // The Settings row's own local date-times are in its time zone too: read it again.
        tab = TabDecoder.decode(
          SettingsCodec.self, table: settings, options: options, zone: zone, progress: progress)
      }
      workbook.settings = tab
    }
    // Receipts are read and decoded on another core while Transactions is read.
    let receipts = ConcurrentResults(count: 1)
    let decodingReceipts = DispatchGroup()
    if tabs.contains(.receipts) {
      let (options, progress, zone) = (options, progress, zone)
      DispatchQueue.global().async(group: decodingReceipts) {
        receipts.set(
          0,
          Result {
            let (loaded, diagnostics) = try Self.load(.receipts, paths: paths, table: table)
            return (
              diagnostics,
              TabDecoder.decode(
                ReceiptsCodec.self, table: loaded, options: options, zone: zone,
                progress: progress)
            )
          })
      }
    }
    // The Receipts work is waited for before anything is thrown, so none outlives the read.
    let transactions = Result {
      try load(.transactions).map {
        TabDecoder.decode(
          TransactionsCodec.self, table: $0, options: options, zone: zone, progress: progress)
      }
    }
    decodingReceipts.wait()
    workbook.transactions = try transactions.get()
    let decodedReceipts: Result<([Diagnostic], DecodedTab<Receipt>), any Error>? = receipts.take(0)
    if let (diagnostics, tab) = try decodedReceipts?.get() {
      csvDiagnostics[.receipts] = diagnostics
      workbook.receipts = tab
    }
    workbook.categories = try load(.categories).map {
      TabDecoder.decode(
        CategoriesCodec.self, table: $0, options: options, zone: zone, progress: progress)
    }
    workbook.recurringRules = try load(.recurringRules).map {
      TabDecoder.decode(
        RecurringRulesCodec.self, table: $0, options: options, zone: zone, progress: progress)
    }
    try decodeAgainInWorkbookDateOrder(&workbook, zone: zone, table: table)
    for tab in Tab.allCases.sorted() { workbook.diagnostics += csvDiagnostics[tab] ?? [] }
    return workbook
  }

  /// A tab's table and the warnings of its CSV reading, the tab named by its path in `paths`.
  private static func load(
    _ tab: Tab, paths: [Tab: String], table: (Tab) throws -> CSVTable
  ) throws -> (CSVTable, [Diagnostic]) {
    let loaded = try table(tab)
    return (loaded, csvDiagnostics(loaded, tab: tab, path: paths[tab] ?? tab.fileName))
  }

  /// Reads (or maps) one file as a CSV table, refusing what is not UTF-8 CSV text; UTF-16 text
  /// after its byte order mark is read as UTF-8.
  static func table(path: String, access: CSVTable.FileAccess) throws -> CSVTable {
    let utf16Order = try FileSniffer.check(path: path)
    let table: CSVTable
    do {
      if let utf16Order {
        table = try CSVTable(bytes: UTF16Text.utf8(ofFile: path, order: utf16Order))
      } else {
        table = try CSVTable(contentsOfFile: path, access: access)
      }
    } catch let error as WorkbookError {
      throw error
    } catch {
      throw WorkbookError(path: path, message: "cannot read the file: \(error)")
    }
    try refuseErrors(of: table, path: path)
    return table
  }

  /// Throws for the first CSV issue that stops reading: invalid UTF-8 or an unclosed quote.
  static func refuseErrors(of table: CSVTable, path: String) throws {
    if let issue = table.issues.first(where: \.isError) {
      let message: String
      switch issue.kind {
      case .invalidUTF8 where endsInsideCharacter(path: path, from: issue.position.byteOffset):
        message =
          "the file ends inside a character (its last bytes begin one and stop before its end): it is cut off (or saved in a character set other than UTF-8); download or save it again"
      case .invalidUTF8:
        message =
          "the file is not UTF-8 text: it was saved in another character set (Windows-1252, Windows-1251, Latin-1 or the like); save it again as CSV in UTF-8 (Excel: \"CSV UTF-8\"; LibreOffice: character set \"Unicode (UTF-8)\")"
      case .unterminatedQuote(let openedAt):
        message =
          "a quoted field opened on line \(openedAt.line) (record \(openedAt.record)) never closes; the file may be cut off"
      case .strayQuote:
        message = "a stray quote"
      }
      throw WorkbookError(
        path: path, line: issue.position.line, byteOffset: issue.position.byteOffset,
        message: message)
    }
  }

  /// Whether the bytes of the file at `path` from `offset` on are the start of one UTF-8
  /// character without its end: a file cut in the middle of it.
  static func endsInsideCharacter(path: String, from offset: Int) -> Bool {
    guard let file = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? file.close() }
    guard let size = try? file.seekToEnd(), offset >= 0, size > offset, size - UInt64(offset) < 4,
      (try? file.seek(toOffset: UInt64(offset))) != nil,
      let tail = try? file.readToEnd(), let lead = tail.first
    else { return false }
    let length =
      switch lead {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    return tail.count < length && tail.dropFirst().allSatisfy { (0x80...0xBF).contains($0) }
  }

  /// Warnings of the CSV reader that did not stop it (stray quotes), as diagnostics naming the
  /// cell and the text it is read as; and errors for the cells a quote made swallow the rows
  /// after them.
  static func csvDiagnostics(_ table: CSVTable, tab: Tab, path: String) -> [Diagnostic] {
    let file = URL(fileURLWithPath: path).lastPathComponent
    let header = table.recordCount > 0 ? table.fieldCount(ofRecord: 0) : 0
    // The cells that swallow rows are found in file order in each loop below: their lines are
    // counted onward, not from the start of the file each time.
    var lines = CSVLineCounter(table)
    var diagnostics: [Diagnostic] = []
    for issue in table.issues.filter({ !$0.isError }).prefix(100) {
      let line = "\(file) line \(issue.position.line)"
      guard let (record, field) = table.field(startingAt: issue.position.byteOffset) else {
        diagnostics.append(
          Diagnostic(
            severity: .warning, code: .malformedCSV, tab: tab,
            row: table.sheetRow(ofRecord: issue.position.record - 1),
            message: "\(line): a quote does not follow CSV quoting"))
        continue
      }
      let text = table.string(record: record, field: field)
      let spansLines = text.utf8.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
      if spansLines
        && (table.fieldCount(ofRecord: record) > header
          || SwallowedRows.holdsRows(in: text.utf8, delimiter: table.delimiter, columns: header))
      {
        diagnostics.append(
          swallowing(
            table, tab: tab, file: file, record: record, field: field, text: text, lines: &lines))
        continue
      }
      let row = table.sheetRow(ofRecord: record)
      diagnostics.append(
        Diagnostic(
          severity: .warning, code: .malformedCSV, tab: tab, row: row,
          cell: A1.reference(tab: tab, column: field, row: row), value: text,
          message:
            "\(line): a quote in this cell does not follow CSV quoting, so it is read as \(quoted(text)); check that this is the text meant (a quote that belongs to the text goes inside a quoted cell, doubled)"
        ))
    }
    // A quote that closes right before a delimiter is well-formed CSV, yet may hold rows too.
    let reported = Set(diagnostics.compactMap(\.cell))
    var found = 0
    for (record, field) in table.fieldsWithLineBreaks where found < 100 {
      let swallows = table.withFieldBytes(record: record, field: field) { bytes in
        SwallowedRows.holdsRows(in: bytes, delimiter: table.delimiter, columns: header)
      }
      guard swallows else { continue }
      let diagnostic = swallowing(
        table, tab: tab, file: file, record: record, field: field,
        text: table.string(record: record, field: field), lines: &lines)
      if !reported.contains(diagnostic.cell ?? "") { diagnostics.append(diagnostic) }
      found += 1
    }
    return diagnostics
  }

  /// The error of a cell whose opening quote closes lines later, so that the rows between are
  /// read as part of it; its line counted by `lines`.
  private static func swallowing(
    _ table: CSVTable, tab: Tab, file: String, record: Int, field: Int, text: String,
    lines: inout CSVLineCounter
  ) -> Diagnostic {
    let row = table.sheetRow(ofRecord: record)
    let line = lines.position(ofRecord: record).line
    let lineFeeds = text.utf8.count { $0 == UInt8(ascii: "\n") }
    let lineBreaks = lineFeeds > 0 ? lineFeeds : text.utf8.count { $0 == UInt8(ascii: "\r") }
    return Diagnostic(
      severity: .error, code: .malformedCSV, tab: tab, row: row,
      cell: A1.reference(tab: tab, column: field, row: row), value: text,
      message:
        "\(file) line \(line): a quote opens this cell and only closes \(lineBreaks) line(s) further down, so the rows on those lines are read as part of this cell (\(text.count) characters) and not as rows; remove the quote, or double it (\"\") inside a quoted cell"
    )
  }

  /// The file of each tab among `paths`.
  static func tabFiles(paths: [String], streams: [String: [UInt8]] = [:]) throws -> [Tab: String] {
    var candidates: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw WorkbookError(path: path, message: "no such file or folder")
      }
      if isDirectory.boolValue {
        let csvFiles = try tabFileCandidates(inFolder: path)
        if csvFiles.isEmpty {
          let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
          let spreadsheets = names.filter {
            workbookFileExtensions.contains(where: $0.lowercased().hasSuffix)
          }
          throw WorkbookError(
            path: path,
            message: spreadsheets.isEmpty
              ? "the folder holds no .csv or .tsv file, and no .txt file named after a tab (Transactions.txt)"
              : "the folder holds \(spreadsheets.joined(separator: ", ")) but no .csv file; give the workbook file itself (an .xlsx or .ods holds every tab), or in Google Sheets use File > Download > Comma-separated values (.csv) for each tab"
          )
        }
        candidates += csvFiles
      } else {
        candidates.append(path)
      }
    }
    var files: [Tab: String] = [:]
    // A file given twice (`validate Export Export`, or a folder and one of its files) is one tab.
    var seen: Set<String> = []
    candidates.removeAll {
      !seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted
    }
    for path in candidates {
      let tab =
        try streams[path].map { try TabRecognizer.tab(ofBytes: $0, path: path) }
        ?? TabRecognizer.tab(ofFile: path)
      guard let tab else {
        if candidates.count == 1 || paths.contains(path) {
          throw WorkbookError(
            path: path,
            message:
              "cannot tell which tab this file is: name it after its tab (Transactions.csv, Receipts.csv, Categories.csv, RecurringRules.csv, Settings.csv) or give it the tab's header row"
          )
        }
        continue
      }
      if let other = files[tab] {
        throw WorkbookError(
          path: path,
          message: "both \(other) and this file are the \(tab.rawValue) tab; keep only one")
      }
      files[tab] = path
    }
    guard !files.isEmpty else {
      throw WorkbookError(path: paths.joined(separator: ", "), message: "no tab file was found")
    }
    return files
  }
}
