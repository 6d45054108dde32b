import Foundation

/// Opens a file for reading, and says why one cannot be opened.
enum ReadableFile {
  /// The file at `path`, opened for reading with `flags` besides `O_RDONLY`.
  ///
  /// - Throws: `WorkbookError` naming `path`, and why: no such file (a link to one that is
  ///   gone), no permission, a loop of links, or the system's words for another reason.
  static func open(_ path: String, flags: Int32 = 0) throws -> FileHandle {
    let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | flags)
    guard descriptor >= 0 else {
      throw WorkbookError(
        path: path, message: "cannot open the file for reading: \(reason(errno))")
    }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Why a file could not be opened, for the error `code`.
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "there is no such file (or it is a link to a file that is gone)"
    case EACCES, EPERM: "permission denied"
    case ELOOP: "it is a link that leads back to itself"
    default: String(cString: strerror(code))
    }
  }
}
