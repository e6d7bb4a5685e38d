package spm

import (
	"bytes"
	"cmp"
	"compress/gzip"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/patsimp/patsimp/data/spm/internal/modelpb"
	"github.com/patsimp/patsimp/internal/progress"
	"google.golang.org/protobuf/proto"
)

// nmtNFKCGz is SentencePiece's precompiled "nmt_nfkc" character map (NFKC
// plus the NMT-specific whitespace and control-character rules), copied
// from a model written by spm_train 0.1.97, gzipped.
//
//go:embed charsmaps/nmt_nfkc.bin.gz
var nmtNFKCGz []byte

var nmtNFKC = sync.OnceValues(func() ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(nmtNFKCGz))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
})

// TrainOptions configures Train.
type TrainOptions struct {
	// VocabSize is the number of pieces of the model, the meta pieces
	// (<unk>, <s>, </s>), control and user-defined symbols and byte pieces
	// included. Required.
	VocabSize int
	// Algorithm is BPE (the zero value) or Unigram.
	Algorithm Algorithm
	// Normalization is "nmt_nfkc" (the default, SentencePiece's default
	// rule) or "identity".
	Normalization string
	// CharacterCoverage is the fraction of the corpus's characters that
	// must be covered by single-character pieces; rarer characters become
	// <unk> (or bytes with ByteFallback). 0 means 0.9995.
	CharacterCoverage float64
	// UserDefinedSymbols always stay single pieces, also inside words;
	// e.g. ACCESS control tokens such as "<LENGTHRATIO_0.95>".
	UserDefinedSymbols []string
	// ControlSymbols get ids but are never produced from text.
	ControlSymbols []string
	// ByteFallback adds the 256 <0xAB> pieces; unknown characters encode as
	// their UTF-8 bytes instead of <unk>.
	ByteFallback bool
	// MaxPieceLength is the longest piece in characters; 0 means 16.
	MaxPieceLength int
	// Progress, if not nil, receives progress reports.
	Progress io.Writer
}

