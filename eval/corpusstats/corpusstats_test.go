package corpusstats

import (
	"bytes"
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/silver"
)

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

func TestPairValuesByHand(t *testing.T) {
	s := &Scorer{}
	tests := []struct {
		complex, simple string
		check           func(v Values) []float64 // got values, in the order of want
		want            []float64
	}{
		{
			// 13a: "The cat sat ." = 4 words, 3 syllables, 1 sentence:
			// FRE = 206.835 - 1.015*4 - 84.6*3/4, FKGL clamps at 0.
			"The cat sat.", "The cat sat.",
			func(v Values) []float64 {
				return []float64{v[FRE][0], v[FKGL][0], v[Length][0], v[Levenshtein][0], v[BLEU][0]}
			},
			[]float64{139.325, 0, 12, 100, 100},
		},
		{
			// Levenshtein ratio 8/13 (METRICS.md), lengths in code points.
			"kitten", "sitting",
			func(v Values) []float64 { return []float64{v[Length][0], v[Length][1], v[Levenshtein][0]} },
			[]float64{6, 7, 100 * 8.0 / 13},
		},
		{
			"résumé", "resume",
			func(v Values) []float64 { return []float64{v[Length][0], v[Levenshtein][0]} },
			[]float64{6, 100 * 8.0 / 12},
		},
	}
	for _, tc := range tests {
		v, err := s.Pair(tc.complex, tc.simple)
		if err != nil {
			t.Fatal(err)
		}
		got := tc.check(v)
		for i := range got {
			if !near(got[i], tc.want[i]) {
				t.Errorf("%q/%q: value %d = %v, want %v", tc.complex, tc.simple, i, got[i], tc.want[i])
			}
		}
		if !math.IsNaN(v[WordRank][0]) || !math.IsNaN(v[Depth][1]) || !math.IsNaN(v[BLEU][1]) {
			t.Errorf("missing metrics not NaN: %v", v)
		}
	}
}

const corpus = `1	In the pressure medium flow path between the consumers and the variable displacement pump a respective meter-in orifice is provided.	A meter-in orifice is provided in the pressure medium flow path between the consumers and the pump.
2	Thick pressure-sensitive adhesive coats may be present in unfilled, all-acrylate form or resin-blended form or filled with organic or inorganic fillers.	Thick pressure-sensitive adhesive coats can be filled with organic or inorganic fillers.
3	These process parameters for intermingling depend on the yarn titer and the lubricant applied to the yarn and must therefore be adapted accordingly.	The process parameters for intermingling are dependent on the yarn titer and the lubricant applied to the yarn.
4	The yield of TMCH relative to the feed KIP was 27%.	The yield was 27%.
5	This may be perceived as disadvantageous by the consumer.	This can be detrimental to the consumer.
`

// wordCounts stands in for a parser: the "depth" of a sentence is its
// number of words.
func wordCounts(sents []string) ([]int, error) {
	d := make([]int, len(sents))
	for i, s := range sents {
		d[i] = len(strings.Fields(s))
	}
	return d, nil
}

func TestComputeMatchesTwoPass(t *testing.T) {
	s, err := NewScorer(wordCounts)
	if err != nil {
		t.Fatal(err)
	}
	var all []Values
	for _, line := range strings.Split(strings.TrimSpace(corpus), "\n") {
		f := strings.Split(line, "\t")
		v, err := s.Pair(f[1], f[2])
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, v)
	}
	var kept []Values
	st, err := s.Compute(context.Background(), silver.NewTSVReader(strings.NewReader(corpus), "c.tsv", false),
		Options{Workers: 3, Keep: func(v Values) { kept = append(kept, v) }})
	if err != nil {
		t.Fatal(err)
	}
	if st.Pairs != 5 || len(st.Rows) != int(NumMetrics) || len(kept) != 5 {
		t.Fatalf("pairs %d rows %d kept %d", st.Pairs, len(st.Rows), len(kept))
	}
	for m := range NumMetrics {
		for side := range 2 {
			if !m.PerSide() && side == 1 {
				continue
			}
			var sum float64
			for _, v := range all {
				sum += v[m][side]
			}
			mean := sum / 5
			var ss float64
			for _, v := range all {
				ss += (v[m][side] - mean) * (v[m][side] - mean)
			}
			std := math.Sqrt(ss / 5)
			row := st.Rows[m]
			got := row.Pair
			if m.PerSide() {
				got = [2]*Summary{row.Complex, row.Simple}[side]
			}
			if got == nil || got.N != 5 || !near(got.Mean, mean) || !near(got.Std, std) {
				t.Errorf("%s side %d: %+v, want mean %v std %v", m.Key(), side, got, mean, std)
			}
		}
	}
	if d := st.Rows[Depth].Complex; d.Mean != (20+21+23+11+9)/5.0 {
		t.Errorf("depth (word count stand-in) mean %v", d.Mean)
	}
	if c, simp := st.Rows[FRE].Complex.Mean, st.Rows[FRE].Simple.Mean; simp <= c {
		t.Errorf("simplified FRE %v not above complex %v", simp, c)
	}
}

