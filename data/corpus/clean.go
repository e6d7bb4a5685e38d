package corpus

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// NormalizeSpace replaces every run of Unicode white space (including
// no-break and em spaces) with one ASCII space, deletes invisible
// characters (zero-width spaces, invisible MathML operators, byte-order
// marks, soft hyphens) and trims both ends.
func NormalizeSpace(s string) string {
	if isNormalASCII(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case r == '\u200b' || r == '\u200c' || r == '\u200d' || r == '\u2060' ||
			r == '\u2061' || r == '\u2062' || r == '\u2063' || r == '\u2064' ||
			r == '\ufeff' || r == '\u00ad':
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// isNormalASCII reports whether s is printable ASCII without leading,
// trailing or repeated spaces: already normalised.
func isNormalASCII(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return s == ""
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < ' ' || c > '~' || c == ' ' && s[i+1] == ' ' {
			return false
		}
	}
	return true
}

// Tokens returns the number of tokens of s in the manner of the Moses
// tokenizer that produced the paper's pre-tokenized corpus: s is split on
// white space, and each punctuation or symbol character at the start or
// end of a word is a token of its own ("(EMI)." is 4 tokens: "(", "EMI",
// ")", "."). Characters inside a word ("5.5", "U.S", "non-limiting") do not
// split it.
func Tokens(s string) int {
	n := 0
	for w := range strings.FieldsSeq(s) {
		lead := 0
		for w != "" {
			r, size := utf8.DecodeRuneInString(w)
			if !isPunct(r) {
				break
			}
			lead++
			w = w[size:]
		}
		trail := 0
		for w != "" {
			r, size := utf8.DecodeLastRuneInString(w)
			if !isPunct(r) {
				break
			}
			trail++
			w = w[:len(w)-size]
		}
		n += lead + trail
		if w != "" {
			n++
		}
	}
	return n
}

func isPunct(r rune) bool {
	if r < utf8.RuneSelf {
		return r > ' ' && r < 0x7f && !('0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z')
	}
	return unicode.IsPunct(r) || unicode.IsSymbol(r)
}

// AlphaRatio returns the fraction of the non-space characters of s that are
// letters (unicode.IsLetter); 0 for a string with no such characters.
func AlphaRatio(s string) float64 {
	letters, total := 0, 0
	for _, r := range s {
		if unicode.IsSpace(r) {
			continue
		}
		total++
		if unicode.IsLetter(r) {
			letters++
		}
	}
	if total == 0 {
		return 0
	}
	return float64(letters) / float64(total)
}

// Figure and reference-numeral patterns. A reference label is a number
// with an optional letter and primes ("12", "12a", "3B", "104'"); a figure
// label may add a parenthesised part ("3(a)").
const (
	refLabel = `[A-Z]?\d{1,4}[A-Za-z]?(?:'|′|″|’)*`
	figLabel = `\d{1,3}[A-Za-z]?(?:\([A-Za-z0-9]{1,3}\))?`
	figWord  = `(?:FIGS?\.|Figs?\.|FIGURES?|Figures?)`
	listSep  = `\s*(?:,|;|&|and|or|to|through|-|–|—)\s*`
	figList  = figWord + `\s*` + figLabel + `(?:` + listSep + `(?:` + figWord + `\s*)?` + figLabel + `)*`
	refList  = refLabel + `(?:` + listSep + refLabel + `)*`
)

var (
	// (12), (12a, 14b), (12-16), (FIG. 3), (FIGS. 3 and 4), (see FIG. 3),
	// (shown in FIG. 2).
	parenRefRE = regexp.MustCompile(`(?:^|\s+)\(\s*(?:(?:see(?:\s+also)?|cf\.|e\.g\.,?|as\s+shown\s+in|shown\s+in|in)\s+)?(?:` +
		figList + `|` + refList + `)\s*\)`)
	// "Referring to FIG. 1, ", "In FIGS. 2 and 3, " at the start of a
	// sentence.
	introFigRE = regexp.MustCompile(`^(?:(?:Referring|Turning|Returning)\s+(?:now\s+)?(?:back\s+)?(?:again\s+)?(?:also\s+)?to|` +
		`With\s+(?:further\s+|particular\s+|continued\s+)?reference\s+(?:now\s+)?to|As\s+(?:is\s+)?(?:shown|illustrated|depicted|seen)\s+in|In|On)\s+` +
		`(?:the\s+)?` + figList + `\s*,\s*`)
	// ", as shown in FIG. 3" and "shown in FIG. 3" after a noun.
	shownFigRE = regexp.MustCompile(`(,\s*)?(?:as\s+)?\b(?:shown|illustrated|depicted|seen|represented)\s+(?:in|on)\s+` + figList)
	// "of FIG. 3" and "in FIG. 3" after a noun.
	ofFigRE = regexp.MustCompile(`\s+(?:of|in)\s+` + figList)
	// A bare reference numeral word (no letter prefix: "T2" is a name).
	bareRefRE  = regexp.MustCompile(`^\d{1,4}[A-Za-z]?(?:'|′|″|’)*$`)
	plainNumRE = regexp.MustCompile(`^\d+$`)
	// Clean-up after removals.
	spaceBeforePunctRE = regexp.MustCompile(`\s+([,.;:!?)\]])`)
	emptyParenRE       = regexp.MustCompile(`\(\s*[,;]?\s*\)`)
	doublePunctRE      = regexp.MustCompile(`,\s*([,.;:])`)
	openParenSpaceRE   = regexp.MustCompile(`([(\[])\s+`)
	multiSpaceRE       = regexp.MustCompile(`\s{2,}`)
)

// beWords are forms of "to be": a figure reference after them is the
// predicate ("is shown in FIG. 3") and is kept.
var beWords = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true}

