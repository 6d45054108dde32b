import Foundation
import Testing

@testable import ExpenseSheets

/// CSV bytes given in memory (`WorkbookReader.read(tabs:)`) past the most a tab may hold (2 GiB,
/// as for a file) are refused by name, where indexing them stopped the process.
@Suite("A tab's bytes too large to index")
struct OversizedTabBytesTests {
  @Test("Bytes past the limit are refused by file before they are indexed; bytes at it read")
  func refused() throws {
    let bytes = Array("transactionId,note\r\n".utf8)
    #expect(throws: Never.self) {
      try WorkbookReader.table(bytes: bytes, path: "T.csv", maximumByteCount: bytes.count)
    }
    #expect(
      throws: WorkbookError(
        path: "T.csv",
        message: "the tab is larger than 2 GiB as text (20 bytes), more than any sheet holds")
    ) {
      try WorkbookReader.table(bytes: bytes, path: "T.csv", maximumByteCount: bytes.count - 1)
    }
  }
}
