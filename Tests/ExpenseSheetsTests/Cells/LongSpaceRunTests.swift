import Foundation
import Testing

@testable import ExpenseSheets

/// A text holding a long run of spaces is read in one pass: each space once looked past the
/// whole run after it for a time, so a run of a million spaces in an edited note took hours to
/// merge. The bound is on this thread's processor time, not the wall clock: a loaded machine
/// running other tests beside it must not fail it, and a quadratic read would take hours.
@Suite("Texts with long runs of spaces")
struct LongSpaceRunTests {
  @Test(
    "A run of two million spaces, inside, after a comma or before a time, reads at once",
    arguments: [("x", "x", false), ("note,", "x", false), ("2025-01-05", "10:30", true)])
  func longRun(before: String, after: String, isTimestamp: Bool) {
    var text = before + String(repeating: " ", count: 2_000_000) + after
    let (shape, seconds) = threadCPUSeconds {
      text.withUTF8 { TimestampCell.shape(UnsafeRawBufferPointer($0)) }
    }
    #expect((shape != nil) == isTimestamp)
    #expect(seconds < 10)
  }
}
