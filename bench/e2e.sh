#!/usr/bin/env bash
# End-to-end generation: patsimp beside its PyTorch references (issue 14).
#
#   bench/e2e.sh [--reps N] [--only REGEX] [--bin bin/patsimp] [--python .venv/bin/python]
#                [--tuner DIR] [--no-tuner] [--sentences N] [--out DIR]
#
# Runs every workload's systems in turn, N rounds (patsimp and the reference
# alternate within each round), each as its own process under /usr/bin/time -v:
# wall time (process start to exit, after the last output line), CPU time
# (user + sys), peak RSS, the 1-minute load average just before the run and
# the number of outputs identical to patsimp's (first run of the workload's
# first system). Prints one row per run as it goes and a table of medians at
# the end; the raw rows are in OUT/runs.tsv.
#
# Workloads (the reference of each system in parentheses):
#   simplify-beam    the first --sentences (94) lines of datasets/asset/asset.test.orig,
#                    the embedded model, default flags (beam 8) but --well-formed=false, which
#                    the reference does not implement: patsimp (default backend), patsimp
#                    --backend go, simplify_ref.py --threads 1 and 2 (PyTorch)
#   simplify-greedy  the same with --beams 1
#   simplify-free    simplify-beam without the output constraints (known words, verbatim names,
#                    no loops, copy when unconstrained or unsure): the model and the search
#                    alone, since the reference's constraints are plain Python and slower than
#                    the rest of its decoding
#   simplify-wellformed  patsimp with all its defaults (--well-formed on: the bundled parser
#                    vets the beams and proposes deletions, the model scores them) beside
#                    simplify-beam's patsimp row: the cost of the well-formed step
#   para-tiny        testdata/pegasus/tiny_text public.txt, its generation config (beam 4):
#                    patsimp paraphrase, paraphrase_ref.py (HF generate) --threads 1 and 2
#   para-tuner007    a random-weight Pegasus of the tuner007/pegasus_paraphrase shape
#                    (16+16 layers, d 1024, vocabulary 96,103), 3 id lines, --ids --beams 10;
#                    the checkpoint (~2.3 GB) is written once to --tuner DIR by
#                    paraphrase_ref.py --make-random (default $TMPDIR/patsimp-e2e/tuner007)
#   para-tuner007-16 the same with 16 id lines (12-35 ids): 160 beam rows per step, closer to
#                    paraphrasing a corpus (batch 64) than 3 lines, whose 30 rows leave every
#                    step bound by reading the 2.3 GB of weights
#
# Needs `make build` (bin/patsimp) and `make venv` (.venv with PyTorch and
# transformers). The lead runs it on a quiet machine; timings taken on a loaded
# machine are not comparable.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
REPS=3
ONLY=.
BIN=$ROOT/bin/patsimp
PY=${PYTHON:-$ROOT/.venv/bin/python}
OUT=${TMPDIR:-/tmp}/patsimp-e2e
TUNER=
NO_TUNER=0
NSENT=94
while [ $# -gt 0 ]; do
	case $1 in
	--reps) REPS=$2; shift 2 ;;
	--only) ONLY=$2; shift 2 ;;
	--bin) BIN=$2; shift 2 ;;
	--python) PY=$2; shift 2 ;;
	--tuner) TUNER=$2; shift 2 ;;
	--no-tuner) NO_TUNER=1; shift ;;
	--sentences) NSENT=$2; shift 2 ;;
	--out) OUT=$2; shift 2 ;;
	-h|--help) sed -n '2,30p' "$0"; exit 0 ;;
	*) echo "e2e.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
	esac
done
TUNER=${TUNER:-$OUT/tuner007}
[ -x "$BIN" ] || { echo "e2e.sh: $BIN not found: run make build" >&2; exit 1; }
[ -x "$PY" ] || { echo "e2e.sh: $PY not found: run make venv (or pass --python)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "e2e.sh: /usr/bin/time not found (apt-get install time)" >&2; exit 1; }
mkdir -p "$OUT"
export GOMLX_NO_AUTO_INSTALL=1

# Inputs.
head -n "$NSENT" "$ROOT/datasets/asset/asset.test.orig" > "$OUT/asset.txt"
TINY=$ROOT/testdata/pegasus/tiny_text
# Three id lines of 12-20 ids in the SentencePiece range, ending with </s>;
# sixteen of 12-35 ids.
awk 'BEGIN { s = 12345; for (l = 0; l < 3; l++) { n = 12 + 4 * l; line = "";
	for (i = 0; i < n; i++) { s = (s * 1103515245 + 12345) % 2147483648; line = line (105 + s % 90000) " " }
	print line "1" } }' > "$OUT/tuner-ids.txt"
