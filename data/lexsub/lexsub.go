// Package lexsub rewrites words and phrases into simpler ones from a table
// of substitutions ("approximately" → "about", "prior to" → "before",
// "utilizes" → "uses"). People simplifying sentences make such
// substitutions more than any other edit but deletion; a simplifier that
// only deletes never does.
//
// A table also lists openers people drop: a connective such as "However,"
// or "In addition," at the start of a sentence goes, with its comma, and so
// does a frame such as "It should be noted that" before its clause.
//
// The embedded table (substitutions.tsv) holds pairs that people wrote in
// TurkCorpus tune and ASSET valid (Mine finds them) and the openers they
// dropped there (MineOpeners), kept after a read of their effect on patent
// sentences; docs/lexsub.md says how it was made.
package lexsub

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	_ "embed"
	"fmt"
	"io"
	"iter"
	"maps"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

//go:embed substitutions.tsv
var embedded []byte

// NotBeforeNumber, a third field of a table line, keeps a phrase before a
// number: "within<TAB>in<TAB>not before a number" makes "within the
// housing" "in the housing" but leaves "within 5%" and "within about 5
// minutes".
const NotBeforeNumber = "not before a number"

// NotBeforeThat, a third field of a table line, keeps a phrase before
// "that": "requires<TAB>needs<TAB>not before that" makes "requires a
// tool" "needs a tool" but leaves "requires that the valve be closed",
// where "needs that" is not English.
const NotBeforeThat = "not before that"

// MaxWords bounds the words of a phrase in a table, MaxOpenerWords those
// of an opener.
const (
	MaxWords       = 4
	MaxOpenerWords = 8
)

// A Table maps lower-case words and phrases to their substitutes, and
// lists the openers it drops.
type Table struct {
	subs     map[string]string
	conds    map[string]string // a phrase's third field, NotBeforeNumber or NotBeforeThat ("within 5%", "requires that")
	openers  map[string]bool   // lower-case phrases as written: "however,", "it should be noted that"
	maxWords int
	name     string
	sum      [sha256.Size]byte
}

// Parse reads a table: one "FROM<TAB>TO" pair a line, FROM and TO each one
// to MaxWords lower-case words of letters separated by single spaces, with
// an optional third field NotBeforeNumber or NotBeforeThat, or
// an opener to drop, "FROM,<TAB>" (a phrase and a comma) or "FROM that<TAB>"
// (a phrase ending in "that"), with nothing after the tab and at most
// MaxOpenerWords words; blank lines and lines starting with "#" are
// skipped. name labels errors ("name:line: reason") and the table
// (String).
func Parse(r io.Reader, name string) (*Table, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	t := &Table{subs: map[string]string{}, conds: map[string]string{}, openers: map[string]bool{}, name: name, sum: sha256.Sum256(data)}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSuffix(sc.Text(), "\r")
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		from, to, ok := strings.Cut(text, "\t")
		to, cond, hasCond := strings.Cut(to, "\t")
		if !ok || hasCond && (cond != NotBeforeNumber && cond != NotBeforeThat || to == "") {
			return nil, fmt.Errorf("%s:%d: want FROM<TAB>TO or FROM<TAB>TO<TAB>%s (or %s), got %q", name, line, NotBeforeNumber, NotBeforeThat, text)
		}
		if to == "" {
			phrase, comma := strings.CutSuffix(from, ",")
			if !comma && !strings.HasSuffix(from, " that") {
				return nil, fmt.Errorf("%s:%d: %q has no substitute (only an opener, a phrase and a comma or a phrase ending in \"that\", is dropped)", name, line, from)
			}
			if why := phraseError(phrase, MaxOpenerWords); why != "" {
				return nil, fmt.Errorf("%s:%d: %q: %s", name, line, phrase, why)
			}
			if t.openers[from] {
				return nil, fmt.Errorf("%s:%d: opener %q is listed twice", name, line, from)
			}
			t.openers[from] = true
			t.maxWords = max(t.maxWords, strings.Count(phrase, " ")+1)
			continue
		}
		for _, p := range []string{from, to} {
			if why := phraseError(p, MaxWords); why != "" {
				return nil, fmt.Errorf("%s:%d: %q: %s", name, line, p, why)
			}
		}
		if from == to {
			return nil, fmt.Errorf("%s:%d: %q substitutes itself", name, line, from)
		}
		if prev, dup := t.subs[from]; dup {
			return nil, fmt.Errorf("%s:%d: %q is listed twice (with %q and %q)", name, line, from, prev, to)
		}
		t.subs[from] = to
		if hasCond {
			t.conds[from] = cond
		}
		t.maxWords = max(t.maxWords, strings.Count(from, " ")+1)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(t.subs)+len(t.openers) == 0 {
		return nil, fmt.Errorf("%s: no substitutions", name)
	}
	return t, nil
}

