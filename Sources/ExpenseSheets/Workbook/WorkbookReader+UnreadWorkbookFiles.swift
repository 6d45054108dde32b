import Foundation

extension WorkbookReader {
  /// The extensions of the workbook files a folder of CSV files may also hold, unread.
  static let workbookFileExtensions = [".xlsx", ".ods", ".xls"]

  /// Turns each `missing-tab` note of `workbook` into a warning that names the workbook files
  /// the folders among `paths` hold and that may hold the tab: the one named after it
  /// (`Transactions.xlsx`, `Budget - Transactions.ods`), or else those named after no tab (a
  /// whole workbook, `Budget.xlsx`). Such files are not read beside a folder's CSV files, and
  /// saying only that no CSV file was given would let their edits go unmerged unnoticed.
  static func nameUnreadWorkbookFiles(in workbook: inout DecodedWorkbook, paths: [String]) {
    guard workbook.diagnostics.contains(where: { $0.code == .missingTab }) else { return }
    var namedAfterTab: [Tab: String] = [:]
    var namedAfterNoTab: [String] = []
    for folder in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue,
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
      else { continue }
      for name in names.sorted() where !name.hasPrefix(".") && !name.hasPrefix("~$") {
        guard let suffix = workbookFileExtensions.first(where: name.lowercased().hasSuffix)
        else { continue }
        let path = (folder as NSString).appendingPathComponent(name)
        if let tab = TabRecognizer.tab(fromFileName: String(name.dropLast(suffix.count))) {
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
      let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " …" : "")
      let sheet = namedAfterTab[tab] != nil ? "that sheet" : "its \(tab.rawValue) sheet"
      workbook.diagnostics[index].severity = min(diagnostic.severity, .warning)
      workbook.diagnostics[index].message =
        "no \(tab.fileName) was given, and \(shown) \(files.count == 1 ? "is a workbook file, which is" : "are workbook files, which are")"
        + " not read beside CSV files; the \(tab.rawValue) tab is not checked: save \(sheet) as"
        + " \(tab.fileName), or give the workbook files alone"
    }
  }
}
