package eval

import (
	"fmt"
	"slices"
	"unicode/utf8"
)

// Quality holds EASSE's quality-estimation features of a corpus: each is
// the mean over sentence pairs of a per-pair value computed on the
// normalised source c and output s.
type Quality struct {
	// CompressionRatio: characters (code points) of s / characters of c.
	CompressionRatio float64 `json:"compression_ratio"`
	// SentenceSplits: Punkt sentences of s / Punkt sentences of c.
	SentenceSplits float64 `json:"sentence_splits"`
	// LevenshteinSim: LevenshteinRatio(c, s).
	LevenshteinSim float64 `json:"levenshtein_sim"`
	// ExactCopies: 1 when s equals c, else 0.
	ExactCopies float64 `json:"exact_copies"`
	// AdditionsProportion: tokens of s missing from c (multiset difference)
	// / the larger token count of the two.
	AdditionsProportion float64 `json:"additions_proportion"`
	// DeletionsProportion: tokens of c missing from s / the larger token
	// count.
	DeletionsProportion float64 `json:"deletions_proportion"`
	// LexicalComplexity: the WordRank score of s.
	LexicalComplexity float64 `json:"lexical_complexity"`
}

// pairQuality is the per-pair values of Quality.
type pairQuality [7]float64

// QualityOptions configure CorpusQuality. The zero value is EASSE's
// corpus_quality_estimation defaults (case kept, 13a) with the bundled
// word list.
type QualityOptions struct {
	// Lowercase lowercases both sides before tokenization.
	Lowercase bool
	// Tokenizer applied to both sides; zero means 13a.
	Tokenizer Tokenizer
	// Ranker scores lexical complexity; nil means DefaultWordRanker.
	Ranker *WordRanker
}

// CorpusQuality returns EASSE's corpus_quality_estimation of the pairs
// (orig[i], sys[i]). Ratios whose denominator is 0 (an empty source) count
// as 0 where EASSE would fail with a division by zero.
func CorpusQuality(orig, sys []string, opt QualityOptions) (Quality, error) {
	if len(orig) != len(sys) {
		return Quality{}, fmt.Errorf("eval: %d original sentences but %d system sentences", len(orig), len(sys))
	}
	if err := opt.Tokenizer.valid(); err != nil {
		return Quality{}, fmt.Errorf("eval: %w", err)
	}
	ranker := opt.Ranker
	if ranker == nil {
		var err error
		if ranker, err = DefaultWordRanker(); err != nil {
			return Quality{}, err
		}
	}
	c := newNormCorpus(len(sys), 0)
	c.fill(orig, sys, nil, opt.Lowercase, opt.Tokenizer, false)
	return c.quality(ranker), nil
}

// quality computes the per-pair values in parallel and averages them in
// sentence order, so the sums are those of EASSE's sequential loop.
func (c *normCorpus) quality(ranker *WordRanker) Quality {
	vals := make([]pairQuality, len(c.sys))
	parallelFor(len(c.sys), func(lo, hi int) {
		var w qualityWorker
		for i := lo; i < hi; i++ {
			vals[i] = w.pair(c.orig[i], c.sys[i], ranker)
		}
	})
	var sum pairQuality
	for _, v := range vals {
		for k := range sum {
			sum[k] += v[k]
		}
	}
	if n := float64(len(vals)); n > 0 {
		for k := range sum {
			sum[k] /= n
		}
	}
	return Quality{
		CompressionRatio: sum[0], SentenceSplits: sum[1], LevenshteinSim: sum[2], ExactCopies: sum[3],
		AdditionsProportion: sum[4], DeletionsProportion: sum[5], LexicalComplexity: sum[6],
	}
}

type qualityWorker struct {
	logs   []float64
	ct, st []string
	sa, sb []string
	lcs    lcs
}

func safeDiv(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

func (w *qualityWorker) pair(c, s string, ranker *WordRanker) pairQuality {
	var v pairQuality
	v[0] = safeDiv(float64(utf8.RuneCountInString(s)), float64(utf8.RuneCountInString(c)))
	w.ct, w.st = appendFields(w.ct[:0], c), appendFields(w.st[:0], s)
	ct, st := w.ct, w.st
	v[1] = safeDiv(float64(countSentences(st)), float64(countSentences(ct)))
	v[2] = w.lcs.ratio(c, s)
	if c == s {
		v[3] = 1
	}
	longest := float64(max(len(ct), len(st)))
	added, deleted := w.multisetDiff(st, ct)
	v[4] = safeDiv(float64(added), longest)
	v[5] = safeDiv(float64(deleted), longest)
	v[6], w.logs = ranker.scoreTokens(st, w.logs)
	return v
}

// multisetDiff returns the sizes of the multiset differences a - b and
// b - a, like sum((Counter(a) - Counter(b)).values()) and the converse, by
// merging sorted copies.
func (w *qualityWorker) multisetDiff(a, b []string) (aMinusB, bMinusA int) {
	w.sa = append(w.sa[:0], a...)
	w.sb = append(w.sb[:0], b...)
	slices.Sort(w.sa)
	slices.Sort(w.sb)
	common, i, j := 0, 0, 0
	for i < len(w.sa) && j < len(w.sb) {
		switch {
		case w.sa[i] < w.sb[j]:
			i++
		case w.sa[i] > w.sb[j]:
			j++
		default:
			common++
			i++
			j++
		}
	}
	return len(a) - common, len(b) - common
}
