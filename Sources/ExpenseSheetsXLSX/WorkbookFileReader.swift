import ExpenseSheets
import Foundation
import SheetCSV
import SheetXLSX

/// Reads one workbook file (.xlsx or .ods) as a sheet export: each sheet named like a tab
/// becomes the CSV text that tab would have been downloaded as, and goes through the same
/// tolerant decoding as CSV files (``WorkbookReader/read(tabs:)-([Tab:[UInt8]])``), so there is one validator.
///
/// Typed cells become the text a spreadsheet shows: numbers their shortest decimal (at most 15
/// significant digits), dates `YYYY-MM-DD`, date-times `YYYY-MM-DD HH:MM:SS.sss` without a zone
/// (read like a CSV date-time without one), booleans `TRUE`/`FALSE`, text exactly as it is.
/// Row and column positions are kept, so diagnostics name the cells the sheet shows.
public struct WorkbookFileReader: Sendable {
  /// How the tabs are decoded.
  public var reader: WorkbookReader
  /// The most CSV text a sheet may make; a larger one is refused (a test hook).
  var maximumSheetByteCount = CSVTable.maximumByteCount
  /// The names of the sheets a workbook file hides (a test hook).
  var hiddenSheetNames: @Sendable (_ file: SpreadsheetFile) throws -> Set<String> = {
    try $0.hiddenSheetNames()
  }

  /// Creates a reader.
  public init(reader: WorkbookReader = WorkbookReader()) {
    self.reader = reader
  }

  /// Whether `path` names a workbook file this reader reads, in any case: `.xlsx` or `.ods`, a
  /// macro-enabled `.xlsm`, or a template (`.xltx`, `.xltm`, `.ots`), which hold the same parts.
  public static func isWorkbookFile(_ path: String) -> Bool {
    let lowercased = path.lowercased()
    return [".xlsx", ".ods", ".xlsm", ".xltx", ".xltm", ".ots"].contains {
      lowercased.hasSuffix($0)
    }
  }

  /// What a tab's error says of the sheet it was built from: text that is not UTF-8 is a
  /// damaged part, not a CSV file to save again.
  static func sheetProblem(_ message: String) -> String {
    message.hasPrefix("the file is not UTF-8 text")
      ? "holds text that is not UTF-8, which no spreadsheet writes"
      : "cannot be read: \(message)"
  }

  /// Reads and decodes the workbook at the file URL `url`, as ``read(path:)`` reads a path.
  ///
  /// - Throws: `SpreadsheetError` or `WorkbookError`, as ``read(path:)`` throws them.
  public func read(url: URL) throws -> DecodedWorkbook {
    try read(path: url.path)
  }

  /// Reads and decodes the workbook at `path`.
  ///
  /// - Throws: `SpreadsheetError` when the file is not a readable workbook, `WorkbookError` when
  ///   no sheet is a tab or two sheets are the same tab.
  public func read(path: String) throws -> DecodedWorkbook {
    try read(paths: [path])
  }

  /// Reads and decodes the workbook files at the file URLs `urls` together, as
  /// ``read(paths:)`` reads paths.
  ///
  /// - Throws: `SpreadsheetError` or `WorkbookError`, as ``read(paths:)`` throws them.
  public func read(urls: [URL]) throws -> DecodedWorkbook {
    try read(paths: urls.map(\.path))
  }

  /// Reads and decodes the workbook files at `paths` as one workbook (each tab saved as a
  /// workbook file of its own, say): each tab is the sheet named after it in any of the files,
  /// or else the one sheet named after no tab whose header row is that tab's.
  ///
  /// - Throws: `SpreadsheetError` when a file is not a readable workbook, `WorkbookError` when
  ///   no sheet is a tab or two sheets are named after the same tab.
  public func read(paths: [String]) throws -> DecodedWorkbook {
    try read(paths) { try SpreadsheetFile(path: $0) }
  }

  /// Reads and decodes the workbook file `file` from its bytes, in memory, as ``read(path:)``
  /// reads a file: what an app downloads (`SheetFile(name:data:)`) or picks
  /// (`SheetFile(contentsOf:)`).
  ///
  /// - Throws: `SpreadsheetError` when the bytes are not a readable workbook, `WorkbookError`
  ///   when no sheet is a tab or two sheets are the same tab; each names the file by its name.
  public func read(file: SheetFile) throws -> DecodedWorkbook {
    try read([file]) { try SpreadsheetFile(data: $0.data, name: $0.name) }
  }

