import SheetCSV

extension WorkbookReader {
  /// Decodes again each tab of `workbook` whose date cells read either way with nothing in the
  /// tab to decide, in the order the workbook's other tabs show, when those that show one
  /// agree: one spreadsheet writes every tab's dates in one order. A Settings row of two
  /// date-times is the usual such tab.
  ///
  /// - Complexity: O(cells) of the tabs decoded again; nothing when no tab needs an order.
  func decodeAgainInWorkbookDateOrder(
    _ workbook: inout DecodedWorkbook, zone: ZoneOffsets, table: (Tab) throws -> CSVTable
  ) throws {
    let tabs: [(shown: WorkbookDateOrder?, needs: Bool)?] = [
      workbook.settings.map { ($0.shownDateOrder, $0.needsDateOrder) },
      workbook.transactions.map { ($0.shownDateOrder, $0.needsDateOrder) },
      workbook.receipts.map { ($0.shownDateOrder, $0.needsDateOrder) },
      workbook.categories.map { ($0.shownDateOrder, $0.needsDateOrder) },
      workbook.recurringRules.map { ($0.shownDateOrder, $0.needsDateOrder) },
    ]
    guard tabs.contains(where: { $0?.needs == true }),
      let order = WorkbookDateOrder(shownBy: tabs.map { $0?.shown })
    else { return }
    func again<Codec: TabCodec>(_ codec: Codec.Type, _ decoded: DecodedTab<Codec.Row>?) throws
      -> DecodedTab<Codec.Row>?
    {
      guard let decoded, decoded.needsDateOrder else { return decoded }
      return TabDecoder.decode(
        codec, table: try table(Codec.tab), options: options, zone: zone, workbookDateOrder: order)
    }
    workbook.settings = try again(SettingsCodec.self, workbook.settings)
    workbook.transactions = try again(TransactionsCodec.self, workbook.transactions)
    workbook.receipts = try again(ReceiptsCodec.self, workbook.receipts)
    workbook.categories = try again(CategoriesCodec.self, workbook.categories)
    workbook.recurringRules = try again(RecurringRulesCodec.self, workbook.recurringRules)
  }
}
