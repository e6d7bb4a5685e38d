#!/usr/bin/env bash
# Builds datasets/heldout: the public held-out set of patent sentences that no
# patsimp model trains on (see datasets/heldout/README.md).
#   1. patsimp corpus (default settings, --keep-going) over every file of
#      SHARED/patents-epo-eps-xml (the go-epo-eps EP publications);
#   2. drop sentences that also occur in datasets/patents (the US training
#      corpus) or in the corpus of SHARED/patents-grobid-xml;
#   3. order by the SHA-256 of "patsimp-heldout-v1<TAB>sentence" and keep the
#      first N (default 500): a seeded random sample whose prefixes are
#      random samples too.
# Usage: scripts/make-heldout.sh SHARED_DATA_DIR [N]   (e.g. /work/shared/data)
set -euo pipefail
shared=${1:?usage: scripts/make-heldout.sh SHARED_DATA_DIR [N]}
n=${2:-500}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${PATSIMP:-$root/bin/patsimp}
out=$root/datasets/heldout
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" corpus --quiet --keep-going --out "$tmp/epo.txt" --meta "$tmp/epo.tsv" "$shared"/patents-epo-eps-xml/*/*.xml.gz >"$tmp/epo.report"
"$bin" corpus --quiet --keep-going --out "$tmp/grobid.txt" "$shared"/patents-grobid-xml/*/*.xml.gz >/dev/null
{ zcat "$root/datasets/patents/sentences.txt.gz"; cat "$tmp/grobid.txt"; } | LC_ALL=C sort -u >"$tmp/train.sorted"
# sentence<TAB>meta, keyed by hash
tail -n +2 "$tmp/epo.tsv" | paste "$tmp/epo.txt" - >"$tmp/rows"
while IFS=$'\t' read -r s rest; do
  h=$(printf 'patsimp-heldout-v1\t%s' "$s" | sha256sum | cut -c1-16)
  printf '%s\t%s\t%s\n' "$h" "$s" "$rest"
done <"$tmp/rows" | LC_ALL=C sort -t$'\t' -k1,1 >"$tmp/hashed"
# drop sentences seen in training corpora, keep the first N
cut -f2 "$tmp/hashed" | LC_ALL=C sort -u | LC_ALL=C comm -12 - "$tmp/train.sorted" >"$tmp/seen"
awk -F'\t' -v n="$n" 'FILENAME == ARGV[1] { seen[$0] = 1; next } !($2 in seen) && k++ < n' "$tmp/seen" "$tmp/hashed" >"$tmp/sel"
mkdir -p "$out"
cut -f2 "$tmp/sel" >"$out/sentences.txt"
{ printf 'patent\tkind\tfile\tline\tparagraph\tsentence\n'; cut -f3- "$tmp/sel"; } >"$out/sentences.tsv"
echo "$(wc -l <"$tmp/epo.txt") EPO sentences, $(wc -l <"$tmp/seen") also in training corpora, $(wc -l <"$out/sentences.txt") kept in $out"
