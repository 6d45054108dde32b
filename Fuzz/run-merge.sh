#!/usr/bin/env bash
# Builds and runs the libFuzzer target of the merge for SECONDS (default 60).
# Usage: Fuzz/run-merge.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=Fuzz/out
corpus=Fuzz/corpus-merge
mkdir -p "$out" "$corpus"
{ head -c 2000 SampleSheets/valid/Transactions.csv; printf '\xff'; head -c 2000 SampleSheets/amount-edited-in-place/Transactions.csv; } > "$corpus/seed-edit"
{ head -c 1500 SampleSheets/valid/Transactions.csv; printf '\xff'; head -c 3000 SampleSheets/typed-row/Transactions.csv; } > "$corpus/seed-typed"
Fuzz/build-target.sh Fuzz/MergeTarget "$out/fuzz-merge" with-expense-sheets
Fuzz/fuzz.sh merge "$seconds" 16384 "$corpus"
