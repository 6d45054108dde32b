#!/usr/bin/env python3
"""Builds the hand-edited variants of SampleSheets/valid, each edit as a person makes it.

Usage: python3 Scripts/make-sample-variants.py SampleSheets
Each variant folder gets the five tabs; its README.md (kept by hand) says what was edited.
"""
import calendar
import csv
import glob
import io
import os
import shutil
import sys

TABS = ["Transactions", "Receipts", "Categories", "RecurringRules", "Settings"]
INTEGER_COLUMNS = ("year", "month", "sortOrder", "interval", "schemaVersion")


def read(folder, tab):
    with open(os.path.join(folder, tab + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.reader(f))


def write(folder, tab, rows, delimiter=",", name=None):
    os.makedirs(folder, exist_ok=True)
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\r\n").writerows(rows)
    with open(os.path.join(folder, (name or tab) + ".csv"), "w", newline="", encoding="utf-8") as f:
        f.write(out.getvalue())


def copy_all(source, target, except_tabs=()):
    os.makedirs(target, exist_ok=True)
    for tab in TABS:
        if tab not in except_tabs:
            shutil.copy(os.path.join(source, tab + ".csv"), os.path.join(target, tab + ".csv"))


def column(rows, name):
    return rows[0].index(name)


def main(root):
    valid = os.path.join(root, "valid")
    tx = read(valid, "Transactions")
    c = {name: column(tx, name) for name in tx[0]}

    # 1. wrong-case category: row 5 says "food" instead of "Food".
    rows = [r[:] for r in tx]
    target = next(i for i in range(1, len(rows)) if rows[i][c["category"]] == "Food" and i >= 5)
    rows[target][c["category"]] = "food"
    copy_all(valid, os.path.join(root, "wrong-case-category"), ["Transactions"])
    write(os.path.join(root, "wrong-case-category"), "Transactions", rows)

    # 2. stale year/month: the date of row 8 moved to another month, year/month left as they were.
    rows = [r[:] for r in tx]
    r = rows[8]
    year, month = int(r[c["year"]]), int(r[c["month"]])
    new_month = 12 if month != 12 else 11
    r[c["date"]] = "%04d-%02d-15" % (year - 1, new_month)
    copy_all(valid, os.path.join(root, "stale-year-month"), ["Transactions", "Receipts"])
    write(os.path.join(root, "stale-year-month"), "Transactions", rows)
    # Its receipts follow the naming rule of the new date, as the app would rename them.
    receipts = read(valid, "Receipts")
    rc = {name: column(receipts, name) for name in receipts[0]}
    old_prefix = tx[8][c["date"]].replace("-", "")
    for row in receipts[1:]:
        if row[rc["transactionId"]] == r[c["transactionId"]]:
            row[rc["fileName"]] = row[rc["fileName"]].replace(old_prefix, r[c["date"]].replace("-", ""), 1)
    write(os.path.join(root, "stale-year-month"), "Receipts", receipts)

    # 3. a row copied with its id, then its amount changed for the new purchase.
    rows = [r[:] for r in tx]
    copy = rows[12][:]
    copy[c["amount"]] = "23.40"
    copy[c["note"]] = "Second coffee"
    rows.insert(13, copy)
    copy_all(valid, os.path.join(root, "copied-row"), ["Transactions"])
    write(os.path.join(root, "copied-row"), "Transactions", rows)

    # 4. a row typed at the bottom without id or timestamps.
    rows = [r[:] for r in tx]
    typed = [""] * len(rows[0])
    typed[c["type"]] = "expense"
    typed[c["date"]] = "2025-03-14"
    typed[c["amount"]] = "8.75"
    typed[c["category"]] = "Café & Bakery"
    typed[c["note"]] = "Pi day pie"
    rows.append(typed)
    copy_all(valid, os.path.join(root, "typed-row"), ["Transactions"])
    write(os.path.join(root, "typed-row"), "Transactions", rows)

    # 5. an amount edited in the sheet without touching lastModifiedAt.
    rows = [r[:] for r in tx]
    rows[3][c["amount"]] = "99.99"
    copy_all(valid, os.path.join(root, "amount-edited-in-place"), ["Transactions"])
    write(os.path.join(root, "amount-edited-in-place"), "Transactions", rows)

    # 6. columns reordered and a column of the user's own added.
    order = ["date", "category", "amount", "type", "note", "Reviewed by", "transactionId", "tags",
             "year", "month", "paidFlag", "reimbursedFlag", "recurringRuleId", "createdAt", "lastModifiedAt"]
    rows = []
    for i, r in enumerate(tx):
        values = dict(zip(tx[0], r))
        values["Reviewed by"] = "Reviewed by" if i == 0 else ("Sam" if i % 4 == 0 else "")
        rows.append([values[name] for name in order])
    copy_all(valid, os.path.join(root, "reordered-columns"), ["Transactions"])
    write(os.path.join(root, "reordered-columns"), "Transactions", rows)

    # 6b. an id mistyped: the last digit of the id of a transaction without receipts changed,
    # as a person editing the wrong cell leaves it.
    rows = tx
    receipts = read(valid, "Receipts")
    named = {row[column(receipts, "transactionId")] for row in receipts[1:]}
    target = next(i for i in range(20, len(rows)) if rows[i][c["transactionId"]] not in named)
    old_id = rows[target][c["transactionId"]]
    new_id = old_id[:-1] + ("0" if old_id[-1] != "0" else "1")
    copy_all(valid, os.path.join(root, "mistyped-id"))
    # The file's bytes are kept but for the id's, as a spreadsheet saving one edit keeps them.
    path = os.path.join(root, "mistyped-id", "Transactions.csv")
    with open(path, newline="", encoding="utf-8") as f:
        text = f.read()
    with open(path, "w", newline="", encoding="utf-8") as f:
        f.write(text.replace("\n" + old_id + ",", "\n" + new_id + ",", 1))

    # 7. a de-DE spreadsheet export: ';', day-first dates, decimal comma, WAHR/FALSCH, Google's
    # file names. Timestamps stay ISO text, as Google Sheets keeps them.
    locale_export(
        valid, os.path.join(root, "de-DE-export"),
        date=lambda y, m, d: "%s.%s.%s" % (d, m, y),
        money=lambda whole, frac: grouped(whole, ".") + "," + frac,
        words=("WAHR", "FALSCH"), delimiter=";", prefix="ExpenseTracker - ")

    # 8. a sv-SE spreadsheet export: ';', ISO dates, `4 200,00 kr` grouped with a no-break
    # space, SANT/FALSKT.
    locale_export(
        valid, os.path.join(root, "sv-SE-export"),
        date=lambda y, m, d: "%s-%s-%s" % (y, m, d),
        money=lambda whole, frac: grouped(whole, "\u00a0") + "," + frac + " kr",
        words=("SANT", "FALSKT"), delimiter=";", prefix="")

    # 9. the export opened and saved as CSV by LibreOffice Calc in Turkish (tr_TR): `;`, and
    # each amount that reads as day.month (`3.01`, `18.03`) turned into a date of the year
    # saved in (`03.01.2026`); the other amounts, dates and booleans as exported.
    def turkish_calc(whole, frac):
        day, month = int(whole), int(frac)
        if 1 <= month <= 12 and 1 <= day <= calendar.monthrange(2026, month)[1]:
            return "%02d.%02d.2026" % (day, month)
        return whole + "." + frac
    locale_export(
        valid, os.path.join(root, "tr-TR-libreoffice"),
        date=lambda y, m, d: "%s-%s-%s" % (y, m, d), money=turkish_calc,
        words=("TRUE", "FALSE"), delimiter=";", prefix="")

    # 10. an ar-EG spreadsheet set to show Arabic-Indic digits: day-first dates with the
    # right-to-left marks CLDR puts between their parts, amounts with the Arabic separators
    # (`١٬٢٣٤٫٥٠`), years, months and other counts in the same digits.
    def arabic(text):
        return "".join(chr(0x0660 + int(c)) if c.isdigit() else c for c in text)
    locale_export(
        valid, os.path.join(root, "ar-EG-export"),
        date=lambda y, m, d: arabic("%d\u200f/%d\u200f/%s" % (int(d), int(m), y)),
        money=lambda whole, frac: arabic(grouped(whole, "\u066c") + "\u066b" + frac),
        words=("TRUE", "FALSE"), delimiter=",", prefix="", integer=arabic)

    # 11. a recurring rule's startDate typed with the Thai Buddhist year (2023 + 543 = 2566),
    # as a person in Thailand writes a year.
    rules = read(valid, "RecurringRules")
    start = column(rules, "startDate")
    year, rest = rules[1][start].split("-", 1)
    rules[1][start] = "%d-%s" % (int(year) + 543, rest)
    copy_all(valid, os.path.join(root, "buddhist-year"), ["RecurringRules"])
    write(os.path.join(root, "buddhist-year"), "RecurringRules", rules)

    # 12. the Transactions dates as LibreOffice th-TH shows them formatted `[~buddhist]DD/MM/YY`:
    # the Thai Buddhist year in two digits (2023-01-28 is `28/01/66`, 2566 BE), the year and
    # month cells as exported.
    transactions = read(valid, "Transactions")
    date = column(transactions, "date")
    for r in transactions[1:]:
        y, m, d = r[date].split("-")
        r[date] = "%s/%s/%02d" % (d, m, (int(y) + 543) % 100)
    copy_all(valid, os.path.join(root, "th-TH-two-digit-year"), ["Transactions"])
    write(os.path.join(root, "th-TH-two-digit-year"), "Transactions", transactions)


def grouped(whole, separator):
    """The digits `whole` in groups of three, joined by `separator`."""
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return separator.join(groups)


def locale_export(valid, target, date, money, words, delimiter, prefix, integer=None):
    """Writes `valid` as a spreadsheet in a locale saves it: dates, amounts, booleans and (with
    `integer`) whole numbers as that locale displays them, its delimiter, and `prefix` before
    each file's tab name."""
    # The tabs' files go, whatever their names; the README and expected output kept by hand stay.
    for name in glob.glob(os.path.join(target, "*.csv")):
        os.remove(name)
    for tab in TABS:
        rows = [r[:] for r in read(valid, tab)]
        header = rows[0]
        for r in rows[1:]:
            for j, name in enumerate(header):
                v = r[j]
                if name in ("date", "startDate", "endDate") and v:
                    r[j] = date(*v.split("-"))
                elif name == "amount" and v:
                    r[j] = money(*v.split("."))
                elif name in ("isActive", "isEnabled") and v:
                    r[j] = words[0] if v == "TRUE" else words[1]
                elif integer and name in INTEGER_COLUMNS and v:
                    r[j] = integer(v)
        write(target, tab, rows, delimiter=delimiter, name=prefix + tab)

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "SampleSheets")
