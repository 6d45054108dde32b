/// The prolog of a part's XML: what stands before its root element.
enum XMLProlog {
  /// What the start of a part's XML says of a document type declaration.
  enum DocumentType {
    /// It declares one (`<!DOCTYPE`): no spreadsheet writes one, and its entities would make a
    /// cell's text other than any program shows (`&co;` declared as a company's name), or
    /// expand past any size.
    case declared
    /// Its root element starts before any.
    case absent
    /// The bytes end inside the prolog: more of them tell.
    case undecided
  }

  /// What the XML starting in `bytes` says of a document type declaration.
  static func documentType(_ bytes: UnsafeBufferPointer<UInt8>) -> DocumentType {
    let scanner = XMLScanner(bytes)
    var position = 0
    while let open = scanner.index(of: UInt8(ascii: "<"), from: position) {
      guard open + 9 <= bytes.count else { return .undecided }
      if scanner.hasPrefix("<!DOCTYPE", at: open) { return .declared }
      // Past the declaration, processing instructions and comments, the root element starts.
      guard scanner.hasPrefix("<?", at: open) || scanner.hasPrefix("<!--", at: open) else {
        return .absent
      }
      guard let end = scanner.markupEnd(from: open) else { return .undecided }
      position = end
    }
    return .undecided
  }

  /// The most bytes a prolog is read for a declaration: no spreadsheet writes more than a few
  /// hundred before the root element.
  static let maximumLength = 1 << 24

  /// The reason a part declaring a document type is damaged.
  static let documentTypeDamage =
    "it declares a document type (`<!DOCTYPE`), which no spreadsheet writes: its entities would change what cells hold"

  /// The reason a part whose prolog runs past ``maximumLength`` bytes is damaged.
  static let longPrologDamage =
    "its XML runs past 16 MiB before its first element, which no spreadsheet writes"
}
