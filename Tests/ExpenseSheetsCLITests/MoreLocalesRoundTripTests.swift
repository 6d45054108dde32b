import Foundation
import Testing

/// The export of the sample workbook, opened and saved again by a real spreadsheet in the
/// locales beyond C and German (SHEET_FORMAT.md, "What each spreadsheet does to an export"),
/// merged back: saving is no edit, so every row comes back unchanged.
@Suite("Merged back unchanged after a spreadsheet in more locales", .realSpreadsheets, .serialized)
struct MoreLocalesRoundTripTests {
  /// The locales whose LibreOffice CSV import reads some exported amounts as dates.
  static let calcReadsAmountsAsDates: Set = [
    "tr_TR.UTF-8", "pl_PL.UTF-8", "hu_HU.UTF-8", "nb_NO.UTF-8",
  ]

  @Test("The exported workbook merges as unchanged", arguments: Spreadsheet.moreLocales)
  func mergesUnchanged(_ spreadsheet: Spreadsheet) throws {
    try spreadsheet.cancelUnlessInstalled()
    let folder = try Tool.temporaryFolder("locales-\(spreadsheet)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, exported) = try Tool.storeWithExportedSample(in: folder)
    let saved = try spreadsheet.roundTrip(
      ["valid": exported], in: folder.appendingPathComponent("spreadsheet"))
    let merged = try MergeOutcome(
      try SpreadsheetRoundTripTests.dryRun(saved["valid"]!, store: store))
    guard spreadsheet.program == .libreOffice,
      Self.calcReadsAmountsAsDates.contains(spreadsheet.locale.posixName)
    else {
      #expect(merged.isUnchanged, "after \(spreadsheet): \(merged)")
      return
    }
    // Turkish, Polish and Norwegian Calc read the amounts 22.08 and 30.01 as dates (`D.M`),
    // Hungarian Calc two others (`M.D`): each date reads back as the local amount, so the row is
    // unchanged, with a warning on its cell (TurkishCalcAmountTests).
    #expect(merged.isUnchanged, "after \(spreadsheet): \(merged)")
    #expect(
      merged.warnings.count == 2
        && merged.warnings.allSatisfy { $0.hasPrefix("amount-as-date Transactions!F") },
      "\(merged.warnings)")
  }

  @Test(
    "The workbook file Gnumeric saves merges as unchanged",
    arguments: Spreadsheet.moreLocales.filter { $0.program == .gnumeric })
  func gnumericFileMergesUnchanged(_ spreadsheet: Spreadsheet) throws {
    try spreadsheet.cancelUnlessInstalled()
    let folder = try Tool.temporaryFolder("locales-file-\(spreadsheet)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, exported) = try Tool.storeWithExportedSample(in: folder)
    let workbook = try spreadsheet.gnumericWorkbook(of: exported, named: "valid", in: folder)
    let merged = try MergeOutcome(try SpreadsheetRoundTripTests.dryRun(workbook, store: store))
    #expect(merged.isUnchanged, "after \(spreadsheet): \(merged)")
  }
}
