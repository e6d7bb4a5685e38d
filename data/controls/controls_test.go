package controls

import (
	"bufio"
	"errors"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestBucketAndFormat(t *testing.T) {
	tests := []struct {
		raw  float64
		want string
	}{
		{0, "0.0"},
		{0.024, "0.0"},
		{0.025, "0.0"},   // 0.5 buckets round half to even → 0
		{0.075, "0.05"},  // 0.075/0.05 is 1.4999999999999998 in float64 → 1
		{0.125, "0.1"},   // 2.5 → 2 (half to even)
		{0.1251, "0.15"}, // just above the tie
		{0.15, "0.15"},
		{0.6153846, "0.6"},
		{0.93, "0.95"},
		{1, "1.0"},
		{1.975, "2.0"},
		{2, "2.0"},
	}
	for _, tt := range tests {
		if got := FormatValue(Bucket(tt.raw)); got != tt.want {
			t.Errorf("FormatValue(Bucket(%v)) = %q, want %q", tt.raw, got, tt.want)
		}
	}
}

// TestBucketGolden compares with Python's round(round(v/0.05)*0.05, 10) and
// repr on a grid of values (testdata/access/bucket.tsv, see make_golden.py).
func TestBucketGolden(t *testing.T) {
	rows := readTSV(t, "../../testdata/access/bucket.tsv")
	for _, r := range rows {
		raw, err := strconv.ParseFloat(r[0], 64)
		if err != nil {
			t.Fatal(err)
		}
		if got := FormatValue(Bucket(raw)); got != r[1] {
			t.Errorf("bucket(%s) = %s, Python says %s", r[0], got, r[1])
		}
	}
	if len(rows) < 500 {
		t.Fatalf("only %d golden rows", len(rows))
	}
}

// TestControlTokensGolden checks LengthRatio and Levenshtein tokens on 100
// ASSET pairs against python-Levenshtein and Python arithmetic.
func TestControlTokensGolden(t *testing.T) {
	rows := readTSV(t, "../../testdata/access/controls_golden.tsv")
	e := Extractor{Features: []Feature{LengthRatio, Levenshtein}}
	for i, r := range rows {
		vs, err := e.Compute(r[0], r[1])
		if err != nil {
			t.Fatal(err)
		}
		got := vs.Tokens()
		want := []string{r[3], r[2]} // source order: LEVENSHTEIN then LENGTHRATIO
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("row %d: tokens %v, want %v", i+2, got, want)
		}
	}
	if len(rows) != 100 {
		t.Fatalf("got %d golden rows, want 100", len(rows))
	}
}

