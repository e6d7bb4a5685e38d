package depparse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tokenize splits a raw English sentence into syntactic words following
// the UD English-EWT conventions (close to spaCy's English tokenizer):
// punctuation is split off, clitics are separate words ("don't" → "do"
// "n't", "can't" → "ca" "n't", "I'm" → "I" "'m", "John's" → "John" "'s",
// "cannot" → "can" "not", "gonna" → "gon" "na"), hyphens and slashes
// between words are split ("Al-Zaman" → "Al" "-" "Zaman") except after
// common prefixes ("co-workers", "e-mail"), while numbers ("3,000.50",
// "11/28/2000", "713-853-3989"), abbreviations ("U.S.", "Dr.", "etc."),
// URLs, e-mail addresses and runs of punctuation ("...", "!!!") stay whole.
// Invalid UTF-8 bytes become U+FFFD.
func Tokenize(s string) []string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	var out []string
	chunks := strings.Fields(s)
	for i, chunk := range chunks {
		n := len(out)
		out = tokenizeChunk(out, chunk)
		// A sentence-final abbreviation gives up its period, as in EWT
		// ("in the U.S." → "U.S" ".").
		if i == len(chunks)-1 && len(out) > n {
			if last := out[len(out)-1]; len(last) > 1 && strings.HasSuffix(last, ".") && isAbbrev(last) {
				out = append(out[:len(out)-1], strings.TrimSuffix(last, "."), ".")
			}
		}
	}
	return out
}

// openers are split off the front of a chunk, closers off its end.
const (
	openers = "\"'`([{<“‘«$*-~"
	closers = "\"'`)]}>”’»,;:!?.%*-#"
)

func tokenizeChunk(out []string, c string) []string {
	if emoticons[c] {
		return append(out, c)
	}
	if isPunctRun(c) {
		return append(out, groupPunct(c)...)
	}
	// Leading punctuation (a run of two or more periods counts too).
	start := 0
	for start < len(c) {
		r, size := utf8.DecodeRuneInString(c[start:])
		if r == '.' && strings.HasPrefix(c[start:], "..") {
			for start < len(c) && c[start] == '.' {
				start++
			}
			continue
		}
		if !strings.ContainsRune(openers, r) || isClitic(c[start:]) {
			break
		}
		start += size
	}
	out = append(out, groupPunct(c[:start])...)
	c = c[start:]
	if isURL(c) {
		core, tail := splitTrailing(c, ".,;:!?)]>\"'”’")
		out = append(out, core)
		return append(out, tail...)
	}
	core, tail := splitTrailingWord(c)
	out = splitWord(out, core)
	return append(out, tail...)
}

// splitTrailingWord peels closing punctuation off a word, keeping the
// period of abbreviations and grouping runs such as "..." or "?!".
func splitTrailingWord(c string) (string, []string) {
	end := len(c)
	for end > 0 {
		r, size := utf8.DecodeLastRuneInString(c[:end])
		if !strings.ContainsRune(closers, r) {
			break
		}
		if r == '.' && isAbbrev(c[:end]) {
			break
		}
		end -= size
	}
	if end == 0 {
		return "", []string{c}
	}
	return c[:end], groupPunct(c[end:])
}

// splitTrailing splits off the trailing runes of c that are in set.
func splitTrailing(c, set string) (string, []string) {
	end := len(c)
	for end > 0 {
		r, size := utf8.DecodeLastRuneInString(c[:end])
		if !strings.ContainsRune(set, r) {
			break
		}
		end -= size
	}
	if end == 0 {
		return c, nil
	}
	return c[:end], groupPunct(c[end:])
}

// groupPunct splits a run of punctuation into tokens: repeated runes stay
// together ("...", "!!!", "”"), as do "?!"-style mixes of . ! and ?.
func groupPunct(p string) []string {
	var out []string
	for p != "" {
		r, size := utf8.DecodeRuneInString(p)
		n := size
		for n < len(p) {
			r2, s2 := utf8.DecodeRuneInString(p[n:])
			if r2 != r && !(isSentEnd(r) && isSentEnd(r2)) {
				break
			}
			n += s2
		}
		out = append(out, p[:n])
		p = p[n:]
	}
	return out
}

func isSentEnd(r rune) bool { return r == '.' || r == '!' || r == '?' }

