package strsim

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// golden is one line of testdata/silver/strsim_golden.jsonl, made by
// testdata/silver/make_fixtures.py with python-Levenshtein, jellyfish,
// textdistance and ports of rapidfuzz/strsimpy.
type golden struct {
	A, B               string
	Ratio              float64
	Partial            float64
	PartialProcessed   float64 `json:"partial_processed"`
	TokenSort          float64 `json:"token_sort"`
	TokenSortProcessed float64 `json:"token_sort_processed"`
	Levenshtein        float64
	Damerau            float64
	OSA                float64
	JaroWinkler        float64 `json:"jaro_winkler"`
	LCS                float64
	NGram              float64
	Cosine, Jaccard    float64
	Dice               float64
	_                  struct{}
}

func loadGolden(t *testing.T) []golden {
	t.Helper()
	f, err := os.Open("../../testdata/silver/strsim_golden.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []golden
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var g golden
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatalf("golden line %d: %v", len(out)+1, err)
		}
		out = append(out, g)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) < 300 {
		t.Fatalf("only %d golden cases", len(out))
	}
	return out
}

func near(got, want float64) bool { return math.Abs(got-want) <= 1e-9 }

func TestAgainstReference(t *testing.T) {
	for i, g := range loadGolden(t) {
		ra, rb := []rune(g.A), []rune(g.B)
		sims := Compute(g.A, g.B)
		checks := []struct {
			name      string
			got, want float64
		}{
			{"Ratio", Ratio(g.A, g.B), g.Ratio},
			{"PartialRatio", PartialRatio(g.A, g.B), g.Partial},
			{"PartialRatio(processed)", PartialRatio(DefaultProcess(g.A), DefaultProcess(g.B)), g.PartialProcessed},
			{"TokenSortRatio", TokenSortRatio(g.A, g.B), g.TokenSort},
			{"TokenSortRatio(processed)", TokenSortRatio(DefaultProcess(g.A), DefaultProcess(g.B)), g.TokenSortProcessed},
			{"Levenshtein", sims.Levenshtein, g.Levenshtein},
			{"DamerauLevenshtein", sims.DamerauLevenshtein, g.Damerau},
			{"OSA", sims.OSA, g.OSA},
			{"JaroWinkler", JaroWinkler(ra, rb), g.JaroWinkler},
			{"LCS", sims.LCS, g.LCS},
			{"NGram", sims.NGram, g.NGram},
			{"Cosine", sims.Cosine, g.Cosine},
			{"Jaccard", sims.Jaccard, g.Jaccard},
			{"SorensenDice", sims.SorensenDice, g.Dice},
		}
		for _, cut := range []float64{0.5, 0.9, 0.99, 1} {
			want := g.Partial
			if want < cut {
				want = 0
			}
			checks = append(checks, struct {
				name      string
				got, want float64
			}{fmt.Sprintf("PartialRatioCutoff(%g)", cut), PartialRatioCutoff(g.A, g.B, cut), want})
		}
		for _, c := range checks {
			if !near(c.got, c.want) {
				t.Errorf("case %d %s(%q, %q) = %.12f, want %.12f", i, c.name, g.A, g.B, c.got, c.want)
			}
		}
	}
}

func TestDistancesByHand(t *testing.T) {
	tests := []struct {
		a, b                string
		lev, osa, dl, indel int
	}{
		{"", "", 0, 0, 0, 0},
		{"", "abc", 3, 3, 3, 3},
		{"kitten", "sitting", 3, 3, 3, 5},
		{"ca", "abc", 3, 3, 2, 3},
		{"ab", "ba", 2, 1, 1, 2},
		{"résumé", "resume", 2, 2, 2, 4},
	}
	for _, tc := range tests {
		a, b := []rune(tc.a), []rune(tc.b)
		if got := Levenshtein(a, b); got != tc.lev {
			t.Errorf("Levenshtein(%q,%q) = %d, want %d", tc.a, tc.b, got, tc.lev)
		}
		if got := OSA(a, b); got != tc.osa {
			t.Errorf("OSA(%q,%q) = %d, want %d", tc.a, tc.b, got, tc.osa)
		}
		if got := DamerauLevenshtein(a, b); got != tc.dl {
			t.Errorf("DamerauLevenshtein(%q,%q) = %d, want %d", tc.a, tc.b, got, tc.dl)
		}
		if got := IndelDistance(a, b); got != tc.indel {
			t.Errorf("IndelDistance(%q,%q) = %d, want %d", tc.a, tc.b, got, tc.indel)
		}
	}
	// METRICS.md's checks of the normalised indel similarity.
	if got := Ratio("kitten", "sitting"); !near(got, 8.0/13) {
		t.Errorf("Ratio(kitten, sitting) = %v, want 0.6153846", got)
	}
	if got := Ratio("résumé", "resume"); !near(got, 8.0/12) {
		t.Errorf("Ratio(résumé, resume) = %v", got)
	}
}

