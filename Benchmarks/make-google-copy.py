#!/usr/bin/env python3
"""Makes a copy of a workbook folder as Google Sheets (English, United States) downloads its tabs
once they have been imported: dates shown as `7/3/2025`, date-times as `7/3/2025 4:45:02` (the
wall clock the cell held, without its zone or milliseconds); every other cell as it was.

Usage: make-google-copy.py SOURCE_FOLDER TARGET_FOLDER
"""
import csv
import os
import re
import sys

DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
DATE_TIME = re.compile(r"^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?Z$")


def shown(cell):
    if m := DATE.match(cell):
        year, month, day = m.groups()
        return f"{int(month)}/{int(day)}/{year}"
    if m := DATE_TIME.match(cell):
        year, month, day, hour, minute, second, _ = m.groups()
        return f"{int(month)}/{int(day)}/{year} {int(hour)}:{minute}:{second}"
    return cell


source, target = sys.argv[1], sys.argv[2]
if os.path.exists(os.path.join(target, "Transactions.csv")):
    sys.exit(0)
os.makedirs(target, exist_ok=True)
for name in sorted(os.listdir(source)):
    if not name.endswith(".csv"):
        continue
    with open(os.path.join(source, name), newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    with open(os.path.join(target, name), "w", newline="", encoding="utf-8") as f:
        csv.writer(f, lineterminator="\r\n").writerows(
            [rows[0]] + [[shown(cell) for cell in row] for row in rows[1:]])