// isPunctRun reports whether c consists only of punctuation and symbols
// (e.g. "...", "--", ":-)").
func isPunctRun(c string) bool {
	for _, r := range c {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

func isURL(c string) bool {
	l := strings.ToLower(c)
	if strings.Contains(l, "://") || strings.HasPrefix(l, "www.") {
		return true
	}
	at := strings.IndexByte(l, '@')
	return at > 0 && strings.Contains(l[at:], ".")
}

// abbreviations that keep their final period (lower case, without it).
var abbreviations = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "jr": true, "sr": true, "st": true, "prof": true,
	"rev": true, "gen": true, "gov": true, "lt": true, "col": true, "sgt": true, "capt": true, "ft": true,
	"inc": true, "ltd": true, "co": true, "corp": true, "bros": true, "vs": true, "etc": true, "no": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true,
	"sept": true, "oct": true, "nov": true, "dec": true, "mon": true, "tue": true, "tues": true, "wed": true,
	"thu": true, "thur": true, "thurs": true, "fri": true, "sat": true, "sun": true, "reps": true, "rep": true,
	"sen": true, "attn": true, "approx": true, "dept": true, "est": true, "fig": true, "figs": true, "al": true,
	"e.g": true, "i.e": true, "cf": true, "ca": true, "pp": true, "vol": true, "yrs": true, "hrs": true, "min": true,
	"mt": true, "ext": true, "ave": true, "blvd": true, "rd": true, "mass": true, "calif": true, "la": true,
}

// isAbbrev reports whether w (ending in ".") is an abbreviation whose period
// belongs to the word: a listed abbreviation, a single letter ("J."), or
// letters separated by periods ("U.S.", "p.m.").
func isAbbrev(w string) bool {
	base := strings.TrimSuffix(w, ".")
	if base == "" || strings.HasSuffix(base, ".") {
		return false
	}
	if abbreviations[strings.ToLower(base)] {
		return true
	}
	if utf8.RuneCountInString(base) == 1 {
		r, _ := utf8.DecodeRuneInString(base)
		return unicode.IsLetter(r)
	}
	// Letter.letter(.letter)*
	parts := strings.Split(base, ".")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if utf8.RuneCountInString(p) != 1 {
			return false
		}
		r, _ := utf8.DecodeRuneInString(p)
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// clitics split off the end of a word, longest first.
var clitics = []string{"n't", "n’t", "'s", "’s", "'m", "’m", "'re", "’re", "'ve", "’ve", "'ll", "’ll", "'d", "’d", "'"}

func isClitic(c string) bool {
	l := strings.ToLower(c)
	for _, k := range clitics[:len(clitics)-1] {
		if l == k {
			return true
		}
	}
	return false
}

// emoticons are kept whole.
var emoticons = map[string]bool{":)": true, ":-)": true, ":(": true, ":-(": true, ";)": true, ";-)": true,
	":D": true, ":-D": true, ":P": true, ":-P": true, ":p": true}

// apostropheless negations are split like their spelled forms ("dont" →
// "do" "nt"), as EWT does.
var bareNegations = map[string]bool{"dont": true, "cant": true, "wont": true, "didnt": true,
	"doesnt": true, "isnt": true, "wasnt": true, "arent": true, "werent": true, "couldnt": true,
	"wouldnt": true, "shouldnt": true, "havent": true, "hasnt": true, "hadnt": true, "aint": true}

// specialSplits are whole words written as two in EWT, with the byte
// offset of the split.
var specialSplits = map[string]int{"cannot": 3, "gonna": 3, "wanna": 3, "gotta": 3}

// hyphenPrefixes keep their hyphen ("co-workers", "e-mail").
var hyphenPrefixes = map[string]bool{
	"e": true, "co": true, "pre": true, "non": true, "post": true, "re": true, "anti": true, "ex": true,
	"multi": true, "semi": true, "sub": true, "mid": true, "pro": true, "inter": true,
	"over": true, "under": true, "vice": true, "x": true, "t": true, "u": true, "mis": true, "de": true,
}

// splitWord splits clitics and word-internal hyphens or slashes.
func splitWord(out []string, w string) []string {
	if w == "" {
		return out
	}
	l := strings.ToLower(w)
	if sp, ok := specialSplits[l]; ok {
		return append(out, w[:sp], w[sp:])
	}
	if bareNegations[l] {
		return append(out, w[:len(w)-2], w[len(w)-2:])
	}
	for _, k := range clitics[:len(clitics)-1] {
		if len(l) > len(k) && strings.HasSuffix(l, k) {
			base, cl := w[:len(w)-len(k)], w[len(w)-len(k):]
			out = splitInner(out, base)
			return append(out, cl)
		}
	}
	// Plural possessive: "workers'".
	if len(w) > 2 && (strings.HasSuffix(w, "s'") || strings.HasSuffix(w, "s’")) {
		i := strings.LastIndexAny(w, "'’")
		out = splitInner(out, w[:i])
		return append(out, w[i:])
	}
	return splitInner(out, w)
}

// splitInner splits hyphens between words or numbers and words
// ("15-year"), slashes between words ("and/or") and commas between words
// ("Baltimore,MD"), keeping numbers ("713-853-3989", "11/28/2000"),
// prefixed words ("co-workers") and "b/c"-style abbreviations whole.
func splitInner(out []string, w string) []string {
	if w == "" {
		return out
	}
	runes := []rune(w)
	start := 0
	for i := 1; i < len(runes)-1; i++ {
		r := runes[i]
		if r != '-' && r != '/' && r != ',' && r != '—' {
			continue
		}
		alnum := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
		if r == '—' {
			// An em dash between words ("points—that is"; session 19),
			// not in a label ("the line V—V").
			if unicode.IsLower(runes[i-1]) && unicode.IsLower(runes[i+1]) {
				out = append(out, string(runes[start:i]), "—")
				start = i + 1
			}
			continue
		}
		if r == '-' && runes[i+1] == '-' {
			// A dash written as a run of hyphens: "speech--something".
			j := i
			for j < len(runes) && runes[j] == '-' {
				j++
			}
			if j < len(runes) && alnum(runes[i-1]) && alnum(runes[j]) {
				out = append(out, string(runes[start:i]), string(runes[i:j]))
				start = j
			}
			i = j - 1
			continue
		}
		left, right := runes[i-1], runes[i+1]
		if !alnum(left) || !alnum(right) || (unicode.IsDigit(left) && unicode.IsDigit(right)) {
			continue
		}
		piece := string(runes[start:i])
		switch r {
		case '-':
			if hyphenPrefixes[strings.ToLower(piece)] {
				continue
			}
		case '/':
			if i-start == 1 && (i+2 == len(runes) || !unicode.IsLetter(runes[i+2])) {
				continue // b/c, w/o
			}
			if !unicode.IsLetter(left) || !unicode.IsLetter(right) {
				continue
			}
		case ',':
			if !unicode.IsLetter(left) || !unicode.IsLetter(right) {
				continue
			}
		}
		out = append(out, piece, string(r))
		start = i + 1
	}
	return append(out, string(runes[start:]))
}
