import ExpenseSheets
import Foundation
import PropertyBased
import Testing

@testable import ExpenseStore

@Suite("The extraCells column's JSON")
struct ExtraCellsJSONTests {
  /// Text with what JSON must escape, what it may, and what it need not.
  static let text = Gen<String?>.element(of: [
    "a", "Notes", "", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é",
    "€", "😀", "e\u{301}", "=1+2", ",",
  ]).array(of: 0...6).map { $0.compactMap { $0 }.joined() }
  /// Cells made of pairs of texts.
  static let cells = text.array(of: 0...10).map { texts in
    stride(from: 0, to: texts.count - 1, by: 2).map {
      ExtraCell(column: texts[$0], value: texts[$0 + 1])
    }
  }

  static func decode(_ json: String) -> [ExtraCell]? {
    Array(json.utf8).withUnsafeBufferPointer(ExtraCellsJSON.decode)
  }

  @Test("What the store writes reads back the same, and a general JSON decoder agrees")
  func roundTrip() async {
    await propertyCheck(count: 2_000, input: Self.cells) { cells in
      let json = ExtraCellsJSON.encode(cells)
      #expect(Self.decode(json) == cells)
      #expect((try? JSONDecoder().decode([ExtraCell].self, from: Data(json.utf8))) == cells)
    }
  }

  @Test("JSON that another encoder wrote, compact or pretty, reads as JSONDecoder reads it")
  func otherEncoders() async {
    await propertyCheck(count: 1_000, input: Self.cells) { cells in
      for formatting in [JSONEncoder.OutputFormatting(), .prettyPrinted, .sortedKeys] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        let json = String(decoding: (try? encoder.encode(cells)) ?? Data(), as: UTF8.self)
        #expect(Self.decode(json) == cells, "\(json)")
      }
    }
  }

  @Test("A cut text is refused or read as JSONDecoder reads it, never read otherwise")
  func cutText() async {
    await propertyCheck(count: 1_000, input: Self.cells, Gen.int(in: 0...200)) { cells, cut in
      let json = ExtraCellsJSON.encode(cells)
      let bytes = Array(json.utf8.prefix(cut))
      let general = try? JSONDecoder().decode([ExtraCell].self, from: Data(bytes))
      if let fast = bytes.withUnsafeBufferPointer(ExtraCellsJSON.decode) {
        #expect(fast == general)
      }
    }
  }

  @Test(
    "Escapes are read as JSON defines them",
    arguments: [
      (#"[{"column":"a\/b","value":"\ud83d\ude00 \u00e9\b\f"}]"#, "a/b", "😀 é\u{8}\u{C}"),
      (#" [ { "value" : "v" , "column" : "c" } ] "#, "c", "v"),
    ])
  func escapes(json: String, column: String, value: String) {
    #expect(Self.decode(json) == [ExtraCell(column: column, value: value)])
  }

  @Test(
    "JSON in another form is left to the general decoder",
    arguments: [
      #"[{"column":"c","value":"v","note":1}]"#, #"[{"column":"c","column":"d","value":"v"}]"#,
      #"[{"column":"c","value":"\ud83d"}]"#, #"[{"column":"c"}]"#, #"{"column":"c"}"#,
      #"[{"column":"c","value":"v"}] x"#, "[", "",
    ])
  func otherForms(json: String) {
    #expect(Self.decode(json) == nil)
  }

  @Test("A member the store does not write is read by the general decoder")
  func fallback() {
    #expect(
      ColumnCoding.extraCells(#"[{"column":"c","value":"v","note":1}]"#)
        == [ExtraCell(column: "c", value: "v")])
    #expect(ColumnCoding.extraCells(#"[{"column":"c"}]"#) == nil)
  }
}
