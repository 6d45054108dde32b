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
  ///   nearly every one with cents to its tenth;
  /// - every one shows at most three significant digits, and nine in ten or more of the local
  ///   amounts with more, five at least and some with cents, are shown rounded to as many: a
  ///   column formatted "Scientific" (`1.57E+02`), saved as shown, gives `157.41` as `157`.
  ///
  /// Then a sheet amount that is the local one rounded to those decimals is suspicious too.
  ///
  /// - Complexity: O(rows of `sheet`) for a money field, up to the first amount with two
  ///   decimals and five significant digits, and for a column of amounts with fewer a look-up of each sheet row's local row,
  ///   at the sheet row's position first (`RowLookup`); O(1) for any other field.
  func suspectingRounding(shownBy sheet: [Row], local: [Row]) -> MergeField {
    guard let money, sheet.count >= 2 else { return self }
    var (decimals, digits) = (0, 0)
    for row in sheet {
      let amount = money(row)
      if decimals <= 1 { decimals = max(decimals, SpreadsheetRewrite.fractionDigits(of: amount)) }
      if digits <= Self.scientificDigits {
        digits = max(digits, SpreadsheetRewrite.significantDigits(of: amount))
      }
      if decimals > 1, digits > Self.scientificDigits { return self }
    }
    var localRows = RowLookup(local)
    let shown: SpreadsheetRewrite.Rounding
    if decimals <= 1, isRounded(sheet, local: &localRows, to: .decimals(decimals)) {
      shown = .decimals(decimals)
    } else if digits <= Self.scientificDigits,
      isRounded(sheet, local: &localRows, to: .significantDigits(digits))
    {
      shown = .significantDigits(digits)
    } else {
      return self
    }
    let isSuspicious = self.isSuspicious
    var field = MergeField(
      name: name, isEqual: isEqual, text: text, copy: copy,
      isSuspicious: { local, sheet in
        isSuspicious(local, sheet)
          || SpreadsheetRewrite.isShownRounded(local: money(local), sheet: money(sheet), to: shown)
      })
    field.money = money
    return field
  }

  /// The significant digits a column in scientific notation shows: `0.00E+00`, the format of
  /// LibreOffice, Excel and Google Sheets, shows three.
  private static var scientificDigits: Int { 3 }

  /// Whether the amounts of `sheet`, none past `shown`, show their local amounts rounded so:
  /// for whole amounts two of them or more; for more, nine in ten or more of the local amounts
  /// past `shown`, five at least, and to significant digits some of them with cents.
  private func isRounded(
    _ sheet: [Row], local localRows: inout RowLookup<Row>, to shown: SpreadsheetRewrite.Rounding
  ) -> Bool {
    guard let money else { return false }
    var (rounded, past, hasCents) = (0, 0, false)
    for (position, row) in sheet.enumerated() {
      guard let localRow = localRows.row(for: row.rowKey, guess: position) else { continue }
      if shown != .decimals(0) {
        guard !SpreadsheetRewrite.isWithin(money(localRow), shown) else { continue }
        past += 1
      }
      guard SpreadsheetRewrite.isShownRounded(local: money(localRow), sheet: money(row), to: shown)
      else { continue }
      rounded += 1
      if !hasCents { hasCents = SpreadsheetRewrite.fractionDigits(of: money(localRow)) > 0 }
      if shown == .decimals(0), rounded == 2 { return true }
    }
    // Rounded to significant digits, amounts with cents are among them: a person rounding
    // whole amounts to hundreds is not a format.
    if case .significantDigits = shown, !hasCents { return false }
    return shown != .decimals(0) && rounded >= 5 && rounded * 10 >= past * 9
  }
}
