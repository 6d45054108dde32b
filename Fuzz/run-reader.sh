#!/usr/bin/env bash
# Builds and runs the libFuzzer target of the CSV reader for SECONDS (default 60).
# Usage: Fuzz/run-reader.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=Fuzz/out
corpus=Fuzz/corpus-reader
mkdir -p "$out" "$corpus"
cp ../shared/conformance/csv-spectrum/csvs/*.csv "$corpus/" 2>/dev/null || true
head -c 4000 SampleSheets/valid/Transactions.csv > "$corpus/sample-transactions.csv"
Fuzz/build-target.sh Fuzz/ReaderTarget "$out/fuzz-reader"
Fuzz/fuzz.sh reader "$seconds" 4096 "$corpus"
