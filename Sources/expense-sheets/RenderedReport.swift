import ExpenseSheets

/// A merge report rendered for standard output ahead of printing, kept as the pieces the
/// renderer hands over: joined into one text, a large report's would double as it grew, and
/// copied, it would be held twice.
struct RenderedReport: Sendable {
  /// A piece of the output, as the renderer made it.
  private enum Piece: Sendable {
    case text(String)
    case bytes([UInt8])
  }

  /// The output, in order.
  private var pieces: [Piece] = []

  /// `report` rendered as `format` prints it.
  init(_ report: MergeReport, as format: OutputFormat) {
    switch format {
    case .text:
      MergeReportTextRenderer(colored: Terminal.colorsStandardOutput, hintWording: { $0.flag })
        .render(report) { pieces.append(.text($0)) }
    case .json:
      pieces = report.jsonPieces().pieces.map(Piece.bytes) + [.text("\n")]
    }
  }

  /// Writes the pieces to standard output.
  func print() {
    for piece in pieces {
      switch piece {
      case .text(let text): Terminal.standardOutput(text)
      case .bytes(let bytes): bytes.withUnsafeBytes(Terminal.standardOutput(bytes:))
      }
    }
  }
}
