package silver

import (
	"fmt"

	"github.com/patsimp/patsimp/eval"
)

// DefaultMaxInvented is the invented-word step's default: a candidate with
// any invented word is removed. Human simplifications of patent sentences
// invent about 0.2–0.4 % of their words (typos), so a 30-word candidate of
// a person has about one chance in twenty of a typo; removing those costs a
// few per cent of good pairs, while one kept garbled word ("switchating")
// teaches the model to invent more.
const DefaultMaxInvented = 0

// Invented removes pairs whose candidate has more than Max invented words:
// words in neither the complex sentence nor the lexicon (eval.InventedWords:
// lowercased word tokens without digits, possessives folded, hyphenated
// words known when all their parts are). It is not one of the paper's
// filters; it catches garbled generator output ("cylricalrical",
// "small-di"…) that the similarity filters let through.
type Invented struct {
	// Max is the largest number of invented words a kept candidate may
	// have.
	Max int
	// Lexicon lists the known words; nil means the bundled wordfreq list
	// (eval.DefaultWordRanker), loaded on first use.
	Lexicon eval.Lexicon
}

// Name implements Filter.
func (Invented) Name() string { return "invented-words" }

// Describe implements Filter.
func (f Invented) Describe() string {
	lex := "the bundled wordfreq list"
	if f.Lexicon != nil {
		lex = fmt.Sprintf("a %T lexicon", f.Lexicon)
	}
	return fmt.Sprintf("remove pairs whose candidate has more than %d word(s) in neither the complex sentence nor %s", f.Max, lex)
}

// Keep implements Filter.
func (f Invented) Keep(p Pair) (bool, error) {
	lex := f.Lexicon
	if lex == nil {
		r, err := eval.DefaultWordRanker() // loaded once, then shared
		if err != nil {
			return false, fmt.Errorf("invented-words filter: %w", err)
		}
		lex = r
	}
	inv, _ := eval.InventedWords(p.Complex, p.Simple, lex)
	return len(inv) <= f.Max, nil
}
