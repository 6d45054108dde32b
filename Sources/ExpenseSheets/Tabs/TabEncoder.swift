import SheetCSV

/// The shared driver that writes any tab canonically: the known columns in export order, then
/// the unknown columns the rows carry, in the order they were first seen; text cells guarded.
enum TabEncoder {
  /// The CSV bytes of a tab.
  ///
  /// - Complexity: O(cells).
  static func encode<Codec: TabCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], writeBOM: Bool = false
  ) -> [UInt8] {
    let columns = Codec.Column.allCases
    var extraNames: [String] = []
    var seen: Set<String> = []
    for row in rows {
      for cell in Codec.extraCells(of: row) where seen.insert(cell.column).inserted {
        extraNames.append(cell.column)
      }
    }
    let isText = columns.map { $0.kind == .text }
    var writer = CSVWriter(configuration: .init(writeBOM: writeBOM))
    writer.writeRecord(columns.map(\.name) + extraNames)
    var record: [String] = []
    record.reserveCapacity(columns.count + extraNames.count)
    for row in rows {
      record.removeAll(keepingCapacity: true)
      for (index, cell) in Codec.encode(row).enumerated() {
        record.append(isText[index] ? TextGuard.guarded(cell) : cell)
      }
      if !extraNames.isEmpty {
        let extras = Codec.extraCells(of: row)
        for name in extraNames {
          let value = extras.first { $0.column == name }?.value ?? ""
          record.append(TextGuard.formulaGuarded(value))
        }
      }
      writer.writeRecord(record)
    }
    return writer.bytes
  }
}
