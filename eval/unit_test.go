package eval

import (
	"math"
	"strings"
	"testing"
)

// Expected values in this file come from testdata/metrics/easse_ref.py
// (to_sentences, count_syllables_in_word) and Python's str methods.

func TestCountSentences(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{`he said . " hi`, 2},
		{`a . "`, 1},
		{`a . " . )`, 2},
		{`wait . . . then`, 4},
		{``, 0},
		{`.`, 1},
		{`. hello`, 2},
		{`x ? ! y`, 3},
		{`u . s . army`, 3},
		{`a . ) b . c`, 3},
		{`3.5 is . ok`, 2},
		{`end .`, 1},
		{`one . " " two`, 2},
		{`a ! ) ) b`, 2},
	} {
		if got := CountSentences(c.text); got != c.want {
			t.Errorf("CountSentences(%q) = %d, want %d", c.text, got, c.want)
		}
	}
}

func TestCountSyllables(t *testing.T) {
	for _, c := range []struct {
		word string
		want int
	}{
		{"the", 1}, {"three", 0}, {"agreeable", 4}, {"wheel", 2}, {"language", 2}, {"coalition", 4},
		{"absolutely", 4}, {"ocean", 2}, {"queue", 2}, {".", 0}, {"60", 2}, {"rhythm", 1}, {"alien", 2},
		{"squad", 1}, {"isms", 1}, {"The", 1}, {"", 0},
	} {
		if got := CountSyllables(c.word); got != c.want {
			t.Errorf("CountSyllables(%q) = %d, want %d", c.word, got, c.want)
		}
	}
}

func TestReadabilityFormulas(t *testing.T) {
	// "The cat sat on the mat." -> the cat sat on the mat . : 1 sentence,
	// 7 words, 6 syllables.
	r := CountReadability("The cat sat on the mat.")
	if r != (Readability{Sentences: 1, Words: 7, Syllables: 6}) {
		t.Fatalf("counts %+v", r)
	}
	// Python: max(0, 0.39 * (7 / 1) + 11.8 * (6 / 7) - 15.59) and
	// 206.835 - 1.015 * (7 / 1) - 84.6 * (6 / 7).
	if got, want := r.FKGL(), 0.0; got != want {
		t.Errorf("FKGL = %v, want %v", got, want)
	}
	if got, want := FleschReadingEase("The cat sat on the mat."), 127.21571428571431; got != want {
		t.Errorf("FRE = %v, want %v", got, want)
	}
	if FKGL("") != 0 || FleschReadingEase("  ") != 0 {
		t.Error("empty text should score 0")
	}
}