func TestComputeWithoutDepthAndBadInput(t *testing.T) {
	s := &Scorer{}
	st, err := s.Compute(context.Background(), silver.NewTSVReader(strings.NewReader(corpus), "c.tsv", false), Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []Metric{WordRank, Depth} {
		if r := st.Rows[m]; r.Note != "not available" || r.Complex != nil {
			t.Errorf("%s row %+v", m.Key(), r)
		}
	}
	var buf bytes.Buffer
	if err := st.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"5 pairs", "Max dependency tree depth    not available", "Length (chars)", "BLEU"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("text output lacks %q:\n%s", want, buf.String())
		}
	}
	_, err = s.Compute(context.Background(), silver.NewTSVReader(strings.NewReader(corpus+"6\tonly two\n"), "c.tsv", false), Options{})
	if err == nil || err.Error() != "c.tsv:6: want 3 tab-separated columns (id, complex sentence, candidate), got 2" {
		t.Errorf("bad input error %v", err)
	}
}

func TestWritePlots(t *testing.T) {
	s := &Scorer{}
	var smp Samples
	if _, err := s.Compute(context.Background(), silver.NewTSVReader(strings.NewReader(corpus), "c.tsv", false), Options{Keep: smp.Add}); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "plots")
	files, err := smp.WritePlots(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
		data, err := os.ReadFile(f)
		if err != nil || !bytes.HasPrefix(data, []byte("\x89PNG\r\n")) {
			t.Errorf("%s: not a PNG (%v)", f, err)
		}
	}
	if got := strings.Join(names, " "); got != "fre.png fkgl.png length.png levenshtein.png bleu.png" {
		t.Errorf("plots %q", got)
	}
}

func TestComputeDepthErrors(t *testing.T) {
	tests := []struct {
		name   string
		depths DepthsFunc
		want   string
	}{
		{"parser error", func([]string) ([]int, error) { return nil, errors.New("parser down") }, "dependency depth: parser down"},
		{"short result", func(s []string) ([]int, error) { return make([]int, len(s)-1), nil }, "dependency depth: 9 depths for 10 sentences"},
	}
	for _, tc := range tests {
		s := &Scorer{Depths: tc.depths}
		_, err := s.Compute(context.Background(), silver.NewTSVReader(strings.NewReader(corpus), "c.tsv", false), Options{Workers: 2})
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}

func TestMonolingual(t *testing.T) {
	s := &Scorer{Depths: wordCounts}
	in := "The cat sat.\r\nkitten\n"
	var smp Samples
	st, err := s.Compute(context.Background(), NewSentenceReader(strings.NewReader(in), "s.txt"), Options{Monolingual: true, Keep: smp.Add})
	if err != nil {
		t.Fatal(err)
	}
	if !st.Monolingual || st.Pairs != 2 || len(st.Rows) != 5 {
		t.Fatalf("stats %+v", st)
	}
	// Lengths 12 and 6; depths (word counts) 3 and 1; FRE of "The cat sat."
	// is 139.325 and of "kitten" (2 syllables, 1 word) 206.835-1.015-169.2.
	checks := []struct {
		m         Metric
		mean, std float64
	}{
		{Length, 9, 3},
		{Depth, 2, 1},
		{FRE, (139.325 + 36.62) / 2, (139.325 - 36.62) / 2},
	}
	for _, c := range checks {
		r := st.Rows[c.m]
		if r.Simple != nil || r.Complex == nil || !near(r.Complex.Mean, c.mean) || !near(r.Complex.Std, c.std) {
			t.Errorf("%s: %+v, want mean %v std %v", c.m.Key(), r.Complex, c.mean, c.std)
		}
	}
	var buf bytes.Buffer
	st.WriteText(&buf)
	if !strings.HasPrefix(buf.String(), "2 sentences\n") || strings.Contains(buf.String(), "BLEU") {
		t.Errorf("text:\n%s", buf.String())
	}
	files, err := smp.WritePlots(t.TempDir())
	if err != nil || len(files) != 4 { // fre, fkgl, depth, length
		t.Errorf("plots %v, %v", files, err)
	}
	for in, want := range map[string]string{"ok\n\nnext\n": "s.txt:2: empty line", "ok\n\xff\n": "s.txt:2: invalid UTF-8 at byte 1 (0xff)", "a\x00b\n": "s.txt:1: binary data (NUL byte) at byte 2"} {
		_, err := s.Compute(context.Background(), NewSentenceReader(strings.NewReader(in), "s.txt"), Options{Monolingual: true})
		if err == nil || err.Error() != want {
			t.Errorf("%q: error %v, want %q", in, err, want)
		}
	}
}
