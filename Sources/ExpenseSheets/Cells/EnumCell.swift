/// Reads string enums in any case, with spaces around.
enum EnumCell {
  /// The case whose raw value equals `bytes` ignoring ASCII case and surrounding spaces, or `nil`.
  static func parse<Value: RawRepresentable & CaseIterable>(
    _ bytes: UnsafeRawBufferPointer, as type: Value.Type
  ) -> Value? where Value.RawValue == String {
    let bytes = bytes.trimmingSpaces
    for candidate in Value.allCases {
      var rawValue = candidate.rawValue
      let matches = rawValue.withUTF8 { expected in
        guard expected.count == bytes.count else { return false }
        for index in 0..<expected.count where bytes[index] | 0x20 != expected[index] | 0x20 {
          return false
        }
        return true
      }
      if matches { return candidate }
    }
    return nil
  }
}
