import Foundation
import SheetCSV

/// Writes a ledger as a workbook folder: one canonical CSV file per tab.
///
/// Writing is all-or-nothing for the set: every tab is first written to a partial file in the
/// folder, and only when all five are complete and a journal lists them are they renamed into
/// place. An export interrupted before its journal leaves the previous files as they were; one
/// interrupted while renaming is finished or undone by the next reader or writer of the folder
/// (see ``InterruptedExport``).
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
  ///
  /// A row's extra cell named like one of its tab's columns (`Note`) gives a tab a read rejects
  /// whole: the writes refuse it, and ``Validator/report(exporting:)`` finds it.
  public func encode(_ ledger: Ledger) -> [Tab: [UInt8]] {
    files(of: Self.encoded(ledger))
  }

  /// The CSV bytes of each tab of a ledger, as ``encode(_:)`` gives them, for the files
  /// `path(tab)` names (the tab's CSV file, or one workbook file).
  ///
  /// - Throws: `WorkbookError` at the tab's path when a row's extra cell is named like one of its
  ///   tab's columns or like an export's marker (``MisreadExtraColumn``), since a read would
  ///   reject the tab whole.
  package func encode(_ ledger: Ledger, forFilesAt path: (Tab) -> String) throws -> [Tab: [UInt8]] {
    let workbook = Self.encoded(ledger)
    for tab in Tab.allCases {
      if let misread = workbook.misreadExtraColumn(of: tab) {
        throw WorkbookError(path: path(tab), message: misread.message(tab: tab))
      }
    }
    return files(of: workbook)
  }

  /// Each tab's file of an encoded workbook, whole.
  private func files(of workbook: EncodedWorkbook) -> [Tab: [UInt8]] {
    Dictionary(
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

  /// Writes the five tab files of a ledger into the folder at the file URL `folder`, as
  /// ``write(_:to:)-(_,String)`` writes them at a path.
  ///
  /// - Throws: `WorkbookError` naming the file that could not be written; the folder's previous
  ///   files are then unchanged.
  public func write(_ ledger: Ledger, to folder: URL) throws {
    try write(ledger, to: folder.path)
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
  @discardableResult
  package func write(
    parts: Int, to folder: String, encodingPart: @Sendable (_ part: Int) throws -> EncodedRows
  ) throws -> [Tab: Int] {
    let prepared = try prepare(parts: parts, to: folder, encodingPart: encodingPart)
    try prepared.place()
    return prepared.rows
  }

  /// Writes the five tab files of a workbook that comes in `parts` parts into `folder` as
  /// ``write(parts:to:encodingPart:)`` does, up to moving them into place: the files are
  /// complete, synced and journaled, and ``PreparedWorkbook/place(then:)`` moves them.
  ///
  /// An export interrupted earlier in `folder` is first finished or undone, and the partial
  /// files that killed exports left are removed (see ``InterruptedExport``).
  ///
  /// - Parameters:
  ///   - parts: How many parts there are, numbered in file order: a tab's parts in row order.
  ///   - folder: The folder to write into.
  ///   - record: How whoever records this export (a store) finds its record, kept in the
  ///     journal for `isRecorded` to read should the export be interrupted; `nil` when nothing
  ///     records it.
  ///   - isRecorded: Reads the record of an interrupted export found in `folder`.
  ///   - encodingPart: Encodes a part's rows (see ``TabRowEncoder``); from any thread.
  /// - Returns: The written files, to be placed or discarded.
  /// - Throws: What `encodingPart` throws first, by part number, or `WorkbookError` naming the
  ///   file that could not be written; the folder's previous files are then unchanged, and a
  ///   folder made for the export is removed.
  package func prepare(
    parts: Int, to folder: String, record: String? = nil,
    isRecorded: InterruptedExport.RecordCheck? = nil,
    encodingPart: @Sendable (_ part: Int) throws -> EncodedRows
  ) throws -> PreparedWorkbook {
    guard !folder.isEmpty else {
      throw WorkbookError(path: folder, message: "no folder given: name the folder to write into")
    }
    let isNewFolder = !FileManager.default.fileExists(atPath: folder)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw WorkbookError(
        path: folder, message: "cannot create the folder: \(Self.whyNoFolder(folder, error))")
    }
    var prepared: PreparedWorkbook?
    // A folder made for this export goes again when the export fails (a full disk).
    defer { if prepared == nil, isNewFolder { _ = rmdir(folder) } }
    try InterruptedExport.end(in: folder, isRecorded: isRecorded)
    let manager = FileManager.default
    for tab in Tab.allCases {
      let final = (folder as NSString).appendingPathComponent(tab.fileName)
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: final, isDirectory: &isFolder), isFolder.boolValue {
        throw WorkbookError(
          path: final, message: "is a folder, so the tab file cannot be written there")
      }
    }
    let token = PartialFiles.newToken()
    let files = try WorkbookFilesInProgress(
      folder: folder, token: token, writeBOM: writeBOM, exportId: exportId)
    defer { if prepared == nil { files.discard() } }
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
    let journal = ExportJournal(
      token: token, record: record,
      files: files.files.map {
        ExportJournal.File(
          name: $0.tab.fileName, replaces: manager.fileExists(atPath: $0.final))
      })
    let locked = try LockedJournal.create(journal, in: folder) {
      try InterruptedExport.end(in: folder, isRecorded: isRecorded)
    }
    prepared = PreparedWorkbook(folder: folder, files: files, journal: locked, rows: rows)
    return prepared!
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
