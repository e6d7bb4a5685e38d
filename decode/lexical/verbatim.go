package lexical

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/eval"
)

// Verbatim is a decode.Constraint that keeps the names of a source whole:
// chemical names, formulas, reference signs and numbers ("3-ethynylpyridine-
// 4-carboxylate", "Tris-HCl", "MgCl2", "4a-e", "3.5"). A model that spells
// such a name from its parts recombines them ("3-ethyl-4-ine-4-carboxylate",
// "Tris-Hst", "4a-d"), or stops at a period inside a number ("(3."); known
// words (Words) cannot catch it, because every part is a word of the source.
//
// The unit is a chunk: a run of text between spaces. Its core is the chunk
// without the punctuation it begins with and the closing punctuation it
// ends with (closers: ) ] } . , ; : ! ? ' " % and typographic quotes;
// "(3.5" → "3.5", "mg)." → "mg", but "3-(" stays "3-("), compared lowercased
// with hyphens and apostrophes normalized (eval.NormalizeWordText). A finished chunk is allowed when its core
//   - is empty, or has only letters, marks and apostrophes (a word: Words
//     judges those);
//   - is the core of a chunk of the source;
//   - is a number (digits, with . or , between digits) that the source
//     has, alone or inside a chunk ("4" of "pyridine-4-carboxylate");
//   - or has only letters, marks, apostrophes and hyphens, and every part
//     between hyphens is a word of the word list ("well-known").
//
// Anything else (a core with a digit or another inner character) must be a
// name of the source, copied whole. An unfinished chunk is allowed while it
// can still become an allowed one. Besides, brackets ( [ { stay within the
// source's: an output never nests one deeper, or closes more than it
// opened, than its source ever does, and does not end with more left open
// than its source: it does not stop inside brackets. Nor does it stop
// without a sentence's final . ! or ? when its source ends with one ("…
// derived from SEQ ID NO:").
// It is safe for concurrent use.
type Verbatim struct {
	*Pieces
	eos  int32
	lex  eval.Lexicon
	srcs []verbatimSource
}

// verbatimSource is what Verbatim reads of one source.
type verbatimSource struct {
	cores   []string        // distinct cores of the source's chunks that are not words
	isCore  map[string]bool // the same, as a set
	numbers []string        // the numbers of the source, whole chunks and inside them
	isNum   map[string]bool
	// Per bracket pair ( [ {: the lowest and highest nesting depth in the
	// source, and its depth at the end.
	minDepth, maxDepth, endDepth [3]int
	sentence                     bool // the source ends like a sentence (endsSentence)
	memo                         *memo
}

var _ decode.Narrower = (*Verbatim)(nil)

// VerbatimRevision names the rules Verbatim applies; it changes whenever
// they do, so that a job's record of its settings (simplify --out) tells
// outputs decoded under other rules apart.
const VerbatimRevision = "2"

// NewVerbatim returns the constraint for outputs of sources (in the order
// decode sees them), with the tokens of p, end token eos, and lex as the
// word list for hyphenated words that are not in a source.
func NewVerbatim(p *Pieces, eos int32, sources []string, lex eval.Lexicon) (*Verbatim, error) {
	if p == nil || lex == nil {
		return nil, fmt.Errorf("lexical: nil pieces or word list")
	}
	v := &Verbatim{Pieces: p, eos: eos, lex: lex, srcs: make([]verbatimSource, len(sources))}
	for i, s := range sources {
		vs := verbatimSource{isCore: map[string]bool{}, isNum: map[string]bool{}, memo: &memo{}}
		norm := eval.NormalizeWordText(s)
		for _, chunk := range strings.Fields(norm) {
			core := chunkCore(chunk)
			if !isPlainWord(core) && !vs.isCore[core] {
				vs.isCore[core] = true
				vs.cores = append(vs.cores, core)
			}
			for _, n := range numbersOf(core) {
				if !vs.isNum[n] {
					vs.isNum[n] = true
					vs.numbers = append(vs.numbers, n)
				}
			}
		}
		var depth [3]int
		for i := range len(s) {
			if b, d := bracketOf(s[i]); d != 0 {
				depth[b] += d
				vs.minDepth[b] = min(vs.minDepth[b], depth[b])
				vs.maxDepth[b] = max(vs.maxDepth[b], depth[b])
			}
		}
		vs.endDepth = depth
		vs.sentence = endsSentence(s)
		v.srcs[i] = vs
	}
	return v, nil
}

