package silver

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/patsimp/patsimp/eval"
)

// Sum4Simp attributes (Sun et al. 2022 §3.2).
const (
	AttrLength     = iota // char length ratio simple/complex; lower is simpler
	AttrComplexity        // mean word complexity, simple minus complex; lower is simpler
	AttrOdds              // mean word odds ratio, simple minus complex; lower is simpler
	AttrSARI              // SARI of the simple sentence; higher is simpler
	NumAttrs
)

// AttrNames names the Sum4Simp attributes in reports.
var AttrNames = [NumAttrs]string{"length", "word-complexity", "word-odds", "sari"}

// NormalStat is the mean and standard deviation of an attribute on a
// reference simplification corpus.
type NormalStat struct {
	Mean float64 `json:"mean"`
	Std  float64 `json:"std"`
}

// ScoreLower is Sun et al.'s Eq. 3 for attributes where a lower value means
// more simplification: 1 when x <= mean, otherwise 2·(0.5 - ∫_mean^x f),
// which is 2·(1-Φ(z)) = erfc(z/√2) with z = (x-mean)/std.
func (s NormalStat) ScoreLower(x float64) float64 {
	if x <= s.Mean {
		return 1
	}
	if s.Std <= 0 {
		return 0
	}
	return math.Erfc((x - s.Mean) / s.Std / math.Sqrt2)
}

// ScoreHigher is Eq. 4, for attributes where a higher value means more
// simplification: 1 when x >= mean, otherwise erfc((mean-x)/std/√2).
func (s NormalStat) ScoreHigher(x float64) float64 {
	if x >= s.Mean {
		return 1
	}
	if s.Std <= 0 {
		return 0
	}
	return math.Erfc((s.Mean - x) / s.Std / math.Sqrt2)
}

// Words returns the lower-cased words of s: maximal runs of letters and
// digits.
func Words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
}

// Lexicon maps a word to a complexity score (higher is more complex), like
// the word-complexity lexicon of Maddela and Xu (2018).
type Lexicon map[string]float64

// ReadLexicon reads "word<TAB>score" lines (the format of Maddela and Xu's
// lexicon). Words are lower-cased.
func ReadLexicon(r io.Reader, name string) (Lexicon, error) {
	lex := make(Lexicon)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), MaxLineBytes)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimRight(sc.Text(), "\r")
		if text == "" {
			continue
		}
		if !utf8.ValidString(text) {
			return nil, &LineError{File: name, Line: line, Reason: "invalid UTF-8"}
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 2 || cols[0] == "" {
			return nil, &LineError{File: name, Line: line, Reason: fmt.Sprintf("want word<TAB>score, got %d columns", len(cols))}
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(cols[1]), 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, &LineError{File: name, Line: line, Reason: fmt.Sprintf("bad score %q", cols[1])}
		}
		lex[strings.ToLower(cols[0])] = v
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: line %d: %w", name, line+1, err)
	}
	if len(lex) == 0 {
		return nil, fmt.Errorf("%s: empty lexicon", name)
	}
	return lex, nil
}

// mean returns the mean score of the words found in m, and whether any was.
func (m Lexicon) mean(words []string) (float64, bool) {
	sum, n := 0.0, 0
	for _, w := range words {
		if v, ok := m[w]; ok {
			sum += v
			n++
		}
	}
	if n == 0 {
		return 0, false
	}
	return sum / float64(n), true
}

// OddsRatios computes Monroe et al.'s odds ratio of every word between the
// complex and the simple side of a reference corpus (Sun et al. Eq. 1, with
// i the complex side and j the simple side, so that a lower value marks a
// word typical of simple text), with add-one smoothing of the word counts so
// that words seen on one side only have a finite ratio.
func OddsRatios(pairs []Pair) Lexicon {
	cc, cs := map[string]int{}, map[string]int{}
	nc, ns := 0, 0
	for _, p := range pairs {
		for _, w := range Words(p.Complex) {
			cc[w]++
			nc++
		}
		for _, w := range Words(p.Simple) {
			cs[w]++
			ns++
		}
	}
	odds := make(Lexicon, len(cc)+len(cs))
	ratio := func(w string) float64 {
		return (float64(cc[w]+1) / float64(cs[w]+1)) / (float64(nc+1) / float64(ns+1))
	}
	for w := range cc {
		odds[w] = ratio(w)
	}
	for w := range cs {
		odds[w] = ratio(w)
	}
	return odds
}

