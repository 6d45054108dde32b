import Foundation
import Testing

@testable import ExpenseSheets

/// A row typed in the sheet over a local row, its key given and its timestamps left empty (a
/// category the app added since the export, typed by name to make a transaction's category
/// valid), gives the cells it fills: its empty cells keep the local values.
@Suite("A row typed over a local row")
struct TypedOverLocalRowTests {
  private typealias F = MergeFixture

  /// The category the app added since the export.
  private static let coffee = Category(
    name: "Coffee", type: .expense, emoji: "☕", colorHex: "#6D4C41", sortOrder: 20,
    createdAt: F.t1, lastModifiedAt: F.t1)

  /// Merges a sheet whose Categories tab holds Food and `typed`, typed without timestamps.
  private func merge(typed: Category) throws -> MergeResult {
    let local = F.ledger([], categories: [F.food, Self.coffee])
    let sheet = F.sheet(
      F.ledger([], categories: [F.food, typed]), typed: [.category(typed.name)])
    return try F.merge(local: local, sheet: sheet, base: F.ledger([]))
  }

  @Test("Its empty cells keep the local values")
  func emptyCellsKept() throws {
    let result = try merge(
      typed: Category(
        name: "Coffee", type: .expense, createdAt: RowPlaceholder.time,
        lastModifiedAt: RowPlaceholder.time))
    let coffee = try #require(result.ledger.categories.first { $0.name == "Coffee" })
    #expect(coffee == Self.coffee)
    let change = try #require(result.report.changes.first { $0.keyText == "Coffee" })
    #expect(change.action == .keptLocal)
    #expect(change.reason.contains("its empty cells keep the local emoji, colorHex, sortOrder"))
  }

  @Test("The cells it fills are taken, the empty ones kept")
  func filledCellsTaken() throws {
    let result = try merge(
      typed: Category(
        name: "Coffee", type: .expense, colorHex: "#000000", createdAt: RowPlaceholder.time,
        lastModifiedAt: RowPlaceholder.time))
    let coffee = try #require(result.ledger.categories.first { $0.name == "Coffee" })
    #expect(coffee.colorHex == "#000000")
    #expect(coffee.emoji == "☕")
    #expect(coffee.sortOrder == 20)
    #expect(result.report.changes.first { $0.keyText == "Coffee" }?.action == .updated)
  }
}
