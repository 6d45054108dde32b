/// Reads string enums in any case, with spaces around.
enum EnumCell {
  /// The case whose raw value equals `bytes` ignoring ASCII case and surrounding spaces, or `nil`.
  static func parse<Value: RawRepresentable & CaseIterable>(
    _ bytes: UnsafeRawBufferPointer, as type: Value.Type
  ) -> Value? where Value.RawValue == String {
    let bytes = bytes.trimmingSpaces
    // The exact raw value (what the exporter writes) is found without listing the cases.
    if let exact = Value(rawValue: String(decoding: bytes, as: UTF8.self)) { return exact }
    outer: for candidate in Value.allCases {
      var utf8 = candidate.rawValue.utf8.makeIterator()
      var index = 0
      while let expected = utf8.next() {
        guard index < bytes.count, bytes[index] | 0x20 == expected | 0x20 else { continue outer }
        index += 1
      }
      if index == bytes.count { return candidate }
    }
    return nil
  }
}
