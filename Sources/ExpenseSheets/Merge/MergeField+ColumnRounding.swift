import Foundation

extension MergeField where Row: MergeableRow {
  /// This field, suspecting amounts rounded for show when `sheet`'s column shows them rounded:
  ///
  /// - every one of `sheet`'s rows shows a whole amount and at least two of them are their
  ///   local rows' amounts rounded: a column formatted "Currency rounded" (Google Sheets) or in
  ///   yen (LibreOffice's ja-JP `￥`) downloads `160.48` as `$160`. With any amount of cents in
  ///   the column, or a single amount rounded, such a difference is a person's edit (`12.50`
  ///   typed as `13`);
  /// - every one shows at most one decimal, and nine in ten or more of the local amounts with
  ///   cents, five at least, are shown rounded to one: a column formatted `0.0`, saved as shown
  ///   (LibreOffice's CSV export) gives `157.41` as `157.4`. A person edits a few amounts, not
  ///   nearly every one with cents to its tenth.
  ///
  /// Then a sheet amount that is the local one rounded to those decimals is suspicious too.
  ///
  /// - Complexity: O(rows of `sheet`) for a money field, up to the first amount with two
  ///   decimals, and for a column of amounts with fewer a look-up of each sheet row's local row,
  ///   at the sheet row's position first (`RowLookup`); O(1) for any other field.
  func suspectingRounding(shownBy sheet: [Row], local: [Row]) -> MergeField {
    guard let money, sheet.count >= 2 else { return self }
    var decimals = 0
    for row in sheet {
      let digits = SpreadsheetRewrite.fractionDigits(of: money(row))
      guard digits <= 1 else { return self }
      decimals = max(decimals, digits)
    }
    var localRows = RowLookup(local)
    var (rounded, withCents) = (0, 0)
    for (position, row) in sheet.enumerated() {
      guard let localRow = localRows.row(for: row.rowKey, guess: position) else { continue }
      if decimals == 1 {
        guard SpreadsheetRewrite.fractionDigits(of: money(localRow)) > 1 else { continue }
        withCents += 1
      }
      guard
        SpreadsheetRewrite.isShownRounded(
          local: money(localRow), sheet: money(row), toDecimals: decimals)
      else { continue }
      rounded += 1
      if decimals == 0, rounded == 2 { break }
    }
    let isColumnRounded =
      decimals == 0 ? rounded == 2 : rounded >= 5 && rounded * 10 >= withCents * 9
    guard isColumnRounded else { return self }
    let (isSuspicious, shown) = (self.isSuspicious, decimals)
    var field = MergeField(
      name: name, isEqual: isEqual, text: text, copy: copy,
      isSuspicious: { local, sheet in
        isSuspicious(local, sheet)
          || SpreadsheetRewrite.isShownRounded(
            local: money(local), sheet: money(sheet), toDecimals: shown)
      })
    field.money = money
    return field
  }
}
