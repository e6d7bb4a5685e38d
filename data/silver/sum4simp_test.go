package silver

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/eval"
)

func TestNormalStatScores(t *testing.T) {
	// Reference values: Python math.erfc(z / math.sqrt(2)).
	tests := []struct {
		name string
		got  float64
		want float64
	}{
		{"lower, below mean", NormalStat{0.8, 0.2}.ScoreLower(0.5), 1},
		{"lower, at mean", NormalStat{0.8, 0.2}.ScoreLower(0.8), 1},
		{"lower, one std above", NormalStat{0.8, 0.2}.ScoreLower(1.0), 0.31731050786291415},
		{"higher, above mean", NormalStat{30, 10}.ScoreHigher(45), 1},
		{"higher, 1.5 std below", NormalStat{30, 10}.ScoreHigher(15), 0.13361440253771617},
		{"zero std", NormalStat{1, 0}.ScoreLower(2), 0},
	}
	for _, tc := range tests {
		if math.Abs(tc.got-tc.want) > 1e-15 {
			t.Errorf("%s: %.17g, want %.17g", tc.name, tc.got, tc.want)
		}
	}
}

func TestOddsRatios(t *testing.T) {
	ref := []Pair{
		{"1", "the apparatus comprises a housing", "the device has a housing"},
		{"2", "the apparatus is affixed", "it is fixed"},
	}
	odds := OddsRatios(ref)
	// Complex side: 9 words, simple side: 8 words; add-one smoothing:
	// r(w) = ((c(w)+1)/(s(w)+1)) / ((9+1)/(8+1)).
	tests := map[string]float64{
		"apparatus": 3.0 / 1 * 0.9,
		"device":    1.0 / 2 * 0.9,
		"the":       3.0 / 2 * 0.9,
		"housing":   0.9,
		"is":        0.9,
	}
	for w, want := range tests {
		if got := odds[w]; math.Abs(got-want) > 1e-12 {
			t.Errorf("odds[%q] = %v, want %v", w, got, want)
		}
	}
}

func TestFitSum4SimpAndScore(t *testing.T) {
	ref := []Pair{
		{"1", "abcdefghij", "abcde"},            // length ratio 0.5
		{"2", "abcdefghij", "abcdefgh"},         // 0.8
		{"3", "abcdefghij klmno", "abcdefghij"}, // 10/16 = 0.625
	}
	f, err := FitSum4Simp(ref, nil, nil, DefaultSum4SimpThreshold)
	if err != nil {
		t.Fatal(err)
	}
	mean := (0.5 + 0.8 + 0.625) / 3
	std := math.Sqrt((math.Pow(0.5-mean, 2) + math.Pow(0.8-mean, 2) + math.Pow(0.625-mean, 2)) / 3)
	if s := f.Stats[AttrLength]; math.Abs(s.Mean-mean) > 1e-12 || math.Abs(s.Std-std) > 1e-12 {
		t.Errorf("length stats %+v, want mean %v std %v", s, mean, std)
	}
	if f.Weights != [NumAttrs]float64{0.25, 0, 0.25, 0} {
		t.Errorf("weights %v: want length and odds only", f.Weights)
	}
	if !strings.Contains(f.Describe(), "length 0.25") || strings.Contains(f.Describe(), "sari") {
		t.Errorf("Describe = %q", f.Describe())
	}

	// A pair compressed more than the reference mean scores 1 on length;
	// with the same words on both sides its odds difference is 0, above
	// the reference mean (simplifications use words of lower odds).
	p := Pair{"x", "abcdefghij abcdefghij", "abcdefghij"}
	v, ok, _ := f.Attributes(p)
	if !ok[AttrOdds] || v[AttrOdds] != 0 || f.Stats[AttrOdds].Mean >= 0 {
		t.Fatalf("odds attribute %v (ok %v), reference mean %v", v[AttrOdds], ok[AttrOdds], f.Stats[AttrOdds].Mean)
	}
	wantT := (0.25*1 + 0.25*f.Stats[AttrOdds].ScoreLower(0)) / 0.5
	if got, err := f.Score(p); err != nil || math.Abs(got-wantT) > 1e-12 || got >= DefaultSum4SimpThreshold {
		t.Errorf("Score(%q) = %v, %v; want %v", p, got, err, wantT)
	}
	if keep, _ := f.Keep(p); keep {
		t.Error("pair without lexical simplification kept")
	}
	// An expansion scores below the threshold.
	p = Pair{"y", "abcde", "abcde abcde abcde"}
	v, ok, _ = f.Attributes(p)
	wantLen := NormalStat{mean, std}.ScoreLower(v[AttrLength])
	wantT = (0.25*wantLen + 0.25*f.Stats[AttrOdds].ScoreLower(v[AttrOdds])) / 0.5
	if got, _ := f.Score(p); !ok[AttrLength] || math.Abs(got-wantT) > 1e-12 {
		t.Errorf("Score(%q) = %v, want %v", p, got, wantT)
	}
	if keep, _ := f.Keep(p); keep {
		t.Error("expanded pair kept")
	}

	if _, err := FitSum4Simp(nil, nil, nil, 0.5); !errors.Is(err, ErrNoReference) {
		t.Errorf("empty reference: %v", err)
	}
	sariErr := func(Pair) (float64, error) { return 0, errors.New("no refs") }
	if _, err := FitSum4Simp(ref, nil, sariErr, 0.5); err == nil || !strings.Contains(err.Error(), "no refs") {
		t.Errorf("SARI error not propagated: %v", err)
	}
}

