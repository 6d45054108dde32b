import Foundation

/// Merges one tab: rows matched by key, last write wins by `lastModifiedAt`, field by field
/// when the last export (the base) is known.
struct TabMerger<Row: MergeableRow> {
  let options: MergeOptions
  let typedKeys: Set<RowKey>
  /// What each typed row lacked, for the reason of its insertion.
  let typedRowGaps: [RowKey: TypedRowGaps]
  /// The sheet row of each sheet row given to `merge`, by position.
  let sheetRows: [Int]
  /// The known columns the sheet's tab lacks: their fields keep the local values.
  let absentColumns: Set<String>
  /// The sheet's date cells that spell their year in two digits, by sheet row: a date read
  /// from one changes no local date unless suspicious changes are accepted.
  var twoDigitYearDates = TwoDigitYearDates()
  /// The values earlier merges took from sheets of the export the tab comes from: a sheet
  /// value among them is no edit since that export, unless the sheet's row is the later.
  var mergedBefore = MergedSheetEdits()
  /// The number of rows from which the merge works side by side on all cores: it decides the
  /// sheet rows that match local rows ahead of the walk in sheet order (`MatchedRowDecisions`),
  /// and fills the merged tab in ranges; below it, one core is quicker. A test lowers it to run
  /// both ways on small tabs.
  var sideBySideFrom = 20_000

  /// What merging one tab gives.
  struct Outcome {
    var rows: [Row]
    var changes: [RowChange]
    var counts: [MergeAction: Int]
    /// The deletions held back, by reason.
    var heldBack: [HeldBackDeletions.Reason: Int] = [:]
    /// The sheet's rows, handed back when rows were deleted: merging the tab again, to keep a
    /// row something still names, needs them. Otherwise `nil`: they went before the merged tab
    /// was made.
    var sheetRows: [Row]? = nil
    /// The rows deleted in the app since the export and not added back, the sheet holding them
    /// unchanged, as exported: another tab's rows from the sheet may still name one (see
    /// ``addBack(where:reason:)``).
    var notAddedBack: [Row] = []
  }

