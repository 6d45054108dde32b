#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `bytes` to the open file `descriptor`, retrying short and interrupted writes.
///
/// - Returns: The `errno` of the write that failed, or `nil` once every byte is written.
package func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
  var written = 0
  while written < bytes.count {
    let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
    if result < 0 {
      if errno == EINTR { continue }
      return errno
    }
    written += result
  }
  return nil
}
