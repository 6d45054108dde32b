import Foundation
import Testing

/// Merges of downloads that are old, emptied or cut off, run as a user runs them.
@Suite("merge: an old, emptied or cut-off download deletes nothing it should not")
struct ExportBaseMergeTests {
  /// Where each Transactions record starts: after a line break, at its id.
  static var recordStart: Regex<Substring> { /\r\n[0-9A-F]{8}-[0-9A-F]{4}-/ }

  /// A copy of the workbook folder `from`, at `name` in `folder`, with its Transactions file
  /// rewritten by `edit`.
  static func copy(
    _ from: URL, to name: String, in folder: URL, editing edit: (String) throws -> String
  ) throws -> URL {
    let copy = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(at: from, to: copy)
    let file = copy.appendingPathComponent("Transactions.csv")
    let text = try String(contentsOf: file, encoding: .utf8)
    try Data(try edit(text).utf8).write(to: file)
    return copy
  }

  /// The number of deleted rows of a merge's JSON report, over all tabs.
  static func deleted(_ run: Tool.Run) throws -> Int {
    let totals = try #require(
      (try Tool.json(run)["summary"] as? [String: Any])?["totals"] as? [String: [String: Int]])
    return totals.values.reduce(0) { $0 + ($1["deleted"] ?? 0) }
  }

  @Test("The issue's cases: an older download, a header-only tab, a tab cut off mid-row")
  func issueCases() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    #expect(try Tool.run(["import", Tool.sample("valid"), "--store", store]).status == 0)
    let first = folder.appendingPathComponent("e1")
    #expect(try Tool.run(["export", "--out", first.path, "--store", store]).status == 0)

    // A person adds a row (a copy of the last one, with a new id); merge; export again.
    let added = UUID().uuidString
    let edited = try Self.copy(first, to: "edited", in: folder) { text in
      let last = try #require(text.matches(of: Self.recordStart).last)
      // The line break (CR LF is one Character) and the id go.
      let row = text[last.range.lowerBound...].dropFirst(1 + 36)
      return text + added + row
    }
    var run = try Tool.run(["merge", edited.path, "--store", store, "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    #expect(
      try (Tool.json(run)["summary"] as? [String: Any]).flatMap {
        ($0["totals"] as? [String: [String: Int]])?["Transactions"]?["inserted"]
      } == 1)
    let second = folder.appendingPathComponent("e2")
    #expect(try Tool.run(["export", "--out", second.path, "--store", store]).status == 0)

    // The download of the first export, left in Downloads, deletes nothing added since.
    run = try Tool.run([
      "merge", first.path, "--store", store, "--allow-deletions", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Self.deleted(run) == 0)

    // A header-only Transactions tab deletes nothing, and says what applies it.
    let emptied = try Self.copy(second, to: "emptied", in: folder) { text in
      String(text[..<text.firstRange(of: "\r\n")!.upperBound])
    }
    run = try Tool.run([
      "merge", emptied.path, "--store", store, "--allow-deletions", "--format", "json",
    ])
    #expect(run.status == 1)
    #expect(try Self.deleted(run) == 0)
    let held = try #require(try Tool.json(run)["heldBackDeletions"] as? [[String: Any]])
    #expect(held.first?["reason"] as? String == "mass-deletion")
    #expect(held.first?["rows"] as? Int == 301)
    #expect(run.error.contains("--allow-mass-deletions"))

    // A download cut off inside its third-to-last row deletes neither of the two after it.
    let cut = try Self.copy(second, to: "cut", in: folder) { text in
      let starts = text.matches(of: Self.recordStart)
      let start = starts[starts.count - 3].range.lowerBound
      return String(text[..<text.index(start, offsetBy: 2 + 50)])
    }
    run = try Tool.run([
      "merge", cut.path, "--store", store, "--allow-deletions", "--format", "json",
    ])
    #expect(run.status == 1)
    #expect(run.output.contains("looks cut off"))
    #expect(try Self.deleted(run) == 0)
    let cutHeld = try #require(try Tool.json(run)["heldBackDeletions"] as? [[String: Any]])
    #expect(cutHeld.first?["reason"] as? String == "cut-off")

    // The whole second download, with a row removed, deletes that row.
    let removed = try Self.copy(second, to: "removed", in: folder) { text in
      let starts = text.matches(of: Self.recordStart)
      return String(text[..<starts[starts.count - 1].range.lowerBound]) + "\r\n"
    }
    run = try Tool.run([
      "merge", removed.path, "--store", store, "--allow-deletions", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Self.deleted(run) == 1)
  }

  /// The totals of `tab` in a merge's JSON report.
  static func totals(_ run: Tool.Run, of tab: String) throws -> [String: Int] {
    let totals = (try Tool.json(run)["summary"] as? [String: Any])?["totals"]
    return try #require((totals as? [String: [String: Int]])?[tab])
  }

  /// The diagnostic codes of a merge's JSON report.
  static func codes(_ run: Tool.Run) throws -> [String] {
    try #require(try Tool.json(run)["diagnostics"] as? [[String: Any]]).compactMap {
      $0["code"] as? String
    }
  }

  @Test("A download of an earlier export without its exportId cells is compared with that export")
  func earlierDownloadWithoutExportIds() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, first) = try Tool.storeWithExportedSample(in: folder)

    // The app deletes a row and adds one (a merge stands in for it), then exports again.
    let added = UUID().uuidString
    let changed = try Self.copy(first, to: "changed", in: folder) { text in
      let starts = text.matches(of: Self.recordStart)
      let last = try #require(starts.last)
      let row = text[last.range.lowerBound...].dropFirst(1 + 36)
      // Sheet row 5, a transfer no receipt names, goes.
      return String(text[..<starts[3].range.lowerBound] + text[starts[4].range.lowerBound...])
        + added + row
    }
    var run = try Tool.run(["merge", changed.path, "--store", store, "--allow-deletions"])
    #expect(run.status == 0, "\(run.error)")
    let second = folder.appendingPathComponent("e2")
    #expect(try Tool.run(["export", "--out", second.path, "--store", store]).status == 0)

    // The first download, its exportId cells gone: the deleted row stays deleted, and the row
    // added since is not removed.
    let stale = folder.appendingPathComponent("stale")
    try FileManager.default.copyItem(at: first, to: stale)
    for tab in ["Transactions", "Receipts", "Categories", "RecurringRules", "Settings"] {
      try Tool.edit(stale.appendingPathComponent("\(tab).csv"), Tool.withoutExportId)
    }
    run = try Tool.run([
      "merge", stale.path, "--store", store, "--allow-deletions", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    let totals = try Self.totals(run, of: "Transactions")
    #expect(totals["inserted"] == 0 && totals["deleted"] == 0, "\(totals)")
    #expect(totals["kept-local"] == 2, "\(totals)")  // the row deleted, and the row added
    #expect(try Self.codes(run) == ["export-by-rows"])

    // The second download without them, a row removed, is the last export's: the row goes.
    let removed = try Self.copy(second, to: "removed", in: folder) { text in
      let starts = text.matches(of: Self.recordStart)
      return Tool.withoutExportId(String(text[..<starts[starts.count - 1].range.lowerBound]))
        + "\r\n"
    }
    run = try Tool.run([
      "merge", removed.path, "--store", store, "--allow-deletions", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(try Self.deleted(run) == 1)
    #expect(try Self.codes(run).isEmpty)
  }
}
