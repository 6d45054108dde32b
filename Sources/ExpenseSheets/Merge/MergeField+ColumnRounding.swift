import Foundation

extension MergeField where Row: MergeableRow {
  /// This field, suspecting amounts rounded for show when every one of `sheet`'s rows shows a
  /// whole amount and at least two of them are their local rows' amounts rounded: a column
  /// formatted "Currency rounded" (Google Sheets) or in yen (LibreOffice's ja-JP `￥`)
  /// downloads `160.48` as `$160`. Then a sheet amount that is the local one rounded to whole
  /// units is suspicious too. With any amount of cents in the column, or a single amount
  /// rounded, such a difference is a person's edit (`12.50` typed as `13`).
  ///
  /// - Complexity: O(rows of `sheet`) for a money field, up to the first amount with cents, and
  ///   for a column of whole amounts a look-up of each sheet row's local row, at the sheet row's
  ///   position first (`RowLookup`); O(1) for any other field.
  func suspectingRounding(shownBy sheet: [Row], local: [Row]) -> MergeField {
    guard let money, sheet.count >= 2,
      !sheet.contains(where: { SpreadsheetRewrite.fractionDigits(of: money($0)) > 0 })
    else { return self }
    var localRows = RowLookup(local)
    var rounded = 0
    for (position, row) in sheet.enumerated() {
      guard let localRow = localRows.row(for: row.rowKey, guess: position),
        SpreadsheetRewrite.isShownRounded(
          local: money(localRow), sheet: money(row), toDecimals: 0)
      else { continue }
      rounded += 1
      if rounded == 2 { break }
    }
    guard rounded == 2 else { return self }
    let isSuspicious = self.isSuspicious
    var field = MergeField(
      name: name, isEqual: isEqual, text: text, copy: copy,
      isSuspicious: { local, sheet in
        isSuspicious(local, sheet)
          || SpreadsheetRewrite.isShownRounded(
            local: money(local), sheet: money(sheet), toDecimals: 0)
      })
    field.money = money
    return field
  }
}
