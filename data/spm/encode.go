package spm

import (
	"sync"
	"unicode/utf8"
)

// unkPenalty is subtracted from the lowest piece score to score unknown
// characters in the unigram lattice (kUnkPenalty in the C++ library).
const unkPenalty float32 = 10

// span is one segment of a normalized string: text[start:end] with its id.
type span struct {
	start, end int32
	id         int32
}

// Normalize returns text as the model's normalizer rewrites it before
// segmentation: the character map applied, extra whitespace removed, the
// dummy prefix added and spaces escaped as U+2581, as configured.
func (m *Model) Normalize(text string) string { return m.norm.normalize(text) }

// Encode returns the ids of text's pieces.
func (m *Model) Encode(text string) []int {
	return m.encode(text, nil)
}

// EncodePieces returns text's pieces. A run of unknown characters is one
// piece spelled as the normalized text; with byte fallback, unknown
// characters become byte pieces such as "<0xE4>".
func (m *Model) EncodePieces(text string) []string {
	var pieces []string
	m.encode(text, &pieces)
	return pieces
}

// EncodeWithPieces returns both the ids and the pieces of text.
func (m *Model) EncodeWithPieces(text string) ([]int, []string) {
	var pieces []string
	ids := m.encode(text, &pieces)
	return ids, pieces
}

var spanPool = sync.Pool{New: func() any { s := make([]span, 0, 256); return &s }}

// encode mirrors SentencePieceProcessor::Encode: normalize, segment with the
// model, then merge runs of unknown pieces or expand them into bytes.
func (m *Model) encode(text string, pieces *[]string) []int {
	norm := m.norm.normalize(text)
	if norm == "" {
		if pieces != nil {
			*pieces = []string{}
		}
		return []int{}
	}
	bufp := spanPool.Get().(*[]span)
	spans := (*bufp)[:0]
	if m.algo == Unigram {
		spans = m.segmentUnigram(norm, spans)
	} else {
		spans = m.segmentBPE(norm, spans)
	}
	ids := make([]int, 0, len(spans))
	var ps []string
	if pieces != nil {
		ps = make([]string, 0, len(spans))
	}
	prevUnk := false
	for _, sp := range spans {
		w := norm[sp.start:sp.end]
		isUnk := int(sp.id) == m.unkID
		switch {
		case isUnk && m.byteFallback:
			for i := 0; i < len(w); i++ {
				id := m.bytePieces[w[i]]
				ids = append(ids, int(id))
				if pieces != nil {
					ps = append(ps, m.pieces[id].piece)
				}
			}
			prevUnk = false
			continue
		case isUnk && prevUnk:
			// Merge runs of unknown pieces into one.
			if pieces != nil {
				ps[len(ps)-1] += w
			}
		default:
			ids = append(ids, int(sp.id))
			if pieces != nil {
				if isUnk {
					ps = append(ps, w)
				} else {
					ps = append(ps, m.pieces[sp.id].piece)
				}
			}
		}
		prevUnk = isUnk
	}
	*bufp = spans
	spanPool.Put(bufp)
	if pieces != nil {
		*pieces = ps
	}
	return ids
}

// bestPath is the best segmentation of a prefix of the input ending at some
// byte position: its score, the id of its last piece and where it starts.
type bestPath struct {
	score float32
	id    int32
	start int32
}

var pathPool = sync.Pool{New: func() any { s := make([]bestPath, 0, 1024); return &s }}

// oneCharLen is the length of the UTF-8 sequence announced by lead byte c,
// as SentencePiece computes it (without validating the continuation bytes).
func oneCharLen(c byte) int {
	return int("\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x02\x02\x03\x04"[c>>4])
}

