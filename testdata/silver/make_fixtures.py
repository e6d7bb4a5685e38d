#!/usr/bin/python3
"""Reference values for data/strsim and data/silver tests.

Run with Debian's python3 after `apt-get install python3-levenshtein
python3-textdistance python3-jellyfish`. Levenshtein.ratio (python-Levenshtein
0.12) is the indel ratio; partial_ratio and token_sort_ratio are a faithful
brute-force re-implementation of rapidfuzz 3.x (fuzz_py.py) on top of it,
since rapidfuzz is not packaged for Debian bookworm and PyPI is unreachable.
The Kondrak n-gram distance is a port of strsimpy's NGram (= Java
java-string-similarity), which is not packaged either; the other clinical
metrics come from textdistance and jellyfish.
"""
import json
import math
import random
import re
import sys

import Levenshtein


def ratio(a, b):
    if not a and not b:
        return 1.0
    return Levenshtein.ratio(a, b)


def _partial(s1, s2):
    # s1 is the shorter string: all windows rapidfuzz visits, no pruning.
    n1, n2 = len(s1), len(s2)
    best = 0.0
    for i in range(1, n1):
        best = max(best, ratio(s1, s2[:i]))
    for i in range(n2 - n1 + 1):
        best = max(best, ratio(s1, s2[i:i + n1]))
    for i in range(n2 - n1 + 1, n2):
        best = max(best, ratio(s1, s2[i:]))
    return best


def partial_ratio(a, b):
    if len(a) > len(b):
        a, b = b, a
    if not a or not b:
        return 1.0 if len(a) == len(b) else 0.0
    r = _partial(a, b)
    if r != 1.0 and len(a) == len(b):
        r = max(r, _partial(b, a))
    return r


def token_sort_ratio(a, b):
    return ratio(" ".join(sorted(a.split())), " ".join(sorted(b.split())))


def default_process(s):
    return "".join(c.lower() if c.isalnum() else " " for c in s).strip()


def ngram_distance(s0, s1, n=4):
    """strsimpy.ngram.NGram(n).distance (Kondrak 2005), ported verbatim."""
    if s0 == s1:
        return 0.0
    special = "\n"
    sl, tl = len(s0), len(s1)
    if sl == 0 or tl == 0:
        return 1.0
    cost = 0
    if sl < n or tl < n:
        for i in range(min(sl, tl)):
            if s0[i] == s1[i]:
                cost += 1
        return 1.0 - cost / max(sl, tl)
    sa = [""] * (sl + n - 1)
    for i in range(len(sa)):
        sa[i] = special if i < n - 1 else s0[i - n + 1]
    p = [float(i) for i in range(sl + 1)]
    d = [0.0] * (sl + 1)
    t_j = [""] * n
    for j in range(1, tl + 1):
        if j < n:
            for ti in range(n - j):
                t_j[ti] = special
            for ti in range(n - j, n):
                t_j[ti] = s1[ti - (n - j)]
        else:
            t_j = s1[j - n:j]
        d[0] = float(j)
        for i in range(1, sl + 1):
            cost = 0
            tn = n
            for ni in range(n):
                if sa[i - 1 + ni] != t_j[ni]:
                    cost += 1
                elif sa[i - 1 + ni] == special:
                    tn -= 1
            ec = cost / tn
            d[i] = min(min(d[i - 1] + 1, p[i] + 1), p[i - 1] + ec)
        p, d = d, p
    return p[sl] / max(tl, sl)


def profile(s, k=3):
    """strsimpy ShingleBased.get_profile."""
    s = re.sub(r"\s+", " ", s)
    prof = {}
    for i in range(len(s) - k + 1):
        prof[s[i:i + k]] = prof.get(s[i:i + k], 0) + 1
    return prof


def shingle_sims(a, b, k=3):
    if a == b:
        return 1.0, 1.0, 1.0
    if len(a) < k or len(b) < k:
        return 0.0, 0.0, 0.0
    pa, pb = profile(a, k), profile(b, k)
    dot = sum(c * pb.get(s, 0) for s, c in pa.items())
    na = math.sqrt(sum(c * c for c in pa.values()))
    nb = math.sqrt(sum(c * c for c in pb.values()))
    inter = len(set(pa) & set(pb))
    union = len(set(pa) | set(pb))
    return dot / (na * nb), inter / union, 2 * inter / (len(pa) + len(pb))


def clinical(a, b):
    import jellyfish
    import textdistance
    m = max(len(a), len(b))
    norm = (lambda d: d / m) if m else (lambda d: 0.0)
    lcs = len(textdistance.lcsseq(a, b)) if a and b else 0
    cos, jac, dice = shingle_sims(a, b)
    return {
        "levenshtein": 1 - norm(textdistance.levenshtein.distance(a, b)),
        "damerau": 1 - norm(jellyfish.damerau_levenshtein_distance(a, b)),
        "osa": 1 - norm(textdistance.DamerauLevenshtein(restricted=True).distance(a, b)),
        "jaro_winkler": jellyfish.jaro_winkler_similarity(a, b) if (a or b) else 1.0,
        "lcs": 1 - norm(m - lcs),
        "ngram": 1 - ngram_distance(a, b, 4),
        "cosine": cos, "jaccard": jac, "dice": dice,
    }


def random_pairs(rng, count):
    alphabets = ["ab", "abc ", "abcdefgh ,.", "The quick brown fox ", "äöü ßé漢字 ab"]
    out = []
    for _ in range(count):
        al = rng.choice(alphabets)
        a = "".join(rng.choice(al) for _ in range(rng.randint(0, 90)))
        if rng.random() < 0.5 and a:
            # b is an edited substring of a, to exercise partial alignments
            i = rng.randint(0, len(a) - 1)
            b = list(a[i:i + rng.randint(1, 80)])
            for _ in range(rng.randint(0, 4)):
                if b:
                    b[rng.randrange(len(b))] = rng.choice(al)
            b = "".join(b)
        else:
            b = "".join(rng.choice(al) for _ in range(rng.randint(0, 90)))
        out.append([a, b])
    return out


if __name__ == "__main__":
    pairs = json.load(sys.stdin)
    pairs += random_pairs(random.Random(5), 300)
    for a, b in pairs:
        rec = {
            "a": a, "b": b,
            "ratio": ratio(a, b),
            "partial": partial_ratio(a, b),
            "partial_processed": partial_ratio(default_process(a), default_process(b)),
            "token_sort": token_sort_ratio(a, b),
            "token_sort_processed": token_sort_ratio(default_process(a), default_process(b)),
        }
        rec.update(clinical(a, b))
        print(json.dumps(rec, ensure_ascii=False))
