package depparse

import (
	"math"
	"math/rand/v2"
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
