package strsim

import "math"

// Levenshtein returns the edit distance of a and b with unit-cost
// insertions, deletions and substitutions.
func Levenshtein(a, b []rune) int {
	if len(a) < len(b) {
		a, b = b, a
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// OSA returns the optimal string alignment distance of a and b: Levenshtein
// plus transposition of two adjacent symbols, where no substring is edited
// more than once (the restricted Damerau-Levenshtein distance).
func OSA(a, b []rune) int {
	n, m := len(a), len(b)
	d := make([][]int, n+1)
	for i := range d {
		d[i] = make([]int, m+1)
		d[i][0] = i
	}
	for j := 0; j <= m; j++ {
		d[0][j] = j
	}
	for i := 1; i <= n; i++ {
		for j := 1; j <= m; j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, d[i-2][j-2]+1)
			}
			d[i][j] = v
		}
	}
	return d[n][m]
}

// DamerauLevenshtein returns the unrestricted Damerau-Levenshtein distance of
// a and b (insertions, deletions, substitutions and transpositions of
// adjacent symbols, substrings may be edited again), computed with the
// Lowrance-Wagner algorithm.
func DamerauLevenshtein(a, b []rune) int {
	n, m := len(a), len(b)
	inf := n + m
	lastRow := make(map[rune]int)
	d := make([][]int, n+2)
	for i := range d {
		d[i] = make([]int, m+2)
	}
	d[0][0] = inf
	for i := 0; i <= n; i++ {
		d[i+1][0] = inf
		d[i+1][1] = i
	}
	for j := 0; j <= m; j++ {
		d[0][j+1] = inf
		d[1][j+1] = j
	}
	for i := 1; i <= n; i++ {
		lastCol := 0
		for j := 1; j <= m; j++ {
			i1 := lastRow[b[j-1]]
			j1 := lastCol
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
				lastCol = j
			}
			d[i+1][j+1] = min(
				d[i][j]+cost,
				d[i+1][j]+1,
				d[i][j+1]+1,
				d[i1][j1]+(i-i1-1)+1+(j-j1-1),
			)
		}
		lastRow[a[i-1]] = i
	}
	return d[n+1][m+1]
}

// normalize divides a distance by the longer length (0 for two empty
// sequences).
func normalize(dist, n, m int) float64 {
	if l := max(n, m); l > 0 {
		return float64(dist) / float64(l)
	}
	return 0
}

// Jaro returns the Jaro similarity of a and b: matches are equal symbols at
// most max(len)/2-1 apart, t is half the number of matched symbols out of
// order, and the score is (m/|a| + m/|b| + (m-t)/m)/3.
func Jaro(a, b []rune) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 1
	}
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	window := max(max(len(a), len(b))/2-1, 0)
	aMatch := make([]bool, len(a))
	bMatch := make([]bool, len(b))
	m := 0
	for i, r := range a {
		lo, hi := max(0, i-window), min(len(b), i+window+1)
		for j := lo; j < hi; j++ {
			if !bMatch[j] && b[j] == r {
				aMatch[i], bMatch[j] = true, true
				m++
				break
			}
		}
	}
	if m == 0 {
		return 0
	}
	trans, j := 0, 0
	for i, r := range a {
		if !aMatch[i] {
			continue
		}
		for !bMatch[j] {
			j++
		}
		if r != b[j] {
			trans++
		}
		j++
	}
	fm := float64(m)
	return (fm/float64(len(a)) + fm/float64(len(b)) + (fm-float64(trans/2))/fm) / 3
}

// JaroWinkler returns the Jaro-Winkler similarity of a and b: when the Jaro
// similarity j exceeds 0.7 it is raised by l·0.1·(1-j), where l is the
// length of the common prefix, at most 4.
func JaroWinkler(a, b []rune) float64 {
	j := Jaro(a, b)
	if j <= 0.7 {
		return j
	}
	l := 0
	for l < 4 && l < len(a) && l < len(b) && a[l] == b[l] {
		l++
	}
	return j + float64(l)*0.1*(1-j)
}

// MetricLCS returns Bakkelund's LCS distance 1 - |LCS(a,b)|/max(|a|,|b|),
// 0 for two empty sequences.
func MetricLCS(a, b []rune) float64 {
	return normalize(max(len(a), len(b))-LCSLength(a, b), len(a), len(b))
}

// NGramDistance returns Kondrak's (2005) normalised n-gram distance of a and
// b, as java-string-similarity's NGram computes it: an edit distance over
// the n-grams of the strings (padded in front with n-1 newline characters),
// where substituting one n-gram by another costs the fraction of their
// positions that differ, divided by the longer length. Strings shorter than
// n are compared position by position.
func NGramDistance(a, b []rune, n int) float64 {
	if n < 1 {
		n = 1
	}
	if string(a) == string(b) {
		return 0
	}
	const special = '\n'
	sl, tl := len(a), len(b)
	if sl == 0 || tl == 0 {
		return 1
	}
	if sl < n || tl < n {
		same := 0
		for i := range min(sl, tl) {
			if a[i] == b[i] {
				same++
			}
		}
		return 1 - float64(same)/float64(max(sl, tl))
	}
	sa := make([]rune, sl+n-1)
	for i := range sa {
		if i < n-1 {
			sa[i] = special
		} else {
			sa[i] = a[i-n+1]
		}
	}
	p := make([]float64, sl+1)
	d := make([]float64, sl+1)
	tj := make([]rune, n)
	for i := range p {
		p[i] = float64(i)
	}
	for j := 1; j <= tl; j++ {
		if j < n {
			for ti := 0; ti < n-j; ti++ {
				tj[ti] = special
			}
			for ti := n - j; ti < n; ti++ {
				tj[ti] = b[ti-(n-j)]
			}
		} else {
			copy(tj, b[j-n:j])
		}
		d[0] = float64(j)
		for i := 1; i <= sl; i++ {
			cost, tn := 0, n
			for ni := 0; ni < n; ni++ {
				if sa[i-1+ni] != tj[ni] {
					cost++
				} else if sa[i-1+ni] == special {
					tn--
				}
			}
			ec := float64(cost) / float64(tn)
			d[i] = math.Min(math.Min(d[i-1]+1, p[i]+1), p[i-1]+ec)
		}
		p, d = d, p
	}
	return p[sl] / float64(max(tl, sl))
}

