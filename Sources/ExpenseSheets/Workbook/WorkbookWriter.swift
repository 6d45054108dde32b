import Foundation
import SheetCSV

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
    let workbook = Self.encoded(ledger)
    return Dictionary(
      uniqueKeysWithValues: Tab.allCases.map { tab in
        (tab, workbook.file(tab, writeBOM: writeBOM).reduce(into: []) { $0 += $1 })
      })
  }

  /// The rows of every tab of a ledger, encoded in chunks side by side.
  private static func encoded(_ ledger: Ledger) -> EncodedWorkbook {
    let chunks =
      TabEncoder.chunks(TransactionsCodec.self, rows: ledger.transactions)
      + TabEncoder.chunks(ReceiptsCodec.self, rows: ledger.receipts)
      + TabEncoder.chunks(CategoriesCodec.self, rows: ledger.categories)
      + TabEncoder.chunks(RecurringRulesCodec.self, rows: ledger.recurringRules)
      + TabEncoder.chunks(SettingsCodec.self, rows: ledger.settings.map { [$0] } ?? [])
    let results = ConcurrentResults(count: chunks.count)
    DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
      results.set(index, chunks[index]())
    }
    var workbook = EncodedWorkbook()
    for index in chunks.indices { workbook.append(results.take(index)!) }
    return workbook
  }

  /// Writes the five tab files of a ledger into `folder`, creating it if needed.
  ///
  /// - Throws: `WorkbookError` naming the file that could not be written; the folder's previous
  ///   files are then unchanged.
  public func write(_ ledger: Ledger, to folder: String) throws {
    try write(Self.encoded(ledger), to: folder)
  }

  /// Writes the five tab files of an encoded workbook into `folder`, creating it if needed.
  ///
  /// - Throws: `WorkbookError` naming the file that could not be written; the folder's previous
  ///   files are then unchanged.
  public func write(_ workbook: EncodedWorkbook, to folder: String) throws {
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
      if let reason = Self.write(workbook.file(tab, writeBOM: writeBOM), to: temporary) {
        throw WorkbookError(path: final, message: "cannot write the file: \(reason)")
      }
    }
    try place(written.map { ($0.temporary, $0.final) }, token: String(token))
  }

  /// Writes `parts` one after another into a new file at `path`, without joining them first.
  ///
  /// - Returns: Why the file could not be written, or `nil` once it is.
  private static func write(_ parts: [[UInt8]], to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    for part in parts {
      if let failure = part.withUnsafeBytes({ writeAll($0, to: descriptor) }) {
        _ = close(descriptor)
        return String(cString: strerror(failure))
      }
    }
    return close(descriptor) == 0 ? nil : String(cString: strerror(errno))
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