awk 'BEGIN { s = 777; for (l = 0; l < 16; l++) { n = 12 + (l * 5) % 24; line = "";
	for (i = 0; i < n; i++) { s = (s * 1103515245 + 12345) % 2147483648; line = line (105 + s % 90000) " " }
	print line "1" } }' > "$OUT/tuner-ids-16.txt"

RUNS=$OUT/runs.tsv
printf 'workload\tsystem\trep\twall_s\tcpu_s\trss_mb\tload1\tidentical\n' > "$RUNS"

# Systems: "workload|system|kind|command"; kind says how outputs compare
# (lines: line by line; tsv: third column after sorting by line number).
SYSTEMS=()
add() { SYSTEMS+=("$1|$2|$3|$4"); }
A=$OUT/asset.txt
# The reference implements the search and its constraints, not --well-formed
# (the bundled parser's choice among the beams and its own deletions), so
# these rows turn it off; simplify-wellformed times the full defaults.
NOWF="--well-formed=false"
add simplify-beam patsimp lines "$BIN simplify --in $A $NOWF"
add simplify-beam torch-1 lines "$PY $ROOT/bench/torch/simplify_ref.py --in $A --threads 1"
add simplify-beam patsimp-go lines "$BIN simplify --in $A --backend go $NOWF"
add simplify-beam torch-2 lines "$PY $ROOT/bench/torch/simplify_ref.py --in $A --threads 2"
add simplify-greedy patsimp lines "$BIN simplify --in $A --beams 1 $NOWF"
add simplify-greedy torch-1 lines "$PY $ROOT/bench/torch/simplify_ref.py --in $A --threads 1 --beams 1"
add simplify-greedy patsimp-go lines "$BIN simplify --in $A --beams 1 --backend go $NOWF"
add simplify-greedy torch-2 lines "$PY $ROOT/bench/torch/simplify_ref.py --in $A --threads 2 --beams 1"
FREE_GO="--known-words=false --verbatim=false --no-loops=false --copy-unconstrained=false --min-score 0 $NOWF"
FREE_PY="--no-known-words --no-verbatim --no-no-loops --no-copy-unconstrained --min-score 0"
add simplify-free patsimp lines "$BIN simplify --in $A $FREE_GO"
add simplify-free torch-1 lines "$PY $ROOT/bench/torch/simplify_ref.py --in $A --threads 1 $FREE_PY"
add simplify-free torch-2 lines "$PY $ROOT/bench/torch/simplify_ref.py --in $A --threads 2 $FREE_PY"
add simplify-wellformed patsimp lines "$BIN simplify --in $A"
add simplify-wellformed patsimp-beam lines "$BIN simplify --in $A $NOWF"
add para-tiny patsimp tsv "$BIN paraphrase --model $TINY --in $TINY/public.txt --out @OUT@"
add para-tiny hf-1 tsv "$PY $ROOT/bench/torch/paraphrase_ref.py --model $TINY --in $TINY/public.txt --out @OUT@ --threads 1"
add para-tiny hf-2 tsv "$PY $ROOT/bench/torch/paraphrase_ref.py --model $TINY --in $TINY/public.txt --out @OUT@ --threads 2"
if [ "$NO_TUNER" = 0 ]; then
	add para-tuner007 patsimp tsv "$BIN paraphrase --model $TUNER --ids --beams 10 --in $OUT/tuner-ids.txt --out @OUT@"
	add para-tuner007 hf-1 tsv "$PY $ROOT/bench/torch/paraphrase_ref.py --model $TUNER --ids --beams 10 --in $OUT/tuner-ids.txt --out @OUT@ --threads 1"
	add para-tuner007 hf-2 tsv "$PY $ROOT/bench/torch/paraphrase_ref.py --model $TUNER --ids --beams 10 --in $OUT/tuner-ids.txt --out @OUT@ --threads 2"
	add para-tuner007-16 patsimp tsv "$BIN paraphrase --model $TUNER --ids --beams 10 --in $OUT/tuner-ids-16.txt --out @OUT@"
	add para-tuner007-16 hf-1 tsv "$PY $ROOT/bench/torch/paraphrase_ref.py --model $TUNER --ids --beams 10 --in $OUT/tuner-ids-16.txt --out @OUT@ --threads 1"
	add para-tuner007-16 hf-2 tsv "$PY $ROOT/bench/torch/paraphrase_ref.py --model $TUNER --ids --beams 10 --in $OUT/tuner-ids-16.txt --out @OUT@ --threads 2"
	if echo para-tuner007 | grep -Eq "$ONLY" && [ ! -f "$TUNER/config.json" ]; then
		echo "e2e.sh: writing the random tuner007-shape checkpoint to $TUNER (once; ~2.3 GB)" >&2
		"$PY" "$ROOT/bench/torch/paraphrase_ref.py" --make-random "$TUNER"
	fi
