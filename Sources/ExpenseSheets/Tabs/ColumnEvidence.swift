/// What the cells of one date, timestamp or money column say about how to read it, counted in
/// one pass: cells only the first reading reads (day-first dates, money with a decimal point),
/// cells only the second reads (month-first dates, a decimal comma), and cells both read, as
/// different values (`05/04/2023`, `1,234`).
struct ColumnEvidence: Sendable {
  /// How many cells of one kind there are, and the first record (0-based) holding one.
  struct Tally: Sendable {
    /// The number of cells.
    var count = 0
    /// The first record holding one; `Int.max` when none does.
    var firstRecord = Int.max

    /// Counts a cell of `record`; records come in increasing order.
    @inline(__always)
    mutating func add(record: Int) {
      if count == 0 { firstRecord = record }
      count += 1
    }

    /// Adds the cells another part of the column counted.
    mutating func merge(_ other: Tally) {
      count += other.count
      firstRecord = min(firstRecord, other.firstRecord)
    }
  }

  /// Cells only the first reading reads: day first, or a decimal point.
  var first = Tally()
  /// Cells only the second reading reads: month first, or a decimal comma.
  var second = Tally()
  /// Cells both readings read, as different values.
  var either = Tally()

  /// Date cells only year-first reads (`23-2-6`).
  var yearFirst = Tally()
  /// Date cells year-first reads, and another order too, as another date (`23/01/20`).
  var yearFirstOrOther = Tally()
  /// Date cells another order reads and year-first does not (`20/01/2023`).
  var notYearFirst = Tally()
  /// Date cells whose year, last, is spelled in two digits (`28/01/66`).
  var twoDigitYear = Tally()

  /// Counts what a date cell of `record` says of a year-first order.
  @inline(__always)
  mutating func add(_ evidence: YearFirstEvidence, record: Int) {
    switch evidence {
    case .only: yearFirst.add(record: record)
    case .orOther: yearFirstOrOther.add(record: record)
    case .never: notYearFirst.add(record: record)
    }
  }

  /// Which readings read a cell.
  enum Reading: Sendable {
    /// Only the first: day first, or a decimal point.
    case first
    /// Only the second: month first, or a decimal comma.
    case second
    /// Both, as different values.
    case either
  }

  /// Counts a cell of `record`; records come in increasing order.
  @inline(__always)
  mutating func add(_ reading: Reading, record: Int) {
    switch reading {
    case .first: first.add(record: record)
    case .second: second.add(record: record)
    case .either: either.add(record: record)
    }
  }

  /// Adds what another part of the column counted.
  mutating func merge(_ other: ColumnEvidence) {
    first.merge(other.first)
    second.merge(other.second)
    either.merge(other.either)
    yearFirst.merge(other.yearFirst)
    yearFirstOrOther.merge(other.yearFirstOrOther)
    notYearFirst.merge(other.notYearFirst)
    twoDigitYear.merge(other.twoDigitYear)
  }
}
