import PropertyBased
import SheetCSV
import Testing

@testable import ExpenseSheets

@Suite("Unknown columns on export")
struct ExtraColumnsTests {
  /// A row's cells under `columns`, through the path that matches keys by name and occurrence.
  static func byKeys(_ cells: [ExtraCell], _ columns: WrittenExtraColumns) -> [UInt8] {
    var writer = CellWriter(csv: CSVWriter())
    columns.writeByKeys(cells, to: &writer)
    return writer.csv.bytes
  }

  @Test("Rows that share their columns' names and order are written as when keys are matched")
  func sameColumnsFastPath() async {
    let name = Gen<String?>.element(of: ["", "Notes", "notes", "Budget", "=1"])
    let value = Gen<String?>.element(of: ["", "x", "=SUM(A1)", "a,b", "0042"])
    // Most rows take a shared list of names; some carry their own.
    await propertyCheck(
      count: 500, input: name.array(of: 0...5), name.array(of: 0...5).array(of: 0...3),
      value.array(of: 0...5).array(of: 1...8)
    ) { shared, others, values in
      let names = [shared.map { $0 ?? "" }] + others.map { $0.map { $0 ?? "" } }
      let rows = values.enumerated().map { index, values in
        let rowNames = index % 3 == 2 ? names[index % names.count] : names[0]
        return zip(rowNames, values.map { $0 ?? "" } + Array(repeating: "", count: rowNames.count))
          .map { ExtraCell(column: $0, value: $1) }
      }
      var extra = ExtraColumns()
      for row in rows { extra.add(row) }
      let columns = extra.written
      for row in rows {
        var writer = CellWriter(csv: CSVWriter())
        columns.write(row, to: &writer)
        #expect(writer.csv.bytes == Self.byKeys(row, columns))
      }
      // Adding the rows one by one, each noted by its keys, gives the same columns.
      var keyed: [ExtraColumnKey] = []
      for row in rows {
        for key in ExtraColumnKey.keys(of: row) where !keyed.contains(key) { keyed.append(key) }
      }
      let unnamedWithContent = Set(
        rows.flatMap { row in
          zip(ExtraColumnKey.keys(of: row), row).filter { $0.name.isEmpty && !$1.value.isEmpty }
            .map(\.0)
        })
      #expect(columns.keys == keyed.filter { !$0.name.isEmpty || unnamedWithContent.contains($0) })
    }
  }

  @Test(
    "Columns numbered in order, and not",
    arguments: [
      ([("a", 0), ("b", 0), ("a", 1)], true), ([("", 1), ("x", 0)], false), ([], true),
      ([("a", 1)], false),
    ])
  func numberedInOrder(columns: [(String, Int)], expected: Bool) {
    let keys = columns.map { ExtraColumnKey(name: $0.0, occurrence: $0.1) }
    #expect(WrittenExtraColumns(keys).isNumberedInOrder == expected)
  }
}
