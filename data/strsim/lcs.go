// Package strsim implements string similarity and distance measures on
// Unicode code points: the indel ratio and its partial and sorted-token
// variants with rapidfuzz semantics (used by the silver filter of Casola et
// al. 2023), and the character-level metrics of java-string-similarity that
// Adduru et al. (2018) average to align comparable sentences (Levenshtein,
// Damerau-Levenshtein, optimal string alignment, Jaro-Winkler, metric LCS,
// Kondrak n-gram, cosine, Jaccard and Sørensen-Dice).
//
// Similarities lie in [0, 1] (rapidfuzz reports the same values times 100).
// Every function treats its arguments as sequences of code points; invalid
// UTF-8 bytes count as U+FFFD, as in a Go range loop.
package strsim

import (
	"math/bits"
	"sync"
)

// pattern holds the bit-parallel match masks of one string, for the
// longest-common-subsequence algorithm of Allison and Dix as refined by
// Hyyrö: bit i of mask(c) is set when the pattern's i-th code point is c.
// ASCII masks live in one flat slice; other code points in a map.
type pattern struct {
	n     int
	words int
	ascii []uint64 // 128 masks of words words each
	other map[rune][]uint64
	zero  []uint64
}

// patterns recycles pattern buffers: building a mask table for every
// comparison would otherwise dominate the allocation rate.
var patterns = sync.Pool{New: func() any { return new(pattern) }}

// newPattern returns the masks of p; call release when done with it.
func newPattern(p []rune) *pattern {
	w := (len(p) + 63) / 64
	pt := patterns.Get().(*pattern)
	buf := pt.ascii[:cap(pt.ascii)]
	if cap(buf) < 129*w {
		buf = make([]uint64, 129*w)
	} else {
		buf = buf[:129*w]
		clear(buf)
	}
	pt.n, pt.words, pt.ascii, pt.zero = len(p), w, buf[:128*w], buf[128*w:]
	clear(pt.other)
	for i, r := range p {
		bit := uint64(1) << (uint(i) % 64)
		if r >= 0 && r < 128 {
			pt.ascii[int(r)*w+i/64] |= bit
			continue
		}
		if pt.other == nil {
			pt.other = make(map[rune][]uint64)
		}
		m := pt.other[r]
		if m == nil {
			m = make([]uint64, w)
			pt.other[r] = m
		}
		m[i/64] |= bit
	}
	return pt
}

// release returns pt to the pool.
func (pt *pattern) release() {
	if len(pt.other) > 64 {
		pt.other = nil // do not keep large maps alive
	}
	patterns.Put(pt)
}

func (pt *pattern) mask(r rune) []uint64 {
	if r >= 0 && r < 128 {
		return pt.ascii[int(r)*pt.words : int(r+1)*pt.words]
	}
	if m, ok := pt.other[r]; ok {
		return m
	}
	return pt.zero
}

// lcsState is the running bit vector of the LCS recurrence; the number of
// zero bits among the pattern's n bits is the LCS length of the pattern and
// the text consumed so far.
type lcsState struct {
	pt *pattern
	s  []uint64
}

func (pt *pattern) start(buf []uint64) lcsState {
	if cap(buf) < pt.words {
		buf = make([]uint64, pt.words)
	}
	buf = buf[:pt.words]
	for i := range buf {
		buf[i] = ^uint64(0)
	}
	return lcsState{pt: pt, s: buf}
}

// step consumes one code point of the text.
func (st *lcsState) step(r rune) {
	m := st.pt.mask(r)
	var carry uint64
	for i, s := range st.s {
		u := s & m[i]
		sum, c := bits.Add64(s, u, carry)
		carry = c
		st.s[i] = sum | (s &^ u)
	}
}

// len returns the LCS length so far.
func (st *lcsState) len() int {
	zeros := 0
	n := st.pt.n
	for i, s := range st.s {
		valid := 64
		if rest := n - 64*i; rest < 64 {
			valid = rest
		}
		if valid == 64 {
			zeros += 64 - bits.OnesCount64(s)
		} else {
			zeros += valid - bits.OnesCount64(s&(1<<uint(valid)-1))
		}
	}
	return zeros
}

// lcs returns the length of the longest common subsequence of the pattern
// and text.
func (pt *pattern) lcs(text []rune, buf []uint64) int {
	if pt.n == 0 || len(text) == 0 {
		return 0
	}
	st := pt.start(buf)
	for _, r := range text {
		st.step(r)
	}
	return st.len()
}

// LCSLength returns the length of the longest common subsequence of a and b.
func LCSLength(a, b []rune) int {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) == 0 {
		return 0
	}
	pt := newPattern(a)
	defer pt.release()
	var buf [4]uint64
	return pt.lcs(b, buf[:0])
}

// IndelDistance returns the number of insertions and deletions that turn a
// into b (a Levenshtein distance in which a substitution costs 2).
func IndelDistance(a, b []rune) int {
	return len(a) + len(b) - 2*LCSLength(a, b)
}

// indelRatio is 1 - indel/(n+m), 1 for two empty sequences.
func indelRatio(lcs, n, m int) float64 {
	if n+m == 0 {
		return 1
	}
	return float64(2*lcs) / float64(n+m)
}

// Ratio returns the normalised indel similarity of a and b:
// (len(a)+len(b)-IndelDistance)/(len(a)+len(b)), 1 when both are empty.
// It equals python-Levenshtein's Levenshtein.ratio and rapidfuzz's
// fuzz.ratio/100 on code points.
func Ratio(a, b string) float64 {
	ra, rb := []rune(a), []rune(b)
	return indelRatio(LCSLength(ra, rb), len(ra), len(rb))
}

// WordGaps returns the gaps between the words of a longest common
// subsequence of the word sequences a and b (compared as given), in order:
// each gap is {aFrom, aTo, bFrom, bTo}, the words a[aFrom:aTo] written as
// b[bFrom:bTo], one side possibly empty. Among equally long subsequences
// it keeps the earliest words of a.
func WordGaps(a, b []string) [][4]int {
	n, m := len(a), len(b)
	// lcs[i][j] is the LCS length of a[i:] and b[j:].
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var gaps [][4]int
	i, j, si, sj := 0, 0, 0, 0
	flush := func() {
		if si < i || sj < j {
			gaps = append(gaps, [4]int{si, i, sj, j})
		}
	}
	for i < n && j < m {
		switch {
		case a[i] == b[j]:
			flush()
			i, j = i+1, j+1
			si, sj = i, j
		case lcs[i+1][j] >= lcs[i][j+1]:
			i++
		default:
			j++
		}
	}
	i, j = n, m
	flush()
	return gaps
}
