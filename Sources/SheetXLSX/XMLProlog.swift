/// The prolog of a part's XML: what stands before its root element.
enum XMLProlog {
  /// Whether the XML in `bytes` (its start, at least its prolog) declares a document type
  /// (`<!DOCTYPE`): no spreadsheet writes one, and its entities would make a cell's text other
  /// than any program shows (`&co;` declared as a company's name), or expand past any size.
  static func declaresDocumentType(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let scanner = XMLScanner(bytes)
    var position = 0
    while let open = scanner.index(of: UInt8(ascii: "<"), from: position) {
      if scanner.hasPrefix("<!DOCTYPE", at: open) { return true }
      // Past the declaration, processing instructions and comments, the root element starts.
      let terminator: StaticString
      if scanner.hasPrefix("<?", at: open) {
        terminator = "?>"
      } else if scanner.hasPrefix("<!--", at: open) {
        terminator = "-->"
      } else {
        return false
      }
      guard let end = scanner.find(terminator, from: open + 2) else { return false }
      position = end + terminator.utf8CodeUnitCount
    }
    return false
  }

  /// The reason a part declaring a document type is damaged.
  static let documentTypeDamage =
    "it declares a document type (`<!DOCTYPE`), which no spreadsheet writes: its entities would change what cells hold"
}
