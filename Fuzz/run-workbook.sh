#!/usr/bin/env bash
# Builds and runs the libFuzzer target of the workbook readers (.xlsx and .ods) for SECONDS
# (default 60), from the seeds in Fuzz/seeds-workbook: workbooks written by this tool,
# LibreOffice and Gnumeric, as entries (see Fuzz/WorkbookTarget/main.swift).
# Usage: Fuzz/run-workbook.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=Fuzz/out
corpus=Fuzz/corpus-workbook
mkdir -p "$out" "$corpus"
cp Fuzz/seeds-workbook/* "$corpus/"
Fuzz/build-target.sh Fuzz/WorkbookTarget "$out/fuzz-workbook" with-workbooks
# No leak check: Foundation's `fileSystemRepresentation`, called by ZIPFoundation when it opens
# an archive, leaks its 29 bytes on every input.
ASAN_OPTIONS=detect_leaks=0 Fuzz/fuzz.sh workbook "$seconds" 131072 "$corpus"
