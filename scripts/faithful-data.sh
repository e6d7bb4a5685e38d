#!/usr/bin/env bash
# Builds the training mix of the session-4 patent model (issue 17's recipe,
# stage 2: learn to simplify while copying patent text faithfully):
#   general: scripts/general-data.sh's train-all.tsv (ASSET valid sentences
#            101-2,000 x 10 references, TurkCorpus tune, WikiSplit, OneStopEnglish,
#            PWKP, Google compression; no test set we report on);
#   patent:  light denoising pairs of every bundled USPTO and GROBID patent
#            sentence (span masking 0.1, deletion 0.05, no permutation; seed 2),
#            the public held-out set excluded. Light noise keeps the target
#            close to the source, so the model learns to copy technical words
#            whole rather than to fill large gaps.
# It reads the outputs of scripts/pretrain-data.sh (PRETRAIN_DIR, default
# runs/pretrain-data). Deterministic: the same inputs give byte-identical files.
#
# usage: scripts/faithful-data.sh OUTDIR [PRETRAIN_DIR]
set -euo pipefail
out=${1:?usage: scripts/faithful-data.sh OUTDIR [PRETRAIN_DIR]}
pre=${2:-runs/pretrain-data}
bin=${PATSIMP:-bin/patsimp}
cd "$(dirname "$0")/.."
mkdir -p "$out"
"$bin" noise --out "$out/patent-noise.tsv" --exclude datasets/heldout/sentences.txt --seed 2 \
	--mask-ratio 0.1 --delete 0.05 --permute=false "$pre/patents.txt" "$pre/grobid.txt"
cut -f2,3 "$out/patent-noise.tsv" >"$out/patent.tsv"
cat "$pre/general/train-all.tsv" "$out/patent.tsv" >"$out/train.tsv"
wc -l "$out"/patent.tsv "$pre/general/train-all.tsv" "$out"/train.tsv
sha256sum "$out"/train.tsv
