import Foundation
import SheetCSV

/// The bytes of a pipe or a device given as a tab file (`<(…)`, a piped `/dev/stdin`, a FIFO in
/// a folder), read to their end but never past what a tab may hold: a stream that does not end
/// (`/dev/zero`) is refused by name, as binary once its first bytes show it, or once it passes
/// the limit, instead of filling memory.
enum StreamBytes {
  /// How many bytes one read asks for.
  static let chunkLength = 1 << 20

  /// Reads the stream at `path` to its end.
  ///
  /// - Parameters:
  ///   - path: The pipe or device.
  ///   - maximumByteCount: The most bytes a tab may hold (a test hook).
  /// - Throws: `WorkbookError` naming `path` when it cannot be opened or read, when its start
  ///   is not text (``FileSniffer``), or when it holds more than `maximumByteCount` bytes.
  static func read(path: String, maximumByteCount: Int = CSVTable.maximumByteCount) throws
    -> [UInt8]
  {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw WorkbookError(path: path, message: "cannot open the file for reading")
    }
    defer { try? handle.close() }
    var bytes: [UInt8] = []
    var isSniffed = false
    while true {
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: chunkLength) ?? Data()
      } catch {
        throw WorkbookError(path: path, message: "cannot read the file: \(error)")
      }
      bytes.append(contentsOf: chunk)
      if !isSniffed, chunk.isEmpty || bytes.count >= FileSniffer.prefixLength {
        try FileSniffer.check(prefix: Array(bytes.prefix(FileSniffer.prefixLength)), path: path)
        isSniffed = true
      }
      if chunk.isEmpty { return bytes }
      guard bytes.count <= maximumByteCount else {
        throw WorkbookError.oversizedTab(
          path: path, size: "more than \(maximumByteCount) bytes were read")
      }
    }
  }
}
