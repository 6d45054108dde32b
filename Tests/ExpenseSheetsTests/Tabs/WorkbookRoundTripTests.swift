import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Workbook export and import")
struct WorkbookRoundTripTests {
  @Test("A generated ledger survives export and import unchanged", arguments: [0, 1, 250])
  func ledgerRoundTrip(rows: Int) throws {
    let ledger = SampleLedger.make(transactions: rows, seed: 7)
    let files = WorkbookWriter().encode(ledger)
    let decoded = try WorkbookReader().read(tabs: files)
    #expect(decoded.transactions?.rows.compactMap(\.value) == ledger.transactions)
    #expect(decoded.receipts?.rows.compactMap(\.value) == ledger.receipts)
    #expect(decoded.categories?.rows.compactMap(\.value) == ledger.categories)
    #expect(decoded.recurringRules?.rows.compactMap(\.value) == ledger.recurringRules)
    #expect(decoded.settings?.rows.compactMap(\.value) == ledger.settings.map { [$0] })
    let errors = allDiagnostics(decoded).filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)")
  }

  @Test(
    "Export of a decoded canonical workbook is byte-identical to its input",
    // 1,000 rows are read and written in one chunk; 60,000 in chunks side by side.
    arguments: [1_000, 60_000])
  func canonicalBytes(rows: Int) throws {
    let files = WorkbookWriter().encode(SampleLedger.make(transactions: rows, seed: 3))
    let decoded = try WorkbookReader().read(tabs: files)
    let again = WorkbookWriter().encode(ledger(of: decoded))
    for tab in Tab.allCases {
      #expect(again[tab] == files[tab], "\(tab) differs")
    }
  }

  @Test("Unknown columns are kept, in their order, after the known columns")
  func extraColumns() throws {
    let csv = """
      My Notes,name,type,isActive,Budget
      keep me,Food,expense,TRUE,300
      ,Rent,expense,true,1200

      """
    let decoded = try WorkbookReader().read(tabs: [.categories: Array(csv.utf8)])
    let rows = decoded.categories?.rows.compactMap(\.value) ?? []
    #expect(
      rows.map(\.extraCells) == [
        [.init(column: "My Notes", value: "keep me"), .init(column: "Budget", value: "300")],
        [.init(column: "My Notes", value: ""), .init(column: "Budget", value: "1200")],
      ])
    let out = String(decoding: TabEncoder.encode(CategoriesCodec.self, rows: rows), as: UTF8.self)
    #expect(
      out.hasPrefix(
        "name,type,emoji,colorHex,isActive,sortOrder,createdAt,lastModifiedAt,My Notes,Budget\r\n"))
    #expect(
      out.contains(
        "Food,expense,,,TRUE,,1970-01-01T00:00:00.000Z,1970-01-01T00:00:00.000Z,keep me,300\r\n"))
  }

  @Test("A row typed without id gets the same content-derived id every time")
  func typedRowIds() throws {
    let csv = """
      transactionId,type,date,amount,category
      ,expense,2025-01-05,12.50,Food
      ,expense,2025-01-05,12.50,Food
      ,income,2025-01-06,100,Salary

      """
    let first = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    let second = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    let ids = first.transactions?.rows.compactMap { $0.value?.transactionId } ?? []
    #expect(ids.count == 3)
    #expect(Set(ids).count == 3, "identical typed rows still get distinct ids")
    #expect(ids == second.transactions?.rows.compactMap { $0.value?.transactionId })
    #expect(first.transactions?.rows.allSatisfy(\.isTyped) == true)
  }
}

/// Every diagnostic of a decoded workbook.
func allDiagnostics(_ workbook: DecodedWorkbook) -> [Diagnostic] {
  workbook.diagnostics + (workbook.transactions?.diagnostics ?? [])
    + (workbook.receipts?.diagnostics ?? []) + (workbook.categories?.diagnostics ?? [])
    + (workbook.recurringRules?.diagnostics ?? []) + (workbook.settings?.diagnostics ?? [])
}

/// The rows of a decoded workbook that could be read, as a ledger.
func ledger(of workbook: DecodedWorkbook) -> Ledger {
  Ledger(
    transactions: workbook.transactions?.rows.compactMap(\.value) ?? [],
    receipts: workbook.receipts?.rows.compactMap(\.value) ?? [],
    categories: workbook.categories?.rows.compactMap(\.value) ?? [],
    recurringRules: workbook.recurringRules?.rows.compactMap(\.value) ?? [],
    settings: workbook.settings?.rows.compactMap(\.value).first)
}

@Suite("Columns beyond the header and repeated names")
struct RepeatedColumnTests {
  @Test("Cells past the header's end and repeated header names survive a round trip")
  func cellsPastTheHeader() throws {
    // Found by the import fuzzer: rows wider than the header made several unnamed columns,
    // which the writer once merged into one.
    let csv =
      "name,type,isActive,Note,Note\r\nFood,expense,TRUE,a,b,x,y\r\nRent,expense,TRUE,c,d\r\n"
    let decoded = try WorkbookReader().read(tabs: [.categories: Array(csv.utf8)])
    let rows = decoded.categories?.rows.compactMap(\.value) ?? []
    #expect(rows.first?.extraCells.map(\.value) == ["a", "b", "x", "y"])
    let again = try WorkbookReader().read(
      tabs: [.categories: TabEncoder.encode(CategoriesCodec.self, rows: rows)])
    #expect(again.categories?.rows.compactMap(\.value) == rows)
  }
}
