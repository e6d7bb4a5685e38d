package eval

import (
	"strings"
	"unicode/utf8"
)

// Readability holds the counts behind FKGL and Flesch Reading Ease. They add
// up over texts.
type Readability struct {
	Sentences, Words, Syllables int64
}

// Add adds the counts of o to r.
func (r *Readability) Add(o Readability) {
	r.Sentences += o.Sentences
	r.Words += o.Words
	r.Syllables += o.Syllables
}

// FKGL is the Flesch-Kincaid grade level of the counts, clamped at 0 like
// EASSE's FKGLScorer, and 0 when there are no sentences or words.
func (r Readability) FKGL() float64 {
	if r.Sentences == 0 || r.Words == 0 {
		return 0
	}
	// The float64 conversions round each product, so that no fused
	// multiply-add changes the last bit against the Python reference.
	return max(0, float64(0.39*(float64(r.Words)/float64(r.Sentences)))+
		float64(11.8*(float64(r.Syllables)/float64(r.Words)))-15.59)
}

// FRE is the Flesch Reading Ease of the counts (unclamped), and 0 when
// there are no sentences or words.
func (r Readability) FRE() float64 {
	if r.Sentences == 0 || r.Words == 0 {
		return 0
	}
	return 206.835 - float64(1.015*(float64(r.Words)/float64(r.Sentences))) -
		float64(84.6*(float64(r.Syllables)/float64(r.Words)))
}

// CountReadability returns the readability counts of one line as EASSE's
// FKGLScorer.add sees it after corpus_fkgl's normalisation (lowercase and
// 13a): Punkt sentences, whitespace words, and syllables per word.
func CountReadability(line string) Readability {
	return countNormalized(Normalize(line, true, Tokenizer13a))
}

// countNormalized counts an already lowercased, 13a-tokenized text.
func countNormalized(text string) Readability {
	var c readabilityCounter
	return c.count(text)
}

// readabilityCounter counts texts, caching syllable counts per word (as the
// reference does); it is not safe for concurrent use.
type readabilityCounter struct {
	syllables map[string]int
	toks      []string
	runes     []rune
}

func (c *readabilityCounter) count(text string) Readability {
	c.toks = appendFields(c.toks[:0], text)
	r := Readability{Sentences: int64(countSentences(c.toks)), Words: int64(len(c.toks))}
	if c.syllables == nil {
		c.syllables = make(map[string]int)
	}
	for _, t := range c.toks {
		n, ok := c.syllables[t]
		if !ok {
			n, c.runes = countSyllables(t, c.runes)
			if len(c.syllables) < 1<<20 {
				c.syllables[t] = n
			}
		}
		r.Syllables += int64(n)
	}
	return r
}

// appendFields appends the Python-whitespace-separated fields of s to dst.
func appendFields(dst []string, s string) []string {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if asciiSpace[c] {
				i++
				continue
			}
		} else if r, size := utf8.DecodeRuneInString(s[i:]); isPySpace(r) {
			i += size
			continue
		}
		j := i + 1
		for j < len(s) {
			c := s[j]
			if c < utf8.RuneSelf {
				if asciiSpace[c] {
					break
				}
				j++
				continue
			}
			r, size := utf8.DecodeRuneInString(s[j:])
			if isPySpace(r) {
				break
			}
			j += size
		}
		dst = append(dst, s[i:j])
		i = j
	}
	return dst
}

// CorpusReadability sums the readability counts of every line.
func CorpusReadability(lines []string) Readability {
	parts := parallelCollect(len(lines), func(lo, hi int) Readability {
		var r Readability
		var rc readabilityCounter
		nz := normalizer{lowercase: true, tok: Tokenizer13a}
		for i := lo; i < hi; i++ {
			r.Add(rc.count(nz.normalize(lines[i])))
		}
		return r
	})
	var r Readability
	for _, p := range parts {
		r.Add(p)
	}
	return r
}

// CorpusFKGL is EASSE's corpus_fkgl: the Flesch-Kincaid grade level of all
// lines together.
func CorpusFKGL(lines []string) float64 { return CorpusReadability(lines).FKGL() }

// CorpusFRE is the Flesch Reading Ease of all lines together, counted like
// CorpusFKGL.
func CorpusFRE(lines []string) float64 { return CorpusReadability(lines).FRE() }

