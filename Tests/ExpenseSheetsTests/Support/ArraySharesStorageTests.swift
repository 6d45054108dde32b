import Testing

@testable import ExpenseSheets

/// `Array.sharesStorage(with:)`: one buffer shared by two values, not equal contents.
@Suite struct ArraySharesStorageTests {
  @Test func copyOfAnArraySharesItsStorage() {
    let rows = Array(0..<1_000)
    let copy = rows
    #expect(rows.sharesStorage(with: copy))
  }

  @Test(arguments: [[], [1], Array(0..<1_000)])
  func equalArraysMadeApartShareNothing(rows: [Int]) {
    let apart = rows.map { $0 }
    #expect(rows == apart)
    #expect(rows.sharesStorage(with: apart) == rows.isEmpty)
  }

  @Test func changedCopyNoLongerShares() {
    let rows = Array(0..<1_000)
    var copy = rows
    copy[0] = -1
    #expect(!rows.sharesStorage(with: copy))
  }
}
