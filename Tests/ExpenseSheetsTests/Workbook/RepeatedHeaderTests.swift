import Foundation
import Testing

@testable import ExpenseSheets

/// A header row pasted again below the rows (two downloads put one under the other) holds no
/// data: it is one warning naming its row, not an error for each of its cells.
@Suite("A header row repeated among the rows")
struct RepeatedHeaderTests {
  typealias F = MergeFixture

  static let ledger = F.ledger((1...6).map { F.transaction($0) })
  static let exportId = UUID(uuidString: "6F9619FF-8B86-4011-B42D-00C04FC964FF")!

  /// The workbook as exported, with `line` inserted in `tab`'s file before sheet row `row`.
  static func validate(_ tab: Tab, inserting line: (String) -> String, atRow row: Int) throws
    -> ValidatedSheet
  {
    var files = WorkbookWriter(exportId: exportId).encode(ledger)
    var lines = String(decoding: files[tab]!, as: UTF8.self).components(separatedBy: "\r\n")
    lines.insert(line(lines[0]), at: row - 1)
    files[tab] = Array(lines.joined(separator: "\r\n").utf8)
    return Validator().validate(try WorkbookReader().read(tabs: files), local: ledger)
  }

  /// How a header row is copied.
  enum Copy: String, CaseIterable, CustomTestStringConvertible {
    case asExported, withoutMarker, otherCaseWithSpaces

    var testDescription: String { rawValue }

    /// The copy of `header`.
    func of(_ header: String) -> String {
      switch self {
      case .asExported: header
      case .withoutMarker: Self.withoutMarker(header)
      case .otherCaseWithSpaces: Self.withoutMarker(header).uppercased().replacing(",", with: " , ")
      }
    }

    /// `header` without the export's marker, as a person retyping it leaves it out.
    private static func withoutMarker(_ header: String) -> String {
      header.replacing(/,exportId:[0-9A-F-]+/, with: "")
    }
  }

  @Test(
    "A copy of the header, as pasted or retyped in other case and spacing, is one warning",
    arguments: Copy.allCases)
  func warned(copy: Copy) throws {
    let sheet = try Self.validate(.transactions, inserting: copy.of, atRow: 5)
    let diagnostics = sheet.diagnostics.filter { $0.tab == .transactions }
    #expect(diagnostics.map(\.code) == [.repeatedHeader], "\(diagnostics)")
    let warning = try #require(diagnostics.first)
    #expect(warning.severity == .warning)
    #expect(warning.row == 5)
    #expect(
      warning.message
        == "row 5 repeats the header row (row 1) and holds no data, so it is not read; delete it")
    #expect(sheet.ledger.transactions == Self.ledger.transactions)
  }

  @Test("The Categories header repeated is told the same way")
  func categories() throws {
    let sheet = try Self.validate(.categories, inserting: { $0 }, atRow: 3)
    let diagnostics = sheet.diagnostics.filter { $0.tab == .categories }
    #expect(diagnostics.map(\.code) == [.repeatedHeader], "\(diagnostics)")
    #expect(sheet.ledger.categories == Self.ledger.categories)
  }

  @Test("A row naming only its key or a few cells as the header does is read as a row")
  func notAHeader() throws {
    let sheet = try Self.validate(
      .transactions,
      inserting: { header in
        let names = header.components(separatedBy: ",")
        return names.enumerated().map { $0 < 4 ? $1 : "" }.joined(separator: ",")
      }, atRow: 3)
    #expect(!sheet.diagnostics.contains { $0.code == .repeatedHeader })
    #expect(sheet.diagnostics.contains { $0.code == .invalidValue && $0.row == 3 })
  }
}
