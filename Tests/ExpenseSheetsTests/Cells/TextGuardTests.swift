import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("The formula and text guards")
struct TextGuardTests {
  @Test(
    "Text a spreadsheet would run or rewrite is guarded",
    arguments: [
      "=SUM(A1)", "+1", "-5% off", "@home", "\tx", "00123", "1E10", "50%", "1,5", "1/2",
      "2025-01-05", "true", "FALSE", "14:03", "'00123", "''=x", "12.50", "5 Jan", "'quoted",
      "'quoted' word comes first", "'", "１２３", "١٢٣", "۱۲۳", "१२३", "－５", "12３", " ４２ ",
      "#N/A", "#ref!", "#DIV/0!", " #NAME? ", "#ERROR!", "#GETTING_DATA",
    ])
  func guarded(text: String) {
    #expect(TextGuard.isGuarded(text))
    #expect(TextGuard.guarded(text) == "'" + text)
    #expect(TextGuard.unguarded("'" + text) == text)
  }

  @Test(
    "Ordinary text is left alone",
    arguments: [
      "Food", "Café & Bakery", "it's", "Lunch, 2 people", "", "Room 12B", "A-1 Bakery",
      "１２３ｘ", "１２．５", "部屋１２", "Zoë 2", "#hashtag", "#1 spot", "#N/A or less", "#",
      // Long dates, which LibreOffice and Gnumeric keep as text when typed.
      "Thursday, February 9, 2023", "Thu, Feb 9, 2023", "mercredi 8 janvier 2025",
      "2023年2月9日", "2023年2月9日(木)", "2023년 2월 9일",
    ])
  func unguarded(text: String) {
    #expect(!TextGuard.isGuarded(text))
    #expect(TextGuard.guarded(text) == text)
    #expect(TextGuard.unguarded(text) == text)
  }

  @Test("A guarded cell that lost its apostrophe reads as the same text")
  func droppedApostrophe() {
    #expect(TextGuard.unguarded("00123") == "00123")
    #expect(TextGuard.unguarded("=HYPERLINK(\"x\")") == "=HYPERLINK(\"x\")")
  }

  @Test("Every string survives guarding and unguarding")
  func roundTrip() async {
    let pieces = Gen<String?>.element(of: [
      "'", "=", "-", "+", "@", "0", "00", "1/2", "12,5", "1.5", "E", "%", "true", " ", "\n", "\t",
      "€", "5 Jan", ":", "Food", "é", "🎁", "１", "٣", "－",
    ])
    let words = Gen.character(in: " "..."\u{2FF}").string(of: 0...4)
    await propertyCheck(input: pieces.array(of: 0...5), words) { parts, word in
      let text = parts.compactMap { $0 }.joined() + word
      #expect(TextGuard.unguarded(TextGuard.guarded(text)) == text)
      #expect(TextGuard.unguarded(TextGuard.formulaGuarded(text)) == text)
    }
  }

  @Test(
    "A spreadsheet that drops one leading apostrophe gives every string back, or one a merge settles"
  )
  func droppingSpreadsheet() async {
    let pieces = Gen<String?>.element(of: [
      "'", "''", "=", "-", "0", "00", "1/2", "12,5", "true", " ", "Food", "é", "quoted' word",
    ])
    let words = Gen.character(in: " "..."\u{2FF}").string(of: 0...4)
    await propertyCheck(input: pieces.array(of: 0...5), words) { parts, word in
      let text = parts.compactMap { $0 }.joined() + word
      let written = TextGuard.guarded(text)
      let kept = written.hasPrefix("'") ? String(written.dropFirst()) : written
      let read = TextGuard.unguarded(kept)
      // Only an apostrophe before guarded text (`'123`, written `''123`) reads back without it.
      #expect(read == text || TextComparison.isGuardDropped(text, read), "\(text) read as \(read)")
      #expect(TextComparison.equal(text, read))
    }
  }
}
