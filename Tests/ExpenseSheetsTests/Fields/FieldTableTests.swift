import Foundation
import Testing

@testable import ExpenseSheets

/// Each tab's field table is the one list of its columns: the codec's `Column` cases, the
/// hand-written `decode` and `write`, and the merger's fields must follow it, so that a column
/// added to one of them and not to the table (or the other way round) fails here.
@Suite("Field tables")
struct FieldTableTests {
  /// One tab's codec, two rows that differ in every field, and where its decoded rows are.
  struct Case<Codec: TabCodec>: Sendable {
    var rows: [Codec.Row]
    var decoded: @Sendable (DecodedWorkbook) -> DecodedTab<Codec.Row>?
  }

  static let transactions = Case<TransactionsCodec>(
    rows: DistinctRows.transactions, decoded: { $0.transactions })
  static let receipts = Case<ReceiptsCodec>(rows: DistinctRows.receipts, decoded: { $0.receipts })
  static let categories = Case<CategoriesCodec>(
    rows: DistinctRows.categories, decoded: { $0.categories })
  static let recurringRules = Case<RecurringRulesCodec>(
    rows: DistinctRows.recurringRules, decoded: { $0.recurringRules })
  static let settings = Case<SettingsCodec>(rows: DistinctRows.settings, decoded: { $0.settings })

  /// Runs `check` on every tab.
  static func eachTab(_ check: (any TabCheck) throws -> Void) rethrows {
    try check(transactions)
    try check(receipts)
    try check(categories)
    try check(recurringRules)
    try check(settings)
  }

  @Test("The codec's columns are the field table's, key first")
  func columnsAreTheTable() {
    Self.eachTab { $0.checkColumns() }
  }

  @Test("Each field reads, copies and compares its own column and no other")
  func accessorsReachTheirOwnColumn() {
    Self.eachTab { $0.checkAccessors() }
  }

  @Test("The hand-written write and decode carry every field of the table")
  func writeAndDecodeFollowTheTable() throws {
    try Self.eachTab { try $0.checkRoundTrip() }
  }

  @Test("The merger merges every field but the key, lastModifiedAt and year/month")
  func mergeFields() {
    #expect(
      Transaction.mergeFields.map(\.name) == [
        "type", "date", "amount", "category", "tags", "note", "paidFlag", "reimbursedFlag",
        "recurringRuleId", "createdAt", "extra columns",
      ])
    #expect(
      Category.mergeFields.map(\.name) == [
        "type", "emoji", "colorHex", "isActive", "sortOrder", "createdAt", "extra columns",
      ])
    #expect(
      AppSettings.mergeFields.map(\.name) == [
        "schemaVersion", "timezone", "rootFolderId", "dataSpreadsheetId", "receiptsFolderId",
        "createdAt", "extra columns",
      ])
  }
}

/// The checks of one tab, whatever its codec.
protocol TabCheck {
  func checkColumns()
  func checkAccessors()
  func checkRoundTrip() throws
}

extension FieldTableTests.Case: TabCheck {
  var fields: [TabField<Codec.Row>] { Codec.Row.fields }

  func checkColumns() {
    // The cases are named as the fields: `name` is the field's, the case's own is its spelling.
    #expect(
      Codec.Column.allCases.map { String(describing: $0) } == fields.map(\.name), "\(Codec.tab)")
    #expect(Codec.Column.allCases.map(\.name) == fields.map(\.name), "\(Codec.tab)")
    #expect(Codec.keyColumn.name == fields.first?.name, "\(Codec.tab)")
    #expect(TabRecognizer.columnNames(of: Codec.tab) == fields.map(\.name), "\(Codec.tab)")
  }

  func checkAccessors() {
    let (a, b) = (rows[0], rows[1])
    let texts = { (row: Codec.Row) in fields.map { $0.text(row) } }
    for (index, field) in fields.enumerated() {
      var copied = a
      field.copy(&copied, b)
      var expected = texts(a)
      expected[index] = texts(b)[index]
      #expect(texts(copied) == expected, "\(Codec.tab).\(field.name)")
      for (other, otherField) in fields.enumerated() {
        #expect(otherField.isIdentical(copied, a) == (other != index), "\(field.name)")
        #expect(otherField.isEqual(copied, b) == (other == index), "\(field.name)")
      }
    }
  }

  func checkRoundTrip() throws {
    for row in rows {
      let bytes = TabEncoder.encode(Codec.self, rows: [row])
      let workbook = try WorkbookReader().read(tabs: [Codec.tab: bytes])
      let tab = try #require(decoded(workbook))
      #expect(tab.rows.map(\.value) == [row], "\(Codec.tab)")
    }
  }
}
