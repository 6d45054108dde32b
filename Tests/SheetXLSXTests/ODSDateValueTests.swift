import Testing

@testable import SheetXLSX

/// `office:date-value` as writers leave it, damaged ones included (Gnumeric writes an empty one
/// for a day its calendar has and others lack), reads as a date and time or as nothing.
@Suite("SheetXLSX: .ods date values")
struct ODSDateValueTests {
  @Test(
    "A damaged date value reads as no date",
    arguments: [
      "", "T", "TT", "-", "2025-01-05T10:30", "2025-01-05T10:30:inf",
      "2025-01-05T10:30:nan", "2025-01-05T10:30:1e300", "2025-01-05T99999999999999999:00:00",
      "2025-01-05T10:-1:00", "2025-01-05T10:30:-5",
    ])
  func damaged(text: String) {
    #expect(ODSReader.date(text) == nil)
  }

  @Test(
    "A date value reads as its date and time",
    arguments: [
      ("2025-01-05", CivilDateTime(year: 2025, month: 1, day: 5, millisecondOfDay: 0)),
      ("2025-01-05T10:30:00", ODSDateStyleTests.morning),
      (
        "1900-02-28T23:59:59.999",
        CivilDateTime(year: 1900, month: 2, day: 28, millisecondOfDay: 86_399_999)
      ),
    ])
  func read(text: String, expected: CivilDateTime?) {
    #expect(ODSReader.date(text) == expected)
  }
}

/// A date cell's serial number beyond any date (`inf`, `1e300`, a billion days and more) reads
/// as a date millions of years away, which no reader takes, and never stops the program.
@Suite("SheetXLSX: serial numbers beyond any date")
struct FarSerialTests {
  @Test(
    "A serial past a billion days, or not a number, gives a year out of every range",
    arguments: [Double.infinity, -.infinity, .nan, 1e300, -1e300, 9.3e18, 1e10])
  func far(serial: Double) {
    for system in [
      CivilDateTime.DateSystem.from1900, .from1904, .from1899,
      .nullDate(year: 1900, month: 1, day: 1),
    ] {
      let date = CivilDateTime(serial: serial, system: system)
      #expect(abs(date.year) > 1_000_000)
    }
  }
}
