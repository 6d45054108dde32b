/// The character that separates whole units from fractions in a money column.
public enum DecimalSeparator: String, Sendable, Hashable, Codable, CaseIterable {
  /// `1,234.56` (en-US and the canonical format).
  case point
  /// `1.234,56` (de-DE, fr-FR and most of Europe).
  case comma

  /// The separator's byte.
  var byte: UInt8 { self == .point ? UInt8(ascii: ".") : UInt8(ascii: ",") }
  /// The byte that groups thousands when this separator is the decimal one.
  var groupingByte: UInt8 { self == .point ? UInt8(ascii: ",") : UInt8(ascii: ".") }
}
