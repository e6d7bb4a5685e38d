// Package lexical constrains decoding to known words: a [decode.Constraint]
// that lets an output use only the words of its source and of a word list,
// so a model cannot spell words that do not exist ("switchating",
// "small-di"). Words are those of eval.Words, and a word is known exactly
// when eval.InventedWords would not count it, so an output decoded under
// the constraint has no invented words (unless every token of a step was
// refused, when the search goes on unconstrained for that step).
package lexical

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/eval"
)

// Pieces is what the constraints read of a tokenizer: the surface text of
// each token id and whether it holds a separator. It depends only on the
// tokenizer, so it is built once (NewPieces) and shared by every batch and
// constraint; it is read-only and safe for concurrent use.
type Pieces struct {
	text [][]byte // surface of each token id; nil for tokens that are not text
	sep  []bool   // whether the token's surface holds a separator rune

	indexOnce sync.Once
	index     pieceIndex // built on first use (Verbatim.Narrow, Words.Narrow)
}

// appendText appends to dst the surface text of the tokens seq; ids that
// are out of range or not text add nothing.
func (p *Pieces) appendText(dst []byte, seq []int32) []byte {
	for _, t := range seq {
		if t >= 0 && int(t) < len(p.text) {
			dst = append(dst, p.text[t]...)
		}
	}
	return dst
}

// pieceIndex finds tokens by their normalized text (Verbatim.Narrow).
type pieceIndex struct {
	sorted []pieceText // normal pieces by normalized text
	other  []int32     // tokens that are not normal pieces: byte pieces and non-text tokens
	sigma  []int32     // normal pieces with a capital sigma, whose lower case depends on what precedes it
}

type pieceText struct {
	text string // eval.NormalizeWordText of the surface
	id   int32
}

// pieceIndex returns the index of p's tokens, built once.
func (p *Pieces) pieceIndex() *pieceIndex {
	p.indexOnce.Do(func() {
		for id, t := range p.text {
			if t == nil || len(t) == 1 && t[0] >= utf8.RuneSelf {
				p.index.other = append(p.index.other, int32(id))
				continue
			}
			p.index.sorted = append(p.index.sorted, pieceText{eval.NormalizeWordText(string(t)), int32(id)})
			if bytes.ContainsRune(t, 'Σ') {
				p.index.sigma = append(p.index.sigma, int32(id))
			}
		}
		slices.SortFunc(p.index.sorted, func(a, b pieceText) int { return strings.Compare(a.text, b.text) })
	})
	return &p.index
}

// withPrefix appends to dst the ids of the pieces whose normalized text
// begins with prefix.
func (x *pieceIndex) withPrefix(dst []int32, prefix string) []int32 {
	i, _ := slices.BinarySearchFunc(x.sorted, prefix, func(e pieceText, t string) int { return strings.Compare(e.text, t) })
	for ; i < len(x.sorted) && strings.HasPrefix(x.sorted[i].text, prefix); i++ {
		dst = append(dst, x.sorted[i].id)
	}
	return dst
}

// spelling appends to dst the ids of the pieces that go on with rest: those
// that begin with all of it, and those that spell a beginning of it.
func (x *pieceIndex) spelling(dst []int32, rest string) []int32 {
	dst = x.withPrefix(dst, rest)
	for k := 1; k < len(rest); k++ {
		dst = x.equal(dst, rest[:k])
	}
	return dst
}

// equal appends to dst the ids of the pieces whose normalized text is text.
func (x *pieceIndex) equal(dst []int32, text string) []int32 {
	i, _ := slices.BinarySearchFunc(x.sorted, text, func(e pieceText, t string) int { return strings.Compare(e.text, t) })
	for ; i < len(x.sorted) && x.sorted[i].text == text; i++ {
		dst = append(dst, x.sorted[i].id)
	}
	return dst
}

