import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

/// A date of three numbers and a mark between them (`7/3/2025`) is read without the general
/// scan; it must read as the general scan reads it. A comma after the date (`7/3/2025,`) is
/// a filler the general scan skips and the short path does not take, so it reads the same text
/// through the general scan.
@Suite struct NumericDateShapeTests {
  /// Three numbers of one to five digits (leading zeros kept), each of `/`, `-`, `.` or `:`
  /// between them.
  static let texts = Gen.int(in: 0...99_999).array(of: 8...8).map(text(from:))

  /// The text eight numbers describe: three values, their widths, then the two marks.
  static func text(from numbers: [Int]) -> String {
    let marks = Array("/-.:")
    var text = ""
    for index in 0..<3 {
      let width = numbers[3 + index] % 5 + 1
      let digits = String(numbers[index]).suffix(width)
      text += String(repeating: "0", count: width - digits.count) + digits
      if index < 2 { text.append(marks[numbers[6 + index] % 4]) }
    }
    return text
  }

  @Test func readsAsTheGeneralScanReads() async {
    await propertyCheck(input: Self.texts) { text in
      #expect(Self.shape(text) == Self.shape(text + ","), "\(text)")
    }
  }

  @Test(
    arguments: [
      ("7/3/2025", true), ("03.07.25", true), ("2025-7-3", true), ("13/13/2025", false),
      ("7/3-2025", true), ("31.02.2025", false),
    ])
  func readsTheFormsSpreadsheetsWrite(text: String, reads: Bool) {
    #expect((Self.shape(text) != nil) == reads)
    #expect(Self.shape(text) == Self.shape(text + ","))
  }

  private static func shape(_ text: String) -> DateShape? {
    var text = text
    return text.withUTF8 { DateCell.shape(UnsafeRawBufferPointer($0)) }
  }
}
