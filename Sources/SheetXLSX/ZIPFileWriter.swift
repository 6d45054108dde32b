import Foundation

/// Writes a ZIP archive of deflated entries, each given as its pieces in order, to an open file
/// or into memory.
///
/// Sizes and CRCs are known before an entry is written, so each local header holds them and no
/// data descriptor follows. Entries and the archive stay under 4 GiB (no ZIP64): an .xlsx of the
/// largest sheet Google Sheets keeps is far smaller.
struct ZIPFileWriter {
  /// The open file written to; `nil` writes into ``bytes``.
  private let descriptor: Int32?
  /// The archive written so far, when it is written into memory.
  private(set) var bytes: [UInt8] = []
  private var offset = 0
  private var directory: [UInt8] = []
  private var entryCount = 0
  private let time: (date: UInt16, time: UInt16)

  /// Why the archive could not be written.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// The limit of a size or offset without ZIP64.
  private static let limit = Int(UInt32.max)

  /// Writes to the open file `descriptor`, from its start; entries are dated `modified`.
  init(descriptor: Int32, modified: Date) {
    self.descriptor = descriptor
    time = Self.dosTime(modified)
  }

  /// Writes into ``bytes``; entries are dated `modified`.
  init(modified: Date) {
    descriptor = nil
    time = Self.dosTime(modified)
  }

  /// Writes the entry `name` made of `pieces`, deflated streams that follow one another.
  ///
  /// - Throws: ``Failure`` when the file cannot be written or the entry is too large.
  mutating func addEntry(_ name: String, pieces: [DeflatedPiece]) throws {
    var crc: UInt32 = 0
    var compressed = 0
    var uncompressed = 0
    for piece in pieces {
      crc = ZIPChecksum.combine(crc, piece.crc, secondCount: piece.uncompressedCount)
      compressed += piece.bytes.count
      uncompressed += piece.uncompressedCount
    }
    guard compressed < Self.limit, uncompressed < Self.limit, offset < Self.limit else {
      throw Failure("\(name) would be 4 GiB or more, too large to write")
    }
    let nameBytes = Array(name.utf8)
    var header: [UInt8] = []
    Self.append32(0x0403_4b50, to: &header)
    Self.appendFields(crc, compressed, uncompressed, nameBytes.count, time, to: &header)
    Self.append16(0, to: &header)  // extra field length
    header += nameBytes

    Self.append32(0x0201_4b50, to: &directory)
    Self.append16(0x0314, to: &directory)  // made by: Unix, ZIP 2.0
    Self.appendFields(crc, compressed, uncompressed, nameBytes.count, time, to: &directory)
    Self.append16(0, to: &directory)  // extra field length
    Self.append16(0, to: &directory)  // comment length
    Self.append16(0, to: &directory)  // disk number
    Self.append16(0, to: &directory)  // internal attributes
    Self.append32(0o100644 << 16, to: &directory)  // external attributes: a file, rw-r--r--
    Self.append32(UInt32(offset), to: &directory)
    directory += nameBytes
    entryCount += 1

    try write(header)
    for piece in pieces { try write(piece.bytes) }
  }

  /// Writes the central directory, which completes the archive.
  mutating func finish() throws {
    guard offset < Self.limit, entryCount < 0xFFFF else {
      throw Failure("the file would be 4 GiB or more, too large to write")
    }
    let directoryOffset = offset
    try write(directory)
    var end: [UInt8] = []
    Self.append32(0x0605_4b50, to: &end)
    Self.append16(0, to: &end)  // this disk
    Self.append16(0, to: &end)  // the directory's disk
    Self.append16(UInt16(entryCount), to: &end)
    Self.append16(UInt16(entryCount), to: &end)
    Self.append32(UInt32(directory.count), to: &end)
    Self.append32(UInt32(directoryOffset), to: &end)
    Self.append16(0, to: &end)  // comment length
    try write(end)
  }

  /// The fields a local header and a central directory record share, from "version needed" to
  /// the name's length.
  private static func appendFields(
    _ crc: UInt32, _ compressed: Int, _ uncompressed: Int, _ nameCount: Int,
    _ time: (date: UInt16, time: UInt16), to bytes: inout [UInt8]
  ) {
    append16(20, to: &bytes)  // version needed: 2.0 (deflate)
    append16(0x0800, to: &bytes)  // flags: the name is UTF-8
    append16(8, to: &bytes)  // method: deflate
    append16(time.time, to: &bytes)
    append16(time.date, to: &bytes)
    append32(crc, to: &bytes)
    append32(UInt32(compressed), to: &bytes)
    append32(UInt32(uncompressed), to: &bytes)
    append16(UInt16(nameCount), to: &bytes)
  }

  private mutating func write(_ bytes: [UInt8]) throws {
    offset += bytes.count
    guard let descriptor else {
      self.bytes += bytes
      return
    }
    var done = 0
    try bytes.withUnsafeBytes { buffer in
      while done < buffer.count {
        let count = Foundation.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
        if count < 0 {
          if errno == EINTR { continue }
          throw Failure(String(cString: strerror(errno)))
        }
        done += count
      }
    }
  }

  /// MS-DOS date and time, local time, as ZIP records them (two-second steps, from 1980).
  private static func dosTime(_ date: Date) -> (date: UInt16, time: UInt16) {
    let parts = Calendar.current.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    let year = max(0, min(127, (parts.year ?? 1980) - 1980))
    let day = UInt16(year << 9 | (parts.month ?? 1) << 5 | (parts.day ?? 1))
    let time = UInt16((parts.hour ?? 0) << 11 | (parts.minute ?? 0) << 5 | (parts.second ?? 0) / 2)
    return (day, time)
  }

  private static func append16(_ value: UInt16, to bytes: inout [UInt8]) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  private static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }
}
