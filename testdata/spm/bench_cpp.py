#!/usr/bin/python3
"""Times the C++ SentencePiece library (python3-sentencepiece 0.1.97) on the
text that BenchmarkEncode in data/spm uses: the first 4,000 fixture inputs.

    /usr/bin/python3 testdata/spm/bench_cpp.py [reps]

Prints tokens/s single-threaded for each model: the batch API with
num_threads=1 (C++ loop, one Python call) per wall-clock second and per CPU
second of the process, a Python loop of encode() calls, and the spm_encode
command-line tool reading a file (wall clock, including its I/O).
"""

import gzip
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import sentencepiece as spm

HERE = os.path.dirname(os.path.abspath(__file__))
REPS = int(sys.argv[1]) if len(sys.argv) > 1 else 5


def main():
    inputs = []
    with gzip.open(os.path.join(HERE, "inputs.jsonl.gz"), "rt", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            inputs.append(row["text"] if "text" in row else bytes.fromhex(row["hex"]).decode("utf-8", "replace"))
    inputs = inputs[:4000]
    tmp = tempfile.mkdtemp()
    text_path = os.path.join(tmp, "inputs.txt")
    with open(text_path, "w", encoding="utf-8") as fh:
        for s in inputs:
            fh.write(s.replace("\n", " ").replace("\r", " ") + "\n")
    for name in ["unigram8k", "unigram32k", "bpe1k"]:
        model = os.path.join(tmp, name + ".model")
        with gzip.open(os.path.join(HERE, "models", name + ".model.gz"), "rb") as src, open(model, "wb") as dst:
            dst.write(src.read())
        sp = spm.SentencePieceProcessor(model_file=model)
        tokens = sum(len(x) for x in sp.encode(inputs, num_threads=1))
        batch, batch_cpu, loop, cli = [], [], [], []
        for _ in range(REPS):
            t, c = time.perf_counter(), time.process_time()
            sp.encode(inputs, num_threads=1)
            batch.append(time.perf_counter() - t)
            batch_cpu.append(time.process_time() - c)
            t = time.perf_counter()
            for s in inputs:
                sp.encode(s)
            loop.append(time.perf_counter() - t)
            with open(text_path, "rb") as fin:
                t = time.perf_counter()
                subprocess.run(["spm_encode", "--model=" + model, "--output_format=id"], stdin=fin,
                               stdout=subprocess.DEVNULL, check=True)
                cli.append(time.perf_counter() - t)
        print(f"{name}: {tokens} tokens; tokens/s median of {REPS}: "
              f"batch(num_threads=1) {tokens / statistics.median(batch):,.0f}  "
              f"batch per CPU second {tokens / statistics.median(batch_cpu):,.0f}  "
              f"python loop {tokens / statistics.median(loop):,.0f}  "
              f"spm_encode {tokens / statistics.median(cli):,.0f}")


if __name__ == "__main__":
    main()
