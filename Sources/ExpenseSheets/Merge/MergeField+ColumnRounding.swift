import Foundation

extension MergeField {
  /// This field, suspecting amounts rounded for show when every one of `sheet`'s rows shows
  /// fewer than two decimals: then a sheet amount that is the local one rounded to the most
  /// decimals the column shows is suspicious too (a column formatted "Currency rounded"
  /// downloads `160.48` as `$160`). With any amount of two decimals in the column, such a
  /// difference is a person's edit (`12.50` typed as `13`), as it is in a column of one row.
  ///
  /// - Complexity: O(rows of `sheet`) for a money field, up to the first amount with two
  ///   decimals; O(1) for any other.
  func suspectingRounding(shownBy sheet: [Row]) -> MergeField {
    guard let money, sheet.count >= 2 else { return self }
    var shown = 0
    for row in sheet {
      shown = max(shown, SpreadsheetRewrite.fractionDigits(of: money(row)))
      if shown >= 2 { return self }
    }
    let isSuspicious = self.isSuspicious
    var field = MergeField(
      name: name, isEqual: isEqual, text: text, copy: copy,
      isSuspicious: { [shown] local, sheet in
        isSuspicious(local, sheet)
          || SpreadsheetRewrite.isShownRounded(
            local: money(local), sheet: money(sheet), toDecimals: shown)
      })
    field.money = money
    return field
  }
}
