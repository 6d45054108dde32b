extension CSVTable {
  /// Whether the input ends with a line break (CR or LF) after its last record. A file cut off
  /// inside its last record ends without one; so do the files some spreadsheets write, whole.
  ///
  /// - Complexity: O(1).
  public var endsWithLineBreak: Bool {
    storage.withUnsafeBytes { bytes in
      bytes.last == UInt8(ascii: "\n") || bytes.last == UInt8(ascii: "\r")
    }
  }
}
