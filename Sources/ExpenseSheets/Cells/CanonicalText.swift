import Foundation

/// Reads the canonical text the exporter writes (`CellFormatter`), straight from its bytes:
/// for stores and tools that keep values as sheet text.
public enum CanonicalText {
  /// Money written as a plain decimal with a point, such as `12.50`; exact.
  public static func money(_ text: String) -> Decimal? {
    var text = text
    return text.withUTF8 { MoneyCell.parse(UnsafeRawBufferPointer($0), separator: .point) }
  }

  /// A business date written `YYYY-MM-DD`.
  public static func date(_ text: String) -> SheetDate? {
    var text = text
    return text.withUTF8 { bytes -> SheetDate? in
      guard case .exact(let date)? = DateCell.shape(UnsafeRawBufferPointer(bytes)) else {
        return nil
      }
      return date
    }
  }

  /// A UUID in any case.
  public static func uuid(_ text: String) -> UUID? {
    var text = text
    return text.withUTF8 { UUIDCell.parse(UnsafeRawBufferPointer($0)) }
  }
}
