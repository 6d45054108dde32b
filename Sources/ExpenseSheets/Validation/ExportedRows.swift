import Foundation

/// Gives the rows of `tab` whose ids are among `ids` as the export `exportId` wrote them (the
/// latest export when `exportId` is `nil` or its rows are not kept), in a ledger holding that
/// tab's rows alone; an id the export did not write has none, and a store that never exported
/// gives none.
public typealias ExportedRows = (_ tab: Tab, _ ids: Set<UUID>, _ exportId: UUID?) throws -> Ledger
