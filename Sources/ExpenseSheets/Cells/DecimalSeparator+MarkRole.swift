extension DecimalSeparator {
  /// What the one kind of mark in `text`, an amount that reads two ways (`1,234`), is when this
  /// separator is the decimal one, for messages: `the comma as the decimal separator`, or `the
  /// comma grouping thousands`.
  func roleOfMark(in text: String) -> String {
    let mark: DecimalSeparator = text.utf8.contains(UInt8(ascii: ",")) ? .comma : .point
    return mark == self
      ? "the \(mark.rawValue) as the decimal separator" : "the \(mark.rawValue) grouping thousands"
  }
}
