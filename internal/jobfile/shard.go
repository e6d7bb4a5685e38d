package jobfile

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is part K of N of a job's input (1 ≤ K ≤ N). The zero value and
// 1/1 mean the whole input.
type Shard struct {
	K, N int
}

// ParseShard parses "K/N" (the empty string is the whole input).
func ParseShard(s string) (Shard, error) {
	if s == "" {
		return Shard{}, nil
	}
	a, b, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || k < 1 || k > n {
		return Shard{}, fmt.Errorf("shard %q: want K/N with 1 <= K <= N, e.g. 2/8", s)
	}
	return Shard{K: k, N: n}, nil
}

// String formats the shard as "K/N" ("" for the whole input).
func (s Shard) String() string {
	if s.N <= 1 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Whole reports whether s covers the whole input.
func (s Shard) Whole() bool { return s.N <= 1 }

// Range returns the contiguous part [lo, hi) of units 0..n-1 that shard s
// covers: shard K of N takes units ⌊(K-1)·n/N⌋ to ⌊K·n/N⌋. The shards of
// N cover every unit once and in order, so concatenating their outputs in
// order of K gives the output of the whole input.
func (s Shard) Range(n int) (lo, hi int) {
	if s.Whole() {
		return 0, n
	}
	return (s.K - 1) * n / s.N, s.K * n / s.N
}