func TestSplitLines(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     []string
		err      string
	}{
		{"plain", "a\nb\n", []string{"a", "b"}, ""},
		{"no final newline", "a\nb", []string{"a", "b"}, ""},
		{"crlf and trailing space", "a \r\nb\t\n", []string{"a", "b"}, ""},
		{"empty lines kept", "a\n\n\nb\n", []string{"a", "", "", "b"}, ""},
		{"only newline", "\n", []string{""}, ""},
		{"empty file", "", nil, ""},
		{"unicode space stripped", "x\u00a0\n", []string{"x"}, ""},
		{"invalid utf8", "ok\nbad\xffx\n", nil, "f.txt:2: invalid UTF-8 at byte 4 of the line (file offset 6)"},
		{"binary", "ok\nb\x00\n", nil, "f.txt:2: binary data (NUL byte) at byte 2 of the line (file offset 4)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := SplitLines([]byte(c.in), "f.txt")
			if c.err != "" {
				if err == nil || err.Error() != c.err {
					t.Fatalf("error %v, want %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(got, "|") != strings.Join(c.want, "|") || len(got) != len(c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestCorpusErrors(t *testing.T) {
	orig, sys := []string{"a", "b"}, []string{"a", "b"}
	for _, c := range []struct {
		name string
		err  error
	}{
		{"no refs", func() error { _, err := CorpusSARI(orig, sys, nil, SARIOptions{}); return err }()},
		{"short ref", func() error { _, err := CorpusSARI(orig, sys, [][]string{{"a"}}, SARIOptions{}); return err }()},
		{"short orig", func() error { _, err := CorpusSARI(orig[:1], sys, [][]string{sys}, SARIOptions{}); return err }()},
		{"bad tokenizer", func() error {
			_, err := CorpusSARI(orig, sys, [][]string{sys}, SARIOptions{Tokenizer: "moses"})
			return err
		}()},
		{"bad smoothing", func() error { _, err := CorpusBLEU(sys, [][]string{sys}, BLEUOptions{Smooth: "x"}); return err }()},
		{"bleu short ref", func() error { _, err := CorpusBLEU(sys, [][]string{{"a"}}, BLEUOptions{}); return err }()},
		{"sentence bleu no refs", func() error { _, err := SentenceBLEU("a", nil, BLEUOptions{}); return err }()},
		{"evaluate short ref", func() error { _, err := Evaluate(orig, sys, [][]string{{"a"}}, Options{}); return err }()},
		{"quality lengths", func() error { _, err := CorpusQuality(orig[:1], sys, QualityOptions{}); return err }()},
	} {
		if c.err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
	if _, err := ParseTokenizer("13a"); err != nil {
		t.Error(err)
	}
	if tok, err := ParseTokenizer("none"); err != nil || tok != TokenizerNone {
		t.Errorf("ParseTokenizer(none) = %q, %v", tok, err)
	}
	if _, err := ParseTokenizer("penn"); err == nil {
		t.Error("ParseTokenizer(penn) accepted")
	}
}

func TestLevenshteinChecks(t *testing.T) {
	// The two checks of METRICS.md.
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"kitten", "sitting", 0.6153846153846154},
		{"résumé", "resume", 0.6666666666666666},
		{"", "", 1},
		{"abc", "", 0},
	} {
		if got := LevenshteinRatio(c.a, c.b); got != c.want {
			t.Errorf("LevenshteinRatio(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestWordRanker(t *testing.T) {
	w, err := NewWordRanker(strings.NewReader("# h\n0\tthe\n1\tcat\n2\tsat\n3\tMat\n"), "toy.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := w.Rank("MAT"); !ok || r != 3 {
		t.Errorf("Rank(MAT) = %d, %v", r, ok)
	}
	// "The cat sat on the mat ." -> stopwords and punctuation go, cat sat mat
	// remain with log ranks log 2, log 3, log 4; numpy's 75th percentile of
	// three values is the midpoint of the upper two.
	want := quantile([]float64{logf(2), logf(3), logf(4)}, 0.75)
	if got := w.Score("The cat sat on the mat."); got != want {
		t.Errorf("Score = %v, want %v", got, want)
	}
	if got := w.Score("the . ,"); got != logf(5) {
		t.Errorf("Score of nothing = %v, want log(1+4)", got)
	}
	for _, bad := range []string{"x\n", "a\tb\n", "-1\tw\n", "1\t\n", "# only comments\n"} {
		if _, err := NewWordRanker(strings.NewReader(bad), "bad.tsv"); err == nil || !strings.HasPrefix(err.Error(), "bad.tsv") {
			t.Errorf("list %q: error %v", bad, err)
		}
	}
}

func TestQuantileMatchesNumpy(t *testing.T) {
	// numpy.quantile(x, 0.75) values.
	for _, c := range []struct {
		x    []float64
		want float64
	}{
		{[]float64{1}, 1},
		{[]float64{1, 2}, 1.75},
		{[]float64{1, 2, 3}, 2.5},
		{[]float64{1, 2, 3, 4}, 3.25},
		{[]float64{1, 2, 3, 4, 5}, 4},
	} {
		if got := quantile(c.x, 0.75); got != c.want {
			t.Errorf("quantile(%v) = %v, want %v", c.x, got, c.want)
		}
	}
}

func logf(x float64) float64 { return math.Log(x) }
