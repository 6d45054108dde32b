/// The release of the package, as `expense-sheets --version` reports it.
///
/// A `-dev` suffix marks a build between releases: the version the next release will carry.
///
/// Not `ExpenseSheetsVersion`: the symbol-graph extractor leaves out every symbol whose name
/// starts with its module's name and `Version` (as it does a framework's generated
/// `…VersionNumber`), so such a type would have no documentation page.
public enum ExpenseSheetsRelease {
  /// The version, in Semantic Versioning form.
  public static let current = "0.2.0-dev"
}
