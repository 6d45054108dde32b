import ExpenseSheets
import Foundation

/// The sheet's round trip on an actor of its own, as an app runs a large import off the main
/// actor (a SwiftData `@ModelActor` holding its own `ModelContext`).
///
/// An actor cannot conform to `LedgerStoring`, whose requirements are synchronous: the store the
/// actor owns does (here `AppStore`, a `ModelContext` in an app), and the actor calls
/// `SheetSync`'s async forms from its own methods, which then call the store on this actor.
actor BackgroundSync {
  private let store: AppStore

  init(settings: AppSettings) {
    store = AppStore(settings: settings)
  }

  /// Replaces the store's ledger (what a first import from the app's models does).
  func load(transactions: [ExpenseSheets.Transaction], categories: [ExpenseSheets.Category]) {
    store.transactions = transactions.map { Transaction($0, in: store.timeZone) }
    store.categories = categories.map(Category.init)
  }

  /// The store's ledger as one CSV file per tab, recorded as the next merge's base.
  func export() async throws -> [SheetFile] {
    try await SheetSync().export(from: store)
  }

  /// Merges a downloaded sheet's files into the store and applies the plan, when it needs no
  /// one's attention: the plan, for the app to show.
  func merge(_ files: [SheetFile]) async throws -> MergePlan {
    let plan = try await SheetSync().merge(files, into: store)
    if !plan.needsAttention { try store.apply(plan) }
    return plan
  }

  /// The store's ledger now.
  func ledger() throws -> Ledger {
    try store.loadLedger()
  }
}
