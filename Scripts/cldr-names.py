#!/usr/bin/env python3
"""Writes the `cldrNames` lists of MonthNames.swift and WeekdayNames.swift: CLDR's names in
LANGS that the hand-written lists lack, without a name two languages (or a month and a weekday)
share with different numbers. Run from the package's root:

    python3 Scripts/cldr-names.py

then paste months.txt and weekdays.txt (written to the working folder) between the brackets.
"""
import re, subprocess, collections
LANGS="en,en_GB,de,de_AT,de_CH,fr,fr_CA,es,es_MX,it,pt,pt_PT,nl,nl_BE,sv,da,nb,fi,pl,cs,sk,hu,ro,bg,ru,uk,el,tr,he,ar,hi,bn,vi,id,ms,lt,lv,et,hr,sr,sr_Latn,sl,is,ca,th"
def parse(path, start, end):
    s=open(path).read(); s=s[s.index(start):s.index(end, s.index(start))]
    return re.findall(r'\("([^"]+)", (\d+)\)', s)
hand_m=[(n,int(v)) for n,v in parse("Sources/ExpenseSheets/Cells/MonthNames.swift","static let names","] + cldrNames")]
hand_w=[(n,int(v)) for n,v in parse("Sources/ExpenseSheets/Cells/WeekdayNames.swift","private static let words","]\n")]
def gen(kind):
    out=subprocess.run(["swift","Scripts/cldr-names.swift",LANGS,kind],capture_output=True,text=True).stdout.splitlines()
    res=[]; lang=None
    for l in out:
        if l.startswith("// conflicts"): continue
        if l.startswith("// "): lang=l[3:]; continue
        res+= [(lang,n,int(v)) for n,v in re.findall(r'\("([^"]+)", (\d+)\)', l)]
    return res
gm=gen("month"); gw=gen("weekday")
# months: all names, drop any with two numbers anywhere (hand included)
allm=collections.defaultdict(set)
for n,v in hand_m: allm[n].add(v)
for _,n,v in gm: allm[n].add(v)
badm={n for n,s in allm.items() if len(s)>1}
allw=collections.defaultdict(set)
for n,v in hand_w: allw[n].add(v)
for _,n,v in gw: allw[n].add(v)
badw={n for n,s in allw.items() if len(s)>1} | set(allm)  # no weekday is a month name
handm_set={n for n,_ in hand_m}; handw_set={n for n,_ in hand_w}
def emit(gen_items, hand_set, bad, minlen):
    by=collections.OrderedDict()
    seen=set(hand_set)
    for lang,n,v in gen_items:
        if n in seen or n in bad or len(n)<minlen: continue
        seen.add(n); by.setdefault(lang,[]).append((n,v))
    return by
em=emit(gm,handm_set,badm,2); ew=emit(gw,handw_set,badw,2)
def swift(by):
    lines=[]
    for lang,items in by.items():
        lines.append(f"    // {lang}")
        cur="   "
        for n,v in items:
            t=f' ("{n}", {v}),'
            if len(cur)+len(t)>99: lines.append(cur); cur="   "
            cur+=t
        lines.append(cur)
    return "\n".join(lines)
open("months.txt","w").write(swift(em)); open("weekdays.txt","w").write(swift(ew))
