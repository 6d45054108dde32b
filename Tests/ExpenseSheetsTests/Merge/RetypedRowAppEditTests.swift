import Foundation
import Testing

@testable import ExpenseSheets

/// A row typed in the sheet without an id, merged, changed in the app, then edited in the sheet
/// again (still without an id): its id gives its cells as first merged, and the two edits merge
/// field by field against them; when they cannot be told, the app's edit is not undone silently.
@Suite("A typed row edited in the sheet after the app changed it")
struct RetypedRowAppEditTests {
  private typealias F = MergeFixture

  /// One edit of a transaction: on the amount, the note, or none.
  enum Edit: Sendable, CustomTestStringConvertible {
    /// The amount set to this decimal text.
    case amount(String)
    /// The note set to this text.
    case note(String)
    /// No edit.
    case none

    /// The edit as a test case's name shows it.
    var testDescription: String {
      switch self {
      case .amount(let amount): "amount \(amount)"
      case .note(let note): "note \"\(note)\""
      case .none: "nothing"
      }
    }

    /// `row` with the edit made.
    func applied(to row: Transaction) -> Transaction {
      var row = row
      switch self {
      case .amount(let amount): row.amount = Decimal(string: amount)!
      case .note(let note): row.note = note
      case .none: break
      }
      return row
    }
  }

  /// A transaction as a person types it: no id, no timestamps.
  private static let typed = Transaction(
    transactionId: RowPlaceholder.id, type: .expense,
    date: SheetDate(year: 2023, month: 3, day: 15)!, amount: Decimal(string: "50.00")!,
    category: "Food", paidFlag: .paid, createdAt: RowPlaceholder.time,
    lastModifiedAt: RowPlaceholder.time)

  /// `row` with the id the sheet's reading derives for it, as the only row typed in its tab.
  private static func derivingId(_ row: Transaction) -> Transaction {
    var rows = [DecodedRow(sheetRow: 2, value: row, key: nil, isMissingKey: true)]
    TabDecoder.deriveIdsOfTypedRows(TransactionsCodec.self, rows: &rows, at: [0])
    return rows[0].value!
  }

  /// The row a merge of `typed` added at `F.t1`, then changed by `app` at `F.t2` (unless
  /// `app` is none).
  private static func local(app: Edit) -> Transaction {
    var row = app.applied(to: derivingId(typed))
    row.createdAt = F.t1
    row.lastModifiedAt = if case .none = app { F.t1 } else { F.t2 }
    return row
  }

  /// The sheet holding `row` as typed (no id, no timestamps) under the id its cells give.
  private static func sheet(typed row: Transaction) -> ValidatedSheet {
    let row = derivingId(row)
    var sheet = F.sheet(F.ledger([row]), typed: [row.rowKey])
    sheet.typedRowGaps = [row.rowKey: TypedRowGaps(isMissingKey: true, isMissingStamp: true)]
    return sheet
  }

  @Test(
    "The typed row's cells as first merged are the base: each side's edit is kept, a clash keeps the app's",
    arguments: [
      (
        Edit.note("app: split with Sam"), Edit.amount("52.00"), "52.00", "app: split with Sam",
        MergeAction.updated,
        "the sheet changed amount and the app (or a later merge) note since: both kept"
      ),
      (
        .amount("51.00"), .amount("52.00"), "51.00", "", .conflict,
        "the local values stay and the sheet's are listed here"
      ),
      (.none, .amount("52.00"), "52.00", "", .updated, "its values replace the local ones"),
      (
        .note("app"), .note("sheet"), "50.00", "app", .conflict,
        "the local values stay and the sheet's are listed here"
      ),
    ] as [(Edit, Edit, String, String, MergeAction, String)])
  func merged(
    app: Edit, sheet: Edit, amount: String, note: String, action: MergeAction, reason: String
  ) throws {
    let local = Self.local(app: app)
    let result = try F.merge(
      local: F.ledger([local]), sheet: Self.sheet(typed: sheet.applied(to: Self.typed)))
    let merged = try #require(result.ledger.transactions.only)
    #expect(merged.transactionId == local.transactionId)
    #expect(merged.amount == Decimal(string: amount)!)
    #expect(merged.note == note)
    #expect(merged.lastModifiedAt == (action == .conflict ? local.lastModifiedAt : F.mergeTime))
    let change = try #require(result.report.changes.only)
    #expect(change.action == action)
    #expect(change.key == local.rowKey)
    #expect(change.reason.contains(reason), "\(change.reason)")
    #expect(result.report.needsAttention == (action == .conflict))
  }

  @Test("A clash lists the sheet's value beside the app's, which stays")
  func clashListsSheetValue() throws {
    let local = Self.local(app: .amount("51.00"))
    let result = try F.merge(
      local: F.ledger([local]),
      sheet: Self.sheet(typed: Edit.amount("52.00").applied(to: Self.typed)))
    #expect(result.ledger.transactions == [local])
    #expect(
      result.report.changes.only?.fields == [
        FieldChange(field: "amount", local: "51.00", sheet: "52.00", merged: "51.00")
      ])
  }

  @Test(
    "Cells as first merged that cannot be told: a row changed since keeps its values in a conflict, one not changed takes the sheet's",
    arguments: [(F.t2, MergeAction.conflict, "17.50"), (F.t1, .updated, "18.50")])
  func unknownCells(modified: Date, action: MergeAction, amount: String) throws {
    // An id no cells give: the row's cells as first merged cannot be found.
    var local = F.transaction(0, amount: "17.50", note: "app")
    local.transactionId = ContentIdentity.id(tab: .transactions, cells: ["typed", "17.50"])
    local.createdAt = F.t1
    local.lastModifiedAt = modified
    var typed = local
    typed.amount = Decimal(string: "18.50")!
    typed.note = ""
    typed.transactionId = RowPlaceholder.id
    typed.createdAt = RowPlaceholder.time
    typed.lastModifiedAt = RowPlaceholder.time
    let result = try F.merge(local: F.ledger([local]), sheet: Self.sheet(typed: typed))
    let merged = try #require(result.ledger.transactions.only)
    #expect(merged.amount == Decimal(string: amount)!)
    #expect(merged.note == (action == .conflict ? "app" : ""))
    let change = try #require(result.report.changes.only)
    #expect(change.action == action)
    #expect(change.fields.map(\.field) == ["amount", "note"])
    #expect(
      change.reason.contains("its cells as first merged cannot be told") == (action == .conflict))
  }

  @Test("The typed row's cells as first merged are found from the row's id, or not at all")
  func original() {
    let local = Self.local(app: .note("app"))
    let sheet = Self.derivingId(Edit.amount("52.00").applied(to: Self.typed))
    let original = RetypedRows.original(of: local, typed: sheet)
    #expect(original?.note == "")
    #expect(original?.amount == Decimal(string: "50.00")!)
    #expect(original?.lastModifiedAt == local.createdAt)
    var clash = local
    clash.amount = 51
    #expect(RetypedRows.original(of: clash, typed: sheet) == nil)
  }
}

extension Array {
  /// The array's only element, or `nil` when it holds none or more than one.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
