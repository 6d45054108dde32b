extension TabMerger {
  /// What the merge does with a sheet row that matches a local row.
  enum MatchedRowDecision {
    /// The rows hold the same content: counted as unchanged.
    case unchanged
    /// The sheet holds the row as last exported, so only the app changed it: the local row
    /// stays, counted as kept, with no change listed.
    case keptAsExported
    /// The local row is replaced by `row`, as `change` tells.
    case replaced(row: Row, change: RowChange)
  }

  /// The decision for sheet row `position`, matched with `current`, the local row with its key
  /// as merged so far: a function of the two rows and the base row alone, so that it can be
  /// made ahead, side by side, for rows whose local row is not replaced before.
  ///
  /// - Parameters:
  ///   - key: the key of both rows.
  ///   - isTyped: whether the row was typed in the sheet.
  ///   - fields: `Row.mergeFields`, and those of them whose columns the sheet lacks.
  ///   - exported: the row with the key in the base, called at most once, only when needed.
  func decision(
    sheetRow position: Int, _ sheetRow: Row, key: RowKey, isTyped: Bool, current: Row,
    fields: MergeFields, exported exportedRow: () -> Row?
  ) -> MatchedRowDecision {
    // Rows equal as values hold equal fields; most rows are, and this skips the field table.
    if !isTyped, current == sheetRow { return .unchanged }
    var row = stamped(sheetRow, isTyped: isTyped)
    // A date whose cell spells its year in two digits says nothing about its century: the
    // local date in another century is the local date.
    let twoDigitYears = twoDigitYearFields(sheetRow: position, fields: fields.all)
    if !twoDigitYears.isEmpty {
      row = Self.aligningCenturies(of: row, with: current, fields: twoDigitYears)
      if !isTyped, current == row { return .unchanged }
    }
    // A column missing from the sheet says nothing about its values: the local ones stay.
    if !fields.absent.isEmpty || !absentColumns.isEmpty {
      for field in fields.absent { field.copy(&row, current) }
      if absentColumns.contains(Self.lastModifiedAtName) {
        row.lastModifiedAt = current.lastModifiedAt
      }
      if current == row { return .unchanged }
    }
    let exported = exportedRow()
    if let exported, !twoDigitYears.isEmpty {
      row = Self.aligningCenturies(of: row, with: exported, fields: twoDigitYears)
    }
    // The sheet still holds the row as exported: only the app changed it, and it stays. Unless
    // an earlier merge of a sheet from the same export made the change: then the sheet set the
    // edit back, or comes from before it, and the decision is said.
    if let exported, exported == row,
      isTyped || !holdsSheetEdits(current, since: exported, fields.all)
    {
      return .keptAsExported
    }
    // A spreadsheet shows timestamps at whole seconds or minutes (Google Sheets drops the
    // milliseconds of every one): a row that differs in nothing else holds the same content,
    // as the field table would find field by field.
    if !isTyped, Self.differsInShownTimestampsAlone(current, row) { return .unchanged }
    // So for the row as exported: shown at whole seconds, it is still the export's.
    if let exported, !isTyped, Self.differsInShownTimestampsAlone(exported, row),
      !holdsSheetEdits(current, since: exported, fields.all)
    {
      return .keptAsExported
    }
    let differing = fields.all.filter { field in
      !(isTyped && field.name == "createdAt") && !field.isEqual(current, row)
    }
    if differing.isEmpty { return .unchanged }
    let decision = decide(
      local: current, sheet: row, base: exported, differing: differing, isTyped: isTyped,
      twoDigitYears: twoDigitYears)
    return .replaced(
      row: decision.row.normalized(),
      change: change(
        key, decision.action, decision.reason,
        hint: decision.action == .suspicious ? .acceptSuspicious : nil,
        fields: differing.map { field in
          FieldChange(
            field: field.name, local: field.text(current), sheet: field.text(row),
            merged: field.text(decision.row))
        }, sheetRow: position < sheetRows.count ? sheetRows[position] : nil))
  }

  /// Whether `local`'s `field` holds the last value an earlier merge took into it from a sheet
  /// of the same export.
  func holdsLastMergedValue(_ field: MergeField<Row>, of local: Row) -> Bool {
    mergedBefore.isLatest(key: local.rowKey, field: field.name, value: field.text(local))
  }

  /// Whether a field of `local` that differs from `exported` holds the last value an earlier
  /// merge took from a sheet of the same export.
  func holdsSheetEdits(_ local: Row, since exported: Row, _ fields: [MergeField<Row>]) -> Bool {
    guard !mergedBefore.isEmpty else { return false }
    return fields.contains { !$0.isEqual(local, exported) && holdsLastMergedValue($0, of: local) }
  }

  /// Whether every field of `local` that differs from `exported` holds the last value an
  /// earlier merge took from a sheet of the same export, and one does: the row changed since
  /// the export only by those merges.
  func isChangedOnlyBySheetMerges(
    _ local: Row, since exported: Row, _ fields: [MergeField<Row>]
  ) -> Bool {
    guard !mergedBefore.isEmpty else { return false }
    let changed = fields.filter { !$0.isEqual(local, exported) }
    return !changed.isEmpty && changed.allSatisfy { holdsLastMergedValue($0, of: local) }
  }

  /// Whether `sheet` equals `local` but for its timestamps, `createdAt` being equal at the
  /// precision the sheet shows (`lastModifiedAt` is no content).
  static func differsInShownTimestampsAlone(_ local: Row, _ sheet: Row) -> Bool {
    guard TimestampComparison.equal(local.createdAt, sheet.createdAt) else { return false }
    var aligned = local
    aligned.createdAt = sheet.createdAt
    aligned.lastModifiedAt = sheet.lastModifiedAt
    return aligned == sheet
  }

  /// The fields a merge compares: `Row.mergeFields`, made once a merge.
  struct MergeFields: Sendable {
    /// All of them.
    let all: [MergeField<Row>]
    /// Those whose columns the sheet lacks: their fields keep the local values.
    let absent: [MergeField<Row>]
  }

  /// `row`, its placeholder timestamps replaced by the merge time when it was typed.
  func stamped(_ row: Row, isTyped: Bool) -> Row {
    guard isTyped else { return row }
    var row = row
    if row.createdAt == RowPlaceholder.time { row.createdAt = options.mergeTime }
    if row.lastModifiedAt == RowPlaceholder.time { row.lastModifiedAt = options.mergeTime }
    return row
  }
}