// Train learns a BPE or unigram model from sentences (one sentence or line
// each) and returns it ready to encode and to Save. The model file loads in
// the C++ SentencePiece library, which encodes with it exactly as this
// package does. Training is deterministic: the same input and options give
// the same model bytes.
//
// Like spm_train, pieces never cross word boundaries (a word starts with
// U+2581, the escaped space), never mix Unicode scripts (Hiragana and
// Katakana count as Han) and never contain user-defined symbols or
// characters outside the coverage. BPE merges the most frequent pair first;
// unigram training seeds with frequent substrings, then alternates EM and
// pruning by likelihood loss as spm_train does.
func Train(sentences []string, opts TrainOptions) (*Model, error) {
	if opts.Algorithm == 0 {
		opts.Algorithm = BPE
	}
	if opts.Algorithm != BPE && opts.Algorithm != Unigram {
		return nil, fmt.Errorf("spm: training %v models is not supported", opts.Algorithm)
	}
	if opts.CharacterCoverage == 0 {
		opts.CharacterCoverage = 0.9995
	}
	if opts.CharacterCoverage < 0 || opts.CharacterCoverage > 1 {
		return nil, fmt.Errorf("spm: character coverage %v is outside [0, 1]", opts.CharacterCoverage)
	}
	if opts.MaxPieceLength == 0 {
		opts.MaxPieceLength = 16
	}
	if opts.MaxPieceLength < 1 {
		return nil, fmt.Errorf("spm: max piece length %d is not positive", opts.MaxPieceLength)
	}
	ns := &modelpb.NormalizerSpec{
		AddDummyPrefix:         proto.Bool(true),
		RemoveExtraWhitespaces: proto.Bool(true),
		EscapeWhitespaces:      proto.Bool(true),
	}
	switch opts.Normalization {
	case "", "nmt_nfkc":
		cm, err := nmtNFKC()
		if err != nil {
			return nil, fmt.Errorf("spm: embedded nmt_nfkc charsmap: %w", err)
		}
		ns.Name = proto.String("nmt_nfkc")
		ns.PrecompiledCharsmap = cm
	case "identity":
		ns.Name = proto.String("identity")
	default:
		return nil, fmt.Errorf("spm: unknown normalization %q (want nmt_nfkc or identity)", opts.Normalization)
	}

	// Meta pieces first: <unk>, <s>, </s>, control, user-defined, bytes.
	meta := []*modelpb.ModelProto_SentencePiece{
		newPiece("<unk>", 0, Unknown), newPiece("<s>", 0, Control), newPiece("</s>", 0, Control),
	}
	seen := map[string]bool{"<unk>": true, "<s>": true, "</s>": true}
	for _, group := range []struct {
		syms []string
		typ  Type
	}{{opts.ControlSymbols, Control}, {opts.UserDefinedSymbols, UserDefined}} {
		for _, s := range group.syms {
			if s == "" {
				return nil, errors.New("spm: empty control or user-defined symbol")
			}
			if seen[s] {
				return nil, fmt.Errorf("spm: symbol %q is defined twice", s)
			}
			seen[s] = true
			meta = append(meta, newPiece(s, 0, group.typ))
		}
	}
	if opts.ByteFallback {
		for b := 0; b < 256; b++ {
			meta = append(meta, newPiece(byteToPiece(byte(b)), 0, Byte))
		}
	}

	norm := normalizer{
		addDummyPrefix:         true,
		removeExtraWhitespaces: true,
		escapeWhitespaces:      true,
	}
	if cm := ns.GetPrecompiledCharsmap(); cm != nil {
		chars, err := parseCharsMap(cm)
		if err != nil {
			return nil, fmt.Errorf("spm: %w", err)
		}
		norm.chars = chars
	}
	var user *trie
	if len(opts.UserDefinedSymbols) > 0 {
		user = buildTrie(opts.UserDefinedSymbols, make([]int32, len(opts.UserDefinedSymbols)))
		norm.user = user
	}

	pw := opts.Progress
	if pw == nil {
		pw = io.Discard
	}
	bt := newBPETrainer(opts.MaxPieceLength)
	rep := progress.New(pw, "spm: reading", int64(len(sentences)), progress.Options{Unit: "sentences"})
	for _, s := range sentences {
		bt.addSentence(norm.normalize(s), user)
		rep.Add(1)
	}
	rep.Done()

	chars := bt.requiredChars(opts.CharacterCoverage)
	if _, ok := seen[spaceSymbol]; !ok && !slices.ContainsFunc(chars, func(c charCount) bool { return c.char == spaceSymbol }) {
		chars = append(chars, charCount{char: spaceSymbol})
	}
	// Single characters that are already meta pieces (a one-character user
	// symbol) are not repeated.
	chars = slices.DeleteFunc(chars, func(c charCount) bool { return seen[c.char] })
	known := map[string]bool{}
	for _, c := range chars {
		known[c.char] = true
	}
	mp := &modelpb.ModelProto{Pieces: meta}
	modelType := modelpb.TrainerSpec_BPE
	switch opts.Algorithm {
	case BPE:
		merges := opts.VocabSize - len(meta) - len(chars)
		if merges < 0 {
			return nil, tooSmall(opts.VocabSize, len(meta), len(chars))
		}
		bt.splitWords(known)
		rep = progress.New(pw, "spm: merging", int64(merges), progress.Options{Unit: "pieces"})
		learned := bt.merge(merges, seen, rep)
		rep.Done()
		if len(learned) < merges {
			return nil, tooLarge(opts.VocabSize, len(meta)+len(chars)+len(learned))
		}
		for i, p := range learned {
			mp.Pieces = append(mp.Pieces, newPiece(p, -float32(i), Normal))
		}
		for i, c := range chars {
			mp.Pieces = append(mp.Pieces, newPiece(c.char, -float32(len(learned)+i), Normal))
		}
	case Unigram:
		modelType = modelpb.TrainerSpec_UNIGRAM
		size := opts.VocabSize - len(meta)
		if size < len(chars) {
			return nil, tooSmall(opts.VocabSize, len(meta), len(chars))
		}
		segs, counts := bt.segments(known)
		rep = progress.New(pw, "spm: EM and pruning", -1, progress.Options{Unit: "prunings"})
		pieces := trainUnigram(segs, counts, chars, seen, size, opts.MaxPieceLength, rep)
		rep.Done()
		if len(pieces) < size {
			return nil, tooLarge(opts.VocabSize, len(meta)+len(pieces))
		}
		for _, p := range pieces {
			mp.Pieces = append(mp.Pieces, newPiece(p.piece, float32(p.score), Normal))
		}
	}
	mp.TrainerSpec = &modelpb.TrainerSpec{
		ModelType:              modelType.Enum(),
		VocabSize:              proto.Int32(int32(opts.VocabSize)),
		CharacterCoverage:      proto.Float32(float32(opts.CharacterCoverage)),
		MaxSentencepieceLength: proto.Int32(int32(opts.MaxPieceLength)),
		ControlSymbols:         opts.ControlSymbols,
		UserDefinedSymbols:     opts.UserDefinedSymbols,
		ByteFallback:           proto.Bool(opts.ByteFallback),
		UnkId:                  proto.Int32(0),
		BosId:                  proto.Int32(1),
		EosId:                  proto.Int32(2),
		PadId:                  proto.Int32(-1),
	}
	mp.NormalizerSpec = ns
	m, err := newModel(mp)
	if err != nil {
		return nil, fmt.Errorf("spm: trained model is invalid: %w", err)
	}
	return m, nil
}

