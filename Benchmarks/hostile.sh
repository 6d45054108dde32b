#!/usr/bin/env bash
# Time and peak memory of `expense-sheets validate` on each broken or hostile input of the
# corpus (issue 9), the large ones generated here rather than committed. Prints, per input: the
# exit status, the first line the user sees, wall seconds, peak RSS, and peak RSS over the
# input's size for inputs of 10 MB or more (below that the process's own ~20 MiB dominates).
# Then the store's side of the unknown-column input (import, export, merge), and the largest
# workbook with two errors on every transaction, validated and merged, as text and as JSON.
#
# Usage: Benchmarks/hostile.sh
#   EXPENSE_SHEETS=<path> Benchmarks/hostile.sh   (another build of the tool, to compare)
# An input that takes more than 120 s is stopped and shows exit 124.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${EXPENSE_SHEETS:-}" ]; then
  swift build -c release --product expense-sheets >/dev/null
fi
tool=${EXPENSE_SHEETS:-$PWD/.build/release/expense-sheets}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

header='transactionId,type,date,year,month,amount,category,tags,note,paidFlag,reimbursedFlag,recurringRuleId,createdAt,lastModifiedAt'
make_case() { mkdir -p "$work/$1"; }

make_case empty-file; : >"$work/empty-file/Transactions.csv"
make_case header-only; printf '%s\r\n' "$header" >"$work/header-only/Transactions.csv"
make_case xlsx-as-csv; printf 'PK\003\004[Content_Types].xml' >"$work/xlsx-as-csv/Transactions.csv"
make_case ods-as-csv
printf 'PK\003\004mimetypeapplication/vnd.oasis.opendocument.spreadsheet' >"$work/ods-as-csv/Transactions.csv"
make_case utf16-unicode-text
python3 -c 'import sys; sys.stdout.buffer.write("transactionId\ttype\r\n".encode("utf-16"))' >"$work/utf16-unicode-text/Transactions.csv"
make_case latin1; printf 'name,type,isActive\r\nCaf\351,expense,TRUE\r\n' >"$work/latin1/Categories.csv"
make_case cut-off-quote; printf '%s\r\n,expense,2025-01-05,2025,1,1,Food,,"Lunch, then' "$header" >"$work/cut-off-quote/Transactions.csv"
make_case nul-bytes; printf 'name,type,isActive\r\nFo\000od,expense,TRUE\r\n' >"$work/nul-bytes/Categories.csv"
make_case duplicate-headers; printf 'name,type,isActive,name\r\nFood,expense,TRUE,Rent\r\n' >"$work/duplicate-headers/Categories.csv"
make_case title-row; printf 'My expenses 2025\r\nname,type,isActive\r\nFood,expense,TRUE\r\n' >"$work/title-row/Categories.csv"
make_case two-transactions
printf '%s\r\n' "$header" >"$work/two-transactions/Transactions.csv"
printf '%s\r\n' "$header" >"$work/two-transactions/My Sheet - Transactions.csv"
python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
def write(case, name, chunks):
    os.makedirs(f"{work}/{case}", exist_ok=True)
    with open(f"{work}/{case}/{name}", "wb") as f:
        for chunk in chunks: f.write(chunk)
write("line-200MB", "Categories.csv", [b"name,type,isActive\r\n"] + [b"a" * 10_000_000] * 20)
write("cell-10MB", "Transactions.csv", [
    b"transactionId,type,date,amount,category,note\r\n,expense,2025-01-05,1,Food,",
    b"x" * 10_000_000, b"\r\n"])
columns = ",".join(f"c{i}" for i in range(10_000)).encode()
write("columns-10000", "Categories.csv",
      [b"name,type,isActive," + columns + b"\r\n"]
      + [b"Food%d,expense,TRUE," % row + columns + b"\r\n" for row in range(200)])

