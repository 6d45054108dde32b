import Foundation

/// Rows typed in the sheet without an id that an earlier merge added, then edited in the sheet
/// before the next export.
///
/// A row typed without an id takes its id from its cells (``ContentIdentity``), and it keeps no
/// id in the sheet until the app exports again. Edited there meanwhile, it gives another id: the
/// row an earlier merge added is gone from the sheet, and a new typed row stands in its place.
/// Merged as new, it would be a copy of that row with the edit, beside the row without it. A
/// local row whose id is content-derived and that no export holds was added by a merge from a
/// row typed in the sheet; the sheet lacking it means the person edited or deleted it there.
enum RetypedRows {
  /// Pairs new typed rows with gone ones, each taken once: in sheet order, each new row with
  /// the gone row that holds the most equal fields (`equalFields`), the first in local order on
  /// a tie; as places in the arrays of the two counts given. Beyond `comparedPairs` pairs to
  /// compare, rows are paired in order (a merge adds typed rows in sheet order, and a sheet
  /// keeps them in it).
  ///
  /// - Complexity: O(`typed` × `gone`) calls of `equalFields`, at most `comparedPairs`.
  static func pairs(
    typed: Int, gone: Int, comparedPairs: Int = 250_000,
    equalFields: (_ typed: Int, _ gone: Int) -> Int
  ) -> [(typed: Int, gone: Int)] {
    let compared = typed.multipliedReportingOverflow(by: gone)
    guard !compared.overflow, compared.partialValue <= comparedPairs else {
      return (0..<min(typed, gone)).map { ($0, $0) }
    }
    var taken = [Bool](repeating: false, count: gone)
    var pairs: [(typed: Int, gone: Int)] = []
    for place in 0..<typed {
      guard pairs.count < gone else { break }
      var best: (gone: Int, equal: Int)?
      for candidate in 0..<gone where !taken[candidate] {
        let equal = equalFields(place, candidate)
        if best == nil || equal > best!.equal { best = (candidate, equal) }
      }
      guard let best else { break }
      taken[best.gone] = true
      pairs.append((place, best.gone))
    }
    return pairs
  }

  /// Whether `key` is a content-derived id: given to a row typed without one.
  static func isContentDerived(_ key: RowKey) -> Bool {
    guard let id = key.id else { return false }
    return ContentIdentity.isDerived(id)
  }
}