// RemoveReferences removes figure and part references from a sentence
// whose white space is normalised. The rules, applied in order, are
// documented with examples in docs/corpus.md:
//
//  1. parenthesised reference numerals and figure references: "(12)",
//     "(12a, 14)", "(FIG. 3)", "(see FIGS. 3 and 4)";
//  2. an introductory figure phrase with its comma: "Referring to FIG. 1, ",
//     "In FIG. 3, " (the next word is capitalised);
//  3. "shown in FIG. 3" (with "as" and a leading comma) unless it follows a
//     form of "to be" (the predicate "is shown in FIG. 3" stays);
//  4. "of FIG. 3" / "in FIG. 3" after a noun (not after "to be", "as" or a
//     past participle);
//  5. bare reference numerals after a noun: "the housing 12 is", "arms 14a
//     and 14b", "lever 22' ," (see isReferenceNumeral);
//
// then empty brackets and the spaces before punctuation left behind are
// tidied. Other figure mentions ("FIG. 3 is a block diagram") are kept
// intact.
func RemoveReferences(s string) string {
	orig := s
	if strings.IndexByte(s, '(') >= 0 {
		s = parenRefRE.ReplaceAllStringFunc(s, func(m string) string {
			if isYear(strings.Trim(m, " ()")) {
				return m // "(1993)" in a citation
			}
			return ""
		})
	}
	if strings.Contains(s, "FIG") || strings.Contains(s, "Fig") {
		if loc := introFigRE.FindStringIndex(s); loc != nil {
			s = capitalizeFirst(s[loc[1]:])
		}
		s = replaceUnlessAfter(s, shownFigRE, func(prev string) bool { return beWords[prev] })
		s = replaceUnlessAfter(s, ofFigRE, func(prev string) bool {
			return beWords[prev] || prev == "as" || prev == "than" || prev == "shown" ||
				prev == "seen" || strings.HasSuffix(prev, "ed") || prev == ""
		})
	}
	s = removeBareNumerals(s)
	if s == orig {
		return s
	}
	// Each tidy-up pattern runs only when a cheap scan says it can match.
	if strings.Contains(s, "(") {
		s = emptyParenRE.ReplaceAllString(s, "")
	}
	if hasSpaceBefore(s, ",.;:!?)]") {
		s = spaceBeforePunctRE.ReplaceAllString(s, "$1")
	}
	if hasCommaBefore(s, ",.;:") {
		s = doublePunctRE.ReplaceAllString(s, "$1")
	}
	if strings.Contains(s, "( ") || strings.Contains(s, "[ ") {
		s = openParenSpaceRE.ReplaceAllString(s, "$1")
	}
	if strings.Contains(s, "  ") {
		s = multiSpaceRE.ReplaceAllString(s, " ")
	}
	s = strings.TrimSpace(s)
	return strings.TrimLeft(s, ",; ")
}

