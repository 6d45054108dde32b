/// Which cell styles of an .ods file show a date without its time of day: a cell whose
/// `office:date-value` holds a time, shown by such a style, reads as the date it shows (as an
/// .xlsx cell whose number format shows only the date does).
///
/// A cell style (`style:style`, family `table-cell`) names its data style
/// (`style:data-style-name`), or inherits one from its parent (`style:parent-style-name`); a
/// `number:date-style` shows a time when it holds hours, minutes, seconds or AM/PM. LibreOffice
/// keeps both in `content.xml`'s automatic styles; Gnumeric keeps its data styles in
/// `styles.xml`. A style not found is not known to hide the time: its cells read as before.
struct ODSDateStyles {
  /// The data styles that show a date without its time of day.
  private var timelessDataStyles: Set<String> = []
  /// Each cell style's data style and parent style, by name.
  private var cellStyles: [String: (dataStyle: String?, parent: String?)] = [:]

  /// The raw name of the style last looked up by ``showsDateAlone(rawName:in:)``, and its answer.
  private var lastLookup: (name: [UInt8], showsDateAlone: Bool)?

  /// How many parents a cell style's data style is looked up through at most.
  private static let deepestParent = 16

  /// Collects the styles the scanner reads up to the end tag of the element named `element`
  /// (its local name), or to the end of the document when `element` is `nil`.
  mutating func collect(_ scanner: inout XMLScanner, untilEndOf element: StaticString? = nil) {
    // The data style being read, and whether it shows a time so far.
    var dateStyle: (name: String, showsTime: Bool)?
    while let tag = scanner.nextTag() {
      let name = tag.localName
      if let element, tag.isEnd, scanner.equals(name, element) { return }
      if scanner.equals(name, "date-style") {
        if tag.isEnd || tag.isEmpty {
          if let done = dateStyle ?? startedDateStyle(scanner, tag), !done.showsTime {
            timelessDataStyles.insert(done.name)
          }
          dateStyle = nil
        } else {
          dateStyle = startedDateStyle(scanner, tag)
        }
      } else if dateStyle != nil, !tag.isEnd,
        scanner.equals(name, "hours") || scanner.equals(name, "minutes")
          || scanner.equals(name, "seconds") || scanner.equals(name, "am-pm")
      {
        dateStyle?.showsTime = true
      } else if scanner.equals(name, "style"), !tag.isEnd,
        scanner.attributeString("family", in: tag) == "table-cell",
        let styleName = scanner.attributeString("name", in: tag)
      {
        cellStyles[styleName] = (
          scanner.attributeString("data-style-name", in: tag),
          scanner.attributeString("parent-style-name", in: tag)
        )
      }
    }
  }

  /// The date style whose start tag `tag` is, showing no time yet; `nil` when it has no name.
  private func startedDateStyle(
    _ scanner: XMLScanner, _ tag: XMLScanner.Tag
  ) -> (name: String, showsTime: Bool)? {
    scanner.attributeString("name", in: tag).map { ($0, false) }
  }

  /// ``showsDateAlone(_:)`` of the style named by the raw attribute value `name` of the
  /// scanner's document; remembered for the next cell of the same style (a column's cells share
  /// one), so that a run of such cells makes no string.
  mutating func showsDateAlone(rawName name: Range<Int>, in scanner: XMLScanner) -> Bool {
    let raw = UnsafeBufferPointer(rebasing: scanner.bytes[name])
    if let lastLookup, lastLookup.name.elementsEqual(raw) { return lastLookup.showsDateAlone }
    let answer = showsDateAlone(XMLText.decoded(scanner.bytes, name))
    lastLookup = (Array(raw), answer)
    return answer
  }

  /// Whether the cell style named `style` shows a date without its time of day.
  func showsDateAlone(_ style: String) -> Bool {
    var current: String? = style
    for _ in 0..<Self.deepestParent {
      guard let name = current, let found = cellStyles[name] else { return false }
      if let dataStyle = found.dataStyle { return timelessDataStyles.contains(dataStyle) }
      current = found.parent
    }
    return false
  }
}
