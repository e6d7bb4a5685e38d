#!/usr/bin/env bash
# Simplifies the public held-out patent sentences (datasets/heldout, which no
# patsimp model trains on) with a checkpoint and reports the measures that
# need no reference: invented words, outputs with a repeated 3-gram loop,
# BLEU against the source (and readability / quality features), with
# `patsimp eval` without --refs (docs/eval.md).
# Usage: scripts/heldout-eval.sh CHECKPOINT|embedded OUTDIR [N]
#   N: score only the first N sentences (the set is in random order, so a
#      prefix is a random sample); default all 500.
# Environment: PATSIMP (binary, default bin/patsimp), BACKEND (default go),
#   BEAMS (default: simplify's), EXTRA (more simplify flags).
# Writes OUTDIR/sources.txt, OUTDIR/outputs.txt (resumable: rerun after a
# kill continues), OUTDIR/metrics.json, OUTDIR/metrics.txt, OUTDIR/run.txt
# (command, time, machine).
set -euo pipefail
ckpt=${1:?usage: scripts/heldout-eval.sh CHECKPOINT|embedded OUTDIR [N]}
out=${2:?usage: scripts/heldout-eval.sh CHECKPOINT|embedded OUTDIR [N]}
n=${3:-0}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${PATSIMP:-$root/bin/patsimp}
mkdir -p "$out"
if [ "$n" -gt 0 ]; then
  head -n "$n" "$root/datasets/heldout/sentences.txt" >"$out/sources.txt"
else
  cp "$root/datasets/heldout/sentences.txt" "$out/sources.txt"
fi
args=(simplify --in "$out/sources.txt" --out "$out/outputs.txt" --backend "${BACKEND:-go}")
[ "$ckpt" != embedded ] && args+=(--checkpoint "$ckpt")
[ -n "${BEAMS:-}" ] && args+=(--beams "$BEAMS")
# shellcheck disable=SC2206
[ -n "${EXTRA:-}" ] && args+=($EXTRA)
start=$(date +%s)
"$bin" "${args[@]}"
secs=$(($(date +%s) - start))
"$bin" eval --orig "$out/sources.txt" --sys "$out/outputs.txt" --format json >"$out/metrics.json"
"$bin" eval --orig "$out/sources.txt" --sys "$out/outputs.txt" >"$out/metrics.txt"
{
  echo "command: patsimp ${args[*]}"
  echo "sentences: $(wc -l <"$out/sources.txt")"
  echo "wall time: ${secs}s (this run; includes resumed work only)"
  echo "date: $(date -u +%Y-%m-%dT%H:%MZ)"
  echo "machine: $(nproc) CPUs, $(uname -sm)"
  echo "patsimp: $("$bin" version 2>/dev/null | head -n 1)"
} >"$out/run.txt"
cat "$out/metrics.txt"
