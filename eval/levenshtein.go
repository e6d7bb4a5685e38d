package eval

import (
	"math/bits"
	"sync"
	"unicode/utf8"
)

// LevenshteinRatio returns python-Levenshtein's ratio of a and b on code
// points: (|a| + |b| - d) / (|a| + |b|) where d is the indel distance
// (insertions and deletions only, i.e. Levenshtein with substitutions
// costing 2). It is 1 for two empty strings. Each byte of invalid UTF-8
// counts as one U+FFFD code point.
func LevenshteinRatio(a, b string) float64 {
	l := lcsPool.Get().(*lcs)
	defer lcsPool.Put(l)
	return l.ratio(a, b)
}

// IndelDistance returns the number of single code point insertions and
// deletions that turn a into b.
func IndelDistance(a, b string) int {
	l := lcsPool.Get().(*lcs)
	defer lcsPool.Put(l)
	n, m, common := l.length(a, b)
	return n + m - 2*common
}

var lcsPool = sync.Pool{New: func() any { return new(lcs) }}

// lcs computes longest common subsequence lengths with the bit-parallel
// algorithm of Hyyrö (2004): one machine word covers 64 positions of the
// longer string, and each character of the other updates all words with
// one addition with carry. It keeps its buffers between calls and is not
// safe for concurrent use.
type lcs struct {
	ascii  [128][]uint64 // match masks of ASCII characters
	used   []byte        // ASCII characters with a mask set
	isSet  [128]bool     // whether an ASCII character is in used
	other  map[rune][]uint64
	v      []uint64
	ra, rb []rune
}

func (l *lcs) ratio(a, b string) float64 {
	n, m, common := l.length(a, b)
	total := n + m
	if total == 0 {
		return 1
	}
	dist := total - 2*common
	return float64(total-dist) / float64(total)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// length returns the code point lengths of a and b and the length of their
// longest common subsequence.
func (l *lcs) length(a, b string) (n, m, common int) {
	if isASCII(a) && isASCII(b) {
		if len(a) < len(b) {
			a, b = b, a
		}
		return len(a), len(b), l.asciiLCS(a, b)
	}
	l.ra, l.rb = appendRunes(l.ra[:0], a), appendRunes(l.rb[:0], b)
	ra, rb := l.ra, l.rb
	if len(ra) < len(rb) {
		ra, rb = rb, ra
	}
	return len(ra), len(rb), l.runeLCS(ra, rb)
}

func appendRunes(dst []rune, s string) []rune {
	for _, c := range s {
		dst = append(dst, c)
	}
	return dst
}

// initV sets v to n ones-filled words.
func (l *lcs) initV(words int) []uint64 {
	if cap(l.v) < words {
		l.v = make([]uint64, words)
	}
	v := l.v[:words]
	for i := range v {
		v[i] = ^uint64(0)
	}
	return v
}

// step advances v by one character of the shorter string with match mask m.
func step(v, m []uint64) {
	var carry uint64
	for k := range v {
		u := v[k] & m[k]
		sum, cout := bits.Add64(v[k], u, carry)
		carry = cout
		v[k] = sum | (v[k] &^ u)
	}
}

// zeros counts the common subsequence length: the zero bits of v among the
// first n positions.
func zeros(v []uint64, n int) int {
	z := 0
	for k, x := range v {
		if k == len(v)-1 && n%64 != 0 {
			x |= ^uint64(0) << (n % 64)
		}
		z += bits.OnesCount64(^x)
	}
	return z
}

func (l *lcs) asciiLCS(a, b string) int {
	if len(b) == 0 {
		return 0
	}
	words := (len(a) + 63) / 64
	for i := 0; i < len(a); i++ {
		c := a[i]
		m := l.ascii[c]
		if len(m) < words {
			m = make([]uint64, words)
			l.ascii[c] = m
		}
		if !l.isSet[c] {
			clear(m[:words])
			l.isSet[c] = true
			l.used = append(l.used, c)
		}
		m[i/64] |= 1 << (i % 64)
	}
	v := l.initV(words)
	for i := 0; i < len(b); i++ {
		if c := b[i]; l.isSet[c] {
			step(v, l.ascii[c][:words])
		}
	}
	for _, c := range l.used {
		l.isSet[c] = false
	}
	l.used = l.used[:0]
	return zeros(v, len(a))
}

func (l *lcs) runeLCS(a, b []rune) int {
	if len(b) == 0 {
		return 0
	}
	words := (len(a) + 63) / 64
	if l.other == nil {
		l.other = make(map[rune][]uint64)
	}
	clear(l.other)
	for i, c := range a {
		m, ok := l.other[c]
		if !ok {
			m = make([]uint64, words)
			l.other[c] = m
		}
		m[i/64] |= 1 << (i % 64)
	}
	v := l.initV(words)
	for _, c := range b {
		if m, ok := l.other[c]; ok {
			step(v, m)
		}
	}
	return zeros(v, len(a))
}