// Allow implements decode.Constraint: tok may follow seq when every chunk
// it finishes is allowed and the chunk it leaves open can still become one;
// the end token also when no bracket is left open (see Verbatim). seq[0]
// is the start token; tokens that are not text are allowed (Words refuses
// them).
func (v *Verbatim) Allow(src int, seq []int32, tok int32) bool {
	if src < 0 || src >= len(v.srcs) || tok < 0 || int(tok) >= len(v.text) {
		return false
	}
	vs := &v.srcs[src]
	var next []byte
	if tok == v.eos {
		var stack [256]byte
		out := v.appendText(stack[:0], seq[min(1, len(seq)):])
		if !vs.nested(out, true) || vs.sentence && !endsSentence(string(out)) {
			return false
		}
		next = []byte{' '}
	} else if next = v.text[tok]; next == nil {
		return true
	} else if bytes.ContainsAny(next, "()[]{}") {
		var stack [256]byte
		if !vs.nested(append(v.appendText(stack[:0], seq[min(1, len(seq)):]), next...), false) {
			return false
		}
	}
	var stack [256]byte
	text := append(v.openChunk(stack[:0], seq), next...)
	return vs.memo.verdict(text, func() bool { return v.check(vs, string(text)) })
}

// openChunk appends to dst the text of seq's open chunk: from its last
// space, which is in the last token holding one.
func (v *Verbatim) openChunk(dst []byte, seq []int32) []byte {
	i := len(seq) - 1
	for i >= 1 && !v.hasSpace(seq[i]) {
		i--
	}
	i = max(i, 1)
	dst = v.appendText(dst, seq[i:])
	if j := bytes.LastIndexByte(dst, ' '); j >= 0 {
		dst = dst[j+1:]
	}
	return dst
}

// Narrow implements decode.Narrower. It narrows only inside a name that
// is not finished yet ("3-ethynylpyri"), where an allowed token must
// continue one of the source's names or numbers: the pieces that spell a
// beginning of the rest of one, or begin with all of it, plus byte pieces
// and tokens that are not text.
func (v *Verbatim) Narrow(src int, seq []int32) ([]int32, bool) {
	if src < 0 || src >= len(v.srcs) {
		return nil, false
	}
	vs := &v.srcs[src]
	var stack [256]byte
	chunk := v.openChunk(stack[:0], seq)
	if partialLen(chunk) > 0 {
		return nil, false
	}
	p := strings.TrimLeftFunc(eval.NormalizeWordText(string(chunk)), notAlnum)
	if p == "" || !strings.ContainsFunc(p, isNameRune) || v.finished(vs, chunkCore(p)) {
		return nil, false
	}
	x := v.pieceIndex()
	toks := slices.Clone(x.other)
	add := func(names []string) {
		for _, name := range names {
			rest, ok := strings.CutPrefix(name, p)
			if !ok || rest == "" {
				continue
			}
			toks = x.spelling(toks, rest)
		}
	}
	add(vs.cores)
	add(vs.numbers)
	slices.Sort(toks)
	return slices.Compact(toks), true
}

func (v *Verbatim) hasSpace(t int32) bool {
	return t >= 0 && int(t) < len(v.text) && bytes.IndexByte(v.text[t], ' ') >= 0
}

// nested reports whether the brackets of out, an output's text, stay
// within those of its source: at no point more deeply nested, or more
// closed than opened, than the source ever is; and, when out is the whole
// output (final), no more left open than the source leaves.
func (vs *verbatimSource) nested(out []byte, final bool) bool {
	var depth [3]int
	for _, c := range out {
		if b, d := bracketOf(c); d != 0 {
			depth[b] += d
			if depth[b] < vs.minDepth[b] || depth[b] > vs.maxDepth[b] {
				return false
			}
		}
	}
	if final {
		for b := range depth {
			if depth[b] > max(vs.endDepth[b], 0) {
				return false
			}
		}
	}
	return true
}

// endsSentence reports whether text ends with . ! or ?, before any spaces,
// closing brackets and quotes.
func endsSentence(text string) bool {
	t := strings.TrimRightFunc(text, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(`"')]}’”`, r) })
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "?")
}

