import Foundation

extension WorkbookWriter {
  /// The files of `folder`, other than the five that ``write(_:to:)-(_,String)`` writes, whose
  /// names make them tabs too (`ExpenseTracker - Transactions.csv`, `transactions.tsv`,
  /// `Transactions.txt`): a folder holding one beside the written file has two files for one
  /// tab, which reading refuses.
  ///
  /// - Returns: The file names, sorted; empty when the folder does not exist.
  public static func otherTabFiles(in folder: String) -> [String] {
    let written = Set(Tab.allCases.map(\.fileName))
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { name in
      !written.contains(name) && TabRecognizer.isTabFileName(name)
        && TabRecognizer.tab(fromFileName: name) != nil
    }.sorted()
  }
}
