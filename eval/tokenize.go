package eval

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tokenizer names the normalisation applied before scoring, as in EASSE's
// tokenizer argument. The zero value means Tokenizer13a.
type Tokenizer string

// The tokenizers Evaluate and the corpus metrics understand.
const (
	// Tokenizer13a is sacrebleu's default "13a" (mteval-v13a) tokenizer.
	Tokenizer13a Tokenizer = "13a"
	// TokenizerNone leaves the text as it is (words are whitespace tokens).
	TokenizerNone Tokenizer = "none"
)

// ParseTokenizer returns the Tokenizer called name ("13a" or "none").
func ParseTokenizer(name string) (Tokenizer, error) {
	switch Tokenizer(name) {
	case Tokenizer13a, "":
		return Tokenizer13a, nil
	case TokenizerNone:
		return TokenizerNone, nil
	}
	return "", fmt.Errorf("unknown tokenizer %q (want 13a or none)", name)
}

func (t Tokenizer) valid() error {
	switch t {
	case "", Tokenizer13a, TokenizerNone:
		return nil
	}
	return fmt.Errorf("unknown tokenizer %q (want 13a or none)", string(t))
}

// Tokenize13a returns s tokenized like sacrebleu's Tokenizer13a: markup
// clean-up, punctuation split off with the four mteval-v13a rules, and
// whitespace runs (Python's definition of whitespace) collapsed to one space
// with none at either end.
func Tokenize13a(s string) string {
	var buf [2][]byte
	return string(appendTokenize13a(nil, s, &buf, false))
}

// Normalize applies EASSE's utils_prep.normalize: Python-style lowercasing
// when lowercase is true, then the tokenizer.
func Normalize(s string, lowercase bool, tok Tokenizer) string {
	if lowercase {
		s = PyLower(s)
	}
	if tok == TokenizerNone {
		return s
	}
	return Tokenize13a(s)
}

// normalizer normalises many strings while reusing its scratch buffers; it
// is not safe for concurrent use.
type normalizer struct {
	lowercase bool
	tok       Tokenizer
	scratch   [2][]byte
	out       []byte
}

func (n *normalizer) normalize(s string) string {
	if n.tok == TokenizerNone {
		if n.lowercase {
			return PyLower(s)
		}
		return s
	}
	n.out = n.appendNormalized(n.out[:0], s)
	return string(n.out)
}

// appendNormalized appends the normalised s to dst.
func (n *normalizer) appendNormalized(dst []byte, s string) []byte {
	if n.lowercase {
		if n.tok != TokenizerNone && lowerInRule1(s) {
			return appendTokenize13a(dst, s, &n.scratch, true)
		}
		s = PyLower(s)
	}
	if n.tok == TokenizerNone {
		return append(dst, s...)
	}
	return appendTokenize13a(dst, s, &n.scratch, false)
}

// lowerInRule1 reports whether lowercasing s can be fused into the first
// pass of the tokenizer: s is ASCII (where Python's lower is the ASCII one)
// and has no '&' or '<', whose entity and <skipped> replacements must see
// the lowercased text.
func lowerInRule1(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || c == '&' || c == '<' {
			return false
		}
	}
	return true
}

// punct13a marks the bytes of the character class of the first 13a rule,
// [\{-\~\[-\` -\&\(-\+\:-\@\/]: all printable ASCII except letters,
// digits, quote ('), comma, hyphen and period.
var punct13a = func() (t [256]bool) {
	for c := range 256 {
		switch {
		case c >= '{' && c <= '~', c >= '[' && c <= '`', c >= ' ' && c <= '&',
			c >= '(' && c <= '+', c >= ':' && c <= '@', c == '/':
			t[c] = true
		}
	}
	return t
}()

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isPeriodComma(c byte) bool { return c == '.' || c == ',' }

