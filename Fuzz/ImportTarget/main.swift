// libFuzzer target for the whole import path: the bytes of one tab (the first byte picks which)
// to a decoded workbook with diagnostics, then validated and written back out.
// It must never crash, hang or lose a readable row on the way through the writer.
import ExpenseSheets
import Foundation

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let tab = Tab.allCases[Int(data[0]) % Tab.allCases.count]
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  guard let workbook = try? WorkbookReader().read(tabs: [tab: bytes]) else { return 0 }
  let validated = Validator().validate(workbook)
  // Whatever was loaded must write and read back to the same rows.
  let files = WorkbookWriter().encode(validated.ledger)
  guard let again = try? WorkbookReader().read(tabs: files) else {
    fatalError("the writer produced a workbook the reader refuses")
  }
  // An unnamed column whose loaded cells are all empty holds nothing and is not written back.
  func content(_ rows: [Transaction]) -> [Transaction] {
    rows.map { row in
      var row = row
      row.extraCells.removeAll { $0.column.isEmpty && $0.value.isEmpty }
      return row
    }
  }
  let reloaded = again.transactions?.rows.compactMap(\.value) ?? []
  if content(reloaded) != content(validated.ledger.transactions) {
    fatalError("transactions changed on a round trip")
  }
  return 0
}
