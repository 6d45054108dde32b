// libFuzzer target for the merge: the input holds two Transactions tabs (split at the first
// 0xFF byte), read as the local ledger and as the edited sheet, validated and merged, then
// merged again. It must never crash, lose a local key, leave out a sheet row it does not report
// rejected (a mistyped id is) or held back as suspicious (a row filled down is), or change
// anything the second time.
import ExpenseSheets
import Foundation

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let split = bytes.firstIndex(of: 0xFF) ?? bytes.count / 2
  let categories = Array("name,type,isActive\nFood,expense,TRUE\nRent,expense,TRUE\n".utf8)
  func sheet(_ transactions: ArraySlice<UInt8>) -> ValidatedSheet? {
    guard
      let workbook = try? WorkbookReader().read(tabs: [
        .transactions: Array(transactions), .categories: categories,
      ])
    else { return nil }
    return Validator().validate(workbook)
  }
  guard let local = sheet(bytes[..<split]),
    let edited = sheet(bytes[min(split + 1, bytes.count)...])
  else { return 0 }
  let options = MergeOptions(mergeTime: Date(timeIntervalSince1970: 1_800_000_000))
  guard
    let first = try? Merger().merge(local: local.ledger, sheet: edited, base: nil, options: options)
  else { return 0 }
  let mergedKeys = Set(first.ledger.transactions.map(\.transactionId))
  for transaction in local.ledger.transactions
  where !mergedKeys.contains(transaction.transactionId) {
    fatalError("a local key disappeared in the merge")
  }
  let reported = Set(
    first.report.changes.lazy.filter { $0.action == .rejected || $0.action == .suspicious }
      .compactMap(\.key))
  for transaction in edited.ledger.transactions
  where !mergedKeys.contains(transaction.transactionId)
    && !reported.contains(.transaction(transaction.transactionId))
  {
    fatalError("a sheet row was left out of the merge without being reported rejected or held back")
  }
  guard
    let second = try? Merger().merge(
      local: first.ledger, sheet: edited, base: nil, options: options)
  else { fatalError("the second merge threw") }
  if second.ledger != first.ledger { fatalError("merging the same sheet twice changed the ledger") }
  return 0
}