  /// Merges a tab's local and sheet rows.
  ///
  /// - Parameters:
  ///   - sheetHasTab: whether the sheet's rows of the tab were read (a missing tab, or one
  ///     rejected as a whole, deletes nothing).
  ///   - rejectedKeys: keys of sheet rows that were rejected (they never change the local side).
  ///   - rejectedRows: the tab's rejected sheet rows: while one of them matches no local row
  ///     (its id damaged, or unreadable), it may be any row the sheet lacks, so none is deleted.
  ///   - hold: why no row of the tab may be deleted, if none may.
  ///   - protection: why a local row must not be deleted, if it must not.
  /// - Complexity: O(rows × fields), with hashed look-ups by key.
  func merge(
    local: [Row], sheet: consuming [Row], base: [Row]?, sheetHasTab: Bool,
    rejectedKeys: Set<RowKey>,
    rejectedRows: [RejectedRow] = [], hold: DeletionHold? = nil,
    protection: (Row) -> String? = { _ in nil }
  ) -> Outcome {
    // The rows the merge replaces, by local position: the merged tab is built once at the end,
    // so the local rows are never copied twice (a copy on the first write, and again to make
    // room for the inserted rows).
    // Owned here, so that it can go before the merged tab is made (see below).
    var sheet = sheet
    var replacements: [Row] = []
    var replacementOf = [Int32](repeating: Self.notReplaced, count: local.count)
    func mergedRow(_ index: Int) -> Row {
      let replacement = replacementOf[index]
      return replacement == Self.notReplaced ? local[index] : replacements[Int(replacement)]
    }
    var localRows = RowLookup(local)
    var baseRows = base.map(RowLookup.init)
    var inSheet = [Bool](repeating: false, count: local.count)
    // The local positions of the rows matched by key, in sheet order.
    var sheetOrder: [Int32] = []
    sheetOrder.reserveCapacity(sheet.count)
    var inserted: [Row] = []
    var changes: [RowChange] = []
    var counts: [MergeAction: Int] = [:]
    let fields = MergeFields(
      all: Row.mergeFields.map { $0.suspectingRounding(shownBy: sheet, local: local) },
      absent: Row.mergeFields.filter { absentColumns.contains($0.name) })

    var decisionsAhead: MatchedRowDecisions<Row>?
    if sheet.count >= sideBySideFrom {
      // The look-ups' indexes, built side by side, once: the ranges' copies share them. A base
      // that is the local tab itself (the app changed nothing since the export) shares its.
      let baseIsLocal = base?.sharesStorage(with: local) ?? false
      let built = SideBySide.map(base == nil || baseIsLocal ? 1 : 2) { part in
        var lookup = RowLookup(part == 0 ? local : base ?? [])
        lookup.buildIndex()
        return lookup
      }
      localRows = built[0]
      baseRows = base == nil ? nil : built[baseIsLocal ? 0 : 1]
      let decisions = MatchedRowDecisions(
        merger: self, sheet: sheet, local: localRows, base: baseRows, fields: fields)
      replacements.reserveCapacity(decisions.replacementCount)
      changes.reserveCapacity(decisions.replacementCount)
      decisionsAhead = decisions
    }

    var unchanged = 0
    var notAddedBack: [Row] = []
    // The rows inserted with an id of their own (not typed), with their change's place: one may
    // be a local row whose id was mistyped.
    var insertedWithIds: [(inserted: Int, change: Int, key: RowKey, id: UUID)] = []
    // The rows inserted with a creation time, typed without an id or with an id no local row
    // has: one may be a local row whose id was cleared or replaced.
    var insertedStamped:
      [(inserted: Int, change: Int, key: RowKey, createdAt: Date, isTyped: Bool)] = []
    // The rows typed without an id, inserted: one may be a row an earlier merge added from the
    // sheet, edited there since; with its place in the sheet, for the row as read.
    var insertedTyped: [(inserted: Int, change: Int, sheet: Int)] = []

    for position in sheet.indices {
      let key = sheet[position].rowKey
      // Asked only when the row is not decided ahead.
      var isTypedRow: Bool { !typedKeys.isEmpty && typedKeys.contains(key) }
      guard let index = localRows.position(of: key) else {
        let isTyped = isTypedRow
        let row = stamped(sheet[position], isTyped: isTyped)
        let sheetRow = position < sheetRows.count ? sheetRows[position] : nil
        let exported = baseRows?.row(for: key)
        // The fields the sheet changed since the export, and of them those no earlier merge
        // took: the row was in the store then, so the app deleted it after taking them.
        let changed = exported.map { exported in
          fields.all.filter { !$0.isEqual(exported, row) }
        }
        let edited = changed?.filter { field in
          isTyped || mergedBefore.isEmpty
            || !mergedBefore.contains(key: key, field: field.name, value: field.text(row))
        }
        if let exported, let changed, let edited, edited.isEmpty {
          notAddedBack.append(exported)
          counts[.keptLocal, default: 0] += 1
          changes.append(
            change(
              key, .keptLocal,
              changed.isEmpty
                ? "deleted in the app since the last export, and unchanged in the sheet: not added back"
                : "deleted in the app since an earlier merge took this sheet's edits of it, and unchanged in the sheet since: not added back",
              sheetRow: sheetRow))
          continue
        }
        if let exported, let edited {
          // Deleted on one side, edited on the other: the edit is kept, nothing lost, and said,
          // stamped as any edit in the sheet is when its lastModifiedAt was left as exported.
          var (added, note) = withoutFutureStamps(row.normalized())
          if !TimestampComparison.isLater(row.lastModifiedAt, than: exported.lastModifiedAt) {
            added.lastModifiedAt = options.mergeTime
          }
          inserted.append(added)
          counts[.conflict, default: 0] += 1
          changes.append(
            change(
              key, .conflict,
              "deleted in the app since the last export, but edited in the sheet: added back with the sheet's values; delete it again if it should go"
                + note,
              fields: edited.map { field in
                FieldChange(
                  field: field.name, local: nil, sheet: field.text(row), merged: field.text(added))
              }, sheetRow: sheetRow))
          continue
        }
        if let localName = unencodableOriginal(of: key, in: local) {
          counts[.suspicious, default: 0] += 1
          changes.append(
            change(
              key, .suspicious,
              "differs from the local category \"\(localName)\" only as a save in an encoding without some of its characters writes them (?): no category is added, and \"\(localName)\" stays, unless suspicious changes are accepted",
              hint: .acceptSuspicious, sheetRow: sheetRow))
          continue
        }
        if hold?.reason == .unknownExport, !isTyped, !options.acceptSuspicious,
          key.id != nil, Row.tab != .settings
        {
          // The export the tab comes from held the row, and the store no longer has it.
          counts[.suspicious, default: 0] += 1
          changes.append(
            change(
              key, .suspicious,
              "not in the store, and the sheet's \(Row.tab.rawValue) tab comes from an export this store does not keep: the app deleted it since that export, or another copy of the store added it; not added back unless suspicious changes are accepted",
              hint: .acceptSuspicious, sheetRow: sheetRow))
          continue
        }
        let hasNoStamps =
          isTyped && sheet[position].createdAt == RowPlaceholder.time
          && sheet[position].lastModifiedAt == RowPlaceholder.time
        if !isTyped, let id = key.id {
          insertedWithIds.append((inserted.count, changes.count, key, id))
        }
        if isTyped, typedRowGaps[key]?.isMissingKey == true {
          insertedTyped.append((inserted.count, changes.count, position))
        }
        if !isTyped || typedRowGaps[key]?.isMissingKey == true,
          sheet[position].createdAt != RowPlaceholder.time
        {
          insertedStamped.append(
            (inserted.count, changes.count, key, sheet[position].createdAt, isTyped))
        }
        let (added, note) = withoutFutureStamps(row.normalized())
        inserted.append(added)
        counts[.inserted, default: 0] += 1
        changes.append(
          change(
            key, .inserted,
            (isTyped
              ? "typed in the sheet\(typedGaps(key, hasNoStamps: hasNoStamps)): added as new"
              : "new in the sheet") + note,
            sheetRow: sheetRow))
        continue
      }
      inSheet[index] = true
      sheetOrder.append(Int32(index))
      // The base row's position, looked up once at most: a look-up moves the guess cursor.
      var basePosition: Int??
      func exportedPosition() -> Int? {
        if let basePosition { return basePosition }
        let found = baseRows?.position(of: key, guess: index)
        basePosition = .some(found)
        return found
      }
      let decision: MatchedRowDecision
      if replacementOf[index] == Self.notReplaced,
        let ahead = decisionsAhead?.takeDecision(
          sheetRow: position, local: index, basePosition: exportedPosition)
      {
        decision = ahead
      } else {
        decision = self.decision(
          sheetRow: position, sheet[position], key: key, isTyped: isTypedRow,
          current: mergedRow(index), fields: fields,
          exported: { exportedPosition().flatMap { baseRows?.rows[$0] } })
      }
      // Consumed, the replacement moves into `replacements` instead of being copied.
      switch consume decision {
      case .unchanged:
        unchanged += 1
      case .keptAsExported:
        counts[.keptLocal, default: 0] += 1
      case .replaced(let row, let change):
        replacementOf[index] = Int32(replacements.count)
        replacements.append(row)
        counts[change.action, default: 0] += 1
        changes.append(change)
      }
    }

    // Every decision made ahead was taken: its rows moved out, the rest can go now.
    decisionsAhead = nil
    // The local rows several of whose fields the sheet moved from other rows.
    var shifted = Set<Int>()
    if !options.acceptSuspicious, !changes.isEmpty {
      shifted = holdBackMovedValues(
        changes: &changes, counts: &counts, replacements: &replacements,
        replacementOf: replacementOf, local: local, localRows: &localRows, fields: fields.all,
        sheetOrder: sheetOrder)
    }

    // A row whose id looks like a local row's mistyped, or cleared, is not added beside that
    // row, which stays: by local position, the sheet row and how it holds the local row.
    var mistyped: [Int: (sheetRow: Int?, held: String)] = [:]
    var dropped = Set<Int>()
    func reject(change: Int, key: RowKey, inserted place: Int, reason: String) -> Int? {
      let sheetRow = changes[change].sheetRow
      changes[change] = self.change(key, .rejected, reason, sheetRow: sheetRow)
      counts[.inserted, default: 0] -= 1
      counts[.rejected, default: 0] += 1
      dropped.insert(place)
      return sheetRow
    }
    // The local rows keyed by ids that the sheet lacks, found once for both checks below.
    let missingWithIds =
      sheetHasTab && !(insertedWithIds.isEmpty && insertedStamped.isEmpty)
      ? local.indices.filter { !inSheet[$0] && local[$0].rowKey.id != nil } : []
    if sheetHasTab, !insertedWithIds.isEmpty {
      for pair in MistypedIds.pairs(
        unknown: insertedWithIds.map(\.id),
        missing: missingWithIds.map { local[$0].rowKey.id! })
      {
        let (place, change, key, id) = insertedWithIds[pair.unknown]
        let localIndex = missingWithIds[pair.local]
        let sheetRow = reject(
          change: change, key: key, inserted: place,
          reason: Self.mistypedReason(local: local[localIndex].rowKey, distance: pair.distance))
        mistyped[localIndex] = (sheetRow, "mistyped as \(CellFormatter.uuid(id))")
      }
    }
    insertedStamped.removeAll { dropped.contains($0.inserted) }
    if sheetHasTab, !insertedStamped.isEmpty {
      // A row whose sheet row holds other rows' cells (its key shifted against the rest of
      // the sheet) may have its own cells on a row without key, or with another's.
      let missing = missingWithIds.filter { mistyped[$0] == nil } + shifted.sorted()
      for pair in ClearedIds.pairs(
        sheet: insertedStamped.map(\.createdAt), missing: missing.map { local[$0].createdAt },
        isSameContent: { sheet, localPlace in
          contentEqual(
            inserted[insertedStamped[sheet].inserted], local[missing[localPlace]],
            fields: fields.all)
        })
      {
        let (place, change, key, _, isTyped) = insertedStamped[pair.sheet]
        let localIndex = missing[pair.local]
        let sheetRow = reject(
          change: change, key: key, inserted: place,
          reason: shifted.contains(localIndex)
            ? Self.shiftedReason(local: local[localIndex].rowKey)
            : Self.clearedReason(local: local[localIndex].rowKey, isCleared: isTyped))
        guard !shifted.contains(localIndex) else { continue }
        mistyped[localIndex] = (
          sheetRow, "with its \(Row.tab.keyColumnName) \(isTyped ? "cleared" : "replaced")"
        )
      }
    }
    // A new row with an id a digit or two from a row the sheet holds, and that row's createdAt,
    // was filled down or copied from it: held back.
    let filled = insertedStamped.filter { !$0.isTyped && !dropped.contains($0.inserted) }
    var filledCount = 0
    if !options.acceptSuspicious, !filled.isEmpty {
      // Past the search limit, a row's sources are looked up by its id's head: a fill counts up
      // the number the id ends with. Up to it, every row the sheet holds is read, for ids a digit
      // or two apart anywhere.
      let sources =
        filled.count > NearIdSuggestions.searchLimit
        ? FilledIds.sourcesByHead(
          of: filled.lazy.map { inserted[$0.inserted] }, in: local, inSheet: inSheet) : nil
      for row in filled {
        let candidate = inserted[row.inserted]
        // The source as stored, or as the sheet edited it before filling it down.
        func isSource(_ index: Int) -> Bool {
          FilledIds.looksFilled(candidate, from: local[index])
            || (replacementOf[index] != Self.notReplaced
              && FilledIds.looksFilled(candidate, from: mergedRow(index)))
        }
        let found =
          if let sources {
            FilledIds.source(of: candidate, sources: sources, isSource: isSource)
          } else {
            local.indices.first { inSheet[$0] && isSource($0) }
          }
        guard let source = found else { continue }
        var change = changes[row.change]
        change.action = .suspicious
        change.hint = .acceptSuspicious
        change.reason = Self.filledReason(source: local[source].rowKey)
        changes[row.change] = change
        counts[.inserted, default: 0] -= 1
        counts[.suspicious, default: 0] += 1
        dropped.insert(row.inserted)
        filledCount += 1
      }
    }
    // A rejected sheet row may be any gone row edited: none is paired then.
    if sheetHasTab, !insertedTyped.isEmpty, rejectedRows.isEmpty {
      insertedTyped.removeAll { dropped.contains($0.inserted) }
      let gone = local.indices.filter { index in
        let key = local[index].rowKey
        return !inSheet[index] && mistyped[index] == nil && key.isContentDerived
          && !rejectedKeys.contains(key) && baseRows?.row(for: key, guess: index) == nil
      }
      let compared = fields.all.filter { !Self.stampNames.contains($0.name) }
      // The changes of typed rows that hold the content of the row they take the place of:
      // merged again, they change nothing.
      var unchangedChanges: [Int] = []
      for pair in RetypedRows.pairs(
        typed: insertedTyped.count, gone: gone.count,
        similarity: { typed, candidate in
          RetypedRows.similarity(
            inserted[insertedTyped[typed].inserted], local[gone[candidate]], fields: compared)
        })
      {
        let (place, changeIndex, position) = insertedTyped[pair.typed]
        let localIndex = gone[pair.gone]
        let current = local[localIndex]
        let typed = inserted[place]
        inSheet[localIndex] = true
        dropped.insert(place)
        counts[.inserted, default: 0] -= 1
        let differing = compared.filter { !$0.isEqual(current, typed) }
        guard !differing.isEmpty else {
          unchanged += 1
          unchangedChanges.append(changeIndex)
          continue
        }
        let decision = decideRetyped(
          local: current, typed: typed, asRead: sheet[position], differing: differing)
        replacementOf[localIndex] = Int32(replacements.count)
        replacements.append(decision.row.normalized())
        counts[decision.action, default: 0] += 1
        changes[changeIndex] = change(
          current.rowKey, decision.action, decision.reason,
          hint: decision.action == .suspicious ? .acceptSuspicious : nil,
          fields: differing.map { field in
            FieldChange(
              field: field.name, local: field.text(current), sheet: field.text(typed),
              merged: field.text(decision.row))
          }, sheetRow: changes[changeIndex].sheetRow)
      }
      for index in unchangedChanges.sorted(by: >) { changes.remove(at: index) }
    }
    if !dropped.isEmpty {
      inserted = inserted.indices.filter { !dropped.contains($0) }.map { inserted[$0] }
    }

    var deleted = [Bool](repeating: false, count: local.count)
    var heldBack: [HeldBackDeletions.Reason: Int] = [:]
    // The rows to delete, once every other check passed: held back together when too many.
    var deletions: [Int] = []
    // The first rejected sheet row that matches no local row, found when a row is to be deleted.
    var unmatchedRejected: Int??
    func firstUnmatchedRejected() -> Int? {
      if let found = unmatchedRejected { return found }
      let found = rejectedRows.first { row in
        row.key.map { localRows.position(of: $0) == nil } ?? true
      }?.sheetRow
      unmatchedRejected = found
      return found
    }
    if sheetHasTab {
      for index in local.indices where !inSheet[index] {
        let row = mergedRow(index)
        let key = row.rowKey
        // A row whose sheet row was rejected is counted once, as `rejected`, by the caller.
        if rejectedKeys.contains(key) { continue }
        if let (sheetRow, held) = mistyped[index] {
          counts[.keptLocal, default: 0] += 1
          changes.append(
            change(
              key, .keptLocal,
              "not in the sheet under its id, which \(sheetRow.map { "sheet row \($0)" } ?? "a sheet row") seems to hold \(held): kept"
            ))
          continue
        }
        if base == nil {
          counts[.keptLocal, default: 0] += 1
          changes.append(
            change(
              key, .keptLocal,
              "not in the sheet; with no export recorded, a row deleted in the sheet cannot be told from one added in the app, so it is kept"
                + (options.allowDeletions ? " (deleting needs an export first)" : "")))
          continue
        }
        // A row added in the app since the last export is not in the sheet yet.
        guard let exported = baseRows?.row(for: key, guess: index) else {
          counts[.keptLocal, default: 0] += 1
          // One a merge added from a sheet of this export may have been removed from the
          // sheet since, or be missing from a download older than that merge: kept, and said.
          if mergedBefore.addedRow(key: key) {
            changes.append(
              change(
                key, .keptLocal,
                "not in the sheet, but kept: an earlier merge added it from a sheet of the same export, so it was removed from the sheet since, or this download is older than that merge; to delete it, delete it in the app, or export again and remove it from the new sheet"
              ))
          }
          continue
        }
        // Changed only by merges of this export's sheets, the row is the sheet's to delete.
        let unchangedLocally =
          (contentEqual(exported, row, fields: fields.all)
            && exported.lastModifiedAt == row.lastModifiedAt)
          || isChangedOnlyBySheetMerges(row, since: exported, fields.all)
        if !unchangedLocally {
          counts[.keptLocal, default: 0] += 1
          changes.append(
            change(
              key, .keptLocal,
              "removed from the sheet, but changed in the app since the last export: kept"))
        } else if let hold {
          counts[.keptLocal, default: 0] += 1
          heldBack[hold.reason, default: 0] += 1
          changes.append(
            change(key, .keptLocal, "removed from the sheet, but kept: \(hold.explanation)"))
        } else if let reason = protection(row) {
          counts[.keptLocal, default: 0] += 1
          // A deletion asked for and not made needs the user's attention.
          if options.allowDeletions { heldBack[.stillNamed, default: 0] += 1 }
          changes.append(change(key, .keptLocal, "removed from the sheet, but kept: \(reason)"))
        } else if let sheetRow = firstUnmatchedRejected() {
          counts[.keptLocal, default: 0] += 1
          changes.append(
            change(
              key, .keptLocal,
              "removed from the sheet, but kept: sheet row \(sheetRow) has errors and matches no local row, so it may be this row with a damaged id; fix it first"
            ))
        } else if options.allowDeletions {
          deletions.append(index)
        } else {
          counts[.keptLocal, default: 0] += 1
          changes.append(
            change(
              key, .keptLocal,
              "removed from the sheet since the last export; kept, since deletions were not allowed",
              hint: .allowDeletions))
        }
      }
      // Keeps every row to delete, each with the same reason.
      func holdBack(
        _ reason: HeldBackDeletions.Reason, because text: String, hint: OptionHint? = nil
      ) {
        counts[.keptLocal, default: 0] += deletions.count
        heldBack[reason, default: 0] += deletions.count
        for index in deletions {
          changes.append(change(mergedRow(index).rowKey, .keptLocal, text, hint: hint))
        }
      }
      if !deletions.isEmpty, filledCount > 0 {
        holdBack(
          .filledDown,
          because:
            "removed from the sheet since the last export, but kept: \(filledCount) row(s) of the tab look filled down over the rows below them (held back as suspicious), and this row may be one a fill covered; undo the fill, or accept suspicious changes to apply both"
        )
      } else if !deletions.isEmpty, let stale = firstRowOfEarlierDownload(sheet, base: baseRows) {
        holdBack(
          .earlierDownload,
          because:
            "removed from the sheet, but kept: the sheet's \(Row.tab.rawValue) tab comes from an earlier download (\(stale) is older than in the last export), so this row may have been added in the app since; merge a new download to delete it"
        )
      } else if !options.allowMassDeletions
        && MassDeletion.isMass(deleting: deletions.count, of: local.count)
      {
        holdBack(
          .massDeletion,
          because:
            "removed from the sheet since the last export, but kept: \(deletions.count) of the tab's \(local.count) rows would go at once, as when a download is old, cut short or emptied by mistake; allowing mass deletions deletes them",
          hint: .allowMassDeletions)
      } else {
        for index in deletions {
          deleted[index] = true
          counts[.deleted, default: 0] += 1
          changes.append(
            change(
              mergedRow(index).rowKey, .deleted,
              "removed from the sheet since the last export: deleted"))
        }
      }
    } else if rejectedKeys.isEmpty {
      counts[.keptLocal, default: 0] += inSheet.count { !$0 }
    } else {
      // A row whose sheet row was rejected is counted once, as `rejected`, by the caller.
      counts[.keptLocal, default: 0] += local.indices.count {
        !inSheet[$0] && !rejectedKeys.contains(local[$0].rowKey)
      }
    }
    counts[.unchanged, default: 0] += unchanged
    // A tab the merge left untouched shares the local rows' storage.
    let deletedCount = counts[.deleted] ?? 0
    // The sheet's rows go before the merged tab is made beside the local rows, unless rows were
    // deleted (see `Outcome.sheetRows`); the look-ups' indexes go too.
    let sheetRowsKept = deletedCount > 0 ? sheet : nil
    sheet = []
    guard !replacements.isEmpty || deletedCount > 0 || !inserted.isEmpty else {
      return Outcome(
        rows: local, changes: changes, counts: counts, heldBack: heldBack,
        notAddedBack: notAddedBack)
    }
    localRows = RowLookup([])
    baseRows = nil
    let merged = mergedRows(
      local: local, replacements: replacements, replacementOf: replacementOf, deleted: deleted,
      inserted: inserted)
    return Outcome(
      rows: merged, changes: changes, counts: counts, heldBack: heldBack,
      sheetRows: sheetRowsKept, notAddedBack: notAddedBack)
  }

