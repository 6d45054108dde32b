import ExpenseSheets
import Foundation

/// The sheets read from one or more workbook files, and which of them is each tab: the sheet
/// named after the tab (as file names are recognised), or else the one sheet named after no
/// tab whose header row is that tab's (`Sheet1` of a CSV file saved as a workbook).
struct WorkbookSheets {
  /// A sheet read, and the file it is in.
  struct Sheet {
    /// The workbook file.
    var file: String
    /// The sheet's name.
    var name: String
    /// Its CSV text, and its tab if its name or its header row tells one.
    var builder: SheetCSVBuilder
    /// Whether the sheet's name tells its tab (else its header row does, or nothing does).
    var isNamedAfterTab: Bool
  }

  /// Every sheet of the files, in each file's order, the files in the order added.
  private(set) var sheets: [Sheet] = []

  /// Adds the sheets of the workbook file `file`: every sheet's name in its order, and the
  /// builders of those read.
  mutating func add(
    file: String, names: [String], read: [(sheet: String, sink: SheetCSVBuilder)]
  ) {
    let builders = Dictionary(
      read.map { ($0.sheet, $0.sink) }, uniquingKeysWith: { first, _ in first })
    for name in names {
      let named = TabRecognizer.tab(fromFileName: name)
      sheets.append(
        Sheet(
          file: file, name: name, builder: builders[name] ?? SheetCSVBuilder(tab: named),
          isNamedAfterTab: named != nil))
    }
  }

  /// The sheet taken as each tab, and a note for each sheet taken by its header row or left
  /// unread although its header row is a tab's.
  ///
  /// - Parameter hiddenSheets: The names of the sheets a file hides, asked only of a file whose
  ///   sheet named after a tab has lookalikes.
  /// - Throws: `WorkbookError` naming `path` when two sheets are named after the same tab, when
  ///   the sheet named after a tab is hidden and a visible sheet has that tab's header row
  ///   (which of them holds the edits cannot be told), or when no sheet is a tab.
  func tabs(path: String, hiddenSheets: (_ file: String) throws -> Set<String>) throws -> (
    sheets: [Tab: Sheet], notes: [Diagnostic]
  ) {
    var chosen: [Tab: Sheet] = [:]
    for sheet in sheets where sheet.isNamedAfterTab {
      let tab = sheet.builder.tab!
      if let other = chosen[tab] {
        throw WorkbookError(
          path: path,
          message:
            "both the sheets \(describe(other)) and \(describe(sheet)) are the \(tab.rawValue) tab; keep only one"
        )
      }
      chosen[tab] = sheet
    }
    var notes: [Diagnostic] = []
    let byHeader = sheets.filter { !$0.isNamedAfterTab && $0.builder.tab != nil }
    for tab in Tab.allCases {
      let lookalikes = byHeader.filter { $0.builder.tab == tab }
      guard !lookalikes.isEmpty else { continue }
      if let named = chosen[tab] {
        try refuseHiddenBeside(named, lookalikes, tab: tab, path: path, hiddenSheets: hiddenSheets)
        notes += lookalikes.map { sheet in
          let message =
            "the sheet \(describe(sheet)) has the \(tab.rawValue) tab's header row but is not read: the sheet \(describe(named)) is the \(tab.rawValue) tab"
          // A copy that differs may hold edits a merge would leave behind: a warning. One whose
          // rows are all rows of the tab's sheet (a filtered or sorted copy) holds none.
          if sheet.builder.bytes == named.builder.bytes {
            return note(.unreadSheet, tab: tab, message)
          }
          if SheetRows.holdsOnlyRows(of: named.builder.bytes, sheet.builder.bytes) {
            return note(
              .unreadSheet, tab: tab,
              message
                + "; each of its rows is a row of \(describe(named)), so it holds no edit a merge leaves behind"
            )
          }
          return Diagnostic(
            severity: .warning, code: .unreadSheet, tab: tab,
            message: message
              + ", and their cells differ: edits made in \(describe(sheet)) are not merged; make them in \(describe(named)), or delete the sheet that is not the tab"
          )
        }
      } else if lookalikes.count == 1 {
        chosen[tab] = lookalikes[0]
        notes.append(
          note(
            .tabByHeader, tab: tab,
            "the sheet \(describe(lookalikes[0])) is read as the \(tab.rawValue) tab: it is named after no tab, and its header row is the \(tab.rawValue) tab's"
          ))
      } else if lookalikes.allSatisfy({ $0.builder.bytes == lookalikes[0].builder.bytes }) {
        // Copies with the same cells: whichever is read, the same edits are merged.
        chosen[tab] = lookalikes[0]
        notes.append(
          note(
            .tabByHeader, tab: tab,
            "the sheet \(describe(lookalikes[0])) is read as the \(tab.rawValue) tab: it is named after no tab, its header row is the \(tab.rawValue) tab's, and the other sheets with that header row (\(lookalikes.dropFirst().map(describe).joined(separator: ", "))) have the same cells"
          ))
      } else {
        let names = lookalikes.map(describe).joined(separator: ", ")
        // Which of them holds the edits cannot be told: none is read, and the merge says so.
        notes.append(
          Diagnostic(
            severity: .warning, code: .unreadSheet, tab: tab,
            message:
              "the sheets \(names) all have the \(tab.rawValue) tab's header row, and their cells differ, so none is read: edits made in them are not merged; rename the one that is the \(tab.rawValue) tab to \(tab.rawValue)"
          ))
      }
    }
    guard !chosen.isEmpty else {
      throw WorkbookError(
        path: path,
        message:
          "no sheet is named after a tab (Transactions, Receipts, Categories, RecurringRules, Settings) or has a tab's header row; its sheets are \(sheets.map(describe).joined(separator: ", "))"
      )
    }
    return (chosen, notes)
  }

