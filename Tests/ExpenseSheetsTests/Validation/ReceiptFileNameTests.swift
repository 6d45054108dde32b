import Foundation
import Testing

@testable import ExpenseSheets

/// A receipt named against its transaction's old category or date is renamed, keeping its
/// number: a transaction's second receipt stays `_2`, so that two receipts never get one name.
@Suite("The receipt file name's fix")
struct ReceiptFileNameTests {
  @Test(
    "The number a file name ends in",
    arguments: [
      ("20250105_Food_X_2.jpg", 2), ("a_b_13.JPG", 13), ("IMG_0001.jpg", 1), ("receipt.jpg", nil),
      ("a_0.jpg", nil), ("a_2.png", nil), ("a_.jpg", nil),
    ] as [(String, Int?)])
  func number(name: String, number: Int?) {
    #expect(ReceiptFileName.number(in: name) == number)
  }

  @Test("A second receipt named for another category is renamed to its own second name")
  func keepsTheNumber() throws {
    let id = Workbook.transactionId
    let sheet = try Workbook.validate(receipts: [
      Workbook.receipt(fileName: "20250105_Travel_\(id)_1.jpg"),
      Workbook.receipt(
        id: "CCCCCCCC-0000-4000-8000-000000000002", fileName: "20250105_Travel_\(id)_2.jpg"),
    ])
    let fixes = sheet.diagnostics.filter { $0.code == .receiptFileName }
      .compactMap { $0.fix?.edits.first?.value }
    #expect(fixes == ["20250105_Food_\(id)_1.jpg", "20250105_Food_\(id)_2.jpg"])
  }
}
