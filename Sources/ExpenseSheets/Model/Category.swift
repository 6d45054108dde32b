import Foundation

/// A category that transactions name by its case-sensitive `name` (Categories tab).
public struct Category: Sendable, Hashable, Codable {
  /// The key, matched case-sensitively.
  public var name: String
  /// Expense, income or both.
  public var type: CategoryType
  /// An optional emoji.
  public var emoji: String
  /// An optional colour such as `#FF8800`.
  public var colorHex: String
  /// Whether pickers show the category; history keeps inactive ones.
  public var isActive: Bool
  /// An optional position in pickers.
  public var sortOrder: Int?
  /// When the row was created.
  public var createdAt: Date
  /// When the row was last changed.
  public var lastModifiedAt: Date
  /// Cells of columns the model does not know, in sheet order.
  public var extraCells: [ExtraCell]

  /// Creates a category.
  public init(
    name: String, type: CategoryType, emoji: String = "", colorHex: String = "",
    isActive: Bool = true, sortOrder: Int? = nil, createdAt: Date, lastModifiedAt: Date,
    extraCells: [ExtraCell] = []
  ) {
    self.name = name
    self.type = type
    self.emoji = emoji
    self.colorHex = colorHex
    self.isActive = isActive
    self.sortOrder = sortOrder
    self.createdAt = createdAt
    self.lastModifiedAt = lastModifiedAt
    self.extraCells = extraCells
  }
}