# Mistakes that repeat over a whole column, and their reports.
header = (b"transactionId,type,date,year,month,amount,category,tags,note,paidFlag,"
          b"reimbursedFlag,recurringRuleId,createdAt,lastModifiedAt\r\n")
def row(index, category=b"Food", extra=b""):
    return (b"BBBBBBBB-0000-4000-8000-%012d,expense,2025-01-05,2025,1,12.50,%s,,,,,,"
            b"2025-01-05T10:00:00.000Z,2025-01-05T10:00:00.000Z%s\r\n" % (index, category, extra))
categories = b"name,type,isActive\r\nFood,expense,TRUE\r\nRent,expense,TRUE\r\nSalary,income,TRUE\r\n"
write("filled-down-20000", "Transactions.csv", [header] + [row(1)] * 20_000)
write("pasted-category", "Categories.csv", [categories])
write("pasted-category", "Transactions.csv",
      [header] + [row(i, b"Lunch with the team %d" % i) for i in range(200_000)])
write("categories-10000", "Categories.csv", [b"name,type,isActive\r\n"]
      + [b"Category %d,expense,TRUE\r\n" % i for i in range(10_000)])
write("categories-10000", "Transactions.csv",
      [header] + [row(i, b"Unknown %d" % i) for i in range(50_000)])
write("commas-5000000", "Transactions.csv", [header, row(1), b"," * 5_000_000 + b"\r\n"])
unknown = b"," + b",".join(b"x%d" % i for i in range(500))
# Headers of many columns (issue 23): five known names and the rest unknown, and a one-line
# file of 30 million columns named `a` (60 MB).
for count in (100_000, 200_000, 400_000):
    write(f"header-{count}-columns", "Transactions.csv",
          [b"transactionId,type,date,amount,category,"
           + b",".join(b"c%d" % i for i in range(5, count)) + b"\r\n"])
write("one-line-60MB", "Transactions.csv", [b"a," * (30_000_000 - 1) + b"a"])
write("unknown-columns-500", "Transactions.csv", [header[:-2] + unknown + b"\r\n"]
      + [row(i, extra=b"," + b",".join(b"v%d" % (i + j) for j in range(500))) for i in range(20_000)])
# 300,000 added header names over 300 short rows: past the cells a spreadsheet holds.
write("wide-header-300000", "Transactions.csv", [header[:-2] + b","
      + b",".join(b"x%d" % i for i in range(300_000)) + b"\r\n"] + [row(i) for i in range(300)])

