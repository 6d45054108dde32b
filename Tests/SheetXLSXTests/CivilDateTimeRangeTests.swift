import Testing

@testable import SheetXLSX

/// ``CivilDateTime`` with parts far outside a calendar's ranges: a serial, never a trap.
@Suite("SheetXLSX: far civil date-times")
struct CivilDateTimeRangeTests {
  @Test(
    "A part beyond a billion either way counts as a billion",
    arguments: [
      (
        CivilDateTime(year: .max, month: 1, day: 1),
        CivilDateTime(year: 1_000_000_000, month: 1, day: 1)
      ),
      (
        CivilDateTime(year: .min, month: 1, day: 1),
        CivilDateTime(year: -1_000_000_000, month: 1, day: 1)
      ),
      (
        CivilDateTime(year: 2025, month: .max, day: .min),
        CivilDateTime(year: 2025, month: 1_000_000_000, day: -1_000_000_000)
      ),
    ])
  func farParts(date: CivilDateTime, clamped: CivilDateTime) {
    for system in [CivilDateTime.DateSystem.from1900, .from1904, .from1899] {
      #expect(date.serial(in: system) == clamped.serial(in: system))
    }
  }

  @Test("A null date beyond a billion years reads and writes serials without a trap")
  func farNullDate() {
    let system = CivilDateTime.DateSystem.nullDate(year: .max, month: .min, day: .max)
    let date = CivilDateTime(serial: 1e9, system: system)
    #expect(date.year > 1_000_000)
    #expect(CivilDateTime(year: 2025, month: 1, day: 1).serial(in: system) < -1e11)
  }

  @Test("Ordinary dates keep their serials")
  func ordinaryDates() {
    #expect(CivilDateTime(year: 1900, month: 3, day: 1).serial1900 == 61)
    #expect(CivilDateTime(serial: 45_658).dateText == "2025-01-01")
  }
}
