#!/usr/bin/env python3
"""Makes the edited copy of a workbook that the merge benchmark merges: 10% of transactions
changed (amount and note, lastModifiedAt untouched, as a person edits), 1% new rows typed
without id, 1% rows with errors (a category that does not exist).

Usage: make-edited-copy.py SOURCE_FOLDER TARGET_FOLDER
"""
import csv
import os
import shutil
import sys

source, target = sys.argv[1], sys.argv[2]
if os.path.exists(os.path.join(target, "Transactions.csv")):
    sys.exit(0)
os.makedirs(target, exist_ok=True)
for name in os.listdir(source):
    if name.endswith(".csv") and name != "Transactions.csv":
        shutil.copy(os.path.join(source, name), os.path.join(target, name))
with open(os.path.join(source, "Transactions.csv"), newline="", encoding="utf-8") as f:
    rows = list(csv.reader(f))
header = rows[0]
c = {name: i for i, name in enumerate(header)}
out = [header]
for i, row in enumerate(rows[1:]):
    if i % 10 == 0:
        row[c["amount"]] = "%.2f" % (float(row[c["amount"]]) + 1)
        row[c["note"]] = "edited in the sheet"
    elif i % 100 == 1:
        row[c["category"]] = "No Such Category"
    out.append(row)
    if i % 100 == 2:
        typed = [""] * len(header)
        typed[c["type"]] = "expense"
        typed[c["date"]] = "2025-03-%02d" % (i % 28 + 1)
        typed[c["amount"]] = "%d.%02d" % (i % 500 + 1, i % 100)
        typed[c["category"]] = "Food"
        typed[c["note"]] = "typed row %d" % i
        out.append(typed)
with open(os.path.join(target, "Transactions.csv"), "w", newline="", encoding="utf-8") as f:
    csv.writer(f, lineterminator="\r\n").writerows(out)
