#!/usr/bin/env python3
"""What SQLite alone takes for the store's side of the merge and export benchmarks: the lower
bounds those two commands cannot go under while the store is SQLite.

- write: on a copy of the store, the writes the benchmark merge makes, in one transaction with
  the store's settings (WAL, synchronous NORMAL, 256 MiB cache), driven by `executemany` so
  that the loop runs in C: every 10th transaction copied into `base_transactions` (the base is
  copy-on-write) and updated by rowid (amount, note, lastModifiedAt), 1% new rows inserted and
  marked absent from the base; then the commit and the checkpoint the tool's close makes.
- read: every column of every transaction and receipt stepped through in position order, as
  `export` reads them, without writing anything.

Prints the median of RUNS runs of each, in seconds: `write SECONDS read SECONDS`.

Usage: sqlite-floor.py STORE RUNS
"""
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid

store, runs = sys.argv[1], int(sys.argv[2])


def timed_write(copy):
    db = sqlite3.connect(copy, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")
    db.execute("PRAGMA cache_size = -262144")
    columns = [row[1] for row in db.execute("PRAGMA table_info(transactions)")]
    rows = db.execute("SELECT rowid, position FROM transactions ORDER BY position").fetchall()
    changed = [(rowid,) for index, (rowid, _) in enumerate(rows) if index % 10 == 0]
    last = rows[-1][1] if rows else 0
    new = []
    for index in range(len(rows) // 100):
        values = {name: None for name in columns}
        values.update(
            transactionId=uuid.UUID(int=index + 1).bytes, position=last + index + 1,
            type="expense", date="2025-03-01", year=2025, month=3, amount="12.50",
            category="Food", tags="", note="typed row %d" % index, createdAt=0,
            lastModifiedAt=0, extraCells="[]")
        new.append(tuple(values[name] for name in columns))
    # Base rows carry the export they belong to (`exportSeq`) in stores that keep several.
    seq = db.execute("SELECT max(seq) FROM exports").fetchone()[0] if "exportSeq" in [
        row[1] for row in db.execute("PRAGMA table_info(base_transactions)")] else None
    started = time.perf_counter()
    db.execute("BEGIN IMMEDIATE")
    db.executemany(
        "INSERT INTO base_transactions SELECT *%s FROM transactions WHERE rowid = ?"
        % ("" if seq is None else ", %d" % seq), changed)
    db.executemany(
        "UPDATE transactions SET amount = amount || '1', note = 'edited in the sheet', "
        "lastModifiedAt = lastModifiedAt + 1 WHERE rowid = ?", changed)
    db.executemany(
        "INSERT INTO transactions (%s) VALUES (%s)" % (",".join(columns), ",".join("?" * len(columns))),
        new)
    db.executemany(
        "INSERT INTO baseAbsentKeys (tableName, key%s) VALUES ('transactions', ?%s)"
        % (("", "") if seq is None else (", exportSeq", ", %d" % seq)),
        [(row[columns.index("transactionId")],) for row in new])
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return time.perf_counter() - started


def timed_read():
    db = sqlite3.connect(store)
    started = time.perf_counter()
    for table in ("transactions", "receipts"):
        columns = [row[1] for row in db.execute("PRAGMA table_info(%s)" % table)]
        # One sum of every column's length, in SQLite: no Python object per row or cell. The
        # position index gives the rows in position order, as the export's range queries do.
        total = " + ".join("COALESCE(length(%s), 0)" % name for name in columns)
        db.execute(
            "SELECT sum(%s) FROM %s INDEXED BY %s_position WHERE position BETWEEN ? AND ?"
            % (total, table, table), (-(2**63), 2**63 - 1)).fetchone()
    elapsed = time.perf_counter() - started
    db.close()
    return elapsed


writes, reads = [], []
with tempfile.TemporaryDirectory() as work:
    copy = os.path.join(work, "store.sqlite")
    for _ in range(runs):
        for suffix in ("-wal", "-shm"):
            if os.path.exists(copy + suffix):
                os.remove(copy + suffix)
        shutil.copy(store, copy)
        writes.append(timed_write(copy))
        reads.append(timed_read())
print("write %.2f read %.2f" % (statistics.median(writes), statistics.median(reads)))
