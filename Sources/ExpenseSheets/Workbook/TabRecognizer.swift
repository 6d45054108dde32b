import Foundation
import SheetCSV

/// Tells which tab a file is: by its name, or failing that by its header row.
enum TabRecognizer {
  /// The tab named by a file name: `Transactions.csv` or `<Title> - Transactions.csv`, any case.
  static func tab(fromFileName name: String) -> Tab? {
    var stem = name
    if stem.lowercased().hasSuffix(".csv") { stem = String(stem.dropLast(4)) }
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
    let table = CSVTable(bytes: prefix)
    return tab(fromHeaderOf: table)
  }

  /// The tab whose columns the leading records name best, when they name at least half of them.
  static func tab(fromHeaderOf table: CSVTable) -> Tab? {
    var best: (tab: Tab, share: Double)?
    for tab in Tab.allCases {
      let known = Set(columnNames(of: tab).map(HeaderMatch.normalized))
      let record = HeaderMatch.headerRecord(table: table, known: known)
      guard record < table.recordCount else { continue }
      let score = HeaderMatch.score(table: table, record: record, known: known)
      let share = Double(score) / Double(known.count)
      if share >= 0.5, share > (best?.share ?? 0) { best = (tab, share) }
    }
    return best?.tab
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
