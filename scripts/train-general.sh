#!/usr/bin/env bash
# Trains the general-domain ACCESS model of the bundled run (the zero-shot
# bronze generator of configs/pipeline.yaml, and issue 7's ASSET/TurkCorpus
# figure) on ASSET valid + TurkCorpus tune, with the command the committed
# run used. Rerunning it resumes an interrupted run.
# Usage: scripts/train-general.sh [MAX_UPDATES]   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
max=${1:-3000}
scripts/general-data.sh runs/general/data
make build
bin/patsimp train --train runs/general/data/train.tsv --valid runs/general/data/valid \
  --out runs/general/model --config small --vocab-size 8000 --max-tokens 2000 \
  --lr 7e-4 --warmup 400 --schedule inverse_sqrt --label-smoothing 0.1 \
  --valid-every 300 --valid-sentences 50 --patience 10 --max-updates "$max"
