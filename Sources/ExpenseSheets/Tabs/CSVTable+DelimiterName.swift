import SheetCSV

extension CSVTable {
  /// The delimiter's name in messages: `comma`, `semicolon`, `tab`, or the character quoted.
  var delimiterName: String {
    switch delimiter {
    case UInt8(ascii: ","): "comma"
    case UInt8(ascii: ";"): "semicolon"
    case UInt8(ascii: "\t"): "tab"
    default: "\"\(Character(Unicode.Scalar(delimiter)))\""
    }
  }
}
