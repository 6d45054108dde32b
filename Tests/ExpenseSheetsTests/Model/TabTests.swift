import Testing

@testable import ExpenseSheets

@Suite("Tabs")
struct TabTests {
  @Test("A tab's position is its index in allCases, and tabs sort in that order")
  func positions() {
    #expect(Tab.allCases.map(\.position) == Array(Tab.allCases.indices))
    #expect(Tab.allCases.reversed().sorted() == Tab.allCases)
  }
}
