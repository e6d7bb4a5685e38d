#!/usr/bin/env bash
# Scores the general-domain ACCESS model (scripts/train-general.sh) on ASSET
# test and TurkCorpus test (the same 359 source sentences), as issue 7 asks.
# Usage: scripts/eval-general.sh [MODEL_DIR] [BEAMS]   (from anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
model=${1:-runs/general/model}
beams=${2:-4}
out=${OUT:-$model/eval}
# EXTRA: more simplify flags, e.g. EXTRA="--known-words --no-repeat-ngram 3
# --verbatim --no-loops --copy-unconstrained" (the embedded model's defaults;
# --min-score comes from the checkpoint's model.json); OUT: where the outputs
# and scores go; PATSIMP: the binary (default bin/patsimp).
bin=${PATSIMP:-bin/patsimp}
extra=(${EXTRA:-})
mkdir -p "$out"
a=datasets/asset; t=datasets/turkcorpus
"$bin" simplify --checkpoint "$model" --in "$a/asset.test.orig" --out "$out/asset.test.sys" --beams "$beams" "${extra[@]}"
# TurkCorpus test has the same 359 source sentences as ASSET test.
cmp -s <(sed -e '$a\' "$a/asset.test.orig") <(sed -e '$a\' "$t/test.truecase.detok.orig") && cp "$out/asset.test.sys" "$out/turk.test.sys" ||
  "$bin" simplify --checkpoint "$model" --in "$t/test.truecase.detok.orig" --out "$out/turk.test.sys" --beams "$beams" "${extra[@]}"
"$bin" eval --orig "$a/asset.test.orig" --sys "$out/asset.test.sys" \
  $(for i in 0 1 2 3 4 5 6 7 8 9; do echo --refs "$a/asset.test.simp.$i"; done) --format json >"$out/asset.json"
"$bin" eval --orig "$t/test.truecase.detok.orig" --sys "$out/turk.test.sys" \
  $(for i in 0 1 2 3 4 5 6 7; do echo --refs "$t/test.truecase.detok.simp.$i"; done) --format json >"$out/turk.json"
echo "ASSET test:"; cat "$out/asset.json"; echo "TurkCorpus test:"; cat "$out/turk.json"
