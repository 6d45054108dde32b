import Foundation

extension MergeField {
  /// This field, suspecting amounts rounded for show when every one of `sheet`'s rows shows
  /// fewer than two decimals, or at most three significant digits: then a sheet amount that is
  /// the local one rounded to fewer decimals, or to three significant digits, is suspicious too
  /// (a column formatted "Currency rounded" downloads `160.48` as `$160`, "Scientific" as
  /// `1.60E+02`). With any amount of two decimals and more digits in the column, such a
  /// difference is a person's edit (`12.50` typed as `13`), as it is in a column of one row.
  ///
  /// - Complexity: O(rows of `sheet`) for a money field, up to the first amount with two
  ///   decimals and four significant digits; O(1) for any other.
  func suspectingRounding(shownBy sheet: [Row]) -> MergeField {
    guard let money, sheet.count >= 2 else { return self }
    var (fewDecimals, fewDigits) = (true, true)
    for row in sheet where fewDecimals || fewDigits {
      let (decimals, digits) = SpreadsheetRewrite.shownDigits(of: money(row))
      fewDecimals = fewDecimals && decimals < 2
      fewDigits = fewDigits && digits <= 3
    }
    guard fewDecimals || fewDigits else { return self }
    let isSuspicious = self.isSuspicious
    var field = MergeField(
      name: name, isEqual: isEqual, text: text, copy: copy,
      isSuspicious: { local, sheet in
        isSuspicious(local, sheet)
          || SpreadsheetRewrite.isShownCoarselyRounded(local: money(local), sheet: money(sheet))
      })
    field.money = money
    return field
  }
}
