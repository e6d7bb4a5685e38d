package depparse

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// Words a phrase hardly ever ends with. A deletion that leaves one of them
// right before a comma, a semicolon, a colon or the end of its sentence
// usually took what completes it: an object ("the compressor may be
// activated to interact [with …]."), a noun after its adjectives ("a
// variety [of hardware]", "a rotary [shaft]."), the rest of a pair ("at
// least [one …].", "for each [cylinder].").
//
// The list is counted, not written: unfinished.txt holds the lower-case
// words that occur at least UnfinishedMinCount times in the bundled patent
// sentences (datasets/patents) and end a phrase in fewer than
// UnfinishedMaxRate of their occurrences (CountUnfinished;
// TestUnfinishedMatchesCorpus recounts it).

// UnfinishedMinCount and UnfinishedMaxRate set which words unfinished.txt
// lists; ContextMinCount and ContextMaxRate which words it lists in a
// context ([CountUnfinishedInContext]).
// A word after "the" is listed only if "of" follows it in at least
// ContextOfShare of its uses there.
const (
	UnfinishedMinCount = 30
	UnfinishedMaxRate  = 0.01
	ContextMinCount    = 20
	ContextMaxRate     = 0.03
	ContextOfShare     = 0.5
)

//go:embed unfinished.txt
var unfinishedText string

// unfinished is the embedded list as a set.
var unfinished = sync.OnceValue(func() map[string]bool {
	set := map[string]bool{}
	for line := range strings.Lines(unfinishedText) {
		if w := strings.TrimSpace(line); w != "" && !strings.HasPrefix(w, "#") {
			set[w] = true
		}
	}
	return set
})

// phraseEnds are the tokens that end a phrase for CountUnfinished: a
// comma, a semicolon, a colon, or a full stop that ends the sentence.
var phraseEnds = wordSet(", ; :")

// CountUnfinished reads sentences, one a line, and returns, in sorted
// order, the lower-case words (letters and hyphens) that occur at least
// minCount times and are followed by a comma, a semicolon, a colon or the
// sentence's last full stop in less than maxRate of those occurrences.
// Words are Tokenize's tokens, counted as written (a capitalized word is
// not its lower-case form).
func CountUnfinished(r io.Reader, minCount int, maxRate float64) ([]string, error) {
	return countPhraseEnds(r, minCount, maxRate, func(toks []string, i int) []string {
		return []string{toks[i]}
	}, nil)
}

// CountUnfinishedInContext is CountUnfinished for words in three contexts,
// returned as "a WORD", "the WORD" and "_ WORD": right after "a" or "an"
// ("to a size [sufficiently small …].", "kept at a level [suitable to
// …]."), right after "the" if "of" follows it there in at least
// ContextOfShare of its uses (a noun that says what it is of: "detects the
// presence [of the magnet]."; not a thing named alone, "the detector"), and a
// participle in -ed right after a word that can end a noun phrase (not an
// auxiliary, article, determiner, preposition, coordinator, subordinator,
// adverb or word in -ly): a participle after its noun ("a discharge
// nozzle positioned [in the chamber].", "the mixture injected [into …].").
// Such words end phrases often enough in other uses ("at a particle
// size.", "is positioned.").
func CountUnfinishedInContext(r io.Reader, minCount int, maxRate float64) ([]string, error) {
	return countPhraseEnds(r, minCount, maxRate, func(toks []string, i int) []string {
		if i == 0 {
			return nil
		}
		return unfinishedContexts(toks[i-1], toks[i])
	}, func(key string, n, ofs int) bool {
		return !strings.HasPrefix(key, "the ") || float64(ofs) >= ContextOfShare*float64(n)
	})
}

