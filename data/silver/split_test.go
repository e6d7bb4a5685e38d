package silver

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

func TestSizes(t *testing.T) {
	tests := []struct {
		n    int
		want [3]int
	}{
		{PaperTotal, [3]int{184297, 46075, 57593}},
		{0, [3]int{0, 0, 0}},
		{1, [3]int{1, 0, 0}},
		{100, [3]int{64, 16, 20}},
		{500000, [3]int{319999, 80001, 100000}},
	}
	for _, tc := range tests {
		if got := Sizes(tc.n); got != tc.want {
			t.Errorf("Sizes(%d) = %v, want %v", tc.n, got, tc.want)
		}
	}
}

func TestAssignSetsPaperCounts(t *testing.T) {
	counts := make([]int32, PaperTotal)
	for i := range counts {
		counts[i] = 1
	}
	assign := assignSets(counts, Sizes(PaperTotal), 42)
	var got [3]int
	for _, s := range assign {
		got[s]++
	}
	if got != [3]int{PaperTrain, PaperValid, PaperTest} {
		t.Errorf("set sizes %v, want the paper's", got)
	}
}

// writeSilver writes n sources; source i has 1 + i%3 candidates.
func writeSilver(t *testing.T, dir string, n int) (string, int) {
	t.Helper()
	var b strings.Builder
	pairs := 0
	for i := range n {
		for c := range 1 + i%3 {
			fmt.Fprintf(&b, "s%d\tComplex sentence number %d.\tCandidate %d of %d.\n", i, i, c, i)
			pairs++
		}
	}
	path := filepath.Join(dir, "silver.tsv")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, pairs
}

func readLines(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.TrimSuffix(string(data), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

func TestSplitDisjointAndDeterministic(t *testing.T) {
	dir := t.TempDir()
	in, total := writeSilver(t, dir, 900)
	run := func(seed uint64, sub string) (*SplitResult, [3][]string) {
		res, err := Split(in, filepath.Join(dir, sub), seed)
		if err != nil {
			t.Fatal(err)
		}
		var sets [3][]string
		for s := range 3 {
			sets[s] = readLines(t, res.Files[s])
			if len(sets[s]) != res.Pairs[s] {
				t.Errorf("%s: %d lines, result says %d", SetNames[s], len(sets[s]), res.Pairs[s])
			}
		}
		return res, sets
	}
	res, sets := run(7, "a")
	_, again := run(7, "b")
	_, other := run(8, "c")
	if !reflect.DeepEqual(sets, again) {
		t.Error("same seed gave different splits")
	}
	if reflect.DeepEqual(sets, other) {
		t.Error("different seeds gave the same split")
	}

	owner := map[string]int{}
	var all []string
	for s, lines := range sets {
		for _, l := range lines {
			src := strings.Split(l, "\t")[1]
			if prev, ok := owner[src]; ok && prev != s {
				t.Fatalf("source %q in %s and %s", src, SetNames[prev], SetNames[s])
			}
			owner[src] = s
			all = append(all, l)
		}
	}
	want := readLines(t, in)
	sort.Strings(all)
	sort.Strings(want)
	if strings.Join(all, "\n") != strings.Join(want, "\n") {
		t.Error("the sets are not a partition of the input")
	}
	target := Sizes(total)
	for s := range 3 {
		// A source carries at most 3 pairs, so a set overshoots by < 3.
		if d := res.Pairs[s] - target[s]; s > 0 && (d < 0 || d > 2) {
			t.Errorf("%s: %d pairs for target %d", SetNames[s], res.Pairs[s], target[s])
		}
	}
	if res.Sources[0]+res.Sources[1]+res.Sources[2] != 900 {
		t.Errorf("sources %v", res.Sources)
	}
}

func TestSplitBadInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "silver.tsv")
	os.WriteFile(in, []byte("1\ta\tb\n2\tonly two\n"), 0o644)
	_, err := Split(in, filepath.Join(dir, "out"), 1)
	if err == nil || err.Error() != in+":2: want 3 tab-separated columns (id, complex sentence, candidate), got 2" {
		t.Fatalf("error %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "out", "train.tsv")); !os.IsNotExist(err) {
		t.Error("train.tsv written despite the error")
	}
	os.WriteFile(in, nil, 0o644)
	if _, err := Split(in, filepath.Join(dir, "out"), 1); err == nil || err.Error() != in+": no pairs: the input is empty" {
		t.Fatalf("empty input: error %v", err)
	}
}

func TestWriteParallel(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "train.tsv")
	os.WriteFile(in, []byte("1\tC one.\tS one.\n2\tC two.\tS two.\n"), 0o644)
	c, s, err := WriteParallel(in)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(readLines(t, c), "|"); got != "C one.|C two." || c != filepath.Join(dir, "train.complex") {
		t.Errorf("%s: %q", c, got)
	}
	if got := strings.Join(readLines(t, s), "|"); got != "S one.|S two." {
		t.Errorf("%s: %q", s, got)
	}
}

// TestSplitFileNames pins the names of the split's outputs, which patsimp
// split checks before writing them and trainers read.
func TestSplitFileNames(t *testing.T) {
	if got, want := SplitFiles(filepath.Join("runs", "split")), [3]string{"runs/split/train.tsv", "runs/split/valid.tsv", "runs/split/test.tsv"}; got != want {
		t.Errorf("SplitFiles = %q, want %q", got, want)
	}
	for _, tc := range []struct{ tsv, complex, simple string }{
		{"runs/split/train.tsv", "runs/split/train.complex", "runs/split/train.simple"},
		{"valid.tsv", "valid.complex", "valid.simple"},
		{"a.b/pairs", "a.b/pairs.complex", "a.b/pairs.simple"},
		{"dir/x.y.tsv", "dir/x.y.complex", "dir/x.y.simple"},
	} {
		if c, s := ParallelFiles(tc.tsv); c != tc.complex || s != tc.simple {
			t.Errorf("ParallelFiles(%q) = %q, %q; want %q, %q", tc.tsv, c, s, tc.complex, tc.simple)
		}
	}
	// Split and WriteParallel write those files.
	dir := t.TempDir()
	in, _ := writeSilver(t, dir, 30)
	res, err := Split(in, filepath.Join(dir, "out"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := SplitFiles(filepath.Join(dir, "out")); res.Files != want {
		t.Errorf("Split wrote %q, want %q", res.Files, want)
	}
	c, s, err := WriteParallel(res.Files[0])
	if err != nil {
		t.Fatal(err)
	}
	if wc, ws := ParallelFiles(res.Files[0]); c != wc || s != ws {
		t.Errorf("WriteParallel wrote %q, %q; want %q, %q", c, s, wc, ws)
	}
	for _, f := range []string{res.Files[0], res.Files[1], res.Files[2], c, s} {
		if _, err := os.Stat(f); err != nil {
			t.Error(err)
		}
	}
}
