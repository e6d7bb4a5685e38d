package eval

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/patsimp/patsimp/datasets/wordfreq"
)

// WordRanker ranks words by frequency and computes the ACCESS WordRank
// score of sentences. It is safe for concurrent use.
type WordRanker struct {
	rank map[string]int32
	sortedWords
}

// NewWordRanker reads a ranked word list: lines "rank<TAB>word[<TAB>...]",
// "#" comment lines and blank lines ignored. Ranks must be non-negative
// integers; words are looked up lowercased. name labels errors.
func NewWordRanker(r io.Reader, name string) (*WordRanker, error) {
	w := &WordRanker{rank: make(map[string]int32, 1<<16)}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		s := sc.Text()
		if s == "" || s[0] == '#' {
			continue
		}
		rankField, rest, ok := strings.Cut(s, "\t")
		if !ok {
			return nil, fmt.Errorf("%s:%d: want rank<TAB>word, got %q", name, line, s)
		}
		word, _, _ := strings.Cut(rest, "\t")
		if word == "" {
			return nil, fmt.Errorf("%s:%d: empty word", name, line)
		}
		rank, err := strconv.ParseInt(rankField, 10, 32)
		if err != nil || rank < 0 {
			return nil, fmt.Errorf("%s:%d: bad rank %q", name, line, rankField)
		}
		word = PyLower(word)
		if _, dup := w.rank[word]; !dup {
			w.rank[word] = int32(rank)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %w", name, line+1, err)
	}
	if len(w.rank) == 0 {
		return nil, fmt.Errorf("%s: no words", name)
	}
	return w, nil
}

var defaultRanker = sync.OnceValues(func() (*WordRanker, error) {
	r, err := wordfreq.Open()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return NewWordRanker(r, wordfreq.Name)
})

// DefaultWordRanker returns the ranker of the bundled wordfreq large_en list
// (321,180 words), loaded once on first use.
func DefaultWordRanker() (*WordRanker, error) { return defaultRanker() }

// Len is the vocabulary size.
func (w *WordRanker) Len() int { return len(w.rank) }

// Rank returns the rank of word (0 = most frequent), looked up lowercased.
func (w *WordRanker) Rank(word string) (int, bool) {
	r, ok := w.rank[word]
	if !ok {
		r, ok = w.rank[PyLower(word)]
	}
	return int(r), ok
}

// Score returns the ACCESS WordRank (lexical complexity) score of a
// sentence: its 13a tokens minus pure-punctuation tokens and NLTK English
// stopwords, kept when in the list; the 75th percentile (numpy linear
// interpolation) of log(1 + rank) over them, or log(1 + vocabulary size)
// when none is left. Higher means rarer words.
func (w *WordRanker) Score(sentence string) float64 {
	score, _ := w.scoreTokens(PyFields(Tokenize13a(sentence)), nil)
	return score
}

// scoreTokens scores already tokenized words; buf is scratch space, returned
// for reuse.
func (w *WordRanker) scoreTokens(toks []string, buf []float64) (float64, []float64) {
	logs := buf[:0]
	for _, t := range toks {
		if isPunctuationToken(t) {
			continue
		}
		lower := PyLower(t)
		if stopwords[lower] {
			continue
		}
		if r, ok := w.rank[lower]; ok {
			logs = append(logs, math.Log(1+float64(r)))
		}
	}
	if len(logs) == 0 {
		return math.Log(1 + float64(len(w.rank))), logs
	}
	slices.Sort(logs)
	return quantile(logs, 0.75), logs
}

// RatioScore returns the ACCESS WordRankRatio of a simplification:
// min(Score(simple)/Score(complex), 2), or 0 when the complex score is 0.
func (w *WordRanker) RatioScore(complex, simple string) float64 {
	c := w.Score(complex)
	if c == 0 {
		return 0
	}
	return min(w.Score(simple)/c, 2)
}

// quantile is numpy.quantile(sorted, q) with the default linear method,
// including numpy's two-sided interpolation formula.
func quantile(sorted []float64, q float64) float64 {
	n := len(sorted)
	virtual := float64(n)*q + (1 - q) - 1 // numpy: n*q + (alpha + q*(1-alpha-beta)) - 1
	lo := math.Floor(virtual)
	i := int(lo)
	j := min(i+1, n-1)
	i = max(0, min(i, n-1))
	t := virtual - lo
	a, b := sorted[i], sorted[j]
	diff := b - a
	if t >= 0.5 {
		return b - diff*(1-t)
	}
	return a + diff*t
}

// isPunctuationToken reports whether every character of t is in Python's
// string.punctuation (ASCII punctuation).
func isPunctuationToken(t string) bool {
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~') {
			return false
		}
	}
	return true
}

// stopwords is NLTK's English stopword list (179 words).
var stopwords = func() map[string]bool {
	const list = `i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself
yourselves he him his himself she she's her hers herself it it's its itself they them their theirs
themselves what which who whom this that that'll these those am is are was were be been being have has
had having do does did doing a an the and but if or because as until while of at by for with about
against between into through during before after above below to from up down in out on off over under
again further then once here there when where why how all any both each few more most other some such no
nor not only own same so than too very s t can will just don don't should should've now d ll m o re ve y
ain aren aren't couldn couldn't didn didn't doesn doesn't hadn hadn't hasn hasn't haven haven't isn
isn't ma mightn mightn't mustn mustn't needn needn't shan shan't shouldn shouldn't wasn wasn't weren
weren't won won't wouldn wouldn't`
	m := make(map[string]bool)
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}()
