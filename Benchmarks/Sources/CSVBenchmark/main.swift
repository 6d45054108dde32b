// Reads one Transactions.csv of 714,285 rows (10 million cells, the Google Sheets maximum) with
// SheetCSV, SwiftCSV and CSV.swift, every field materialised as a String in each, and with
// SheetCSV's zero-copy path (the file read, or memory-mapped); each reader runs in its own child process so peak memory is its own.
//
// Usage: swift run -c release CSVBenchmark [path] [runs]
import CSV
import ExpenseSheets
import Foundation
import SheetCSV
import SwiftCSV

let arguments = CommandLine.arguments
let defaultPath = "Data/Transactions.csv"

/// Runs one reader in this process and prints `records seconds peakKiB`.
func runReader(_ name: String, path: String) throws {
  let start = Date()
  var records = 0
  var checksum = 0
  switch name {
  case "sheetcsv-zero-copy":
    let table = try CSVTable(contentsOfFile: path)
    records = table.recordCount
    for record in 0..<table.recordCount {
      for field in 0..<table.fieldCount(ofRecord: record) {
        checksum &+= table.withFieldBytes(record: record, field: field) { $0.count }
      }
    }
  case "sheetcsv-zero-copy-mapped":
    let table = try CSVTable(contentsOfFile: path, access: .memoryMapped)
    records = table.recordCount
    for record in 0..<table.recordCount {
      for field in 0..<table.fieldCount(ofRecord: record) {
        checksum &+= table.withFieldBytes(record: record, field: field) { $0.count }
      }
    }
  case "sheetcsv-string":
    let table = try CSVTable(contentsOfFile: path)
    records = table.recordCount
    for record in 0..<table.recordCount {
      for field in 0..<table.fieldCount(ofRecord: record) {
        checksum &+= table.string(record: record, field: field).utf8.count
      }
    }
  case "swiftcsv":
    let csv = try SwiftCSV.CSV<Enumerated>(url: URL(fileURLWithPath: path), loadColumns: false)
    records = csv.rows.count + 1
    for row in csv.rows { for field in row { checksum &+= field.utf8.count } }
  case "csv.swift":
    let stream = InputStream(fileAtPath: path)!
    let reader = try CSVReader(stream: stream)
    while let row = reader.next() {
      records += 1
      for field in row { checksum &+= field.utf8.count }
    }
  default:
    fatalError("unknown reader \(name)")
  }
  let seconds = Date().timeIntervalSince(start)
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  print(records, seconds, usage.ru_maxrss, checksum)
}

/// Writes the benchmark file if it is missing: the sample ledger's Transactions tab.
func ensureData(path: String) throws {
  guard !FileManager.default.fileExists(atPath: path) else { return }
  try FileManager.default.createDirectory(
    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  let ledger = SampleLedger.make(transactions: 714_285, seed: 42)
  let files = WorkbookWriter().encode(Ledger(transactions: ledger.transactions))
  try Data(files[.transactions]!).write(to: URL(fileURLWithPath: path))
}

if arguments.count >= 3, arguments[1] == "--read-all" {
  // The floor of the pipeline: every tab file of a folder indexed, every field touched.
  var checksum = 0
  for name in try FileManager.default.contentsOfDirectory(atPath: arguments[2])
  where name.hasSuffix(".csv") {
    let table = try CSVTable(contentsOfFile: arguments[2] + "/" + name)
    for record in 0..<table.recordCount {
      for field in 0..<table.fieldCount(ofRecord: record) {
        checksum &+= table.withFieldBytes(record: record, field: field) { $0.count }
      }
    }
  }
  print(checksum)
  exit(0)
}

if arguments.count >= 4, arguments[1] == "--child" {
  try runReader(arguments[2], path: arguments[3])
  exit(0)
}

let path = arguments.count > 1 ? arguments[1] : defaultPath
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
try ensureData(path: path)
let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
let size = Double(try FileManager.default.attributesOfItem(atPath: resolved)[.size] as! Int)

/// Runs a command `runs` times, returning the median seconds and the largest peak.
func measure(_ command: [String]) throws -> (seconds: Double, peakMiB: Double, records: Int) {
  var times: [Double] = []
  var peak = 0.0
  var records = 0
  for _ in 0..<runs {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let parts = output.split(separator: " ")
    records = Int(parts[0]) ?? 0
    times.append(Double(parts[1]) ?? .nan)
    peak = max(peak, (Double(parts[2]) ?? 0) / 1024)
  }
  return (times.sorted()[times.count / 2], peak, records)
}

let me = CommandLine.arguments[0]
var results: [(String, Double, Double, Int)] = []
for reader in [
  "sheetcsv-zero-copy", "sheetcsv-string", "sheetcsv-zero-copy-mapped", "csv.swift", "swiftcsv",
] {
  let result = try measure([me, "--child", reader, path])
  results.append((reader, result.seconds, result.peakMiB, result.records))
}
let python = try measure([
  "/usr/bin/env", "python3", "-c",
  """
  import csv, sys, time, resource
  start = time.time(); n = 0; total = 0
  with open(sys.argv[1], newline='', encoding='utf-8') as f:
      for row in csv.reader(f):
          n += 1
          for field in row: total += len(field)
  print(n, time.time() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, total)
  """, path,
])
results.append(("python csv", python.seconds, python.peakMiB, python.records))

print("file: \(path), \(String(format: "%.1f", size / 1_000_000)) MB, median of \(runs) runs")
print("reader                       seconds     MB/s    records/s   peak MiB")
for (name, seconds, peak, records) in results {
  print(
    name.padding(toLength: 26, withPad: " ", startingAt: 0),
    String(
      format: "%9.3f %8.1f %12.0f %10.1f", seconds, size / seconds / 1_000_000,
      Double(records) / seconds, peak))
}
let stringTime = results[1].1
for (name, seconds, _, _) in results.dropFirst(3) {
  print("sheetcsv-string is \(String(format: "%.1f", seconds / stringTime))x faster than \(name)")
}