# A 400 KB .xlsx whose one shared string of 40,000 characters 120,000 cells name: 4.8 GB of text.
import zipfile
os.makedirs(f"{work}/shared-string-bomb", exist_ok=True)
main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
rels = "http://schemas.openxmlformats.org/package/2006/relationships"
doc = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
with zipfile.ZipFile(f"{work}/shared-string-bomb/book.xlsx", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("[Content_Types].xml",
               '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
               '<Default Extension="xml" ContentType="application/xml"/></Types>')
    z.writestr("xl/workbook.xml", f'<workbook xmlns="{main}" xmlns:r="{doc}"><sheets>'
               '<sheet name="Transactions" sheetId="1" r:id="rId1"/></sheets></workbook>')
    z.writestr("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{rels}">'
               f'<Relationship Id="rId1" Type="{doc}/worksheet" Target="worksheets/sheet1.xml"/>'
               f'<Relationship Id="rId2" Type="{doc}/sharedStrings" Target="sharedStrings.xml"/>'
               '</Relationships>')
    z.writestr("xl/sharedStrings.xml", f'<sst xmlns="{main}"><si><t>{"x" * 40_000}</t></si></sst>')
    z.writestr("xl/worksheets/sheet1.xml", f'<worksheet xmlns="{main}"><sheetData>'
               '<row r="1"><c r="A1" t="inlineStr"><is><t>transactionId</t></is></c>'
               '<c r="B1" t="inlineStr"><is><t>note</t></is></c></row>'
               + "".join(f'<row r="{r}"><c r="A{r}" t="s"><v>0</v></c><c r="B{r}" t="s"><v>0</v></c></row>'
                         for r in range(2, 60_002))
               + '</sheetData></worksheet>')
PY

printf '%-20s %4s %8s %9s %7s  %s\n' input exit seconds "peak MiB" "×size" "what the user sees"
set +e +o pipefail
for dir in "$work"/*/; do
  name=$(basename "$dir")
  size=$(cat "$dir"/* | wc -c)
  /usr/bin/time -f '%e %M' -o "$work/time" timeout 120 "$tool" validate "$dir" >"$work/out" 2>"$work/err"
  status=$?
  read -r seconds kib < <(tail -1 "$work/time")
  # The first error, or else the summary line.
  first=$( (grep -m1 -i 'error' "$work/err" "$work/out" -h || tail -1 "$work/out") | sed "s|$work/||g" | cut -c1-100)
  ratio="-"
  [ "$size" -ge 10000000 ] && ratio=$(awk -v k="$kib" -v s="$size" 'BEGIN { printf "%.2f", k * 1024 / s }')
  printf '%-20s %4s %8s %9d %7s  %s\n' "$name" "$status" "$seconds" $((kib / 1024)) "$ratio" "$first"
done

# The store's side of unknown columns: import, export, then merge the same sheet again.
echo
printf '%-32s %8s %9s\n' "unknown-columns-500 in the store" seconds "peak MiB"
store="$work/unknown-columns.sqlite"
for step in import export merge; do
  case $step in
    import) args=(import "$work/unknown-columns-500" --store "$store") ;;
    export) args=(export --out "$work/exported" --store "$store") ;;
    merge) args=(merge "$work/unknown-columns-500" --store "$store") ;;
  esac
  /usr/bin/time -f '%e %M' -o "$work/time" timeout 120 "$tool" "${args[@]}" >/dev/null 2>&1
  read -r seconds kib < <(tail -1 "$work/time")
  printf '%-32s %8s %9d\n' "$step" "$seconds" $((kib / 1024))
done

# A report as large as the sheet: the largest workbook with an unknown category (the name in
# lower case) and a stale year on every transaction, reported as text and as JSON, then merged
# into a store holding the workbook as it was: dry runs, then a merge that saves.
echo
wrong="$work/every-row-wrong"
"$tool" sample --out "$wrong" --rows 714285 --seed 42 >/dev/null
# A store holding the workbook as it was, for the merges below.
"$tool" import "$wrong" --store "$work/wrong.sqlite" >/dev/null
python3 - "$wrong/Transactions.csv" <<'PY'
import csv, sys
path = sys.argv[1]
with open(path, newline="", encoding="utf-8") as f:
    rows = list(csv.reader(f))
category, year = rows[0].index("category"), rows[0].index("year")
for row in rows[1:]:
    row[category] = row[category].lower()
    row[year] = "1999"
with open(path, "w", newline="", encoding="utf-8") as f:
    csv.writer(f, lineterminator="\r\n").writerows(rows)
PY
printf '%-32s %4s %8s %9s %12s\n' "every-row-wrong (714,285 rows)" exit seconds "peak MiB" \
  "output MB"
for step in "validate --format text" "validate --format json" "merge --dry-run" \
  "merge --dry-run --format json" "merge"; do
  read -r command flags <<<"$step"
  store=()
  [ "$command" = merge ] && store=(--store "$work/wrong.sqlite")
  # shellcheck disable=SC2086 # the step's flags are separate words
  /usr/bin/time -f '%e %M' -o "$work/time" timeout 120 "$tool" "$command" "$wrong" $flags \
    "${store[@]}" >"$work/out" 2>/dev/null
  status=$?
  read -r seconds kib < <(tail -1 "$work/time")
  printf '%-32s %4s %8s %9d %12d\n' "$step" "$status" "$seconds" $((kib / 1024)) \
    $(($(wc -c <"$work/out") / 1000000))
done
