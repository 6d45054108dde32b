/// A1-style cell references such as `Transactions!G14`.
package enum A1 {
  /// The column letters of a zero-based column index: 0 is `A`, 25 is `Z`, 26 is `AA`.
  package static func columnLetters(_ index: Int) -> String {
    withLetters(of: index) { String(decoding: $0, as: UTF8.self) }
  }

  /// The reference of a cell: `Tab!<letters><row>`, with `row` as the sheet shows it.
  ///
  /// Written into the string's own storage: a report of every row of a large sheet makes
  /// millions of references.
  package static func reference(tab: Tab, column index: Int, row: Int) -> String {
    let name = tab.rawValue.utf8
    return withLetters(of: index) { letters in
      // 20 bytes hold any `Int`, sign included.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
        let digitCount = CellFormatter.writeInteger(row, into: digits)
        // The exact length, so that a reference of up to 15 bytes is stored inline.
        let length = name.count + 1 + letters.count + digitCount
        return String(unsafeUninitializedCapacity: length) { buffer in
          var end = buffer.initialize(fromContentsOf: name)
          buffer[end] = UInt8(ascii: "!")
          end = buffer[(end + 1)...].initialize(fromContentsOf: letters)
          return buffer[end...].initialize(fromContentsOf: digits.prefix(digitCount))
        }
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
