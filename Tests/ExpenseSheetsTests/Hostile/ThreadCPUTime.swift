import Foundation

/// The processor time the calling thread spends in `body`, in seconds, with its result.
///
/// A bound on hostile input's cost that other tests running beside it cannot break: a wall-clock
/// limit counts the time a loaded machine gives to other work, this counts only this thread's.
func threadCPUSeconds<Result>(_ body: () throws -> Result) rethrows -> (Result, seconds: Double) {
  func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
  let start = now()
  let result = try body()
  return (result, now() - start)
}
