/// A first argument that names no subcommand, and the subcommand the person most likely meant.
///
/// The root command takes no argument of its own, so a word there that is not a subcommand is
/// a typing slip; the tool names it and suggests the nearest command rather than listing the
/// usage.
struct UnknownCommand: Equatable {
  /// The word given.
  var word: String
  /// The nearest command, when one is near enough to be meant.
  var suggestion: String?

  /// The unknown command at the front of `arguments` (the tool's arguments, without its own
  /// path), or `nil` when they start with an option, nothing, or one of `commands`.
  init?(arguments: some Collection<String>, commands: [String]) {
    guard let word = arguments.first, !word.hasPrefix("-"), !commands.contains(word) else {
      return nil
    }
    self.word = word
    self.suggestion = Self.nearest(to: word, among: commands)
  }

  /// What the tool prints on standard error.
  var message: String {
    if let suggestion {
      return "error: unknown command '\(word)'; did you mean '\(suggestion)'?"
    }
    return "error: unknown command '\(word)'; see 'expense-sheets --help' for the commands"
  }

  /// The command nearest `word` by edit distance (a swap of two neighbouring letters counts as
  /// one edit), when at most two edits and fewer than half its letters away; the first listed
  /// wins a tie.
  static func nearest(to word: String, among commands: [String]) -> String? {
    let typed = Array(word.lowercased())
    var best: (command: String, distance: Int)?
    for command in commands {
      let distance = editDistance(typed, Array(command))
      guard distance <= 2, distance * 2 < command.count else { continue }
      if best == nil || distance < best!.distance { best = (command, distance) }
    }
    return best?.command
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbouring characters.
  ///
  /// - Complexity: O(*m* × *n*) for strings of *m* and *n* characters.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