  /// The first row of `sheet` older than its row in `base` (`sheet row 4`), which says the
  /// sheet comes from an earlier download than the export it is compared with; `nil` when none
  /// is (typed rows are new, and are passed over).
  ///
  /// - Complexity: O(rows of `sheet`), each looked up in `base`; asked only when rows are to be
  ///   deleted.
  private func firstRowOfEarlierDownload(_ sheet: [Row], base: RowLookup<Row>?) -> String? {
    // Without the column, a row's `lastModifiedAt` is its `createdAt`, which says nothing.
    guard var base, !absentColumns.contains(Self.lastModifiedAtName) else { return nil }
    for position in sheet.indices {
      let row = sheet[position]
      guard typedKeys.isEmpty || !typedKeys.contains(row.rowKey),
        let exported = base.row(for: row.rowKey, guess: position),
        Self.isFromEarlierDownload(row, exported: exported)
      else { continue }
      return position < sheetRows.count ? "sheet row \(sheetRows[position])" : "a sheet row"
    }
    return nil
  }

  /// Whether `sheet`, a sheet row that was not typed, is older than `exported`, its row as
  /// last exported: it comes from an earlier download.
  static func isFromEarlierDownload(_ sheet: Row, exported: Row) -> Bool {
    TimestampComparison.isLater(exported.lastModifiedAt, than: sheet.lastModifiedAt)
  }

