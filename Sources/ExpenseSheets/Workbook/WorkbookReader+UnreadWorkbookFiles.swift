import Foundation

extension WorkbookReader {
  /// The extensions of the workbook files a folder of CSV files may also hold, unread.
  static let workbookFileExtensions = [".xlsx", ".ods", ".xls"]

  /// Turns each `missing-tab` note of `workbook` into a warning that names the workbook file
  /// (`Transactions.xlsx`, `Budget - Transactions.ods`) one of the folders `paths` name holds
  /// for that tab: such a file is not read beside the folder's CSV files, and saying only that no CSV
  /// file was given would let its edits go unmerged unnoticed.
  static func nameUnreadWorkbookFiles(in workbook: inout DecodedWorkbook, paths: [String]) {
    guard workbook.diagnostics.contains(where: { $0.code == .missingTab }) else { return }
    var workbookFiles: [Tab: String] = [:]
    for folder in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue,
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
      else {
        continue
      }
      for name in names.sorted() where !name.hasPrefix(".") && !name.hasPrefix("~$") {
        let lowercased = name.lowercased()
        guard let suffix = workbookFileExtensions.first(where: lowercased.hasSuffix),
          let tab = TabRecognizer.tab(fromFileName: String(name.dropLast(suffix.count)))
        else { continue }
        if workbookFiles[tab] == nil {
          workbookFiles[tab] = (folder as NSString).appendingPathComponent(name)
        }
      }
    }
    guard !workbookFiles.isEmpty else { return }
    for index in workbook.diagnostics.indices {
      let diagnostic = workbook.diagnostics[index]
      guard diagnostic.code == .missingTab, let tab = diagnostic.tab,
        let file = workbookFiles[tab]
      else { continue }
      workbook.diagnostics[index].severity = min(diagnostic.severity, .warning)
      workbook.diagnostics[index].message =
        "no \(tab.fileName) was given, and \(file) is a workbook file, which is not read beside"
        + " CSV files; the \(tab.rawValue) tab is not checked: save that sheet as"
        + " \(tab.fileName), or give the workbook files alone"
    }
  }
}
