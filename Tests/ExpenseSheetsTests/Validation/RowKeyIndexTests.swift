import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("Row key index")
struct RowKeyIndexTests {
  @Test("Keeps the first position of each key, like a dictionary, for any keys")
  func matchesDictionary() async {
    // Few distinct ids and names, so that keys repeat, across every kind of key.
    let ids = (0..<6).map { UUID(uuid: (UInt8($0), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)) }
    let key = Gen.int(in: 0...29).map { number -> RowKey in
      let id = ids[number % ids.count]
      switch number / ids.count {
      case 0: return .transaction(id)
      case 1: return .receipt(id)
      case 2: return .recurringRule(id)
      case 3: return .settings(id)
      default: return .category(["Food", "food", "Rent"][number % 3])
      }
    }
    await propertyCheck(input: key.array(of: 0...200)) { keys in
      var index = RowKeyIndex()
      var reference: [RowKey: Int] = [:]
      for (position, key) in keys.enumerated() {
        #expect(index.insertIfAbsent(key, position: position) == reference[key])
        if reference[key] == nil { reference[key] = position }
      }
      for key in Set(keys) { #expect(index.position(of: key) == reference[key]) }
      #expect(index.position(of: .transaction(UUID())) == nil)
    }
  }

  @Test("Inserting in batches keeps and reports what inserting keys one at a time does")
  func batchesMatchSingleInserts() async {
    // Few distinct ids, so that keys repeat within a batch and across batches; some positions
    // have no key, and category names go to the dictionary between UUID keys.
    let ids = (0..<40).map { UUID(uuid: (UInt8($0), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7)) }
    let key = Gen.int(in: 0...99).map { number -> RowKey? in
      switch number {
      case 0..<40: .transaction(ids[number])
      case 40..<80: .receipt(ids[number - 40])
      case 80..<90: .category(["Food", "Rent"][number % 2])
      default: nil
      }
    }
    await propertyCheck(input: key.array(of: 0...120), Gen.int(in: 0...3)) { keys, start in
      let positions = min(start, keys.count)..<keys.count
      var batched = RowKeyIndex(capacity: 2)
      var repeats: [[Int]] = []
      batched.insertAll(positions, key: { keys[$0] }) { repeats.append([$0, $1]) }
      var single = RowKeyIndex(capacity: 2)
      var expected: [[Int]] = []
      for position in positions {
        guard let key = keys[position] else { continue }
        if let first = single.insertIfAbsent(key, position: position) {
          expected.append([position, first])
        }
      }
      // A key's repeats come in position order; different keys' may interleave otherwise.
      #expect(repeats.sorted { $0[0] < $1[0] } == expected)
      for key in Set(keys.compactMap { $0 }) {
        #expect(batched.position(of: key) == single.position(of: key))
      }
    }
  }

  @Test("Grows past its capacity without losing a key")
  func grows() {
    let keys = (0..<10_000).map { _ in RowKey.transaction(UUID()) }
    var index = RowKeyIndex(capacity: 4)
    for (position, key) in keys.enumerated() {
      #expect(index.insertIfAbsent(key, position: position) == nil)
    }
    #expect(keys.indices.allSatisfy { index.position(of: keys[$0]) == $0 })
  }
}
