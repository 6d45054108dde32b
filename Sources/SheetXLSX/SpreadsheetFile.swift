import Foundation
import ZIPFoundation

/// A spreadsheet file to read: an .xlsx (Office Open XML) or an .ods (OpenDocument) workbook,
/// told apart by what the ZIP archive holds, not by the file's name.
public struct SpreadsheetFile {
  /// The file's path, or the name given with its bytes (``init(data:name:)``).
  public let path: String
  /// The workbook's format.
  public let format: Format
  /// Where the archive is, for readers that open their own.
  let source: ArchiveSource
  private let archive: Archive

  /// The two formats read.
  public enum Format: Sendable, Hashable {
    /// Office Open XML (Excel, Google Sheets' download).
    case xlsx
    /// OpenDocument spreadsheet (LibreOffice).
    case ods
  }

  /// Opens the workbook at `path`.
  ///
  /// - Throws: ``SpreadsheetError`` when there is no file at `path` (nothing, or a folder), or
  ///   the file is not a ZIP archive holding a workbook.
  public init(path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SpreadsheetError(path: path, message: "no such file or folder")
    }
    guard !isFolder.boolValue else {
      throw SpreadsheetError(
        path: path,
        message:
          "a folder, not a workbook file: give the .xlsx or .ods file, or a folder of the tabs' .csv files"
      )
    }
    try self.init(source: ArchiveSource(path: path, data: nil))
  }

  /// Opens the workbook whose file's bytes are `data`, read in memory: what an app downloads.
  ///
  /// - Parameters:
  ///   - data: The bytes of an .xlsx or .ods file.
  ///   - name: The file's name (`Budget.xlsx`), which errors name as they name a path.
  /// - Throws: ``SpreadsheetError`` when the bytes are not a ZIP archive holding a workbook.
  public init(data: Data, name: String) throws {
    try self.init(source: ArchiveSource(path: name, data: data))
  }

  /// Opens the workbook at `source`, and tells its format.
  private init(source: ArchiveSource) throws {
    self.source = source
    path = source.path
    do {
      archive = try source.open()
    } catch {
      throw SpreadsheetError(
        path: path, message: Self.whatIsNotAnArchive(start: source.start(count: 8)))
    }
    // Two entries of one name are two versions of a part, and programs differ in which they
    // read: the file cannot say which one the person saw.
    var names: Set<String> = []
    for entry in archive where !names.insert(entry.path).inserted {
      throw SpreadsheetError(
        path: path,
        message:
          "\(entry.path) in the workbook is damaged (the archive holds two entries of that name, which no spreadsheet writes)"
      )
    }
    if archive["xl/workbook.xml"] != nil {
      format = .xlsx
    } else if archive["content.xml"] != nil {
      format = .ods
    } else {
      throw SpreadsheetError(
        path: path,
        message:
          "a ZIP archive, but not an .xlsx or .ods workbook (no xl/workbook.xml or content.xml)")
    }
  }

  /// Why a file cannot be read as a workbook, when it is no ZIP archive, from its first eight
  /// bytes (`start`): an Office file in the older compound format (those bytes say so) is a
  /// workbook saved with a password, which Excel encrypts into that format, or an Excel 97-2003
  /// `.xls`.
  static func whatIsNotAnArchive(start: [UInt8]?) -> String {
    let compoundFile: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]
    guard start == compoundFile else {
      return "not an .xlsx or .ods workbook (not a ZIP archive)"
    }
    return
      "not an .xlsx or .ods workbook but an Office file of the older kind: a workbook saved with a password (remove the password, then save it again), or an Excel 97-2003 .xls (save it as .xlsx)"
  }

  /// Reads the rows of the sheets whose name `include` accepts, in workbook order.
  ///
  /// - Parameters:
  ///   - include: Called with each sheet's name; only the sheets it accepts are read.
  ///   - row: Called for each row that holds at least one cell, in order, with the sheet's
  ///     name, the row number as the sheet shows it (from 1) and the row's cells, in column
  ///     order, empty ones left out.
  /// - Returns: The names of all sheets, in workbook order.
  /// - Throws: ``SpreadsheetError`` when a part of the file cannot be read.
  @discardableResult
  public func readRows(
    ofSheets include: (_ name: String) -> Bool,
    row: (_ sheet: String, _ number: Int, _ cells: [SheetCell]) -> Void
  ) throws -> [String] {
    switch format {
    case .xlsx: try XLSXReader(file: self).readRows(ofSheets: include, row: row)
    case .ods: try ODSReader(file: self).readRows(ofSheets: { name, _ in include(name) }, row: row)
    }
  }

  /// The names of the sheets the workbook hides from view (Format > Hide sheet).
  ///
  /// - Throws: ``SpreadsheetError`` when the part that lists them cannot be read.
  public func hiddenSheetNames() throws -> Set<String> {
    switch format {
    case .xlsx: HiddenSheets.inXLSXWorkbook(try entry("xl/workbook.xml") ?? [])
    case .ods: HiddenSheets.inODSContent(try entry("content.xml") ?? [])
    }
  }

  /// Reads the sheets for which `sink` gives a sink, each into its own: the sheets of an .xlsx
  /// file side by side on separate cores, each inflated and scanned a piece at a time, so that
  /// no sheet's XML is ever whole in memory.
  ///
  /// - Parameter sink: Called with each sheet's name, in workbook order; `nil` leaves the
  ///   sheet unread.
  /// - Returns: The names of all sheets, in workbook order, and the sinks of the sheets read,
  ///   each having taken its sheet's rows.
  /// - Throws: ``SpreadsheetError`` when a part of the file cannot be read.
  public func readSheets<Sink: SheetRowSink>(
    _ sink: (_ name: String) -> Sink?
  ) throws -> (names: [String], sinks: [(sheet: String, sink: Sink)]) {
    switch format {
    case .xlsx:
      return try XLSXReader(file: self).readSheets(sink)
    case .ods:
      var sinks: [(sheet: String, sink: Sink)] = []
      var indexOfSheet: [String: Int] = [:]
      let names = try ODSReader(file: self).readRows { name, system in
        guard var made = sink(name) else { return false }
        made.useDateSystem(system)
        indexOfSheet[name] = sinks.count
        sinks.append((name, made))
        return true
      } row: { sheet, number, cells in
        sinks[indexOfSheet[sheet]!].sink.append(row: number, cells: SheetRow(cells))
      } merged: { sheet, ranges in
        sinks[indexOfSheet[sheet]!].sink.appendMergedRanges(ranges)
      }
      return (names, sinks)
    }
  }

  /// Hands the uncompressed bytes of the archive's entry at `entryPath` to `chunk`, a piece at
  /// a time, read through an archive of `source` opened for this call alone (so that entries can be read on
  /// several threads at once); checks the entry's CRC-32 once all are read.
  ///
  /// - Returns: Whether there is such an entry.
  static func streamEntry(
    _ entryPath: String, in source: ArchiveSource,
    chunk: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws -> Bool {
    let path = source.path
    do {
      let archive = try source.open()
      guard let entry = archive[entryPath] else { return false }
      try refuseInflatingFar(entry, entryPath, inFileAt: path)
      var crc: UInt32 = 0
      var count: UInt64 = 0
      // The prolog read so far, while it has not said whether it declares a document type.
      var prolog: [UInt8]? = []
      _ = try archive.extract(entry, bufferSize: Self.chunkSize, skipCRC32: true) { data in
        count += UInt64(data.count)
        guard count <= entry.uncompressedSize else {
          throw damagedSize(entryPath, inFileAt: path)
        }
        try data.withUnsafeBytes { raw in
          let bytes = raw.bindMemory(to: UInt8.self)
          if let read = prolog {
            // Most parts decide it in their first chunk, which is then not copied.
            if read.isEmpty {
              let isDecided = try refuseDocumentType(
                bytes, entryPath, inFileAt: path, isWhole: false)
              prolog = isDecided ? nil : Array(bytes)
            } else {
              let joined = read + bytes
              let isDecided = try joined.withUnsafeBufferPointer {
                try refuseDocumentType($0, entryPath, inFileAt: path, isWhole: false)
              }
              prolog = isDecided ? nil : joined
            }
          }
          crc = ZIPChecksum.crc32(bytes, continuing: crc)
          try chunk(bytes)
        }
      }
      guard count == entry.uncompressedSize else { throw damagedSize(entryPath, inFileAt: path) }
      guard crc == entry.checksum else {
        throw SpreadsheetError(
          path: path, message: "\(entryPath) in the workbook is damaged (its checksum differs)")
      }
      return true
    } catch let error as SpreadsheetError {
      throw error
    } catch {
      throw SpreadsheetError(
        path: path, message: "cannot read \(entryPath) in the workbook: \(error)")
    }
  }

  /// How many bytes are inflated at a time.
  static let chunkSize = 1 << 20

  /// The most bytes an entry read whole may hold: 2 GiB, more than any sheet holds.
  static let maximumEntrySize = Int(Int32.max)

  /// The most bytes reserved before inflating an entry read whole: its declared size is
  /// believed only this far, since a damaged file can declare any.
  static let maximumReservation = 1 << 24

  /// The most times as many bytes as its compressed ones an entry may declare: spreadsheet
  /// writers compress a sheet 4 to 16 times (the cell references of each row differ even where
  /// the values repeat), while deflate can reach about 1,000 times, as a ZIP bomb does.
  static let maximumInflationRatio: UInt64 = 100

  /// The most bytes an entry may declare whatever it compresses to: a part this small takes
  /// little memory, however repetitive it is.
  static let inflationRatioFloor: UInt64 = 1 << 24

  /// Throws for an entry that declares more than ``maximumInflationRatio`` times its compressed
  /// bytes, and more than ``inflationRatioFloor``: before any of it is inflated, so that a small
  /// file cannot fill memory (or take the time to inflate gigabytes) to be refused.
  private static func refuseInflatingFar(
    _ entry: Entry, _ entryPath: String, inFileAt path: String
  ) throws {
    let (allowed, overflow) = entry.compressedSize.multipliedReportingOverflow(
      by: maximumInflationRatio)
    guard entry.uncompressedSize > inflationRatioFloor, !overflow,
      entry.uncompressedSize > allowed
    else { return }
    throw SpreadsheetError(
      path: path,
      message:
        "\(entryPath) in the workbook is damaged (its \(entry.compressedSize) compressed bytes declare \(entry.uncompressedSize) inflated, more than \(maximumInflationRatio) times as many, which no spreadsheet writes)"
    )
  }

  /// The uncompressed bytes of the archive's entry at `entryPath`, or `nil` when there is none.
  ///
  /// - Throws: ``SpreadsheetError`` when the entry cannot be inflated, declares more than
  ///   ``maximumEntrySize`` bytes or more than ``maximumInflationRatio`` times its compressed
  ///   bytes, or inflates to another size than it declares.
  func entry(_ entryPath: String) throws -> [UInt8]? {
    guard let entry = archive[entryPath] else { return nil }
    guard entry.uncompressedSize <= Self.maximumEntrySize else {
      throw SpreadsheetError(
        path: path,
        message:
          "\(entryPath) in the workbook is damaged (it declares \(entry.uncompressedSize) bytes, more than the 2 GiB a part can hold)"
      )
    }
    try Self.refuseInflatingFar(entry, entryPath, inFileAt: path)
    let size = Int(entry.uncompressedSize)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(size, Self.maximumReservation))
    do {
      _ = try archive.extract(entry, bufferSize: Self.chunkSize, skipCRC32: false) { chunk in
        guard bytes.count + chunk.count <= size else {
          throw Self.damagedSize(entryPath, inFileAt: path)
        }
        bytes.append(contentsOf: chunk)
      }
    } catch let error as SpreadsheetError {
      throw error
    } catch {
      throw SpreadsheetError(
        path: path, message: "cannot read \(entryPath) in the workbook: \(error)")
    }
    guard bytes.count == size else { throw Self.damagedSize(entryPath, inFileAt: path) }
    try bytes.withUnsafeBufferPointer {
      _ = try Self.refuseDocumentType($0, entryPath, inFileAt: path, isWhole: true)
    }
    return bytes
  }

  /// Throws for an entry whose XML, starting in `bytes` (the whole entry, when `isWhole`),
  /// declares a document type, or runs past ``XMLProlog/maximumLength`` bytes before its first
  /// element; returns whether `bytes` decide it.
  private static func refuseDocumentType(
    _ bytes: UnsafeBufferPointer<UInt8>, _ entryPath: String, inFileAt path: String,
    isWhole: Bool
  ) throws -> Bool {
    let damage: String
    switch XMLProlog.documentType(bytes) {
    case .absent: return true
    case .undecided where isWhole: return true
    case .undecided:
      guard bytes.count > XMLProlog.maximumLength else { return false }
      damage = XMLProlog.longPrologDamage
    case .declared: damage = XMLProlog.documentTypeDamage
    }
    throw SpreadsheetError(
      path: path, message: "\(entryPath) in the workbook is damaged (\(damage))")
  }

  /// The error of an entry that inflates to another size than it declares.
  private static func damagedSize(_ entryPath: String, inFileAt path: String) -> SpreadsheetError {
    SpreadsheetError(
      path: path,
      message:
        "\(entryPath) in the workbook is damaged (its size differs from the size it declares)"
    )
  }
}