// bracketOf returns the pair c belongs to (0 for ( ), 1 for [ ], 2 for
// { }) and +1 for an opening bracket, −1 for a closing one, 0 for others.
func bracketOf(c byte) (pair, delta int) {
	switch c {
	case '(':
		return 0, 1
	case ')':
		return 0, -1
	case '[':
		return 1, 1
	case ']':
		return 1, -1
	case '{':
		return 2, 1
	case '}':
		return 2, -1
	}
	return 0, 0
}

// check reports whether text, which starts a chunk, has only allowed
// finished chunks and an open last chunk that can become one. A rune that
// byte pieces are still spelling at the end of text is not judged yet, and
// malformed UTF-8 is left to Words.
func (v *Verbatim) check(vs *verbatimSource, text string) bool {
	norm := eval.NormalizeWordText(text[:len(text)-partialLen([]byte(text))])
	chunks := strings.Split(norm, " ")
	for _, c := range chunks[:len(chunks)-1] {
		if !v.finished(vs, chunkCore(c)) {
			return false
		}
	}
	return v.unfinished(vs, chunks[len(chunks)-1])
}

// finished reports whether a chunk with this core is allowed.
func (v *Verbatim) finished(vs *verbatimSource, core string) bool {
	switch {
	case isPlainWord(core), vs.isCore[core]:
		return true
	case isNumber(core):
		return vs.isNum[core]
	case strings.ContainsFunc(core, isNameRune):
		return false
	}
	// Letters and hyphens: every part a word of the list.
	for _, part := range strings.Split(core, "-") {
		if part = strings.Trim(part, "'"); part != "" && !v.lex.Known(part) {
			return false
		}
	}
	return true
}

// unfinished reports whether the open chunk c (normalized, no space) can
// still become an allowed chunk.
func (v *Verbatim) unfinished(vs *verbatimSource, c string) bool {
	p := strings.TrimLeftFunc(c, notAlnum)
	if p == "" || !strings.ContainsFunc(p, isNameRune) {
		return true // punctuation so far, or letters, apostrophes and hyphens
	}
	for _, core := range vs.cores {
		if strings.HasPrefix(core, p) {
			return true
		}
	}
	// p begins with a letter or digit, so body is a core.
	body := strings.TrimRightFunc(p, isCloser)
	if body != p && v.finished(vs, body) {
		return true // a finished core and closing punctuation
	}
	if isNumberPrefix(p) {
		for _, n := range vs.numbers {
			if strings.HasPrefix(n, p) {
				return true
			}
		}
	}
	return false
}

// chunkCore is chunk without the punctuation it begins with and the
// closing punctuation it ends with.
func chunkCore(chunk string) string {
	return strings.TrimRightFunc(strings.TrimLeftFunc(chunk, notAlnum), isCloser)
}

// isCloser reports whether r is punctuation that may end a chunk after its
// core: closing brackets and quotes, sentence punctuation and %.
func isCloser(r rune) bool { return strings.ContainsRune(closers, r) }

const closers = `)]}.,;:!?'"%’”`

func notAlnum(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r)
}

// isNameRune reports whether r makes a core a name: a digit or a
// character that is not a letter, mark, apostrophe or hyphen.
func isNameRune(r rune) bool {
	return unicode.IsDigit(r) || notAlnum(r) && r != '\'' && r != '-'
}

// isPlainWord reports whether core has only letters, marks and
// apostrophes.
func isPlainWord(core string) bool {
	return !strings.ContainsFunc(core, func(r rune) bool { return notAlnum(r) && r != '\'' || unicode.IsDigit(r) })
}

// isNumber reports whether s is digits with single . or , between digits.
func isNumber(s string) bool {
	return s != "" && isNumberPrefix(s) && s[len(s)-1] >= '0' && s[len(s)-1] <= '9'
}

// isNumberPrefix reports whether s can begin a number (isNumber).
func isNumberPrefix(s string) bool {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
		case (c == '.' || c == ',') && s[i-1] >= '0' && s[i-1] <= '9':
		default:
			return false
		}
	}
	return true
}

// numbersOf returns the numbers in core: its maximal runs of digits, . and
// , without a leading or trailing . or ,.
func numbersOf(core string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(core, func(r rune) bool { return (r < '0' || r > '9') && r != '.' && r != ',' }) {
		if f = strings.Trim(f, ".,"); isNumber(f) {
			out = append(out, f)
		}
	}
	return out
}
