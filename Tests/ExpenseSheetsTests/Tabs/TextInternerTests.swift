import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("Text interner")
struct TextInternerTests {
  /// Texts that share their length and their first, middle and last eight bytes, so that only
  /// the byte comparison tells them apart; and some of them longer than the interner keeps.
  static let lookalikes = [
    "Dinner with Alice at the Grand Hotel, 7pm", "Dinner with Bobby at the Grand Hotel, 7pm",
    "Dinner with Carol at the Grand Hotel, 7pm", "Food", "food", "Café & Bakery", "Cafe & Bakery",
    "'2024", "2024", "", " ", String(repeating: "x", count: 65),
    String(repeating: "x", count: 64) + "y",
  ]

  /// The interner's text for each text in turn, counting the texts it had to make.
  private static func intern(_ texts: [String], column: Int = 0, columns: Int = 1) -> (
    [String], made: Int
  ) {
    let interner = TextInterner(columnCount: columns)
    var made = 0
    let results = texts.map { text in
      withBytes(text) { bytes in
        interner.string(bytes, column: column) { bytes in
          made += 1
          return String(decoding: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
        }
      }
    }
    return (results, made)
  }

  @Test("Every text comes back as made from its own bytes, whatever came before")
  func givesEachTextItsOwn() async {
    let words = Gen.element(of: Self.lookalikes).map { $0 ?? "" }
    let anyText = Gen.oneOf(words, words, Gen.character(in: " "..."\u{2FF}").string(of: 0...70))
    await propertyCheck(count: 300, input: anyText.array(of: 0...200)) { texts in
      #expect(Self.intern(texts).0 == texts)
    }
  }

  @Test("A repeated text is made once")
  func makesRepeatsOnce() {
    let texts = Array(repeating: Self.lookalikes, count: 50).flatMap { $0 }
    let (results, made) = Self.intern(texts)
    #expect(results == texts)
    // Each text of 1 to 64 bytes once; the empty one and the two longer ones every time.
    #expect(made == Self.lookalikes.count - 3 + 3 * 50)
  }

  @Test("A column whose texts do not repeat stops being looked up")
  func givesUpOnUniqueColumns() {
    let unique = (0..<10_000).map { "receipt-\($0).jpg" }
    // After the unique texts, the column's repeats are made each time: it is no longer looked up.
    let repeats = Array(repeating: "receipt.jpg", count: 3)
    let (results, made) = Self.intern(unique + repeats)
    #expect(results == unique + repeats)
    #expect(made == unique.count + repeats.count)
    // Another column of the same interner still shares its repeats.
    let interner = TextInterner(columnCount: 2)
    var madeOfRepeats = 0
    for text in unique + Array(repeating: "Groceries", count: 5_000) {
      _ = withBytes(text) { bytes in
        interner.string(bytes, column: text == "Groceries" ? 1 : 0) { bytes in
          if text == "Groceries" { madeOfRepeats += 1 }
          return String(decoding: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
        }
      }
    }
    #expect(madeOfRepeats == 1)
  }
}
