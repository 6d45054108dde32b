/// Reads booleans as spreadsheets and people write them: TRUE/FALSE in any case, yes/no, 1/0.
enum BoolCell {
  /// The boolean in `bytes` (spaces around are ignored), or `nil`.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> Bool? {
    let bytes = bytes.trimmingSpaces
    if bytes.equalsIgnoringCase("true") || bytes.equalsIgnoringCase("yes")
      || bytes.equalsIgnoringCase("1") || bytes.equalsIgnoringCase("wahr")
    {
      return true
    }
    if bytes.equalsIgnoringCase("false") || bytes.equalsIgnoringCase("no")
      || bytes.equalsIgnoringCase("0") || bytes.equalsIgnoringCase("falsch")
    {
      return false
    }
    return nil
  }
}
