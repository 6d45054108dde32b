import Foundation
import SheetCSV

/// Writes a row's cells straight into CSV bytes, each as `CellFormatter` formats it, without
/// making a `String` of every cell: the path the large tabs export through.
public struct CellWriter {
  /// The CSV written so far.
  public var csv: CSVWriter

  /// A writer that appends to `csv`.
  public init(csv: CSVWriter) {
    self.csv = csv
  }

  /// A UUID cell, empty for `nil`.
  public mutating func uuid(_ value: UUID?) {
    guard let value else { return plain("") }
    withCellBuffer(36) { CellFormatter.writeUUID(value, into: $0) }
  }

  /// A timestamp cell.
  public mutating func timestamp(_ value: Date) {
    withCellBuffer(24) { CellFormatter.writeTimestamp(value, into: $0) }
  }

  /// A text cell a person wrote: guarded as `TextGuard.guarded(_:)` guards it.
  public mutating func text(_ value: String) {
    var value = value
    value.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      if TextGuard.isGuarded(bytes: raw) {
        csv.writeField("'" + String(decoding: bytes, as: UTF8.self))
      } else {
        csv.writeField(bytes: raw)
      }
    }
  }

  /// A cell written as it is: an enumeration's value, a number, a date.
  public mutating func plain(_ value: String) {
    var value = value
    value.withUTF8 { csv.writeField(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// The cells `encode` gave, text columns guarded.
  mutating func cells(_ values: [String], isText: [Bool]) {
    for (index, value) in values.enumerated() {
      if isText[index] { text(value) } else { plain(value) }
    }
  }

  /// Formats a cell of at most `capacity` bytes on the stack and writes it.
  private mutating func withCellBuffer(
    _ capacity: Int, _ format: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      let count = format(buffer)
      csv.writeField(bytes: UnsafeRawBufferPointer(start: buffer.baseAddress, count: count))
    }
  }
}
