// A helper for ExpenseStoreTests' crash test: applies one large merge so that the test can
// kill the process with SIGKILL at a random moment.
//
// Usage: ExpenseStoreCrashHelper <store.sqlite> <a.json> <b.json>
//
// Reads two JSON ledgers, then merges into the store whichever of the two it does not hold
// (A when it holds B, B otherwise), also replacing the base snapshot. Prints `start` just
// before the merge and `done` after it.

import ExpenseSheets
import ExpenseStore
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(
    Data("usage: ExpenseStoreCrashHelper <store> <a.json> <b.json>\n".utf8))
  exit(2)
}
do {
  let decoder = JSONDecoder()
  let a = try decoder.decode(
    Ledger.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[2])))
  let b = try decoder.decode(
    Ledger.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[3])))
  let store = try LedgerStore(path: arguments[1])
  let current = try store.loadLedger()
  let target = current == b ? a : b
  let record = MergeRecord(
    time: Date(timeIntervalSince1970: 1_700_000_000), sourceFolder: target == a ? "A" : "B",
    totals: ["rows": target.transactions.count], reportJSON: "{}")
  FileHandle.standardOutput.write(Data("start\n".utf8))
  try store.applyMerge(merged: target, expectedCurrent: current, record: record, newBase: target)
  FileHandle.standardOutput.write(Data("done\n".utf8))
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
