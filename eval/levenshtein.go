package eval

import (
	"math/bits"
	"unicode/utf8"
)

// LevenshteinRatio returns python-Levenshtein's ratio of a and b on code
// points: (|a| + |b| - d) / (|a| + |b|) where d is the indel distance
// (insertions and deletions only, i.e. Levenshtein with substitutions
// costing 2). It is 1 for two empty strings. Invalid UTF-8 bytes count as
// one code point each.
func LevenshteinRatio(a, b string) float64 {
	ra, rb := toRunes(a), toRunes(b)
	total := len(ra) + len(rb)
	if total == 0 {
		return 1
	}
	lcs := lcsLength(ra, rb)
	dist := total - 2*lcs
	return float64(total-dist) / float64(total)
}

// IndelDistance returns the number of single code point insertions and
// deletions that turn a into b.
func IndelDistance(a, b string) int {
	ra, rb := toRunes(a), toRunes(b)
	return len(ra) + len(rb) - 2*lcsLength(ra, rb)
}

func toRunes(s string) []rune {
	r := make([]rune, 0, utf8.RuneCountInString(s))
	for _, c := range s {
		r = append(r, c)
	}
	return r
}

// lcsLength is the length of the longest common subsequence of a and b,
// computed with the bit-parallel algorithm of Hyyrö (2004): one machine word
// covers 64 positions of a, and each character of b updates all words with
// one addition with carry.
func lcsLength(a, b []rune) int {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(b) == 0 {
		return 0
	}
	// a is the longer string: its positions become bits.
	words := (len(a) + 63) / 64
	// Match masks per distinct character of a.
	peq := make(map[rune][]uint64, 32)
	for i, c := range a {
		m, ok := peq[c]
		if !ok {
			m = make([]uint64, words)
			peq[c] = m
		}
		m[i/64] |= 1 << (i % 64)
	}
	v := make([]uint64, words)
	for i := range v {
		v[i] = ^uint64(0)
	}
	for _, c := range b {
		m, ok := peq[c]
		if !ok {
			continue
		}
		var carry uint64
		for k := range v {
			u := v[k] & m[k]
			sum, cout := bits.Add64(v[k], u, carry)
			carry = cout
			v[k] = sum | (v[k] &^ u)
		}
	}
	zeros := 0
	for k, x := range v {
		if k == words-1 && len(a)%64 != 0 {
			x |= ^uint64(0) << (len(a) % 64)
		}
		zeros += bits.OnesCount64(^x)
	}
	return zeros
}
