#!/usr/bin/env bash
# Fails when Swift files under the given folders (default: Sources) use an API newer than the
# platforms Package.swift declares (macOS 14, iOS 17). Linux builds do not check availability,
# so this list stands in for the Apple compilers: add to it whatever newer API comes up.
#
# Before scanning, the script checks itself: each entry's planted use must be caught, and a
# comment naming the API must not be.
set -euo pipefail
cd "$(dirname "$0")/.."

patterns=()
samples=()
availability=()
# api PATTERN (extended regex, matched outside // comments) PLANTED-USE AVAILABLE-FROM
api() {
  patterns+=("$1")
  samples+=("$2")
  availability+=("$3")
}

# The Synchronization module (Swift 6.0).
api '^[[:space:]]*import[[:space:]]+Synchronization\b' 'import Synchronization' 'macOS 15, iOS 18'
api '\bMutex\b' 'let state = Mutex(0)' 'macOS 15, iOS 18'
api '\bAtomic(LazyReference)?[[:space:]]*[<(]' 'let flag = Atomic(false)' 'macOS 15, iOS 18'
api '\bWordPair\b' 'let pair = WordPair(first: 0, second: 0)' 'macOS 15, iOS 18'
# The standard library of Swift 6.0.
api '\b(U)?Int128\b' 'let big: UInt128 = 1' 'macOS 15, iOS 18'
api '\bRangeSet\b' 'let set = RangeSet<Int>()' 'macOS 15, iOS 18'
api 'String\(validating:' 'let text = String(validating: bytes, as: UTF8.self)' 'macOS 15, iOS 18'
# The standard library of Swift 6.2 (Span and RawSpan back-deploy only with a newer
# toolchain's compatibility library, which the package does not rely on).
api '\b(Mutable)?(Raw)?Span\b' 'func scan(_ bytes: RawSpan) {}' 'macOS 26, iOS 26'
api '\bOutput(Raw)?Span\b' 'var out: OutputSpan<UInt8>' 'macOS 26, iOS 26'
api '\.(mutableS|s)pan\b' 'let view = array.span' 'macOS 26, iOS 26'
api '\bInlineArray\b' 'var cells: InlineArray<4, Int>' 'macOS 26, iOS 26'
api '\bUTF8Span\b' 'func read(_ text: UTF8Span) {}' 'macOS 26, iOS 26'
api '\.utf8Span\b' 'let view = name.utf8Span' 'macOS 26, iOS 26'
api 'Task\.immediate\b' 'Task.immediate { await work() }' 'macOS 26, iOS 26'
# Observation beyond @Observable (which is macOS 14, iOS 17).
api '\bObservations\b' 'let changes = Observations { model.total }' 'macOS 26, iOS 26'
# Foundation APIs that swift-foundation on Linux has before Apple's Foundation at our floor.
api '#Expression\b|\bExpression<' 'let rule = #Expression<Int, Bool> { $0 > 0 }' 'macOS 15, iOS 18'
api '\bRecurrenceRule\b' 'let rule = Calendar.RecurrenceRule(calendar: .current, frequency: .daily)' 'macOS 15, iOS 18'
api '\.dates\(byMatching:' 'let days = calendar.dates(byMatching: parts, startingAt: now)' 'macOS 15, iOS 18'
api '\bDiscreteFormatStyle\b' 'struct Style: DiscreteFormatStyle {}' 'macOS 15, iOS 18'
api '\bProgressReporter\b' 'let progress = ProgressReporter(totalCount: 10)' 'macOS 26, iOS 26'

# Prints `file:line: ...` for each use in the Swift files under the given folders, and returns 1
# when there is any. The files are read once, without their comments, into a scratch copy.
scan() {
  local copy index line found=0
  copy=$(mktemp -d)
  find "$@" -name '*.swift' -exec sh -c 'mkdir -p "$0/$(dirname "$1")"' "$copy" {} \;
  find "$@" -name '*.swift' -exec awk -v copy="$copy" \
    '{ sub(/\/\/.*$/, ""); print > (copy "/" FILENAME) }' {} +
  for index in "${!patterns[@]}"; do
    while IFS= read -r line; do
      echo "${line#"$copy"/}" | sed -E "s#^([^:]*:[0-9]+):#\1: uses an API available from ${availability[$index]} only: #"
      found=1
    done < <(grep -rnE "${patterns[$index]}" "$copy" || true)
  done
  rm -rf "$copy"
  return $found
}

# The self-check: every planted use is caught, and a comment is not.
planted=$(mktemp -d)
trap 'rm -rf "$planted"' EXIT
for index in "${!samples[@]}"; do
  echo "${samples[$index]}" >"$planted/Planted.swift"
  if scan "$planted" >/dev/null; then
    echo "check-availability: the pattern ${patterns[$index]} misses ${samples[$index]}" >&2
    exit 2
  fi
done
printf '%s\n' '/// Mutex and Span appear in comments only.' 'let text = "x" // Mutex' \
  >"$planted/Planted.swift"
if ! scan "$planted" >/dev/null; then
  echo "check-availability: a comment was taken for a use" >&2
  exit 2
fi

if [ "$#" -eq 0 ]; then set -- Sources; fi
if ! scan "$@"; then
  echo "check-availability: the package declares macOS 14 and iOS 17; use an older API or guard with #available" >&2
  exit 1
fi
echo "check-availability: no API newer than macOS 14 / iOS 17 in $*"
