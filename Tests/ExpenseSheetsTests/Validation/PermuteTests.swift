import PropertyBased
import Testing

@testable import ExpenseSheets

/// `Array.permute(to:)` puts each element where the order says, by swaps.
@Suite("Permuting an array in place")
struct PermuteTests {
  @Test("Position i holds what stood at order[i], for any permutation")
  func anyPermutation() async {
    // Random keys, and the indices in the order of their keys: any permutation.
    let keys = Gen.int(in: 0...1_000).array(of: 0...200)
    await propertyCheck(input: keys) { keys in
      let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
      var items = order.indices.map { "item \($0)" }
      let expected = order.map { items[$0] }
      items.permute(to: order)
      #expect(items == expected)
    }
  }

  @Test(
    "Known orders",
    arguments: [[Int](), [0], [1, 0], [2, 0, 1], [0, 1, 2, 3], [3, 2, 1, 0], [1, 2, 3, 0]])
  func knownOrders(order: [Int]) {
    var items = order.indices.map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
    let expected = order.map { items[$0] }
    items.permute(to: order)
    #expect(items == expected)
  }
}
