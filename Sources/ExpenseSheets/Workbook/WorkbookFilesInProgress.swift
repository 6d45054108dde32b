import CWritebackShim
import Foundation
import SheetCSV

/// The temporary files of a workbook being written, one per tab: each part of a tab is written
/// as soon as it and every part before it are encoded, so that writing overlaps encoding and no
/// written part stays in memory.
///
/// A tab's unknown columns are known only once all its rows are, and each adds a header cell. A
/// tab found to have some is held in memory from then on, and ``finish()`` rewrites its file
/// whole, reading its written parts back.
///
/// Each file is held open and locked until it is closed (see ``PartialFiles``).
final class WorkbookFilesInProgress: Sendable {
  /// Each tab's temporary file and the file it is to replace, in tab order.
  let files: [(tab: Tab, temporary: String, final: String)]
  private let descriptors: [Tab: Int32]
  private let writeBOM: Bool
  private let exportId: UUID?
  private let state: Locked<State>

  /// What has been written so far, and what waits.
  private struct State {
    /// Encoded parts that wait for a part before them, by index.
    var waiting: [Int: EncodedRows] = [:]
    /// The index of the next part to write.
    var nextPart = 0
    var tabs: [Tab: TabFile]
    /// The first write that failed.
    var failure: WorkbookError?
    /// Whether the files are closed.
    var isClosed = false
  }

  /// One tab's file so far.
  private struct TabFile {
    /// How many bytes its parts take, header included: where the next part goes.
    var end: Int
    /// How many rows it has.
    var rows = 0
    /// Where each written part starts, and the part without its bytes.
    var written: [(offset: Int, part: EncodedRows)] = []
    /// The parts kept in memory once the tab has unknown columns, else `nil`.
    var held: [EncodedRows]?

    /// Places the next part of the tab: where it is to be written, or `nil` when the tab is
    /// held in memory because of unknown columns.
    mutating func place(_ part: EncodedRows) -> (tab: Tab, offset: Int, bytes: [UInt8])? {
      rows += part.count
      guard held == nil && part.extraCells.isEmpty else {
        held = held ?? []
        held!.append(part)
        return nil
      }
      let offset = end
      end += part.bytes.count
      var withoutBytes = part
      withoutBytes.bytes = []
      written.append((offset, withoutBytes))
      return (part.tab, offset, part.bytes)
    }
  }

  /// Creates every tab's temporary file in `folder`, named with `token`, each starting with its
  /// header, which names the export `exportId` when there is one.
  ///
  /// - Throws: `WorkbookError` naming the tab file that could not be created; none is left.
  init(folder: String, token: String, writeBOM: Bool, exportId: UUID? = nil) throws {
    self.writeBOM = writeBOM
    self.exportId = exportId
    var files: [(tab: Tab, temporary: String, final: String)] = []
    var descriptors: [Tab: Int32] = [:]
    var tabs: [Tab: TabFile] = [:]
    do {
      for tab in Tab.allCases {
        let final = (folder as NSString).appendingPathComponent(tab.fileName)
        let temporary = (folder as NSString).appendingPathComponent(
          PartialFiles.name(of: tab, token: token))
        let descriptor = open(temporary, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Self.failure(errno, path: final) }
        PartialFiles.lock(descriptor)
        files.append((tab, temporary, final))
        descriptors[tab] = descriptor
        let header = EncodedWorkbook.header(
          of: tab, unknownColumns: [], writeBOM: writeBOM, exportId: exportId)
        if let failure = header.withUnsafeBytes({ writeAll($0, to: descriptor, at: 0) }) {
          throw Self.failure(failure, path: final)
        }
        tabs[tab] = TabFile(end: header.count)
      }
    } catch {
      Self.remove(files, descriptors)
      throw error
    }
    self.files = files
    self.descriptors = descriptors
    state = Locked(State(tabs: tabs))
  }

  /// Whether a write failed, so that encoding the remaining parts is pointless.
  var hasFailed: Bool { state.withLock { $0.failure != nil } }

