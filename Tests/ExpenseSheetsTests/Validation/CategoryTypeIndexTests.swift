import Testing

@testable import ExpenseSheets

@Suite("Category type index")
struct CategoryTypeIndexTests {
  /// Categories whose names differ in case, in Unicode normalization, in length around the
  /// index's eight-byte words, and by one byte far from either end.
  static let types: [String: CategoryType] = [
    "Food": .expense, "Salary": .income, "Caf\u{E9} & Bakery": .expense, "Transfers": .both,
    "Groceries & household": .expense, "Groceries & houseHold": .income, "12345678": .both,
    "": .expense,
  ]

  @Test(
    "A name gets the type a Dictionary of the names gives it",
    arguments: [
      "Food", "food", "FOOD", "Salary", "Caf\u{E9} & Bakery", "Cafe\u{301} & Bakery", "Transfers",
      "Groceries & household", "Groceries & houseHold", "Groceries & householD", "12345678",
      "1234567", "123456789", "", " ", "Unknown",
    ])
  func matchesDictionary(name: String) {
    #expect(CategoryTypeIndex(Self.types).type(of: name) == Self.types[name])
  }

  @Test("An empty index knows no name")
  func empty() {
    #expect(CategoryTypeIndex().type(of: "Food") == nil)
  }
}
