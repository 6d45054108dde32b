/// The date system of an .ods file: the null date its `content.xml` declares
/// (`<table:calculation-settings><table:null-date table:date-value="1904-01-01"/>`), or
/// 1899-12-30 when it declares none, which its serial numbers count days from.
///
/// Gnumeric declares 1899-12-30 but writes the dates of its own 1900 system, which keeps the
/// 1900-02-29 that never was: a date before 1900-03-01 is one day later than the null date makes
/// it (`1900-01-01` for the number 1, where LibreOffice writes `1899-12-31`). A file whose
/// `meta.xml` names Gnumeric as its generator counts in 1900's system.
extension ODSReader {
  /// The date system of a file that declares the null date `nullDate` (`nil`: none, or no
  /// date), written by Gnumeric (`isGnumeric`) or another program.
  static func dateSystem(nullDate: CivilDateTime?, isGnumeric: Bool) -> CivilDateTime.DateSystem {
    let day = nullDate.map { ($0.year, $0.month, $0.day) } ?? (1899, 12, 30)
    switch day {
    case (1899, 12, 30): return isGnumeric ? .from1900 : .from1899
    case (1904, 1, 1): return .from1904
    case (let year, let month, let day)
    where (1...9999).contains(year) && (1...12).contains(month) && (1...31).contains(day):
      return .nullDate(year: year, month: month, day: day)
    default:
      // A day no calendar has is no null date: the default one.
      return Self.dateSystem(nullDate: nil, isGnumeric: isGnumeric)
    }
  }

  /// Whether the file's `meta.xml` names Gnumeric as the program that wrote it
  /// (`<meta:generator>gnumeric/1.12.55</meta:generator>`); a file with no `meta.xml`, or one
  /// that cannot be read, names none.
  func isWrittenByGnumeric() -> Bool {
    guard let xml = (try? file.entry("meta.xml")) ?? nil else { return false }
    return xml.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      while let tag = scanner.nextTag() {
        guard !tag.isEnd, !tag.isEmpty, scanner.equals(tag.localName, "generator") else {
          continue
        }
        let generator = XMLText.decoded(bytes, scanner.rawText()).lowercased()
        return generator.drop(while: \.isWhitespace).hasPrefix("gnumeric")
      }
      return false
    }
  }
}
