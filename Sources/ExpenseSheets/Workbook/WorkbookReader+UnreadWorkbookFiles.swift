import Foundation

extension WorkbookReader {
  /// The extensions of the workbook files a folder of CSV files may also hold, unread.
  static let workbookFileExtensions = [".xlsx", ".ods", ".xls", ".xlsm"]

  /// The names of the workbook files (``workbookFileExtensions``, any case) of the folder at
  /// `path`, in name order, hidden files and a spreadsheet's lock files (`~$Book.xlsx`) left
  /// out; `nil` when `path` names no folder that can be listed.
  package static func workbookFileNames(inFolder path: String) -> [String]? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      return nil
    }
    return names.sorted().filter { name in
      !name.hasPrefix(".") && !name.hasPrefix("~$")
        && workbookFileExtensions.contains(where: name.lowercased().hasSuffix)
    }
  }

  /// Turns each `missing-tab` note of `workbook` into a warning that names the workbook files
  /// the folders among `paths` hold and that may hold the tab: the one named after it
  /// (`Transactions.xlsx`, `Budget - Transactions.ods`), or else those named after no tab (a
  /// whole workbook, `Budget.xlsx`). Such files are not read beside a folder's CSV files, and
  /// saying only that no CSV file was given would let their edits go unmerged unnoticed.
  ///
  /// - Returns: The paths of the workbook files the warnings name.
  static func nameUnreadWorkbookFiles(in workbook: inout DecodedWorkbook, paths: [String])
    -> Set<String>
  {
    guard workbook.diagnostics.contains(where: { $0.code == .missingTab }) else { return [] }
    var named: Set<String> = []
    var namedAfterTab: [Tab: String] = [:]
    var namedAfterNoTab: [String] = []
    for folder in paths {
      for name in workbookFileNames(inFolder: folder) ?? [] {
        let path = (folder as NSString).appendingPathComponent(name)
        if let tab = TabRecognizer.tab(fromFileName: (name as NSString).deletingPathExtension) {
          if namedAfterTab[tab] == nil { namedAfterTab[tab] = path }
        } else {
          namedAfterNoTab.append(path)
        }
      }
    }
    for index in workbook.diagnostics.indices {
      let diagnostic = workbook.diagnostics[index]
      guard diagnostic.code == .missingTab, let tab = diagnostic.tab else { continue }
      let files = namedAfterTab[tab].map { [$0] } ?? namedAfterNoTab
      guard !files.isEmpty else { continue }
      named.formUnion(files)
      let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " …" : "")
      let sheet = namedAfterTab[tab] != nil ? "that sheet" : "its \(tab.rawValue) sheet"
      workbook.diagnostics[index].severity = min(diagnostic.severity, .warning)
      workbook.diagnostics[index].message =
        "no \(tab.fileName) was given, and \(shown) \(files.count == 1 ? "is a workbook file, which is" : "are workbook files, which are")"
        + " not read beside CSV files; the \(tab.rawValue) tab is not checked: save \(sheet) as"
        + " \(tab.fileName), or give the workbook files alone"
    }
    return named
  }

  /// Warns of each workbook file of the folders among `paths` saved after every tab file read
  /// from its folder (`tabFiles`), but those in `named` (``nameUnreadWorkbookFiles(in:paths:)``
  /// named them already): a workbook downloaded into the folder of an earlier export holds the
  /// later edits, and reading the CSV files alone would pass them over unnoticed. A workbook
  /// file older than the CSV files beside it is what they were saved from, and is not named.
  static func warnOfNewerWorkbookFiles(
    in workbook: inout DecodedWorkbook, paths: [String], tabFiles: [Tab: String],
    named: Set<String>
  ) {
    for folder in paths {
      guard let names = workbookFileNames(inFolder: folder), !names.isEmpty else { continue }
      let folderPath = (folder as NSString).standardizingPath
      let tabsRead = tabFiles.values.filter {
        (($0 as NSString).deletingLastPathComponent as NSString).standardizingPath == folderPath
      }
      guard let newestTab = tabsRead.compactMap(modificationDate(of:)).max() else { continue }
      for name in names {
        let path = (folder as NSString).appendingPathComponent(name)
        guard !named.contains(path), let saved = modificationDate(of: path), saved > newestTab
        else { continue }
        workbook.diagnostics.append(
          Diagnostic(
            severity: .warning, code: .unreadWorkbookFile,
            tab: TabRecognizer.tab(fromFileName: (name as NSString).deletingPathExtension),
            message:
              "\(path) was saved after the CSV files read beside it and is not read: edits saved in it are not checked or merged; give the workbook file alone, or save its sheets as CSV files in place of these"
          ))
      }
    }
  }

  /// When the file at `path` was last written, or `nil` when it cannot be asked.
  private static func modificationDate(of path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }
}
