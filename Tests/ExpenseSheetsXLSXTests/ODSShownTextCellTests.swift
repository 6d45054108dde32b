import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseSheetsXLSX
@testable import SheetXLSX

/// What a person types into a free-text cell in LibreOffice Calc and Calc makes a number, a
/// boolean or a percentage (sv-SE: `1,5`, `SANT`, `50 %`) reads from the .ods file as the text
/// the cell shows, as a CSV file saved from the sheet holds it; it read as the value (`1.5`,
/// `TRUE`, `50%`). A typed column still reads the value.
@Suite("Workbook cells: the text .ods free-text cells show")
struct ODSShownTextCellTests {
  /// An .ods workbook whose Transactions sheet has one row, its `amount` cell `amount` and its
  /// `note` and `my column` cells `note` and `extra` (each a `table:table-cell`'s attributes
  /// and content), beside a Categories sheet holding its category.
  static func workbook(amount: String, note: String, extra: String) throws -> DecodedWorkbook {
    func text(_ text: String) -> String {
      #"office:value-type="string"><text:p>\#(text)</text:p>"#
    }
    func row(_ cells: [String]) -> String {
      "<table:table-row>"
        + cells.map { "<table:table-cell \($0)</table:table-cell>" }.joined()
        + "</table:table-row>"
    }
    let header = [
      "transactionId", "type", "date", "year", "month", "amount", "category", "note", "my column",
    ]
    let cells =
      ["8B216060-6E0F-4A49-A1E8-33C1B1D3A3E1", "expense", "2025-01-05", "2025", "1"].map(text)
      + [amount, text("Food"), note, extra]
    let namespaces = """
      xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" \
      xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" \
      xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
      """
    let content = """
      <?xml version="1.0" encoding="UTF-8"?>
      <office:document-content \(namespaces)><office:body><office:spreadsheet>\
      <table:table table:name="Transactions">\(row(header.map(text)))\(row(cells))</table:table>\
      <table:table table:name="Categories">\(row(["name", "type", "isActive"].map(text)))\
      \(row([text("Food"), text("expense"), text("TRUE")]))</table:table>\
      </office:spreadsheet></office:body></office:document-content>
      """
    var zip = ZIPFileWriter(modified: Date())
    for (name, text) in [
      ("mimetype", "application/vnd.oasis.opendocument.spreadsheet"), ("content.xml", content),
    ] {
      try zip.addEntry(name, pieces: [DeflatedPiece(deflating: Array(text.utf8), isLast: true)])
    }
    try zip.finish()
    return try WorkbookFileReader().read(
      file: SheetFile(name: "Budget.ods", data: Data(zip.bytes)))
  }

  /// A number cell holding 1.5, shown as sv-SE shows it.
  static let oneAndAHalf = #"office:value-type="float" office:value="1.5"><text:p>1,5</text:p>"#

  @Test(
    "A note or an added column's cell that Calc typed reads as the text it shows",
    arguments: [
      (oneAndAHalf, "1,5"),
      (#"office:value-type="boolean" office:boolean-value="true"><text:p>SANT</text:p>"#, "SANT"),
      (#"office:value-type="percentage" office:value="0.5"><text:p>50 %</text:p>"#, "50 %"),
      (
        #"office:value-type="float" office:value="12.5"><text:p>12,50</text:p>"#
          + #"<text:p>kr<text:s/>totalt</text:p>"#,
        "12,50\nkr totalt"
      ),
    ])
  func freeText(cell: String, shown: String) throws {
    let sheet = Validator().validate(
      try Self.workbook(amount: Self.oneAndAHalf, note: cell, extra: cell))
    #expect(!sheet.diagnostics.contains { $0.severity == .error })
    let transaction = try #require(sheet.ledger.transactions.first)
    #expect(transaction.note == shown)
    #expect(transaction.extraCells == [ExtraCell(column: "my column", value: shown)])
  }

  @Test("An amount cell that shows `1,5` still reads as its value, 1.5")
  func amount() throws {
    let sheet = Validator().validate(
      try Self.workbook(
        amount: Self.oneAndAHalf, note: #"office:value-type="string"><text:p>lunch</text:p>"#,
        extra: #"office:value-type="string"><text:p>x</text:p>"#))
    #expect(!sheet.diagnostics.contains { $0.severity == .error })
    #expect(sheet.ledger.transactions.map(\.amount) == [Decimal(string: "1.5")!])
    #expect(sheet.ledger.transactions.map(\.note) == ["lunch"])
  }
}
