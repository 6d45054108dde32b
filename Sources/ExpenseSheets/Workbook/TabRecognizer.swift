import Foundation
import SheetCSV

/// Tells which tab a file is: by its name, or failing that by its header row.
package enum TabRecognizer {
  /// The extensions of the files a folder's tabs are read from: `.csv`, and `.tsv`, Google
  /// Sheets' tab-separated download. (A file named on the command line is read whatever its
  /// extension.)
  static let fileExtensions = [".csv", ".tsv"]

  /// The extension of Excel's "Unicode Text" and "Text (Tab delimited)" files: a folder's file
  /// with it is a tab's only when its name is the tab's, since a folder holds other text.
  static let textFileExtension = ".txt"

  /// Whether a file name ends in one of ``fileExtensions``, any case.
  static func hasTabFileExtension(_ name: String) -> Bool {
    hasExtension(name, among: fileExtensions)
  }

  /// Whether a folder's file of this name is read as a tab: a `.csv` or `.tsv` file, or a
  /// `.txt` file named after a tab (`Transactions.txt`, as Excel saves a tab as text), any case.
  static func isTabFileName(_ name: String) -> Bool {
    guard !name.hasPrefix(".") else { return false }
    return hasTabFileExtension(name)
      || (hasExtension(name, among: [textFileExtension]) && tab(fromFileName: name) != nil)
  }

  /// Whether `name` ends in one of `extensions`, any case.
  private static func hasExtension(_ name: String, among extensions: [String]) -> Bool {
    let lowercased = name.lowercased()
    return extensions.contains { lowercased.hasSuffix($0) }
  }

  /// The tab named by a file name: `Transactions.csv` or `<Title> - Transactions.csv` (or
  /// `.tsv`, or `.txt`), any case.
  package static func tab(fromFileName name: String) -> Tab? {
    var stem = name
    // Every extension stripped is four characters long.
    if hasExtension(stem, among: fileExtensions + [textFileExtension]) {
      stem = String(stem.dropLast(4))
    }
    stem = stem.trimmingCharacters(in: .whitespaces)
    if let dash = stem.range(of: " - ", options: .backwards) {
      stem = String(stem[dash.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
    let normalized = stem.lowercased().replacingOccurrences(of: " ", with: "")
    return Tab.allCases.first { $0.rawValue.lowercased() == normalized }
  }

  /// The tab of a file, by name or by header; `nil` when neither says.
  static func tab(ofFile path: String) throws -> Tab? {
    if let tab = tab(fromFileName: URL(fileURLWithPath: path).lastPathComponent) { return tab }
    try FileSniffer.check(path: path)
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let prefix = [UInt8]((try? handle.read(upToCount: 16_384)) ?? Data())
    return try tab(
      fromHeaderOf: CSVTable(bytes: UTF16Text.utf8(prefix, path: path, isPrefix: true)))
  }

  /// The tab of a file already read into `bytes` (a pipe), by its name or by its header.
  static func tab(ofBytes bytes: [UInt8], path: String) throws -> Tab? {
    if let tab = tab(fromFileName: URL(fileURLWithPath: path).lastPathComponent) { return tab }
    try FileSniffer.check(prefix: Array(bytes.prefix(FileSniffer.prefixLength)), path: path)
    let prefix = Array(bytes.prefix(16_384))
    return try tab(
      fromHeaderOf: CSVTable(bytes: UTF16Text.utf8(prefix, path: path, isPrefix: true)))
  }

  /// How many leading rows of a file or sheet may hold its header.
  package static var headerSearchDepth: Int { HeaderMatch.searchDepth }

  /// The tab whose columns the leading records name best: a tab matches when they name all of
  /// its required columns, or at least half of its columns.
  static func tab(fromHeaderOf table: CSVTable) -> Tab? {
    var best: (tab: Tab, share: Double)?
    for tab in Tab.allCases {
      let known = Set(columnNames(of: tab).map(HeaderMatch.normalized))
      let record = HeaderMatch.headerRecord(table: table, known: known)
      guard record < table.recordCount else { continue }
      let names = (0..<table.fieldCount(ofRecord: record)).map {
        table.string(record: record, field: $0)
      }
      guard let share = share(of: tab, namedBy: names) else { continue }
      if share > (best?.share ?? 0) { best = (tab, share) }
    }
    return best?.tab
  }

  /// The tab whose columns the header `names` (a row's cells) name best, as
  /// ``tab(fromHeaderOf:)`` tells it from a record; `nil` when they name no tab's.
  package static func tab(fromHeaderNames names: [String]) -> Tab? {
    var best: (tab: Tab, share: Double)?
    for tab in Tab.allCases {
      guard let share = share(of: tab, namedBy: names) else { continue }
      if share > (best?.share ?? 0) { best = (tab, share) }
    }
    return best?.tab
  }

  /// The score (``headerScore(of:tab:)``) a row below the leading ``headerSearchDepth`` rows
  /// needs to be `tab`'s header, as the decoder takes it, when no leading row has it.
  package static func headerScoreBelowLeadingRows(tab: Tab) -> Int {
    HeaderMatch.scoreBelowLeadingRecords(
      knownCount: Set(columnNames(of: tab).map(HeaderMatch.normalized)).count)
  }

  /// How many of `tab`'s columns the header `names` (a row's cells) name, as the decoder scores
  /// the leading records to find the header among them.
  package static func headerScore(of names: [String], tab: Tab) -> Int {
    let known = Set(columnNames(of: tab).map(HeaderMatch.normalized))
    return names.count { known.contains(HeaderMatch.normalized($0)) }
  }

  /// The share of `tab`'s columns that `names` name, when they name all of its required columns
  /// or at least half of its columns; else `nil`.
  private static func share(of tab: Tab, namedBy names: [String]) -> Double? {
    let known = Set(columnNames(of: tab).map(HeaderMatch.normalized))
    let required = Set(requiredColumnNames(of: tab).map(HeaderMatch.normalized))
    let named = Set(names.map(HeaderMatch.normalized))
    let share = Double(named.intersection(known).count) / Double(known.count)
    guard required.isSubset(of: named) || share >= 0.5 else { return nil }
    return share
  }

  /// The columns a tab cannot do without.
  static func requiredColumnNames(of tab: Tab) -> [String] {
    func names<Column: TabColumn>(_ type: Column.Type) -> [String] {
      Column.allCases.filter { $0.rule == .required || $0.rule == .key }.map(\.name)
    }
    switch tab {
    case .transactions: return names(TransactionsCodec.Column.self)
    case .receipts: return names(ReceiptsCodec.Column.self)
    case .categories: return names(CategoriesCodec.Column.self)
    case .recurringRules: return names(RecurringRulesCodec.Column.self)
    case .settings: return names(SettingsCodec.Column.self)
    }
  }

  /// The known column names of a tab.
  static func columnNames(of tab: Tab) -> [String] {
    switch tab {
    case .transactions: TransactionsCodec.Column.allCases.map(\.name)
    case .receipts: ReceiptsCodec.Column.allCases.map(\.name)
    case .categories: CategoriesCodec.Column.allCases.map(\.name)
    case .recurringRules: RecurringRulesCodec.Column.allCases.map(\.name)
    case .settings: SettingsCodec.Column.allCases.map(\.name)
    }
  }
}
