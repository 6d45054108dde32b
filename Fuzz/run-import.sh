#!/usr/bin/env bash
# Builds and runs the libFuzzer target of the import path for SECONDS (default 60).
# Usage: Fuzz/run-import.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=Fuzz/out
corpus=Fuzz/corpus-import
mkdir -p "$out" "$corpus"
# Seed the corpus with the sample tabs, each behind its tab selector byte.
index=0
for tab in Transactions Receipts Categories RecurringRules Settings; do
  { printf "\\x$(printf %02x $index)"; head -c 4000 "SampleSheets/valid/$tab.csv"; } > "$corpus/seed-$tab"
  index=$((index + 1))
done
Fuzz/build-target.sh Fuzz/ImportTarget "$out/fuzz-import" with-expense-sheets
Fuzz/fuzz.sh import "$seconds" 65536 "$corpus"
