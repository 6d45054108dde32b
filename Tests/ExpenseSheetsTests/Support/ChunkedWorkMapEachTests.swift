import Testing

@testable import ExpenseSheets

/// `ChunkedWork.mapEach` gives what `map` gives, in order, on one core or side by side.
@Suite("Each index transformed in ranges side by side")
struct ChunkedWorkMapEachTests {
  @Test(arguments: [0..<0, 0..<1, 0..<7, 5..<1_000, 3..<100_003])
  func sameAsMap(indices: Range<Int>) {
    for minimum in [0, 100, Int.max] {
      let mapped = ChunkedWork.mapEach(indices, sideBySideFrom: minimum) { $0 &* 2_654_435_761 }
      #expect(mapped == indices.map { $0 &* 2_654_435_761 }, "from \(minimum)")
    }
  }
}