fi

# normalize FILE KIND: the comparable outputs, one per line.
normalize() {
	if [ "$2" = tsv ]; then sort -t "$(printf '\t')" -k1,1n -s "$1" | cut -f3; else cat "$1"; fi
}

# run WORKLOAD SYSTEM KIND CMD REP: one timed run, appended to $RUNS.
run() {
	local w=$1 s=$2 kind=$3 cmd=$4 rep=$5
	local tag=$OUT/$w.$s.$rep res=$OUT/$w.$s.$rep.out
	rm -f "$res" "$res".job "$res".partial "$res".state
	cmd=${cmd//@OUT@/$res}
	local load
	load=$(cut -d' ' -f1 /proc/loadavg)
	if [ "$kind" = tsv ]; then
		/usr/bin/time -v -o "$tag.time" $cmd > "$tag.log" 2>&1 || { echo "e2e.sh: $w $s failed: see $tag.log" >&2; return 1; }
	else
		/usr/bin/time -v -o "$tag.time" $cmd > "$res" 2> "$tag.log" || { echo "e2e.sh: $w $s failed: see $tag.log" >&2; return 1; }
	fi
	local wall cpu rss
	wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); t = 0; for (i = 1; i <= n; i++) t = t * 60 + p[i]; print t }' "$tag.time")
	cpu=$(awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 } END { printf "%.2f", u + s }' "$tag.time")
	rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$tag.time")
	local refout=$OUT/$w.ref.out
	[ -f "$refout" ] || normalize "$res" "$kind" > "$refout"
	local same total
	total=$(wc -l < "$refout")
	same=$(awk 'NR == FNR { a[FNR] = $0; next } (FNR in a) && a[FNR] == $0 { n++ } END { print n + 0 }' "$refout" <(normalize "$res" "$kind"))
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s/%s\n' "$w" "$s" "$rep" "$wall" "$cpu" "$rss" "$load" "$same" "$total" | tee -a "$RUNS"
}

rm -f "$OUT"/*.ref.out
for rep in $(seq 1 "$REPS"); do
	for e in "${SYSTEMS[@]}"; do
		IFS='|' read -r w s kind cmd <<< "$e"
		echo "$w" | grep -Eq "$ONLY" || continue
		run "$w" "$s" "$kind" "$cmd" "$rep"
	done
done

echo
echo "medians over $REPS rounds ($(nproc) CPUs, $(date -u +%Y-%m-%dT%H:%MZ)); identical = outputs equal to the first patsimp run's, worst run"
"$PY" - "$RUNS" <<'EOF'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
groups = {}
for r in rows:
    groups.setdefault((r["workload"], r["system"]), []).append(r)
print(f"{'workload':16} {'system':11} {'wall s':>8} {'cpu s':>8} {'rss MB':>7} {'load1':>11} {'identical':>10} {'wall/patsimp':>13}")
base = {}
for (w, s), rs in groups.items():
    med = statistics.median(float(r["wall_s"]) for r in rs)
    if s == "patsimp":
        base[w] = med
for (w, s), rs in groups.items():
    wall = statistics.median(float(r["wall_s"]) for r in rs)
    cpu = statistics.median(float(r["cpu_s"]) for r in rs)
    rss = statistics.median(float(r["rss_mb"]) for r in rs)
    loads = [float(r["load1"]) for r in rs]
    ident = min(rs, key=lambda r: int(r["identical"].split("/")[0]))["identical"]
    ratio = f"{wall / base[w]:.2f}x" if w in base and base[w] > 0 else "-"
    print(f"{w:16} {s:11} {wall:8.2f} {cpu:8.2f} {rss:7.0f} {min(loads):5.2f}-{max(loads):<5.2f} {ident:>10} {ratio:>13}")
EOF