// phraseError says what is wrong with a table phrase of at most maxWords
// words, or "".
func phraseError(p string, maxWords int) string {
	if !utf8.ValidString(p) {
		return "not UTF-8"
	}
	words := strings.Split(p, " ")
	if len(words) > maxWords {
		return fmt.Sprintf("more than %d words", maxWords)
	}
	for _, w := range words {
		if w == "" {
			return "empty, or words not separated by single spaces"
		}
		for _, r := range w {
			if !unicode.IsLower(r) {
				return "not lower-case words of letters"
			}
		}
	}
	return ""
}

// Default returns the embedded table (substitutions.tsv), parsed on first
// use.
func Default() (*Table, error) { return loadDefault() }

var loadDefault = sync.OnceValues(func() (*Table, error) {
	return Parse(bytes.NewReader(embedded), "substitutions.tsv")
})

// Synonym reports whether the table substitutes the lower-case phrase sub
// for the lower-case phrase word; depparse.EditCheck takes a table as its
// Synonyms.
func (t *Table) Synonym(word, sub string) bool {
	s, ok := t.subs[word]
	return ok && s == sub
}

// All yields the table's phrases and their substitutes, phrases in
// sorted order.
func (t *Table) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for _, from := range slices.Sorted(maps.Keys(t.subs)) {
			if !yield(from, t.subs[from]) {
				return
			}
		}
	}
}

// Openers yields the openers the table drops, in sorted order, as written
// in it ("however,", "it should be noted that").
func (t *Table) Openers() iter.Seq[string] {
	return func(yield func(string) bool) {
		for _, o := range slices.Sorted(maps.Keys(t.openers)) {
			if !yield(o) {
				return
			}
		}
	}
}

// Len returns the number of substitutions (openers aside).
func (t *Table) Len() int { return len(t.subs) }

// RewriteRevision names the revision of Rewrite's rules (where an opener may
// be dropped, how a word is substituted); it changes whenever they would
// rewrite differently, so that job records (simplify --out) redo outputs
// rewritten under older rules.
const RewriteRevision = "5"

// String names the table, its contents and the rules that apply it (a
// job's settings record it, so that an output rewritten with another table
// or under other rules is redone).
func (t *Table) String() string {
	return fmt.Sprintf("lexsub %s (%d substitutions, %d openers, sha256 %x, rewrite %s)", t.name, len(t.subs), len(t.openers), t.sum[:6], RewriteRevision)
}

// Rewrite returns s less the table's openers at the start of s or of a
// sentence in it, with every phrase of the table replaced by its
// substitute, longest phrase first, left to right.
//
// An opener goes with its comma and the spaces after it when a word or a
// number follows ("However, the valve opens." → "The valve opens."; "It
// should be noted that the valve opens." → "The valve opens."), and that
// word is capitalized if it is in lower case. Openers in a row go together
// ("However, in some embodiments, the valve opens.").
//
// A phrase matches whole words separated by single spaces, in lower case
// or with its first letter capitalized at the start of s or of a sentence
// in it (the substitute is then capitalized); a word with a capital
// elsewhere (a name), in all capitals, or joined to the next by a hyphen,
// a slash or a digit is left alone. An "a" or "an" right before a replaced
// word is made to agree with its substitute.
func (t *Table) Rewrite(s string) string {
	s = t.dropOpeners(s)
	var b strings.Builder
	last := 0
	for i := range wordStarts(s) {
		if i < last {
			continue // inside a replaced phrase
		}
		end, sub := t.match(s, i)
		if end < 0 {
			continue
		}
		b.WriteString(fixArticle(s[last:i], s[i:end], sub))
		if r, _ := utf8.DecodeRuneInString(s[i:]); unicode.IsUpper(r) {
			sub = capitalize(sub)
		}
		b.WriteString(sub)
		last = end
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// wordStarts yields the byte index of each word of s that is not joined
// to the word before it by a hyphen, a slash, a digit or a letter, left
// to right; a word is letters and apostrophes (wordEnd).
func wordStarts(s string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			if !unicode.IsLetter(r) {
				i += size
				continue
			}
			if !joined(s[:i], true) && !yield(i) {
				return
			}
			i = wordEnd(s, i)
		}
	}
}

