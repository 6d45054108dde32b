// StoreBenchmark: saves and loads the largest ledger a Google Sheet can hold
// (714,285 transactions) with ExpenseStore, loads it again with no write since (the ledger the
// store kept), applies a merge where 10% of the rows changed, and records the merged ledger,
// loaded again, as the base of the next merge (what export does).
//
// Run in release mode: `swift run -c release StoreBenchmark [rows]`.
// Prints the median of 3 wall times for each step, and rows per second.

import BenchmarkTiming
import ExpenseSheets
import ExpenseStore
import Foundation

/// SplitMix64: the same ledger on every run.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func makeLedger(transactions count: Int) -> Ledger {
  var random = SplitMix(state: 42)
  func uuid() -> UUID {
    withUnsafeBytes(of: (random.next(), random.next())) { UUID(uuid: $0.load(as: uuid_t.self)) }
  }
  func timestamp() -> Date {
    Date(
      timeIntervalSince1970: Double(1_600_000_000_000 + Int64(random.next() % 200_000_000_000))
        / 1000)
  }
  let categories = ["Food", "Rent", "Travel", "Salary", "Utilities", "Fun", "Health", "Gifts"]
  let notes = ["", "", "lunch with team", "Café Müller", "monthly", "taxi to airport"]
  var transactions: [Transaction] = []
  transactions.reserveCapacity(count)
  for index in 0..<count {
    let cents = Int(random.next() % 2_000_000) + 1
    transactions.append(
      Transaction(
        transactionId: uuid(), type: index % 10 == 0 ? .income : .expense,
        date: SheetDate(daysSinceEpoch: 18_000 + Int(random.next() % 2_000))!,
        amount: Decimal(cents) / 100, category: categories[Int(random.next() % 8)],
        tags: index % 3 == 0 ? "work,travel" : "", note: notes[Int(random.next() % 6)],
        paidFlag: index % 2 == 0 ? .paid : nil,
        reimbursedFlag: index % 5 == 0 ? .unreimbursed : nil,
        recurringRuleId: nil, createdAt: timestamp(), lastModifiedAt: timestamp()))
  }
  let categoryRows = categories.map {
    ExpenseSheets.Category(
      name: $0, type: .both, createdAt: Date(timeIntervalSince1970: 1_600_000_000),
      lastModifiedAt: Date(timeIntervalSince1970: 1_600_000_000))
  }
  return Ledger(transactions: transactions, categories: categoryRows)
}

let rows = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 714_285 : 714_285
print("generating \(rows) transactions...")
let ledger = makeLedger(transactions: rows)
var edited = ledger
for index in stride(from: 0, to: edited.transactions.count, by: 10) {
  edited.transactions[index].note = "edited"
  edited.transactions[index].lastModifiedAt = Date(timeIntervalSince1970: 1_800_000_000)
}
let record = MergeRecord(
  time: Date(timeIntervalSince1970: 1_800_000_000), sourceFolder: "bench", totals: [:],
  reportJSON: "{}")

var saves: [Double] = []
var loads: [Double] = []
var reloads: [Double] = []
var exports: [Double] = []
var merges: [Double] = []
for run in 1...3 {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "StoreBenchmark-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let store = try LedgerStore(path: folder.appendingPathComponent(LedgerStore.defaultFileName).path)
  saves.append(try seconds { try store.replaceLedger(with: ledger) })
  var loaded = Ledger()
  loads.append(try seconds { loaded = try store.loadLedger() })
  precondition(loaded == ledger, "the loaded ledger differs from the saved one")
  // Loaded again with no write since, as a validation followed by a merge loads it.
  reloads.append(try seconds { loaded = try store.loadLedger() })
  precondition(loaded == ledger, "the ledger loaded again differs from the saved one")
  merges.append(
    try seconds { try store.applyMerge(merged: edited, expectedCurrent: nil, record: record) })
  let current = try store.loadLedger()
  exports.append(
    try seconds { try store.recordExport(of: current, at: Date(), folder: folder.path) })
  print(
    "run \(run): save \(saves.last!) s, load \(loads.last!) s, load again \(reloads.last!) s, "
      + "merge 10% \(merges.last!) s, "
      + "record export \(exports.last!) s")
}
for (name, times) in [
  ("save", saves), ("load", loads), ("load again, no write since", reloads),
  ("merge (10% changed)", merges), ("record export", exports),
] {
  let time = median(times)
  print("\(name): median \(String(format: "%.3f", time)) s, \(Int(Double(rows) / time)) rows/s")
}
