#!/usr/bin/env bash
# The one-file workbook (issue 24) on the 10-million-cell ledger (714,000 transactions), each
# step the median of RUNS runs (default 3) with peak memory from /usr/bin/time, the peers
# measured in the same run: fastexcel (Rust calamine) reading the exported .xlsx, and
# xlsxwriter (constant memory) writing the same rows, typed the same way, from the CSV export.
#
# Usage: Benchmarks/xlsx.sh [RUNS]   (EXPENSE_SHEETS=path runs another build of the tool)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
tool="${EXPENSE_SHEETS:-.build/release/expense-sheets}"
[ -n "${EXPENSE_SHEETS:-}" ] || swift build -c release --product expense-sheets >/dev/null
python3 -c 'import fastexcel, xlsxwriter, pyarrow' 2>/dev/null \
  || pip install -q fastexcel xlsxwriter pyarrow
data=Benchmarks/Data/xlsx
mkdir -p "$data"
if ! [ -f "$data/ledger.sqlite" ]; then
  "$tool" sample --out "$data/sample" --rows 714000 >/dev/null
  "$tool" import "$data/sample" --store "$data/ledger.sqlite" >/dev/null
fi
[ -f "$data/csv/Transactions.csv" ] || "$tool" export --out "$data/csv" --store "$data/ledger.sqlite" >/dev/null

# median seconds and the largest peak RSS (MiB) of a command over $runs runs
measure() {
  local times=() peak=0
  for _ in $(seq "$runs"); do
    local stats out
    stats=$(mktemp)
    /usr/bin/time -f "%e %M" -o "$stats" "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }
    out=$(tail -1 "$stats")
    rm -f "$stats"
    times+=("${out% *}")
    [ "${out#* }" -gt "$peak" ] && peak="${out#* }"
  done
  echo "$(printf '%s\n' "${times[@]}" | sort -g | sed -n "$(( (runs + 1) / 2 ))p") $((peak / 1024))"
}

report() {
  printf '%-44s %8.2f s %8d MiB\n' "$1" "${2% *}" "${2#* }"
}

export_=$(measure "$tool" export --out "$data/ledger.xlsx" --store "$data/ledger.sqlite")
unzipped=$(unzip -l "$data/ledger.xlsx" | tail -1 | awk '{print $1}')
echo "ledger.xlsx: $(($(stat -c %s "$data/ledger.xlsx") / 1000000)) MB, $((unzipped / 1000000)) MB unzipped ($((unzipped / 1048576)) MiB); median of $runs runs"
report "expense-sheets export --out ledger.xlsx" "$export_"
writer=$(measure python3 Benchmarks/xlsx-peers.py write "$data/csv" "$data/xlsxwriter.xlsx")
report "xlsxwriter, constant memory (peer)" "$writer"
validate=$(measure "$tool" validate "$data/ledger.xlsx")
report "expense-sheets validate ledger.xlsx" "$validate"
reader=$(measure python3 Benchmarks/xlsx-peers.py read "$data/ledger.xlsx")
report "fastexcel read, every sheet to Arrow (peer)" "$reader"
unzip_=$(measure unzip -p "$data/ledger.xlsx")
report "unzip -p ledger.xlsx (inflate alone)" "$unzip_"

awk -v e="${export_% *}" -v w="${writer% *}" -v v="${validate% *}" -v r="${reader% *}" \
  -v ep="${export_#* }" -v vp="${validate#* }" -v u="$unzipped" 'BEGIN {
  printf "export: %.3f of xlsxwriter'\''s time (goal: under 0.1)\n", e / w
  printf "validate: %.3f of fastexcel'\''s time (goal: under 0.5)\n", v / r
  printf "peak memory: export %.2f, validate %.2f times the unzipped size (goal: under 3)\n",
    ep * 1048576 / u, vp * 1048576 / u
}'
