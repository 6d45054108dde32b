// MergeBenchmark: merges two 714,285-row Transactions tabs in memory (10% of rows changed on
// each side, the last export as base) and, in the same run, reads the same tab from CSV with
// SheetCSV (the issue's yardstick) and decodes it to rows.
//
// Run in release mode: `swift build -c release --product MergeBenchmark &&
// .build/release/MergeBenchmark Data/Transactions.csv 5 [--merge-only]`.
// Prints the median wall time of each step and the merge's ratio to the read.

import BenchmarkTiming
import ExpenseSheets
import Foundation
import SheetCSV

let arguments = CommandLine.arguments
let path = arguments.count > 1 ? arguments[1] : "Data/Transactions.csv"
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
/// `--merge-only` times the merge alone, for profiling it.
let mergeOnly = arguments.contains("--merge-only")

let original = Validator().validate(try WorkbookReader().read(paths: [path])).ledger.transactions
guard !original.isEmpty else {
  fatalError("\(path) is not a Transactions tab")
}
let rowCount = original.count
let later = Date(timeIntervalSince1970: 1_900_000_000)

// The app changed 10% of the rows since the export (a later note), the sheet another 10% (the
// amount, typed over without touching lastModifiedAt), and 1% of the rows on both sides.
var local = original
var sheetRows = original
for index in stride(from: 3, to: rowCount, by: 10) {
  local[index].note = "changed in the app"
  local[index].lastModifiedAt = later
}
for index in stride(from: 7, to: rowCount, by: 10) {
  sheetRows[index].amount += 1
}
for index in stride(from: 3, to: rowCount, by: 100) {
  sheetRows[index].note = "changed in the sheet too"
}
let sheet = ValidatedSheet(
  ledger: Ledger(transactions: sheetRows), diagnostics: [],
  sheetRows: [.transactions: Array(2..<(rowCount + 2))], presentTabs: [.transactions])
let base = Ledger(transactions: original)
let options = MergeOptions(mergeTime: Date(timeIntervalSince1970: 2_000_000_000))
let localLedger = Ledger(transactions: local)

var reads: [Double] = []
var decodes: [Double] = []
var merges: [Double] = []
var result: MergeResult?
for run in 1...runs {
  if mergeOnly {
    merges.append(
      try seconds {
        _ = try Merger().merge(local: localLedger, sheet: sheet, base: base, options: options)
      })
    continue
  }
  reads.append(
    try seconds {
      let table = try CSVTable(contentsOfFile: path)
      precondition(table.recordCount == rowCount + 1)
    })
  decodes.append(
    try seconds {
      let workbook = try WorkbookReader().read(paths: [path])
      let missing = workbook.diagnostics.contains {
        $0.code == .missingTab && $0.tab == .transactions
      }
      precondition(!missing)
    })
  result = nil  // the previous result is freed outside the timing
  merges.append(
    try seconds {
      result = try Merger().merge(local: localLedger, sheet: sheet, base: base, options: options)
    })
  print(
    "run \(run): read \(reads.last!) s, read and decode \(decodes.last!) s, merge \(merges.last!) s"
  )
}
if mergeOnly {
  print("merge: median \(String(format: "%.3f", median(merges))) s")
  exit(0)
}
let totals = result!.report.summary.totals[Tab.transactions.rawValue] ?? [:]
print("merge totals: \(totals.filter { $0.value > 0 }.map { "\($0.key) \($0.value)" }.sorted())")
let read = median(reads)
let merge = median(merges)
for (name, time) in [
  ("SheetCSV read of Transactions.csv", read), ("read and decode to rows", median(decodes)),
  ("merge of two tabs, with base", merge),
] {
  print("\(name): median \(String(format: "%.3f", time)) s, \(Int(Double(rowCount) / time)) rows/s")
}
print("merge / read = \(String(format: "%.2f", merge / read))")