  /// Reads and decodes the workbook files of `sources` as one workbook, as ``read(paths:)``
  /// does, opening each with `open` once the files before it are read.
  private func read<Source>(
    _ sources: [Source], open: (Source) throws -> SpreadsheetFile
  ) throws -> DecodedWorkbook {
    var sheets = WorkbookSheets()
    var files: [SpreadsheetFile] = []
    for source in sources {
      let file = try open(source)
      files.append(file)
      let (names, read) = try file.readSheets { name in
        SheetCSVBuilder(
          tab: TabRecognizer.tab(fromFileName: name), maximumByteCount: maximumSheetByteCount)
      }
      sheets.add(file: file.path, names: names, read: read)
    }
    let named = files.map(\.path).joined(separator: ", ")
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let (chosen, notes) = try sheets.tabs(path: named) { try hiddenSheetNames(byPath[$0]!) }
    if let tab = Tab.allCases.first(where: { chosen[$0]?.builder.isTooLarge == true }),
      let sheet = chosen[tab]
    {
      throw SpreadsheetError(
        path: sheet.file,
        message:
          "the sheet \(sheet.name) (the \(tab.rawValue) tab) is larger than 2 GiB as text, more than any sheet holds"
      )
    }
    var workbook: DecodedWorkbook
    do {
      var sheetReader = reader
      sheetReader.options.rowsAreSheetRows = true
      workbook = try sheetReader.read(tabs: chosen.mapValues(\.builder.bytes))
    } catch let error as WorkbookError {
      // The tab's text is built from the sheet: its error is the sheet's, in the file given.
      guard let tab = Tab.allCases.first(where: { $0.fileName == error.path }),
        let sheet = chosen[tab]
      else { throw error }
      throw SpreadsheetError(
        path: sheet.file,
        message:
          "the sheet \(sheet.name) (the \(tab.rawValue) tab) is damaged: its row \(error.line.map(String.init) ?? "?") \(Self.sheetProblem(error.message))"
      )
    }
    // A tab missing from a workbook file is a missing sheet, not a file not given; the sheets
    // not read are named, as one of them may be the tab renamed.
    let unread = sheets.unreadNames(besides: chosen)
    let workbooks = files.count == 1 ? "the workbook has" : "the workbooks have"
    workbook.diagnostics = workbook.diagnostics.map { diagnostic in
      guard diagnostic.code == .missingTab, let tab = diagnostic.tab else { return diagnostic }
      var sheet = diagnostic
      sheet.message =
        "\(workbooks) no sheet named \(tab.rawValue); the \(tab.rawValue) tab is not checked"
      if !unread.isEmpty {
        sheet.message +=
          " (sheets not read: \(unread.joined(separator: ", ")); rename the one that is the \(tab.rawValue) tab to \(tab.rawValue) to check and merge it)"
      }
      return sheet
    }
    workbook.diagnostics += notes
    // An error on a cell (a formula without a computed value) rejects its row, as every error
    // that names a row does.
    for tab in Tab.allCases {
      workbook.diagnostics += chosen[tab]?.builder.diagnostics ?? []
    }
    Self.dropMissingValues(
      of: Set(
        workbook.diagnostics.lazy.filter {
          ($0.code == .formulaCell || $0.code == .mergedCells || $0.code == .errorValue)
            && $0.severity == .error
        }
        .compactMap(\.cell)), in: &workbook)
    return workbook
  }

  /// Drops the `missing-value` errors of `cells`, formulas without a computed value or with an
  /// error value and cells covered by merged cells: their own errors say why they read as
  /// empty, and reject their rows already.
  private static func dropMissingValues(of cells: Set<String>, in workbook: inout DecodedWorkbook) {
    guard !cells.isEmpty else { return }
    func drop<Value>(_ tab: inout DecodedTab<Value>?) {
      tab?.diagnostics.removeAll { $0.code == .missingValue && cells.contains($0.cell ?? "") }
    }
    drop(&workbook.transactions)
    drop(&workbook.receipts)
    drop(&workbook.categories)
    drop(&workbook.recurringRules)
    drop(&workbook.settings)
  }
}
