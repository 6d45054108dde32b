import Foundation
import GRDB

extension LedgerStore {
  /// The columns a history row's report is read from, in this order, by ``report(of:path:)``.
  static let historyReportColumns = "reportJSON, reportDeflated"

  /// The report of a history row read with ``historyReportColumns`` last: inflated when the
  /// merge kept it deflated, its text otherwise (a merge recorded before reports were deflated).
  ///
  /// - Throws: ``StoreError/Code/invalidData`` when the deflated report is no zlib stream.
  static func report(of row: Row, path: String) throws -> String {
    let deflatedIndex = row.count - 1
    let inflated: String?? = try row.withUnsafeData(atIndex: deflatedIndex) { deflated in
      guard let deflated else { return .none }
      return .some(deflated.withUnsafeBytes(DeflatedReport.inflate))
    }
    switch inflated {
    case .none: return try row.decode(atIndex: deflatedIndex - 1)
    case .some(.some(let report)): return report
    case .some(.none):
      throw StoreError.invalidData(
        path, table: "mergeHistory", column: "reportDeflated",
        value: "bytes that are no zlib stream")
    }
  }
}
