package eval

import (
	"math"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// reference13a applies sacrebleu's four 13a regular expressions with Go's
// regexp package, whose leftmost non-overlapping ReplaceAll has the
// semantics of Python's re.sub.
func reference13a(line string) string {
	line = strings.ReplaceAll(line, "<skipped>", "")
	line = strings.ReplaceAll(line, "-\n", "")
	line = strings.ReplaceAll(line, "\n", " ")
	if strings.Contains(line, "&") {
		line = strings.ReplaceAll(line, "&quot;", `"`)
		line = strings.ReplaceAll(line, "&amp;", "&")
		line = strings.ReplaceAll(line, "&lt;", "<")
		line = strings.ReplaceAll(line, "&gt;", ">")
	}
	line = " " + line + " "
	for _, r := range rules13a {
		line = r.re.ReplaceAllString(line, r.repl)
	}
	return strings.Join(PyFields(line), " ")
}

var rules13a = []struct {
	re   *regexp.Regexp
	repl string
}{
	{regexp.MustCompile("([\\{-\\~\\[-\\` -\\&\\(-\\+\\:-\\@\\/])"), " $1 "},
	{regexp.MustCompile(`([^0-9])([\.,])`), "$1 $2 "},
	{regexp.MustCompile(`([\.,])([^0-9])`), " $1 $2"},
	{regexp.MustCompile(`([0-9])(-)`), "$1 $2 "},
}

var fuzzSeeds = []string{
	"", "About 95 species are currently accepted.", "U.S. 1,000.5 -- 3-4 a..b ,, .,", "&amp;lt; <skipped> x-\ny",
	"Σ İstanbul ΌΣΟΣ", "\x1c\u2028\u00a0tab\tend", "3.5.6.", "e.g.,", "'quoted' \"double\" (paren)", "😀.,😀",
}

func FuzzTokenize13a(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Tokenize13a(s)
		if !utf8.ValidString(s) {
			return // Python strings are always valid; only check for panics
		}
		if want := reference13a(s); got != want {
			t.Fatalf("Tokenize13a(%q) = %q, want %q", s, got, want)
		}
		var nz normalizer
		nz.lowercase, nz.tok = true, Tokenizer13a
		if got, want := nz.normalize(s), Tokenize13a(PyLower(s)); got != want {
			t.Fatalf("normalize(%q) = %q, want %q", s, got, want)
		}
	})
}

// counter is a Python Counter of n-grams.
type counter map[string]int

func naiveNgrams(s string) [maxOrder]counter {
	toks := PyFields(s)
	var out [maxOrder]counter
	for n := 1; n <= maxOrder; n++ {
		out[n-1] = counter{}
		for i := 0; i+n <= len(toks); i++ {
			out[n-1][strings.Join(toks[i:i+n], " ")]++
		}
	}
	return out
}

// naiveSARIStats is a direct transcription of EASSE's compute_ngram_stats
// with maps as Counters, for already normalised sentences.
func naiveSARIStats(orig, sys []string, refs [][]string) SARIStats {
	var st SARIStats
	for i := range sys {
		o, s := naiveNgrams(orig[i]), naiveNgrams(sys[i])
		var rs [maxOrder]counter
		for n := range rs {
			rs[n] = counter{}
		}
		for k := range refs {
			r := naiveNgrams(refs[k][i])
			for n := range r {
				for g, c := range r[n] {
					rs[n][g] += c
				}
			}
		}
		nr := len(refs)
		for n := range maxOrder {
			for g := range o[n] {
				o[n][g] *= nr
			}
			for g := range s[n] {
				s[n][g] *= nr
			}
			for g := range s[n] {
				if _, in := o[n][g]; !in {
					st.AddSysTotal[n]++
					if _, in := rs[n][g]; in {
						st.AddSysCorrect[n]++
					}
				}
			}
			for g := range rs[n] {
				if _, in := o[n][g]; !in {
					st.AddRefTotal[n]++
				}
			}
			for g, oc := range o[n] {
				os, or := min(oc, s[n][g]), min(oc, rs[n][g])
				st.KeepSysTotal[n] += int64(os)
				st.KeepRefTotal[n] += int64(or)
				st.KeepSysCorrect[n] += int64(min(os, or))
				ons, onr := max(oc-s[n][g], 0), max(oc-rs[n][g], 0)
				st.DelSysTotal[n] += int64(ons)
				st.DelRefTotal[n] += int64(onr)
				st.DelSysCorrect[n] += int64(min(ons, onr))
			}
		}
	}
	return st
}