// appendTokenize13a appends the 13a tokenization of s to dst. The regular
// expressions of the reference all have a fixed one- or two-character shape
// over ASCII classes, so each is applied as one left-to-right pass with the
// leftmost non-overlapping semantics of re.sub; working on bytes gives the
// same result as on code points because the classes only ever match ASCII
// bytes or "any non-digit". The passes jump between the bytes their rule
// can touch. With lowerASCII, ASCII capitals are lowercased in the first
// pass (the caller guarantees that this equals Python's lowercasing first).
func appendTokenize13a(dst []byte, s string, scratch *[2][]byte, lowerASCII bool) []byte {
	if strings.Contains(s, "<skipped>") {
		s = strings.ReplaceAll(s, "<skipped>", "")
	}
	if strings.IndexByte(s, '\n') >= 0 {
		s = strings.ReplaceAll(s, "-\n", "")
		s = strings.ReplaceAll(s, "\n", " ")
	}
	if strings.IndexByte(s, '&') >= 0 {
		s = strings.ReplaceAll(s, "&quot;", `"`)
		s = strings.ReplaceAll(s, "&amp;", "&")
		s = strings.ReplaceAll(s, "&lt;", "<")
		s = strings.ReplaceAll(s, "&gt;", ">")
	}

	// Rule 1: pad the line, then surround each punctuation byte by spaces.
	// The output is at most 3 bytes per input byte plus the padding, so it
	// is written by index into a buffer grown once.
	tab := &identityTab
	if lowerASCII {
		tab = &asciiLowerTab
	}
	a := slices.Grow(scratch[0][:0], 3*len(s)+2)[:3*len(s)+2]
	a[0] = ' '
	j := 1
	special := false
	for i := 0; i < len(s); i++ {
		c := tab[s[i]]
		special = special || spaceOrHigh[c]
		if punct13a[c] {
			a[j], a[j+1], a[j+2] = ' ', c, ' '
			j += 3
			continue
		}
		a[j] = c
		j++
	}
	a[j] = ' '
	a = a[:j+1]

	// Rule 2: ([^0-9])([\.,]) -> "$1 $2 ". A match needs a period or comma
	// at i+1; the next match may start right after it.
	b := scratch[1][:0]
	done := 0 // a[:done] is copied to b
	for i := 0; i+1 < len(a); {
		k := indexPeriodComma(a[i+1:])
		if k < 0 {
			break
		}
		i += k // candidate match at (i, i+1)
		if !isDigit(a[i]) {
			b = append(b, a[done:i]...)
			b = append(b, a[i], ' ', a[i+1], ' ')
			done = i + 2
			i += 2
			continue
		}
		i++
	}
	b = append(b, a[done:]...)

	// Rule 3: ([\.,])([^0-9]) -> " $1 $2".
	a = a[:0]
	done = 0
	for i := 0; i+1 < len(b); {
		k := indexPeriodComma(b[i:])
		if k < 0 || i+k+1 >= len(b) {
			break
		}
		i += k
		if !isDigit(b[i+1]) {
			a = append(a, b[done:i]...)
			a = append(a, ' ', b[i], ' ', b[i+1])
			done = i + 2
			i += 2
			continue
		}
		i++
	}
	a = append(a, b[done:]...)

	// Rule 4: ([0-9])(-) -> "$1 $2 ", fused with the whitespace collapse
	// when ' ' is the only whitespace (the rules only ever add ' ').
	if !special {
		scratch[0], scratch[1] = a, b
		if bytes.IndexByte(a, '-') < 0 {
			return appendCollapseSpaces(dst, a)
		}
		return appendRule4Joined(dst, a)
	}
	b = b[:0]
	done = 0
	for i := 0; i+1 < len(a); {
		k := bytes.IndexByte(a[i+1:], '-')
		if k < 0 {
			break
		}
		i += k
		if isDigit(a[i]) {
			b = append(b, a[done:i]...)
			b = append(b, a[i], ' ', '-', ' ')
			done = i + 2
			i += 2
			continue
		}
		i++
	}
	b = append(b, a[done:]...)
	scratch[0], scratch[1] = a, b

	return appendJoinFields(dst, b)
}

