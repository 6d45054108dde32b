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

  /// The file at the file URL `url`, named by its last path component: what a document picker
  /// or a download gives an app.
  ///
  /// - Throws: ``WorkbookError`` naming the file when it cannot be read.
  public init(contentsOf url: URL) throws {
    do {
      self.init(name: url.lastPathComponent, data: try Data(contentsOf: url))
    } catch {
      throw WorkbookError(path: url.path, message: "cannot read the file: \(error)")
    }
  }
}
