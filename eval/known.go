package eval

import (
	"slices"
	"strings"
	"sync"
	"unicode"
)

// PrefixLexicon is a Lexicon that can also say whether a string begins a
// known word, which lets a decoder keep a partial word on course to a
// known one. *WordRanker is one.
type PrefixLexicon interface {
	Lexicon
	// HasPrefix reports whether some known (lowercased) word begins with
	// p; the empty p begins every word.
	HasPrefix(p string) bool
}

// HasPrefix reports whether some word of the list begins with the
// lowercased p. The first call sorts the words (about 0.1 s for the
// bundled list).
func (w *WordRanker) HasPrefix(p string) bool {
	w.sortOnce.Do(func() {
		w.sorted = make([]string, 0, len(w.rank))
		for word := range w.rank {
			w.sorted = append(w.sorted, word)
		}
		slices.Sort(w.sorted)
	})
	i, _ := slices.BinarySearch(w.sorted, p)
	return i < len(w.sorted) && strings.HasPrefix(w.sorted[i], p)
}

// KnownWords tells, for one source sentence, the words an output may use
// without inventing them (see InventedWords): the words of the source and
// their parts, and the lexicon's words.
//
// Tokens with a digit (numbers, reference signs, formulas) are not words,
// and InventedWords does not count them; KnownWords keeps them to those of
// the source, so that an output copies its numbers rather than making new
// ones: such a token is known when the source has it, or when each of its
// parts (split at - and ') is a number of the source or a known word.
type KnownWords struct {
	src  sourceWords
	nums map[string]bool // the source's tokens with a digit, and their parts with one
	lex  PrefixLexicon
}

// NewKnownWords returns the known words of outputs of source.
func NewKnownWords(source string, lex PrefixLexicon) *KnownWords {
	k := &KnownWords{src: newSourceWords(source), nums: map[string]bool{}, lex: lex}
	for _, tok := range WordTokens(NormalizeWordText(source)) {
		w := strings.Trim(tok, "'-")
		if !hasDigit(w) {
			continue
		}
		k.nums[w] = true
		for _, p := range wordParts(w) {
			if hasDigit(p) {
				k.nums[p] = true
			}
		}
	}
	return k
}

func hasDigit(s string) bool { return strings.ContainsFunc(s, unicode.IsDigit) }

// WordTokens returns the maximal runs of word runes (IsWordRune) of s.
func WordTokens(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !IsWordRune(r) })
}

// knownPart reports whether p, a part of a hyphenated token, is a number of
// the source (when it has a digit) or a known word.
func (k *KnownWords) knownPart(p string) bool {
	if hasDigit(p) {
		return k.nums[p]
	}
	return k.src[p] || k.lex.Known(p)
}

// IsWordRune reports whether r belongs to a word token as Words splits a
// sentence (letters, combining marks, digits, apostrophes and hyphens,
// typographic ones included); every other rune separates tokens.
func IsWordRune(r rune) bool {
	switch r {
	case '\'', '-', '’', '‘', '\u2010', '\u2011':
		return true
	}
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r)
}

// NormalizeWordText lowercases s and maps typographic apostrophes and
// hyphens to ' and -, as Words does before it splits s.
func NormalizeWordText(s string) string { return wordReplacer.Replace(PyLower(s)) }

// Complete reports whether tok, a whole word token of normalized text (a
// maximal run of word runes, see IsWordRune and NormalizeWordText), counts
// as known: it is only hyphens or apostrophes, or the word it gives is
// known, or it is a token with a digit that KnownWords keeps (see
// KnownWords).
func (k *KnownWords) Complete(tok string) bool {
	w := strings.Trim(tok, "'-")
	if w == "" {
		return true
	}
	if hasDigit(w) {
		if k.nums[w] {
			return true
		}
		for _, p := range wordParts(w) {
			if !k.knownPart(p) {
				return false
			}
		}
		return true
	}
	w = strings.TrimRight(strings.TrimSuffix(w, "'s"), "'")
	return w == "" || k.src.known(w, k.lex)
}

// Partial reports whether tok, the beginning of a word token of
// normalized text, can still grow into a token Complete accepts: it begins
// a known word or a number of the source, or its parts before the last
// hyphen or apostrophe are known (see Complete) and the last part begins
// one.
func (k *KnownWords) Partial(tok string) bool {
	w := strings.TrimLeft(tok, "'-")
	if w == "" || k.begins(w) {
		return true
	}
	cut := strings.LastIndexAny(w, "-'")
	if cut < 0 {
		return false
	}
	for _, p := range wordParts(w[:cut]) {
		if !k.knownPart(p) {
			return false
		}
	}
	return k.begins(w[cut+1:])
}

// SourceRests returns the rests of the source's words and numbers that
// begin with p, a lowercase word beginning, when only they can go on from
// it: no word of the list begins with p and p is not itself a word or a
// number of the source. ok is false otherwise. A token Partial or Complete
// accepts that begins with such a p begins with p and the rest of one of
// them, or with p and a part of one followed by a character that is not a
// letter, mark or digit (Partial, Complete and knownPart all read the
// token's first part, which only the source can then make known).
func (k *KnownWords) SourceRests(p string) (rests []string, ok bool) {
	if p == "" || k.lex.HasPrefix(p) || k.src[p] || k.nums[p] {
		return nil, false
	}
	for _, set := range []map[string]bool{k.src, k.nums} {
		for w := range set {
			if rest, found := strings.CutPrefix(w, p); found && rest != "" {
				rests = append(rests, rest)
			}
		}
	}
	return rests, true
}

// begins reports whether a known word or a number of the source begins
// with p.
func (k *KnownWords) begins(p string) bool {
	if p == "" {
		return true
	}
	if !hasDigit(p) && k.lex.HasPrefix(p) {
		return true
	}
	for _, set := range []map[string]bool{k.src, k.nums} {
		for w := range set {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}

var _ PrefixLexicon = (*WordRanker)(nil)

// sortedWords is WordRanker's lazily sorted word list (see HasPrefix).
type sortedWords struct {
	sortOnce sync.Once
	sorted   []string
}
