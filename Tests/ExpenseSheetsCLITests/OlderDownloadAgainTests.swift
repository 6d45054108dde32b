import Foundation
import Testing

/// A download merged a second time, after a later download set its edit back, run as a user
/// runs it.
@Suite("merge: an older download merged again keeps what came after it")
struct OlderDownloadAgainTests {
  /// The sample's first transaction, whose cells the edits below change.
  static let rowId = "8B216060-C16E-4824-A2D6-C21571009DF8"

  /// `text` with `old` replaced by `new` in the line of ``rowId``.
  static func replacing(_ old: String, with new: String, in text: String) throws -> String {
    var lines = text.components(separatedBy: "\r\n")
    let line = try #require(lines.firstIndex { $0.hasPrefix(rowId) })
    try #require(lines[line].contains(old), "the row holds \(old)")
    lines[line] = lines[line].replacing(old, with: new)
    return lines.joined(separator: "\r\n")
  }

  @Test("Monday's paid flag, set back on Tuesday beside a note, stays set back; exit 0")
  func fieldSetBackBesideAnotherEdit() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    #expect(try Tool.run(["import", Tool.sample("valid"), "--store", store]).status == 0)
    let monday = folder.appendingPathComponent("monday")
    #expect(try Tool.run(["export", "--out", monday.path, "--store", store]).status == 0)
    let mondayEdited = try ExportBaseMergeTests.copy(monday, to: "monday-edited", in: folder) {
      try Self.replacing(",Salary (net),,,", with: ",Salary (net),paid,,", in: $0)
    }
    #expect(try Tool.run(["merge", mondayEdited.path, "--store", store]).status == 0)

    let tuesday = folder.appendingPathComponent("tuesday")
    #expect(try Tool.run(["export", "--out", tuesday.path, "--store", store]).status == 0)
    let tuesdayEdited = try ExportBaseMergeTests.copy(tuesday, to: "tuesday-edited", in: folder) {
      try Self.replacing(
        ",Salary (net),paid,,", with: ",\"Salary (net), checked\",,,", in: $0)
    }
    #expect(try Tool.run(["merge", tuesdayEdited.path, "--store", store]).status == 0)

    let again = try Tool.run(["merge", mondayEdited.path, "--store", store])
    #expect(again.status == 0, "\(again.error)")
    #expect(again.output.contains("kept-local"))
    #expect(again.output.contains("an earlier merge of a sheet from the same export took"))
    let wednesday = folder.appendingPathComponent("wednesday")
    #expect(try Tool.run(["export", "--out", wednesday.path, "--store", store]).status == 0)
    let text = try String(
      contentsOf: wednesday.appendingPathComponent("Transactions.csv"), encoding: .utf8)
    #expect(text.contains(",\"Salary (net), checked\",,,"))
  }

  @Test("The same sheet edited again after its merge gives its new value; exit 0")
  func sameSheetEditedAgain() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    #expect(try Tool.run(["import", Tool.sample("valid"), "--store", store]).status == 0)
    let monday = folder.appendingPathComponent("monday")
    #expect(try Tool.run(["export", "--out", monday.path, "--store", store]).status == 0)
    let firstDownload = try ExportBaseMergeTests.copy(monday, to: "first", in: folder) {
      try Self.replacing(",Salary (net),,,", with: ",Salary (net) March,,,", in: $0)
    }
    #expect(try Tool.run(["merge", firstDownload.path, "--store", store]).status == 0)
    let secondDownload = try ExportBaseMergeTests.copy(firstDownload, to: "second", in: folder) {
      try Self.replacing(",Salary (net) March,,,", with: ",Salary (net) April,,,", in: $0)
    }

    let again = try Tool.run(["merge", secondDownload.path, "--store", store])
    #expect(again.status == 0, "\(again.error)")
    #expect(again.output.contains("edited in the sheet again (note)"))
    let tuesday = folder.appendingPathComponent("tuesday")
    #expect(try Tool.run(["export", "--out", tuesday.path, "--store", store]).status == 0)
    let text = try String(
      contentsOf: tuesday.appendingPathComponent("Transactions.csv"), encoding: .utf8)
    #expect(text.contains(",Salary (net) April,,,"))
  }
}