// Sum4Simp keeps a pair when its weighted simplicity score T exceeds
// Threshold (Sun et al. 2022 §3.3). Each attribute value is turned into a
// score in [0, 1] by comparing it with the attribute's normal distribution
// on a reference simplification corpus (Eq. 3 and 4), and T is the weighted
// mean of the scores of the attributes in use.
//
// The word-complexity attribute uses Lexicon (Maddela and Xu's lexicon, or
// any word→complexity map); the SARI attribute needs SARI, which the paper
// computes against references produced by a simplification model: leave it
// nil to drop the attribute.
type Sum4Simp struct {
	Stats     [NumAttrs]NormalStat
	Weights   [NumAttrs]float64
	Threshold float64
	Lexicon   Lexicon
	Odds      Lexicon
	SARI      func(p Pair) (float64, error)
}

// DefaultSum4SimpThreshold is the paper's T_s = 3.5 with four attributes of
// weight 1, expressed as a weighted mean (3.5/4).
const DefaultSum4SimpThreshold = 0.875

// Attributes returns the attribute values of p; ok[i] is false when
// attribute i cannot be computed (no lexicon word on one side, no SARI).
func (f *Sum4Simp) Attributes(p Pair) (v [NumAttrs]float64, ok [NumAttrs]bool, err error) {
	if c := utf8.RuneCountInString(p.Complex); c > 0 {
		v[AttrLength] = float64(utf8.RuneCountInString(p.Simple)) / float64(c)
		ok[AttrLength] = true
	}
	wc, ws := Words(p.Complex), Words(p.Simple)
	for _, a := range []struct {
		attr int
		lex  Lexicon
	}{{AttrComplexity, f.Lexicon}, {AttrOdds, f.Odds}} {
		if a.lex == nil {
			continue
		}
		mc, okc := a.lex.mean(wc)
		ms, oks := a.lex.mean(ws)
		if okc && oks {
			v[a.attr], ok[a.attr] = ms-mc, true
		}
	}
	if f.SARI != nil {
		s, err := f.SARI(p)
		if err != nil {
			return v, ok, fmt.Errorf("sum4simp: SARI: %w", err)
		}
		v[AttrSARI], ok[AttrSARI] = s, true
	}
	return v, ok, nil
}

// Score returns T for p: the weighted mean of the attribute scores of the
// attributes with a positive weight that can be computed (0 if none can).
func (f *Sum4Simp) Score(p Pair) (float64, error) {
	v, ok, err := f.Attributes(p)
	if err != nil {
		return 0, err
	}
	sum, wsum := 0.0, 0.0
	for i := range NumAttrs {
		if !ok[i] || f.Weights[i] <= 0 {
			continue
		}
		var t float64
		if i == AttrSARI {
			t = f.Stats[i].ScoreHigher(v[i])
		} else {
			t = f.Stats[i].ScoreLower(v[i])
		}
		sum += f.Weights[i] * t
		wsum += f.Weights[i]
	}
	if wsum == 0 {
		return 0, nil
	}
	return sum / wsum, nil
}

// Name implements Filter.
func (*Sum4Simp) Name() string { return "sum4simp" }

// Describe implements Filter.
func (f *Sum4Simp) Describe() string {
	var parts []string
	for i := range NumAttrs {
		if f.Weights[i] > 0 && (i != AttrSARI || f.SARI != nil) {
			parts = append(parts, fmt.Sprintf("%s %g (mean %.4g, std %.4g)", AttrNames[i], f.Weights[i], f.Stats[i].Mean, f.Stats[i].Std))
		}
	}
	return fmt.Sprintf("remove pairs whose Sum4Simp score is <= %g; attributes: %s", f.Threshold, strings.Join(parts, ", "))
}

