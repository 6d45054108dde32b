#!/usr/bin/env bash
# Runs a built libFuzzer binary on its corpus for SECONDS, keeping its whole output in
# Fuzz/out/NAME.log. On a crash it prints why (the runtime's message and the first frames)
# and the input that crashed, in base64, so that a CI log alone reproduces it:
#   base64 -d > crash && Fuzz/out/fuzz-NAME crash
# Usage: Fuzz/fuzz.sh NAME SECONDS MAX_LEN CORPUS
set -euo pipefail
cd "$(dirname "$0")/.."
name="$1" seconds="$2" max_len="$3" corpus="$4"
out=Fuzz/out
log="$out/$name.log"
rm -f "$out/$name"-crash-* "$out/$name"-oom-* "$out/$name"-timeout-*
status=0
# No Swift backtracer: under the sanitizer it can outlive the crash and hold the pipe open.
SWIFT_BACKTRACE=enable=no timeout $((seconds + 120)) "$out/fuzz-$name" -max_total_time="$seconds" \
  -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$out/$name-" "$corpus" \
  > "$log" 2>&1 || status=$?
tail -n 4 "$log"
if [ "$status" -ne 0 ]; then
  echo "== the $name fuzzer failed (exit $status): why"
  grep -m 1 -A 12 -E 'Fatal error|runtime failure|ERROR: (AddressSanitizer|libFuzzer)' "$log" || true
  for artifact in "$out/$name"-crash-* "$out/$name"-oom-* "$out/$name"-timeout-*; do
    [ -f "$artifact" ] || continue
    echo "== $artifact, in base64"
    base64 "$artifact" | head -c 24000
    echo
  done
fi
exit "$status"
