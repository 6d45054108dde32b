/// `duplicate-key` on Categories, and the set of names the other tabs are checked against.
enum CategoryRules {
  static func check(_ context: inout ValidationContext) {
    guard let tab = context.workbook.categories else { return }
    context.checkDuplicateKeys(tab, field: "name")
    var names: Set<String> = []
    var types: [String: CategoryType] = [:]
    for (row, category) in ValidationContext.readable(tab) {
      CommonRules.checkStamps(
        &context, layout: tab.layout, row: row.sheetRow, isMissingKey: row.isMissingKey,
        isMissingStamp: row.isMissingStamp,
        createdAt: category.createdAt,
        lastModifiedAt: category.lastModifiedAt)
      guard !context.isRejected(.categories, row: row.sheetRow) else { continue }
      names.insert(category.name)
      types[category.name] = category.type
    }
    context.categoryNames = names
    context.categorySuggestions = CategorySuggestions(names: names)
    context.categoryTypes = CategoryTypeIndex(types)
  }
}
