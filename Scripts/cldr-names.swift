// Prints CLDR's month or weekday names, as Foundation has them, for `Scripts/cldr-names.py`:
// a line of conflicts (names given different numbers), then each language's names.
// Usage: swift Scripts/cldr-names.swift LANGUAGES month|weekday (languages comma-separated)
import Foundation

let languages = CommandLine.arguments[1].split(separator: ",").map(String.init)
let isMonth = CommandLine.arguments[2] == "month"

/// The symbol lists of a language: wide and abbreviated, in a date and standing alone.
func symbolLists(_ formatter: DateFormatter) -> [[String]] {
  isMonth
    ? [
      formatter.monthSymbols, formatter.shortMonthSymbols, formatter.standaloneMonthSymbols,
      formatter.shortStandaloneMonthSymbols,
    ]
    : [
      formatter.weekdaySymbols, formatter.shortWeekdaySymbols,
      formatter.standaloneWeekdaySymbols, formatter.shortStandaloneWeekdaySymbols,
    ]
}

/// The forms a month name takes glued to a word before it: Hebrew `ב` (in), Catalan `d’` (of)
/// before a vowel.
func prefixedForms(of name: String, in language: String) -> [String] {
  guard isMonth else { return [] }
  if language == "he" { return ["ב" + name] }
  if language == "ca", let first = name.first, "aeiou".contains(first) { return ["d’" + name] }
  return []
}

var numbersByName: [String: Set<Int>] = [:]
var namesByLanguage: [String: [(String, Int)]] = [:]
for language in languages {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: language)
  formatter.calendar = Calendar(identifier: .gregorian)
  for list in symbolLists(formatter) {
    for (index, symbol) in list.enumerated() {
      var name = symbol.lowercased().trimmingCharacters(in: .whitespaces)
      while name.hasSuffix(".") { name.removeLast() }
      // Weekday symbols start on Sunday; the readers number Monday 1 to Sunday 7.
      let number = isMonth ? index + 1 : (index == 0 ? 7 : index)
      for form in [name] + prefixedForms(of: name, in: language) {
        if form.isEmpty || form.contains(" ") || form.allSatisfy(\.isNumber) { continue }
        numbersByName[form, default: []].insert(number)
        if !(namesByLanguage[language]?.contains { $0.0 == form } ?? false) {
          namesByLanguage[language, default: []].append((form, number))
        }
      }
    }
  }
}
let conflicts = Set(numbersByName.filter { $0.value.count > 1 }.keys)
print("// conflicts:", conflicts.sorted())
for language in languages {
  let names = namesByLanguage[language, default: []].filter { !conflicts.contains($0.0) }
  print("// \(language)")
  print(names.map { "(\"\($0.0)\", \($0.1))" }.joined(separator: ", ") + ",")
}
