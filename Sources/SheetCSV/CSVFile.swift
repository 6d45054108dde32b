#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be read as a CSV buffer.
public struct CSVFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// Why it could not be read.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}

/// Reads whole files into memory with plain system calls: one allocation, no copies, or a
/// memory mapping.
enum CSVFile {
  /// The bytes of a file, read or mapped.
  ///
  /// - Throws: `CSVFileError` when the file cannot be opened or read, or is over 2 GiB.
  static func storage(path: String, access: CSVTable.FileAccess) throws -> CSVTable.Storage {
    let (descriptor, size, isRegular) = try open(path: path)
    defer { close(descriptor) }
    // A file the system will not map (on some network or virtual file systems) is read.
    guard access == .memoryMapped, isRegular, size > 0,
      let file = CSVMappedFile(descriptor: descriptor, count: size)
    else {
      return .array(try read(descriptor: descriptor, size: size, path: path))
    }
    return .mapped(file)
  }

  /// Opens a file that is not a folder nor over 2 GiB: its descriptor, size, and whether it is
  /// a regular file (not a pipe or a device).
  private static func open(path: String) throws -> (descriptor: Int32, size: Int, isRegular: Bool) {
    let descriptor = systemOpen(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw CSVFileError(path: path, reason: String(cString: strerror(errno)))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw CSVFileError(path: path, reason: reason)
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      throw CSVFileError(path: path, reason: "is a folder, not a file")
    }
    let size = Int(status.st_size)
    guard size <= CSVTable.maximumByteCount else {
      close(descriptor)
      throw CSVFileError(path: path, reason: "is larger than 2 GiB, more than any sheet holds")
    }
    return (descriptor, size, (status.st_mode & S_IFMT) == S_IFREG)
  }

  /// The bytes of an open file expected to hold `size` bytes, read to its end.
  private static func read(descriptor: Int32, size: Int, path: String) throws -> [UInt8] {
    var failure: String?
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var total = 0
      while total < size {
        let got = systemRead(descriptor, buffer.baseAddress! + total, size - total)
        if got < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          break
        }
        if got == 0 { break }
        total += got
      }
      initialized = total
    }
    if let failure { throw CSVFileError(path: path, reason: failure) }
    // A file that grew while being read (or a pipe) is read to its end.
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, 65_536) }
      if got <= 0 { break }
      bytes.append(contentsOf: chunk[0..<got])
      guard bytes.count <= CSVTable.maximumByteCount else {
        throw CSVFileError(path: path, reason: "is larger than 2 GiB, more than any sheet holds")
      }
    }
    return bytes
  }
}

/// `open(2)`, named apart from `CSVFile.open(path:)`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.open(path, flags)
  #else
    Darwin.open(path, flags)
  #endif
}

/// `read(2)`, named apart from `CSVFile.read(descriptor:size:path:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