// countPhraseEnds reads sentences, one a line, counts each plain word
// (plainWord) under the keys keys gives it (toks are the sentence's
// Tokenize tokens, i the word's index), and returns, sorted, the keys
// counted at least minCount times and followed by a comma, a semicolon, a
// colon or the sentence's last full stop in less than maxRate of them, and
// that keep, if not nil, keeps given their count n and how many of them
// "of" follows.
func countPhraseEnds(r io.Reader, minCount int, maxRate float64, keys func(toks []string, i int) []string,
	keep func(key string, n, ofs int) bool) ([]string, error) {
	seen, ends, ofs := map[string]int{}, map[string]int{}, map[string]int{}
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		toks := Tokenize(sc.Text())
		for i, w := range toks {
			if !plainWord(w) {
				continue
			}
			end := i+1 < len(toks) && (phraseEnds[toks[i+1]] || toks[i+1] == "." && i+2 == len(toks))
			of := i+1 < len(toks) && toks[i+1] == "of"
			for _, key := range keys(toks, i) {
				seen[key]++
				if end {
					ends[key]++
				}
				if of {
					ofs[key]++
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("counting phrase ends: %w", err)
	}
	var out []string
	for key, n := range seen {
		if n >= minCount && float64(ends[key]) < maxRate*float64(n) && (keep == nil || keep(key, n, ofs[key])) {
			out = append(out, key)
		}
	}
	slices.Sort(out)
	return out, nil
}

// unfinishedContexts returns the keys of CountUnfinishedInContext under
// which the word w after the word prev counts.
func unfinishedContexts(prev, w string) []string {
	var keys []string
	switch p := strings.ToLower(prev); p {
	case "a", "an":
		keys = append(keys, "a "+w)
	case "the":
		keys = append(keys, "the "+w)
	}
	if participle(w) && contentWord(prev) {
		keys = append(keys, "_ "+w)
	}
	return keys
}

// participle reports whether w is a lower-case participle in -ed (not
// "-eed": "speed", "need").
func participle(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed") && plainWord(w)
}

// notNounEnd are the words that cannot end the noun phrase a participle
// follows.
var notNounEnd = union(headBound, subordinators, relatives, adverbs, coordinators)

// contentWord reports whether w is a lower-case word that can end a noun
// phrase: plain (plainWord), not a word of notNounEnd, not an adverb in -ly
// (lyAdverb; rules revision 38: before, "assembly" was taken for one).
func contentWord(w string) bool {
	return plainWord(w) && !notNounEnd[w] && !lyAdverb(w)
}

// plainWord reports whether w is a lower-case word of letters and inner
// hyphens.
func plainWord(w string) bool {
	if w == "" || w[0] == '-' || w[len(w)-1] == '-' {
		return false
	}
	for _, r := range w {
		if r != '-' && !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// leftUnfinished says why the deletion of source words [from, to) leaves
// the kept word before it unfinished, or "": an unfinished word right before
// a phrase's end that the source did not have there ("to facilitate [the
// transfer of heat]."), or, a content word, before a finite verb ("the
// rotary [shaft] is"); or a word in -ing before a finite verb, a participle
// without its complement ("a ring-shaped rib extending [radially along the
// perimeter] is projected").
func leftUnfinished(from, to int, src []string, deleted []bool) string {
	if from == 0 || deleted[from-1] {
		return ""
	}
	// Rules revision 34: a bracketed aside between the word and the
	// deletion does not finish it ("has a plurality (for example,
	// three)[ of valves arranged in a row].").
	at := from - 1
	if src[at] == ")" {
		o := at - 1
		for o > 0 && src[o] != "(" && src[o] != ")" {
			o--
		}
		if o > 0 && src[o] == "(" && !deleted[o-1] && !slices.Contains(deleted[o:at], true) {
			at = o - 1
		}
	}
	w, k := src[at], nextKept(to, deleted)
	verb := k < len(src) && finiteAuxiliaries[strings.ToLower(src[k])]
	// Rules revision 33: a subordinator after the deletion ends the phrase
	// too ("performs a variety[ of actions] when a call is detected").
	atEnd := k == len(src) || phraseEnds[src[k]] || sentenceEnds[src[k]] || subordinators[strings.ToLower(src[k])]
	switch {
	case isGerund(w) && verb:
		return fmt.Sprintf("leaves %q without its complement before %q", w, src[k])
	case !atEnd:
		if content := compoundWord(w) || strings.HasSuffix(w, "ed"); unfinished()[w] && content && verb {
			return fmt.Sprintf("leaves %q before %q, where patents hardly ever end a phrase", w, src[k])
		}
		// Rules revision 36: "the N" of a noun that takes "of" loses it
		// wherever the phrase goes on ("The presence[ of two freeze
		// temperatures] indicates that …").
		if p := prevKept(at-1, deleted); p >= 0 && strings.EqualFold(src[p], "the") && strings.EqualFold(src[from], "of") && unfinished()["the "+w] {
			return fmt.Sprintf("leaves %q without the %q it takes", src[p]+" "+w, src[from])
		}
		return ""
	case k < len(src) && src[from] == src[k]:
		return "" // the source has that mark after the word too ("a variety[, which …],")
	case unfinished()[w]:
		return fmt.Sprintf("leaves %q where patents hardly ever end a phrase", w)
	}
	if p := prevKept(at-1, deleted); p >= 0 {
		for _, key := range unfinishedContexts(src[p], w) {
			if unfinished()[key] {
				return fmt.Sprintf("leaves %q where patents hardly ever end a phrase", src[p]+" "+w)
			}
		}
	}
	return ""
}
