extension CSVTable {
  /// How `CSVTable(contentsOfFile:)` gets a file's bytes.
  public enum FileAccess: Sendable, Hashable {
    /// Read into memory the table owns: safe whatever happens to the file afterwards.
    case read
    /// Mapped into memory: no copy, pages shared with the system's file cache. The file must
    /// not be truncated while the table lives (reading a page past the new end kills the
    /// process); a file that grows is read up to the size it had when opened. An empty file,
    /// one that is not a regular file (a pipe), or one the system will not map is read
    /// instead.
    case memoryMapped
  }

  /// The bytes a table indexes: an array, or a memory-mapped file.
  @usableFromInline
  enum Storage: Sendable {
    /// Bytes in memory, given or read from a file.
    case array([UInt8])
    /// A file mapped into memory.
    case mapped(CSVMappedFile)

    /// Calls `body` with the bytes.
    @inlinable
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      switch self {
      case .array(let bytes): try bytes.withUnsafeBytes(body)
      case .mapped(let file): try body(file.bytes)
      }
    }
  }
}
