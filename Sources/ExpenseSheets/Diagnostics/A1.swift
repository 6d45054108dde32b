/// A1-style cell references such as `Transactions!G14`.
public enum A1 {
  /// The column letters of a zero-based column index: 0 is `A`, 25 is `Z`, 26 is `AA`.
  public static func columnLetters(_ index: Int) -> String {
    withLetters(of: index) { String(decoding: $0, as: UTF8.self) }
  }

  /// The reference of a cell: `Tab!<letters><row>`, with `row` as the sheet shows it.
  ///
  /// Written into the string's own storage: a report of every row of a large sheet makes
  /// millions of references.
  public static func reference(tab: Tab, column index: Int, row: Int) -> String {
    let name = tab.rawValue
    var digits = row < 0 ? 2 : 1
    var rest = row.magnitude
    while rest >= 10 {
      digits += 1
      rest /= 10
    }
    // The exact length, so that a reference of up to 15 bytes is stored inline.
    let length = name.utf8.count + 1 + digits
    return withLetters(of: index) { letters in
      String(unsafeUninitializedCapacity: length + letters.count) { buffer in
        var count = 0
        for byte in name.utf8 {
          buffer[count] = byte
          count += 1
        }
        buffer[count] = UInt8(ascii: "!")
        count += 1
        for byte in letters {
          buffer[count] = byte
          count += 1
        }
        return count
          + CellFormatter.writeInteger(
            row, into: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
      }
    }
  }

  /// Calls `body` with the column letters of `index`, written on the stack.
  private static func withLetters<Result>(
    of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    // 14 letters reach `Int.max`.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
      var index = index
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "A") + UInt8(index % 26)
        index = index / 26 - 1
      } while index >= 0
      return body(UnsafeBufferPointer(rebasing: buffer[start...]))
    }
  }
}
