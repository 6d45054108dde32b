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

  @Test("The reading, validating and merging run off the caller's actor")
  func heavyWorkLeavesTheActor() async {
    let (actor, work) = await App().queues()
    #expect(actor)
    #expect(!work)
  }
}
