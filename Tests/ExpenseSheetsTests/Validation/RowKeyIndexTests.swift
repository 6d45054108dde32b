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
