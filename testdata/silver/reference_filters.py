#!/usr/bin/python3
"""Reference run of the paper's string filters (steps 1-6, no simplicity) in
Python with python-Levenshtein 0.12 and fuzzywuzzy 0.18 (Debian bookworm:
apt-get install python3-levenshtein python3-fuzzywuzzy), for the timing and
agreement comparison in docs/benchmarks/silver.md.

usage: reference_filters.py bronze.tsv N > decisions.txt
Prints one line per pair: the index of the first filter that removes it
(0-5) or -1, then a summary on stderr.
"""
import re
import sys
import time

import Levenshtein
from fuzzywuzzy import fuzz

UNK = ["<unk>", "[UNK]", "<UNK>", "\ufffd"]
NUM = re.compile(r"(?<![^\W\d_])(\d+)(?![^\W\d_])")


def number_run(s):
    """Longest run of one number repeated, separated by non-alphanumerics."""
    best, run, last, pos = 0, 0, None, 0
    for m in NUM.finditer(s):
        gap = s[pos:m.start()]
        if last is not None and m.group(1) == last and not any(c.isalnum() for c in gap):
            run += 1
        else:
            run = 1
        last, pos = m.group(1), m.end()
        best = max(best, run)
    return best


def verdict(c, s):
    if any(u in c or u in s for u in UNK) or (number_run(s) >= 4 and number_run(c) < 4):
        return 0
    if sum(ch.isalpha() for ch in s) / len(s) < 0.6:
        return 1
    r = Levenshtein.ratio(c, s)
    if r < 0.25 or r > 0.90:
        return 2
    if fuzz.partial_ratio(c, s) > 99:
        return 3
    if fuzz.token_sort_ratio(c, s) > 90:
        return 4
    q = len(s) / len(c)
    if q < 0.5 or q > 1.5:
        return 5
    return -1


def main():
    path, n = sys.argv[1], int(sys.argv[2])
    pairs = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f):
            if i >= n:
                break
            _, c, s = line.rstrip("\n").split("\t")
            pairs.append((c, s))
    t0 = time.process_time()
    out = [verdict(c, s) for c, s in pairs]
    dt = time.process_time() - t0
    sys.stdout.write("".join(f"{v}\n" for v in out))
    print(f"{len(pairs)} pairs, {dt:.2f} s CPU, {len(pairs) / dt:.0f} pairs/s", file=sys.stderr)


if __name__ == "__main__":
    main()