// dropOpeners returns s less the table's openers at the start of s or of
// a sentence in it (Rewrite).
func (t *Table) dropOpeners(s string) string {
	if len(t.openers) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for i := range wordStarts(s) {
		if i < last || !sentenceStart(s[:i]) {
			continue
		}
		next := t.opener(s, i)
		if next < 0 {
			continue
		}
		for n := t.opener(s, next); n >= 0; n = t.opener(s, next) {
			next = n
		}
		b.WriteString(s[last:i])
		if w := s[next:wordEnd(s, next)]; w != "" && strings.ToLower(w) == w && !variable(w, s[next+len(w):]) {
			b.WriteString(capitalize(w))
			next += len(w)
		}
		last = next
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// variable reports whether the word w, followed by rest, is a variable or
// a formula whose case matters: a single letter other than "a" ("x is the
// distance") or a word joined to a digit, "=" or "_" ("p1=gas"; rewrite
// revision 3).
func variable(w, rest string) bool {
	if len(w) == 1 && w != "a" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.IsDigit(r) || r == '=' || r == '_'
}

// opener returns, when an opener of the table starts at byte i of s (a
// word start), its comma or "that" and spaces follow it and a letter or
// digit follows them, the byte index of that letter or digit; else -1.
// The opener's first letter may be a capital, its other letters may not.
func (t *Table) opener(s string, i int) int {
	words, ends := t.phrase(s, i)
	first := s[i:ends[0]]
	_, size := utf8.DecodeRuneInString(first)
	if first == "" || strings.ToLower(first[size:]) != first[size:] {
		return -1 // only the first letter may be a capital
	}
	e := -1
	if last := ends[len(ends)-1]; last < len(s) && s[last] == ',' && t.openers[strings.Join(words, " ")+","] {
		e = last + 1
	}
	for n := 2; n <= len(words) && e < 0; n++ {
		if words[n-1] == "that" && t.openers[strings.Join(words[:n], " ")] && !secondThat(s[ends[n-1]:]) {
			e = ends[n-1]
		}
	}
	if e < 0 {
		return -1
	}
	j := e
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j == e || j == len(s) {
		return -1
	}
	if r, _ := utf8.DecodeRuneInString(s[j:]); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return -1
	}
	if w := strings.Fields(strings.ToLower(s[j:min(j+12, len(s))])); len(w) >= 2 && w[0] == "such" && strings.HasPrefix(w[1], "as") {
		// The opener is what "such as" gives an example of ("In one
		// embodiment, such as the embodiment described in FIGS. 6-8,
		// pulling the handle …"; rewrite revision 2).
		return -1
	}
	return j
}

// secondThat reports whether rest, what follows an opener, holds a second
// clause of the opener's "that" ("It will be understood that FIG. 1 shows
// …, and that a similar flow occurs …"): without the opener, its "and
// that" would hang.
func secondThat(rest string) bool {
	return strings.Contains(rest, " and that ") || strings.Contains(rest, " or that ") || strings.Contains(rest, " but that ")
}

// phrase returns the words of letters that start at byte i of s (a word
// start), in lower case, and the byte end of each: up to t.maxWords words
// separated by single spaces, each after the first in lower case. A phrase
// of the table matches a prefix of them.
func (t *Table) phrase(s string, i int) (words []string, ends []int) {
	for k := i; len(words) < max(t.maxWords, 1); {
		e := letterEnd(s, k)
		w := s[k:e]
		if len(words) > 0 && strings.ToLower(w) != w {
			break
		}
		words = append(words, strings.ToLower(w))
		ends = append(ends, e)
		if e+1 >= len(s) || s[e] != ' ' || !isLetterAt(s, e+1) {
			break
		}
		k = e + 1
	}
	return words, ends
}

// match returns the end of the longest phrase of the table that starts at
// byte i of s (a word start) and its substitute, or -1.
func (t *Table) match(s string, i int) (int, string) {
	if w := s[i:letterEnd(s, i)]; strings.ToUpper(w) == w && len(w) > 1 {
		return -1, "" // an acronym
	}
	if first, _ := utf8.DecodeRuneInString(s[i:]); unicode.IsUpper(first) && !sentenceStart(s[:i]) {
		return -1, "" // a name
	}
	if quote, _ := utf8.DecodeLastRuneInString(s[:i]); quote == '“' || quote == '"' || quote == '‘' {
		return -1, "" // a word named, not used ("such terms as “front,” “within,” and the like"; rewrite revision 3)
	}
	words, ends := t.phrase(s, i)
	for n := len(words); n > 0; n-- {
		phrase := strings.Join(words[:n], " ")
		sub, ok := t.subs[phrase]
		if ok && !joined(s[ends[n-1]:], false) && !kept(t.conds[phrase], s[ends[n-1]:]) {
			if coordinatedWith(s[:i], s[ends[n-1]:], sub) {
				return -1, ""
			}
			return ends[n-1], sub
		}
	}
	return -1, ""
}

// coordinatedWith reports whether a substitute would stand beside itself
// across a coordinator (rewrite revision 5): "This configuration mitigates
// and reduces the change" would read "reduces and reduces". before and after
// are the texts before and after the replaced phrase.
func coordinatedWith(before, after, sub string) bool {
	before, after, sub = strings.ToLower(before), strings.ToLower(after), strings.ToLower(sub)
	for _, c := range []string{" and ", " or ", ", and ", ", or ", " and/or ", ", "} {
		if rest, ok := strings.CutPrefix(after, c); ok && strings.HasPrefix(rest, sub) && !joined(rest[len(sub):], false) {
			return true
		}
		if head, ok := strings.CutSuffix(before, sub+c); ok && !joined(head, true) {
			return true
		}
	}
	return false
}

// numberWords open a quantity ("within about 5 minutes", "within a few
// seconds").
var numberWords = map[string]bool{"about": true, "approximately": true, "around": true, "roughly": true,
	"one": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true, "eight": true,
	"nine": true, "ten": true, "several": true, "less": true, "more": true, "up": true}

// numberNext reports whether rest, the text after a phrase, goes on with a
// number: a digit or a sign before one ("5%", "±10%", "<2 s"), a word of
// numberWords or "a few".
func numberNext(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	rest = strings.TrimLeft(rest, "±~<>≤≥+−-")
	if r, _ := utf8.DecodeRuneInString(rest); unicode.IsDigit(r) {
		return true
	}
	w := strings.ToLower(rest[:letterEnd(rest, 0)])
	return numberWords[w] || w == "a" && strings.HasPrefix(rest[1:], " few ")
}

// kept reports whether a phrase whose table line has the third field cond
// ("" for none) stays before rest, the text after it.
func kept(cond, rest string) bool {
	switch cond {
	case NotBeforeNumber:
		return numberNext(rest)
	case NotBeforeThat:
		return thatNext(rest)
	}
	return false
}

// thatNext reports whether rest, the text after a phrase, goes on with the
// word "that".
func thatNext(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	return strings.EqualFold(rest[:letterEnd(rest, 0)], "that")
}

// wordEnd returns the end of the word (letters and apostrophes) at byte i.
func wordEnd(s string, i int) int {
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) && !(r == '\'' && i+size < len(s) && isLetterAt(s, i+size)) {
			break
		}
		i += size
	}
	return i
}

