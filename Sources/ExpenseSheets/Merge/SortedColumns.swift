import Foundation

/// A column sorted alone, whatever its values: read down the sheet, its cells run in the order a
/// spreadsheet's sort leaves them (ascending or descending, empty cells last), while the same
/// rows' local values do not, and the values that differ were local values of other rows.
///
/// ``MovedValues`` finds a column whose values only moved among the rows that differ; a sort of
/// a column of two values (`type`, a flag) moves only a few of them, and a sorted `date` column
/// rejects the rows whose `year` and `month` then disagree, so those values do not balance.
/// That a person's edits leave a whole column in order while its rows were not is unlikely.
enum SortedColumns {
  /// The fields of `fields` sorted alone in the sheet, with the changes that take their sheet
  /// values, of the fields that no move of `found` names already.
  ///
  /// - Parameters:
  ///   - changes: The changes of the tab.
  ///   - differing: Their values that differ, by field (``MovedValues/differing(in:)``).
  ///   - order: The local positions of the sheet's rows matched by key, in sheet order.
  ///   - position: The local position of a row's key.
  /// - Complexity: O(rows) per field that differs in two rows or more; a column that is not in
  ///   order stops at its first cell out of it.
  static func moves<Row>(
    in changes: [RowChange], differing: [String: [MovedValues.Difference]], order: [Int32],
    local: [Row], fields: [MergeField<Row>], found: [MovedValues.Move],
    position: (RowKey) -> Int?
  ) -> [MovedValues.Move] {
    // Rows sorted whole (their ids with them) leave each value on its row: only rows still in
    // their local order can hold a column sorted alone.
    guard isInLocalOrder(order) else { return [] }
    let named = Set(found.map(\.field))
    return fields.compactMap { field -> MovedValues.Move? in
      guard !named.contains(field.name), let differences = differing[field.name],
        differences.count >= 2, differences.contains(where: \.isTaken)
      else { return nil }
      // The sheet's values that differ, by local position.
      var values: [Int: String] = [:]
      for difference in differences {
        if let key = changes[difference.change].key, let at = position(key) {
          values[at] = difference.sheet
        }
      }
      let compare = comparison(of: field)
      let sheetColumn = order.lazy.map { at in values[Int(at)] ?? field.text(local[Int(at)]) }
      guard let direction = sortDirection(of: sheetColumn, compare: compare),
        sortDirection(of: order.lazy.map { field.text(local[Int($0)]) }, compare: compare)
          != direction
      else { return nil }
      // A sort only moves values: each differing one is some row's local value, and half of
      // them at least were local values of the rows that differ (a value typed to fit between
      // its neighbours, as a fix does, is a neighbour's).
      let localValues = Set(local.lazy.map(field.text))
      guard differences.allSatisfy({ localValues.contains($0.sheet) }),
        exchangedCount(differences) * 2 >= differences.count,
        !isFewFlagsSwapped(differences, sheetColumn: sheetColumn)
      else { return nil }
      return MovedValues.Move(
        field: field.name, changes: differences.filter(\.isTaken).map(\.change))
    }
  }

  /// Whether `order`, local positions, increases all the way: rows sorted whole, even by a
  /// column of two values, which keeps each value's rows in their order, come back down once.
  private static func isInLocalOrder(_ order: [Int32]) -> Bool {
    !zip(order, order.dropFirst()).contains { $0 > $1 }
  }

  /// Whether a column of two values, sorted, may as well be a few of them flipped by hand: a
  /// value held by one row only, or fewer than four rows that differ. Sorting a column of two
  /// values moves its rarer value's rows, two or more, and as many of the other's.
  private static func isFewFlagsSwapped<Column: Sequence<String>>(
    _ differences: [MovedValues.Difference], sheetColumn: Column
  ) -> Bool {
    var counts: [String: Int] = [:]
    for value in sheetColumn {
      counts[value, default: 0] += 1
      if counts.count > 2 { return false }
    }
    return differences.count < 4 || counts.values.contains(1)
  }

  /// How many of the sheet values of `differences` take the local value of another of them,
  /// each local value taken once.
  private static func exchangedCount(_ differences: [MovedValues.Difference]) -> Int {
    var left: [String: Int] = [:]
    for difference in differences { left[difference.local, default: 0] += 1 }
    var count = 0
    for difference in differences where left[difference.sheet, default: 0] > 0 {
      left[difference.sheet]! -= 1
      count += 1
    }
    return count
  }

  /// Which way `column` is in order (`.orderedAscending` or `.orderedDescending`), its empty
  /// cells all last, as a spreadsheet sorts; `nil` when it is not in order, or holds fewer than
  /// two distinct values.
  static func sortDirection<Column: Sequence<String>>(
    of column: Column, compare: (String, String) -> ComparisonResult
  ) -> ComparisonResult? {
    var direction: ComparisonResult?
    var previous: String?
    var isPastValues = false
    for value in column {
      if value.isEmpty {
        isPastValues = true
        continue
      }
      guard !isPastValues else { return nil }
      defer { previous = value }
      guard let previous else { continue }
      let step = compare(previous, value)
      guard step != .orderedSame else { continue }
      if direction == nil { direction = step }
      guard step == direction else { return nil }
    }
    return direction
  }

  /// How a spreadsheet orders `field`'s values: amounts by value, dates and date-times by
  /// their canonical text (which runs in time order), other text ignoring case.
  private static func comparison<Row>(of field: MergeField<Row>)
    -> (String, String) -> ComparisonResult
  {
    guard field.money == nil else {
      return { left, right in
        let (a, b) = (Decimal(string: left) ?? 0, Decimal(string: right) ?? 0)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
      }
    }
    return { left, right in left.caseInsensitiveCompare(right) }
  }
}
