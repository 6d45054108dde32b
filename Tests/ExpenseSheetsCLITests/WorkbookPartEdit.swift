import Foundation
import ZIPFoundation

/// Rewrites one part of a workbook file in place, as a hand or another program would.
enum WorkbookPartEdit {
  /// A part that the workbook file lacks.
  struct MissingPart: Error {
    var part: String
  }

  /// Replaces the text of the part `part` of the workbook at `path` with what `change` makes
  /// of it.
  static func edit(_ path: String, part: String, _ change: (String) throws -> String) throws {
    let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .update)
    guard let entry = archive[part] else { throw MissingPart(part: part) }
    var old = Data()
    _ = try archive.extract(entry) { old.append($0) }
    let new = Data(try change(String(decoding: old, as: UTF8.self)).utf8)
    try archive.remove(entry)
    try archive.addEntry(
      with: part, type: .file, uncompressedSize: Int64(new.count), compressionMethod: .deflate
    ) { position, size in
      new.subdata(in: Int(position)..<Int(position) + size)
    }
  }
}

extension WorkbookPartEdit {
  /// Adds the part `part`, holding `text`, to the workbook at `path`.
  static func add(_ path: String, part: String, text: String) throws {
    let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .update)
    let data = Data(text.utf8)
    try archive.addEntry(
      with: part, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
    ) { position, size in
      data.subdata(in: Int(position)..<Int(position) + size)
    }
  }
}
