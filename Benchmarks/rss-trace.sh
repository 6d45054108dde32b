#!/usr/bin/env bash
# Runs a command and samples its resident memory (VmRSS) every 5 ms, to see when in its phases
# the peak comes: prints "seconds MiB" every 50 ms, then the largest sample and when it came.
# With EXPENSE_SHEETS_TIMINGS=1 in the environment, the tool prints its phases' times to
# standard error, shown first.
#
# Usage: Benchmarks/rss-trace.sh COMMAND [ARGUMENTS...]
# e.g.   cp m.orig m.sqlite; EXPENSE_SHEETS_TIMINGS=1 Benchmarks/rss-trace.sh \
#          .build/release/expense-sheets merge edited --store m.sqlite
set -euo pipefail
samples=$(mktemp)
errors=$(mktemp)
trap 'rm -f "$samples" "$errors"' EXIT
"$@" >/dev/null 2>"$errors" &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
  rss=$(awk '/VmRSS/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
  [ -n "$rss" ] && echo "$(date +%s%N) $rss" >>"$samples"
  sleep 0.005
done
wait "$pid" || true
grep '^timing:' "$errors" || true
awk 'NR == 1 { t0 = $1 }
  { t = ($1 - t0) / 1e9; m = int($2 / 1024); if (m > max) { max = m; at = t } }
  NR % 10 == 0 { printf "%.2f %d\n", t, m }
  END { printf "peak %d MiB at %.2f s\n", max, at }' "$samples"