func TestLevenshteinRatio(t *testing.T) {
	tests := []struct {
		a, b string
		want float64
	}{
		{"kitten", "sitting", 8.0 / 13}, // LCS "ittn" = 4 → 2·4/13
		{"résumé", "resume", 8.0 / 12},  // code points, LCS "rsum" = 4
		{"", "", 1},
		{"abc", "", 0},
		{"abc", "abc", 1},
		{"ab", "ba", 0.5},
	}
	for _, tt := range tests {
		if got := LevenshteinRatio(tt.a, tt.b); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("LevenshteinRatio(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestLengthRatio(t *testing.T) {
	tests := []struct {
		c, s string
		want float64
	}{
		{"abcd", "ab", 0.5},
		{"", "ab", 0},
		{"ab", "abcdefgh", 2}, // capped
		{"éé", "é", 0.5},      // code points, not bytes
	}
	for _, tt := range tests {
		if got := LengthRatioOf(tt.c, tt.s); got != tt.want {
			t.Errorf("LengthRatioOf(%q, %q) = %v, want %v", tt.c, tt.s, got, tt.want)
		}
	}
}

// fakeRanker scores a sentence by its number of words, and fakeParser
// returns the number of words as depth, which makes the ratios easy to
// compute by hand.
type fakeRanker struct{}

func (fakeRanker) Score(s string) float64 { return float64(len(strings.Fields(s))) }

type fakeParser struct{ err error }

func (p fakeParser) Depth(s string) (int, error) { return len(strings.Fields(s)), p.err }

func TestRatiosAndPrefix(t *testing.T) {
	e := Extractor{Features: All, Ranker: fakeRanker{}, Parser: fakeParser{}}
	c, s := "one two three four", "one two three"
	vs, err := e.Compute(c, s)
	if err != nil {
		t.Fatal(err)
	}
	// depth 3/4, word rank 3/4, Levenshtein 2·13/(18+13), length 13/18.
	want := "<DEPENDENCYTREEDEPTHRATIO_0.75> <WORDRANKRATIO_0.75> <LEVENSHTEIN_0.85> <LENGTHRATIO_0.7> one two three four"
	if got := vs.Prefix(c); got != want {
		t.Errorf("Prefix = %q\nwant     %q", got, want)
	}
	if v, _ := vs.Get(WordRankRatio); v != 0.75 {
		t.Errorf("WordRankRatio = %v", v)
	}
	// Zero complex score and depth give 0, and simple longer caps at 2.
	if got := WordRankRatioOf(fakeRanker{}, "", "a b"); got != 0 {
		t.Errorf("WordRankRatioOf empty complex = %v", got)
	}
	if got, _ := DepthRatioOf(fakeParser{}, "a", "a b c"); got != 2 {
		t.Errorf("DepthRatioOf capped = %v", got)
	}
	if _, err := (&Extractor{Features: []Feature{WordRankRatio}}).Compute(c, s); !errors.Is(err, ErrMissingModel) {
		t.Errorf("missing ranker: err = %v", err)
	}
	if _, err := (&Extractor{Features: []Feature{DependencyTreeDepthRatio}, Parser: fakeParser{errors.New("boom")}}).Compute(c, s); err == nil {
		t.Error("parser error not reported")
	}
}

func TestParseValues(t *testing.T) {
	vs, err := ParseValues("LengthRatio=0.95, Levenshtein=0.75,WordRank=0.75")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(vs.Tokens(), " "); got != "<WORDRANKRATIO_0.75> <LEVENSHTEIN_0.75> <LENGTHRATIO_0.95>" {
		t.Errorf("tokens %q", got)
	}
	back, err := ParseValues(vs.String())
	if err != nil || back != vs {
		t.Errorf("round trip of %q: %v %v", vs.String(), back, err)
	}
	for _, bad := range []string{"LengthRatio", "Foo=1", "LengthRatio=x", "LengthRatio=3", "LengthRatio=NaN", "Length=1,LengthRatio=1"} {
		if _, err := ParseValues(bad); err == nil {
			t.Errorf("ParseValues(%q) accepted", bad)
		}
	}
}

func TestParseToken(t *testing.T) {
	for _, tok := range VocabularyTokens(All) {
		f, v, err := ParseToken(tok)
		if err != nil {
			t.Fatal(err)
		}
		if Token(f, v) != tok {
			t.Errorf("round trip %q → %s %v → %q", tok, f, v, Token(f, v))
		}
	}
	if n := len(VocabularyTokens(All)); n != 4*41 {
		t.Errorf("%d vocabulary tokens, want 164", n)
	}
	for _, bad := range []string{"", "<>", "LENGTHRATIO_1.0", "<LENGTHRATIO1.0>", "<FOO_1.0>", "<LENGTHRATIO_x>"} {
		if _, _, err := ParseToken(bad); err == nil {
			t.Errorf("ParseToken(%q) accepted", bad)
		}
	}
}

func FuzzParseValues(f *testing.F) {
	for _, s := range []string{"LengthRatio=0.95,Levenshtein=0.75,WordRank=0.75", "", "depth=2", "a=b=c", ",,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		vs, err := ParseValues(spec)
		if err != nil {
			return
		}
		back, err := ParseValues(vs.String())
		if err != nil || back != vs {
			t.Fatalf("round trip of %q via %q: %v", spec, vs.String(), err)
		}
	})
}

func FuzzParseToken(f *testing.F) {
	for _, s := range []string{"<LENGTHRATIO_0.95>", "<WORDRANKRATIO_1.0>", "<_>", "<LEVENSHTEIN_1e3>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tok string) {
		feat, v, err := ParseToken(tok)
		if err != nil {
			return
		}
		if feat.TokenName() == "" || math.IsNaN(v) {
			t.Fatalf("ParseToken(%q) = %v %v", tok, feat, v)
		}
	})
}

func readTSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for first := true; sc.Scan(); first = false {
		if first {
			continue
		}
		rows = append(rows, strings.Split(sc.Text(), "\t"))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}
