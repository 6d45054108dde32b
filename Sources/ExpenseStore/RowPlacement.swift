/// The positions a write of a whole tab gives its rows, in the tab's order: a stored row keeps
/// its position while it still comes after the row before it, and moves to the next position
/// otherwise; a new row takes the next position. So deleting or appending rows renumbers no
/// other, while a row added between two stored rows of consecutive positions moves those after
/// it.
struct RowPlacement {
  /// The position given to the last row placed; `Int.min` before the first.
  private(set) var position = Int.min

  /// Places a stored row found at `stored`; returns whether it must move to ``position``.
  mutating func placeStored(at stored: Int) -> Bool {
    guard stored <= position else {
      position = stored
      return false
    }
    position += 1
    return true
  }

  /// Places a new row at the next position, ``position``.
  mutating func placeNew() {
    position = position == Int.min ? 0 : position + 1
  }
}
