#!/usr/bin/env bash
# End-to-end benchmarks of the expense-sheets tool on the largest workbook Google allows
# (714,285 transactions: 10 million cells), each the median of RUNS runs (default 5), with the
# peers measured in the same run: the Rust csv crate's bare read of the same files (the
# reference; built from Debian's librust-csv-dev, installed here when missing), Python's csv
# module splitting them, and SheetCSV's bare read (our floor). Then a typical ledger's merge
# (5,000 rows) end to end, median of 11 runs timed around the process. The merge and validate
# are timed on the benchmark's edited copy and on that copy as Google Sheets downloads it.
# Prints every goal's ratio from this one run.
#
# Usage: Benchmarks/pipeline.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
swift build -c release --product expense-sheets >/dev/null
(cd Benchmarks && swift build -c release --product CSVBenchmark >/dev/null)
if ! [ -d /usr/share/cargo/registry/csv-1.1.6 ] && ! ls -d /usr/share/cargo/registry/csv-1* >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends librust-csv-dev >/dev/null
fi
(cd Benchmarks/RustCSVRead && cargo build --release --offline -q)
tool=.build/release/expense-sheets
data=Benchmarks/Data
mkdir -p "$data"
[ -f "$data/workbook/Transactions.csv" ] || "$tool" sample --out "$data/workbook" --rows 714285 --seed 42 >/dev/null
python3 Benchmarks/make-edited-copy.py "$data/workbook" "$data/edited"
bytes=$(cat "$data"/workbook/*.csv | wc -c)
rows=$(cat "$data"/workbook/*.csv | wc -l)

# median seconds and the largest peak RSS (MiB) of a command over $runs runs
measure() {
  local times=() peak=0
  for _ in $(seq "$runs"); do
    [ -n "${SETUP:-}" ] && eval "$SETUP"
    local out stats
    stats=$(mktemp)
    /usr/bin/time -f "%e %M" -o "$stats" "$@" >/dev/null 2>&1 || true
    out=$(tail -1 "$stats")
    rm -f "$stats"
    times+=("${out% *}")
    local kib="${out#* }"
    [ "$kib" -gt "$peak" ] && peak="$kib"
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -g | sed -n "$(( (runs + 1) / 2 ))p")
  echo "$median $((peak / 1024))"
}

report() {
  local name="$1" result="$2"
  local seconds="${result% *}" peak="${result#* }"
  awk -v n="$name" -v s="$seconds" -v b="$bytes" -v r="$rows" -v p="$peak" \
    'BEGIN { printf "%-28s %8.2f s %9.1f MB/s %11.0f rows/s %8d MiB\n", n, s, b/s/1e6, r/s, p }'
}

echo "workbook: $data/workbook, $((bytes / 1000000)) MB, $rows lines; median of $runs runs"
rust=$(measure Benchmarks/RustCSVRead/target/release/rust-csv-read "$data"/workbook/*.csv)
report "Rust csv crate (reference)" "$rust"
floor=$(measure Benchmarks/.build/release/CSVBenchmark --read-all "$data/workbook")
report "SheetCSV raw read (floor)" "$floor"
python=$(measure python3 -c '
import csv, glob, sys
for name in glob.glob(sys.argv[1] + "/*.csv"):
    with open(name, newline="", encoding="utf-8") as f:
        for row in csv.reader(f): pass
' "$data/workbook")
report "python csv (peer)" "$python"
validate=$(measure "$tool" validate "$data/workbook")
report "expense-sheets validate" "$validate"
store="$data/bench.sqlite"
SETUP="rm -f $store*" ; importing=$(measure "$tool" import "$data/workbook" --store "$store")
report "expense-sheets import" "$importing"
SETUP="rm -f $store*; $tool import $data/workbook --store $store >/dev/null; $tool export --out $data/base --store $store >/dev/null"
merging=$(measure "$tool" merge "$data/edited" --store "$store")
report "expense-sheets merge" "$merging"
# The same edited copy as Google Sheets downloads it: dates and date-times as it shows them.
python3 Benchmarks/make-google-copy.py "$data/edited" "$data/google"
google_merging=$(measure "$tool" merge "$data/google" --store "$store")
report "merge, Google Sheets copy" "$google_merging"
SETUP=""
google_validate=$(measure "$tool" validate "$data/google")
report "validate, Google Sheets copy" "$google_validate"
SETUP="rm -rf $data/export"
exporting=$(measure "$tool" export --out "$data/export" --store "$store")
report "expense-sheets export" "$exporting"
# SQLite alone, on the store as the merge finds it: the merge's writes, and export's reading.
rm -f "$store"*; "$tool" import "$data/workbook" --store "$store" >/dev/null
"$tool" export --out "$data/base" --store "$store" >/dev/null
read -r _ sqlite_write _ sqlite_read _ sqlite_live _ sqlite_append _ sqlite_import \
  < <(python3 Benchmarks/sqlite-floor.py "$store" "$runs")
printf '%-28s %8.2f s (the merge'"'"'s writes, one transaction, committed)\n' "SQLite alone: write" "$sqlite_write"
printf '%-28s %8.2f s (the same without the base'"'"'s copies)\n' "SQLite alone: live write" "$sqlite_live"
printf '%-28s %8.2f s (the same rows appended to a log instead)\n' "SQLite alone: append" "$sqlite_append"
printf '%-28s %8.2f s (every column of every row, one core)\n' "SQLite alone: read" "$sqlite_read"
printf '%-28s %8.2f s (every row copied into a new file, indexes built)\n' "SQLite alone: import" "$sqlite_import"

# A typical ledger: the edited copy of a 5,000-row sample merged into a store that imported and
# exported the sample, each run on a fresh store; the clock runs around the merge process alone.
small="$data/small"
rm -rf "$small" && mkdir -p "$small"
"$tool" sample --out "$small/workbook" --rows 5000 --seed 42 >/dev/null
python3 Benchmarks/make-edited-copy.py "$small/workbook" "$small/edited"
small_merge=$(python3 - "$tool" "$small" <<'PY'
import glob, os, statistics, subprocess, sys, time
tool, folder = sys.argv[1], sys.argv[2]
store, quiet = os.path.join(folder, "store.sqlite"), {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
times = []
for _ in range(11):
    for name in glob.glob(store + "*"): os.remove(name)
    subprocess.run([tool, "import", folder + "/workbook", "--store", store], check=True, **quiet)
    subprocess.run([tool, "export", "--out", folder + "/base", "--store", store], check=True, **quiet)
    start = time.perf_counter()
    subprocess.run([tool, "merge", folder + "/edited", "--store", store], **quiet)
    times.append(time.perf_counter() - start)
print("%.1f" % (statistics.median(times) * 1000))
PY
)
printf '%-28s %8.1f ms (5,000-row ledger, median of 11)\n' "expense-sheets merge, small" "$small_merge"

awk -v v="${validate% *}" -v p="${python% *}" -v f="${floor% *}" -v m="${merging% *}" \
  -v r="${rust% *}" -v e="${exporting% *}" -v i="${importing% *}" -v vm="${validate#* }" \
  -v mm="${merging#* }" -v b="$bytes" -v w="$sqlite_write" -v sr="$sqlite_read" \
  -v small="$small_merge" -v lw="$sqlite_live" -v si="$sqlite_import" \
  -v sa="$sqlite_append" -v gm="${google_merging% *}" -v gmm="${google_merging#* }" \
  -v gv="${google_validate% *}" \
  'function goal(name, value, limit, unit) {
     printf "%-36s %8.2f%s %9s   %s\n", name, value, unit, "<= " limit unit, (value <= limit ? "met" : "NOT MET")
   }
   function atLeast(name, value, limit, unit) {
     printf "%-36s %8.2f%s %9s   %s\n", name, value, unit, ">= " limit unit, (value >= limit ? "met" : "NOT MET")
   }
   BEGIN {
    print ""
    printf "%-36s %9s %9s\n", "goal (this run)", "ratio", "goal"
    goal("merge / Rust csv read", m/r, 5, "x")
    printf "%-36s %8.2fx %9s   %s\n", "merge / SheetCSV raw read", m/f, "", "(our floor)"
    goal("merge peak memory / workbook size", mm*1048576/b, 3, "x")
    goal("Google copy merge / Rust csv read", gm/r, 5, "x")
    goal("its peak memory / workbook size", gmm*1048576/b, 3, "x")
    goal("export / validate", e/v, 1, "x")
    goal("import / validate", i/v, 3, "x")
    goal("validate / Rust csv read", v/r, 3, "x")
    goal("Google copy validate / Rust csv read", gv/r, 3, "x")
    atLeast("python csv / validate", p/v, 2, "x")
    goal("validate peak memory / workbook size", vm*1048576/b, 3, "x")
    goal("5,000-row merge end to end", small, 100, " ms")
    printf "merge lower bound while the store is SQLite: validate + SQLite write + SQLite read / 2 cores = %.2f s = %.2fx the Rust read\n", v + w + sr/2, (v + w + sr/2)/r
    printf "merge lower bound for any design that validates the sheet, then updates its rows in place: validate + SQLite live write = %.2f s = %.2fx the Rust read\n", v + lw, (v + lw)/r
    printf "merge lower bound for a design that validates the sheet, then appends its changed rows to a log: %.2f s = %.2fx the Rust read\n", v + sa, (v + sa)/r
    printf "import lower bound, reading then writing: validate + SQLite import = %.2f s = %.2fx validate; writing while reading: %.2fx\n", v + si, (v + si)/v, (si > v ? si : v)/v
  }'
