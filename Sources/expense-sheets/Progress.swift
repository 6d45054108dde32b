import ExpenseSheets
import Foundation

/// Progress on standard error for work that takes over about a second, only on a terminal.
///
/// Each step is announced when it has run for a second, with what it has done so far (records
/// read, rows merged); the line is cleared when work ends. With the environment variable
/// `EXPENSE_SHEETS_TIMINGS` set, each step's wall time is printed on standard error when it ends,
/// terminal or not.
final class Progress: @unchecked Sendable {
  // A class because a timer thread reads the step that the work thread sets; a lock guards it.
  private let lock = NSLock()
  private var step: String?
  private var detail: String?
  /// The records read so far of each tab: tabs read side by side show together.
  private var reading: [Tab: ReadProgress] = [:]
  private var stepStart = Date()
  private var shown = false
  private let enabled: Bool
  private let printsTimings = ProcessInfo.processInfo.environment["EXPENSE_SHEETS_TIMINGS"] != nil
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
    detail = nil
    reading = [:]
    let start = Date()
    stepStart = start
    lock.unlock()
    defer {
      if printsTimings {
        let seconds = String(format: "%.3f", Date().timeIntervalSince(start))
        FileHandle.standardError.write(Data("timing: \(name) \(seconds) s\n".utf8))
      }
    }
    return try body()
  }

  /// Says what the current step has done so far, such as `78,000 changes`; any thread may
  /// call it.
  func update(_ text: String) {
    lock.lock()
    detail = text
    lock.unlock()
  }

  /// Shows the records read so far of each tab still being read (tabs read side by side show
  /// together), or of the last tab when all are read.
  func update(_ progress: ReadProgress) {
    func line(_ progress: ReadProgress) -> String {
      "\(progress.tab.rawValue): \(progress.recordsRead.formatted()) of "
        + "\(progress.recordCount.formatted()) records"
    }
    lock.lock()
    defer { lock.unlock() }
    reading[progress.tab] = progress
    let unfinished = Tab.allCases.compactMap { reading[$0] }.filter {
      $0.recordsRead < $0.recordCount
    }
    detail = unfinished.isEmpty ? line(progress) : unfinished.map(line).joined(separator: ", ")
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
    let what = detail.map { "\(step) \($0)" } ?? step
    FileHandle.standardError.write(Data("\r\u{1B}[2K\(what)… \(seconds)s".utf8))
    shown = true
  }

  deinit { timer?.cancel() }
}