// naiveBLEUStats transcribes sacrebleu's segment statistics.
func naiveBLEUStats(sys []string, refs [][]string) BLEUStats {
	var st BLEUStats
	for i := range sys {
		h := naiveNgrams(sys[i])
		hypLen := len(PyFields(sys[i]))
		var mx [maxOrder]counter
		for n := range mx {
			mx[n] = counter{}
		}
		closestDiff, closestLen := -1, -1
		for k := range refs {
			r := naiveNgrams(refs[k][i])
			for n := range r {
				for g, c := range r[n] {
					mx[n][g] = max(mx[n][g], c)
				}
			}
			rl := len(PyFields(refs[k][i]))
			d := hypLen - rl
			if d < 0 {
				d = -d
			}
			if closestDiff == -1 || d < closestDiff {
				closestDiff, closestLen = d, rl
			} else if d == closestDiff {
				closestLen = min(closestLen, rl)
			}
		}
		st.SysLen += int64(hypLen)
		st.RefLen += int64(closestLen)
		for n := range h {
			for g, c := range h[n] {
				st.Total[n] += int64(c)
				st.Correct[n] += int64(min(c, mx[n][g]))
			}
		}
	}
	return st
}

func FuzzCorpusSARI(f *testing.F) {
	for i, s := range fuzzSeeds {
		f.Add(s, fuzzSeeds[(i+1)%len(fuzzSeeds)], fuzzSeeds[(i+2)%len(fuzzSeeds)], s+" "+s)
	}
	f.Add("a b c d e", "a b c d e", "a b c d e", "")
	f.Add("the the the cat", "the cat cat", "the the cat", "cat the")
	f.Fuzz(func(t *testing.T, orig, sys, ref1, ref2 string) {
		// Two sentences, so that sums across sentences are exercised.
		o, s := []string{orig, sys}, []string{sys, ref1}
		refs := [][]string{{ref1, ref2}, {ref2, orig}}
		for _, opt := range []SARIOptions{{}, {Legacy: true}, {PaperVersion: true}, {DeletionPrecision: true}, {Tokenizer: TokenizerNone, KeepCase: true}} {
			sc, err := CorpusSARI(o, s, refs, opt)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []float64{sc.SARI, sc.Add, sc.Keep, sc.Del} {
				if math.IsNaN(v) || v < 0 || v > 100+1e-9 {
					t.Fatalf("%+v: score out of range: %+v", opt, sc)
				}
			}
		}
		if !utf8.ValidString(orig + sys + ref1 + ref2) {
			return
		}
		norm := func(xs []string) []string {
			out := make([]string, len(xs))
			for i, x := range xs {
				out[i] = Normalize(x, true, Tokenizer13a)
			}
			return out
		}
		nrefs := [][]string{norm(refs[0]), norm(refs[1])}
		got, err := CorpusSARIStats(o, s, refs, SARIOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if want := naiveSARIStats(norm(o), norm(s), nrefs); *got != want {
			t.Fatalf("SARI stats\n got %+v\nwant %+v", *got, want)
		}
		b, err := CorpusBLEUScore(s, refs, BLEUOptions{Lowercase: true})
		if err != nil {
			t.Fatal(err)
		}
		if want := naiveBLEUStats(norm(s), nrefs); b.Stats != want {
			t.Fatalf("BLEU stats\n got %+v\nwant %+v", b.Stats, want)
		}
		if math.IsNaN(b.Score) || b.Score < 0 || b.Score > 100+1e-9 {
			t.Fatalf("BLEU out of range: %v", b.Score)
		}
	})
}

// indelDP is the textbook dynamic program for the insert/delete distance.
func indelDP(a, b []rune) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			if a[i-1] == b[j-1] {
				cur[j] = prev[j-1]
			} else {
				cur[j] = 1 + min(prev[j], cur[j-1])
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func FuzzLevenshteinRatio(f *testing.F) {
	f.Add("kitten", "sitting")
	f.Add("résumé", "resume")
	f.Add(strings.Repeat("ab", 70), strings.Repeat("ba", 65))
	f.Add("", "")
	f.Add("日本語テキスト", "日本のテキスト")
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 400 || len(b) > 400 {
			return
		}
		ra, rb := []rune(a), []rune(b)
		d := indelDP(ra, rb)
		if got := IndelDistance(a, b); got != d {
			t.Fatalf("IndelDistance(%q, %q) = %d, want %d", a, b, got, d)
		}
		want := 1.0
		if n := len(ra) + len(rb); n > 0 {
			want = float64(n-d) / float64(n)
		}
		if got := LevenshteinRatio(a, b); got != want {
			t.Fatalf("LevenshteinRatio(%q, %q) = %v, want %v", a, b, got, want)
		}
	})
}

