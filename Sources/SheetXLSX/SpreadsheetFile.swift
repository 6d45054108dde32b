import Foundation
import ZIPFoundation

/// A spreadsheet file to read: an .xlsx (Office Open XML) or an .ods (OpenDocument) workbook,
/// told apart by what the ZIP archive holds, not by the file's name.
public struct SpreadsheetFile {
  /// The file's path.
  public let path: String
  /// The workbook's format.
  public let format: Format
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
  /// - Throws: ``SpreadsheetError`` when the file is not a ZIP archive holding a workbook.
  public init(path: String) throws {
    self.path = path
    do {
      archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
    } catch {
      throw SpreadsheetError(
        path: path, message: "not an .xlsx or .ods workbook (not a ZIP archive)")
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
    case .ods: try ODSReader(file: self).readRows(ofSheets: include, row: row)
    }
  }

  /// The uncompressed bytes of the archive's entry at `entryPath`, or `nil` when there is none.
  func entry(_ entryPath: String) throws -> [UInt8]? {
    guard let entry = archive[entryPath] else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(clamping: entry.uncompressedSize))
    do {
      _ = try archive.extract(entry, bufferSize: 1 << 20, skipCRC32: false) { chunk in
        bytes.append(contentsOf: chunk)
      }
    } catch {
      throw SpreadsheetError(
        path: path, message: "cannot read \(entryPath) in the workbook: \(error)")
    }
    return bytes
  }
}
