package depparse

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/patsimp/patsimp/data/conllu"
)

// bruteForceTree enumerates every head assignment with one root child and
// no cycle, and returns the best score.
func bruteForceTree(scores [][]float64) (best float64, bestHeads []int) {
	n := len(scores) - 1
	heads := make([]int, n)
	best = math.Inf(-1)
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			roots := 0
			for _, h := range heads {
				if h == 0 {
					roots++
				}
			}
			if roots != 1 {
				return
			}
			if _, err := conllu.Depth(heads); err != nil {
				return // cycle
			}
			s := 0.0
			for d, h := range heads {
				s += scores[d+1][h]
			}
			if s > best {
				best, bestHeads = s, append([]int(nil), heads...)
			}
			return
		}
		for h := 0; h <= n; h++ {
			if h != i+1 {
				heads[i] = h
				rec(i + 1)
			}
		}
	}
	rec(0)
	return best, bestHeads
}

func TestDecodeTreeMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 300 {
		n := 1 + trial%6
		scores := make([][]float64, n+1)
		for i := range scores {
			scores[i] = make([]float64, n+1)
			for j := range scores[i] {
				scores[i][j] = rng.NormFloat64()
			}
		}
		// Favour cycles and multiple roots to exercise contraction and the
		// single-root search.
		if trial%3 == 0 && n >= 2 {
			scores[1][2], scores[2][1] = 5, 5
		}
		if trial%4 == 0 {
			for d := 1; d <= n; d++ {
				scores[d][0] += 2
			}
		}
		want, _ := bruteForceTree(scores)
		heads := DecodeTree(scores)
		if len(heads) != n {
			t.Fatalf("trial %d: %d heads for %d words", trial, len(heads), n)
		}
		if _, err := conllu.Depth(heads); err != nil {
			t.Fatalf("trial %d: decoded heads %v are not a tree: %v", trial, heads, err)
		}
		roots, got := 0, 0.0
		for d, h := range heads {
			if h == 0 {
				roots++
			}
			got += scores[d+1][h]
		}
		if roots != 1 {
			t.Fatalf("trial %d: %d root children in %v", trial, roots, heads)
		}
		if math.Abs(got-want) > 1e-9 {
			t.Fatalf("trial %d (n=%d): tree score %v, brute force %v (heads %v)", trial, n, got, want, heads)
		}
	}
}

func TestDecodeTreeEmpty(t *testing.T) {
	if h := DecodeTree([][]float64{{0}}); len(h) != 0 {
		t.Errorf("heads %v for no words", h)
	}
}

func TestPlanChunks(t *testing.T) {
	rep := func(n, l int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = l
		}
		return out
	}
	for _, tc := range []struct {
		name string
		lens []int
		want []int
	}{
		{"one sentence", []int{5}, []int{0, 1}},
		// 128 sentences padded to 56 positions: calls of 16 rows (16·56 ≤ 1024 < 32·56).
		{"uniform 55 words", rep(128, 55), []int{0, 16, 32, 48, 64, 80, 96, 112, 128}},
		// Two short sentences and a long one: never padded together.
		{"short and long", []int{5, 6, 60}, []int{0, 2, 3}},
		// Lengths of one padded length (16 positions) share one call.
		{"close lengths", []int{9, 12}, []int{0, 2}},
		// Lengths of two padded lengths (8 and 16 positions) never do, so
		// that no sentence is padded beyond its own length's shape.
		{"across a padded length", []int{7, 9}, []int{0, 1, 2}},
		// Five sentences of 32 positions: one call (of the 32 rows every
		// call at that length has).
		{"five alike", rep(5, 30), []int{0, 5}},
		{"none", nil, []int{0}},
	} {
		got := planChunks(tc.lens)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: chunks %v, want %v", tc.name, got, tc.want)
		}
		for c := 0; c+1 < len(got); c++ {
			first, last := padLen(tc.lens[got[c]]+1), padLen(tc.lens[got[c+1]-1]+1)
			if rows := got[c+1] - got[c]; rows > maxRows(last) || first != last {
				t.Errorf("%s: chunk %d has %d rows of %d to %d positions, over %d or mixed", tc.name, c, rows, first, last, maxRows(last))
			}
		}
	}
}

func TestBatchShapes(t *testing.T) {
	for _, tc := range []struct{ n, t int }{{1, 8}, {8, 8}, {9, 16}, {56, 56}, {64, 64}, {65, 96}, {256, 256}, {257, 384}, {1024, 1024}, {1025, 2048}} {
		if got := padLen(tc.n); got != tc.t {
			t.Errorf("padLen(%d) = %d, want %d", tc.n, got, tc.t)
		}
	}
	// Every (rows, positions) shape of sentences up to 2^20 words fits the
	// compiled-graph cache.
	shapes := 0
	for n := 1; n <= 1<<20; {
		shapes++ // one row count per padded length
		n = padLen(n) + 1
	}
	if shapes > maxGraphs {
		t.Errorf("%d possible graph shapes, cache holds %d", shapes, maxGraphs)
	}
	for _, tc := range []struct{ t, rows int }{{8, 128}, {56, 16}, {64, 16}, {96, 8}, {2048, 1}, {4096, 1}} {
		if got := maxRows(tc.t); got != tc.rows {
			t.Errorf("maxRows(%d) = %d, want %d", tc.t, got, tc.rows)
		}
	}
}

// TestAddLogSoftmax checks the per-word normalisation over real heads: the
// padding columns and the word itself get no mass and members add up.
func TestAddLogSoftmax(t *testing.T) {
	const tpad = 4 // ROOT + 2 words + 1 padding position
	arcs := []float32{
		9, 9, 9, 9, // ROOT row: ignored
		1, 5, 2, 100, // word 1: heads 0 and 2 (itself and padding excluded)
		3, 3, 7, 100, // word 2: heads 0 and 1
		9, 9, 9, 9, // padding row: ignored
	}
	sc := [][]float64{make([]float64, 3), make([]float64, 3), make([]float64, 3)}
	addLogSoftmax(sc, arcs, tpad)
	addLogSoftmax(sc, arcs, tpad) // a second, identical member doubles the scores
	lse1 := math.Log(math.Exp(1) + math.Exp(2))
	lse2 := math.Log(math.Exp(3) + math.Exp(3))
	want := [][]float64{
		{0, 0, 0},
		{2 * (1 - lse1), math.Inf(-1), 2 * (2 - lse1)},
		{2 * (3 - lse2), 2 * (3 - lse2), math.Inf(-1)},
	}
	for d := range want {
		for h := range want[d] {
			if g, w := sc[d][h], want[d][h]; !(g == w || math.Abs(g-w) < 1e-9) {
				t.Errorf("score[%d][%d] = %v, want %v", d, h, g, w)
			}
		}
	}
}