func FuzzSplitLines(f *testing.F) {
	f.Add([]byte("a\nb\r\n\nc  \n"))
	f.Add([]byte("bad \xff line\n"))
	f.Add([]byte(""))
	f.Add([]byte("\n\n"))
	f.Add([]byte("ok\nbin\x00ary\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lines, err := SplitLines(data, "in.txt")
		text := utf8.Valid(data) && !strings.ContainsRune(string(data), 0)
		if err != nil {
			if text {
				t.Fatalf("valid input rejected: %v", err)
			}
			if !strings.HasPrefix(err.Error(), "in.txt:") || !strings.Contains(err.Error(), "invalid UTF-8") && !strings.Contains(err.Error(), "NUL byte") {
				t.Fatalf("error lacks file and reason: %v", err)
			}
			return
		}
		if !text {
			t.Fatalf("invalid UTF-8 or NUL byte accepted: %q", data)
		}
		body := strings.TrimSuffix(string(data), "\n")
		want := 0
		if len(data) > 0 {
			want = strings.Count(body, "\n") + 1
		}
		if len(lines) != want {
			t.Fatalf("%d lines, want %d", len(lines), want)
		}
		for i, l := range lines {
			if strings.ContainsRune(l, '\n') || l != strings.TrimRightFunc(l, isPySpace) {
				t.Fatalf("line %d not stripped: %q", i, l)
			}
		}
	})
}

func FuzzNewWordRanker(f *testing.F) {
	f.Add("# header\n0\tthe\t-127\n1\tcat\n", "the cat sat")
	f.Add("x\ty\n", "")
	f.Add("0\t\n", "a")
	f.Add("-1\tword\n", "word")
	f.Fuzz(func(t *testing.T, list, sentence string) {
		w, err := NewWordRanker(strings.NewReader(list), "list.tsv")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "list.tsv") {
				t.Fatalf("error lacks the file name: %v", err)
			}
			return
		}
		if s := w.Score(sentence); math.IsNaN(s) || math.IsInf(s, 0) || s < 0 {
			t.Fatalf("Score(%q) = %v", sentence, s)
		}
	})
}

func FuzzCountSyllables(f *testing.F) {
	for _, w := range []string{"the", "agreeable", "wheel", "language", "coalition", "absolutely", "é", ""} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		n := CountSyllables(w)
		if n < -9 || n > len(w)+19 {
			t.Fatalf("CountSyllables(%q) = %d", w, n)
		}
		CountSentences(w)
	})
}
