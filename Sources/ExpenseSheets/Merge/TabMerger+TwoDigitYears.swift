extension TabMerger {
  /// The date fields among `fields` whose cells in sheet row `position` spell their year in two
  /// digits (see ``TwoDigitYearDates``).
  ///
  /// - Complexity: O(log n) in the sheet's rows with such cells, and O(fields) for a row with
  ///   them.
  func twoDigitYearFields(sheetRow position: Int, fields: [MergeField<Row>]) -> [MergeField<Row>] {
    guard !twoDigitYearDates.isEmpty, position < sheetRows.count else { return [] }
    let columns = twoDigitYearDates.columns(ofSheetRow: sheetRows[position])
    guard columns != 0 else { return [] }
    return fields.filter { field in
      guard field.date != nil,
        let column = Row.fields.firstIndex(where: { $0.name == field.name })
      else { return false }
      return columns & (1 << UInt32(column)) != 0
    }
  }

  /// `row`, each date of `fields` that is `reference`'s in another century made `reference`'s:
  /// a year spelled in two digits does not say its century, so `01/05/99` read as 2099-05-01 is
  /// a local 1999-05-01.
  static func aligningCenturies(
    of row: Row, with reference: Row, fields: [MergeField<Row>]
  ) -> Row {
    var row = row
    var isAligned = false
    for field in fields {
      guard let date = field.date, let read = date(row), let kept = date(reference),
        read.inCentury(of: kept.year) == kept
      else { continue }
      field.copy(&row, reference)
      isAligned = true
    }
    return isAligned ? row.normalized() : row
  }

  /// Why the dates of `fields`, their cells spelling their years in two digits or not at all
  /// (`2月11日`, its year the row's `year` cell's), are held back: which dates the sheet's cells
  /// read as, which the store keeps, and how to change them.
  static func twoDigitYearReason(_ fields: [MergeField<Row>], local: Row, sheet: Row) -> String {
    let read = fields.map { "\($0.name) \($0.text(sheet))" }
    let kept = fields.map { field in
      let text = field.text(local)
      return text.isEmpty ? "no \(field.name)" : text
    }
    let isOne = fields.count == 1
    return
      "the sheet's \(read.joined(separator: " and ")) \(isOne ? "has its year" : "have their years") written in two digits or not at all, "
      + "which says neither the century nor the calendar (a Thai Buddhist, Hijri or Japanese era year in two digits reads as a Gregorian one), "
      + "and a date shown without its year takes the row's year cell, which may be stale: "
      + "the store keeps \(kept.joined(separator: " and ")) unless suspicious changes are accepted; "
      + "to change \(isOne ? "it, write the date" : "them, write the dates") with a four-digit year (YYYY-MM-DD)"
  }
}