// appendCollapseSpaces appends the ' '-separated fields of a joined by
// single spaces.
func appendCollapseSpaces(dst, a []byte) []byte {
	n := len(dst)
	dst = slices.Grow(dst, len(a))[:n+len(a)]
	out := dst[n:]
	j := 0
	space := false
	for _, c := range a {
		if c == ' ' {
			space = j > 0
			continue
		}
		if space {
			out[j] = ' '
			j++
			space = false
		}
		out[j] = c
		j++
	}
	return dst[:n+j]
}

// identityTab and asciiLowerTab map bytes to themselves and to their ASCII
// lowercase.
var identityTab, asciiLowerTab = func() (id, lower [256]byte) {
	for c := range 256 {
		id[c], lower[c] = byte(c), byte(c)
		if 'A' <= c && c <= 'Z' {
			lower[c] = byte(c + 'a' - 'A')
		}
	}
	return id, lower
}()

// appendRule4Joined applies rule 4 to a, whose only whitespace is ' ', and
// appends the result with single spaces between fields and none at the
// ends. A hyphen after a digit becomes a field of its own.
func appendRule4Joined(dst, a []byte) []byte {
	start := len(dst)
	for i := 0; i < len(a); {
		if a[i] == ' ' {
			i++
			continue
		}
		// A field of a: up to the next space, split after "digit-" pairs.
		j := i + bytes.IndexByte(a[i:], ' ')
		if j < i {
			j = len(a)
		}
		field := a[i:j]
		for len(field) > 0 {
			k := digitHyphen(field)
			if len(dst) > start {
				dst = append(dst, ' ')
			}
			if k < 0 {
				dst = append(dst, field...)
				break
			}
			// field[k] is a digit and field[k+1] the hyphen.
			dst = append(dst, field[:k+1]...)
			dst = append(dst, ' ', '-')
			field = field[k+2:]
		}
		i = j
	}
	return dst
}

// digitHyphen returns the index of the first digit followed by '-' in b
// (leftmost non-overlapping, as rule 4 scans), or -1.
func digitHyphen(b []byte) int {
	for i := 0; i+1 < len(b); {
		k := bytes.IndexByte(b[i+1:], '-')
		if k < 0 {
			return -1
		}
		i += k
		if isDigit(b[i]) {
			return i
		}
		i++
	}
	return -1
}

// indexPeriodComma returns the index of the first '.' or ',' in b, or -1.
func indexPeriodComma(b []byte) int {
	i := bytes.IndexByte(b, '.')
	if i < 0 {
		return bytes.IndexByte(b, ',')
	}
	if j := bytes.IndexByte(b[:i], ','); j >= 0 {
		return j
	}
	return i
}

// appendJoinFields appends the whitespace-separated fields of b joined by
// single spaces, like Python's " ".join(b.split()).
func appendJoinFields(dst, b []byte) []byte {
	if !hasSpecialSpace(b) {
		return appendJoinSpaces(dst, b)
	}
	start := len(dst)
	for i := 0; i < len(b); {
		// Skip whitespace.
		c := b[i]
		if c < utf8.RuneSelf {
			if asciiSpace[c] {
				i++
				continue
			}
		} else if r, size := utf8.DecodeRune(b[i:]); r != utf8.RuneError && isPySpace(r) {
			i += size
			continue
		}
		// A field: up to the next whitespace.
		j := i + 1
		for j < len(b) {
			c := b[j]
			if c < utf8.RuneSelf {
				if asciiSpace[c] {
					break
				}
				j++
				continue
			}
			if r, size := utf8.DecodeRune(b[j:]); r != utf8.RuneError && isPySpace(r) {
				break
			} else {
				j += size
			}
		}
		if len(dst) > start {
			dst = append(dst, ' ')
		}
		dst = append(dst, b[i:j]...)
		i = j
	}
	return dst
}

