#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Streams CSV records to a file in blocks of about 64 KiB.
///
/// ```swift
/// var file = try CSVFileWriter(path: "out.csv")
/// try file.writeRecord(["name", "type"])
/// try file.close()
/// ```
public struct CSVFileWriter: ~Copyable {
  private var writer: CSVWriter
  private let descriptor: Int32
  private let path: String
  private var closed = false
  /// The block size at which the buffer is flushed.
  public static let blockSize = 65_536

  /// Creates (or truncates) a file to write to.
  ///
  /// - Throws: `CSVFileError` when the file cannot be created.
  public init(path: String, configuration: CSVWriter.Configuration = .init()) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw CSVFileError(path: path, reason: String(cString: strerror(errno)))
    }
    self.descriptor = descriptor
    self.path = path
    writer = CSVWriter(configuration: configuration)
  }

  /// Writes a record, flushing a full block.
  ///
  /// - Throws: `CSVFileError` when writing fails.
  public mutating func writeRecord<S: Sequence>(_ fields: S) throws
  where S.Element: StringProtocol {
    writer.writeRecord(fields)
    if writer.bytes.count >= Self.blockSize { try flush() }
  }

  /// Writes what is buffered, syncs and closes the file.
  ///
  /// - Throws: `CSVFileError` when writing or syncing fails.
  public mutating func close() throws {
    guard !closed else { return }
    closed = true
    defer { _ = systemClose(descriptor) }
    try flush()
    guard fsync(descriptor) == 0 else {
      throw CSVFileError(path: path, reason: String(cString: strerror(errno)))
    }
  }

  private mutating func flush() throws {
    let bytes = writer.takeBytes()
    if let failure = bytes.withUnsafeBytes({ writeAll($0, to: descriptor) }) {
      throw CSVFileError(path: path, reason: String(cString: strerror(failure)))
    }
  }

  deinit {
    if !closed { _ = systemClose(descriptor) }
  }
}

/// `close(2)`, named apart from `CSVFileWriter.close()`.
private func systemClose(_ descriptor: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.close(descriptor)
  #else
    Darwin.close(descriptor)
  #endif
}
