/// A1-style cell references such as `Transactions!G14`.
public enum A1 {
  /// The column letters of a zero-based column index: 0 is `A`, 25 is `Z`, 26 is `AA`.
  public static func columnLetters(_ index: Int) -> String {
    var index = index
    var letters: [UInt8] = []
    repeat {
      letters.append(UInt8(ascii: "A") + UInt8(index % 26))
      index = index / 26 - 1
    } while index >= 0
    return String(decoding: letters.reversed(), as: UTF8.self)
  }

  /// The reference of a cell: `Tab!<letters><row>`, with `row` as the sheet shows it.
  public static func reference(tab: Tab, column index: Int, row: Int) -> String {
    "\(tab.rawValue)!\(columnLetters(index))\(row)"
  }
}
