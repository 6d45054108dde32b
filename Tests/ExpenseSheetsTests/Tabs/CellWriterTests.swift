import Foundation
import PropertyBased
import SheetCSV
import Testing

@testable import ExpenseSheets

/// Transactions and Receipts export through `CellWriter`; their bytes must be those of the
/// `String` path that every other tab takes (`encode(_:)`, text guarded, then CSV).
@Suite("Writing cells directly")
struct CellWriterTests {
  /// The tab's bytes through the `String` path, whatever the codec offers: its header, then
  /// each row's `encode(_:)` cells, text guarded, as CSV records.
  static func throughStrings<Codec: TabCodec>(_ codec: Codec.Type, _ rows: [Codec.Row]) -> [UInt8] {
    let isText = Codec.Column.allCases.map { $0.kind == .text }
    var writer = CSVWriter()
    writer.writeRecord(TabRecognizer.columnNames(of: Codec.tab))
    for row in rows {
      writer.writeRecord(
        zip(Codec.encode(row), isText).map { cell, isText in
          isText ? TextGuard.guarded(cell) : cell
        })
    }
    return writer.bytes
  }

  /// Texts that need the guard, quoting, or neither.
  static let awkwardTexts = [
    "", "plain", "=SUM(A1)", "+1", "-5", "@home", "'quoted", "''", "12.50", "1/2", "TRUE",
    "2025-01-05", "a,b", "say \"hi\"", "line\nbreak", " padded ", "Café 🎁", "0042", "5 Jan",
    "20231008_Food_1DEF11A0-049C-49F4-999A-4356A5C06534_1.jpg", "\t", "x\r\ny",
  ]

  @Test("A sample ledger's large tabs are written as through strings")
  func sampleLedger() {
    let ledger = SampleLedger.make(transactions: 3_000, seed: 7)
    #expect(
      TabEncoder.encode(TransactionsCodec.self, rows: ledger.transactions)
        == Self.throughStrings(TransactionsCodec.self, ledger.transactions))
    #expect(
      TabEncoder.encode(ReceiptsCodec.self, rows: ledger.receipts)
        == Self.throughStrings(ReceiptsCodec.self, ledger.receipts))
  }

  @Test("Any text, id and amount is written as through strings")
  func anyRow() async {
    let text = Gen.oneOf(
      Gen.element(of: Self.awkwardTexts).map { $0 ?? "" },
      Gen.character(in: "\u{0}"..."\u{7F}").string(of: 0...12))
    let cents = Gen.int(in: -100_000...100_000)
    await propertyCheck(input: text.array(of: 3...3), cents, Gen.bool) { texts, cents, hasRule in
      let transaction = Transaction(
        transactionId: UUID(), type: .expense, date: SheetDate(year: 2025, month: 1, day: 5)!,
        amount: Decimal(cents) / 100, category: texts[0], tags: texts[1], note: texts[2],
        paidFlag: hasRule ? .paid : nil, recurringRuleId: hasRule ? UUID() : nil,
        createdAt: Date(timeIntervalSince1970: Double(cents) * 1000.123),
        lastModifiedAt: Date(timeIntervalSince1970: 1_700_000_000.5))
      let receipt = Receipt(
        receiptId: UUID(), transactionId: transaction.transactionId, driveFileId: texts[0],
        fileName: texts[2], createdAt: transaction.createdAt,
        lastModifiedAt: transaction.lastModifiedAt)
      #expect(
        TabEncoder.encode(TransactionsCodec.self, rows: [transaction])
          == Self.throughStrings(TransactionsCodec.self, [transaction]))
      #expect(
        TabEncoder.encode(ReceiptsCodec.self, rows: [receipt])
          == Self.throughStrings(ReceiptsCodec.self, [receipt]))
    }
  }
}