  /// What a typed row lacked, after a space (" without an id"), or nothing when that is not
  /// known.
  ///
  /// - Parameter hasNoStamps: whether both of the row's timestamps are placeholders.
  private func typedGaps(_ key: RowKey, hasNoStamps: Bool) -> String {
    guard let gaps = typedRowGaps[key] else { return "" }
    switch (gaps.isMissingKey, gaps.isMissingStamp) {
    case (true, true) where hasNoStamps: return " without id or timestamps"
    case (true, true): return " without an id and with an empty timestamp"
    case (true, false): return " without an id"
    case (false, _) where hasNoStamps: return " without timestamps"
    case (false, _): return " with an empty timestamp"
    }
  }

  /// Why a sheet row whose id looks like `local`'s mistyped, `distance` hex digits away, is
  /// rejected.
  private static func mistypedReason(local: RowKey, distance: Int) -> String {
    let apart = distance == 1 ? "one digit" : "\(distance) digits"
    let column = Row.tab.keyColumnName
    return
      "its \(column) is in no local row, and \(apart) away from \(local.value), a local row the sheet no longer holds: the id looks mistyped, and merging the row would add a copy of that one; set the \(column) back to \(local.value), or clear both the \(column) and createdAt to add the row as new"
  }

  /// Why a sheet row typed without an id (`isCleared`) or with an id no local row has, whose
  /// `createdAt` is that of `local`, a local row the sheet no longer holds, is rejected.
  private static func clearedReason(local: RowKey, isCleared: Bool) -> String {
    let column = Row.tab.keyColumnName
    let (has, looks) = isCleared ? ("is empty", "cleared") : ("is in no local row", "replaced")
    return
      "its \(column) \(has), and its createdAt is that of \(local.value), a local row the sheet no longer holds: the id looks \(looks), and merging the row would add a copy of that one; set the \(column) back to \(local.value), or clear both the \(column) and createdAt to add the row as new"
  }

