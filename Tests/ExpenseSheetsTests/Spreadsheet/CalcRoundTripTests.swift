import Foundation
import Testing

@testable import ExpenseSheets

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// LibreOffice's command-line program, when installed.
let sofficePath = [
  "/usr/bin/soffice", "/usr/local/bin/soffice", "/usr/lib/libreoffice/program/soffice",
]
.first { FileManager.default.isExecutableFile(atPath: $0) }

/// A real spreadsheet in the loop: each SampleSheets tab goes through LibreOffice Calc (CSV
/// opened with type detection on, saved as .xlsx, exported back to CSV) in a locale, and must
/// read back to the same values, except the ones Calc destroys, which must be reported.
@Suite(
  "Round trip through LibreOffice Calc",
  .realSpreadsheets,
  .enabled(
    if: sofficePath != nil, "LibreOffice is not installed (apt-get install libreoffice-calc)"),
  .serialized)
struct CalcRoundTripTests {
  /// A locale as Calc's CSV filter names it, and the delimiter its users save with.
  struct Locale: Sendable, CustomStringConvertible {
    var name: String
    var languageCode: Int
    var delimiter: UInt8
    var description: String { name }

    init(_ name: String, _ languageCode: Int, _ delimiter: Character) {
      self.name = name
      self.languageCode = languageCode
      self.delimiter = delimiter.asciiValue!
    }
  }

  /// Calc in Polish, Hungarian, Turkish or Norwegian reads some amounts (`12.31`, `1.64`) as
  /// dates: those rows must be reported and not loaded, and every other row must survive.
  @Test(
    "Every value survives Calc, or its row is reported",
    arguments: [
      Locale("en-US", 1033, ","), Locale("de-DE", 1031, ";"), Locale("fr-FR", 1036, ";"),
      Locale("en-GB", 2057, ","), Locale("de-CH", 2055, ";"), Locale("sv-SE", 1053, ";"),
      Locale("pt-BR", 1046, ";"), Locale("es-ES", 3082, ";"), Locale("ja-JP", 1041, ","),
      Locale("en-IN", 16393, ","), Locale("ru-RU", 1049, ";"), Locale("pl-PL", 1045, ";"),
      Locale("hu-HU", 1038, ";"), Locale("tr-TR", 1055, ";"),
    ])
  func roundTrip(locale: Locale) throws {
    let source = repositoryRoot.appendingPathComponent("SampleSheets/valid").path
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("calc-\(locale.name)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let xlsx = work.appendingPathComponent("xlsx")
    let csv = work.appendingPathComponent("csv")
    try FileManager.default.createDirectory(at: xlsx, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: csv, withIntermediateDirectories: true)
    let inputs = Tab.allCases.map { (source as NSString).appendingPathComponent($0.fileName) }
    try calc(
      [
        "--infilter=CSV:44,34,76,1,,\(locale.languageCode),false,true", "--convert-to", "xlsx",
        "--outdir", xlsx.path,
      ] + inputs, profile: work)
    try calc(
      [
        "--convert-to",
        "csv:Text - txt - csv (StarCalc):\(locale.delimiter),34,76,1,,\(locale.languageCode),false,true,true",
        "--outdir", csv.path,
      ] + Tab.allCases.map { xlsx.appendingPathComponent($0.rawValue + ".xlsx").path },
      profile: work)

    let original = ledger(of: try WorkbookReader().read(paths: [source]))
    let roundTripped = try WorkbookReader().read(paths: [csv.path])
    let errors = allDiagnostics(roundTripped).filter { $0.severity == .error }
    for error in errors {
      #expect(
        error.column == "amount" && error.message.contains("is a date"),
        "\(locale.name): \(error)")
    }
    var survivors = ledger(of: roundTripped)
    let loaded = Set(survivors.transactions.map(\.transactionId))
    #expect(original.transactions.count - loaded.count == errors.count)
    var expected = original
    expected.transactions.removeAll { !loaded.contains($0.transactionId) }
    survivors.transactions.sort { $0.transactionId.uuidString < $1.transactionId.uuidString }
    expected.transactions.sort { $0.transactionId.uuidString < $1.transactionId.uuidString }
    let before = WorkbookWriter().encode(expected)
    let after = WorkbookWriter().encode(survivors)
    for tab in Tab.allCases {
      let differences = cellDifferences(before[tab] ?? [], after[tab] ?? [])
      #expect(
        differences.isEmpty, "\(tab.rawValue) after Calc (\(locale.name)): \(differences.prefix(5))"
      )
    }
  }

  /// Runs headless Calc with its own profile folder.
  private func calc(_ arguments: [String], profile: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: sofficePath!)
    process.arguments =
      ["-env:UserInstallation=file://\(profile.path)/profile", "--headless", "--norestore"]
      + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "soffice \(arguments.prefix(3))")
  }

  /// The lines that differ between two canonical CSV files.
  ///
  /// Calc turns a CRLF inside a cell into LF, which no reader can undo (SHEET_FORMAT.md, "What a
  /// spreadsheet destroys"); the merger takes the two as equal, and so does this comparison.
  private func cellDifferences(_ before: [UInt8], _ after: [UInt8]) -> [String] {
    let a = String(decoding: before, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
      .components(separatedBy: "\n")
    let b = String(decoding: after, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
      .components(separatedBy: "\n")
    var differences: [String] = []
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? a[index] : "<missing>"
      let right = index < b.count ? b[index] : "<missing>"
      if left != right { differences.append("line \(index + 1): \(left) -> \(right)") }
    }
    return differences
  }
}
