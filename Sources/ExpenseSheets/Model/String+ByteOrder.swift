extension String {
  /// Whether this string comes before `other` by their UTF-8 bytes: a total order, unlike
  /// `String`'s own `<`, which leaves some pairs unordered (neither `"\u{E9}d" < "e\u{301}"` nor
  /// the reverse holds), so that the same names could come out in a different order from run
  /// to run. For ASCII and NFC text the two orders agree.
  func precedesInByteOrder(_ other: String) -> Bool {
    utf8.lexicographicallyPrecedes(other.utf8)
  }
}
