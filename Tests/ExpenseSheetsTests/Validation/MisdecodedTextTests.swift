import Foundation
import Testing

@testable import ExpenseSheets

/// Text Excel read in Windows-1252 or Mac Roman (a CSV file without a byte order mark) and
/// saved again as UTF-8 is an error on its cell, with the text it stood for as the fix; text
/// saved in such an encoding, its other characters written `?`, is no edit.
@Suite("Text read in a one-byte encoding")
struct MisdecodedTextTests {
  /// `text` as Excel shows it when it reads the UTF-8 bytes of `text` in `encoding`.
  static func misread(_ text: String, as encoding: SingleByteEncoding) -> String {
    var scalarsByByte: [UInt8: Unicode.Scalar] = [:]
    for value in UInt32(0)...0xFFFF {
      if let scalar = Unicode.Scalar(value), let byte = encoding.byte(for: scalar) {
        scalarsByByte[byte] = scalar
      }
    }
    return String(String.UnicodeScalarView(text.utf8.map { scalarsByByte[$0]! }))
  }

  @Test(
    "Misread text gives back the text it stood for",
    arguments: [
      ("Café au lait", SingleByteEncoding.windows1252), ("Zürich — 12 €", .windows1252),
      ("🛒 Groceries", .windows1252), ("Café au lait", .macRoman), ("Überweisung", .macRoman),
    ])
  func original(text: String, encoding: SingleByteEncoding) throws {
    let shown = Self.misread(text, as: encoding)
    #expect(shown != text)
    let found = try #require(MisdecodedText.original(of: shown))
    #expect(found.text == text)
    let bytes = Array(shown.utf8)
    #expect(bytes.withUnsafeBytes(MisdecodedText.mayHold))
  }

  @Test(
    "Text as people write it is not misread",
    arguments: [
      "Café", "Zürich", "São Paulo", "Ã", "√2 ≈ 1.414", "plain", "Œuvre", "naïve — “quoted”",
    ])
  func notMisread(text: String) {
    #expect(MisdecodedText.original(of: text) == nil)
  }

  @Test(
    "Misread text whose undefined bytes a decoder wrote as U+FFFD is misread, with no one original",
    arguments: ["🍽️ Dinner", "🛍 Shopping", "Café 🍽️"])
  func lostBytes(text: String) throws {
    let shown = String(
      String.UnicodeScalarView(
        Self.misread(text, as: .windows1252).unicodeScalars.map {
          (0xF181...0xF19D).contains($0.value) ? "\u{FFFD}" : $0
        }))
    #expect(shown.contains("\u{FFFD}"))
    let found = try #require(MisdecodedText.original(of: shown))
    #expect(found.text == nil)
    #expect(found.encoding == .windows1252)
  }

  @Test(
    "U+FFFD in text as people write it is not misread",
    arguments: ["a\u{FFFD}b", "Café\u{FFFD}", "Zoë\u{FFFD}\u{FFFD}", "Ä\u{FFFD} test", "Ã\u{FFFD}"])
  func replacementCharacterAlone(text: String) {
    #expect(MisdecodedText.original(of: text) == nil)
  }

  @Test("A misread note is an error on its cell, with the note as it was as the fix")
  func validation() throws {
    let misread = Self.misread("Café au lait", as: .windows1252)
    let row = Workbook.transaction().replacingOccurrences(
      of: ",Food,,,", with: ",Food,,\(misread),")
    let sheet = try Workbook.validate(transactions: [row], receipts: [])
    let error = try #require(sheet.diagnostics.first { $0.code == .misdecodedText })
    #expect(error.severity == .error)
    #expect(error.cell == "Transactions!I2")
    #expect(error.column == "note")
    #expect(error.fix?.edits == [.init(cell: "Transactions!I2", value: "Café au lait")])
    #expect(error.message.contains("Windows-1252"))
    #expect(sheet.ledger.transactions.isEmpty)
  }

  @Test("A sheet without misread text has no such error")
  func accentsKept() throws {
    let row = Workbook.transaction().replacingOccurrences(
      of: ",Food,,,", with: ",Food,,Café au lait — Zürich,")
    let sheet = try Workbook.validate(transactions: [row], receipts: [])
    #expect(!sheet.diagnostics.contains { $0.code == .misdecodedText })
    #expect(sheet.ledger.transactions.first?.note == "Café au lait — Zürich")
  }

  @Test(
    "Characters an encoding lacks written ? are no edit; other differences are",
    arguments: [
      ("🛒", "?", true), ("🍽️", "??", true), ("Movie night 🎬", "Movie night ?", true),
      ("Movie night 🎬", "Movie night ??", true), ("東京 trip", "?? trip", true),
      ("Café 🛒", "Café ?", true), ("🛒", "!", false), ("🛒", "???", false),
      ("Groceries", "Groceries?", false), ("Café", "Caf?", true), ("a?b", "a?b", false),
    ])
  func unencodable(local: String, sheet: String, isRewrite: Bool) {
    #expect(SpreadsheetRewrite.isRewrittenText(local: local, sheet: sheet) == isRewrite)
  }

  @Test("LibreOffice's reading of Windows-1252's undefined bytes (U+F181) is misread text too")
  func libreOfficeUndefinedBytes() throws {
    // `Á` is C3 81: LibreOffice shows the 81 as U+F181.
    let found = try #require(MisdecodedText.original(of: "\u{C3}\u{F181}lvaro"))
    #expect(found.text == "Álvaro")
  }

  @Test("A file whose other texts read right flags no cell: its text was not misread")
  func mostlyReadRight() throws {
    let misread = Self.misread("Café au lait", as: .windows1252)
    let rows =
      [
        Workbook.transaction(id: Self.id(1)).replacingOccurrences(
          of: ",Food,,,", with: ",Food,,\(misread),")
      ]
      + (2...3).map {
        Workbook.transaction(id: Self.id($0)).replacingOccurrences(
          of: ",Food,,,", with: ",Food,,Zürich ☕,")
      }
    let sheet = try Workbook.validate(transactions: rows, receipts: [])
    #expect(!sheet.diagnostics.contains { $0.code == .misdecodedText })
  }

  /// A transaction id ending in `n`.
  static func id(_ n: Int) -> String {
    "00000000-0000-4000-8000-\(String(format: "%012d", n))"
  }
}

/// A category name whose emoji a save in Windows-1252 wrote `?` is no new category.
@Suite("A category name saved with ? for its emoji")
struct UnencodableCategoryNameTests {
  private typealias F = MergeFixture

  @Test("No category is added beside the local one, unless suspicious changes are accepted")
  func notAdded() throws {
    let groceries = Category(
      name: "Groceries 🛒", type: .expense, createdAt: F.t0, lastModifiedAt: F.t0)
    var saved = groceries
    saved.name = "Groceries ?"
    let local = F.ledger([], categories: [F.food, groceries])
    let sheet = F.sheet(F.ledger([], categories: [F.food, saved]))
    let held = try F.merge(local: local, sheet: sheet, base: local)
    #expect(held.ledger.categories.map(\.name) == ["Food", "Groceries 🛒"])
    let change = try #require(held.report.changes.first { $0.keyText == "Groceries ?" })
    #expect(change.action == .suspicious)
    #expect(change.hint == .acceptSuspicious)
    let accepted = try F.merge(local: local, sheet: sheet, base: local, acceptSuspicious: true)
    #expect(accepted.ledger.categories.contains { $0.name == "Groceries ?" })
  }
}
