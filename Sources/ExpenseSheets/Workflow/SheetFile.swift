import Foundation

/// One tab of a workbook as a file: its name and its bytes, as an app downloads or shares it.
public struct SheetFile: Sendable, Hashable {
  /// The file name, such as `Transactions.csv` or `Budget - Transactions.tsv`.
  public var name: String
  /// The file's bytes.
  public var data: Data

  /// Creates a sheet file.
  public init(name: String, data: Data) {
    self.name = name
    self.data = data
  }
}
