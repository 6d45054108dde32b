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
    guard
      let order = WorkbookDateOrder(shownBy: [
        workbook.settings?.shownDateOrder, workbook.transactions?.shownDateOrder,
        workbook.receipts?.shownDateOrder, workbook.categories?.shownDateOrder,
        workbook.recurringRules?.shownDateOrder,
      ])
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
