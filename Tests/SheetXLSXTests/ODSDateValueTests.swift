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
