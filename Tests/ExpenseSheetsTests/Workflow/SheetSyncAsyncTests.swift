import Dispatch
import Foundation
import Testing

@testable import ExpenseSheets

@Suite("SheetSync from async code")
struct SheetSyncAsyncTests {
  /// Marks the queue an ``App`` runs on.
  static let appQueue = DispatchSpecificKey<Bool>()

  /// Whether the calling code runs on an ``App``'s queue.
  static var isOnTheAppQueue: Bool { DispatchQueue.getSpecific(key: appQueue) == true }

  /// An app's store in memory, that counts the calls made off the app's actor.
  final class MemoryStore: LedgerStoring {
    var ledger: Ledger
    var bases: [UUID: Ledger] = [:]
    var latestExport: UUID?
    var callsOffTheActor = 0

    init(ledger: Ledger) { self.ledger = ledger }

    private func called() { if !SheetSyncAsyncTests.isOnTheAppQueue { callsOffTheActor += 1 } }

    func loadLedger() throws -> Ledger {
      called()
      return ledger
    }

    func loadMergeBases(exportIds: Set<UUID>) throws -> MergeBases {
      called()
      return MergeBases(latest: latestExport.flatMap { bases[$0] }, byExport: bases)
    }

    func recordExport(of ledger: Ledger, exportId: UUID, at time: Date) throws {
      called()
      (bases[exportId], latestExport) = (ledger, exportId)
    }

    func apply(_ plan: MergePlan) throws {
      called()
      ledger = plan.result.ledger
    }
  }

  /// Runs an actor's jobs on a serial queue marked with ``appQueue``.
  final class QueueExecutor: SerialExecutor {
    let queue = DispatchQueue(label: "app")

    init() { queue.setSpecific(key: SheetSyncAsyncTests.appQueue, value: true) }

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
      UnownedSerialExecutor(ordinary: self)
    }
  }

  /// An app's actor, on a queue of its own, which holds the store as a `ModelContext` is held.
  actor App {
    let executor = QueueExecutor()
    let store = MemoryStore(ledger: SampleLedger.make(transactions: 30, seed: 5))

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Exports, edits a note, validates and merges with and without `await`, applying nothing.
    func roundTrip() async throws -> (callsOffTheActor: Int, [MergeAction]) {
      let sync = SheetSync()
      let files = try await sync.export(from: store, at: Date(timeIntervalSince1970: 1_800_000_000))
      #expect(files.map(\.name) == Tab.allCases.map(\.fileName))
      let exportId = try #require(store.latestExport)
      #expect(try files == sync.files(of: store.ledger, exportId: exportId))

      var edited = store.ledger
      edited.transactions[0].note = "edited in the sheet"
      let editedFiles = WorkbookWriter(exportId: exportId).encode(edited).map { tab, bytes in
        SheetFile(name: tab.fileName, data: Data(bytes))
      }
      let sheet = try await sync.validate(editedFiles, against: store)
      let synchronousSheet = try { try sync.validate(editedFiles, against: store) }()
      #expect(sheet == synchronousSheet)

      let options = MergeOptions(mergeTime: Date(timeIntervalSince1970: 1_800_000_100))
      let plan = try await sync.merge(sheet, into: store, options: options)
      let synchronousPlan = try { try sync.merge(sheet, into: store, options: options) }()
      #expect(plan == synchronousPlan)
      return (store.callsOffTheActor, plan.changes.map(\.action))
    }

    /// Exports with a first amount of 22.08, changes it in the app, and validates and merges
    /// a sheet in which a spreadsheet turned the exported amount into the date `22.08.2026`.
    func amountAsDateChangedLocally() async throws -> (
      callsOffTheActor: Int, warnings: [String], [MergeAction], merged: Decimal?
    ) {
      let sync = SheetSync()
      store.ledger.transactions[0].amount = Decimal(string: "22.08")!
      _ = try await sync.export(from: store, at: Date(timeIntervalSince1970: 1_800_000_000))
      let exportId = try #require(store.latestExport)
      let exported = store.ledger
      store.ledger.transactions[0].amount = Decimal(string: "99.50")!
      let files = WorkbookWriter(exportId: exportId).encode(exported).map { tab, bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        return SheetFile(
          name: tab.fileName, data: Data(text.replacing(",22.08,", with: ",22.08.2026,").utf8))
      }
      let sheet = try await sync.validate(files, against: store)
      #expect(try sheet == { try sync.validate(files, against: store) }())
      let options = MergeOptions(mergeTime: Date(timeIntervalSince1970: 1_800_000_100))
      let plan = try await sync.merge(files, into: store, options: options)
      #expect(try plan == { try sync.merge(files, into: store, options: options) }())
      let warnings = sheet.diagnostics.filter { $0.code == .amountAsDate }.map(\.message)
      let merged = plan.result.ledger.transactions.first {
        $0.transactionId == exported.transactions[0].transactionId
      }
      return (store.callsOffTheActor, warnings, plan.changes.map(\.action), merged?.amount)
    }

    /// Whether this actor's code, and the work `SheetSync` does off it, run on its queue.
    func queues() async -> (actor: Bool, work: Bool) {
      let work = await SheetSync.offTheCallersActor { SheetSyncAsyncTests.isOnTheAppQueue }
      return (SheetSyncAsyncTests.isOnTheAppQueue, work)
    }
  }

  @Test(
    "export, validate and merge give what the calls without await give; the store is called on the caller's actor"
  )
  func sameAsSynchronous() async throws {
    let (callsOffTheActor, actions) = try await App().roundTrip()
    #expect(actions == [.updated])
    #expect(callsOffTheActor == 0)
  }

  @Test("An amount a spreadsheet turned into a date reads as exported, asked on the actor")
  func amountAsDateReadAsExported() async throws {
    let (callsOffTheActor, warnings, actions, merged) = try await App()
      .amountAsDateChangedLocally()
    #expect(warnings.count == 1)
    #expect(warnings.allSatisfy { $0.contains("give back the exported amount 22.08") })
    #expect(!actions.contains(.rejected))
    #expect(merged == Decimal(string: "99.50"))
    #expect(callsOffTheActor == 0)
  }

  @Test("The reading, validating and merging run off the caller's actor")
  func heavyWorkLeavesTheActor() async {
    let (actor, work) = await App().queues()
    #expect(actor)
    #expect(!work)
  }
}
