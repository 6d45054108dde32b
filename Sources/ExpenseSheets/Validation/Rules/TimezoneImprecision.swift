import Foundation

/// Time zones that Foundation reads but that name no place's clock: fixed offsets (`UTC+1`,
/// `GMT-05:00`, `Etc/GMT-1`), which keep no daylight saving time, and abbreviations (`EST`,
/// `IST`), which stand for different zones in different places. Timestamps the sheet shows
/// without an offset are read in `Settings.timezone`, so such a zone reads some of them an hour
/// off for a ledger kept where the clocks change.
enum TimezoneImprecision {
  /// What the `imprecise-timezone` warning says of `identifier`, which reads as `zone`; `nil`
  /// when it names a place (`Europe/Berlin`, `US/Eastern`) or Coordinated Universal Time.
  static func message(for identifier: String, zone: TimeZone) -> String? {
    if isFixedOffset(identifier, zone: zone) {
      let offset = offsetText(zone.secondsFromGMT())
      return
        "\(quoted(identifier)) is a fixed offset (\(offset)) with no daylight saving time: timestamps the sheet shows without an offset are read at \(offset) all year; if the ledger is kept in a place, name its time zone, such as Europe/Berlin or America/New_York"
    }
    if isAbbreviation(identifier) {
      return
        "\(quoted(identifier)) is an abbreviation, not a time zone name: abbreviations stand for different zones in different places (IST for India, Israel or Ireland), and some, such as EST, are fixed offsets with no daylight saving time; name the zone, such as America/New_York or Asia/Kolkata"
    }
    return nil
  }

  /// The names of Coordinated Universal Time, which is a fixed offset by design.
  private static let universalNames: Set<String> = [
    "UTC", "GMT", "UCT", "UT", "Zulu", "Universal", "Greenwich", "Etc/UTC", "Etc/GMT",
    "Etc/UCT", "Etc/Universal", "Etc/Zulu", "Etc/Greenwich", "Etc/GMT0", "Etc/GMT+0",
    "Etc/GMT-0", "GMT0", "GMT+0", "GMT-0",
  ]

  /// Whether `identifier` names a fixed offset other than zero: Foundation reads `UTC+1` and
  /// `GMT+01:00` as `GMT+0100`, and the Etc zones (`Etc/GMT-1`) are offsets with inverted signs.
  private static func isFixedOffset(_ identifier: String, zone: TimeZone) -> Bool {
    guard !universalNames.contains(identifier) else { return false }
    return identifier.hasPrefix("Etc/GMT") || zone.identifier.hasPrefix("GMT+")
      || zone.identifier.hasPrefix("GMT-")
  }

  /// Whether `identifier` is two to five capital letters other than UTC's names: `EST`, `CET`,
  /// `AEST`.
  private static func isAbbreviation(_ identifier: String) -> Bool {
    (2...5).contains(identifier.utf8.count)
      && identifier.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
      && !universalNames.contains(identifier)
  }

  /// `seconds` east of Greenwich as `+01:00`, `-05:00`, `+05:30`.
  private static func offsetText(_ seconds: Int) -> String {
    let minutes = abs(seconds) / 60
    let hours = String(minutes / 60)
    let rest = String(minutes % 60)
    return (seconds < 0 ? "-" : "+") + String(repeating: "0", count: 2 - hours.count) + hours
      + ":" + String(repeating: "0", count: 2 - rest.count) + rest
  }
}
