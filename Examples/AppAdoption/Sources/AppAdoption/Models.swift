import ExpenseSheets
import Foundation

// The app's own models, shaped as SwiftData `@Model` classes are (SwiftData itself is not on
// Linux), and named as an app names them: in this module `Transaction` and `Category` are these
// classes, and the library's types are `ExpenseSheets.Transaction` and `ExpenseSheets.Category`.

/// An expense or an income, as the app stores it.
final class Transaction {
  var id: UUID
  var isIncome: Bool
  var day: Date
  var amount: Decimal
  var category: String
  var note: String
  var createdAt: Date
  var modifiedAt: Date

  init(
    id: UUID = UUID(), isIncome: Bool = false, day: Date, amount: Decimal, category: String,
    note: String = "", createdAt: Date, modifiedAt: Date
  ) {
    (self.id, self.isIncome, self.day, self.amount) = (id, isIncome, day, amount)
    (self.category, self.note, self.createdAt, self.modifiedAt) = (
      category, note, createdAt, modifiedAt
    )
  }
}

/// A category, as the app stores it.
final class Category {
  var name: String
  var createdAt: Date
  var modifiedAt: Date

  init(name: String, createdAt: Date, modifiedAt: Date) {
    (self.name, self.createdAt, self.modifiedAt) = (name, createdAt, modifiedAt)
  }
}

/// The app's store: its models, and the ledger as each export wrote it, in memory (a
/// `ModelContext` and a small table in a real app).
final class AppStore {
  var transactions: [Transaction] = []
  var categories: [Category] = []
  /// The dataset's settings (the Settings tab), kept as the library's value.
  var settings: AppSettings
  var bases: [UUID: Ledger] = [:]
  var latestExport: UUID?

  init(settings: AppSettings) {
    self.settings = settings
  }

  /// The zone the app's days are in.
  var timeZone: TimeZone { TimeZone(identifier: settings.timezone) ?? .gmt }
}
