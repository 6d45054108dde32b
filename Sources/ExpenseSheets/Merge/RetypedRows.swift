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
  /// the gone row that `similarity` scores highest, the first in local order on a tie; as
  /// places in the arrays of the two counts given. A pair `similarity` gives no score is none.
  /// Beyond `comparedPairs` pairs to compare, rows are paired in order (a merge adds typed rows
  /// in sheet order, and a sheet keeps them in it).
  ///
  /// More gone rows than typed ones pair nothing: the sheet may be an earlier download, from
  /// before some of them were typed, and pairing would undo later edits.
  ///
  /// - Complexity: O(`typed` × `gone`) calls of `similarity`, at most `comparedPairs`.
  static func pairs(
    typed: Int, gone: Int, comparedPairs: Int = 250_000,
    similarity: (_ typed: Int, _ gone: Int) -> Int?
  ) -> [(typed: Int, gone: Int)] {
    guard gone > 0, gone <= typed else { return [] }
    let compared = typed.multipliedReportingOverflow(by: gone)
    guard !compared.overflow, compared.partialValue <= comparedPairs else {
      return (0..<gone).filter { similarity($0, $0) != nil }.map { ($0, $0) }
    }
    var taken = [Bool](repeating: false, count: gone)
    var pairs: [(typed: Int, gone: Int)] = []
    for place in 0..<typed {
      guard pairs.count < gone else { break }
      var best: (gone: Int, score: Int)?
      for candidate in 0..<gone where !taken[candidate] {
        guard let score = similarity(place, candidate) else { continue }
        if best == nil || score > best!.score { best = (candidate, score) }
      }
      guard let best else { continue }
      taken[best.gone] = true
      pairs.append((place, best.gone))
    }
    return pairs
  }

  /// How alike two rows are, as the number of `fields` they hold equal, counting only fields
  /// that either row fills; `nil` unless more than half of those are equal (an edit changes a
  /// field or two: a row sharing half or less is another row, added beside rather than put in
  /// its place, which would lose one of two purchases typed in two copies of a download).
  static func similarity<Row>(_ a: Row, _ b: Row, fields: [MergeField<Row>]) -> Int? {
    var (equal, filled) = (0, 0)
    for field in fields {
      let isEqual = field.isEqual(a, b)
      if isEqual, field.text(a).isEmpty { continue }
      filled += 1
      if isEqual { equal += 1 }
    }
    return equal * 2 > filled ? equal : nil
  }
}
