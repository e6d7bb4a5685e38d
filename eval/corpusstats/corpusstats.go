// Package corpusstats describes a parallel simplification corpus the way
// Casola et al. (2023) do in Table 6 and Figure 1: per-sentence simplicity
// proxies (Flesch Reading Ease, Flesch-Kincaid grade level, WordRank,
// dependency-tree depth, length in characters) for the complex and the
// simple side, and per-pair similarities (character Levenshtein ratio and
// sentence BLEU of the simple sentence against the complex one), each
// averaged over the corpus with its standard deviation.
package corpusstats

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/patsimp/patsimp/data/lines"
	"github.com/patsimp/patsimp/data/silver"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/internal/ordered"
	"github.com/patsimp/patsimp/internal/progress"
)

// Metric identifies one statistic.
type Metric int

// The metrics of Table 6. The first five are computed on each side.
const (
	FRE Metric = iota
	FKGL
	WordRank
	Depth
	Length
	Levenshtein
	BLEU
	NumMetrics
)

var metricInfo = [NumMetrics]struct{ key, title string }{
	{"fre", "Flesch Reading Ease"},
	{"fkgl", "Flesch-Kincaid Grade Level"},
	{"wordrank", "WordRank"},
	{"depth", "Max dependency tree depth"},
	{"length", "Length (chars)"},
	{"levenshtein", "Levenshtein similarity"},
	{"bleu", "BLEU"},
}

// Key is the metric's short name, used in JSON and file names.
func (m Metric) Key() string { return metricInfo[m].key }

// Title is the metric's name in Table 6.
func (m Metric) Title() string { return metricInfo[m].title }

// PerSide reports whether the metric is computed for each side (the others
// compare the two sides).
func (m Metric) PerSide() bool { return m <= Length }

// Summary is the mean and population standard deviation of a metric.
type Summary struct {
	N    int     `json:"n"`
	Mean float64 `json:"mean"`
	Std  float64 `json:"std"`
}

// acc accumulates a Summary with Welford's algorithm.
type acc struct {
	n        int
	mean, m2 float64
}

func (a *acc) add(x float64) {
	a.n++
	d := x - a.mean
	a.mean += d / float64(a.n)
	a.m2 += d * (x - a.mean)
}

func (a *acc) summary() *Summary {
	if a.n == 0 {
		return nil
	}
	return &Summary{N: a.n, Mean: a.mean, Std: math.Sqrt(a.m2 / float64(a.n))}
}

// Row is one line of Table 6; Complex is nil for pair metrics, and both are
// nil when the metric is not available.
type Row struct {
	Metric  string   `json:"metric"`
	Title   string   `json:"title"`
	Complex *Summary `json:"complex,omitempty"`
	Simple  *Summary `json:"simple,omitempty"`
	Pair    *Summary `json:"pair,omitempty"`
	Note    string   `json:"note,omitempty"`
}

// Stats is the description of a corpus.
type Stats struct {
	// Pairs counts the pairs, or the sentences of a monolingual corpus.
	Pairs int `json:"pairs"`
	// Monolingual marks statistics of single sentences (Table 1): rows
	// have only the Complex column and no pair metrics.
	Monolingual bool  `json:"monolingual,omitempty"`
	Rows        []Row `json:"rows"`
}

// DepthsFunc returns the dependency-tree depth of each sentence; sentences
// come in batches so that a parser can process them together.
type DepthsFunc func(sentences []string) ([]int, error)

// Scorer computes the sentence-level metrics. WordRank and Depths may be
// nil; the corresponding rows then say "not available".
type Scorer struct {
	WordRank func(sentence string) float64
	Depths   DepthsFunc
}

// NewScorer returns a scorer with eval's WordRank over the bundled word
// list and the given depth function (nil when no parser is available).
func NewScorer(depths DepthsFunc) (*Scorer, error) {
	wr, err := eval.DefaultWordRanker()
	if err != nil {
		return nil, fmt.Errorf("corpusstats: %w", err)
	}
	return &Scorer{WordRank: wr.Score, Depths: depths}, nil
}

