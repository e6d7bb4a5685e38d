// Package noise makes denoising pre-training pairs from raw text, in the
// manner of BART (Lewis et al. 2020, §2.2): the complex side is a corrupted
// copy of a sentence, the simple side the sentence itself, so a
// sequence-to-sequence model learns to copy and to write fluent text before
// it learns to simplify. The corruptions are text infilling (spans of
// Poisson-distributed length replaced by one mask token), token deletion,
// sentence permutation (for lines with several sentences) and local token
// shuffling.
//
// Tokens are whitespace-separated words. Every line is corrupted with its
// own random source seeded from (Seed, line number), so the output does not
// depend on how lines are batched or on where a run resumed.
package noise

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/patsimp/patsimp/data/corpus"
)

// Options select and size the corruptions. The zero value corrupts
// nothing; start from Default.
type Options struct {
	// Seed makes the corruption reproducible.
	Seed uint64
	// MaskRatio is the share of tokens covered by masked spans (BART: 0.3);
	// span lengths are Poisson(PoissonLambda) (BART: 3), and a span of
	// length 0 inserts a mask token.
	MaskRatio     float64
	PoissonLambda float64
	// Mask is the token that replaces a span.
	Mask string
	// DeleteRatio is the probability of deleting each remaining token.
	DeleteRatio float64
	// Permute shuffles the sentences of a line that has several.
	Permute bool
	// ShuffleWindow > 0 moves each token by less than this many positions
	// (Lample et al. 2018's local shuffle); 0 off.
	ShuffleWindow int
}

// Default returns BART's text infilling (30 % of tokens in spans of
// Poisson(3) length) with sentence permutation, plus 10 % token deletion;
// no local shuffle.
func Default() Options {
	return Options{Seed: 1, MaskRatio: 0.3, PoissonLambda: 3, Mask: "<mask>", DeleteRatio: 0.1, Permute: true}
}

// Validate checks the ranges of the options.
func (o Options) Validate() error {
	switch {
	case o.MaskRatio < 0 || o.MaskRatio >= 1:
		return fmt.Errorf("noise: mask ratio must be in [0, 1), got %g", o.MaskRatio)
	case o.MaskRatio > 0 && (o.PoissonLambda <= 0 || o.Mask == "" || strings.ContainsAny(o.Mask, " \t\n")):
		return fmt.Errorf("noise: masking needs a positive Poisson lambda (got %g) and a mask token without spaces (got %q)", o.PoissonLambda, o.Mask)
	case o.DeleteRatio < 0 || o.DeleteRatio >= 1:
		return fmt.Errorf("noise: delete ratio must be in [0, 1), got %g", o.DeleteRatio)
	case o.ShuffleWindow < 0:
		return fmt.Errorf("noise: shuffle window must not be negative, got %d", o.ShuffleWindow)
	}
	return nil
}

// Corrupt returns the corrupted form of line number n (from 0). The
// corruptions apply in BART's order: sentence permutation, then span
// masking, then deletion, then local shuffle.
func Corrupt(line string, n int, o Options) string {
	r := rand.New(rand.NewPCG(o.Seed, uint64(n)))
	if o.Permute {
		if sents := corpus.Split(line); len(sents) > 1 {
			r.Shuffle(len(sents), func(i, j int) { sents[i], sents[j] = sents[j], sents[i] })
			line = strings.Join(sents, " ")
		}
	}
	toks := strings.Fields(line)
	if o.MaskRatio > 0 {
		toks = maskSpans(toks, o, r)
	}
	if o.DeleteRatio > 0 {
		kept := toks[:0:0]
		for _, t := range toks {
			if t == o.Mask || r.Float64() >= o.DeleteRatio {
				kept = append(kept, t)
			}
		}
		toks = kept
	}
	if o.ShuffleWindow > 0 {
		toks = localShuffle(toks, o.ShuffleWindow, r)
	}
	return strings.Join(toks, " ")
}

// maskSpans replaces spans covering about MaskRatio of the tokens, each by
// one mask token, like BART's text infilling: span starts are uniform,
// lengths Poisson(λ), spans do not overlap, and a zero-length span inserts
// a mask.
func maskSpans(toks []string, o Options, r *rand.Rand) []string {
	n := len(toks)
	budget := int(math.Round(o.MaskRatio * float64(n)))
	if n == 0 || budget == 0 {
		return toks
	}
	masked := make([]bool, n)   // token replaced
	starts := make([]bool, n+1) // a mask token goes before position i
	for tries := 0; budget > 0 && tries < 4*n; tries++ {
		l := min(poisson(o.PoissonLambda, r), budget)
		start := r.IntN(n - l + 1)
		// No other span may touch [start-1, start+l]: adjacent spans would
		// give adjacent masks.
		free := true
		for i := max(start-1, 0); i <= min(start+l, n-1) && free; i++ {
			free = !masked[i]
		}
		for i := start; i <= start+l && free; i++ {
			free = !starts[i]
		}
		if !free {
			continue
		}
		starts[start] = true
		for i := start; i < start+l; i++ {
			masked[i] = true
		}
		budget -= max(l, 1)
	}
	out := make([]string, 0, n)
	for i := 0; i <= n; i++ {
		if starts[i] {
			out = append(out, o.Mask)
		}
		if i < n && !masked[i] {
			out = append(out, toks[i])
		}
	}
	return out
}

// poisson draws from Poisson(λ) by Knuth's method (λ is small).
func poisson(lambda float64, r *rand.Rand) int {
	l, k, p := math.Exp(-lambda), 0, 1.0
	for {
		p *= r.Float64()
		if p <= l {
			return k
		}
		k++
	}
}

// localShuffle sorts the tokens by position + U(0, window), so each moves
// by less than window positions.
func localShuffle(toks []string, window int, r *rand.Rand) []string {
	type key struct {
		k float64
		t string
	}
	keys := make([]key, len(toks))
	for i, t := range toks {
		keys[i] = key{float64(i) + r.Float64()*float64(window), t}
	}
	// Insertion sort: keys are nearly sorted.
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j].k < keys[j-1].k; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = k.t
	}
	return out
}
