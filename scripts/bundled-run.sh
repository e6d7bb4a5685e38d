#!/usr/bin/env bash
# Reproduces the bundled run end to end (issue 9): the general-domain ACCESS
# generator, the patent pipeline (configs/pipeline.yaml), the committed
# report (reports/patent) and the embedded default model
# (models/access/bundled). Every step resumes after a kill.
# Usage: scripts/bundled-run.sh [GENERAL_MAX_UPDATES]   (from anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/train-general.sh "${1:-3000}"
bin/patsimp pipeline --config configs/pipeline.yaml
scripts/ship-model.sh runs/patent
