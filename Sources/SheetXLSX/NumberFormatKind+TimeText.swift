extension NumberFormatKind {
  /// The text a time format shows for the serial number `serial` (days, their fraction the time
  /// of day), a typed time: `12:30`, `12:30:15`, `12:30 PM`, or `36:00` for elapsed hours.
  ///
  /// `nil` for another kind, a number no time shows (negative, not finite, or past ten million
  /// days), and a time of day's number of a day or more: that holds a date too, which the format
  /// hides (a `createdAt` column formatted to show the time), and its value is kept.
  public func timeText(serial: Double) -> String? {
    guard case .time(let showsSeconds, let isTwelveHour, let isElapsed) = self,
      serial.isFinite, serial >= 0, serial < (isElapsed ? 1e7 : 1)
    else { return nil }
    var seconds = Int((serial * 86_400).rounded())
    if !isElapsed { seconds %= 86_400 }
    var hour = seconds / 3_600
    var suffix = ""
    if isTwelveHour && !isElapsed {
      suffix = hour < 12 ? " AM" : " PM"
      hour = hour % 12 == 0 ? 12 : hour % 12
    }
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    var text = "\(hour):" + twoDigits(seconds / 60 % 60)
    if showsSeconds { text += ":" + twoDigits(seconds % 60) }
    return text + suffix
  }
}
