import Foundation
import SheetCSV

/// Writes a row's cells into CSV bytes, each as `CellFormatter` formats it: the path every tab
/// exports through (`TabCodec.write(_:to:)`). Ids, timestamps, dates, money and integers are
/// formatted on the stack, without a `String` each.
package struct CellWriter {
  /// The CSV written so far; only this module ends records, or changes the writer, whose
  /// delimiter ``init(csv:)`` checked.
  package internal(set) var csv: CSVWriter

  /// Whether the cells this writer formats itself (ids, timestamps, dates, money, integers)
  /// never need quotes: their bytes, `0`–`9`, `A`–`F`, `T`, `Z`, `-`, `:` and `.`, do not hold
  /// the delimiter.
  private let formattedCellsNeedNoQuotes: Bool

  /// The day since 1970 of the last timestamp ``timestamp(milliseconds:)`` wrote, and its date.
  private var lastTimestampDay = (days: Int64.min, date: SheetDate(year: 1, month: 1, day: 1)!)

  /// A writer that appends to `csv`.
  package init(csv: CSVWriter) {
    self.csv = csv
    formattedCellsNeedNoQuotes = !"0123456789ABCDEFTZ-:.".utf8.contains(csv.configuration.delimiter)
  }

  /// A UUID cell, empty for `nil`.
  package mutating func uuid(_ value: UUID?) {
    guard let value else { return plain("") }
    withCellBuffer(36) { CellFormatter.writeUUID(value, into: $0) }
  }

  /// A timestamp cell.
  package mutating func timestamp(_ value: Date) {
    withCellBuffer(24) { CellFormatter.writeTimestamp(value, into: $0) }
  }

  /// A timestamp cell of whole `milliseconds` since 1970, as a store keeps it: written as
  /// ``timestamp(_:)`` writes `Timestamp.date(milliseconds:)` of it, without the `Date`, and
  /// with the date of the last timestamp's day reused.
  package mutating func timestamp(milliseconds: Int64) {
    // Beyond 2^50 ms (35,000 years), the `Date`'s `Double` may not give the same milliseconds
    // back.
    guard milliseconds.magnitude <= 1 << 50 else {
      return timestamp(Timestamp.date(milliseconds: milliseconds))
    }
    let days = CellFormatter.timestampDays(milliseconds)
    if days != lastTimestampDay.days {
      lastTimestampDay = (days, CellFormatter.timestampDate(days: days))
    }
    let date = lastTimestampDay.date
    withCellBuffer(24) {
      CellFormatter.writeTimestamp(milliseconds: milliseconds, date: date, into: $0)
    }
  }

  /// A money cell, as ``CellFormatter/money(_:)`` writes it.
  package mutating func money(_ value: Decimal) {
    let written = withCellBuffer(CellFormatter.moneyCapacity) {
      CellFormatter.writeMoney(value, into: $0)
    }
    if !written { plain(CellFormatter.money(value)) }
  }

  /// A business date cell, `YYYY-MM-DD`.
  package mutating func date(_ value: SheetDate) {
    withCellBuffer(10) { value.write(into: $0) }
  }

  /// An integer cell.
  package mutating func integer(_ value: Int) {
    withCellBuffer(20) { CellFormatter.writeInteger(value, into: $0) }
  }

  /// A text cell a person wrote: guarded as `TextGuard.guarded(_:)` guards it.
  package mutating func text(_ value: String) {
    var value = value
    value.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      text(utf8: raw, scan: TextScan(raw, delimiter: csv.configuration.delimiter))
    }
  }

  /// A text cell a person wrote, from UTF-8 bytes as a store keeps them: written as ``text(_:)``
  /// writes `String(decoding: bytes, as: UTF8.self)`, without making the `String` when the
  /// bytes are ASCII.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  package mutating func text(utf8 bytes: UnsafeRawBufferPointer) {
    let scan = TextScan(bytes, delimiter: csv.configuration.delimiter)
    guard scan.isASCII else { return text(String(decoding: bytes, as: UTF8.self)) }
    text(utf8: bytes, scan: scan)
  }

  /// A text cell of valid UTF-8 bytes, guarded and quoted as their one `scan` says.
  private mutating func text(utf8 bytes: UnsafeRawBufferPointer, scan: TextScan) {
    if TextGuard.isGuarded(bytes: bytes, scan: scan) {
      csv.writeField("'" + String(decoding: bytes, as: UTF8.self))
    } else {
      csv.writeField(bytes: bytes, holdsSpecialByte: scan.holdsCSVSpecialByte)
    }
  }

  /// A cell written as it is: an enumeration's value, a number, a date.
  package mutating func plain(_ value: String) {
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
  ///
  /// - Returns: Whether the cell was written: `false` when `format` returned `nil`.
  @discardableResult
  private mutating func withCellBuffer(
    _ capacity: Int, _ format: (UnsafeMutableBufferPointer<UInt8>) -> Int?
  ) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      guard let count = format(buffer) else { return false }
      let cell = UnsafeRawBufferPointer(start: buffer.baseAddress, count: count)
      if formattedCellsNeedNoQuotes {
        csv.writeUnquotedField(bytes: cell)
      } else {
        csv.writeField(bytes: cell)
      }
      return true
    }
  }
}
