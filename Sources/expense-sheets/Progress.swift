import Foundation

/// Progress on standard error for work that takes over about a second, only on a terminal.
///
/// Each step is announced when it has run for a second; the line is cleared when work ends.
final class Progress: @unchecked Sendable {
  // A class because a timer thread reads the step that the work thread sets; a lock guards it.
  private let lock = NSLock()
  private var step: String?
  private var stepStart = Date()
  private var shown = false
  private let enabled: Bool
  private var timer: DispatchSourceTimer?

  /// Starts showing progress when standard error is a terminal.
  init(enabled: Bool = Terminal.showsProgress) {
    self.enabled = enabled
    guard enabled else { return }
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + 1, repeating: 0.5)
    timer.setEventHandler { [weak self] in self?.tick() }
    timer.resume()
    self.timer = timer
  }

  /// Runs one step of the work, announced as `name` if it lasts.
  func run<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
    lock.lock()
    step = name
    stepStart = Date()
    lock.unlock()
    return try body()
  }

  /// Stops and clears the progress line.
  func finish() {
    timer?.cancel()
    timer = nil
    lock.lock()
    defer { lock.unlock() }
    if shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    shown = false
  }

  private func tick() {
    lock.lock()
    defer { lock.unlock() }
    guard enabled, let step, Date().timeIntervalSince(stepStart) >= 1 else { return }
    let seconds = Int(Date().timeIntervalSince(stepStart))
    FileHandle.standardError.write(Data("\r\u{1B}[2K\(step)… \(seconds)s".utf8))
    shown = true
  }

  deinit { timer?.cancel() }
}