// letterEnd returns the end of the letters at byte i.
func letterEnd(s string, i int) int {
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			break
		}
		i += size
	}
	return i
}

func isLetterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}

// joined reports whether the text before (before a word, before is true)
// or after (after a word) joins that word to another: a hyphen, a slash, a
// digit or a letter.
func joined(text string, before bool) bool {
	if text == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text)
	if before {
		r, _ = utf8.DecodeLastRuneInString(text)
	}
	return r == '-' || r == '/' || unicode.IsDigit(r) || unicode.IsLetter(r) || r == '_'
}

// sentenceStart reports whether a word after the text before starts a
// sentence: nothing but spaces, quotes or brackets before it, or a full
// stop, question or exclamation mark and a space.
func sentenceStart(before string) bool {
	t := strings.TrimRight(before, " \"'“‘([")
	return t == "" || strings.HasSuffix(t, ".") || strings.HasSuffix(t, "?") || strings.HasSuffix(t, "!")
}

// fixArticle returns the text before a replaced word old, whose substitute
// is sub, with an "a" or "an" right before it made to agree with sub, if it
// agreed with old.
func fixArticle(before, old, sub string) string {
	if !strings.HasSuffix(before, " ") {
		return before
	}
	k := strings.LastIndexByte(before[:len(before)-1], ' ') + 1
	art := before[k : len(before)-1]
	low := strings.ToLower(art)
	if low != "a" && low != "an" || (low == "an") != vowelSound(old) || vowelSound(old) == vowelSound(sub) {
		return before
	}
	if art == "A" && !sentenceStart(before[:k]) {
		// Rewrite revision 4: a capital "A" inside a sentence is a label
		// ("the upper-end burner A within the area").
		return before
	}
	want := "a"
	if vowelSound(sub) {
		want = "an"
	}
	if art[0] == 'A' {
		want = strings.ToUpper(want[:1]) + want[1:]
	}
	return before[:k] + want + " "
}

// vowelSound reports whether a word starts with a vowel sound, by its
// letters: a, e, i, o, or a u not read "you" ("under" but not "use").
func vowelSound(w string) bool {
	w = strings.ToLower(w)
	if w == "" {
		return false
	}
	switch w[0] {
	case 'a', 'e', 'i', 'o':
		return true
	case 'u':
		return !strings.HasPrefix(w, "us") && !strings.HasPrefix(w, "uni") && !strings.HasPrefix(w, "uti")
	}
	return false
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
}
