#!/usr/bin/python3
"""Writes bench/testdata/reference.json: values the Go tests of package bench
check against, computed by the reference implementations (sentencepiece's
C++ encoder through its Python binding; the pure-Python EASSE corpus SARI and
the input generator of bench.py).

    /usr/bin/python3 bench/torch/make_fixtures.py
"""
import json
import os

import sentencepiece as spm

import bench

sents = bench.patent_sentences()
sp = spm.SentencePieceProcessor(model_file=os.path.join(bench.DATA, "patents10k.model"))
orig = sents[:200]
sys_ = [bench.perturb(o.split(), i, 100, 5) for i, o in enumerate(orig)]
refs = [[bench.perturb(o.split(), i, k, 4 + k) for i, o in enumerate(orig)] for k in range(8)]
ref = {
    "sentences": len(sents),
    "tokens_all": sum(len(sp.encode(s)) for s in sents),
    "ids_first": [sp.encode(s) for s in sents[:3]],
    "sys_first": sys_[:3],
    "refs_first": [r[:3] for r in refs],
    "sari_200": bench.corpus_sari(orig, sys_, refs),
    "source_ids_3x5_v100": bench.source_ids(3, 5, 100).tolist(),
}
out = os.path.join(bench.HERE, "..", "testdata", "reference.json")
with open(out, "w") as f:
    json.dump(ref, f, indent=1)
    f.write("\n")