// hasSpaceBefore reports whether a space is directly followed by one of
// the bytes of set.
func hasSpaceBefore(s, set string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == ' ' && strings.IndexByte(set, s[i+1]) >= 0 {
			return true
		}
	}
	return false
}

// hasCommaBefore reports whether a comma is followed, after optional
// spaces, by one of the bytes of set.
func hasCommaBefore(s, set string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ',' {
			continue
		}
		j := i + 1
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j < len(s) && strings.IndexByte(set, s[j]) >= 0 {
			return true
		}
	}
	return false
}

// replaceUnlessAfter deletes the matches of re in s, except those preceded
// by a word for which keep returns true. The word is passed lower-cased
// (without an adverb in "-ly": "is schematically shown" passes "is").
func replaceUnlessAfter(s string, re *regexp.Regexp, keep func(prev string) bool) string {
	locs := re.FindAllStringIndex(s, -1)
	if locs == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, loc := range locs {
		before := strings.Fields(s[:loc[0]])
		prev := ""
		for i := len(before) - 1; i >= 0; i-- {
			w := strings.ToLower(before[i])
			if strings.HasSuffix(w, "ly") && i > 0 {
				continue
			}
			prev = w
			break
		}
		// A match after a comma starts with the comma itself.
		if strings.HasPrefix(s[loc[0]:], ",") {
			prev = ","
		}
		if keep(prev) {
			continue
		}
		b.WriteString(s[last:loc[0]])
		last = loc[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// refPrevExcluded are words after which a number is a quantity, a
// citation or a label rather than a reference numeral.
var refPrevExcluded = toSet(`a an the this that these those its their his her our your my some any each every all both
no not only about approximately around nearly roughly almost over under above below than least most of to in on at by
for from with within without into onto between among per via after before during until since up down and or nor but if
is are was were be been being has have had having comprises comprising comprise includes including include contains
containing contain claim claims step stage example examples table tables formula formulas formulae equation
equations eq no nos number numbers page pages col column columns row rows chapter
paragraph paragraphs numeral numerals item items version level levels type types class grade generation phase mode modes option
case cases method methods embodiment embodiments figure figures fig figs sheet sheets times plus minus equal equals exceeding
exceeds ph day days year years month months hour hours minute minutes second seconds week weeks than as so then
when where while which what who whose whereby wherein thereof approximately generally typically substantially
formula compound compounds sequence seq id nucleotides residues amino positions position residue exon exons
chromosome chromosomes lane lanes run runs sample samples patient patients test tests trial trials group groups
experiment experiments series model models rev revision release bit bits byte bytes
cycle cycles iteration iterations degree degrees vitamin factor factors interleukin il cd type-`)

// refNextFollow are words that follow a reference numeral: verbs, function
// words and conjunctions ("the housing 12 is attached", "lever 14 of").
var refNextFollow = toSet(`is are was were be been being has have had may can will could should would must might
does do did and or of to in on at by for with from which that when where while as so via into onto through toward
towards against along about around over under above below between within without also then thereby therein
thereof such comprises comprising includes including contains containing consists consisting forms form
formed defines define defined extends extend extending receives receive received engages engage engaged
provides provide provided connects connect connected moves move moved rotates rotate rotated holds hold held
supports support supported carries carry carried allows allow enables enable causes cause sends send sent
transmits transmit generates generate outputs output stores store stored controls control controlled performs
perform determines determine according respectively located positioned disposed mounted arranged attached
coupled secured fixed shown illustrated depicted having`)

// refUnits are words that make a preceding number a quantity.
var refUnits = toSet(`mm cm m km nm µm μm um inch inches ft feet mil mils micron microns kg g mg µg μg ng lb lbs
ml µl μl ms µs μs ns sec min h hr hrs v mv kv ma µa w kw mw hz khz mhz ghz db % °c °f k pa kpa mpa psi bar
rpm wt vol ppm ppb mol mmol µmol μmol m% times percent parts bits bytes kb mb gb tb bit byte pixels degrees`)

func toSet(words string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// removeBareNumerals deletes reference numerals standing after a noun,
// together with a list of further numerals joined by "and", "or" or commas.
func removeBareNumerals(s string) string {
	words := strings.Split(s, " ")
	drop := make([]bool, len(words))
	for i := 1; i < len(words); i++ {
		if w := words[i]; w == "" || w[0] < '0' || w[0] > '9' {
			continue
		}
		core, trail := splitTrailing(words[i])
		if !bareRefRE.MatchString(core) {
			continue
		}
		prev := words[i-1]
		if drop[i-1] || !isNounLike(prev) {
			continue
		}
		if !isReferenceNumeral(core, trail, words[i+1:]) {
			continue
		}
		drop[i] = true
		// Following numerals of a list: "12, 14 and 16".
		j := i
		for !hasSentencePunct(trail) && j+1 < len(words) {
			next := strings.ToLower(words[j+1])
			if (next == "and" || next == "or") && j+2 < len(words) {
				c2, t2 := splitTrailing(words[j+2])
				if bareRefRE.MatchString(c2) && !refUnits[strings.ToLower(nextWord(words, j+3))] {
					drop[j+1], drop[j+2] = true, true
					j += 2
					trail = t2
					continue
				}
			}
			if strings.HasSuffix(trail, ",") {
				c2, t2 := splitTrailing(words[j+1])
				if bareRefRE.MatchString(c2) {
					drop[j+1] = true
					j++
					trail = t2
					continue
				}
			}
			break
		}
		// Keep the punctuation of the last dropped word.
		if trail != "" {
			words[j] = trail
			drop[j] = false
		}
		i = j
	}
	out := words[:0]
	for i, w := range words {
		if !drop[i] && w != "" {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// isReferenceNumeral decides whether the numeral core (with trailing
// punctuation trail) after a noun-like word is a reference numeral: it is
// when it carries a letter or prime ("14a", "22'"), when punctuation or
// the end of the sentence follows it, or when the next word is a verb or
// function word; a plain number of two or more digits also counts unless a
// unit follows ("the lever 12 pivots", but "width 5 mm").
func isReferenceNumeral(core, trail string, rest []string) bool {
	if trail != "" {
		return true
	}
	if len(rest) == 0 {
		return true
	}
	next := strings.ToLower(rest[0])
	if refUnits[next] || refUnits[strings.TrimRight(next, ".,;:")] {
		return false
	}
	if !plainNumRE.MatchString(core) {
		return true
	}
	if refNextFollow[next] {
		return true
	}
	return len(core) >= 2 && isLetters(strings.TrimRight(next, ".,;:")) && !isCapitalized(rest[0])
}

// isNounLike reports whether w can be the noun a reference numeral labels:
// a lower-case (or capitalised) word of letters and hyphens of two or more
// letters, not in refPrevExcluded.
func isNounLike(w string) bool {
	if utf8.RuneCountInString(w) < 2 {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '-' {
			return false
		}
	}
	return !refPrevExcluded[strings.ToLower(w)]
}

func isCapitalized(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// splitTrailing splits trailing punctuation (",", ".", ";", ":", ")")
// from a word.
func splitTrailing(w string) (core, trail string) {
	i := len(w)
	for i > 0 && strings.IndexByte(",.;:)]", w[i-1]) >= 0 {
		i--
	}
	return w[:i], w[i:]
}

func hasSentencePunct(trail string) bool { return strings.ContainsAny(trail, ".;:)]") }

func nextWord(words []string, i int) string {
	if i < len(words) {
		return words[i]
	}
	return ""
}

// isYear reports whether s is a four-digit number from 1800 to 2099.
func isYear(s string) bool {
	if len(s) != 4 || !plainNumRE.MatchString(s) {
		return false
	}
	return s >= "1800" && s <= "2099"
}

func capitalizeFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}
