import Foundation

/// How tolerant reading decides what the sheet's locale left open.
public struct ReadOptions: Sendable, Hashable {
  /// The order of day and month in dates such as `05/01/2025`; `nil` decides per column from
  /// the values that can be read only one way.
  public var dateOrder: DateOrder?
  /// The decimal separator of money, for every cell; `nil` decides per column from the values,
  /// and reads a cell that only the other separator reads with that one.
  public var decimalSeparator: DecimalSeparator?
  /// The decimal separator of a money column no cell settles (every cell reads either way, as
  /// `1.572` or `250` do) when ``decimalSeparator`` is `nil`; `nil` takes a point, or a comma
  /// in a `;`-separated file.
  public var unsettledDecimalSeparator: DecimalSeparator?
  /// The time zone of date-times written without an offset when the workbook's Settings tab
  /// names none (the tab is missing, or does not hold exactly one valid time zone): for a merge,
  /// the store's `Settings.timezone`. `nil` reads them as UTC.
  public var fallbackTimeZone: TimeZone?
  /// Whether the tabs' rows were built from a workbook file's sheets, whose rows end at their
  /// last cell: a row wider than the header is a column a person filled, never a cell that a
  /// delimiter typed outside quotes split (``Diagnostic/Code/splitCell``).
  package var rowsAreSheetRows = false

  /// Creates options; both decisions default to automatic.
  public init(
    dateOrder: DateOrder? = nil, decimalSeparator: DecimalSeparator? = nil,
    unsettledDecimalSeparator: DecimalSeparator? = nil, fallbackTimeZone: TimeZone? = nil
  ) {
    self.dateOrder = dateOrder
    self.decimalSeparator = decimalSeparator
    self.unsettledDecimalSeparator = unsettledDecimalSeparator
    self.fallbackTimeZone = fallbackTimeZone
  }
}
