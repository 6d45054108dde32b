extension NumberFormatKind {
  /// The text a time format shows for the serial number `serial` (days, their fraction the time
  /// of day): `12:30`, `12:30:15`, `12:30 PM`, or `36:00` for elapsed hours; `nil` for another
  /// kind, or a number no time shows (negative, not finite, or past ten million days).
  public func timeText(serial: Double) -> String? {
    guard case .time(let showsSeconds, let isTwelveHour, let isElapsed) = self,
      serial.isFinite, serial >= 0, serial < 1e7
    else { return nil }
    let days = isElapsed ? serial : serial - serial.rounded(.down)
    var seconds = Int((days * 86_400).rounded())
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
