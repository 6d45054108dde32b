#!/usr/bin/env python3
"""Writes a workbook file's parts as a seed of the workbook fuzzer: each entry's name, a 0x01
byte and its bytes, entries parted by 0x00 bytes (see Fuzz/WorkbookTarget/main.swift). Only the
parts the readers open are kept, so that seeds stay small.

Usage: Fuzz/make-workbook-seed.py WORKBOOK SEED
"""
import re
import sys
import zipfile

READ = re.compile(r"^(mimetype|content\.xml|styles\.xml|xl/.*\.xml|xl/_rels/.*\.rels)$")

with zipfile.ZipFile(sys.argv[1]) as workbook, open(sys.argv[2], "wb") as seed:
    parts = [
        name.encode() + b"\x01" + workbook.read(name)
        for name in workbook.namelist()
        if READ.match(name)
    ]
    seed.write(b"\x00".join(parts))