// NewPieces reads the token ids below vocabSize of m: a normal piece's text
// with "▁" as a space, a byte piece's byte. Control, unknown, unused and
// user-defined pieces (ACCESS's control tokens) and ids past m's pieces are
// not text, and the constraints refuse them.
func NewPieces(m *spm.Model, vocabSize int) (*Pieces, error) {
	if m == nil {
		return nil, fmt.Errorf("lexical: nil tokenizer")
	}
	p := &Pieces{text: make([][]byte, vocabSize), sep: make([]bool, vocabSize)}
	for id := range min(vocabSize, m.Size()) {
		piece := m.IDToPiece(id)
		switch m.PieceType(id) {
		case spm.Normal:
			p.text[id] = []byte(strings.ReplaceAll(piece, "▁", " "))
			p.sep[id] = strings.ContainsFunc(string(p.text[id]), func(r rune) bool { return !eval.IsWordRune(r) })
		case spm.Byte:
			b, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimPrefix(piece, "<0x"), ">"), 16, 8)
			if err != nil {
				return nil, fmt.Errorf("lexical: byte piece %d %q: %w", id, piece, err)
			}
			p.text[id] = []byte{byte(b)}
			p.sep[id] = b < utf8.RuneSelf && !eval.IsWordRune(rune(b))
		}
	}
	return p, nil
}

// Words is a decode.Constraint to known words for one batch of sources.
// It is safe for concurrent use.
type Words struct {
	*Pieces
	eos   int32
	known []*eval.KnownWords
	runes [][][]byte // per source, the UTF-8 encodings of its distinct non-ASCII runes
	memo  []memo     // per source, the texts checked so far
}

// memo remembers the verdicts of Words.check for one source: the beams of
// a source, step after step, offer mostly the same tokens after the same
// open word, and a check normalizes the text and looks its words up.
type memo struct {
	mu   sync.Mutex
	seen map[string]bool
}

// maxMemo bounds a source's memo; a full memo starts over.
const maxMemo = 1 << 16

var _ decode.Narrower = (*Words)(nil)

// New returns the constraint for outputs of sources (in the order decode
// sees them), with the tokens of p, end token eos, and lex as the word
// list. Tokens that are not text are refused.
func New(p *Pieces, eos int32, sources []string, lex eval.PrefixLexicon) (*Words, error) {
	if p == nil || lex == nil {
		return nil, fmt.Errorf("lexical: nil pieces or word list")
	}
	w := &Words{Pieces: p, eos: eos}
	w.known = make([]*eval.KnownWords, len(sources))
	w.runes = make([][][]byte, len(sources))
	w.memo = make([]memo, len(sources))
	for i, s := range sources {
		w.known[i] = eval.NewKnownWords(s, lex)
		seen := map[rune]bool{}
		for _, r := range s {
			if r >= utf8.RuneSelf && r != utf8.RuneError && !seen[r] {
				seen[r] = true
				w.runes[i] = append(w.runes[i], utf8.AppendRune(nil, r))
			}
		}
	}
	return w, nil
}

// Allow implements decode.Constraint: tok may follow seq when every word it
// completes is known and the word it leaves open can still become one; the
// end token when the last word is known. seq[0] is the start token.
func (w *Words) Allow(src int, seq []int32, tok int32) bool {
	if src < 0 || src >= len(w.known) || tok < 0 || int(tok) >= len(w.text) {
		return false
	}
	var next []byte
	if tok == w.eos {
		next = []byte{' '}
	} else if next = w.text[tok]; next == nil {
		return false
	}
	var stack [128]byte
	return w.checkMemo(src, append(w.appendOpen(stack[:0], seq), next...))
}

// appendOpen appends to dst the text of the output seq from its open word
// on: the open word starts after the last separator, which is in the last
// token holding one.
func (w *Words) appendOpen(dst []byte, seq []int32) []byte {
	i := len(seq) - 1
	for i >= 1 && !w.isSep(seq[i]) {
		i--
	}
	i = max(i, 1)
	n := len(dst)
	dst = w.appendText(dst, seq[i:])
	if i < len(seq) && w.isSep(seq[i]) {
		dst = append(dst[:n], dst[n+lastSep(dst[n:]):]...)
	}
	return dst
}