func TestSum4SimpWithLexiconAndSARI(t *testing.T) {
	lex := Lexicon{"utilize": 4, "use": 1, "apparatus": 3.5, "device": 1.5}
	sari := func(p Pair) (float64, error) { return float64(len(p.Simple)), nil }
	ref := []Pair{
		{"1", "We utilize the apparatus.", "We use the device."},
		{"2", "Utilize it.", "Use it."},
	}
	f, err := FitSum4Simp(ref, lex, sari, DefaultSum4SimpThreshold)
	if err != nil {
		t.Fatal(err)
	}
	// Complexity attribute: pair 1: (1+1.5)/2 - (4+3.5)/2 = -2.5; pair 2: 1-4 = -3.
	if s := f.Stats[AttrComplexity]; math.Abs(s.Mean+2.75) > 1e-12 || math.Abs(s.Std-0.25) > 1e-12 {
		t.Errorf("complexity stats %+v", s)
	}
	// SARI stand-in: lengths 18 and 7.
	if s := f.Stats[AttrSARI]; s.Mean != 12.5 || s.Std != 5.5 {
		t.Errorf("sari stats %+v", s)
	}
	if f.Weights != [NumAttrs]float64{0.25, 0.25, 0.25, 0.25} {
		t.Errorf("weights %v", f.Weights)
	}
}

func TestSARIAgainst(t *testing.T) {
	refs, err := ReadReferences(strings.NewReader(
		"1\tThe apparatus is utilized for heating water.\tThe device heats water.\n"+
			"2\tIt is subsequently transferred into the vessel.\tIt is then put in the vessel.\n"), "refs.tsv")
	if err != nil || len(refs) != 2 {
		t.Fatalf("refs %v, %v", refs, err)
	}
	sari := SARIAgainst(refs)
	p := Pair{"a", "The apparatus is utilized for heating water.", "The device is used for heating water."}
	got, err := sari(p)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := eval.CorpusSARI([]string{p.Complex}, []string{p.Simple}, [][]string{{"The device heats water."}}, eval.SARIOptions{DeletionPrecision: true})
	if got != want.SARI || got <= 0 || got >= 100 {
		t.Errorf("SARI %v, want %v", got, want.SARI)
	}
	// The reference itself scores higher than a copy of the source.
	best, _ := sari(Pair{"b", p.Complex, "The device heats water."})
	copyScore, _ := sari(Pair{"c", p.Complex, p.Complex})
	if best <= copyScore {
		t.Errorf("SARI of the reference %v <= SARI of a copy %v", best, copyScore)
	}
	if _, err := sari(Pair{"x", "Unknown sentence.", "x"}); err == nil || !strings.Contains(err.Error(), `pair "x"`) {
		t.Errorf("missing reference: %v", err)
	}
	_, err = ReadReferences(strings.NewReader("1\tA.\tB.\n2\tA.\tC.\n"), "refs.tsv")
	if err == nil || err.Error() != "refs.tsv:2: second, different reference for the same complex sentence" {
		t.Errorf("conflicting references: %v", err)
	}
}

func TestReadLexicon(t *testing.T) {
	lex, err := ReadLexicon(strings.NewReader("Utilize\t4.2\r\n\nuse\t1\n"), "lex.tsv")
	if err != nil || len(lex) != 2 || lex["utilize"] != 4.2 || lex["use"] != 1 {
		t.Fatalf("lexicon %v, %v", lex, err)
	}
	for in, want := range map[string]string{
		"a\t1\nb\n":    "lex.tsv:2: want word<TAB>score, got 1 columns",
		"a\tx\n":       "lex.tsv:1: bad score \"x\"",
		"a\tNaN\n":     "lex.tsv:1: bad score \"NaN\"",
		"\xff\t1\n":    "lex.tsv:1: invalid UTF-8",
		"":             "lex.tsv: empty lexicon",
		"a\t1\t2\n":    "lex.tsv:1: want word<TAB>score, got 3 columns",
		"ok\t1\n\t3\n": "lex.tsv:2: want word<TAB>score, got 2 columns",
	} {
		if _, err := ReadLexicon(strings.NewReader(in), "lex.tsv"); err == nil || err.Error() != want {
			t.Errorf("ReadLexicon(%q): %v, want %q", in, err, want)
		}
	}
}

func FuzzReadLexicon(f *testing.F) {
	for _, s := range []string{"a\t1\n", "a\tx\n", "\xff\t1", "a\t1e308\nb\t-2\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		lex, err := ReadLexicon(strings.NewReader(in), "f.tsv")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.tsv") {
				t.Fatalf("error without file name: %v", err)
			}
			return
		}
		for w, v := range lex {
			if w != strings.ToLower(w) || math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("bad entry %q=%v", w, v)
			}
		}
	})
}
