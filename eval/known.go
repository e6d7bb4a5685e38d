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
type KnownWords struct {
	src sourceWords
	lex PrefixLexicon
}

// NewKnownWords returns the known words of outputs of source.
func NewKnownWords(source string, lex PrefixLexicon) *KnownWords {
	return &KnownWords{src: newSourceWords(source), lex: lex}
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
// as known: it is not a word at all (a number, a reference sign, only
// hyphens), or the word it gives is known.
func (k *KnownWords) Complete(tok string) bool {
	w := strings.Trim(tok, "'-")
	if w == "" || strings.ContainsFunc(w, unicode.IsDigit) {
		return true
	}
	w = strings.TrimRight(strings.TrimSuffix(w, "'s"), "'")
	return w == "" || k.src.known(w, k.lex)
}

// Partial reports whether tok, the beginning of a word token of
// normalized text, can still grow into a token Complete accepts: it holds
// a digit, or it begins a known word, or its parts before the last hyphen
// or apostrophe are known and the last part begins a known word.
func (k *KnownWords) Partial(tok string) bool {
	w := strings.TrimLeft(tok, "'-")
	if w == "" || strings.ContainsFunc(w, unicode.IsDigit) || k.begins(w) {
		return true
	}
	cut := strings.LastIndexAny(w, "-'")
	if cut < 0 {
		return false
	}
	for _, p := range wordParts(w[:cut]) {
		if !k.src[p] && !k.lex.Known(p) {
			return false
		}
	}
	return k.begins(w[cut+1:])
}

// begins reports whether a known word begins with p.
func (k *KnownWords) begins(p string) bool {
	if p == "" || k.lex.HasPrefix(p) {
		return true
	}
	for w := range k.src {
		if strings.HasPrefix(w, p) {
			return true
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
