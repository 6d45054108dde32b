"""The peers of the one-file workbook benchmark (Benchmarks/xlsx.sh).

  xlsx-peers.py read FILE.xlsx       fastexcel (Rust calamine) reads every sheet into Arrow
  xlsx-peers.py write FOLDER OUT     xlsxwriter (constant memory) writes the five CSV tabs of
                                     FOLDER as OUT, each cell typed as expense-sheets types it
"""
import csv
import datetime
import os
import sys

TABS = ["Transactions", "Receipts", "Categories", "RecurringRules", "Settings"]
MONEY = {"amount"}
INTEGERS = {"year", "month", "interval", "sortOrder", "schemaVersion"}
DATES = {"date", "startDate", "endDate"}
BOOLEANS = {"isActive", "isEnabled"}


def read(path):
    import fastexcel

    reader = fastexcel.read_excel(path)
    cells = 0
    for name in reader.sheet_names:
        table = reader.load_sheet(name, header_row=None).to_arrow()
        cells += table.num_rows * table.num_columns
    print(cells)


def write(folder, out):
    import xlsxwriter

    book = xlsxwriter.Workbook(out, {"constant_memory": True})
    bold = book.add_format({"bold": True})
    two = book.add_format({"num_format": "0.00"})
    day = book.add_format({"num_format": "yyyy-mm-dd"})
    for tab in TABS:
        sheet = book.add_worksheet(tab)
        with open(os.path.join(folder, tab + ".csv"), newline="", encoding="utf-8") as f:
            rows = csv.reader(f)
            header = next(rows)
            sheet.write_row(0, 0, header, bold)
            sheet.freeze_panes(1, 0)
            kinds = [
                "money" if n in MONEY else "int" if n in INTEGERS else "date" if n in DATES
                else "bool" if n in BOOLEANS else "text" for n in header
            ]
            for number, row in enumerate(rows, start=1):
                for column, text in enumerate(row):
                    if text == "":
                        continue
                    kind = kinds[column] if column < len(kinds) else "text"
                    if kind == "money":
                        sheet.write_number(number, column, float(text), two)
                    elif kind == "int":
                        sheet.write_number(number, column, int(text))
                    elif kind == "date":
                        sheet.write_datetime(
                            number, column, datetime.date.fromisoformat(text), day)
                    elif kind == "bool":
                        sheet.write_boolean(number, column, text == "TRUE")
                    else:
                        sheet.write_string(number, column, text)
    book.close()


if __name__ == "__main__":
    if sys.argv[1] == "read":
        read(sys.argv[2])
    else:
        write(sys.argv[2], sys.argv[3])
