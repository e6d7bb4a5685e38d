#!/usr/bin/env bash
# Builds the denoising pre-training data of issue 17's recipe (stage 1: teach a
# small transformer to copy and write fluent text before it sees any
# simplification pair):
#   text: the bundled USPTO Description sentences (datasets/patents), the
#         English Description sentences of the GROBID patent files
#         (SHARED/patents-grobid-xml/corpus; the EPO files hold the public held-out
#         set and are not read) and both sides of the general-domain extra
#         pairs of scripts/general-data.sh (WikiSplit, OneStopEnglish, PWKP,
#         Google compression; no test set we report on);
#   pairs: patsimp noise (BART-style span masking 0.3, deletion 0.1, sentence
#         permutation; seed 1), every held-out patent sentence excluded;
#   OUT/train.tsv: all pairs but the last 300; OUT/valid.tsv: the last 300.
# Deterministic: the same inputs give byte-identical files, so a training run
# on them resumes (patsimp train fingerprints its data).
#
# usage: scripts/pretrain-data.sh OUTDIR [SHARED_DATA_DIR]   (default ../shared/data)
set -euo pipefail
out=${1:?usage: scripts/pretrain-data.sh OUTDIR [SHARED_DATA_DIR]}
shared=${2:-../shared/data}
bin=${PATSIMP:-bin/patsimp}
cd "$(dirname "$0")/.."
mkdir -p "$out"
zcat datasets/patents/sentences.txt.gz >"$out/patents.txt"
"$bin" corpus --quiet --out "$out/grobid.txt" "$shared"/patents-grobid-xml/corpus/*
scripts/general-data.sh "$out/general" "$shared" >/dev/null
cut -f2,3 "$out/general/extra.tsv" | tr '\t' '\n' | awk 'length($0) > 0 && !seen[$0]++' >"$out/general.txt"
"$bin" noise --out "$out/noise.tsv" --exclude datasets/heldout/sentences.txt --seed 1 \
	"$out/patents.txt" "$out/grobid.txt" "$out/general.txt"
n=$(wc -l <"$out/noise.tsv")
head -n $((n - 300)) "$out/noise.tsv" >"$out/train.tsv"
tail -n 300 "$out/noise.tsv" >"$out/valid.tsv"
wc -l "$out"/patents.txt "$out"/grobid.txt "$out"/general.txt "$out"/train.tsv "$out"/valid.tsv
sha256sum "$out"/train.tsv "$out"/valid.tsv
