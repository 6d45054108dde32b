/// The wall time `body` takes, in seconds.
public func seconds(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  return (clock.now - start) / .seconds(1)
}

/// The median of `values` (the upper one of an even count).
public func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