// VocabSizeError is Train's error for a vocabulary size the corpus and
// symbols cannot give: too small for the required pieces, or larger than
// every piece the corpus has.
type VocabSizeError struct {
	Size   int
	Reason string
}

func (e *VocabSizeError) Error() string {
	return fmt.Sprintf("spm: vocabulary size %d is %s", e.Size, e.Reason)
}

func tooSmall(size, meta, chars int) error {
	return &VocabSizeError{size, fmt.Sprintf("too small: the meta pieces and the %d required characters need %d", chars, meta+chars)}
}

func tooLarge(size, largest int) error {
	return &VocabSizeError{size, fmt.Sprintf("too large for this corpus (the largest possible vocabulary is %d)", largest)}
}

func newPiece(p string, score float32, t Type) *modelpb.ModelProto_SentencePiece {
	return &modelpb.ModelProto_SentencePiece{
		Piece: proto.String(p),
		Score: proto.Float32(score),
		Type:  modelpb.ModelProto_SentencePiece_Type(t).Enum(),
	}
}

// charCount is a character and its corpus frequency.
type charCount struct {
	char  string
	count int64
}

// bpeTrainer holds the word counts and the pair statistics of BPE training.
type bpeTrainer struct {
	maxLen int

	rawWords  map[string]int64 // normalized word -> count, before splitting
	charFreq  map[string]int64
	userWords map[string]bool // words that are user-defined symbols

	symbols  []string         // symbol id -> text
	symbolID map[string]int32 // text -> symbol id
	runeLen  []int            // symbol id -> length in characters

	words []bpeWord
	pairs map[uint64]*pairStat
}

// bpeWord is one unit of merging: a script-homogeneous segment of a word.
type bpeWord struct {
	syms  []int32
	count int64
}

type pairStat struct {
	count int64
	words map[int32]struct{} // indexes of words that contain the pair
}

func newBPETrainer(maxLen int) *bpeTrainer {
	return &bpeTrainer{
		maxLen:    maxLen,
		rawWords:  map[string]int64{},
		charFreq:  map[string]int64{},
		userWords: map[string]bool{},
		symbolID:  map[string]int32{},
		pairs:     map[uint64]*pairStat{},
	}
}

