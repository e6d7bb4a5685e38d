#!/bin/sh
# compare.sh runs the PyTorch reference (bench/torch/bench.py) and
# `patsimp bench` on the same workloads, one after the other in one session,
# and prints patsimp's table followed by the patsimp/PyTorch comparison.
#
# Usage: bench/compare.sh [--what LIST] [--config NAME] [--batch N] [--beams N]
#                         [--dtype f32|bf16] [--quick] [--reps N]
#
# The flags go to both programs (use the --flag=value or --flag value forms).
# PATSIMP_FLAGS adds flags for patsimp only (e.g. PATSIMP_FLAGS="--backend xla"),
# PYTHON picks the interpreter (default .venv/bin/python from make venv, else /usr/bin/python3; Debian's
# python3-torch otherwise), BENCH_OUT the output directory
# (default $TMPDIR/patsimp-bench; it receives patsimp, pytorch.json and patsimp.json).
set -eu
cd "$(dirname "$0")/.."
out=${BENCH_OUT:-${TMPDIR:-/tmp}/patsimp-bench}
py=${PYTHON:-$( [ -x .venv/bin/python ] && echo .venv/bin/python || echo /usr/bin/python3 )}
mkdir -p "$out"
GOEXPERIMENT=simd go build -o "$out/patsimp" ./cmd/patsimp
echo "== PyTorch reference" >&2
"$py" bench/torch/bench.py "$@" --out "$out/pytorch.json" >/dev/null
echo "== patsimp" >&2
# shellcheck disable=SC2086 # PATSIMP_FLAGS is a list of flags.
"$out/patsimp" bench "$@" ${PATSIMP_FLAGS:-} --out "$out/patsimp.json" --compare "$out/pytorch.json"