// depths returns the depths of the complex and simple side of each pair,
// at 2i and 2i+1 (nil when no parser is set). With mono only the complex
// sides are parsed.
func (s *Scorer) depths(pairs []silver.Pair, mono bool) ([]int, error) {
	if s.Depths == nil {
		return nil, nil
	}
	sents := make([]string, 0, 2*len(pairs))
	for _, p := range pairs {
		sents = append(sents, p.Complex)
		if !mono {
			sents = append(sents, p.Simple)
		}
	}
	d, err := s.Depths(sents)
	if err != nil {
		return nil, fmt.Errorf("dependency depth: %w", err)
	}
	if len(d) != len(sents) {
		return nil, fmt.Errorf("dependency depth: %d depths for %d sentences", len(d), len(sents))
	}
	if mono {
		out := make([]int, 2*len(pairs))
		for i, x := range d {
			out[2*i] = x
		}
		d = out
	}
	return d, nil
}

// Values are the metrics of one pair: per-side metrics at [metric][side]
// (0 complex, 1 simple), pair metrics at [metric][0]. Missing metrics are
// NaN.
type Values [NumMetrics][2]float64

// Pair computes the metrics of one pair. Levenshtein similarity and BLEU
// are on a 0-100 scale like the paper's.
func (s *Scorer) Pair(complex, simple string) (Values, error) {
	d, err := s.depths([]silver.Pair{{Complex: complex, Simple: simple}}, false)
	if err != nil {
		return Values{}, err
	}
	return s.values(complex, simple, d, false)
}

// values computes the metrics of a pair whose depths d (complex, simple)
// are given, or nil. With mono only the complex side is scored.
func (s *Scorer) values(complex, simple string, d []int, mono bool) (Values, error) {
	var v Values
	for m := range NumMetrics {
		v[m] = [2]float64{math.NaN(), math.NaN()}
	}
	sides := []string{complex, simple}
	if mono {
		sides = sides[:1]
	}
	for side, text := range sides {
		r := eval.CountReadability(text)
		v[FRE][side] = r.FRE()
		v[FKGL][side] = r.FKGL()
		v[Length][side] = float64(utf8.RuneCountInString(text))
		if s.WordRank != nil {
			v[WordRank][side] = s.WordRank(text)
		}
		if d != nil {
			v[Depth][side] = float64(d[side])
		}
	}
	if mono {
		return v, nil
	}
	v[Levenshtein][0] = 100 * eval.LevenshteinRatio(complex, simple)
	b, err := eval.SentenceBLEU(simple, []string{complex}, eval.BLEUOptions{})
	if err != nil {
		return v, fmt.Errorf("BLEU: %w", err)
	}
	v[BLEU][0] = b
	return v, nil
}

// Options tune Compute.
type Options struct {
	// Workers computing metrics; 0 means GOMAXPROCS.
	Workers int
	// Progress receives progress lines (nil: none).
	Progress io.Writer
	// Keep, when not nil, receives the values of every pair in input
	// order (for histograms).
	Keep func(Values)
	// Monolingual scores only the complex side of each pair and no pair
	// metrics: statistics of a sentence corpus like the paper's Table 1.
	Monolingual bool
}

// PairSource yields pairs until io.EOF (silver.PairReader is one).
type PairSource interface {
	Read() (silver.Pair, error)
}