// segmentUnigram finds the highest-scoring segmentation of s (Viterbi over
// the piece lattice), breaking ties and scoring user-defined symbols and
// unknown characters exactly as the C++ unigram model does, float32
// arithmetic included.
func (m *Model) segmentUnigram(s string, out []span) []span {
	n := len(s)
	bufp := pathPool.Get().(*[]bestPath)
	if cap(*bufp) < n+1 {
		*bufp = make([]bestPath, n+1)
	}
	best := (*bufp)[:n+1]
	for i := range best {
		best[i] = bestPath{start: -1}
	}
	best[0].start = 0 // the empty prefix: score 0
	unkScore := m.minScore - unkPenalty
	units := m.pieceTrie.units
	for start := 0; start < n; {
		here := best[start].score
		mblen := min(oneCharLen(s[start]), n-start)
		hasSingle := false
		var st int32
		for k := start; k < n; k++ {
			next := units[st].base + int32(s[k])
			if int(next) >= len(units) || units[next].check != st {
				break
			}
			st = next
			id := units[st].value
			if id < 0 {
				continue
			}
			p := &m.pieces[id]
			if p.typ == Unused {
				continue
			}
			length := k + 1 - start
			target := &best[k+1]
			if p.typ == UserDefined {
				// The C++ code computes this bonus in double precision.
				score := float64(float32(float32(length)*m.maxScore)) - 0.1
				cand := score + float64(here)
				if target.start < 0 || cand > float64(target.score) {
					*target = bestPath{score: float32(cand), id: id, start: int32(start)}
				}
			} else {
				// The C++ ternary that picks the score has type double, so
				// normal pieces are compared in double precision too.
				cand := float64(p.score) + float64(here)
				if target.start < 0 || cand > float64(target.score) {
					*target = bestPath{score: float32(cand), id: id, start: int32(start)}
				}
			}
			if length == mblen {
				hasSingle = true
			}
		}
		if !hasSingle {
			target := &best[start+mblen]
			cand := float32(unkScore + here)
			if target.start < 0 || cand > target.score {
				*target = bestPath{score: cand, id: int32(m.unkID), start: int32(start)}
			}
		}
		start += mblen
	}
	// Backtrack, then reverse in place.
	first := len(out)
	for end := n; end > 0; {
		b := best[end]
		out = append(out, span{start: b.start, end: int32(end), id: b.id})
		end = int(b.start)
	}
	for i, j := first, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	pathPool.Put(bufp)
	return out
}

// bpeSymbol is a node of the doubly linked symbol list of the BPE encoder.
type bpeSymbol struct {
	start, end int32 // s[start:end]; start == end once merged away
	prev, next int32
	id         int32 // piece id once merged; -1 for an initial symbol
	freeze     bool  // user-defined symbols are never merged
}

// bpePair is a candidate merge of adjacent symbols left and right into
// piece id.
type bpePair struct {
	left, right int32
	score       float32
	size        int32
	id          int32
}

// pairHeap is a max-heap of candidate merges: higher score first, then the
// leftmost pair, as the C++ agenda orders them.
type pairHeap []bpePair

func (h pairHeap) less(i, j int) bool {
	return h[i].score > h[j].score || (h[i].score == h[j].score && h[i].left < h[j].left)
}

func (h *pairHeap) push(p bpePair) {
	*h = append(*h, p)
	a := *h
	for i := len(a) - 1; i > 0; {
		parent := (i - 1) / 2
		if !a.less(i, parent) {
			break
		}
		a[i], a[parent] = a[parent], a[i]
		i = parent
	}
}

func (h *pairHeap) pop() bpePair {
	a := *h
	top := a[0]
	last := len(a) - 1
	a[0] = a[last]
	a = a[:last]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(a) && a.less(l, m) {
			m = l
		}
		if r < len(a) && a.less(r, m) {
			m = r
		}
		if m == i {
			break
		}
		a[i], a[m] = a[m], a[i]
		i = m
	}
	*h = a
	return top
}

// bpeState is the scratch space of one BPE segmentation.
type bpeState struct {
	symbols  []bpeSymbol
	agenda   pairHeap
	revMerge map[string][2]string
}

var bpePool = sync.Pool{New: func() any { return new(bpeState) }}

