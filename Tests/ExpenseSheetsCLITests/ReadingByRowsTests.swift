import Foundation
import Testing

/// `merge` of a sheet whose amounts no cell settles the reading of (`$4.200`, as a locale that
/// groups thousands with points shows whole amounts), run as a user runs it.
@Suite("merge: a column no cell settles is read as the store's rows match")
struct ReadingByRowsTests {
  /// The amount cells of a tab: after its first `fields` cells, none of which holds a comma.
  static func amounts(after fields: Int) -> Regex<(Substring, Substring, Substring, Substring)> {
    try! Regex("^((?:[^,\"\\r\\n]*,){\(fields)})(\\d+)\\.(\\d{2})(?=,)").anchorsMatchLineEndings()
  }

  /// The fields before the amount of the tabs that have one.
  static let fieldsBeforeAmount = ["Transactions": 5, "RecurringRules": 3]

  /// Rewrites each amount cell of the tabs in `folder` (all with an amount, unless `tabs` are
  /// given) with `rewrite(whole part)`.
  static func rewriteAmounts(
    in folder: URL, tabs: [String]? = nil, _ rewrite: (Substring) -> String
  ) throws {
    for (tab, fields) in fieldsBeforeAmount where tabs?.contains(tab) ?? true {
      let file = folder.appendingPathComponent("\(tab).csv")
      let text = try String(contentsOf: file, encoding: .utf8)
      let rewritten = text.replacing(amounts(after: fields)) { $0.1 + rewrite($0.2) }
      try Data(rewritten.utf8).write(to: file)
    }
  }

  /// `whole` as a locale that groups thousands with points shows it, without decimals.
  static func groupedWithPoints(_ whole: Substring) -> String {
    var digits = String(whole)
    var groups: [String] = []
    while digits.count > 3 {
      groups.insert(String(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    return "$" + ([digits] + groups).joined(separator: ".")
  }

  /// A store in `folder` holding the valid sample with its amounts made whole, and its export.
  static func wholeAmountsExported(in folder: URL) throws -> (store: String, export: URL) {
    let workbook = folder.appendingPathComponent("workbook")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Tool.sample("valid")), to: workbook)
    try Self.rewriteAmounts(in: workbook) { String($0) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    try #require(try Tool.run(["import", workbook.path, "--store", store]).status == 0)
    let export = folder.appendingPathComponent("export")
    try #require(try Tool.run(["export", "--out", export.path, "--store", store]).status == 0)
    return (store, export)
  }

  @Test("Whole amounts shown as $4.200 merge as stored, and an edit of one is taken as shown")
  func groupedWholeAmounts() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Self.wholeAmountsExported(in: folder)

    // The export itself reads as it is: no second reading.
    var run = try Tool.run([
      "merge", export.path, "--store", store, "--dry-run", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(!run.output.contains("reading-by-rows"))

    // As the sheet shows them: `$4.200`, `$157`.
    try Self.rewriteAmounts(in: export, Self.groupedWithPoints)
    let transactions = export.appendingPathComponent("Transactions.csv")
    #expect(try String(contentsOf: transactions, encoding: .utf8).contains(",$4.200,"))
    run = try Tool.run(["merge", export.path, "--store", store, "--dry-run", "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    let report = try Tool.json(run)
    let totals = try #require(
      (report["summary"] as? [String: Any])?["totals"] as? [String: [String: Int]])
    #expect(totals["Transactions"]?["suspicious"] == 0)
    #expect(totals["Transactions"]?["updated"] == 0)
    let codes = (report["diagnostics"] as? [[String: Any]] ?? []).compactMap {
      $0["code"] as? String
    }
    #expect(codes.contains("reading-by-rows"), "\(codes)")

    // An amount edited as the sheet shows it is merged as it reads there.
    var text = try String(contentsOf: transactions, encoding: .utf8)
    text = text.replacing(",$4.200,", with: ",$4.300,", maxReplacements: 1)
    try Data(text.utf8).write(to: transactions)
    run = try Tool.run(["merge", export.path, "--store", store, "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    let changes = try #require(try Tool.json(run)["changes"] as? [[String: Any]])
    let updated = changes.filter { $0["action"] as? String == "updated" }
    #expect(updated.count == 1)
    let fields = updated.first?["fields"] as? [[String: Any]]
    #expect(fields?.first?["merged"] as? String == "4300.00", "\(updated)")
  }

  @Test(
    "Every amount of one tab raised a tenth and shown so, the other tab as exported: each merged as shown, suspicious changes accepted or not",
    arguments: [false, true])
  func everyAmountEdited(acceptingSuspicious: Bool) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Self.wholeAmountsExported(in: folder)
    try Self.rewriteAmounts(in: export, tabs: ["Transactions"]) { whole in
      Self.groupedWithPoints(Substring(String(Int(whole)! * 11 / 10)))
    }
    let transactions = export.appendingPathComponent("Transactions.csv")
    #expect(try String(contentsOf: transactions, encoding: .utf8).contains(",$4.620,"))
    let run = try Tool.run(
      ["merge", export.path, "--store", store, "--format", "json"]
        + (acceptingSuspicious ? ["--accept-suspicious"] : []))
    #expect(run.status == 0, "\(run.error)")
    let merged = folder.appendingPathComponent("merged")
    #expect(try Tool.run(["export", "--out", merged.path, "--store", store]).status == 0)
    let text = try String(
      contentsOf: merged.appendingPathComponent("Transactions.csv"), encoding: .utf8)
    #expect(text.contains(",4620.00,"))
    #expect(!text.contains(",4.62,"))
  }
}