// lcsDP is the textbook quadratic LCS, the reference for the bit-parallel
// one across word boundaries.
func lcsDP(a, b []rune) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			if a[i-1] == b[j-1] {
				cur[j] = prev[j-1] + 1
			} else {
				cur[j] = max(prev[j], cur[j-1])
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func TestLCSLengthWordBoundaries(t *testing.T) {
	base := "The radial shoulder of the pressure medium distributor prevents the camshaft from moving further into the cylinder head. "
	for _, n := range []int{1, 63, 64, 65, 127, 128, 129, 200} {
		a := []rune(strings.Repeat(base, 3)[:n])
		b := []rune(strings.Repeat("the shoulder prevents moving into the head; ", 6)[:n/2+7])
		if got, want := LCSLength(a, b), lcsDP(a, b); got != want {
			t.Errorf("n=%d: LCSLength = %d, want %d", n, got, want)
		}
		if got, want := LCSLength(b, a), lcsDP(b, a); got != want {
			t.Errorf("n=%d swapped: LCSLength = %d, want %d", n, got, want)
		}
	}
}

// bruteParial is PartialRatio by exhaustive search over all windows.
func brutePartial(a, b string) float64 {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > len(rb) {
		ra, rb = rb, ra
	}
	if len(ra) == 0 {
		if len(rb) == 0 {
			return 1
		}
		return 0
	}
	best := 0.0
	try := func(n, h []rune) {
		for i := 0; i <= len(h); i++ {
			for j := i + 1; j <= len(h); j++ {
				w := h[i:j]
				full := len(w) == len(n)
				prefix := i == 0 && len(w) < len(n)
				suffix := j == len(h) && len(w) < len(n)
				if full || prefix || suffix {
					if r := Ratio(string(n), string(w)); r > best {
						best = r
					}
				}
			}
		}
	}
	try(ra, rb)
	if len(ra) == len(rb) {
		try(rb, ra)
	}
	return best
}

func TestPartialRatioMatchesBruteForce(t *testing.T) {
	tests := [][2]string{
		{"abc", "xxabcxx"},
		{"abcd", "dabc"},
		{"hello world", "say hello wrld to all"},
		{"ab", "ba"},
		{"xyz", "abc"},
		{"aaaa", "aaaaaaaaab"},
		{"substantial range.", "can be varied within a substantial range."},
	}
	for _, tc := range tests {
		if got, want := PartialRatio(tc[0], tc[1]), brutePartial(tc[0], tc[1]); !near(got, want) {
			t.Errorf("PartialRatio(%q,%q) = %v, want %v", tc[0], tc[1], got, want)
		}
	}
}

func TestDefaultProcessAndSortTokens(t *testing.T) {
	tests := []struct{ in, processed, sorted string }{
		{"Hello, World!", "hello  world", "Hello, World!"},
		{"  b a  c ", "b a  c", "a b c"},
		{"Ethylene-vinyl Acetate.", "ethylene vinyl acetate", "Acetate. Ethylene-vinyl"},
		{"", "", ""},
	}
	for _, tc := range tests {
		if got := DefaultProcess(tc.in); got != tc.processed {
			t.Errorf("DefaultProcess(%q) = %q, want %q", tc.in, got, tc.processed)
		}
		if got := SortTokens(tc.in); got != tc.sorted {
			t.Errorf("SortTokens(%q) = %q, want %q", tc.in, got, tc.sorted)
		}
	}
}

func FuzzPartialRatio(f *testing.F) {
	for _, s := range [][2]string{{"abc", "xabcx"}, {"", "a"}, {"ab", "ba"}, {"über", "uber"}, {"\xff", "a"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if utf8.RuneCountInString(a) > 40 || utf8.RuneCountInString(b) > 40 {
			return
		}
		got, want := PartialRatio(a, b), brutePartial(a, b)
		if !near(got, want) {
			t.Fatalf("PartialRatio(%q,%q) = %v, brute force %v", a, b, got, want)
		}
		for _, cut := range []float64{0.6, 0.95} {
			w := want
			if w < cut {
				w = 0
			}
			if c := PartialRatioCutoff(a, b, cut); !near(c, w) {
				t.Fatalf("PartialRatioCutoff(%q,%q,%v) = %v, want %v", a, b, cut, c, w)
			}
		}
		if r := Ratio(a, b); r < 0 || r > 1 || r > got+1e-12 && utf8.RuneCountInString(a) == utf8.RuneCountInString(b) {
			t.Fatalf("Ratio(%q,%q) = %v out of range or above partial %v", a, b, r, got)
		}
		if got, want := LCSLength([]rune(a), []rune(b)), lcsDP([]rune(a), []rune(b)); got != want {
			t.Fatalf("LCSLength(%q,%q) = %d, want %d", a, b, got, want)
		}
	})
}

func BenchmarkPartialRatio(b *testing.B) {
	complex := "In the treatment of parts of plants, the active compound concentrations in the use forms can be varied within a substantial range."
	simple := "The active compound concentrations in the use forms can be varied within a substantial range."
	for b.Loop() {
		PartialRatio(complex, simple)
	}
}

func BenchmarkRatio(b *testing.B) {
	complex := "In the treatment of parts of plants, the active compound concentrations in the use forms can be varied within a substantial range."
	simple := "The active compound concentrations in the use forms can be varied within a substantial range."
	for b.Loop() {
		Ratio(complex, simple)
	}
}

func TestWordGaps(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want [][4]int
	}{
		{"it weighs approximately 5 g", "it weighs about 5 g", [][4]int{{2, 3, 2, 3}}},
		{"a b c", "a b c", nil},
		{"a b c", "a c", [][4]int{{1, 2, 1, 1}}},
		{"a c", "a b c", [][4]int{{1, 1, 1, 2}}},
		{"x y", "", [][4]int{{0, 2, 0, 0}}},
		{"a x b", "b", [][4]int{{0, 2, 0, 0}}},
	} {
		got := WordGaps(strings.Fields(tc.a), strings.Fields(tc.b))
		if !slices.Equal(got, tc.want) {
			t.Errorf("WordGaps(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
