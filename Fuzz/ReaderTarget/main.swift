// libFuzzer target for the CSV reader: on every input the fast indexer (`CSVTable`) and the
// reference state machine (`CSVStreamParser`, fed in uneven chunks) must give the same records
// and the same stray-quote and unterminated-quote offsets, and neither may crash.
import SheetCSV

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let table = CSVTable(bytes: bytes)
  var fast: [[[UInt8]]] = []
  for record in 0..<table.recordCount {
    fast.append(
      (0..<table.fieldCount(ofRecord: record)).map { field in
        table.withFieldBytes(record: record, field: field) { Array($0) }
      })
  }
  var parser = CSVStreamParser()
  var reference: [[[UInt8]]] = []
  var start = 0
  var chunk = 1
  while start < bytes.count {
    let end = min(bytes.count, start + chunk)
    parser.feed(bytes[start..<end]) { reference.append($0) }
    start = end
    chunk = chunk * 3 % 17 + 1
  }
  parser.finish { reference.append($0) }
  if fast != reference { fatalError("CSVTable and CSVStreamParser disagree on the records") }
  let stray = table.issues.filter { $0.kind == .strayQuote }.map(\.position.byteOffset)
  if stray != parser.strayQuoteOffsets { fatalError("stray quotes disagree") }
  let open = table.issues.compactMap { issue -> Int? in
    if case .unterminatedQuote(let at) = issue.kind { return at.byteOffset }
    return nil
  }.first
  if open != parser.unterminatedQuoteOffset { fatalError("unterminated quotes disagree") }
  return 0
}
