extension Array {
  /// Whether `other` is this very array, one buffer shared by two values: then they are equal
  /// without an element compared.
  func sharesStorage(with other: [Element]) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { mine in
        other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
      }
  }
}
