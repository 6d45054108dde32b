import Foundation

/// The key that identifies a row within its tab, as the merger matches rows.
public enum RowKey: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A Transactions row by `transactionId`.
  case transaction(UUID)
  /// A Receipts row by `receiptId`.
  case receipt(UUID)
  /// A Categories row by its case-sensitive `name`.
  case category(String)
  /// A RecurringRules row by `recurringRuleId`.
  case recurringRule(UUID)
  /// The Settings row by `datasetId`.
  case settings(UUID)

  /// The tab the row belongs to.
  public var tab: Tab {
    switch self {
    case .transaction: .transactions
    case .receipt: .receipts
    case .category: .categories
    case .recurringRule: .recurringRules
    case .settings: .settings
    }
  }

  /// The key of a row of `tab` whose key cell reads `value`, as ``value`` writes it: a UUID in
  /// any case for the tabs keyed by an id, a category's name as it is.
  ///
  /// - Returns: `nil` when `value` is empty, or not a UUID for a tab keyed by an id.
  public init?(tab: Tab, value: String) {
    let id = tab == .categories ? nil : UUID(uuidString: value)
    switch (tab, id) {
    case (.categories, _) where !value.isEmpty: self = .category(value)
    case (.transactions, let id?): self = .transaction(id)
    case (.receipts, let id?): self = .receipt(id)
    case (.recurringRules, let id?): self = .recurringRule(id)
    case (.settings, let id?): self = .settings(id)
    default: return nil
    }
  }

  /// The id of a row of a tab keyed by an id; `nil` for a category, keyed by its name.
  public var id: UUID? {
    switch self {
    case .transaction(let id), .receipt(let id), .recurringRule(let id), .settings(let id): id
    case .category: nil
    }
  }

  /// Whether the key is an id the reader derived from the cells of a row typed without one (a
  /// version-8 UUID; the app gives version-4 ones).
  public var isContentDerived: Bool {
    guard let id else { return false }
    return ContentIdentity.isDerived(id)
  }

  /// The key's value as written in the sheet (a UUID's canonical form, or the category name).
  public var value: String {
    switch self {
    case .transaction(let id), .receipt(let id), .recurringRule(let id), .settings(let id):
      CellFormatter.uuid(id)
    case .category(let name): name
    }
  }

  /// Hashes a UUID as two words: a million keys are hashed when a large tab is checked, and
  /// `UUID`'s own hashing goes through its bytes one buffer at a time.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .transaction(let id), .receipt(let id), .recurringRule(let id), .settings(let id):
      hasher.combine(tab)
      withUnsafeBytes(of: id.uuid) { bytes in
        hasher.combine(bytes.loadUnaligned(as: UInt64.self))
        hasher.combine(bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      }
    case .category(let name):
      hasher.combine(tab)
      hasher.combine(name)
    }
  }

  /// `Tab:value`, for messages.
  public var description: String { "\(tab.rawValue):\(value)" }
}
