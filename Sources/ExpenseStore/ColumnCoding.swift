import ExpenseSheets
import Foundation

/// How model values become column values and back: the store's storage conventions in one place.
///
/// Timestamps are INTEGER milliseconds since 1970; business dates are TEXT `YYYY-MM-DD`;
/// extra cells are a JSON array of `{"column": ..., "value": ...}` objects, `[]` when none.
enum ColumnCoding {
  /// Milliseconds since 1970, rounded to the nearest millisecond, as the sheet codecs write them:
  /// a date past `Int64`'s milliseconds (about 292 million years away) is clamped, and one that
  /// is not a number is 0 (`Timestamp.milliseconds(of:)`), not a crash of the app that gave it.
  static func milliseconds(_ date: Date) -> Int64 {
    Timestamp.milliseconds(of: date)
  }

  /// The date `milliseconds` after 1970, built as the sheet codecs build it.
  static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// `YYYY-MM-DD`.
  static func text(_ date: SheetDate) -> String {
    var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    return withUnsafeMutableBytes(of: &bytes) { raw in
      let zero = UInt8(ascii: "0")
      let year = date.year
      raw[0] = zero + UInt8(year / 1000 % 10)
      raw[1] = zero + UInt8(year / 100 % 10)
      raw[2] = zero + UInt8(year / 10 % 10)
      raw[3] = zero + UInt8(year % 10)
      raw[4] = UInt8(ascii: "-")
      raw[5] = zero + UInt8(date.month / 10)
      raw[6] = zero + UInt8(date.month % 10)
      raw[7] = UInt8(ascii: "-")
      raw[8] = zero + UInt8(date.day / 10)
      raw[9] = zero + UInt8(date.day % 10)
      return String(decoding: raw, as: UTF8.self)
    }
  }

  /// The JSON text of extra cells.
  static func json(_ cells: [ExtraCell]) -> String {
    ExtraCellsJSON.encode(cells)
  }

  /// Parses the JSON text of extra cells with a general JSON decoder, for text that is not in
  /// the form ``ExtraCellsJSON`` reads; `nil` when it is not such a list.
  static func extraCells(_ json: String) -> [ExtraCell]? {
    try? JSONDecoder().decode([ExtraCell].self, from: Data(json.utf8))
  }
}
