import ExpenseSheets
import Foundation

/// How model values become column values and back: the store's storage conventions in one place.
///
/// Timestamps are INTEGER milliseconds since 1970; business dates are TEXT `YYYY-MM-DD`;
/// extra cells are a JSON array of `{"column": ..., "value": ...}` objects, `[]` when none.
enum ColumnCoding {
  /// Milliseconds since 1970, rounded to the nearest millisecond.
  static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
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
    if cells.isEmpty { return "[]" }
    var out = "["
    for (index, cell) in cells.enumerated() {
      if index > 0 { out += "," }
      out += "{\"column\":"
      appendJSONString(cell.column, to: &out)
      out += ",\"value\":"
      appendJSONString(cell.value, to: &out)
      out += "}"
    }
    return out + "]"
  }

  /// Parses the JSON text of extra cells; `nil` when it is not such a list.
  static func extraCells(_ json: String) -> [ExtraCell]? {
    // The common `[]` never gets here: `ColumnReader.extraCells` answers it from the bytes.
    try? JSONDecoder().decode([ExtraCell].self, from: Data(json.utf8))
  }

  private static func appendJSONString(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
