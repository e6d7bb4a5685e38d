package depparse

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/patsimp/patsimp/data/conllu"
)

// Reserved feature IDs shared by every vocabulary.
const (
	padID  = 0 // padding
	unkID  = 1 // unknown
	rootID = 2 // the artificial ROOT token at position 0
	firstID
)

// affixLen is the number of runes in the prefix and suffix features.
const affixLen = 3

// Vocab maps tokens to the integer features the network reads: the
// normalised word, its first and last three letters, and its shape.
type Vocab struct {
	Words    []string // index = ID; the first three entries are reserved
	Prefixes []string
	Suffixes []string
	UPOS     []string // tag set of the auxiliary tagger

	word, prefix, suffix, upos map[string]int32
}

// normWord lower-cases a form and maps every digit to 0.
func normWord(form string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return '0'
		}
		return unicode.ToLower(r)
	}, form)
}

func prefixOf(w string) string {
	i, n := 0, 0
	for i < len(w) && n < affixLen {
		_, size := utf8.DecodeRuneInString(w[i:])
		i += size
		n++
	}
	return w[:i]
}

func suffixOf(w string) string {
	i, n := len(w), 0
	for i > 0 && n < affixLen {
		_, size := utf8.DecodeLastRuneInString(w[:i])
		i -= size
		n++
	}
	return w[i:]
}

// Word shapes.
const (
	shapePad = iota
	shapeUnk
	shapeRoot
	shapeLower
	shapeTitle
	shapeUpper
	shapeMixed
	shapeDigit
	shapeAlnum
	shapePunct
	shapeOther
	numShapes
)

// shapeOf classifies the spelling of a form.
func shapeOf(form string) int32 {
	var letters, upper, digits, punct, other, n int
	first := true
	firstUpper := false
	for _, r := range form {
		n++
		switch {
		case unicode.IsLetter(r):
			letters++
			if unicode.IsUpper(r) {
				upper++
				if first {
					firstUpper = true
				}
			}
		case unicode.IsDigit(r):
			digits++
		case unicode.IsPunct(r) || unicode.IsSymbol(r):
			punct++
		default:
			other++
		}
		first = false
	}
	switch {
	case n == 0:
		return shapeOther
	case digits == n || (digits > 0 && letters == 0 && other == 0):
		return shapeDigit
	case punct == n:
		return shapePunct
	case letters > 0 && digits > 0:
		return shapeAlnum
	case letters > 0 && upper == 0:
		return shapeLower
	case letters > 0 && upper == letters && letters > 1:
		return shapeUpper
	case firstUpper && upper == 1:
		return shapeTitle
	case letters > 0:
		return shapeMixed
	}
	return shapeOther
}

// buildVocab collects the features seen at least minCount times in the
// training sentences.
func buildVocab(sents []*conllu.Sentence, minCount int) *Vocab {
	wc := map[string]int{}
	pc := map[string]int{}
	sc := map[string]int{}
	tags := map[string]bool{}
	for _, s := range sents {
		for _, w := range s.Words {
			nw := normWord(w.Form)
			wc[nw]++
			pc[prefixOf(nw)]++
			sc[suffixOf(nw)]++
			tags[w.UPOS] = true
		}
	}
	keep := func(counts map[string]int) []string {
		var list []string
		for k, c := range counts {
			if c >= minCount {
				list = append(list, k)
			}
		}
		sort.Strings(list)
		return append([]string{"<pad>", "<unk>", "<root>"}, list...)
	}
	var upos []string
	for t := range tags {
		upos = append(upos, t)
	}
	sort.Strings(upos)
	v := &Vocab{Words: keep(wc), Prefixes: keep(pc), Suffixes: keep(sc), UPOS: upos}
	v.index()
	return v
}

// index builds the lookup maps from the lists.
func (v *Vocab) index() {
	mk := func(list []string) map[string]int32 {
		m := make(map[string]int32, len(list))
		for i, s := range list[firstID:] {
			m[s] = int32(i + firstID)
		}
		return m
	}
	v.word, v.prefix, v.suffix = mk(v.Words), mk(v.Prefixes), mk(v.Suffixes)
	v.upos = make(map[string]int32, len(v.UPOS))
	for i, t := range v.UPOS {
		v.upos[t] = int32(i)
	}
}

func lookup(m map[string]int32, s string) int32 {
	if id, ok := m[s]; ok {
		return id
	}
	return unkID
}

// features are the integer features of one token.
type features struct {
	word, prefix, suffix, shape int32
}

// featurize returns the features of the forms, preceded by ROOT.
func (v *Vocab) featurize(forms []string) []features {
	out := make([]features, len(forms)+1)
	out[0] = features{rootID, rootID, rootID, shapeRoot}
	for i, f := range forms {
		nw := normWord(f)
		out[i+1] = features{
			word:   lookup(v.word, nw),
			prefix: lookup(v.prefix, prefixOf(nw)),
			suffix: lookup(v.suffix, suffixOf(nw)),
			shape:  shapeOf(f),
		}
	}
	return out
}
