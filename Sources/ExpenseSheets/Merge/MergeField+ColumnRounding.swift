import Foundation

extension MergeField where Row: MergeableRow {
  /// This field, suspecting amounts rounded for show when every one of `sheet`'s rows shows a
  /// whole amount and at least two of them are their local rows' amounts rounded: a column
  /// formatted "Currency rounded" (Google Sheets) or in yen (LibreOffice's ja-JP `￥`)
  /// downloads `160.48` as `$160`. Then a sheet amount that is the local one rounded to whole
  /// units is suspicious too. With any amount of cents in the column, or a single amount
  /// rounded, such a difference is a person's edit (`12.50` typed as `13`).
  ///
  /// - Complexity: O(rows of `sheet`) for a money field, up to the first amount with cents,
  ///   and O(rows of `local`) more for a column of whole amounts; O(1) for any other field.
  func suspectingRounding(shownBy sheet: [Row], local: [Row]) -> MergeField {
    guard let money, sheet.count >= 2,
      !sheet.contains(where: { SpreadsheetRewrite.fractionDigits(of: money($0)) > 0 })
    else { return self }
    let localAmounts = Dictionary(
      local.map { ($0.rowKey, money($0)) }, uniquingKeysWith: { first, _ in first })
    var rounded = 0
    for row in sheet {
      guard let amount = localAmounts[row.rowKey],
        SpreadsheetRewrite.isShownRounded(local: amount, sheet: money(row), toDecimals: 0)
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
