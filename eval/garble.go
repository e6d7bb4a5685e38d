package eval

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// Garbling holds the measures that reveal garbled or copied output, which
// SARI against weak references does not: invented words, loops and BLEU
// against the source. Report embeds it; its fields are the JSON keys
// "invented_words", "invented_count", "output_words", "loops" and
// "self_bleu".
type Garbling struct {
	// InventedWords is the percentage of output words that are invented
	// (see InventedWords): 100 · InventedCount / OutputWords, 0 without
	// words.
	InventedWords float64 `json:"invented_words"`
	// InventedCount is the number of invented words in all outputs and
	// OutputWords the number of words (see Words).
	InventedCount int `json:"invented_count"`
	OutputWords   int `json:"output_words"`
	// Loops is the number of outputs that contain a repeated 3-gram loop
	// (see FindLoop).
	Loops int `json:"loops"`
	// SelfBLEU is the corpus BLEU of the outputs with the sources as the
	// one reference: 100 for outputs that copy their sources.
	SelfBLEU float64 `json:"self_bleu"`
}

// Lexicon says whether a lowercased word is a known word. *WordRanker is
// one (the bundled wordfreq list).
type Lexicon interface {
	Known(word string) bool
}

// Known reports whether the lowercased word is in the ranked list.
func (w *WordRanker) Known(word string) bool {
	_, ok := w.rank[word]
	return ok
}

// Words returns the words of s as the invented-word measure counts them:
//
//   - s is lowercased (Python's str.lower) and the typographic apostrophes
//     ’ and ‘ become ';
//   - a token is a maximal run of letters, combining marks, digits,
//     apostrophes (') and hyphens (-, U+2010, U+2011; the last two become
//     -); everything else (spaces, punctuation, _, /, .) separates tokens;
//   - apostrophes and hyphens are trimmed from both ends of a token;
//   - a token containing a digit is not a word (numbers, reference signs
//     such as "10a", formulas such as "co2");
//   - a possessive "'s" and then a trailing ' are removed ("device's" →
//     "device", "devices'" → "devices"); contractions stay whole ("don't").
//
// Hyphenated words ("ring-shaped") and contractions are one word each.
func Words(s string) []string {
	return appendWords(nil, s)
}

var wordReplacer = strings.NewReplacer("’", "'", "‘", "'", "\u2010", "-", "\u2011", "-")

func appendWords(dst []string, s string) []string {
	s = wordReplacer.Replace(PyLower(s))
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := strings.Trim(s[start:end], "'-")
		start = -1
		if w == "" || strings.ContainsFunc(w, unicode.IsDigit) {
			return
		}
		w = strings.TrimRight(strings.TrimSuffix(w, "'s"), "'")
		if w != "" {
			dst = append(dst, w)
		}
	}
	for i, r := range s {
		if r == '\'' || r == '-' || unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
	}
	flush(len(s))
	return dst
}

// wordParts splits a hyphenated word or contraction at its hyphens and
// apostrophes, dropping empty parts.
func wordParts(w string) []string {
	return strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '\'' })
}

// sourceWords is the set of the words of a source sentence and of their
// hyphen/apostrophe parts.
type sourceWords map[string]bool

func newSourceWords(source string) sourceWords {
	set := sourceWords{}
	for _, w := range Words(source) {
		set[w] = true
		if strings.ContainsAny(w, "-'") {
			for _, p := range wordParts(w) {
				set[p] = true
			}
		}
	}
	return set
}

func (src sourceWords) known(w string, lex Lexicon) bool {
	if src[w] || lex.Known(w) {
		return true
	}
	if !strings.ContainsAny(w, "-'") {
		return false
	}
	for _, p := range wordParts(w) {
		if !src[p] && !lex.Known(p) {
			return false
		}
	}
	return true
}

// InventedWords returns the invented words of output, in order, and the
// number of words of output: words (see Words) that are neither words of
// source nor in lex. A hyphenated word or contraction is known when it is
// known whole or when each of its parts (split at - and ') is a word or a
// part of a word of source or is in lex; so "ring-shaped" is known, but
// "ring-shapedly" is invented.
func InventedWords(source, output string, lex Lexicon) (invented []string, words int) {
	src := newSourceWords(source)
	ws := Words(output)
	for _, w := range ws {
		if !src.known(w, lex) {
			invented = append(invented, w)
		}
	}
	return invented, len(ws)
}