  /// Why a new sheet row whose id is `source`'s with a digit or two changed, and whose
  /// createdAt is its, is not added.
  private static func filledReason(source: RowKey) -> String {
    let column = Row.tab.keyColumnName
    return
      "its \(column) is \(source.value)'s with a digit or two changed, and its createdAt is that row's: it looks filled down from that row (dragging a row's cells down copies them and counts up the \(column)'s last digits), or copied with its \(column) edited; not added unless suspicious changes are accepted; to add it as a new row, clear its \(column) and createdAt"
  }

  /// Why a new sheet row holding the content of `local`, whose sheet row holds other rows'
  /// values, is not added.
  private static func shiftedReason(local: RowKey) -> String {
    let column = Row.tab.keyColumnName
    return
      "it holds the content and createdAt of \(local.value), whose \(column) is on another sheet row, beside values moved from other rows: the \(column) column moved against the other columns (as inserting or deleting cells in it, or sorting it alone, does), and merging the row would add a copy of \(local.value); put each \(column) back beside its row's cells"
  }

  /// The fields of the timestamps, which a row typed in the sheet takes from the merge.
  private static var stampNames: Set<String> { ["createdAt", "lastModifiedAt"] }

  /// The name of the `lastModifiedAt` column: without it, a sheet row's is its `createdAt`.
  static var lastModifiedAtName: String { "lastModifiedAt" }