// Keep implements Filter.
func (f *Sum4Simp) Keep(p Pair) (bool, error) {
	t, err := f.Score(p)
	if err != nil {
		return false, err
	}
	return t > f.Threshold, nil
}

// SARIAgainst returns a Sum4Simp SARI attribute that scores each pair's
// candidate against refs[complex sentence], the output of a simplification
// model for that sentence (Sun et al. train ACCESS on the reference corpus
// to make them), with F1 for addition and keeping and precision for
// deletion (their Eq. 2) via eval.CorpusSARI. A pair whose complex sentence
// has no reference is an error wrapping ErrMissingReference.
func SARIAgainst(refs map[string]string) func(Pair) (float64, error) {
	opt := eval.SARIOptions{DeletionPrecision: true}
	return func(p Pair) (float64, error) {
		r, ok := refs[p.Complex]
		if !ok {
			return 0, fmt.Errorf("%w for the complex sentence of pair %q", ErrMissingReference, p.ID)
		}
		s, err := eval.CorpusSARI([]string{p.Complex}, []string{p.Simple}, [][]string{{r}}, opt)
		if err != nil {
			return 0, err
		}
		return s.SARI, nil
	}
}

// ReadReferences reads model simplifications for SARIAgainst from TSV
// id<TAB>complex<TAB>reference lines (the bronze format): a map from
// complex sentence to reference. A complex sentence given two different
// references is an error.
func ReadReferences(r io.Reader, name string) (map[string]string, error) {
	tr := NewTSVReader(r, name, false)
	refs := make(map[string]string)
	for {
		p, err := tr.Read()
		if errors.Is(err, io.EOF) {
			return refs, nil
		}
		if err != nil {
			return nil, err
		}
		if old, ok := refs[p.Complex]; ok && old != p.Simple {
			return nil, &LineError{File: name, Line: tr.Position().Line, Reason: "second, different reference for the same complex sentence"}
		}
		refs[p.Complex] = p.Simple
	}
}

// ErrMissingReference is wrapped by the SARI attribute's error for a pair
// whose complex sentence has no model simplification in the references.
var ErrMissingReference = errors.New("no reference simplification")

// ErrNoReference reports an empty reference corpus.
var ErrNoReference = errors.New("sum4simp: empty reference corpus")

// FitSum4Simp builds a Sum4Simp filter from a reference simplification
// corpus (complex → simple pairs, e.g. WikiLarge or ASSET): word odds ratios
// from its two sides, and the mean and standard deviation of every
// attribute over its pairs. lexicon may be nil (the word-complexity
// attribute is then unused), and so may sari. Weights are 0.25 each, as in
// the paper.
func FitSum4Simp(ref []Pair, lexicon Lexicon, sari func(Pair) (float64, error), threshold float64) (*Sum4Simp, error) {
	if len(ref) == 0 {
		return nil, ErrNoReference
	}
	f := &Sum4Simp{Lexicon: lexicon, Odds: OddsRatios(ref), SARI: sari, Threshold: threshold}
	var acc [NumAttrs]welford
	for _, p := range ref {
		v, ok, err := f.Attributes(p)
		if err != nil {
			return nil, err
		}
		for i := range NumAttrs {
			if ok[i] {
				acc[i].add(v[i])
			}
		}
	}
	for i := range NumAttrs {
		f.Stats[i] = NormalStat{Mean: acc[i].mean, Std: acc[i].std()}
		if acc[i].n > 0 {
			f.Weights[i] = 0.25
		}
	}
	return f, nil
}

// welford accumulates a mean and variance in one pass.
type welford struct {
	n        int
	mean, m2 float64
}

func (w *welford) add(x float64) {
	w.n++
	d := x - w.mean
	w.mean += d / float64(w.n)
	w.m2 += d * (x - w.mean)
}

// std is the population standard deviation (numpy's default).
func (w *welford) std() float64 {
	if w.n == 0 {
		return 0
	}
	return math.Sqrt(w.m2 / float64(w.n))
}