// shingles returns the k-shingle profile of s after collapsing white-space
// runs to one space (java-string-similarity's ShingleBased.getProfile).
func shingles(s []rune, k int) map[string]int {
	col := make([]rune, 0, len(s))
	space := false
	for _, r := range s {
		if isJavaSpace(r) {
			if !space {
				col = append(col, ' ')
			}
			space = true
			continue
		}
		space = false
		col = append(col, r)
	}
	prof := make(map[string]int)
	for i := 0; i+k <= len(col); i++ {
		prof[string(col[i:i+k])]++
	}
	return prof
}

// isJavaSpace reports whether r matches the regular expression \s in Java
// and Python's re for ASCII: [ \t\n\x0B\f\r].
func isJavaSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r':
		return true
	}
	return false
}

// shingleCase handles the shared edge cases of the shingle similarities:
// equal strings score 1 and strings shorter than k score 0.
func shingleCase(a, b []rune, k int) (float64, bool) {
	if string(a) == string(b) {
		return 1, true
	}
	if len(a) < k || len(b) < k {
		return 0, true
	}
	return 0, false
}

// Cosine returns the cosine similarity of the k-shingle count vectors of a
// and b.
func Cosine(a, b []rune, k int) float64 {
	if v, ok := shingleCase(a, b, k); ok {
		return v
	}
	pa, pb := shingles(a, k), shingles(b, k)
	var dot, na, nb float64
	for s, c := range pa {
		na += float64(c * c)
		dot += float64(c * pb[s])
	}
	for _, c := range pb {
		nb += float64(c * c)
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / (math.Sqrt(na) * math.Sqrt(nb))
}

// shingleSets returns |A∩B|, |A| and |B| for the k-shingle sets.
func shingleSets(a, b []rune, k int) (inter, na, nb int) {
	pa, pb := shingles(a, k), shingles(b, k)
	for s := range pa {
		if _, ok := pb[s]; ok {
			inter++
		}
	}
	return inter, len(pa), len(pb)
}

// Jaccard returns |A∩B|/|A∪B| for the sets of k-shingles of a and b.
func Jaccard(a, b []rune, k int) float64 {
	if v, ok := shingleCase(a, b, k); ok {
		return v
	}
	inter, na, nb := shingleSets(a, b, k)
	if u := na + nb - inter; u > 0 {
		return float64(inter) / float64(u)
	}
	return 0
}

// SorensenDice returns 2|A∩B|/(|A|+|B|) for the sets of k-shingles of a and
// b.
func SorensenDice(a, b []rune, k int) float64 {
	if v, ok := shingleCase(a, b, k); ok {
		return v
	}
	inter, na, nb := shingleSets(a, b, k)
	if na+nb > 0 {
		return float64(2*inter) / float64(na+nb)
	}
	return 0
}

// Similarities holds the nine character-level similarities (1 minus the
// normalised distance for the distance measures) that Adduru et al. (2018)
// average to align comparable sentences.
type Similarities struct {
	Levenshtein        float64 // 1 - Levenshtein/max length
	DamerauLevenshtein float64 // 1 - Damerau-Levenshtein/max length
	OSA                float64 // 1 - optimal string alignment/max length
	JaroWinkler        float64
	LCS                float64 // 1 - MetricLCS
	NGram              float64 // 1 - NGramDistance with n = 4
	Cosine             float64 // 3-shingles
	Jaccard            float64 // 3-shingles
	SorensenDice       float64 // 3-shingles
}

// Clinical parameters: the paper's n-gram size and java-string-similarity's
// default shingle length.
const (
	ClinicalNGram   = 4
	ClinicalShingle = 3
)

// Compute returns all nine similarities of a and b.
func Compute(a, b string) Similarities {
	ra, rb := []rune(a), []rune(b)
	n, m := len(ra), len(rb)
	return Similarities{
		Levenshtein:        1 - normalize(Levenshtein(ra, rb), n, m),
		DamerauLevenshtein: 1 - normalize(DamerauLevenshtein(ra, rb), n, m),
		OSA:                1 - normalize(OSA(ra, rb), n, m),
		JaroWinkler:        JaroWinkler(ra, rb),
		LCS:                1 - MetricLCS(ra, rb),
		NGram:              1 - NGramDistance(ra, rb, ClinicalNGram),
		Cosine:             Cosine(ra, rb, ClinicalShingle),
		Jaccard:            Jaccard(ra, rb, ClinicalShingle),
		SorensenDice:       SorensenDice(ra, rb, ClinicalShingle),
	}
}

// Mean returns the arithmetic mean of the nine similarities.
func (s Similarities) Mean() float64 {
	return (s.Levenshtein + s.DamerauLevenshtein + s.OSA + s.JaroWinkler + s.LCS +
		s.NGram + s.Cosine + s.Jaccard + s.SorensenDice) / 9
}