// FKGL is the Flesch-Kincaid grade level of one text.
func FKGL(text string) float64 { return CountReadability(text).FKGL() }

// FleschReadingEase is the Flesch Reading Ease of one text.
func FleschReadingEase(text string) float64 { return CountReadability(text).FRE() }

// CountSentences returns the number of sentences NLTK's English Punkt
// tokenizer finds in a lowercased, 13a-tokenized text.
func CountSentences(text string) int { return countSentences(PyFields(text)) }

// countSentences emulates Punkt on the tokens of a lowercased 13a text. In
// such text every period, question mark and exclamation mark is a token of
// its own (only digit.digit periods stay inside numbers), Punkt sees each of
// them followed by another token as a sentence end (its abbreviation and
// ellipsis heuristics never fire on a lone "." whose context is ". next"),
// and its boundary realignment then moves a first token made only of
// closing quotes and brackets back to the sentence before.
func countSentences(toks []string) int {
	count, realign := 0, 0
	for start := 0; start < len(toks); {
		end := sentenceEnd(toks, start)
		if end == len(toks) {
			if start+realign < end {
				count++
			}
			break
		}
		if isClosingPunct(toks[end]) {
			count++
			realign = 1
		} else {
			if start+realign < end {
				count++
			}
			realign = 0
		}
		start = end
	}
	return count
}

// sentenceEnd returns the index after the first sentence-ending token at or
// after start that has a token after it, or len(toks).
func sentenceEnd(toks []string, start int) int {
	for j := start; j < len(toks)-1; j++ {
		if t := toks[j]; t == "." || t == "?" || t == "!" {
			return j + 1
		}
	}
	return len(toks)
}

// isClosingPunct reports whether the token is only made of the characters
// Punkt's boundary realignment moves: " ' ) ] }.
func isClosingPunct(t string) bool {
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '"', '\'', ')', ']', '}':
		default:
			return false
		}
	}
	return t != ""
}

// syllableExceptions are the words whose syllable count is fixed.
var syllableExceptions = map[string]int{
	"the": 1, "tottered": 2, "chummed": 1, "peeped": 1, "moustaches": 2, "shamefully": 3,
	"messieurs": 2, "satiated": 4, "sailmaker": 4, "sheered": 1, "disinterred": 3,
	"propitiatory": 6, "bepatched": 2, "particularized": 5, "caressed": 2, "trespassed": 2,
	"sepulchre": 3, "flapped": 1, "hemispheres": 3, "pencilled": 2, "motioned": 2,
	"poleman": 2, "slandered": 2, "sombre": 2, "etc": 4, "sidespring": 2, "mimes": 1,
	"effaces": 2, "mr": 2, "mrs": 2, "ms": 1, "dr": 2, "st": 1, "sr": 2, "jr": 2,
	"truckle": 2, "foamed": 1, "fringed": 2, "clattered": 2, "capered": 2, "mangroves": 2,
	"suavely": 2, "reclined": 2, "brutes": 1, "effaced": 2, "quivered": 2, "h'm": 1,
	"veriest": 3, "sententiously": 4, "deafened": 2, "manoeuvred": 3, "unstained": 2,
	"gaped": 1, "stammer": 2, "shivered": 2, "discoloured": 3, "gravesend": 2, "60": 2,
	"lb": 1, "unexpressed": 3, "greyish": 2, "unostentatious": 5,
}

// CountSyllables counts the syllables of a word with EASSE's English
// heuristic (after Greg Fast's Lingua::EN::Syllable): a fixed exception
// list, else drop trailing "e"s, count groups of a/e/i/o/u/y and correct the
// count with 19 patterns that add and 9 that subtract a syllable.
// Punctuation tokens have 0 syllables; the count can be negative for a few
// odd strings, as in the reference.
func CountSyllables(word string) int {
	n, _ := countSyllables(word, nil)
	return n
}

// countSyllables is CountSyllables with a reusable rune buffer.
func countSyllables(word string, buf []rune) (int, []rune) {
	word = PyLower(strings.TrimFunc(word, isPySpace))
	if word == "" {
		return 0, buf
	}
	if n, ok := syllableExceptions[word]; ok {
		return n, buf
	}
	word = strings.TrimRight(word, "e")
	w := buf[:0]
	for _, r := range word {
		w = append(w, r)
	}
	count := 0
	prevVowel := false
	for _, c := range w {
		v := isVowelY(c)
		if v && !prevVowel {
			count++
		}
		prevVowel = v
	}
	for _, p := range addSyllable {
		if p(w) {
			count++
		}
	}
	for _, p := range subSyllable {
		if p(w) {
			count--
		}
	}
	return count, w
}

