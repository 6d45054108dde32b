extension Category: TabRow {
  /// The Categories columns, keyed by `name`.
  package static let fields: [TabField<Category>] = [
    .text("name", .required, { $0.name }, { $0.name = $1 }),
    .enumeration("type", .required, { $0.type }, { $0.type = $1 }),
    .text("emoji", .optional, { $0.emoji }, { $0.emoji = $1 }),
    .text("colorHex", .optional, { $0.colorHex }, { $0.colorHex = $1 }),
    .value(
      "isActive", .boolean, .required, { $0.isActive }, { $0.isActive = $1 },
      text: CellFormatter.bool),
    .value(
      "sortOrder", .integer, .optional, { $0.sortOrder }, { $0.sortOrder = $1 },
      text: { $0.map(String.init) ?? "" },
      suspicious: { local, sheet in
        guard let local, let sheet else { return false }
        return SpreadsheetRewrite.isThousandfold(local: local, sheet: sheet)
      }),
    .timestamp("createdAt", .stamp, { $0.createdAt }, { $0.createdAt = $1 }),
    .timestamp(
      "lastModifiedAt", .stamp, merged: false, { $0.lastModifiedAt }, { $0.lastModifiedAt = $1 }),
  ]
}