  /// `replacementOf`'s mark for a local row the merge keeps as it is.
  static var notReplaced: Int32 { -1 }

  /// The merged row of a key both sides hold, the action and the reason.
  ///
  /// - Parameters:
  ///   - twoDigitYears: the date fields whose sheet cells spell their year in two digits:
  ///     their values are held back, unless suspicious changes are accepted.
  ///   - isBaseExported: whether `base` is the row as exported, whose `lastModifiedAt` tells
  ///     whether the local row was written since; `false` for a typed row's cells as first
  ///     merged.
  func decide(
    local: Row, sheet: Row, base: Row?, differing: [MergeField<Row>], isTyped: Bool,
    twoDigitYears: [MergeField<Row>] = [], isBaseExported: Bool = true
  ) -> (row: Row, action: MergeAction, reason: String) {
    // A row typed without an id takes its id from its cells: a local row with that id is this
    // row, added by an earlier merge of a sheet holding the same cells. What differs since was
    // changed in the app, and stays: taking the typed cells again would undo it.
    if isTyped, typedRowGaps[local.rowKey]?.isMissingKey == true {
      return (
        local, .keptLocal,
        "typed in the sheet without an id and added by an earlier merge (the same cells give the same id); changed since, in the app or by a later merge, and the local values stay: export, and edit the row as the new download shows it"
      )
    }
    // A sheet row older than the row as last exported comes from an earlier download: taking
    // it would undo later changes.
    if let base, !isTyped, Self.isFromEarlierDownload(sheet, exported: base) {
      return (
        local, .conflict,
        EarlierDownloadConflict.reasonStart
          + " (lastModifiedAt \(CellFormatter.timestamp(sheet.lastModifiedAt)), exported \(CellFormatter.timestamp(base.lastModifiedAt))): it comes from an earlier download, and the app's values stay"
      )
    }
    var row = local
    var appliedSheet = false
    var heldBack: [String] = []
    var conflicts: [String] = []
    var keptLocal: [String] = []
    // Equal at the precision the sheet shows (whole seconds or minutes) counts as a tie.
    let sheetIsLater = TimestampComparison.isLater(sheet.lastModifiedAt, than: local.lastModifiedAt)
    let sheetWinsTies =
      sheetIsLater || TimestampComparison.equal(sheet.lastModifiedAt, local.lastModifiedAt)
      || isTyped
    // Both sides changed a field since the export: a tie goes to the sheet unless the local
    // stamp is the later to the millisecond (`10:00` typed in an older download against an edit
    // merged at 10:00:20.707); the sheet's stamp cannot show the local one, which is newer
    // than the export the sheet came from.
    let sheetWinsConflicts =
      sheetWinsTies && (sheetIsLater || isTyped || sheet.lastModifiedAt >= local.lastModifiedAt)

    // The local row was written since the export and holds the exported values again: a later
    // change (in the app, or a later download's merged edit) undid or replaced what the sheet
    // changes, or the same sheet was merged before. A field only the sheet changed then meets
    // that later write as a conflict, decided by the stamps, rather than as the only change.
    let isLocalRestoredSinceExport =
      isBaseExported && base.map { Self.isRestored(local, since: $0) } ?? false
    // A value an earlier merge took from a sheet of this export is no edit since the export:
    // the local row changed the field since, and that later change stays, unless the sheet's
    // row is the later.
    var mergedBeforeNames: [String] = []
    func isMergedBefore(_ field: MergeField<Row>) -> Bool {
      !mergedBefore.isEmpty && isBaseExported && !isTyped && !sheetIsLater
        && mergedBefore.contains(key: local.rowKey, field: field.name, value: field.text(sheet))
    }
    // A local value that is the last an earlier merge took from a sheet of this export: the
    // store changed the field since the export only by taking that sheet's edit, so the sheet
    // is the field's last writer, and its value now is its own (edited again, or set back).
    var editedAgainNames: [String] = []
    var setBackNames: [String] = []
    func isLocalFromSheet(_ field: MergeField<Row>) -> Bool {
      !mergedBefore.isEmpty && isBaseExported && !isTyped && holdsLastMergedValue(field, of: local)
    }
    var heldBackDates: [MergeField<Row>] = []
    func takeSheet(_ field: MergeField<Row>) {
      if !options.acceptSuspicious, twoDigitYears.contains(where: { $0.name == field.name }) {
        heldBackDates.append(field)
      } else if field.isSuspicious(local, sheet) && !options.acceptSuspicious {
        heldBack.append(field.name)
      } else {
        field.copy(&row, sheet)
        appliedSheet = true
      }
    }

    // A row typed over a local row the sheet never held, its key given, gives the cells it
    // fills: its empty cells keep the local values (a category the app added since the
    // export, typed by name to make a transaction's valid).
    let fillsOnly = isTyped && base == nil && typedRowGaps[sheet.rowKey]?.isMissingKey != true
    var keptEmpty: [String] = []
    for field in differing {
      if fillsOnly, field.text(sheet).isEmpty {
        keptEmpty.append(field.name)
        continue
      }
      if let base {
        let sheetChanged = !field.isEqual(sheet, base)
        if sheetChanged, isMergedBefore(field) {
          mergedBeforeNames.append(field.name)
          keptLocal.append(field.name)
          continue
        }
        let localChanged = !field.isEqual(local, base)
        if localChanged, isLocalFromSheet(field) {
          if sheetChanged {
            // A value no merge took: edited again in the sheet since the last merge of it.
            editedAgainNames.append(field.name)
            takeSheet(field)
          } else if sheetIsLater {
            // Set back to the exported value, the sheet's stamp says later than the merge.
            takeSheet(field)
          } else {
            // Set back to the exported value in the sheet, or a download from before the edit
            // was made: nothing tells which, and the merged edit stays.
            setBackNames.append(field.name)
            keptLocal.append(field.name)
          }
          continue
        }
        switch (sheetChanged, localChanged || isLocalRestoredSinceExport) {
        case (true, false):
          takeSheet(field)
        case (false, true):
          keptLocal.append(field.name)
        default:
          conflicts.append(field.name)
          if sheetWinsConflicts { takeSheet(field) } else { keptLocal.append(field.name) }
        }
      } else if sheetWinsTies {
        takeSheet(field)
      } else {
        keptLocal.append(field.name)
      }
    }

    let isSheetStampInFuture = appliedSheet && sheetIsLater && isInFuture(sheet.lastModifiedAt)
    if appliedSheet {
      let stamp = sheetIsLater && !isSheetStampInFuture ? sheet.lastModifiedAt : options.mergeTime
      // Never earlier than the stamp it replaces (one a sheet set ahead of the clock): a later
      // edit must stay later, or an older download's would win against it.
      row.lastModifiedAt = max(stamp, local.lastModifiedAt.addingTimeInterval(0.001))
    }
    let names = { (fields: [String]) in fields.joined(separator: ", ") }
    let mergedBeforeNote =
      mergedBeforeNames.isEmpty
      ? ""
      : "; the sheet's \(names(mergedBeforeNames)) was taken by an earlier merge of a sheet from "
        + "the same export and changed since, and the local value stays"
    // Fields valid on each side can make an invalid row together: the local row stays whole.
    if appliedSheet, let inconsistency = row.inconsistency, local.inconsistency == nil {
      return (
        local, .conflict,
        "the sheet's \(names(differing.map(\.name).filter { !keptLocal.contains($0) }))"
          + " with the local values: \(inconsistency); the local row stays: set these fields "
          + "together in the sheet and merge again"
      )
    }
    if !conflicts.isEmpty, isLocalRestoredSinceExport, !sheetWinsConflicts {
      return (
        row, .conflict,
        "the sheet changed \(names(conflicts)) since the export it comes from, and the local row "
          + "was written since (lastModifiedAt \(CellFormatter.timestamp(local.lastModifiedAt))) "
          + "back to the exported values: a later change, in the app or by a later merge, undid "
          + "or replaced the sheet's, or this sheet was merged before; the local values stay: to "
          + "take the sheet's, set its lastModifiedAt later and merge again"
      )
    }
    if !conflicts.isEmpty {
      let winner =
        sheetIsLater
        ? "the sheet's edit is later and wins"
        : !sheetWinsConflicts
          ? "the local edit is later and wins (lastModifiedAt \(CellFormatter.timestamp(local.lastModifiedAt)), made in the app or taken from a sheet by an earlier merge); to take the sheet's, set its lastModifiedAt later and merge again"
          : isTyped
            ? "the sheet's row, typed without timestamps, wins"
            : "both carry the same lastModifiedAt, and the sheet's edit wins"
      return (
        row, .conflict,
        "both the sheet and the store changed \(names(conflicts)) since the last export; \(winner)"
          + (isSheetStampInFuture ? Self.futureStampNote(sheet.lastModifiedAt) : "")
          + mergedBeforeNote
      )
    }
    // Said of the values held back as a spreadsheet rewrites them by itself.
    let rewrittenReason = {
      "the sheet's \(names(heldBack)) differs only as a spreadsheet rewrites values by itself (a decimal comma, decimals rounded by a cell's format, lost leading zeros, text made a date or an error value or cut at a cell's 32,767 characters, characters an encoding lacks saved as ?, a two-digit year first read as the day); the local value stays unless suspicious changes are accepted"
    }
    if !heldBackDates.isEmpty {
      return (
        row, .suspicious,
        Self.twoDigitYearReason(heldBackDates, local: local, sheet: sheet)
          + (heldBack.isEmpty ? "" : "; " + rewrittenReason())
      )
    }
    if !heldBack.isEmpty {
      return (row, .suspicious, rewrittenReason())
    }
    if appliedSheet {
      let reason: String
      if isTyped {
        reason =
          "typed in the sheet: its values are taken"
          + (keptEmpty.isEmpty ? "" : "; its empty cells keep the local \(names(keptEmpty))")
      } else if sheetIsLater {
        reason = "the sheet's lastModifiedAt is later"
      } else if !editedAgainNames.isEmpty && keptLocal.isEmpty {
        reason =
          "edited in the sheet again (\(names(editedAgainNames))) since an earlier merge took its "
          + "earlier edit from a sheet of the same export"
      } else if base != nil && keptLocal.isEmpty {
        reason = "edited in the sheet since the last export"
      } else if base != nil, keptLocal.allSatisfy(setBackNames.contains) {
        reason =
          "edited in the sheet (\(names(differing.map(\.name).filter { !keptLocal.contains($0) }))) since the last export; "
          + Self.setBackReason(setBackNames)
      } else if base != nil {
        let appNames = keptLocal.filter { !setBackNames.contains($0) }
        reason =
          "edited in the sheet (\(names(differing.map(\.name).filter { !keptLocal.contains($0) }))) and in the app (\(names(appNames))) since the last export: both kept"
          + (setBackNames.isEmpty ? "" : "; " + Self.setBackReason(setBackNames))
      } else {
        reason =
          "edited in the sheet without touching lastModifiedAt: the sheet's values win, stamped with the merge time"
      }
      return (
        row, .updated,
        reason + (isSheetStampInFuture ? Self.futureStampNote(sheet.lastModifiedAt) : "")
          + mergedBeforeNote
      )
    }
    if !keptEmpty.isEmpty, keptLocal.isEmpty {
      return (
        row, .keptLocal,
        "typed in the sheet over a local row: its empty cells keep the local \(names(keptEmpty))"
      )
    }
    if !setBackNames.isEmpty, keptLocal.allSatisfy(setBackNames.contains) {
      return (row, .keptLocal, Self.setBackReason(setBackNames))
    }
    if !mergedBeforeNames.isEmpty {
      return (
        row, .keptLocal,
        "an earlier merge of a sheet from the same export took the sheet's "
          + "\(names(mergedBeforeNames)), and the local row changed since (lastModifiedAt "
          + "\(CellFormatter.timestamp(local.lastModifiedAt))): the local values stay; to take the "
          + "sheet's again, set its lastModifiedAt later and merge again"
      )
    }
    return (
      row, .keptLocal,
      "the app's lastModifiedAt is later: the local values stay, the sheet's are listed here"
    )
  }

