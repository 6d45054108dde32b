import Foundation

/// Realistic ledgers for demos, tests and benchmarks, the same for the same seed.
///
/// Categories with emoji and non-ASCII names, recurring rules, transactions over several years
/// with notes that hold commas, quotes, line breaks and accents, and receipts named by the rule.
public enum SampleLedger {
  /// A ledger of `transactions` transactions (and about a third as many receipts).
  public static func make(transactions count: Int, seed: UInt64 = 1) -> Ledger {
    var random = SplitMix64(seed: seed)
    let start = Timestamp.date(milliseconds: 1_672_531_200_000)  // 2023-01-01
    func uuid() -> UUID {
      let a = random.next()
      let b = random.next()
      var bytes =
        (0..<8).map { UInt8(truncatingIfNeeded: a >> (8 * $0)) }
        + (0..<8).map { UInt8(truncatingIfNeeded: b >> (8 * $0)) }
      bytes[6] = bytes[6] & 0x0F | 0x40
      bytes[8] = bytes[8] & 0x3F | 0x80
      return UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
    func stamp(after date: Date, withinDays days: Int) -> Date {
      let milliseconds = Int64.random(in: 0..<Int64(max(1, days)) * 86_400_000, using: &random)
      return Timestamp.date(milliseconds: Timestamp.milliseconds(of: date) + milliseconds)
    }

    let categories = categorySeeds.enumerated().map { index, seed in
      let created = stamp(after: start, withinDays: 10)
      return Category(
        name: seed.name, type: seed.type, emoji: seed.emoji, colorHex: seed.color,
        isActive: index != categorySeeds.count - 1, sortOrder: index + 1, createdAt: created,
        lastModifiedAt: stamp(after: created, withinDays: 30))
    }

    let rules = ruleSeeds.map { seed in
      let created = stamp(after: start, withinDays: 20)
      let startDate = SheetDate(
        daysSinceEpoch: SheetDate(year: 2023, month: 1, day: 1)!.daysSinceEpoch
          + Int.random(in: 0..<60, using: &random))!
      return RecurringRule(
        recurringRuleId: uuid(), isEnabled: seed.enabled, type: seed.type, amount: seed.amount,
        category: seed.category, tags: seed.tags, note: seed.note, startDate: startDate,
        cadence: seed.cadence, interval: seed.interval,
        endDate: seed.enabled ? nil : SheetDate(year: 2025, month: 6, day: 30),
        createdAt: created, lastModifiedAt: stamp(after: created, withinDays: 5))
    }

    let firstDay = SheetDate(year: 2023, month: 1, day: 1)!.daysSinceEpoch
    let span = max(1, min(count / 3 + 30, 3 * 365))
    var transactions: [Transaction] = []
    var receipts: [Receipt] = []
    transactions.reserveCapacity(count)
    for index in 0..<count {
      let day = SheetDate(daysSinceEpoch: firstDay + Int.random(in: 0..<span, using: &random))!
      let fromRule = index % 17 == 0 ? rules.randomElement(using: &random) : nil
      let category =
        fromRule.map { rule in categories.first { $0.name == rule.category }! }
        ?? categories.dropLast().randomElement(using: &random)!
      let type: TransactionType =
        fromRule?.type ?? (category.type == .income ? .income : .expense)
      let cents = Int64.random(in: 150...(type == .income ? 500_000 : 25_000), using: &random)
      let amount =
        fromRule?.amount
        ?? Decimal(sign: .plus, exponent: -2, significand: Decimal(cents))
      let dayStart = Timestamp.date(milliseconds: Int64(day.daysSinceEpoch) * 86_400_000)
      let created = stamp(after: dayStart, withinDays: 2)
      let modified = random.next() % 4 == 0 ? stamp(after: created, withinDays: 60) : created
      let transaction = Transaction(
        transactionId: uuid(), type: type, date: day, amount: amount, category: category.name,
        tags: fromRule?.tags ?? tagSeeds.randomElement(using: &random)!,
        note: fromRule?.note ?? noteSeeds.randomElement(using: &random)!,
        paidFlag: [PaidFlag.paid, .paid, .unpaid, nil].randomElement(using: &random)!,
        reimbursedFlag: [ReimbursedFlag?.none, nil, nil, .reimbursed, .unreimbursed]
          .randomElement(using: &random)!,
        recurringRuleId: fromRule?.recurringRuleId, createdAt: created, lastModifiedAt: modified)
      transactions.append(transaction)
      if random.next() % 3 == 0 {
        let receiptCount = random.next() % 5 == 0 ? 2 : 1
        for number in 1...receiptCount {
          let receiptCreated = stamp(after: created, withinDays: 1)
          receipts.append(
            Receipt(
              receiptId: uuid(), transactionId: transaction.transactionId,
              driveFileId: driveId(&random),
              fileName: ReceiptFileName.expected(for: transaction, number: number),
              createdAt: receiptCreated, lastModifiedAt: receiptCreated))
        }
      }
    }

    let settings = AppSettings(
      datasetId: uuid(), schemaVersion: 1, timezone: "America/New_York",
      rootFolderId: driveId(&random), dataSpreadsheetId: driveId(&random) + "-sheet",
      receiptsFolderId: driveId(&random), createdAt: start,
      lastModifiedAt: stamp(after: start, withinDays: 90))
    return Ledger(
      transactions: transactions, receipts: receipts, categories: categories,
      recurringRules: rules, settings: settings)
  }

  private static func driveId(_ random: inout SplitMix64) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    return "1"
      + String(
        decoding: (0..<32).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self)
  }

