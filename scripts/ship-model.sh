#!/usr/bin/env bash
# Copies a finished pipeline run's report into reports/patent and ships its
# model as the embedded default: a bfloat16 copy in models/access/bundled/model,
# the first 40 test pairs as the demo sample, and the regression outputs.
# Usage: scripts/ship-model.sh RUN_DIR   (e.g. runs/patent)
set -euo pipefail
cd "$(dirname "$0")/.."
run=${1:?usage: scripts/ship-model.sh RUN_DIR}
dst=models/access/bundled/model
bin/patsimp export --checkpoint "$run/model" --out "$dst"
head -n 40 "$run/split/test.tsv" >"$dst/demo.tsv"
mkdir -p reports/patent/model reports/patent/stats
cp "$run/report.md" reports/patent/report.md
cp "$run/model/log.png" "$run/model/log.csv" "$run/model/model.json" "$run/model/train.json" reports/patent/model/
cp "$run"/model/tune.jsonl reports/patent/model/ 2>/dev/null || true
cp "$run/silver/report.json" reports/patent/filter-report.json
cp "$run/split/split.json" reports/patent/split.json
cp "$run/evaluate/metrics.json" reports/patent/metrics.json
cp "$run/stats/stats.txt" "$run/stats/stats.json" reports/patent/stats/
cp -r "$run/stats/plots" reports/patent/stats/ 2>/dev/null || true
if [ -x .venv/bin/python ]; then # the PyTorch reference's outputs (TestEmbeddedModelMatchesPyTorch)
	.venv/bin/python bench/torch/simplify_ref.py --in models/access/bundled/testdata/reference.in \
		--out models/access/bundled/testdata/reference.out --beams 4 --threads 1
else
	echo "ship-model: no .venv (make venv): rewrite models/access/bundled/testdata/reference.out as its README says" >&2
fi
(cd models/access/bundled && GOEXPERIMENT=simd go test -count=1 -run TestEmbeddedModel$ . -update)
make build
