package corpus

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// abbreviations never end a sentence when followed by a period: figure
// and patent-citation words, Latin abbreviations, titles, company suffixes
// and month names. Compared case-insensitively, without the final period.
var abbreviations = map[string]bool{
	"fig": true, "figs": true, "e.g": true, "i.e": true, "cf": true, "viz": true, "al": true,
	"vs": true, "approx": true, "resp": true, "esp": true, "incl": true, "ca": true,
	"no": true, "nos": true, "nr": true, "pat": true, "ser": true, "appl": true, "app": true,
	"pub": true, "publ": true, "u.s": true, "eq": true, "eqs": true, "ref": true, "refs": true,
	"vol": true, "pp": true, "sec": true, "ch": true, "art": true, "para": true, "ex": true,
	"co": true, "corp": true, "inc": true, "ltd": true, "mr": true, "mrs": true, "ms": true,
	"dr": true, "prof": true, "st": true, "jr": true, "sr": true, "jan": true, "feb": true,
	"mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true,
	"sept": true, "oct": true, "nov": true, "dec": true,
}

// Split splits a paragraph into sentences. A sentence ends at '.', '!' or
// '?' (with any closing quotes or brackets after it) that is followed by
// white space and then an upper-case letter, a digit or an opening quote or
// bracket, unless the word before the period is an abbreviation ("FIG.",
// "No.", "e.g.", "U.S.", "Pat.", month names), an initialism ("U.S.A.") or
// a single letter (an initial). Periods inside a word or number ("5.5",
// "U.S.") never split. Sentences are returned with surrounding white space
// trimmed; empty sentences are dropped.
func Split(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '.' && c != '!' && c != '?' {
			continue
		}
		j := i + 1
		for j < len(text) {
			r, size := utf8.DecodeRuneInString(text[j:])
			if !strings.ContainsRune(`)]"'”’`, r) {
				break
			}
			j += size
		}
		if j >= len(text) || !isSpaceByte(text[j]) {
			continue
		}
		k := j
		for k < len(text) && isSpaceByte(text[k]) {
			k++
		}
		if k == len(text) {
			break
		}
		r, _ := utf8.DecodeRuneInString(text[k:])
		if !unicode.IsUpper(r) && !unicode.IsDigit(r) && !strings.ContainsRune(`"“‘'([`, r) {
			continue
		}
		if c == '.' && isAbbreviation(text[start:i]) {
			continue
		}
		if s := strings.TrimSpace(text[start:j]); s != "" {
			out = append(out, s)
		}
		start = k
		i = k - 1
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// isAbbreviation reports whether the last word of s (the text before a
// period) is an abbreviation, an initialism or a single letter.
func isAbbreviation(s string) bool {
	w := s[strings.LastIndexAny(s, " \t\n\r")+1:]
	w = strings.TrimLeft(w, `("'“‘[`)
	if w == "" {
		return false
	}
	if abbreviations[strings.ToLower(w)] {
		return true
	}
	if utf8.RuneCountInString(w) == 1 {
		r, _ := utf8.DecodeRuneInString(w)
		return unicode.IsLetter(r)
	}
	// Initialisms: letters separated by periods ("U.S", "e.g", "Ph.D").
	dots := 0
	for _, part := range strings.Split(w, ".") {
		if part == "" || len(part) > 2 || !isLetters(part) {
			return false
		}
		dots++
	}
	return dots > 1
}

func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
