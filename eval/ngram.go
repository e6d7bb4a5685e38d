package eval

import (
	"encoding/binary"
	"math/bits"
	"time"
)

// maxOrder is the n-gram order of SARI and BLEU.
const maxOrder = 4

// ngramIndex gives every distinct n-gram (n = 1..maxOrder) seen since the
// last reset a small dense id, exactly: a unigram is interned by its string
// and an n-gram by the pair (id of its first n-1 tokens, id of its last
// token). Ids index plain slices of counts, so counting allocates nothing
// once the buffers have grown. The two open-addressing tables mark their
// live slots with a generation number, so reset is O(1). An ngramIndex is
// used for one sentence group (source, system output, references) at a time
// and is not safe for concurrent use.
type ngramIndex struct {
	seed   uint64
	gen    uint32
	words  table[string]
	pairs  table[uint64]
	order  []uint8 // order[id] = n of the n-gram id
	toks   []uint32
	prev   []uint32
	fields []string // scratch for the tokens of one sentence
}

// table is an open-addressing hash table from keys to ids with linear
// probing; a slot is live when its stamp equals the index's generation.
type table[K comparable] struct {
	keys  []K
	ids   []uint32
	stamp []uint32
	live  int
	shift uint // 64 - log2(len(keys))
}

func (t *table[K]) init(size int) {
	t.keys = make([]K, size)
	t.ids = make([]uint32, size)
	t.stamp = make([]uint32, size)
	t.live = 0
	t.shift = uint(64 - bits.TrailingZeros(uint(size)))
}

// get returns the id of k, adding it with id next when absent.
func (t *table[K]) get(k K, h uint64, gen uint32, next uint32) (id uint32, added bool) {
	mask := len(t.keys) - 1
	i := int(h>>t.shift) & mask
	for {
		if t.stamp[i] != gen {
			t.stamp[i], t.keys[i], t.ids[i] = gen, k, next
			t.live++
			return next, true
		}
		if t.keys[i] == k {
			return t.ids[i], false
		}
		i = (i + 1) & mask
	}
}

// full reports whether the table should grow before the next insertion.
func (t *table[K]) full() bool { return 2*(t.live+1) > len(t.keys) }

// grow doubles the table, keeping the live entries.
func (t *table[K]) grow(gen uint32, hash func(K) uint64) {
	old := *t
	t.init(2 * len(old.keys))
	for i, s := range old.stamp {
		if s == gen {
			t.get(old.keys[i], hash(old.keys[i]), gen, old.ids[i])
		}
	}
}

func newNgramIndex() *ngramIndex {
	x := &ngramIndex{seed: uint64(time.Now().UnixNano()), gen: 1}
	x.words.init(256)
	x.pairs.init(1024)
	return x
}

func (x *ngramIndex) reset() {
	x.gen++
	if x.gen == 0 { // wrapped: forget every old stamp
		clear(x.words.stamp)
		clear(x.pairs.stamp)
		x.gen = 1
	}
	x.words.live, x.pairs.live = 0, 0
	x.order = x.order[:0]
}

// size is the number of ids handed out since the last reset.
func (x *ngramIndex) size() int { return len(x.order) }

// hashWord hashes a token: 8 bytes at a time with a multiply-xorshift mix,
// which is faster than a general hash for the short strings tokens are.
func (x *ngramIndex) hashWord(w string) uint64 {
	h := x.seed ^ uint64(len(w))*0x9E3779B97F4A7C15
	for len(w) >= 8 {
		h = mix(h ^ binary.LittleEndian.Uint64([]byte(w[:8])))
		w = w[8:]
	}
	var tail uint64
	for i := 0; i < len(w); i++ {
		tail |= uint64(w[i]) << (8 * i)
	}
	return mix(h ^ tail)
}

func mix(h uint64) uint64 {
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 31
	h *= 0x94D049BB133111EB
	return h ^ h>>29
}

func hashPair(k uint64) uint64 { return (k ^ k>>29) * 0x9E3779B97F4A7C15 }

func (x *ngramIndex) word(w string) uint32 {
	if x.words.full() {
		x.words.grow(x.gen, x.hashWord)
	}
	id, added := x.words.get(w, x.hashWord(w), x.gen, uint32(len(x.order)))
	if added {
		x.order = append(x.order, 1)
	}
	return id
}

func (x *ngramIndex) pair(prefix, last uint32, n int) uint32 {
	if x.pairs.full() {
		x.pairs.grow(x.gen, hashPair)
	}
	key := uint64(prefix)<<32 | uint64(last)
	id, added := x.pairs.get(key, hashPair(key), x.gen, uint32(len(x.order)))
	if added {
		x.order = append(x.order, uint8(n))
	}
	return id
}

// appendIDs appends the id of every n-gram occurrence (n = 1..maxOrder) of
// the whitespace tokens of s to dst and returns it with the number of tokens.
func (x *ngramIndex) appendIDs(dst []uint32, s string) ([]uint32, int) {
	x.fields = appendFields(x.fields[:0], s)
	x.toks = x.toks[:0]
	for _, w := range x.fields {
		x.toks = append(x.toks, x.word(w))
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
