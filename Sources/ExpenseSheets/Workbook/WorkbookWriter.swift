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
  /// The id of the export the files are, written in every tab's header (an `exportId:` cell
  /// after the columns) so that a merge of a download knows which export it came from; `nil`
  /// writes none.
  public var exportId: UUID?

  /// Creates a writer.
  public init(writeBOM: Bool = false, exportId: UUID? = nil) {
    self.writeBOM = writeBOM
    self.exportId = exportId
  }

  /// The CSV bytes of each tab of a ledger.
  public func encode(_ ledger: Ledger) -> [Tab: [UInt8]] {
    let workbook = Self.encoded(ledger)
    return Dictionary(
      uniqueKeysWithValues: Tab.allCases.map { tab in
        (
          tab,
          workbook.file(tab, writeBOM: writeBOM, exportId: exportId).reduce(into: []) { $0 += $1 }
        )
      })
  }

  /// The rows of every tab of a ledger, encoded in chunks side by side.
  private static func encoded(_ ledger: Ledger) -> EncodedWorkbook {
    let chunks = Self.chunks(ledger)
    let results = ConcurrentResults(count: chunks.count)
    DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
      results.set(index, chunks[index]())
    }
    var workbook = EncodedWorkbook()
    for index in chunks.indices { workbook.append(results.take(index)!) }
    return workbook
  }

  /// The encoding of each chunk of every tab of a ledger, `rowsPerChunk` rows a chunk, in file
  /// order.
  static func chunks(
    _ ledger: Ledger, rowsPerChunk: Int = TabEncoder.rowsPerChunk
  ) -> [@Sendable () -> EncodedRows] {
    TabEncoder.chunks(TransactionsCodec.self, rows: ledger.transactions, rowsPerChunk: rowsPerChunk)
      + TabEncoder.chunks(ReceiptsCodec.self, rows: ledger.receipts, rowsPerChunk: rowsPerChunk)
      + TabEncoder.chunks(
        CategoriesCodec.self, rows: ledger.categories, rowsPerChunk: rowsPerChunk)
      + TabEncoder.chunks(
        RecurringRulesCodec.self, rows: ledger.recurringRules, rowsPerChunk: rowsPerChunk)
      + TabEncoder.chunks(SettingsCodec.self, rows: ledger.settings.map { [$0] } ?? [])
  }

  /// Writes the five tab files of a ledger into `folder`, creating it if needed.
  ///
  /// - Throws: `WorkbookError` naming the file that could not be written; the folder's previous
  ///   files are then unchanged.
  public func write(_ ledger: Ledger, to folder: String) throws {
    let chunks = Self.chunks(ledger)
    try write(parts: chunks.count, to: folder) { chunks[$0]() }
  }

  /// Writes the five tab files of a workbook that comes in `parts` parts into `folder`, creating
  /// it if needed: the parts are encoded side by side on all cores, and each is written as soon
  /// as the parts before it are, so that writing overlaps encoding.
  ///
  /// - Parameters:
  ///   - parts: How many parts there are, numbered in file order: a tab's parts in row order.
  ///   - folder: The folder to write into.
  ///   - encodingPart: Encodes a part's rows (see ``TabRowEncoder``); from any thread.
  /// - Returns: How many rows each tab has.
  /// - Throws: What `encodingPart` throws first, by part number, or `WorkbookError` naming the
  ///   file that could not be written; the folder's previous files are then unchanged.
  ///
  /// Once the files are in place, the partial files that killed exports left in the folder are
  /// removed (see ``PartialFiles/removeStale(in:now:)``).
  @discardableResult
  public func write(
    parts: Int, to folder: String, encodingPart: @Sendable (_ part: Int) throws -> EncodedRows
  ) throws -> [Tab: Int] {
    guard !folder.isEmpty else {
      throw WorkbookError(path: folder, message: "no folder given: name the folder to write into")
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw WorkbookError(
        path: folder, message: "cannot create the folder: \(Self.whyNoFolder(folder, error))")
    }
    let token = PartialFiles.newToken()
    let files = try WorkbookFilesInProgress(
      folder: folder, token: token, writeBOM: writeBOM, exportId: exportId)
    defer { files.discard() }
    let failures = Locked<[Int: any Error]>([:])
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      // Once anything failed, nothing more is encoded.
      guard failures.withLock({ $0.isEmpty }) && !files.hasFailed else { return }
      do { files.add(try encodingPart(part), at: part) } catch {
        failures.withLock { $0[part] = error }
      }
    }
    if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
    let rows = try files.finish()
    try place(files.files.map { ($0.temporary, $0.final) }, token: token)
    PartialFiles.removeStale(in: folder)
    return rows
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

extension WorkbookWriter {
  /// Why `folder` could not be created: a part of its path that is a file, or the system's
  /// reason.
  static func whyNoFolder(_ folder: String, _ error: any Error) -> String {
    var ancestor = URL(fileURLWithPath: folder).deletingLastPathComponent()
    while ancestor.path != "/" {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
        if !isDirectory.boolValue { return "\(ancestor.path) is a file, not a folder" }
        break
      }
      ancestor.deleteLastPathComponent()
    }
    return error.localizedDescription
  }
}
