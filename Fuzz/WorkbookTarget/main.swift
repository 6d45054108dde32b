// libFuzzer target for the workbook readers: the input becomes an .xlsx or .ods file, read and
// validated as `validate` does one (`WorkbookFileReader`: the ZIP archive, the XML of every
// part, shared strings, styles, the cells, the ledger's tabs; then `Validator`). Any input must be read or refused
// with an error; a crash, a hang or memory without bound is a finding.
//
// An input that starts as a ZIP archive does (`PK\3\4`) is the file itself. Any other is the
// archive's entries, each its name, a 0x01 byte and its bytes, entries parted by 0x00 bytes;
// they are stored in a well-formed archive, so that the fuzzer reaches the parts' XML.
import CZlibShim
import ExpenseSheets
import ExpenseSheetsXLSX
import Foundation

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWorkbook(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let file = bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) ? bytes : storedArchive(of: bytes)
  guard FileManager.default.createFile(atPath: workbookPath, contents: Data(file)) else {
    fatalError("cannot write \(workbookPath)")
  }
  defer { try? FileManager.default.removeItem(atPath: workbookPath) }
  guard let workbook = try? WorkbookFileReader().read(path: workbookPath) else { return 0 }
  _ = Validator().validate(workbook)
  return 0
}

/// Where each input is written: one file per fuzzing process. Its name does not matter: the
/// reader tells an .ods from an .xlsx by what the archive holds.
let workbookPath = NSTemporaryDirectory() + "fuzz-workbook-\(getpid()).xlsx"

/// A ZIP archive whose entries, stored uncompressed, are those `input` spells.
func storedArchive(of input: [UInt8]) -> [UInt8] {
  var archive: [UInt8] = []
  var directory: [UInt8] = []
  var count: UInt16 = 0
  for spelled in input.split(separator: 0x00, omittingEmptySubsequences: true).prefix(64) {
    let cut = spelled.firstIndex(of: 0x01) ?? spelled.startIndex
    let name = Array(spelled[..<cut].prefix(200))
    let content = Array(spelled[min(cut + 1, spelled.endIndex)...])
    let crc = content.withUnsafeBufferPointer {
      UInt32(crc32(0, $0.baseAddress, UInt32($0.count)))
    }
    let offset = UInt32(archive.count)
    append(UInt32(0x0403_4B50), to: &archive)
    for field: UInt16 in [20, 0, 0, 0, 0x21] { append(field, to: &archive) }
    for field in [crc, UInt32(content.count), UInt32(content.count)] {
      append(field, to: &archive)
    }
    append(UInt16(name.count), to: &archive)
    append(UInt16(0), to: &archive)
    archive += name + content

    append(UInt32(0x0201_4B50), to: &directory)
    for field: UInt16 in [20, 20, 0, 0, 0, 0x21] { append(field, to: &directory) }
    for field in [crc, UInt32(content.count), UInt32(content.count)] {
      append(field, to: &directory)
    }
    for field: UInt16 in [UInt16(name.count), 0, 0, 0, 0] { append(field, to: &directory) }
    append(UInt32(0), to: &directory)
    append(offset, to: &directory)
    directory += name
    count += 1
  }
  let directoryOffset = UInt32(archive.count)
  archive += directory
  append(UInt32(0x0605_4B50), to: &archive)
  for field: UInt16 in [0, 0, count, count] { append(field, to: &archive) }
  append(UInt32(directory.count), to: &archive)
  append(directoryOffset, to: &archive)
  append(UInt16(0), to: &archive)
  return archive
}

/// Appends `value`'s bytes, least significant first, as ZIP records hold them.
func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
  withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
}
