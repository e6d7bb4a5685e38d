package lexsub

import (
	"slices"
	"strings"
	"unicode"

	"github.com/patsimp/patsimp/data/strsim"
)

// A Candidate is a substitution people made: a source phrase they wrote
// as To, Count times, in Count of the Seen references whose source holds
// the phrase.
type Candidate struct {
	From, To    string
	Count, Seen int
}

// Rate returns the share of the references that made the substitution
// where they could.
func (c Candidate) Rate() float64 { return float64(c.Count) / float64(max(c.Seen, 1)) }

// Mine finds the substitutions of simplifications: refs[r][i] simplifies
// sources[i] (refs[r] may be shorter than sources). Each reference is
// aligned with its source word by word (longest common subsequence, case
// aside); a run of up to 3 source words of letters between aligned words,
// written as up to 2 words of letters, is a candidate. Candidates written
// fewer than minCount times are dropped; the rest come most written
// first.
func Mine(sources []string, refs [][]string, minCount int) []Candidate {
	count := map[[2]string]int{}
	seen := map[string]int{}
	for i, s := range sources {
		src := words(s)
		n := 0
		for _, r := range refs {
			if i < len(r) {
				n++
				for _, m := range replacements(src, words(r[i])) {
					count[m]++
				}
			}
		}
		phrases := map[string]bool{}
		for k := range src {
			for l := 1; l <= 3 && k+l <= len(src); l++ {
				phrases[strings.Join(src[k:k+l], " ")] = true
			}
		}
		for p := range phrases {
			seen[p] += n
		}
	}
	var out []Candidate
	for m, c := range count {
		if c >= minCount {
			out = append(out, Candidate{From: m[0], To: m[1], Count: c, Seen: seen[m[0]]})
		}
	}
	slices.SortFunc(out, func(a, b Candidate) int {
		if a.Count != b.Count {
			return b.Count - a.Count
		}
		return strings.Compare(a.From+"\t"+a.To, b.From+"\t"+b.To)
	})
	return out
}

// words splits s into lower-case tokens: runs of letters or digits, and
// every other character but spaces alone.
func words(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, strings.ToLower(s[start:i]))
			start = -1
		}
		if !unicode.IsSpace(r) {
			out = append(out, string(r))
		}
	}
	if start >= 0 {
		out = append(out, strings.ToLower(s[start:]))
	}
	return out
}

// replacements returns the (source phrase, written phrase) pairs between
// the aligned words of a and b: runs of 1–3 words of a written as 1–2
// words of b, letters only, with aligned words (or the ends) on both
// sides.
func replacements(a, b []string) [][2]string {
	var out [][2]string
	for _, g := range strsim.WordGaps(a, b) {
		if n, m := g[1]-g[0], g[3]-g[2]; n >= 1 && n <= 3 && m >= 1 && m <= 2 && letters(a[g[0]:g[1]]) && letters(b[g[2]:g[3]]) {
			out = append(out, [2]string{strings.Join(a[g[0]:g[1]], " "), strings.Join(b[g[2]:g[3]], " ")})
		}
	}
	return out
}

// letters reports whether every word of ws is made of letters.
func letters(ws []string) bool {
	for _, w := range ws {
		for _, r := range w {
			if !unicode.IsLetter(r) {
				return false
			}
		}
	}
	return true
}

// MineOpeners finds the openers people drop: refs[r][i] simplifies
// sources[i], as for Mine. A source that starts with 1 to MaxWords words
// of letters and a comma ("However, …", "In addition, …") has an opener;
// a reference drops it when it neither starts with those words nor holds
// them followed by a comma. Each candidate's From is the lower-case opener
// with its comma, To is empty, Count the references that dropped it and
// Seen those of its sources. Openers dropped fewer than minCount times are
// left out; the rest come most dropped first.
func MineOpeners(sources []string, refs [][]string, minCount int) []Candidate {
	count := map[string]int{}
	seen := map[string]int{}
	for i, s := range sources {
		src := words(s)
		k := slices.Index(src, ",")
		if k < 1 || k > MaxWords || !letters(src[:k]) {
			continue
		}
		opener := src[:k+1]
		from := strings.Join(src[:k], " ") + ","
		for _, r := range refs {
			if i >= len(r) {
				continue
			}
			seen[from]++
			ref := words(r[i])
			if !slices.Equal(ref[:min(k, len(ref))], src[:k]) && !hasRun(ref, opener) {
				count[from]++
			}
		}
	}
	var out []Candidate
	for from, c := range count {
		if c >= minCount {
			out = append(out, Candidate{From: from, Count: c, Seen: seen[from]})
		}
	}
	slices.SortFunc(out, func(a, b Candidate) int {
		if a.Count != b.Count {
			return b.Count - a.Count
		}
		return strings.Compare(a.From, b.From)
	})
	return out
}

// hasRun reports whether the words run occur in ws one after another.
func hasRun(ws, run []string) bool {
	for k := 0; k+len(run) <= len(ws); k++ {
		if slices.Equal(ws[k:k+len(run)], run) {
			return true
		}
	}
	return false
}
