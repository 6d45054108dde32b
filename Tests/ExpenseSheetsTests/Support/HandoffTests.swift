import Testing

@testable import ExpenseSheets

/// `Handoff`: a value handed from one thread to a waiter on another, or withdrawn.
@Suite struct HandoffTests {
  /// A value whose release can be seen.
  final class Tracked: Sendable {}

  @Test func waiterGetsTheValueHanded() throws {
    let handoff = Handoff<Int>()
    handoff.give(7)
    #expect(try handoff.wait() == 7)
  }

  @Test func waiterThrowsWhenWithdrawnBeforeHanded() {
    let handoff = Handoff<Int>()
    handoff.withdraw()
    handoff.give(7)
    #expect(throws: Handoff<Int>.Withdrawn.self) { try handoff.wait() }
  }

  /// Withdrawn once handed, the handoff holds the value no longer; the waiter that took it keeps
  /// its own.
  @Test func withdrawingAfterHandingLetsTheValueGo() throws {
    let handoff = Handoff<Tracked>()
    weak var released: Tracked?
    var taken: Tracked?
    do {
      let value = Tracked()
      released = value
      handoff.give(value)
      taken = try handoff.wait()
    }
    #expect(taken === released)
    handoff.withdraw()
    #expect(released != nil)
    taken = nil
    #expect(released == nil)
  }
}