// Compute reads every pair from r and returns the corpus statistics. The
// result does not depend on the number of workers.
func (s *Scorer) Compute(ctx context.Context, r PairSource, opt Options) (*Stats, error) {
	var prog *progress.Reporter
	if opt.Progress != nil {
		prog = progress.New(opt.Progress, "stats", -1, progress.Options{Unit: "pairs"})
	}
	type batch struct {
		pairs []silver.Pair
		vals  []Values
		err   error
	}
	const size = 256
	next := func() (*batch, bool, error) {
		b := &batch{}
		for len(b.pairs) < size {
			p, err := r.Read()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				return b, true, err
			}
			b.pairs = append(b.pairs, p)
		}
		if len(b.pairs) == 0 {
			return nil, true, nil
		}
		return b, len(b.pairs) < size, nil
	}
	work := func(b *batch) {
		b.vals = make([]Values, len(b.pairs))
		d, err := s.depths(b.pairs, opt.Monolingual)
		if err != nil {
			b.err = err
			return
		}
		for i, p := range b.pairs {
			var di []int
			if d != nil {
				di = d[2*i : 2*i+2]
			}
			v, err := s.values(p.Complex, p.Simple, di, opt.Monolingual)
			if err != nil {
				b.err = fmt.Errorf("pair %q: %w", p.ID, err)
				return
			}
			b.vals[i] = v
		}
	}
	var accs [NumMetrics][2]acc
	st := &Stats{Monolingual: opt.Monolingual}
	emit := func(b *batch) error {
		if b.err != nil {
			return b.err
		}
		for _, v := range b.vals {
			st.Pairs++
			for m := range NumMetrics {
				for side := range 2 {
					if x := v[m][side]; !math.IsNaN(x) {
						accs[m][side].add(x)
					}
				}
			}
			if opt.Keep != nil {
				opt.Keep(v)
			}
		}
		if prog != nil {
			prog.Add(len(b.pairs))
		}
		return nil
	}
	if err := ordered.Map(ctx, opt.Workers, next, work, emit); err != nil {
		return nil, err
	}
	if prog != nil {
		prog.Done()
	}
	for m := range NumMetrics {
		if opt.Monolingual && !m.PerSide() {
			continue
		}
		row := Row{Metric: m.Key(), Title: m.Title()}
		if m.PerSide() {
			row.Complex, row.Simple = accs[m][0].summary(), accs[m][1].summary()
		} else {
			row.Pair = accs[m][0].summary()
		}
		if row.Complex == nil && row.Simple == nil && row.Pair == nil {
			row.Note = "not available"
		}
		st.Rows = append(st.Rows, row)
	}
	return st, nil
}

// SentenceReader reads a monolingual corpus, one sentence per line, as
// pairs whose complex side is the sentence and whose id is the line number
// (use it with Options.Monolingual).
type SentenceReader struct {
	sc   *bufio.Scanner
	name string
	line int
}

// NewSentenceReader returns a reader of the sentences in r; name prefixes
// error messages.
func NewSentenceReader(r io.Reader, name string) *SentenceReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), silver.MaxLineBytes)
	return &SentenceReader{sc: sc, name: name}
}

// Read returns the next sentence; an empty line or invalid UTF-8 is an
// error naming the line.
func (r *SentenceReader) Read() (silver.Pair, error) {
	if !r.sc.Scan() {
		if err := r.sc.Err(); errors.Is(err, bufio.ErrTooLong) {
			return silver.Pair{}, &silver.LineError{File: r.name, Line: r.line + 1, Reason: fmt.Sprintf("line longer than %d bytes", silver.MaxLineBytes)}
		} else if err != nil {
			return silver.Pair{}, fmt.Errorf("%s:%d: %w", r.name, r.line+1, err)
		}
		return silver.Pair{}, io.EOF
	}
	r.line++
	text := strings.TrimSuffix(r.sc.Text(), "\r")
	if reason := lines.Check([]byte(text)); reason != "" {
		return silver.Pair{}, &silver.LineError{File: r.name, Line: r.line, Reason: reason}
	}
	if strings.TrimSpace(text) == "" {
		return silver.Pair{}, &silver.LineError{File: r.name, Line: r.line, Reason: "empty line"}
	}
	return silver.Pair{ID: strconv.Itoa(r.line), Complex: text}, nil
}

// WriteText writes the statistics as a table like the paper's Table 6
// (mean and standard deviation, one decimal).
func (st *Stats) WriteText(w io.Writer) error {
	var b strings.Builder
	if st.Monolingual {
		fmt.Fprintf(&b, "%d sentences\n%-28s %-16s\n", st.Pairs, "metric", "mean ± std")
	} else {
		fmt.Fprintf(&b, "%d pairs\n%-28s %-16s %-16s\n", st.Pairs, "metric", "complex", "simplified")
	}
	cell := func(s *Summary) string {
		if s == nil {
			return ""
		}
		return fmt.Sprintf("%.1f ± %.1f", s.Mean, s.Std)
	}
	for _, r := range st.Rows {
		switch {
		case r.Note != "":
			fmt.Fprintf(&b, "%-28s %s\n", r.Title, r.Note)
		case r.Pair != nil:
			fmt.Fprintf(&b, "%-28s %-16s\n", r.Title, cell(r.Pair))
		case st.Monolingual:
			fmt.Fprintf(&b, "%-28s %-16s\n", r.Title, cell(r.Complex))
		default:
			fmt.Fprintf(&b, "%-28s %-16s %-16s\n", r.Title, cell(r.Complex), cell(r.Simple))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
