extension WorkbookError {
  /// The error for a tab at `path` holding more text than any sheet does (2 GiB, the most a
  /// `CSVTable` indexes); `size` says how much it held, as far as it was read.
  static func oversizedTab(path: String, size: String) -> WorkbookError {
    WorkbookError(
      path: path,
      message: "the tab is larger than 2 GiB as text (\(size)), more than any sheet holds")
  }
}
