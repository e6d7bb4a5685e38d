package eval

import "unicode/utf8"

// maxOrder is the n-gram order of SARI and BLEU.
const maxOrder = 4

// ngramIndex gives every distinct n-gram (n = 1..maxOrder) seen since the
// last reset a small dense id, exactly: a unigram is interned by its string
// and an n-gram by the pair (id of its first n-1 tokens, id of its last
// token). Ids index plain slices of counts, so counting allocates nothing
// once the slices have grown. An ngramIndex is used for one sentence group
// (source, system output, references) at a time and is not safe for
// concurrent use.
type ngramIndex struct {
	words map[string]uint32
	pairs map[uint64]uint32
	order []uint8 // order[id] = n of the n-gram id
	toks  []uint32
	prev  []uint32
}

func newNgramIndex() *ngramIndex {
	return &ngramIndex{words: make(map[string]uint32), pairs: make(map[uint64]uint32)}
}

func (x *ngramIndex) reset() {
	clear(x.words)
	clear(x.pairs)
	x.order = x.order[:0]
}

// size is the number of ids handed out since the last reset.
func (x *ngramIndex) size() int { return len(x.order) }

func (x *ngramIndex) word(w string) uint32 {
	if id, ok := x.words[w]; ok {
		return id
	}
	id := uint32(len(x.order))
	x.words[w] = id
	x.order = append(x.order, 1)
	return id
}

func (x *ngramIndex) pair(prefix, last uint32, n int) uint32 {
	key := uint64(prefix)<<32 | uint64(last)
	if id, ok := x.pairs[key]; ok {
		return id
	}
	id := uint32(len(x.order))
	x.pairs[key] = id
	x.order = append(x.order, uint8(n))
	return id
}

// appendIDs appends the id of every n-gram occurrence (n = 1..maxOrder) of
// the whitespace tokens of s to dst and returns it with the number of tokens.
func (x *ngramIndex) appendIDs(dst []uint32, s string) ([]uint32, int) {
	x.toks = x.toks[:0]
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
		x.toks = append(x.toks, x.word(s[i:j]))
		i = j
	}
	dst = append(dst, x.toks...)
	x.prev = append(x.prev[:0], x.toks...)
	for n := 2; n <= maxOrder; n++ {
		m := len(x.toks) - n + 1
		if m <= 0 {
			break
		}
		for i := range m {
			id := x.pair(x.prev[i], x.toks[i+n-1], n)
			x.prev[i] = id
			dst = append(dst, id)
		}
	}
	return dst, len(x.toks)
}