  private struct CategorySeed {
    var name: String
    var type: CategoryType
    var emoji: String
    var color: String
  }

  private static let categorySeeds: [CategorySeed] = [
    .init(name: "Groceries", type: .expense, emoji: "🛒", color: "#4CAF50"),
    .init(name: "Food", type: .expense, emoji: "🍽️", color: "#FF9800"),
    .init(name: "Café & Bakery", type: .expense, emoji: "☕", color: "#795548"),
    .init(name: "Rent", type: .expense, emoji: "🏠", color: "#3F51B5"),
    .init(name: "Utilities", type: .expense, emoji: "💡", color: "#FFC107"),
    .init(name: "Transport", type: .expense, emoji: "🚇", color: "#2196F3"),
    .init(name: "Health", type: .expense, emoji: "🩺", color: "#E91E63"),
    .init(name: "Entertainment", type: .expense, emoji: "🎬", color: "#9C27B0"),
    .init(name: "Subscriptions", type: .expense, emoji: "📺", color: "#673AB7"),
    .init(name: "Travel", type: .expense, emoji: "✈️", color: "#00BCD4"),
    .init(name: "Gifts", type: .both, emoji: "🎁", color: "#F44336"),
    .init(name: "Education", type: .expense, emoji: "📚", color: "#009688"),
    .init(name: "Insurance", type: .expense, emoji: "🛡️", color: "#607D8B"),
    .init(name: "Pets", type: .expense, emoji: "🐾", color: "#8BC34A"),
    .init(name: "Clothing", type: .expense, emoji: "👕", color: "#CDDC39"),
    .init(name: "Salary", type: .income, emoji: "💼", color: "#2E7D32"),
    .init(name: "Freelance", type: .income, emoji: "🧾", color: "#1B5E20"),
    .init(name: "Refunds", type: .both, emoji: "↩️", color: "#9E9E9E"),
    .init(name: "Old Gym", type: .expense, emoji: "🏋️", color: "#BDBDBD"),
  ]

  private struct RuleSeed {
    var type: TransactionType
    var amount: Decimal
    var category: String
    var tags: String
    var note: String
    var cadence: Cadence
    var interval: Int
    var enabled: Bool
  }

  private static let ruleSeeds: [RuleSeed] = [
    .init(
      type: .expense, amount: 1450, category: "Rent", tags: "home",
      note: "Monthly rent, apartment 4B", cadence: .monthly, interval: 1, enabled: true),
    .init(
      type: .income, amount: 4200, category: "Salary", tags: "work", note: "Salary (net)",
      cadence: .monthly, interval: 1, enabled: true),
    .init(
      type: .expense, amount: Decimal(string: "15.99")!, category: "Subscriptions",
      tags: "streaming", note: "Streaming plan", cadence: .monthly, interval: 1, enabled: true),
    .init(
      type: .expense, amount: Decimal(string: "89.00")!, category: "Insurance",
      tags: "car,insurance", note: "Car insurance, \"full cover\"", cadence: .monthly, interval: 3,
      enabled: true),
    .init(
      type: .expense, amount: Decimal(string: "42.50")!, category: "Transport", tags: "commute",
      note: "Transit pass", cadence: .monthly, interval: 1, enabled: true),
    .init(
      type: .expense, amount: 120, category: "Education", tags: "kids", note: "Piano lessons",
      cadence: .weekly, interval: 2, enabled: false),
    .init(
      type: .expense, amount: Decimal(string: "9.99")!, category: "Subscriptions", tags: "cloud",
      note: "Cloud storage 2 TB", cadence: .yearly, interval: 1, enabled: true),
  ]

  private static let tagSeeds = [
    "", "", "", "work", "family", "work,travel", "kids", "weekend", "tax-deductible", "home,repair",
    "vacation,Italy", "gift", "health,pharmacy", "1/2", "00123",
  ]

  private static let noteSeeds = [
    "", "", "", "Lunch with Sam", "Weekly groceries, Trader Joe's", "Taxi to airport, late flight",
    "Dinner at \"Chez Marie\"", "Pharmacy: vitamins, bandages", "Crème brûlée & espresso",
    "Birthday gift for Zoë", "Parking — downtown", "Split bill 3 ways\nAlex paid tip",
    "Refund pending, see email", "Book: \"Thinking, Fast and Slow\"", "Movie night 🎬",
    "Hardware store: screws, paint", "Überweisung Miete", "Gas station, 45.8 L",
    "=SUM(A1:A3) typed by mistake", "-5% discount applied", " leading space note",
    "Conference fee\r\nreimbursable", "Café au lait", "Zürich train ticket", "2025-01-05",
  ]
}