// addPair queues the merge of symbols left and right if their
// concatenation is a piece, as MaybeAddNewSymbolPair does in C++.
func (m *Model) addPair(st *bpeState, s string, left, right int32) {
	if left < 0 || right < 0 {
		return
	}
	l, r := &st.symbols[left], &st.symbols[right]
	if l.freeze || r.freeze {
		return
	}
	piece := s[l.start:r.end]
	id := m.pieceTrie.lookup(piece)
	if id < 0 {
		return
	}
	p := &m.pieces[id]
	st.agenda.push(bpePair{left: left, right: right, score: p.score, size: int32(len(piece)), id: id})
	if p.typ == Unused {
		if st.revMerge == nil {
			st.revMerge = map[string][2]string{}
		}
		st.revMerge[piece] = [2]string{s[l.start:l.end], s[r.start:r.end]}
	}
}

// segmentBPE applies the model's merges to s, highest score first, as the
// C++ BPE model does, then re-splits UNUSED pieces into their halves.
func (m *Model) segmentBPE(s string, out []span) []span {
	st := bpePool.Get().(*bpeState)
	defer func() {
		st.symbols, st.agenda, st.revMerge = st.symbols[:0], st.agenda[:0], nil
		bpePool.Put(st)
	}()
	for pos := 0; pos < len(s); {
		l, frozen := 0, false
		if m.userSymbols != nil {
			l = m.userSymbols.longestPrefix(s[pos:])
			frozen = l > 0
		}
		if l == 0 {
			l = min(oneCharLen(s[pos]), len(s)-pos)
		}
		idx := int32(len(st.symbols))
		st.symbols = append(st.symbols, bpeSymbol{start: int32(pos), end: int32(pos + l), prev: idx - 1, next: idx + 1, id: -1, freeze: frozen})
		pos += l
	}
	if len(st.symbols) == 0 {
		return out
	}
	symbols := st.symbols
	symbols[len(symbols)-1].next = -1
	for i := int32(1); i < int32(len(symbols)); i++ {
		m.addPair(st, s, i-1, i)
	}
	for len(st.agenda) > 0 {
		top := st.agenda.pop()
		l, r := &symbols[top.left], &symbols[top.right]
		if l.start == l.end || r.start == r.end || (l.end-l.start)+(r.end-r.start) != top.size {
			continue // stale
		}
		l.end = r.end
		l.next = r.next
		l.id = top.id
		if r.next >= 0 {
			symbols[r.next].prev = top.left
		}
		r.start, r.end = 0, 0
		m.addPair(st, s, l.prev, top.left)
		m.addPair(st, s, top.left, l.next)
	}
	for i := int32(0); i != -1; i = symbols[i].next {
		sym := symbols[i]
		if sym.id >= 0 && !m.pieces[sym.id].shadowed && m.pieces[sym.id].typ != Unused {
			out = append(out, span{start: sym.start, end: sym.end, id: sym.id})
			continue
		}
		out = m.resegment(s, sym.start, sym.end, st.revMerge, out)
	}
	return out
}

// resegment appends s[start:end] with its id, splitting UNUSED pieces back
// into the pieces they were merged from.
func (m *Model) resegment(s string, start, end int32, revMerge map[string][2]string, out []span) []span {
	w := s[start:end]
	id := int32(m.PieceToID(w))
	if m.pieces[id].typ != Unused {
		return append(out, span{start: start, end: end, id: id})
	}
	halves, ok := revMerge[w]
	if !ok {
		return append(out, span{start: start, end: end, id: id})
	}
	mid := start + int32(len(halves[0]))
	out = m.resegment(s, start, mid, revMerge, out)
	return m.resegment(s, mid, end, revMerge, out)
}

// validUTF8Prefix reports the length of the first UTF-8 character of s and
// whether it is well formed, as SentencePiece's IsValidDecodeUTF8 does.
func validUTF8Prefix(s string) (int, bool) {
	r, l := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && l <= 1 {
		return 1, false
	}
	return l, true
}