  /// Throws when `named`, the sheet named after `tab`, is hidden and one of `lookalikes` is
  /// visible: a person who copied the tab and hid the original edits the copy, and reading
  /// the hidden sheet would merge its stale values.
  private func refuseHiddenBeside(
    _ named: Sheet, _ lookalikes: [Sheet], tab: Tab, path: String,
    hiddenSheets: (String) throws -> Set<String>
  ) throws {
    var hidden: [String: Set<String>] = [:]
    func isHidden(_ sheet: Sheet) throws -> Bool {
      if hidden[sheet.file] == nil { hidden[sheet.file] = try hiddenSheets(sheet.file) }
      return hidden[sheet.file]!.contains(sheet.name)
    }
    guard try isHidden(named), let visible = try lookalikes.first(where: { try !isHidden($0) })
    else { return }
    throw WorkbookError(
      path: path,
      message:
        "the sheet \(describe(named)) is hidden, and the visible sheet \(describe(visible)) has the \(tab.rawValue) tab's header row: which of them holds the edits cannot be told; delete the one that is not the \(tab.rawValue) tab, and name the other \(tab.rawValue)"
    )
  }

  /// The sheets read as no tab, named as messages name them.
  func unreadNames(besides chosen: [Tab: Sheet]) -> [String] {
    sheets.filter { sheet in
      !chosen.values.contains { $0.file == sheet.file && $0.name == sheet.name }
    }.map(describe)
  }

  /// A sheet as messages name it: its name, and its file's when there are several files.
  func describe(_ sheet: Sheet) -> String {
    sheets.contains { $0.file != sheet.file }
      ? "\(sheet.name) (in \(URL(fileURLWithPath: sheet.file).lastPathComponent))" : sheet.name
  }

  private func note(_ code: Diagnostic.Code, tab: Tab, _ message: String) -> Diagnostic {
    Diagnostic(severity: .info, code: code, tab: tab, message: message)
  }
}
