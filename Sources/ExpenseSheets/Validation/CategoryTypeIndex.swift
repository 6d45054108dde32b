/// The type of each loadable category by name, looked up for every transaction of a sheet.
///
/// A name is found by its exact UTF-8 bytes in a small open-addressing table, hashed by their
/// `mixedHash`: several times cheaper than `Dictionary`, which hashes the `String`
/// through SipHash. A name not found by its bytes (an unknown category, or one written in
/// another Unicode normalization) is looked up in the `Dictionary` the table was built from, so
/// names match exactly as `String` equality has them match.
struct CategoryTypeIndex: Sendable {
  /// One slot: a name, the hash of its bytes (0: an empty slot) and the category's type.
  private struct Slot: Sendable {
    var hash: UInt64 = 0
    var name = ""
    var type = CategoryType.both
  }

  private let types: [String: CategoryType]
  private let slots: [Slot]
  private let mask: Int

  /// An index of `types`, the type of each category by name.
  init(_ types: [String: CategoryType] = [:]) {
    var count = 16
    while count < types.count * 4 { count *= 2 }
    var slots = Array(repeating: Slot(), count: count)
    for (name, type) in types {
      let hash = Self.hash(name)
      var index = Self.slot(of: hash, mask: count - 1)
      while slots[index].hash != 0 { index = (index + 1) & (count - 1) }
      slots[index] = Slot(hash: hash, name: name, type: type)
    }
    self.types = types
    self.slots = slots
    mask = count - 1
  }

  /// The type of the category named `name`, or `nil` when no loadable category has that name.
  func type(of name: String) -> CategoryType? {
    guard !types.isEmpty else { return nil }
    let hash = Self.hash(name)
    var index = Self.slot(of: hash, mask: mask)
    while slots[index].hash != 0 {
      if slots[index].hash == hash, slots[index].name == name { return slots[index].type }
      index = (index + 1) & mask
    }
    return types[name]
  }

  /// The first slot of a hash: from its high bits, the best mixed (the lowest is always 1).
  private static func slot(of hash: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: hash >> 32) & mask
  }

  /// The `mixedHash` of a name's UTF-8 bytes.
  private static func hash(_ name: String) -> UInt64 {
    var name = name
    return name.withUTF8 { UnsafeRawBufferPointer($0).mixedHash }
  }
}
