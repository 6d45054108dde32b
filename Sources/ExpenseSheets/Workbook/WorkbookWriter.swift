import Foundation

/// Writes a ledger as a workbook folder: one canonical CSV file per tab.
///
/// Writing is atomic per file and all-or-nothing for the set: every tab is first written to a
/// temporary file in the folder, and only when all five are complete are they renamed into place.
/// An interrupted export leaves the previous files as they were.
public struct WorkbookWriter: Sendable {
  /// Whether each file starts with a UTF-8 byte order mark (Excel wants one).
  public var writeBOM: Bool

  /// Creates a writer.
  public init(writeBOM: Bool = false) {
    self.writeBOM = writeBOM
  }

  /// The CSV bytes of each tab of a ledger.
  public func encode(_ ledger: Ledger) -> [Tab: [UInt8]] {
    let bom = writeBOM
    let results = ConcurrentResults(count: 5)
    DispatchQueue.concurrentPerform(iterations: 5) { index in
      let bytes: [UInt8]
      switch Tab.allCases[index] {
      case .transactions:
        bytes = TabEncoder.encode(TransactionsCodec.self, rows: ledger.transactions, writeBOM: bom)
      case .receipts:
        bytes = TabEncoder.encode(ReceiptsCodec.self, rows: ledger.receipts, writeBOM: bom)
      case .categories:
        bytes = TabEncoder.encode(CategoriesCodec.self, rows: ledger.categories, writeBOM: bom)
      case .recurringRules:
        bytes = TabEncoder.encode(
          RecurringRulesCodec.self, rows: ledger.recurringRules, writeBOM: bom)
      case .settings:
        bytes = TabEncoder.encode(
          SettingsCodec.self, rows: ledger.settings.map { [$0] } ?? [], writeBOM: bom)
      }
      results.set(index, bytes)
    }
    var files: [Tab: [UInt8]] = [:]
    for (index, tab) in Tab.allCases.enumerated() { files[tab] = results.get(index) }
    return files
  }

  /// Writes the five tab files of a ledger into `folder`, creating it if needed.
  ///
  /// - Throws: `WorkbookError` naming the file that could not be written; the folder's previous
  ///   files are then unchanged.
  public func write(_ ledger: Ledger, to folder: String) throws {
    let files = encode(ledger)
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw WorkbookError(
        path: folder, message: "cannot create the folder: \(error.localizedDescription)")
    }
    let token = UUID().uuidString.prefix(8)
    var written: [(temporary: String, final: String)] = []
    defer {
      for file in written where manager.fileExists(atPath: file.temporary) {
        try? manager.removeItem(atPath: file.temporary)
      }
    }
    for tab in Tab.allCases {
      let final = (folder as NSString).appendingPathComponent(tab.fileName)
      let temporary = (folder as NSString).appendingPathComponent(
        ".\(tab.fileName).\(token).partial")
      written.append((temporary, final))
      do {
        try Data(files[tab] ?? []).write(to: URL(fileURLWithPath: temporary))
      } catch {
        throw WorkbookError(
          path: final, message: "cannot write the file: \(error.localizedDescription)")
      }
    }
    try place(written.map { ($0.temporary, $0.final) }, token: String(token))
  }

  /// Moves finished files into place as a set: the files they replace are first moved aside,
  /// and put back should any move fail, so the folder ends either wholly old or wholly new.
  private func place(_ files: [(temporary: String, final: String)], token: String) throws {
    let manager = FileManager.default
    for file in files {
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: file.final, isDirectory: &isFolder), isFolder.boolValue {
        throw WorkbookError(
          path: file.final, message: "is a folder, so the tab file cannot be written there")
      }
    }
    var movedAside: [(final: String, aside: String)] = []
    var placed: [String] = []
    func undo() {
      for final in placed { _ = unlink(final) }
      for file in movedAside { _ = rename(file.aside, file.final) }
    }
    for file in files {
      if manager.fileExists(atPath: file.final) {
        let aside = file.final + ".\(token).previous"
        guard rename(file.final, aside) == 0 else {
          let reason = String(cString: strerror(errno))
          undo()
          throw WorkbookError(path: file.final, message: "cannot replace the file: \(reason)")
        }
        movedAside.append((file.final, aside))
      }
      guard rename(file.temporary, file.final) == 0 else {
        let reason = String(cString: strerror(errno))
        undo()
        throw WorkbookError(
          path: file.final, message: "cannot move the finished file into place: \(reason)")
      }
      placed.append(file.final)
    }
    for file in movedAside { _ = unlink(file.aside) }
  }
}