// addSentence counts the words of a normalized sentence. A word starts at
// U+2581; user-defined symbols are words of their own.
func (t *bpeTrainer) addSentence(s string, user *trie) {
	start := 0
	flush := func(end int) {
		if end > start {
			t.rawWords[s[start:end]]++
		}
		start = end
	}
	for i := 0; i < len(s); {
		if user != nil {
			if l := user.longestPrefix(s[i:]); l > 0 {
				flush(i)
				t.userWords[s[i:i+l]] = true
				i += l
				start = i
				continue
			}
		}
		if strings.HasPrefix(s[i:], spaceSymbol) {
			flush(i)
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		t.charFreq[s[i:i+n]]++
		i += n
	}
	flush(len(s))
}

// requiredChars returns the most frequent characters that together cover
// the given fraction of all characters, most frequent first (ties in
// string order).
func (t *bpeTrainer) requiredChars(coverage float64) []charCount {
	all := make([]charCount, 0, len(t.charFreq))
	var total int64
	for c, n := range t.charFreq {
		all = append(all, charCount{c, n})
		total += n
	}
	slices.SortFunc(all, func(a, b charCount) int {
		if a.count != b.count {
			return cmp.Compare(b.count, a.count)
		}
		return strings.Compare(a.char, b.char)
	})
	var acc int64
	for i, c := range all {
		if float64(acc)/float64(total) >= coverage {
			return all[:i]
		}
		acc += c.count
	}
	return all
}

func (t *bpeTrainer) symbol(s string) int32 {
	if id, ok := t.symbolID[s]; ok {
		return id
	}
	id := int32(len(t.symbols))
	t.symbols = append(t.symbols, s)
	t.symbolID[s] = id
	t.runeLen = append(t.runeLen, utf8.RuneCountInString(s))
	return id
}

// scriptOf returns the class of r that pieces must not mix: its Unicode
// script, with Hiragana, Katakana and the prolonged sound mark counted as
// Han. The escaped space joins any class.
var scriptCache sync.Map

func scriptOf(r rune) string {
	if v, ok := scriptCache.Load(r); ok {
		return v.(string)
	}
	name := "Unknown"
	for n, tab := range unicode.Scripts {
		if unicode.Is(tab, r) {
			name = n
			break
		}
	}
	switch name {
	case "Hiragana", "Katakana":
		name = "Han"
	}
	if r == 0x30FC {
		name = "Han"
	}
	scriptCache.Store(r, name)
	return name
}

// splitWords cuts the counted words into mergeable segments (see
// segments) and counts their adjacent pairs.
func (t *bpeTrainer) splitWords(known map[string]bool) {
	order, counts := t.segments(known)
	for i, seg := range order {
		var syms []int32
		for _, r := range seg {
			syms = append(syms, t.symbol(string(r)))
		}
		t.words = append(t.words, bpeWord{syms: syms, count: counts[i]})
	}
	for wi := range t.words {
		t.addPairs(int32(wi), +1)
	}
}

// segments cuts the counted words where a piece may not continue: at script
// changes and around characters outside the coverage (known), which are
// dropped. It returns the distinct segments, in a deterministic order, and
// their counts.
func (t *bpeTrainer) segments(known map[string]bool) ([]string, []int64) {
	words := make([]string, 0, len(t.rawWords))
	for w := range t.rawWords {
		words = append(words, w)
	}
	sort.Strings(words)
	segs := map[string]int64{}
	var order []string
	add := func(seg string, n int64) {
		if seg == "" {
			return
		}
		if _, ok := segs[seg]; !ok {
			order = append(order, seg)
		}
		segs[seg] += n
	}
	for _, w := range words {
		n := t.rawWords[w]
		start, prev := 0, ""
		for i := 0; i < len(w); {
			r, l := utf8.DecodeRuneInString(w[i:])
			c := w[i : i+l]
			switch {
			case !known[c]:
				add(w[start:i], n)
				start, prev = i+l, ""
			case c == spaceSymbol && i == 0:
				// joins the next character's segment
			default:
				sc := scriptOf(r)
				if prev != "" && sc != prev {
					add(w[start:i], n)
					start = i
				}
				prev = sc
			}
			i += l
		}
		add(w[start:], n)
	}
	t.rawWords = nil
	counts := make([]int64, len(order))
	for i, seg := range order {
		counts[i] = segs[seg]
	}
	return order, counts
}

func pairKey(a, b int32) uint64 { return uint64(uint32(a))<<32 | uint64(uint32(b)) }

// addPairs adds (sign +1) or removes (sign -1) the adjacent pairs of word wi
// to the statistics. Pairs whose merge would exceed the maximum piece
// length are not counted.
func (t *bpeTrainer) addPairs(wi int32, sign int64) {
	w := &t.words[wi]
	for i := 1; i < len(w.syms); i++ {
		a, b := w.syms[i-1], w.syms[i]
		if t.runeLen[a]+t.runeLen[b] > t.maxLen {
			continue
		}
		k := pairKey(a, b)
		st := t.pairs[k]
		if st == nil {
			st = &pairStat{words: map[int32]struct{}{}}
			t.pairs[k] = st
		}
		st.count += sign * w.count
		if sign > 0 {
			st.words[wi] = struct{}{}
		}
	}
}

// pairEntry is a heap entry; stale entries (count no longer current) are
// skipped when popped.
type pairEntry struct {
	count int64
	a, b  int32
}

// merge performs up to n merges, most frequent pair first (ties broken by
// the pieces' text), and returns the new pieces in merge order. Pieces in
// skip (meta pieces) are merged but not returned.
func (t *bpeTrainer) merge(n int, skip map[string]bool, rep *progress.Reporter) []string {
	less := func(x, y pairEntry) bool {
		if x.count != y.count {
			return x.count > y.count
		}
		if c := strings.Compare(t.symbols[x.a], t.symbols[y.a]); c != 0 {
			return c < 0
		}
		return t.symbols[x.b] < t.symbols[y.b]
	}
	h := &entryHeap{less: less}
	keys := make([]uint64, 0, len(t.pairs))
	for k := range t.pairs {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if st := t.pairs[k]; st.count > 0 {
			h.push(pairEntry{st.count, int32(k >> 32), int32(uint32(k))})
		}
	}
	var learned []string
	added := map[string]bool{}
	for len(learned) < n && len(h.items) > 0 {
		e := h.pop()
		k := pairKey(e.a, e.b)
		st := t.pairs[k]
		if st == nil || st.count != e.count || st.count <= 0 {
			continue
		}
		merged := t.symbols[e.a] + t.symbols[e.b]
		if !added[merged] && !skip[merged] {
			added[merged] = true
			learned = append(learned, merged)
			rep.Add(1)
		}
		m := t.symbol(merged)
		touched := map[uint64]bool{}
		wis := make([]int32, 0, len(st.words))
		for wi := range st.words {
			wis = append(wis, wi)
		}
		slices.Sort(wis)
		for _, wi := range wis {
			w := &t.words[wi]
			t.notePairs(wi, touched)
			t.addPairs(wi, -1)
			out := w.syms[:0]
			for i := 0; i < len(w.syms); i++ {
				if i+1 < len(w.syms) && w.syms[i] == e.a && w.syms[i+1] == e.b {
					out = append(out, m)
					i++
				} else {
					out = append(out, w.syms[i])
				}
			}
			w.syms = out
			t.addPairs(wi, +1)
			t.notePairs(wi, touched)
		}
		delete(t.pairs, k)
		tk := make([]uint64, 0, len(touched))
		for k2 := range touched {
			tk = append(tk, k2)
		}
		slices.Sort(tk)
		for _, k2 := range tk {
			if st2 := t.pairs[k2]; st2 != nil && st2.count > 0 && k2 != k {
				h.push(pairEntry{st2.count, int32(k2 >> 32), int32(uint32(k2))})
			}
		}
	}
	return learned
}

// notePairs records the pairs of word wi in touched.
func (t *bpeTrainer) notePairs(wi int32, touched map[uint64]bool) {
	w := &t.words[wi]
	for i := 1; i < len(w.syms); i++ {
		touched[pairKey(w.syms[i-1], w.syms[i])] = true
	}
}

// entryHeap is a binary heap of pair entries ordered by less.
type entryHeap struct {
	items []pairEntry
	less  func(x, y pairEntry) bool
}

func (h *entryHeap) push(e pairEntry) {
	h.items = append(h.items, e)
	for i := len(h.items) - 1; i > 0; {
		p := (i - 1) / 2
		if !h.less(h.items[i], h.items[p]) {
			break
		}
		h.items[i], h.items[p] = h.items[p], h.items[i]
		i = p
	}
}

func (h *entryHeap) pop() pairEntry {
	top := h.items[0]
	last := len(h.items) - 1
	h.items[0] = h.items[last]
	h.items = h.items[:last]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(h.items) && h.less(h.items[l], h.items[m]) {
			m = l
		}
		if r < len(h.items) && h.less(h.items[r], h.items[m]) {
			m = r
		}
		if m == i {
			break
		}
		h.items[i], h.items[m] = h.items[m], h.items[i]
		i = m
	}
	return top
}
