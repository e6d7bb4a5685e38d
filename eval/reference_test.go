package eval

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// The fixtures of this file come from testdata/metrics/gen_fixtures.py
// (python-Levenshtein, Python re and str methods, numpy, and easse_ref.py).

func openGz(t testing.TB, name string) *gzip.Reader {
	t.Helper()
	f, err := os.Open(filepath.Join("../testdata/metrics", name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	return z
}

func TestLevenshteinMatchesPython(t *testing.T) {
	sc := bufio.NewScanner(openGz(t, "levenshtein_pairs.jsonl.gz"))
	sc.Buffer(nil, 1<<20)
	n, unicodePairs := 0, 0
	for sc.Scan() {
		var p struct {
			A, B     string
			Ratio    float64
			Distance int
		}
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		n++
		if len(p.A) != len([]rune(p.A)) || len(p.B) != len([]rune(p.B)) {
			unicodePairs++
		}
		if got := LevenshteinRatio(p.A, p.B); got != p.Ratio {
			t.Errorf("LevenshteinRatio(%q, %q) = %v, want %v", p.A, p.B, got, p.Ratio)
		}
		if got := LevenshteinRatio(p.B, p.A); got != p.Ratio {
			t.Errorf("LevenshteinRatio(%q, %q) = %v, want %v (swapped)", p.B, p.A, got, p.Ratio)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 10000 || unicodePairs < 2000 {
		t.Fatalf("%d pairs (%d with non-ASCII), want >= 10000 (2000)", n, unicodePairs)
	}
}

type reference struct {
	Tokenize []struct {
		In       string   `json:"in"`
		Tok      string   `json:"tok"`
		LowerTok string   `json:"lower_tok"`
		Lower    string   `json:"lower"`
		Fields   []string `json:"fields"`
	} `json:"tokenize"`
	Syllables      map[string]int   `json:"syllables"`
	SentenceCounts map[string][]int `json:"sentence_counts"`
	Readability    map[string]struct {
		Sentences, Words, Syllables int64
		FKGL                        float64 `json:"fkgl"`
		FRE                         float64 `json:"fre"`
	} `json:"readability"`
	Wordrank []struct {
		Sentence string  `json:"sentence"`
		Score    float64 `json:"score"`
	} `json:"wordrank"`
	Quality map[string]Quality `json:"quality"`
}

func loadReference(t testing.TB) *reference {
	t.Helper()
	var r reference
	if err := json.NewDecoder(openGz(t, "reference.json.gz")).Decode(&r); err != nil {
		t.Fatal(err)
	}
	return &r
}

func TestTokenize13aMatchesPython(t *testing.T) {
	r := loadReference(t)
	for _, c := range r.Tokenize {
		if got := Tokenize13a(c.In); got != c.Tok {
			t.Errorf("Tokenize13a(%q) = %q, want %q", c.In, got, c.Tok)
		}
		if got := Normalize(c.In, true, Tokenizer13a); got != c.LowerTok {
			t.Errorf("Normalize(%q) = %q, want %q", c.In, got, c.LowerTok)
		}
		if got := PyLower(c.In); got != c.Lower {
			t.Errorf("PyLower(%q) = %q, want %q", c.In, got, c.Lower)
		}
		if got := PyFields(c.In); !slices.Equal(got, c.Fields) {
			t.Errorf("PyFields(%q) = %q, want %q", c.In, got, c.Fields)
		}
	}
}

func TestSyllablesMatchReference(t *testing.T) {
	r := loadReference(t)
	if len(r.Syllables) < 5000 {
		t.Fatalf("only %d words in the fixture", len(r.Syllables))
	}
	for w, want := range r.Syllables {
		if got := CountSyllables(w); got != want {
			t.Errorf("CountSyllables(%q) = %d, want %d", w, got, want)
		}
	}
}

func TestSentenceCountsMatchReference(t *testing.T) {
	r := loadReference(t)
	files := map[string]string{
		"turkcorpus.orig": "../datasets/turkcorpus/test.truecase.detok.orig",
		"asset.orig":      "../datasets/asset/asset.test.orig",
		"asset.simp.0":    "../datasets/asset/asset.test.simp.0",
		"ACCESS":          "../datasets/system_outputs/turkcorpus_test.ACCESS",
		"UNTS":            "../datasets/system_outputs/turkcorpus_test.UNTS",
	}
	for name, path := range files {
		lines := readLines(t, path)
		want := r.SentenceCounts[name]
		if len(want) != len(lines) {
			t.Fatalf("%s: %d lines, fixture has %d", name, len(lines), len(want))
		}
		for i, line := range lines {
			if got := CountSentences(Normalize(line, true, Tokenizer13a)); got != want[i] {
				t.Errorf("%s:%d: %d sentences, want %d (%q)", name, i+1, got, want[i], line)
			}
		}
	}
}

func TestReadabilityMatchesReference(t *testing.T) {
	r := loadReference(t)
	files := map[string]string{
		"turkcorpus.orig": "../datasets/turkcorpus/test.truecase.detok.orig",
		"asset.simp.0":    "../datasets/asset/asset.test.simp.0",
		"ACCESS":          "../datasets/system_outputs/turkcorpus_test.ACCESS",
		"Dress-Ls":        "../datasets/system_outputs/turkcorpus_test.Dress-Ls",
		"PBMT-R":          "../datasets/system_outputs/turkcorpus_test.PBMT-R",
		"UNTS":            "../datasets/system_outputs/turkcorpus_test.UNTS",
	}
	for name, path := range files {
		want := r.Readability[name]
		lines := readLines(t, path)
		got := CorpusReadability(lines)
		if got.Sentences != want.Sentences || got.Words != want.Words || got.Syllables != want.Syllables {
			t.Errorf("%s: counts %+v, want %d/%d/%d", name, got, want.Sentences, want.Words, want.Syllables)
		}
		if f := CorpusFKGL(lines); math.Abs(f-want.FKGL) > 1e-9 {
			t.Errorf("%s: FKGL %v, want %v", name, f, want.FKGL)
		}
		if f := CorpusFRE(lines); math.Abs(f-want.FRE) > 1e-9 {
			t.Errorf("%s: FRE %v, want %v", name, f, want.FRE)
		}
	}
}

func TestWordRankMatchesNumpy(t *testing.T) {
	r := loadReference(t)
	wr, err := DefaultWordRanker()
	if err != nil {
		t.Fatal(err)
	}
	if wr.Len() != 321180 {
		t.Errorf("vocabulary %d, want 321180", wr.Len())
	}
	for _, c := range r.Wordrank {
		if got := wr.Score(c.Sentence); math.Abs(got-c.Score) > 1e-12 {
			t.Errorf("Score(%q) = %v, want %v", c.Sentence, got, c.Score)
		}
	}
}

func TestQualityMatchesReference(t *testing.T) {
	r := loadReference(t)
	orig := readLines(t, "../datasets/turkcorpus/test.truecase.detok.orig")
	for _, sysName := range []string{"ACCESS", "Dress-Ls", "PBMT-R", "UNTS"} {
		sys := readLines(t, "../datasets/system_outputs/turkcorpus_test."+sysName)
		for _, cased := range []bool{false, true} {
			key := sysName
			if cased {
				key += ".cased"
			}
			got, err := CorpusQuality(orig, sys, QualityOptions{Lowercase: !cased})
			if err != nil {
				t.Fatal(err)
			}
			want := r.Quality[key]
			for _, f := range []struct {
				name      string
				got, want float64
			}{
				{"compression_ratio", got.CompressionRatio, want.CompressionRatio},
				{"sentence_splits", got.SentenceSplits, want.SentenceSplits},
				{"levenshtein_sim", got.LevenshteinSim, want.LevenshteinSim},
				{"exact_copies", got.ExactCopies, want.ExactCopies},
				{"additions_proportion", got.AdditionsProportion, want.AdditionsProportion},
				{"deletions_proportion", got.DeletionsProportion, want.DeletionsProportion},
				{"lexical_complexity", got.LexicalComplexity, want.LexicalComplexity},
			} {
				if math.Abs(f.got-f.want) > 1e-12 {
					t.Errorf("%s %s = %v, want %v", key, f.name, f.got, f.want)
				}
			}
		}
	}
}

// TestSyntheticCorpusMatchesReference evaluates the 20,000-pair synthetic
// corpus of the benchmarks and compares every metric with easse_ref.py's
// values for the same corpus.
func TestSyntheticCorpusMatchesReference(t *testing.T) {
	b, err := os.ReadFile("../testdata/metrics/synthetic_20000.json")
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]any
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	orig, sys, refs := syntheticCorpus(t, 20000)
	got, err := Evaluate(orig, sys, refs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	js, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	var gotMap map[string]float64
	if err := json.Unmarshal(js, &gotMap); err != nil {
		t.Fatal(err)
	}
	for k, w := range want {
		wf, ok := w.(float64)
		if !ok {
			continue
		}
		g, ok := gotMap[k]
		if !ok {
			t.Errorf("Report lacks %q", k)
			continue
		}
		if math.Abs(g-wf) > 1e-9 {
			t.Errorf("%s = %.15g, want %.15g", k, g, wf)
		}
	}
}
