#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes mapped read-only into memory, unmapped when the last table holding them goes.
///
/// A class so the mapping has one owner and one end: copies of a `CSVTable` share it, and
/// `deinit` calls `munmap`. `@unchecked Sendable` because the mapping is private and read-only:
/// nothing writes to it while it lives.
@usableFromInline
final class CSVMappedFile: @unchecked Sendable {
  /// The mapped bytes; never empty (an empty file is not mapped).
  @usableFromInline let bytes: UnsafeRawBufferPointer

  /// Maps `count` bytes (more than zero) of an open file, read ahead in full.
  ///
  /// - Returns: `nil` when the system refuses the mapping (`errno` says why).
  init?(descriptor: Int32, count: Int) {
    precondition(count > 0, "an empty file is not mapped")
    #if os(Linux)
      let flags = MAP_PRIVATE | MAP_POPULATE
    #else
      let flags = MAP_PRIVATE
    #endif
    guard let address = mmap(nil, count, PROT_READ, flags, descriptor, 0),
      address != UnsafeMutableRawPointer(bitPattern: -1)
    else { return nil }
    _ = madvise(address, count, MADV_SEQUENTIAL)
    bytes = UnsafeRawBufferPointer(start: address, count: count)
  }

  deinit {
    munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
  }
}
