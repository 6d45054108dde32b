/// A cadence said in words a rule's `cadence` cell does not take (`every 2 weeks`, `quarterly`,
/// `fortnightly`, `every month`, `annually`), read as the cadence and the interval that say it:
/// offered as the fix of the `cadence` cell, and of `interval` when it is not 1, never read in
/// their place.
///
/// Words that people use for two cadences (`bimonthly`: twice a month or every two months;
/// `biannually`) are read as none.
enum CadencePhrase {
  /// Words that name a cadence and its interval at once.
  private static let words: [String: (cadence: Cadence, interval: Int)] = [
    "biweekly": (.weekly, 2), "fortnightly": (.weekly, 2), "quarterly": (.monthly, 3),
    "semiannually": (.monthly, 6), "semiannual": (.monthly, 6), "halfyearly": (.monthly, 6),
    "biennially": (.yearly, 2), "biennial": (.yearly, 2), "annually": (.yearly, 1),
    "annual": (.yearly, 1),
  ]
  /// The units of `every N units`, by the cadence that counts them.
  private static let units: [String: Cadence] = [
    "day": .daily, "days": .daily, "week": .weekly, "weeks": .weekly, "month": .monthly,
    "months": .monthly, "year": .yearly, "years": .yearly,
  ]

  /// The cadence and interval `raw` says, or `nil` when it says none clearly.
  static func reading(_ raw: String) -> (cadence: Cadence, interval: Int)? {
    let parts = raw.lowercased().split { $0.isWhitespace || $0 == "-" }.map(String.init)
    if let named = words[parts.joined()] { return named }
    guard parts.count == 2 || parts.count == 3, parts[0] == "every",
      let cadence = units[parts[parts.count - 1]]
    else { return nil }
    guard parts.count == 3 else { return (cadence, 1) }
    // `every other week` is every two; other numbers are digits or ``NumberWords``.
    let interval = parts[1] == "other" ? 2 : NumberWords.value(of: parts[1]) ?? Int(parts[1])
    guard let interval, (1...999).contains(interval)
    else { return nil }
    return (cadence, interval)
  }
}
