import Foundation
import SheetCSV

/// The bytes of a pipe or a device given as a tab file (`<(…)`, a piped `/dev/stdin`, a FIFO in
/// a folder), read to their end but never past what a tab may hold: a stream that does not end
/// (`/dev/zero`) is refused by name, as binary once its first bytes show it, or once it passes
/// the limit, instead of filling memory.
enum StreamBytes {
  /// How many bytes one read asks for.
  static let chunkLength = 1 << 20

  /// How long a FIFO may wait for a program to write to it: opened with none, a read would
  /// wait for ever (a FIFO left in a folder).
  static let writerWait: Duration = .seconds(30)

  /// The stream at `path`, opened for reading; a FIFO once a program writes to it.
  ///
  /// - Throws: `WorkbookError` naming `path` when it cannot be opened, or when it is a FIFO no
  ///   program writes to within ``writerWait``.
  private static func openForReading(_ path: String, writerWait: Duration) throws -> FileHandle {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else {
      return try ReadableFile.open(path)
    }
    // Opened without waiting for a writer; then waited for one, as long as ``writerWait``.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw WorkbookError(
        path: path, message: "cannot open the file for reading: \(ReadableFile.reason(errno))")
    }
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let (seconds, attoseconds) = writerWait.components
    let milliseconds = Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    var ready: Int32
    repeat { ready = poll(&request, 1, milliseconds) } while ready < 0 && errno == EINTR
    guard ready > 0 else {
      close(descriptor)
      throw WorkbookError(
        path: path,
        message:
          "the file is a pipe (FIFO) that no program wrote to in \(seconds) seconds; delete it, or give the tab's file"
      )
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Reads the stream at `path` to its end.
  ///
  /// - Parameters:
  ///   - path: The pipe or device.
  ///   - maximumByteCount: The most bytes a tab may hold (a test hook).
  ///   - writerWait: How long a FIFO may wait for a writer (a test hook).
  /// - Throws: `WorkbookError` naming `path` when it cannot be opened or read, when its start
  ///   is not text (``FileSniffer``), or when it holds more than `maximumByteCount` bytes.
  static func read(
    path: String, maximumByteCount: Int = CSVTable.maximumByteCount,
    writerWait: Duration = writerWait
  ) throws -> [UInt8] {
    let handle = try openForReading(path, writerWait: writerWait)
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
