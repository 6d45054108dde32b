import Foundation
import Testing

/// The ledger holds exactly one Settings row: a sheet whose Settings tab holds none, or more
/// than one, changes nothing of it, whatever the merge allows, and the store stays usable.
@Suite("The Settings row through a merge")
struct SettingsRowTests {
  @Test(
    "A Settings tab of no row, or of two, leaves the store's row as it was",
    arguments: ["no row", "two rows, the first edited", "two rows, the second edited"])
  func settingsRowKept(case name: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let settings = export.appendingPathComponent("Settings.csv")
    let lines = try String(contentsOf: settings, encoding: .utf8).components(separatedBy: "\r\n")
    let edited = lines[1].replacingOccurrences(of: "America/New_York", with: "Europe/Paris")
    let rows: [String] =
      switch name {
      case "no row": []
      case "two rows, the first edited": [edited, lines[1]]
      default: [lines[1], edited]
      }
    try ([lines[0]] + rows + [""]).joined(separator: "\r\n").write(
      to: settings, atomically: true, encoding: .utf8)

    let merge = try Tool.run([
      "merge", export.path, "--store", store, "--allow-deletions", "--allow-mass-deletions",
    ])

    #expect(merge.status == 1, "\(merge.output)\(merge.error)")
    #expect(merge.output.contains("settings-row-count"), "\(merge.output)")
    #expect(!merge.output.contains("deleted "), "\(merge.output)")
    if name != "no row" {
      #expect(
        merge.output.contains(
          "the Settings tab is rejected as a whole (see the errors on its rows 2 and 3)"),
        "\(merge.output)")
    }
    let again = folder.appendingPathComponent("again")
    #expect(try Tool.run(["export", "--out", again.path, "--store", store]).status == 0)
    #expect(
      Tool.withoutExportId(
        try String(contentsOf: again.appendingPathComponent("Settings.csv"), encoding: .utf8))
        == Tool.withoutExportId(lines.joined(separator: "\r\n")))
  }
}
