// Prints CLDR's month or weekday names, as Foundation has them, for `Scripts/cldr-names.py`.
// Usage: swift Scripts/cldr-names.swift LANGUAGES month|weekday (languages comma-separated)
import Foundation
let langs = CommandLine.arguments[1].split(separator: ",").map(String.init)
let kind = CommandLine.arguments[2]  // month | weekday
var found: [String: Set<Int>] = [:]
var byLang: [String: [(String, Int)]] = [:]
for lang in langs {
  let f = DateFormatter(); f.locale = Locale(identifier: lang); f.calendar = Calendar(identifier: .gregorian)
  let lists: [[String]] = kind == "month"
    ? [f.monthSymbols, f.shortMonthSymbols, f.standaloneMonthSymbols, f.shortStandaloneMonthSymbols]
    : [f.weekdaySymbols, f.shortWeekdaySymbols, f.standaloneWeekdaySymbols, f.shortStandaloneWeekdaySymbols]
  for list in lists {
    for (i, raw) in list.enumerated() {
      var name = raw.lowercased().trimmingCharacters(in: .whitespaces)
      while name.hasSuffix(".") { name.removeLast() }
      let number = kind == "month" ? i + 1 : (i == 0 ? 7 : i)  // weekdaySymbols start Sunday
      let prefixed: [String] = kind != "month" ? [] : lang == "he" ? ["ב" + name] : lang == "ca" && "aeiou".contains(name.first!) ? ["d’" + name] : []
      for n in [name] + prefixed {
        if n.isEmpty || n.contains(" ") || n.allSatisfy(\.isNumber) { continue }
        found[n, default: []].insert(number)
        if !(byLang[lang]?.contains { $0.0 == n } ?? false) { byLang[lang, default: []].append((n, number)) }
      }
    }
  }
}
let conflicts = Set(found.filter { $0.value.count > 1 }.keys)
print("// conflicts:", conflicts.sorted())
for lang in langs {
  let items = byLang[lang, default: []].filter { !conflicts.contains($0.0) }
  print("// \(lang)")
  print(items.map { "(\"\($0.0)\", \($0.1))" }.joined(separator: ", ") + ",")
}
