#!/usr/bin/env bash
# Builds the second development order that rules revisions 115 onward are
# read from (reports/faithful/README.md, session 51), after the GROBID order
# of scripts/dev-order.sh was used up (slices 1-156 read by session 50): the
# US training corpus datasets/patents/sentences.txt.gz, less the held-out
# sentences (datasets/heldout) and the sources of the demo sample
# (models/access/bundled/model/demo.tsv), sorted by the same SHA-256 key as
# the GROBID order (scripts/dev-order.go). Slice N is lines
# (N-1)*400+1..N*400 of OUT. The EP folder of shared/ stays out: it is the
# held-out set's source.
# Usage: scripts/dev-order-us.sh [OUT]   (default runs/dev/order-us.txt)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/runs/dev/order-us.txt}
mkdir -p "$(dirname "$out")"
demo=$(mktemp)
trap 'rm -f "$demo"' EXIT
cut -f2 "$root/models/access/bundled/model/demo.tsv" >"$demo"
go run "$root/scripts/dev-order.go" "$root/datasets/patents/sentences.txt.gz" "$out" \
	"$root/datasets/heldout/sentences.txt" "$demo"