// spaceOrHigh marks the ASCII whitespace bytes other than ' ' and all
// non-ASCII bytes: the bytes that need the general whitespace handling.
var spaceOrHigh = func() (t [256]bool) {
	for c := range 256 {
		t[c] = c >= utf8.RuneSelf || (c < utf8.RuneSelf && asciiSpace[c] && c != ' ')
	}
	return t
}()

func hasSpecialSpace(b []byte) bool {
	for _, c := range b {
		if spaceOrHigh[c] {
			return true
		}
	}
	return false
}

// appendJoinSpaces is appendJoinFields for text whose only whitespace is
// ' '.
func appendJoinSpaces(dst, b []byte) []byte {
	start := len(dst)
	for len(b) > 0 {
		if b[0] == ' ' {
			b = b[1:]
			continue
		}
		j := bytes.IndexByte(b, ' ')
		if j < 0 {
			j = len(b)
		}
		if len(dst) > start {
			dst = append(dst, ' ')
		}
		dst = append(dst, b[:j]...)
		b = b[j:]
	}
	return dst
}

// asciiSpace marks the ASCII characters that Python's str.isspace accepts,
// which include the four information separators 0x1c-0x1f.
var asciiSpace = [utf8.RuneSelf]bool{
	'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true,
	0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true,
}

// isPySpace reports whether Python's str.isspace is true for r.
func isPySpace(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSpace[r]
	}
	return unicode.IsSpace(r)
}

// PyFields splits s around runs of Python whitespace, like Python's
// str.split() without arguments.
func PyFields(s string) []string {
	return strings.FieldsFunc(s, isPySpace)
}

// PyLower lowercases s like Python's str.lower: the simple Unicode lowercase
// mapping plus the two special cases Python applies, U+0130 (capital I with
// dot, which becomes "i" followed by U+0307) and the final form of capital
// sigma.
func PyLower(s string) string {
	ascii, upper := true, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
		if 'A' <= c && c <= 'Z' {
			upper = true
		}
	}
	if ascii {
		if !upper {
			return s
		}
		b := []byte(s)
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + ('a' - 'A')
			}
		}
		return string(b)
	}
	var sb strings.Builder
	sb.Grow(len(s))
	for i, r := range s {
		switch r {
		case 'İ':
			sb.WriteString("i\u0307")
		case 'Σ':
			if finalSigma(s, i) {
				sb.WriteRune('ς')
			} else {
				sb.WriteRune('σ')
			}
		default:
			sb.WriteRune(unicode.ToLower(r))
		}
	}
	return sb.String()
}

// finalSigma reports whether the capital sigma at byte offset i of s is in
// the Unicode Final_Sigma context: preceded by a cased letter and not
// followed by one, ignoring case-ignorable characters in between.
func finalSigma(s string, i int) bool {
	before := s[:i]
	for len(before) > 0 {
		r, n := utf8.DecodeLastRuneInString(before)
		before = before[:len(before)-n]
		if isCaseIgnorable(r) {
			continue
		}
		if !isCased(r) {
			return false
		}
		after := s[i+len("Σ"):]
		for _, r := range after {
			if isCaseIgnorable(r) {
				continue
			}
			return !isCased(r)
		}
		return true
	}
	return false
}

func isCased(r rune) bool {
	return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r) ||
		unicode.Is(unicode.Other_Lowercase, r) || unicode.Is(unicode.Other_Uppercase, r)
}

func isCaseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', '^', '`', 0xB7, 0x387, 0x5F4, 0x2018, 0x2019, 0x2024, 0x2027,
		0xFE13, 0xFE52, 0xFE55, 0xFF07, 0xFF0E, 0xFF1A:
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}
