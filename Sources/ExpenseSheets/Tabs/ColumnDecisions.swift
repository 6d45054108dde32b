import Foundation
import SheetCSV

/// What the values of a tab decide about its locale: each date column's day/month order and
/// each money column's decimal separator.
///
/// A cell that can be read only one way (`25/01/2025`, `12,50`) is evidence; the column follows
/// its evidence (the majority, if cells disagree), then the tab's other date columns, then the
/// explicit option; money with no evidence follows the file's delimiter (`;` files come from
/// decimal-comma locales).
struct ColumnDecisions: Sendable {
  /// The decided order of each column, by column index; `nil` when undecided or not a date.
  var dateOrders: [DateOrder?]
  /// The decided separator of each column, by column index.
  var separators: [DecimalSeparator]
  /// How each decision was made, for messages, by column index.
  var reasons: [String?]

  /// Decides every date, timestamp and money column of a tab.
  static func decide<Column: TabColumn>(
    _ columns: Column.Type, table: CSVTable, sheetColumns: [Int], dataRecords: Range<Int>,
    options: ReadOptions
  ) -> ColumnDecisions {
    let count = Column.allCases.count
    var decisions = ColumnDecisions(
      dateOrders: Array(repeating: nil, count: count),
      separators: Array(repeating: .point, count: count),
      reasons: Array(repeating: nil, count: count))
    let counts = evidenceCounts(
      columns, table: table, sheetColumns: sheetColumns, dataRecords: dataRecords)
    var pooled = (dayFirst: 0, monthFirst: 0)
    var undecidedDateColumns: [Int] = []
    for column in Column.allCases {
      let sheetColumn = sheetColumns[column.index]
      guard sheetColumn >= 0 else { continue }
      switch column.kind {
      case .date, .timestamp:
        let (dayFirst, monthFirst) = counts[column.index]
        pooled.dayFirst += dayFirst
        pooled.monthFirst += monthFirst
        if let order = options.dateOrder {
          decisions.dateOrders[column.index] = order
          decisions.reasons[column.index] = "dates are read \(order.phrase) as asked"
        } else if dayFirst + monthFirst > 0 {
          let order: DateOrder = dayFirst >= monthFirst ? .dmy : .mdy
          decisions.dateOrders[column.index] = order
          decisions.reasons[column.index] =
            "dates in this column are read \(order.phrase), decided from \(max(dayFirst, monthFirst)) cells that can be read only that way"
        } else {
          undecidedDateColumns.append(column.index)
        }
      case .money:
        let (points, commas) = counts[column.index]
        let separator: DecimalSeparator
        let reason: String
        if let chosen = options.decimalSeparator {
          (separator, reason) = (chosen, "the decimal separator is a \(chosen.rawValue) as asked")
        } else if points + commas > 0 {
          separator = points >= commas ? .point : .comma
          reason =
            "the decimal separator of this column is a \(separator.rawValue), decided from \(max(points, commas)) cells"
        } else if table.delimiter == UInt8(ascii: ";") {
          (separator, reason) = (
            .comma, "the decimal separator is a comma, as in `;`-separated files"
          )
        } else {
          (separator, reason) = (.point, "the decimal separator is a point")
        }
        decisions.separators[column.index] = separator
        decisions.reasons[column.index] = reason
      default:
        break
      }
    }
    if pooled.dayFirst + pooled.monthFirst > 0 {
      let order: DateOrder = pooled.dayFirst >= pooled.monthFirst ? .dmy : .mdy
      for index in undecidedDateColumns {
        decisions.dateOrders[index] = order
        decisions.reasons[index] =
          "dates are read \(order.phrase), decided from the tab's other date columns"
      }
    }
    return decisions
  }

  /// How many cells of each date, timestamp and money column can be read only one way: for a
  /// date column (day-first, month-first), for a money column (point, comma), by column index.
  /// A large tab is counted in chunks side by side.
  private static func evidenceCounts<Column: TabColumn>(
    _ columns: Column.Type, table: CSVTable, sheetColumns: [Int], dataRecords: Range<Int>
  ) -> [(Int, Int)] {
    let counted: [(index: Int, sheetColumn: Int, isMoney: Bool, isDate: Bool)] =
      Column.allCases.compactMap { column in
        let sheetColumn = sheetColumns[column.index]
        guard sheetColumn >= 0 else { return nil }
        switch column.kind {
        case .money: return (column.index, sheetColumn, true, false)
        case .date: return (column.index, sheetColumn, false, true)
        case .timestamp: return (column.index, sheetColumn, false, false)
        default: return nil
        }
      }
    let chunkCount = dataRecords.count >= 50_000 ? ProcessInfo.processInfo.activeProcessorCount : 1
    let chunkSize = (dataRecords.count + chunkCount - 1) / max(1, chunkCount)
    let results = ConcurrentResults(count: chunkCount)
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let lower = dataRecords.lowerBound + chunk * chunkSize
      let records = lower..<min(dataRecords.upperBound, lower + chunkSize)
      // Record by record, so that each record's fields are read while its bytes are in cache.
      var counts = Array(repeating: (0, 0), count: Column.allCases.count)
      for record in records {
        for column in counted {
          table.withFieldBytes(record: record, field: column.sheetColumn) { bytes in
            if column.isMoney {
              switch MoneyCell.evidence(bytes) {
              case .point: counts[column.index].0 += 1
              case .comma: counts[column.index].1 += 1
              case nil: break
              }
            } else {
              switch dateEvidence(bytes, isDate: column.isDate) {
              case .dayFirst: counts[column.index].0 += 1
              case .monthFirst: counts[column.index].1 += 1
              case .none: break
              }
            }
          }
        }
      }
      results.set(chunk, counts)
    }
    var total = Array(repeating: (0, 0), count: Column.allCases.count)
    for chunk in 0..<chunkCount {
      let counts: [(Int, Int)] = results.take(chunk) ?? []
      for (index, count) in counts.enumerated() {
        total[index] = (total[index].0 + count.0, total[index].1 + count.1)
      }
    }
    return total
  }

  /// The decision behind a column's reading, to append to a message.
  func note(for index: Int) -> String {
    guard let reason = reasons[index] else { return "" }
    return " (\(reason))"
  }

  private static func dateEvidence(_ bytes: UnsafeRawBufferPointer, isDate: Bool) -> DateEvidence {
    // The canonical forms carry no evidence; skip them without parsing.
    if bytes.count >= 10, isDigit(bytes[0]), bytes[4] == UInt8(ascii: "-") { return .none }
    if isDate { return DateCell.shape(bytes)?.evidence ?? .none }
    return TimestampCell.shape(bytes)?.date.evidence ?? .none
  }
}

extension DateOrder {
  /// How the order reads in a sentence.
  var phrase: String {
    switch self {
    case .ymd: "year-first"
    case .mdy: "month-first"
    case .dmy: "day-first"
    }
  }
}
