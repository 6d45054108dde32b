import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Tab files name their export, and a file cut off mid-row is told")
struct CutOffAndMarkerTests {
  typealias F = MergeFixture

  static let exportId = UUID(uuidString: "6F9619FF-8B86-4011-B42D-00C04FC964FF")!

  /// Thirty transactions, each marked paid.
  static let ledger = F.ledger(
    (1...30).map {
      var row = F.transaction($0)
      row.paidFlag = .paid
      return row
    })

  /// `ledger`'s Transactions file as exported, cut `keep` bytes after the start of the last
  /// `marker` text of sheet row `row`.
  static func cut(row: Int, at marker: String, keep: Int) throws -> [UInt8] {
    let bytes = WorkbookWriter(exportId: exportId).encode(ledger)[.transactions]!
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.components(separatedBy: "\r\n")
    let before = lines.prefix(row - 1).joined(separator: "\r\n") + "\r\n"
    let start = try #require(lines[row - 1].range(of: marker, options: .backwards))
    let kept = lines[row - 1][..<start.lowerBound] + marker.prefix(keep)
    return Array((before + kept).utf8)
  }

  static func merge(_ transactions: [UInt8]) throws -> MergeResult {
    let workbook = try WorkbookReader().read(tabs: [
      .transactions: transactions, .categories: WorkbookWriter().encode(ledger)[.categories]!,
    ])
    let sheet = Validator().validate(workbook, local: ledger)
    return try Merger().merge(
      local: ledger, sheet: sheet, base: ledger,
      options: MergeOptions(mergeTime: F.mergeTime, allowDeletions: true))
  }

  @Test("Every tab's header ends with the export's id, and reading gives it back, with no note")
  func markerRoundTrip() throws {
    let files = WorkbookWriter(exportId: Self.exportId).encode(Self.ledger)
    for (tab, bytes) in files {
      let header = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")[0]
      #expect(header.hasSuffix(",exportId:6F9619FF-8B86-4011-B42D-00C04FC964FF"), "\(tab)")
    }
    let workbook = try WorkbookReader().read(tabs: files)
    #expect(workbook.transactions?.exportId == Self.exportId)
    #expect(workbook.settings?.exportId == Self.exportId)
    let sheet = Validator().validate(workbook)
    #expect(sheet.exportIds[.categories] == Self.exportId)
    #expect(!sheet.diagnostics.contains { $0.code == .unknownColumn })
    #expect(sheet.ledger.transactions == Self.ledger.transactions)
  }

  @Test("A spreadsheet's rewrite of the marker (case, spaces) still names the export")
  func markerTolerance() {
    #expect(
      ExportMarker.exportId(inHeaderCell: " EXPORTID: 6f9619ff-8b86-4011-b42d-00c04fc964ff ")
        == Self.exportId)
    #expect(ExportMarker.exportId(inHeaderCell: "exportId") == nil)
    #expect(ExportMarker.exportId(inHeaderCell: "note") == nil)
  }

  @Test("A file written without an export id names none")
  func noMarker() throws {
    let workbook = try WorkbookReader().read(tabs: WorkbookWriter().encode(Self.ledger))
    #expect(workbook.transactions?.exportId == nil)
  }

  @Test(
    "A file cut inside a row says so, and deletes nothing",
    arguments: [("paid", 3), ("2023-11-14T22:13:20.000Z", 12)])
  func cutOff(marker: String, keep: Int) throws {
    // Cut inside sheet row 30, transaction 29: transaction 30 is missing from the file.
    let result = try Self.merge(try Self.cut(row: 30, at: marker, keep: keep))
    let diagnostic = try #require(result.report.diagnostics.first { $0.code == .cutOff })
    #expect(diagnostic.row == 30)
    #expect(diagnostic.message.contains("ends inside row 30"))
    #expect(result.ledger.transactions == Self.ledger.transactions)
    #expect(
      result.report.heldBackDeletions == [
        HeldBackDeletions(tab: .transactions, rows: 1, reason: .cutOff)
      ])
  }

  @Test("A whole file without a final line break is not cut off")
  func wholeWithoutLineBreak() throws {
    var bytes = WorkbookWriter(exportId: Self.exportId).encode(Self.ledger)[.transactions]!
    bytes.removeLast(2)
    let result = try Self.merge(bytes)
    #expect(!result.report.diagnostics.contains { $0.code == .cutOff })
    #expect(result.report.changes.isEmpty)
  }
}
