import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Says on standard error what Ctrl-C left behind, then ends the tool as `SIGINT` does.
///
/// The command says what Ctrl-C would leave at each point (`interrupted: nothing was written`
/// until it saves). While it saves (a store transaction, a workbook's files moved into place),
/// Ctrl-C waits for the save to end, so that what it then says is true: saved, or the save's
/// own error.
final class Interruption: @unchecked Sendable {
  // A class because the signal handler runs on a dispatch queue while the command's threads
  // change the phase; the lock orders them. The handler stops the tool while holding the lock,
  // so no save can start after it has said that nothing was written.
  private let lock = NSLock()
  /// What Ctrl-C says when it stops the tool now; `nil` while a save is under way.
  private var message: String? = "interrupted: nothing was written"
  /// Whether Ctrl-C came during the save under way: the tool stops once the save ends.
  private var pending = false
  private var source: (any DispatchSourceSignal)?

  /// The tool's one handler.
  static let shared = Interruption()

  /// Handles Ctrl-C from now on; call it once, before any work. A tool started with Ctrl-C
  /// ignored (a background job of a script) keeps ignoring it, as shells expect.
  func install() {
    let previous = signal(SIGINT, SIG_IGN)
    guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else {
      return
    }
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { [self] in interrupted() }
    source.resume()
    self.source = source
  }

  /// Sets what Ctrl-C says from now on, such as `interrupted: nothing was imported`.
  func whenInterrupted(say message: String) {
    lock.lock()
    defer { lock.unlock() }
    self.message = message
  }

  /// Runs `save`, during which Ctrl-C waits for it to end. When it ends, Ctrl-C says `saved`
  /// from then on, and a Ctrl-C that came meanwhile stops the tool saying it. When it throws,
  /// the error ends the tool and says what happened; Ctrl-C waits for that.
  func saving<Value>(then saved: String, _ save: () throws -> Value) rethrows -> Value {
    lock.lock()
    message = nil
    lock.unlock()
    let value = try save()
    lock.lock()
    defer { lock.unlock() }
    if pending { stop(saying: saved) }
    message = saved
    return value
  }

  private func interrupted() {
    lock.lock()
    defer { lock.unlock() }
    guard let message else {
      if !pending { write("interrupted: stopping once the save under way ends") }
      pending = true
      return
    }
    stop(saying: message)
  }

  /// Writes `message` and ends the tool as `SIGINT` does, so that a shell script that ran it
  /// stops too; never returns.
  private func stop(saying message: String) -> Never {
    write(message)
    signal(SIGINT, SIG_DFL)
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    raise(SIGINT)
    _exit(130)
  }

  /// Writes a line on standard error, on a line of its own on a terminal, where the progress
  /// line and the echoed `^C` are.
  private func write(_ line: String) {
    let clear = Terminal.showsProgress ? "\r\u{1B}[2K" : ""
    FileHandle.standardError.write(Data((clear + line + "\n").utf8))
  }
}
