import Foundation
import Testing

@testable import ExpenseSheets

/// Inputs the import fuzzer found, kept as tests: each must read, validate, write and read back
/// to the same loaded rows. The first byte picks the tab, as in `Fuzz/ImportTarget`.
@Suite("Fuzzer findings")
struct FuzzFindingsTests {
  static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/fuzz")
  static let names =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

  @Test("Each finding round-trips its loaded rows", arguments: names)
  func finding(name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let tab = Tab.allCases[Int(bytes[0]) % Tab.allCases.count]
    let validated = Validator().validate(
      try WorkbookReader().read(tabs: [tab: Array(bytes.dropFirst())]))
    let again = try WorkbookReader().read(tabs: WorkbookWriter().encode(validated.ledger))
    func content(_ rows: [Transaction]) -> [Transaction] {
      rows.map { row in
        var row = row
        row.extraCells.removeAll { $0.column.isEmpty && $0.value.isEmpty }
        return row
      }
    }
    #expect(!validated.ledger.transactions.isEmpty)
    #expect(
      content(again.transactions?.rows.compactMap(\.value) ?? [])
        == content(validated.ledger.transactions))
  }
}