  /// The reason of fields the sheet holds as exported while their local values are the last
  /// an earlier merge took from a sheet of the same export.
  static func setBackReason(_ fields: [String]) -> String {
    "the sheet holds \(fields.joined(separator: ", ")) as exported, and an earlier merge of a "
      + "sheet from the same export took its edit: set back in the sheet since, or a download "
      + "from before the edit; the merged values stay: to set them back, set the sheet's "
      + "lastModifiedAt later and merge again"
  }

  /// Whether `local` was written after `exported`, its row as exported, and holds the same
  /// values but for its `lastModifiedAt`.
  static func isRestored(_ local: Row, since exported: Row) -> Bool {
    guard local.lastModifiedAt > exported.lastModifiedAt else { return false }
    var aligned = exported
    aligned.lastModifiedAt = local.lastModifiedAt
    return aligned == local
  }

  private func contentEqual(_ a: Row, _ b: Row, fields: [MergeField<Row>]) -> Bool {
    fields.allSatisfy { $0.isEqual(a, b) }
  }

  func change(
    _ key: RowKey, _ action: MergeAction, _ reason: String, hint: OptionHint? = nil,
    fields: [FieldChange] = [], sheetRow: Int? = nil
  ) -> RowChange {
    RowChange(
      tab: Row.tab, key: key, sheetRow: sheetRow, action: action, reason: reason,
      fields: fields, hint: hint)
  }
}
