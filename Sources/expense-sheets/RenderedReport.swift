import ExpenseSheets

/// A merge report rendered for standard output ahead of printing, kept as the pieces the
/// renderer hands out: joined into one text, a large report's would double as it grew.
struct RenderedReport: Sendable {
  /// The text, or JSON, in order.
  private var pieces: [[UInt8]] = []

  /// `report` rendered as `format` prints it.
  init(_ report: MergeReport, as format: OutputFormat) {
    switch format {
    case .text:
      MergeReportTextRenderer(colored: Terminal.colorsStandardOutput, hintWording: { $0.flag })
        .render(report) { pieces.append(Array($0.utf8)) }
    case .json:
      let pieces = Locked<[[UInt8]]>([])
      report.writeJSON(isPretty: true) { piece in
        let piece = [UInt8](piece)
        pieces.withLock { $0.append(piece) }
      }
      self.pieces = pieces.withLock { $0 } + [Array("\n".utf8)]
    }
  }

  /// Writes the pieces to standard output.
  func print() {
    for piece in pieces {
      piece.withUnsafeBytes(Terminal.standardOutput(bytes:))
    }
  }
}
