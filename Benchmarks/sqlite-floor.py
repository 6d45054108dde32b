#!/usr/bin/env python3
"""What SQLite alone takes for the store's side of the merge and export benchmarks: the lower
bounds those two commands cannot go under while the store is SQLite.

- write: on a copy of the store, the writes the benchmark merge makes, in one transaction with
  the store's settings (WAL, synchronous NORMAL, the 64 MiB cache a merge writes with), driven by
  `executemany` so that the loop runs in C: every 10th transaction copied into
  `base_transactions` for the last export (the base is copy-on-write), from its values bound as
  parameters as the tool copies it, and updated by rowid (amount, note, lastModifiedAt), 1% new
  rows inserted and marked absent from the base; then the commit and the checkpoint the tool's
  close makes.
- live: the same writes without the base copy (updates and inserts, the commit, the
  checkpoint): what any merge that updates those rows in place pays, wherever it keeps its base.
- append: the same rows written instead as new rows at the end of a log table (as an
  append-only store would), the new rows there too, committed and checkpointed.
- read: every column of every transaction and receipt stepped through in position order, as
  `export` reads them, without writing anything.
- import: every transaction and receipt copied into a new file with no journal, as `import`
  creates one (`INSERT ... SELECT`, no value bound from outside; its `WHERE` keeps SQLite from
  copying the records whole, as it would between tables of one schema, so each row is read and
  encoded as an insert of bound values encodes it), then the four indexes built, with a second
  sorter thread: the write a fresh import cannot go under.

Prints the median of RUNS runs of each, in seconds:
`write SECONDS read SECONDS live SECONDS append SECONDS import SECONDS`.

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


def timed_write(copy, mode="base"):
    db = sqlite3.connect(copy, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")
    db.execute("PRAGMA cache_size = -65536")
    columns = [row[1] for row in db.execute("PRAGMA table_info(transactions)")]
    rows = db.execute("SELECT rowid, position FROM transactions ORDER BY position").fetchall()
    seq = db.execute("SELECT MAX(seq) FROM exports").fetchone()[0]
    changed = [(seq, rowid) for index, (rowid, _) in enumerate(rows) if index % 10 == 0]
    # The tool copies a row into the base from the values it loaded, bound as parameters: they
    # are read here, before the clock starts, on a connection of their own (as the tool loads
    # them), so the writing one starts with none of their pages. (`INSERT ... SELECT` by rowid
    # is not how the tool copies, and took about twice as long: 1.37 s against 0.65 s for the
    # 71,429 copies on one copy of the benchmark store.)
    copies = []
    if mode == "base":
        loading = sqlite3.connect(copy)
        copies = [
            tuple(loading.execute("SELECT * FROM transactions WHERE rowid = ?", (rowid,)).fetchone())
            + (seq,)
            for seq, rowid in changed]
        loading.close()
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
    if mode == "append":
        db.execute("CREATE TABLE changeLog AS SELECT * FROM transactions WHERE 0")
        db.execute("CREATE INDEX changeLog_transactionId ON changeLog(transactionId)")
    started = time.perf_counter()
    db.execute("BEGIN IMMEDIATE")
    if mode == "base":
        db.executemany(
            "INSERT INTO base_transactions (%s, exportSeq) VALUES (%s)"
            % (",".join(columns), ",".join("?" * (len(columns) + 1))),
            copies)
    if mode == "append":
        # The changed rows' new values go to the end of a log, as new rows: no stored page but
        # the last ones is written.
        others = ",".join(
            {"amount": "amount || '1'", "note": "'edited in the sheet'",
             "lastModifiedAt": "lastModifiedAt + 1"}.get(name, name) for name in columns)
        db.executemany(
            "INSERT INTO changeLog SELECT %s FROM transactions WHERE rowid = ?" % others,
            [(rowid,) for _, rowid in changed])
    else:
        db.executemany(
            "UPDATE transactions SET amount = amount || '1', note = 'edited in the sheet', "
            "lastModifiedAt = lastModifiedAt + 1 WHERE rowid = ?",
            [(rowid,) for _, rowid in changed])
    db.executemany(
        "INSERT INTO %s (%s) VALUES (%s)" % (
            "changeLog" if mode == "append" else "transactions", ",".join(columns),
            ",".join("?" * len(columns))),
        new)
    db.executemany(
        "INSERT INTO baseAbsentKeys (tableName, key, exportSeq) VALUES ('transactions', ?, ?)",
        [(row[columns.index("transactionId")], seq) for row in new])
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


def timed_import(work):
    target = os.path.join(work, "imported.sqlite")
    if os.path.exists(target):
        os.remove(target)
    source = sqlite3.connect(store)
    schema = source.execute(
        "SELECT type, tbl_name, sql FROM sqlite_master WHERE tbl_name IN ('transactions', "
        "'receipts') AND sql IS NOT NULL").fetchall()
    source.close()
    db = sqlite3.connect(target, isolation_level=None)
    for pragma in ("journal_mode = OFF", "synchronous = OFF", "cache_size = -2048", "threads = 1"):
        db.execute("PRAGMA " + pragma)
    for kind, _, sql in schema:
        if kind == "table":
            db.execute(sql)
    db.execute("ATTACH ? AS source", (store,))
    started = time.perf_counter()
    db.execute("BEGIN")
    for table in ("transactions", "receipts"):
        db.execute(
            "INSERT INTO main.%s SELECT * FROM source.%s WHERE position IS NOT NULL"
            % (table, table))
    for kind, _, sql in schema:
        if kind == "index":
            db.execute(sql)
    db.execute("COMMIT")
    elapsed = time.perf_counter() - started
    db.close()
    return elapsed


writes, reads, lives, appends, imports = [], [], [], [], []
with tempfile.TemporaryDirectory() as work:
    copy = os.path.join(work, "store.sqlite")
    for _ in range(runs):
        for suffix in ("-wal", "-shm"):
            if os.path.exists(copy + suffix):
                os.remove(copy + suffix)
        shutil.copy(store, copy)
        writes.append(timed_write(copy))
        reads.append(timed_read())
        for suffix in ("-wal", "-shm"):
            if os.path.exists(copy + suffix):
                os.remove(copy + suffix)
        shutil.copy(store, copy)
        lives.append(timed_write(copy, mode="live"))
        for suffix in ("-wal", "-shm"):
            if os.path.exists(copy + suffix):
                os.remove(copy + suffix)
        shutil.copy(store, copy)
        appends.append(timed_write(copy, mode="append"))
        imports.append(timed_import(work))
print("write %.2f read %.2f live %.2f append %.2f import %.2f" % tuple(
    statistics.median(figures) for figures in (writes, reads, lives, appends, imports)))
