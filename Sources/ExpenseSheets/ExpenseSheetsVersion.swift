/// The version of the package, as `expense-sheets --version` reports it.
///
/// A `-dev` suffix marks a build between releases: the version the next release will carry.
public enum ExpenseSheetsVersion {
  /// The version, in Semantic Versioning form.
  public static let current = "0.2.0-dev"
}
