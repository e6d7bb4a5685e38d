#!/usr/bin/env bash
# Rebuilds the development order of the shared GROBID patents that rules
# revisions 73 onward are read from (reports/faithful/README.md, sessions
# 41 and 49): `patsimp corpus` over ../shared/data/patents-grobid-xml, less
# the sentences of datasets/patents and datasets/heldout, sorted by a
# SHA-256 key (scripts/dev-order.go). Slice N is lines (N-1)*400+1..N*400:
#   sed -n "$(( (N-1)*400+1 )),$(( N*400 ))p" OUT
# Usage: scripts/dev-order.sh [OUT]   (default runs/dev/order.txt)
# Environment: PATSIMP (binary, default bin/patsimp), SHARED (default ../shared).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/runs/dev/order.txt}
bin=${PATSIMP:-$root/bin/patsimp}
shared=${SHARED:-$root/../shared}
mkdir -p "$(dirname "$out")"
corpus=$(mktemp)
trap 'rm -f "$corpus" "$corpus.log"' EXIT
if ! "$bin" corpus --keep-going --quiet --in "$shared"/data/patents-grobid-xml/*/*.xml.gz --out "$corpus" >"$corpus.log" 2>&1; then
  cat "$corpus.log" >&2
  exit 1
fi
go run "$root/scripts/dev-order.go" "$corpus" "$out" "$root/datasets/patents/sentences.txt.gz" "$root/datasets/heldout/sentences.txt"