  /// Adds the part at `index` (parts are numbered in file order: a tab's parts in row order),
  /// and writes it with every part after it that was waiting for it. From any thread.
  func add(_ part: EncodedRows, at index: Int) {
    let writes = state.withLock { state in
      state.waiting[index] = part
      var writes: [(tab: Tab, offset: Int, bytes: [UInt8])] = []
      while let next = state.waiting.removeValue(forKey: state.nextPart) {
        state.nextPart += 1
        if let write = state.tabs[next.tab]!.place(next) { writes.append(write) }
      }
      return writes
    }
    // Each part has its own place in its file, so parts are written outside the lock.
    for write in writes {
      let descriptor = descriptors[write.tab]!
      let failure = write.bytes.withUnsafeBytes {
        writeAll($0, to: descriptor, at: write.offset)
      }
      if let failure {
        let error = Self.failure(failure, path: path(of: write.tab))
        state.withLock { state in state.failure = state.failure ?? error }
      } else {
        // The part goes to disk while the next ones are encoded: ``finish()``'s sync then
        // waits for little. Only a hint: the sync writes whatever it did not.
        _ = expenseSheetsStartWriteback(
          descriptor, Int64(write.offset), Int64(write.bytes.count))
      }
    }
  }

  /// Completes the files once every part is added: rewrites those of tabs with unknown columns
  /// and syncs them all, so that they last before any is moved into place.
  ///
  /// - Returns: How many rows each tab has.
  /// - Throws: `WorkbookError` naming the first tab file that could not be written, or whose
  ///   unknown columns a read would take for known ones (``MisreadExtraColumn``).
  func finish() throws -> [Tab: Int] {
    let tabs = try state.withLock { state in
      if let failure = state.failure { throw failure }
      return state.tabs
    }
    for (tab, _, _) in files {
      guard let file = tabs[tab], let held = file.held else { continue }
      let descriptor = descriptors[tab]!
      var workbook = EncodedWorkbook()
      for (offset, part) in file.written {
        var readBack = part
        readBack.bytes = try read(part.recordEnds.last ?? 0, at: offset, of: tab)
        workbook.append(readBack)
      }
      for part in held { workbook.append(part) }
      if let misread = workbook.misreadExtraColumn(of: tab) {
        throw WorkbookError(
          path: path(of: tab), line: misread.row, message: misread.message(tab: tab))
      }
      guard ftruncate(descriptor, 0) == 0 else { throw Self.failure(errno, path: path(of: tab)) }
      var offset = 0
      for piece in workbook.file(tab, writeBOM: writeBOM, exportId: exportId) {
        if let failure = piece.withUnsafeBytes({ writeAll($0, to: descriptor, at: offset) }) {
          throw Self.failure(failure, path: path(of: tab))
        }
        offset += piece.count
      }
    }
    for (tab, _, final) in files where fsync(descriptors[tab]!) != 0 {
      throw Self.failure(errno, path: final)
    }
    return tabs.mapValues(\.rows)
  }

  /// Closes the files, letting their locks go, and leaves them where they are: in place, or
  /// for an interrupted export to be finished.
  func closeFiles() {
    if !takeClosing() { return }
    for descriptor in descriptors.values { _ = close(descriptor) }
  }

  /// Closes the files and removes those not moved into place.
  func discard() {
    Self.remove(files, takeClosing() ? descriptors : [:])
  }

  /// Marks the files closed: `false` when they already were.
  private func takeClosing() -> Bool {
    state.withLock { state in
      defer { state.isClosed = true }
      return !state.isClosed
    }
  }

  private func path(of tab: Tab) -> String {
    files.first { $0.tab == tab }!.final
  }

  /// `count` bytes of `tab`'s temporary file from `offset` on.
  ///
  /// - Throws: `WorkbookError` naming the tab's file when they cannot be read.
  private func read(_ count: Int, at offset: Int, of tab: Tab) throws -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let result = bytes.withUnsafeMutableBytes {
        pread(descriptors[tab]!, $0.baseAddress! + done, count - done, off_t(offset + done))
      }
      if result < 0 && errno == EINTR { continue }
      // Fewer bytes than were written: the file was cut meanwhile.
      guard result > 0 else { throw Self.failure(result < 0 ? errno : EIO, path: path(of: tab)) }
      done += result
    }
    return bytes
  }

  private static func failure(_ code: Int32, path: String) -> WorkbookError {
    WorkbookError(path: path, message: "cannot write the file: \(String(cString: strerror(code)))")
  }

  private static func remove(
    _ files: [(tab: Tab, temporary: String, final: String)], _ descriptors: [Tab: Int32]
  ) {
    for file in files {
      if let descriptor = descriptors[file.tab] { _ = close(descriptor) }
      _ = unlink(file.temporary)
    }
  }
}
