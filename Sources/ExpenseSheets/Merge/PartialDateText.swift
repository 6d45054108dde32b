import Foundation

/// The numbers and month name of a text that reads as part of a date (`1/2`, `5 Jan 14:03`),
/// the numbers of a time of day (those beside a `:`) left out.
struct PartialDateText {
  /// The numbers, in the text's order.
  private(set) var numbers: [Int] = []
  /// The month a month name in the text names.
  private(set) var month: Int?

  /// Reads the numbers and the first month name of `text`.
  init(_ text: String) {
    var index = text.startIndex
    var afterColon = false
    func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
    while index < text.endIndex {
      let character = text[index]
      if isDigit(character) {
        let end = text[index...].firstIndex { !isDigit($0) } ?? text.endIndex
        if !afterColon, text[end...].first != ":" {
          // Too many digits for any part of a date: a number no day matches.
          let digits = text[index..<end]
          numbers.append(digits.count <= 6 ? Int(digits)! : -1)
        }
        afterColon = false
        index = end
      } else if character.isLetter {
        let end = text[index...].firstIndex { !$0.isLetter } ?? text.endIndex
        if month == nil {
          var word = String(text[index..<end])
          month = word.withUTF8 { MonthNames.month(UnsafeRawBufferPointer($0)) }
        }
        afterColon = false
        index = end
      } else {
        afterColon = character == ":"
        index = text.index(after: index)
      }
    }
  }

  /// Whether a spreadsheet could read this text as `day`: its month is the text's month name or
  /// one of its numbers, its day another of them (or the 1st, for a month and year alone), and
  /// a number left over is its year, written whole or with two digits.
  func couldRead(as day: SpreadsheetRewrite.ShownDay) -> Bool {
    var left = numbers
    func take(_ number: Int) -> Bool {
      guard let position = left.firstIndex(of: number) else { return false }
      left.remove(at: position)
      return true
    }
    if let month {
      guard month == day.month else { return false }
    } else {
      guard take(day.month) else { return false }
    }
    guard take(day.day) || day.day == 1 else { return false }
    switch left.count {
    case 0: return true
    case 1: return day.year.map { left[0] == $0 || left[0] == $0 % 100 } ?? true
    default: return false
    }
  }
}
