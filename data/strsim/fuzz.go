package strsim

import (
	"sort"
	"strings"
	"unicode"
)

// PartialRatio returns the best Ratio between the shorter of a and b and any
// window of the longer one, with rapidfuzz's fuzz.partial_ratio semantics
// (divided by 100): the windows are every substring of the longer string as
// long as the shorter one, and the shorter prefixes and suffixes of the
// longer string (alignments that hang over its ends). When the strings have
// the same length both directions are tried. Two empty strings score 1, one
// empty string 0.
//
// The result is exact: windows are visited in decreasing order of a
// character-histogram upper bound, and the search stops when no remaining
// window can beat the best score found.
func PartialRatio(a, b string) float64 {
	return PartialRatioCutoff(a, b, 0)
}

// PartialRatioCutoff is PartialRatio with rapidfuzz's score_cutoff: it
// returns 0 when the result would be below cutoff, which lets it skip every
// window that cannot reach cutoff (much faster for a high cutoff).
func PartialRatioCutoff(a, b string, cutoff float64) float64 {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > len(rb) {
		ra, rb = rb, ra
	}
	if len(ra) == 0 || len(rb) == 0 {
		if len(ra) == len(rb) {
			return 1
		}
		return 0
	}
	best := partialRatio(ra, rb, cutoff)
	if best < 1 && len(ra) == len(rb) {
		if r := partialRatio(rb, ra, max(cutoff, best)); r > best {
			best = r
		}
	}
	if best < cutoff {
		return 0
	}
	return best
}

// partialRatio aligns needle (len <= len(hay)) against hay; windows whose
// bound is below cutoff are not evaluated, so results below cutoff are
// lower bounds only.
func partialRatio(needle, hay []rune, cutoff float64) float64 {
	n1, n2 := len(needle), len(hay)
	pt := newPattern(needle)
	defer pt.release()
	best := 0.0

	// Prefixes hay[:i], 1 <= i < n1: one pass, reading the running LCS.
	st := pt.start(nil)
	for i := 1; i < n1; i++ {
		st.step(hay[i-1])
		if r := indelRatio(st.len(), n1, i); r > best {
			best = r
		}
	}
	// Suffixes hay[i:], n2-n1 < i < n2: the same on reversed strings.
	rev := make([]rune, n1)
	for i, r := range needle {
		rev[n1-1-i] = r
	}
	rpt := newPattern(rev)
	defer rpt.release()
	st = rpt.start(nil)
	for l := 1; l < n1; l++ {
		st.step(hay[n2-l])
		if r := indelRatio(st.len(), n1, l); r > best {
			best = r
		}
	}
	if best == 1 {
		return 1
	}

	// Full windows hay[i:i+n1]: bound each by the multiset intersection of
	// its characters with the needle's, then evaluate in bound order.
	type window struct{ start, bound int }
	// Characters of the needle get dense indices: ASCII through a table,
	// others through a map; -1 marks characters absent from the needle.
	var asciiIdx [128]int32
	for i := range asciiIdx {
		asciiIdx[i] = -1
	}
	var other map[rune]int32
	var need []int
	lookup := func(r rune) int32 {
		if r >= 0 && r < 128 {
			return asciiIdx[r]
		}
		if k, ok := other[r]; ok {
			return k
		}
		return -1
	}
	for _, r := range needle {
		k := lookup(r)
		if k < 0 {
			k = int32(len(need))
			need = append(need, 0)
			if r >= 0 && r < 128 {
				asciiIdx[r] = k
			} else {
				if other == nil {
					other = make(map[rune]int32)
				}
				other[r] = k
			}
		}
		need[k]++
	}
	idx := make([]int32, n2)
	for i, r := range hay {
		idx[i] = lookup(r)
	}
	have := make([]int, len(need))
	common := 0
	add := func(k int32) {
		if k < 0 {
			return
		}
		if have[k] < need[k] {
			common++
		}
		have[k]++
	}
	remove := func(k int32) {
		if k < 0 {
			return
		}
		have[k]--
		if have[k] < need[k] {
			common--
		}
	}
	var wins []window
	for i := 0; i < n1; i++ {
		add(idx[i])
	}
	for s := 0; ; s++ {
		if b := indelRatio(common, n1, n1); b > best && b >= cutoff {
			wins = append(wins, window{s, common})
		}
		if s+n1 >= n2 {
			break
		}
		remove(idx[s])
		add(idx[s+n1])
	}
	sort.SliceStable(wins, func(i, j int) bool { return wins[i].bound > wins[j].bound })
	buf := make([]uint64, pt.words)
	for _, w := range wins {
		if indelRatio(w.bound, n1, n1) <= best {
			break
		}
		if r := indelRatio(pt.lcs(hay[w.start:w.start+n1], buf), n1, n1); r > best {
			best = r
			if best == 1 {
				break
			}
		}
	}
	return best
}

// SortTokens splits s on white space, sorts the tokens by code point and
// joins them with single spaces, as rapidfuzz's token_sort_ratio does.
func SortTokens(s string) string {
	toks := strings.Fields(s)
	sort.Strings(toks)
	return strings.Join(toks, " ")
}

// TokenSortRatio returns Ratio of the token-sorted strings (rapidfuzz's
// fuzz.token_sort_ratio divided by 100; no case folding unless the caller
// applies DefaultProcess first).
func TokenSortRatio(a, b string) float64 {
	return Ratio(SortTokens(a), SortTokens(b))
}

// DefaultProcess lower-cases s, replaces every character that is neither a
// letter nor a number with a space and trims the ends, like rapidfuzz's
// utils.default_process (and fuzzywuzzy's full_process without ASCII
// forcing).
func DefaultProcess(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			b.WriteRune(unicode.ToLower(r))
		} else {
			b.WriteByte(' ')
		}
	}
	return strings.TrimSpace(b.String())
}