// Narrow implements decode.Narrower. It narrows after two kinds of open
// word, where a search would otherwise go down the whole vocabulary at
// every step to learn that Allow allows a handful of tokens, or none:
//   - a dead word of ASCII letters and hyphens, which begins and ends with a
//     letter and which Allow's check already refuses ("MVHATSPLLL--GNN-DDD",
//     an output lost in a protein sequence): every continuation of it still
//     has its unknown part or its beginning no known word has, so Allow
//     allows no token, and Narrow lists none;
//   - a word of ASCII letters that no word of the list begins with and that
//     is not a word of the source ("mvhatspl"): only the source's words and
//     numbers can go on from it (eval.KnownWords.SourceRests), and an
//     allowed token spells a beginning of the rest of one, or begins with
//     all of it; byte pieces, tokens that are not text (the end token) and
//     tokens with a capital sigma (whose lower case depends on the letters
//     before it) are listed too.
func (w *Words) Narrow(src int, seq []int32) ([]int32, bool) {
	if src < 0 || src >= len(w.known) {
		return nil, false
	}
	var stack [128]byte
	open := w.appendOpen(stack[:0], seq)
	letter := func(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }
	if len(open) == 0 || !letter(open[0]) || !letter(open[len(open)-1]) ||
		slices.ContainsFunc(open, func(b byte) bool { return !letter(b) && b != '-' }) {
		return nil, false
	}
	if !w.checkMemo(src, open) {
		return []int32{}, true
	}
	if bytes.IndexByte(open, '-') >= 0 {
		return nil, false
	}
	rests, ok := w.known[src].SourceRests(strings.ToLower(string(open)))
	if !ok {
		return nil, false
	}
	x := w.pieceIndex()
	toks := slices.Concat(x.other, x.sigma)
	for _, rest := range rests {
		toks = x.spelling(toks, rest)
	}
	slices.Sort(toks)
	return slices.Compact(toks), true
}

// checkMemo is check, remembered per source.
func (w *Words) checkMemo(src int, text []byte) bool {
	return w.memo[src].verdict(text, func() bool { return w.check(src, text) })
}

// verdict returns the remembered verdict on text, or check's, which it
// then remembers. check runs without the lock, so two goroutines may both
// run it for the same text; they agree.
func (m *memo) verdict(text []byte, check func() bool) bool {
	m.mu.Lock()
	ok, hit := m.seen[string(text)]
	m.mu.Unlock()
	if hit {
		return ok
	}
	ok = check()
	m.mu.Lock()
	if m.seen == nil || len(m.seen) >= maxMemo {
		m.seen = make(map[string]bool)
	}
	m.seen[string(text)] = ok
	m.mu.Unlock()
	return ok
}

func (w *Words) isSep(t int32) bool { return t >= 0 && int(t) < len(w.sep) && w.sep[t] }

// lastSep returns the offset just past the last separator rune of b, 0 if
// it has none; stray bytes of malformed or unfinished runes are not
// separators.
func lastSep(b []byte) int {
	for j := len(b); j > 0; {
		r, size := utf8.DecodeLastRune(b[:j])
		// A lone byte (part of a rune being spelled by byte pieces) is
		// judged with the text around it, not taken as a separator.
		if !eval.IsWordRune(r) && !(r == utf8.RuneError && size == 1) {
			return j
		}
		j -= size
	}
	return 0
}

// check reports whether text, which begins at a word boundary, has only
// known complete words and an open last word that can become one, and is
// valid UTF-8. When text ends inside a multi-byte rune (byte-fallback
// pieces spell it a byte at a time), the rune must be one of the source's
// non-ASCII runes, and text must pass with it: byte pieces only copy rare
// characters ("µ", "°") from the source, and cannot lead the search into a
// rune it would then have to refuse.
func (w *Words) check(src int, text []byte) bool {
	cut := partialLen(text)
	if cut == 0 {
		return checkWhole(w.known[src], text)
	}
	head, tail := text[:len(text)-cut], text[len(text)-cut:]
	for _, r := range w.runes[src] {
		if bytes.HasPrefix(r, tail) && checkWhole(w.known[src], append(head[:len(head):len(head)], r...)) {
			return true
		}
	}
	return false
}

// checkWhole is check for text that ends with a whole rune.
func checkWhole(k *eval.KnownWords, text []byte) bool {
	if !utf8.Valid(text) {
		return false // byte pieces that spell no character (U+FFFD in the output)
	}
	norm := eval.NormalizeWordText(string(text))
	start := -1
	for j, r := range norm {
		if eval.IsWordRune(r) {
			if start < 0 {
				start = j
			}
			continue
		}
		if start >= 0 && !k.Complete(norm[start:j]) {
			return false
		}
		start = -1
	}
	if start >= 0 {
		return k.Partial(norm[start:])
	}
	return true
}

// partialLen is the length of an incomplete UTF-8 sequence ending b (0 when
// b ends with a whole rune or an invalid byte).
func partialLen(b []byte) int {
	for n := 1; n < utf8.UTFMax && n <= len(b); n++ {
		c := b[len(b)-n]
		if c < 0x80 {
			return 0
		}
		if c >= 0xC0 { // a leading byte: incomplete if it wants more than n bytes
			if !utf8.FullRune(b[len(b)-n:]) {
				return n
			}
			return 0
		}
	}
	return 0
}
