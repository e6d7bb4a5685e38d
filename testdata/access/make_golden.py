#!/usr/bin/python3
"""Builds controls_golden.tsv: ACCESS LengthRatio/Levenshtein tokens computed
with the reference definitions (python-Levenshtein's ratio, Python round) for
ASSET valid pairs, plus bucket.tsv for a grid of raw values."""
import sys
import Levenshtein

def bucket(v):
    return round(round(v / 0.05) * 0.05, 10)

def length_ratio(c, s):
    return 0 if len(c) == 0 else min(len(s) / len(c), 2)

orig = open(sys.argv[1], encoding="utf-8").read().split("\n")
simp = [open(f"{sys.argv[2]}.{i}", encoding="utf-8").read().split("\n") for i in range(10)]
with open("controls_golden.tsv", "w", encoding="utf-8") as out:
    out.write("complex\tsimple\tLENGTHRATIO\tLEVENSHTEIN\n")
    for i in range(0, 2000, 20):
        c, s = orig[i], simp[i % 10][i]
        out.write(f"{c}\t{s}\t<LENGTHRATIO_{bucket(length_ratio(c, s))}>\t<LEVENSHTEIN_{bucket(Levenshtein.ratio(c, s))}>\n")
with open("bucket.tsv", "w") as out:
    out.write("raw\tbucketed\n")
    vals = [k / 1000 for k in range(0, 2101, 5)] + [k * 0.025 for k in range(0, 81)] + [1/3, 2/3, 0.6153846153846154, 1e-9, 0.0749999999]
    for v in vals:
        out.write(f"{v!r}\t{bucket(v)!r}\n")
