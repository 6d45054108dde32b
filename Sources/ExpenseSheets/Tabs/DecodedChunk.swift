/// What one chunk of a tab decoded: how many rows it wrote, which of them lack their key, and
/// the problems of its cells.
struct DecodedChunk<Row: Sendable & Hashable> {
  /// How many rows the chunk wrote, from the first position of its part.
  var rowCount: Int
  /// Positions, counted from the chunk's first row, of rows typed without their key.
  var missingKeys: [Int]
  /// The problems of the chunk's cells.
  var diagnostics: [Diagnostic]
  /// The chunk's timestamp cells that carried no zone.
  var floatingTimestamps: FloatingTimestamps
  /// The chunk's rows rejected only for an amount that holds a date, positions counted from
  /// the chunk's first row.
  var datedAmountRows: [DatedAmountRow<Row>]
  /// The chunk's read rows' date cells that spell their year in two digits.
  var twoDigitYearDates: TwoDigitYearDates
}
