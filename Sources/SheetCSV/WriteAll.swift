#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `bytes` to the open file `descriptor`, retrying short and interrupted writes:
/// at the file's current offset, or from byte `offset` on when given (leaving the current one).
///
/// - Returns: The `errno` of the write that failed, or `nil` once every byte is written.
package func writeAll(
  _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int? = nil
) -> Int32? {
  var written = 0
  while written < bytes.count {
    let start = bytes.baseAddress! + written
    let remaining = bytes.count - written
    let result =
      if let offset {
        pwrite(descriptor, start, remaining, off_t(offset + written))
      } else {
        write(descriptor, start, remaining)
      }
    if result < 0 {
      if errno == EINTR { continue }
      return errno
    }
    written += result
  }
  return nil
}