func isVowel(c rune) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u':
		return true
	}
	return false
}

func isVowelY(c rune) bool { return isVowel(c) || c == 'y' }

// contains reports whether w contains the ASCII string s.
func contains(w []rune, s string) bool {
	n := len(s)
outer:
	for i := 0; i+n <= len(w); i++ {
		for j := 0; j < n; j++ {
			if w[i+j] != rune(s[j]) {
				continue outer
			}
		}
		return true
	}
	return false
}

func hasSuffix(w []rune, s string) bool {
	if len(w) < len(s) {
		return false
	}
	return contains(w[len(w)-len(s):], s)
}

func hasPrefix(w []rune, s string) bool {
	if len(w) < len(s) {
		return false
	}
	return contains(w[:len(s)], s)
}

func substr(s string) func([]rune) bool { return func(w []rune) bool { return contains(w, s) } }
func suffix(s string) func([]rune) bool { return func(w []rune) bool { return hasSuffix(w, s) } }

// addSyllable are the patterns that each add one syllable when they match.
var addSyllable = []func([]rune) bool{
	substr("ia"), substr("riet"), substr("dien"), substr("iu"), substr("io"), substr("ii"),
	// [aeiouy]bl$
	func(w []rune) bool { n := len(w); return n >= 3 && isVowelY(w[n-3]) && w[n-2] == 'b' && w[n-1] == 'l' },
	suffix("mbl"),
	// [aeiou]{3}
	func(w []rune) bool {
		for i := 0; i+3 <= len(w); i++ {
			if isVowel(w[i]) && isVowel(w[i+1]) && isVowel(w[i+2]) {
				return true
			}
		}
		return false
	},
	func(w []rune) bool { return hasPrefix(w, "mc") },
	suffix("ism"),
	// (.)(?!\1)([aeiouy])\2l$: a vowel doubled before a final l, after a
	// different character.
	func(w []rune) bool {
		n := len(w)
		return n >= 4 && w[n-1] == 'l' && isVowelY(w[n-2]) && w[n-3] == w[n-2] &&
			w[n-4] != w[n-3] && w[n-4] != '\n'
	},
	// [^l]llien
	func(w []rune) bool {
		for i := 0; i+6 <= len(w); i++ {
			if w[i] != 'l' && contains(w[i+1:i+6], "llien") {
				return true
			}
		}
		return false
	},
	// ^coad. ^coag. ^coal. ^coax.
	func(w []rune) bool { return len(w) >= 5 && hasPrefix(w, "coa") && w[3] == 'd' && w[4] != '\n' },
	func(w []rune) bool { return len(w) >= 5 && hasPrefix(w, "coa") && w[3] == 'g' && w[4] != '\n' },
	func(w []rune) bool { return len(w) >= 5 && hasPrefix(w, "coa") && w[3] == 'l' && w[4] != '\n' },
	func(w []rune) bool { return len(w) >= 5 && hasPrefix(w, "coa") && w[3] == 'x' && w[4] != '\n' },
	// (.)(?!\1)[gq]ua(.)(?!\2)[aeiou]
	func(w []rune) bool {
		for i := 0; i+6 <= len(w); i++ {
			if w[i] == '\n' || w[i+4] == '\n' {
				continue
			}
			g := w[i+1]
			if (g == 'g' || g == 'q') && g != w[i] && w[i+2] == 'u' && w[i+3] == 'a' &&
				isVowel(w[i+5]) && w[i+5] != w[i+4] {
				return true
			}
		}
		return false
	},
	suffix("dnt"),
}

// subSyllable are the patterns that each remove one syllable when they match.
var subSyllable = []func([]rune) bool{
	substr("cial"), substr("tia"), substr("cius"), substr("cious"), substr("gui"),
	substr("ion"), substr("iou"), suffix("sia"),
	// .ely$
	func(w []rune) bool { n := len(w); return n >= 4 && hasSuffix(w, "ely") && w[n-4] != '\n' },
}