// FindLoop looks for a repeated 3-gram loop in tokens: a stretch where a
// block of p ≥ 1 tokens is immediately followed by the same tokens, long
// enough that a 3-gram occurs twice inside it. Precisely, tokens[k] ==
// tokens[k+p] for every k in [start, start+max(p, 3)). For p ≥ 3 this is
// a block repeated at once ("the force of the force of"); for p = 1 a token
// four times in a row ("very very very very"); for p = 2 a pair repeated to
// five tokens ("of the of the of"). The repeated tokens must include one
// with a letter or digit, so runs of punctuation (", , , ,") are not loops.
// It returns the first loop by period, then position.
func FindLoop(tokens []string) (start, period int, ok bool) {
	n := len(tokens)
	for p := 1; p+3 <= n; p++ {
		need := max(p, 3)
		run := 0
		for k := 0; k+p < n; k++ {
			if tokens[k] == tokens[k+p] {
				run++
				if run >= need && slices.ContainsFunc(tokens[k-need+1:k+1], isWordToken) {
					return k - need + 1, p, true
				}
			} else {
				run = 0
			}
		}
	}
	return 0, 0, false
}

func isWordToken(t string) bool {
	return strings.ContainsFunc(t, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// HasLoop reports whether a sentence contains a repeated 3-gram loop (see
// FindLoop) in its lowercased 13a tokens (punctuation tokens included).
func HasLoop(sentence string) bool {
	_, _, ok := FindLoop(PyFields(Tokenize13a(PyLower(sentence))))
	return ok
}

// CorpusGarbling measures the outputs sys of the sources orig: invented
// words against lex (nil means DefaultWordRanker), loops, and the corpus
// BLEU of sys with orig as the reference under bleu (BLEUOptions{Lowercase:
// true} is EASSE's command line).
func CorpusGarbling(orig, sys []string, lex Lexicon, bleu BLEUOptions) (Garbling, error) {
	if len(orig) != len(sys) {
		return Garbling{}, fmt.Errorf("eval: %d original sentences but %d system sentences", len(orig), len(sys))
	}
	if lex == nil {
		r, err := DefaultWordRanker()
		if err != nil {
			return Garbling{}, err
		}
		lex = r
	}
	g := garblingCounts(orig, sys, lex)
	if len(sys) > 0 {
		self, err := CorpusBLEU(sys, [][]string{orig}, bleu)
		if err != nil {
			return Garbling{}, err
		}
		g.SelfBLEU = self
	}
	return g, nil
}

// garbling is CorpusGarbling of a corpus already normalised for BLEU (c.orig
// and c.sys filled by fill without rawOrig) from its raw sentences: the
// self-BLEU reuses c instead of normalising the sentences again.
func (c *normCorpus) garbling(orig, sys []string, lex Lexicon) Garbling {
	g := garblingCounts(orig, sys, lex)
	if len(sys) > 0 {
		self := &normCorpus{sys: c.sys, refs: [][]string{c.orig}}
		g.SelfBLEU = self.bleuStats().Score(BLEUOptions{}).Score
	}
	return g
}

// garblingCounts fills the invented-word and loop counts of Garbling.
func garblingCounts(orig, sys []string, lex Lexicon) Garbling {
	type part struct{ invented, words, loops int }
	parts := parallelCollect(len(sys), func(lo, hi int) part {
		var p part
		for i := lo; i < hi; i++ {
			inv, n := InventedWords(orig[i], sys[i], lex)
			p.invented += len(inv)
			p.words += n
			if HasLoop(sys[i]) {
				p.loops++
			}
		}
		return p
	})
	var g Garbling
	for _, p := range parts {
		g.InventedCount += p.invented
		g.OutputWords += p.words
		g.Loops += p.loops
	}
	if g.OutputWords > 0 {
		g.InventedWords = 100 * float64(g.InventedCount) / float64(g.OutputWords)
	}
	return g
}
