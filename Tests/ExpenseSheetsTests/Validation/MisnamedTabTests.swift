import Foundation
import Testing

@testable import ExpenseSheets

/// A tab whose file holds another tab's header (the Receipts tab saved as `Transactions.csv`):
/// its missing columns say whose header it is, and its rows, which are not read, are not
/// reported as sharing keys (their "keys" are another column's).
@Suite("Another tab's file under a tab's name")
struct MisnamedTabTests {
  static let receipts = """
    receiptId,transactionId,driveFileId,fileName,createdAt,lastModifiedAt
    4325FFD6-7A3B-4E0C-9B1A-2F6D8E9C0A11,8B216060-C16E-4824-A2D6-C21571009DF8,f1,a.jpg,2023-02-10T01:12:35.156Z,2023-02-10T01:12:35.156Z
    5325FFD6-7A3B-4E0C-9B1A-2F6D8E9C0A11,8B216060-C16E-4824-A2D6-C21571009DF8,f2,b.jpg,2023-02-10T01:12:35.156Z,2023-02-10T01:12:35.156Z

    """.replacingOccurrences(of: "\n", with: "\r\n")

  @Test("says whose header it is, and reports no shared keys")
  func receiptsUnderTransactionsName() throws {
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(Self.receipts.utf8)])
    let sheet = Validator().validate(decoded)
    let missing = sheet.diagnostics.filter { $0.code == .missingColumn && $0.severity == .error }
    #expect(missing.map(\.column) == ["type", "date", "amount", "category"])
    #expect(
      missing.allSatisfy {
        $0.message.hasSuffix(
          "this header is the Receipts tab's: is this the Receipts tab under the Transactions tab's name?"
        )
      })
    #expect(!sheet.diagnostics.contains { $0.code == .duplicateKey })
    #expect(sheet.rejectedTabs == [.transactions])
  }
}
