package decode

import (
	"cmp"
	"context"
	"errors"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
)

// toyModel is a Model whose next-token distribution is a fixed
// pseudo-random function of the source and the row's whole history, so a
// wrong beam reordering or a lost cache entry changes the results.
type toyModel struct {
	vocab  int
	starts int // sessions started
}

func (m *toyModel) logProbs(src, hist []int32) []float32 {
	h := fnv.New64a()
	for _, s := range [][]int32{src, {-1}, hist} {
		for _, v := range s {
			h.Write([]byte{byte(v), byte(v >> 8), byte(v >> 16), byte(v >> 24)})
		}
	}
	seed := h.Sum64()
	logits := make([]float64, m.vocab)
	var maxL float64 = math.Inf(-1)
	for i := range logits {
		seed = seed*6364136223846793005 + 1442695040888963407
		logits[i] = float64(seed>>11)/float64(1<<53)*6 - 3
		maxL = max(maxL, logits[i])
	}
	var z float64
	for _, l := range logits {
		z += math.Exp(l - maxL)
	}
	out := make([]float32, m.vocab)
	for i, l := range logits {
		out[i] = float32(l - maxL - math.Log(z))
	}
	return out
}

func (m *toyModel) Start(src [][]int32, expand, maxSteps int) (Session, error) {
	m.starts++
	s := &toySession{m: m, expand: expand, maxSteps: maxSteps}
	for _, x := range src {
		for range expand {
			s.src = append(s.src, x)
			s.hist = append(s.hist, nil)
		}
	}
	return s, nil
}

type toySession struct {
	m        *toyModel
	expand   int
	maxSteps int
	src      [][]int32
	hist     [][]int32
	closed   bool
}

func (s *toySession) VocabSize() int { return s.m.vocab }
func (s *toySession) Close() error   { s.closed = true; return nil }

func (s *toySession) Step(parents, tokens []int32) ([]float32, error) {
	if len(s.hist[0]) >= s.maxSteps {
		return nil, errors.New("toy: too many steps")
	}
	if parents != nil && len(s.hist[0]) == 0 {
		return nil, errors.New("toy: parents on the first step")
	}
	next := make([][]int32, len(s.hist))
	var out []float32
	for r := range s.hist {
		p := r
		if parents != nil {
			p = int(parents[r])
			if p/s.expand != r/s.expand {
				return nil, errors.New("toy: parent from another source")
			}
		}
		next[r] = append(slices.Clone(s.hist[p]), tokens[r])
		out = append(out, s.m.logProbs(s.src[r], next[r])...)
	}
	s.hist = next
	return out, nil
}

func toyOptions(beams, maxLen int) Options {
	return Options{MaxLength: maxLen, NumBeams: beams, NumReturnSequences: 1, LengthPenalty: 1,
		DecoderStartTokenID: 0, EOSTokenID: 1, PadTokenID: 0, ForcedEOSTokenID: 1}
}

// completesRepeat reports whether the last n tokens of seq occur earlier
// in seq as an n-gram.
func completesRepeat(seq []int32, n int) bool {
	if n <= 0 || len(seq) < n {
		return false
	}
	last := seq[len(seq)-n:]
	for i := 0; i+n < len(seq); i++ {
		if slices.Equal(seq[i:i+n], last) {
			return true
		}
	}
	return false
}

// toyConstraint refuses token 2 right after token 3 and token 3 as the
// first output token; it always allows EOS (1).
type toyConstraint struct{}

func (toyConstraint) Allow(_ int, seq []int32, tok int32) bool {
	last := seq[len(seq)-1]
	return !(tok == 2 && last == 3) && !(tok == 3 && len(seq) == 1)
}

// countingConstraint allows the tokens of allow and counts its calls.
type countingConstraint struct {
	allow map[int32]bool
	calls *int
}

func (c countingConstraint) Allow(_ int, _ []int32, tok int32) bool {
	*c.calls++
	return c.allow[tok]
}

// TestConstrainKeepsBestAllowed: a row keeps exactly its need best allowed
// tokens, others become −∞; a constraint that allows nothing leaves the row
// alone; and a large vocabulary is not checked token by token.
func TestConstrainKeepsBestAllowed(t *testing.T) {
	inf := float32(math.Inf(-1))
	row := func() []float32 {
		r := make([]float32, 1000)
		for i := range r {
			r[i] = -float32(i) / 100 // token i is the i-th best
		}
		return r
	}
	for _, tc := range []struct {
		name  string
		allow []int32
		need  int
		want  []int32 // tokens left finite
		calls int     // at most
	}{
		{"best allowed", []int32{3, 5, 700, 999}, 2, []int32{3, 5}, 16},
		{"deep", []int32{700, 999}, 1, []int32{700}, 1000},
		{"fewer than need", []int32{7}, 4, []int32{7}, 1000},
		{"none allowed", nil, 2, nil, 1000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			calls := 0
			c := countingConstraint{allow: map[int32]bool{}, calls: &calls}
			for _, a := range tc.allow {
				c.allow[a] = true
			}
			r := row()
			constrain(nil, r, []int32{0}, 0, tc.need, c)
			var finite []int32
			for i, x := range r {
				if x != inf {
					finite = append(finite, int32(i))
					if x != -float32(i)/100 {
						t.Errorf("token %d changed to %v", i, x)
					}
				}
			}
			if tc.want == nil {
				if len(finite) != len(r) {
					t.Errorf("%d tokens finite, want the row unchanged", len(finite))
				}
			} else if !slices.Equal(finite, tc.want) {
				t.Errorf("finite tokens %v, want %v", finite, tc.want)
			}
			if calls > tc.calls {
				t.Errorf("%d constraint calls, want at most %d", calls, tc.calls)
			}
		})
	}
}

// exhaustive scores every sequence the search could produce: start, then
// non-EOS tokens, then EOS (forced, log-prob 0, at maxLen−1); tokens that
// complete a repeated n-gram are excluded.
func exhaustive(m *toyModel, src []int32, opt Options) []Hypothesis {
	var out []Hypothesis
	var walk func(seq []int32, sum float64)
	walk = func(seq []int32, sum float64) {
		lp := m.logProbs(src, seq)
		cur := len(seq)
		if cur == opt.MaxLength-1 {
			out = append(out, Hypothesis{Tokens: append(slices.Clone(seq), opt.EOSTokenID), Score: sum / math.Pow(float64(cur), opt.LengthPenalty)})
			return
		}
		for tok := range int32(m.vocab) {
			if completesRepeat(append(slices.Clone(seq), tok), opt.NoRepeatNgramSize) {
				continue
			}
			if opt.Constraint != nil && !opt.Constraint.Allow(0, seq, tok) {
				continue
			}
			s := float64(float32(sum) + lp[tok]) // beam scores accumulate in float32
			if tok == opt.EOSTokenID {
				if cur >= opt.MinLength {
					out = append(out, Hypothesis{Tokens: append(slices.Clone(seq), tok), Score: s / math.Pow(float64(cur), opt.LengthPenalty)})
				}
				continue
			}
			walk(append(slices.Clone(seq), tok), s)
		}
	}
	walk([]int32{opt.DecoderStartTokenID}, 0)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	return out
}

// TestBeamSearchWideIsExhaustive: with more beams than prefixes nothing is
// pruned, so the returned hypotheses must be the exhaustive top ones.
func TestBeamSearchWideIsExhaustive(t *testing.T) {
	srcs := [][]int32{{5, 6, 1}, {7, 1}, {9, 9, 9, 1}}
	for _, tc := range []struct {
		name  string
		lp    float64
		min   int
		ngram int
		c     Constraint
	}{{"lp1", 1, 0, 0, nil}, {"lp0.6", 0.6, 0, 0, nil}, {"lp2", 2, 0, 0, nil}, {"min3", 1, 3, 0, nil},
		{"ngram2", 1, 0, 2, nil}, {"ngram1", 0.6, 0, 1, nil}, {"constraint", 1, 0, 0, toyConstraint{}},
		{"constraint+ngram2", 0.6, 0, 2, toyConstraint{}}} {
		t.Run(tc.name, func(t *testing.T) {
			m := &toyModel{vocab: 4}
			opt := toyOptions(64, 5)
			opt.LengthPenalty, opt.MinLength, opt.NumReturnSequences = tc.lp, tc.min, 4
			opt.NoRepeatNgramSize = tc.ngram
			opt.Constraint = tc.c
			opt.EarlyStopping = StopNever
			got, err := Generate(context.Background(), m, srcs, opt)
			if err != nil {
				t.Fatal(err)
			}
			for i, src := range srcs {
				want := exhaustive(m, src, opt)[:4]
				for j := range want {
					if !slices.Equal(got[i][j].Tokens, want[j].Tokens) || math.Abs(got[i][j].Score-want[j].Score) > 1e-6 {
						t.Errorf("source %d rank %d: got %v %.6f, want %v %.6f", i, j,
							got[i][j].Tokens, got[i][j].Score, want[j].Tokens, want[j].Score)
					}
				}
			}
		})
	}
}

func TestGreedyFollowsArgmax(t *testing.T) {
	m := &toyModel{vocab: 6}
	srcs := [][]int32{{2, 3, 1}, {4, 1}, {5, 5, 1}, {3, 1}}
	for _, maxLen := range []int{2, 4, 9} {
		opt := toyOptions(1, maxLen)
		opt.MinLength = 3
		got, err := Generate(context.Background(), m, srcs, opt)
		if err != nil {
			t.Fatal(err)
		}
		for i, src := range srcs {
			seq := []int32{0}
			var sum float64
			for len(seq) < maxLen {
				lp := m.logProbs(src, seq)
				if len(seq) < opt.MinLength {
					lp[1] = float32(math.Inf(-1))
				}
				tok := int32(argmax(lp))
				if len(seq) == maxLen-1 {
					tok, lp[1] = 1, 0
				}
				sum += float64(lp[tok])
				seq = append(seq, tok)
				if tok == 1 {
					break
				}
			}
			if h := got[i][0]; !slices.Equal(h.Tokens, seq) || math.Abs(h.Score-sum) > 1e-9 {
				t.Errorf("max %d source %d: got %v %.6f, want %v %.6f", maxLen, i, h.Tokens, h.Score, seq, sum)
			}
		}
	}
}

// TestBeamHFBehaviours checks HF details on a narrow beam: every result
// ends with EOS (forced at max length), scores are sorted, and EOS is never
// produced before min_length.
func TestBeamHFBehaviours(t *testing.T) {
	m := &toyModel{vocab: 7}
	opt := toyOptions(3, 6)
	opt.NumReturnSequences, opt.MinLength = 3, 3
	got, err := Generate(context.Background(), m, [][]int32{{2, 1}, {3, 4, 1}}, opt)
	if err != nil {
		t.Fatal(err)
	}
	for i, hs := range got {
		for j, h := range hs {
			if h.Tokens[len(h.Tokens)-1] != 1 || len(h.Tokens) > opt.MaxLength || len(h.Tokens) < opt.MinLength+1 {
				t.Errorf("source %d hyp %d: %v", i, j, h.Tokens)
			}
			if j > 0 && h.Score > hs[j-1].Score {
				t.Errorf("source %d: scores not sorted: %v", i, hs)
			}
		}
	}
}

func TestHypothesesKeepBest(t *testing.T) {
	opt := toyOptions(2, 10)
	h := newHypotheses(&opt, opt.MaxLength)
	// len 1 each, lp 1: score = sum.
	h.add([]int32{0}, -3, false)
	h.add([]int32{0}, -1, false)
	h.add([]int32{0}, -2, false) // evicts -3
	h.add([]int32{0}, -5, false) // rejected
	if len(h.beams) != 2 || h.worst != -2 {
		t.Fatalf("beams %v worst %v", h.beams, h.worst)
	}
	if !h.done(-100, 5) || h.done(-1, 1) {
		t.Error("heuristic stopping")
	}
	// Equal scores: the later one comes first, as HF's sorted().pop().
	h2 := newHypotheses(&opt, opt.MaxLength)
	h2.add([]int32{0}, -1, false)
	h2.add([]int32{7}, -1, false)
	if b := h2.best(2); b[0].Tokens[0] != 7 {
		t.Errorf("tie order %v", b)
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		mod  func(*Options)
		want string
	}{
		{func(o *Options) { o.MaxLength = 1 }, "max length"},
		{func(o *Options) { o.NumBeams = 0 }, "num beams"},
		{func(o *Options) { o.NumReturnSequences = 0 }, "num return"},
		{func(o *Options) { o.NumReturnSequences = 5 }, "exceeds"},
		{func(o *Options) { o.EOSTokenID = -1 }, "EOS"},
		{func(o *Options) { o.LengthPenalty = math.NaN() }, "length penalty"},
	} {
		opt := toyOptions(4, 10)
		tc.mod(&opt)
		err := opt.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("got %v, want an error about %q", err, tc.want)
		}
	}
}

func TestGenerateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Generate(ctx, &toyModel{vocab: 4}, [][]int32{{2, 1}}, toyOptions(2, 5))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v", err)
	}
}

func TestTopK(t *testing.T) {
	vals := []float32{0.5, 2, -1, 2, 7, 0.5, 3}
	for _, tc := range []struct {
		name  string
		k     int
		width int
		add   []float32
		want  []candidate
	}{
		{"one row", 4, 0, nil, []candidate{{7, 4}, {3, 6}, {2, 1}, {2, 3}}},
		{"k over length", 9, 0, nil, []candidate{{7, 4}, {3, 6}, {2, 1}, {2, 3}, {0.5, 0}, {0.5, 5}, {-1, 2}}},
		// Rows [0.5 2 -1] +1, [2 7 0.5] +0, [3] −5: ties keep the lower index.
		{"rows with offsets", 4, 3, []float32{1, 0, -5}, []candidate{{7, 4}, {3, 1}, {2, 3}, {1.5, 0}}},
		{"k zero", 0, 0, nil, []candidate{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := topK(nil, tc.k, vals, tc.width, tc.add)
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

// orderConstraint allows the tokens of allow and records the order in
// which tokens are offered.
type orderConstraint struct {
	allow   map[int32]bool
	offered *[]int32
}

func (c orderConstraint) Allow(_ int, _ []int32, tok int32) bool {
	*c.offered = append(*c.offered, tok)
	return c.allow[tok]
}

// TestConstrainOfferOrder: constrain offers tokens best first (ties to the
// lower id), stops at −∞ and once need tokens are allowed, also past the
// first group of best tokens, on rows with many ties; its result is the
// reference's (sort the whole row, offer in order).
func TestConstrainOfferOrder(t *testing.T) {
	inf := float32(math.Inf(-1))
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		n := 1 + rng.IntN(600)
		row := make([]float32, n)
		for i := range row {
			row[i] = -float32(rng.IntN(40)) / 4 // many ties
			if rng.IntN(10) == 0 {
				row[i] = inf
			}
		}
		allow := map[int32]bool{}
		density := 1 + rng.IntN(50)
		for i := range n {
			if rng.IntN(density) == 0 {
				allow[int32(i)] = true
			}
		}
		need := 1 + rng.IntN(20)
		// Reference: every finite token, best first.
		order := make([]int32, 0, n)
		for i, x := range row {
			if x != inf {
				order = append(order, int32(i))
			}
		}
		slices.SortStableFunc(order, func(a, b int32) int { return cmp.Compare(row[b], row[a]) })
		var wantOffered, kept []int32
		for _, tok := range order {
			wantOffered = append(wantOffered, tok)
			if allow[tok] {
				kept = append(kept, tok)
				if len(kept) == need {
					break
				}
			}
		}
		want := slices.Clone(row)
		if len(kept) > 0 {
			for i := range want {
				if !slices.Contains(kept, int32(i)) {
					want[i] = inf
				}
			}
		}
		var offered []int32
		got := slices.Clone(row)
		constrain(nil, got, []int32{0}, 0, need, orderConstraint{allow, &offered})
		if !slices.Equal(offered, wantOffered) {
			t.Fatalf("trial %d (n %d, need %d): offered %v, want %v", trial, n, need, offered, wantOffered)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d (n %d, need %d): row %v, want %v", trial, n, need, got, want)
		}
		// A Narrower that lists the allowed tokens and some others, in
		// any order, keeps the same tokens while offering only those.
		var list []int32
		for _, i := range rng.Perm(n) {
			if allow[int32(i)] || rng.IntN(4) == 0 {
				list = append(list, int32(i))
			}
		}
		offered = offered[:0]
		got = slices.Clone(row)
		constrain(nil, got, []int32{0}, 0, need, narrowConstraint{orderConstraint{allow, &offered}, list})
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d (n %d, need %d), narrowed: row %v, want %v", trial, n, need, got, want)
		}
		for _, tok := range offered[min(len(offered), max(4*need, 16)):] {
			if !slices.Contains(list, tok) {
				t.Fatalf("trial %d: token %d offered past the first group but not in the Narrow list", trial, tok)
			}
		}
	}
}

// narrowConstraint is an orderConstraint that narrows to list.
type narrowConstraint struct {
	orderConstraint
	list []int32
}

func (c narrowConstraint) Narrow(int, []int32) ([]int32, bool) { return c.list, true }

func TestIDCodec(t *testing.T) {
	c := IDCodec{EOSTokenID: 1}
	ids, err := c.Encode(" 5 17\t3 1 ")
	if err != nil || !slices.Equal(ids, []int32{5, 17, 3, 1}) {
		t.Fatalf("Encode: %v %v", ids, err)
	}
	if s := c.Decode(ids); s != "5 17 3" {
		t.Errorf("Decode: %q", s)
	}
	for _, bad := range []string{"1 x", "-3", "99999999999"} {
		if _, err := c.Encode(bad); err == nil {
			t.Errorf("Encode(%q): no error", bad)
		}
	}
}

func FuzzIDCodec(f *testing.F) {
	for _, s := range []string{"1 2 3", "", "  7\t8 ", "x", "-1", "2147483648"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c := IDCodec{EOSTokenID: -1}
		ids, err := c.Encode(s)
		if err != nil {
			return
		}
		back, err := c.Encode(c.Decode(ids))
		if err != nil || !slices.Equal(back, ids) {
			t.Fatalf("round trip %q: %v → %v (%v)", s, ids, back, err)
		}
	})
}

// TestConstrainBeams: constraining a source's beams together returns, and
// leaves in the rows, the same top 2·beams candidates (scores, tokens and
// order) as constraining each row on its own and then dropping the rows
// without an allowed token when another row has one; with such rows, ties,
// −∞ and beam scores that round sums together; and it offers no more
// tokens.
func TestConstrainBeams(t *testing.T) {
	inf := float32(math.Inf(-1))
	rng := rand.New(rand.NewPCG(3, 4))
	saved := 0
	for trial := range 300 {
		nb := 1 + rng.IntN(6)
		v := 2 + rng.IntN(300)
		need := 2 * nb
		rows := make([]float32, nb*v)
		levels := 60
		if trial%3 == 1 {
			levels = 4 // many ties, within and across beams
		}
		for i := range rows {
			rows[i] = -float32(rng.IntN(levels)) / 8
			if rng.IntN(12) == 0 {
				rows[i] = inf
			}
		}
		scores := make([]float32, nb)
		for j := range scores {
			switch trial % 3 {
			case 0:
				scores[j] = -float32(rng.IntN(20)) / 3
			case 1:
				scores[j] = -float32(rng.IntN(2)) / 8
			default:
				scores[j] = -1e7 * float32(j) // large: sums round
			}
		}
		allow := map[int32]bool{}
		density := 1 + rng.IntN(40)
		for tok := range v {
			if rng.IntN(density) == 0 {
				allow[int32(tok)] = true
			}
		}
		noneRow := rng.IntN(nb + 1) // this beam (if < nb) allows nothing
		c := beamConstraint{allow: allow, none: noneRow}
		seqs := make([][]int32, nb)
		for j := range seqs {
			seqs[j] = []int32{0, int32(j)}
		}

		want := slices.Clone(rows)
		var wantOffers, gotOffers int
		c.offers = &wantOffers
		keptAny, kept := false, make([]bool, nb)
		for j := range nb {
			_, allowed := constrainRow(nil, want[j*v:(j+1)*v], seqs[j], 0, need, c, nil)
			kept[j] = allowed != nil
			keptAny = keptAny || kept[j]
		}
		for j := range nb { // a beam without an allowed token is dropped when another has one
			for i := j * v; i < (j+1)*v && keptAny && !kept[j]; i++ {
				want[i] = inf
			}
		}
		wantTop := topK(nil, need, want, v, scores)

		got := slices.Clone(rows)
		c.offers = &gotOffers
		_, gotTop, free := constrainBeams(nil, got, v, scores, seqs, 0, need, c)
		if free != !keptAny {
			t.Fatalf("trial %d: free %v, but a beam kept a token: %v", trial, free, keptAny)
		}
		if !slices.Equal(gotTop, wantTop) {
			t.Fatalf("trial %d (beams %d, vocab %d): top %v, want %v", trial, nb, v, gotTop, wantTop)
		}
		if rowsTop := topK(nil, need, got, v, scores); !slices.Equal(rowsTop, wantTop) {
			t.Fatalf("trial %d (beams %d, vocab %d): top of the constrained rows %v, want %v", trial, nb, v, rowsTop, wantTop)
		}
		if gotOffers > wantOffers {
			t.Fatalf("trial %d: %d tokens offered, constrain offered %d", trial, gotOffers, wantOffers)
		}
		saved += wantOffers - gotOffers
	}
	if saved == 0 {
		t.Error("constrainBeams never offered fewer tokens than constrain")
	}
}

// beamConstraint allows the tokens of allow, except after the tokens of
// beam none (seq[1] == none), and counts its calls.
type beamConstraint struct {
	allow  map[int32]bool
	none   int
	offers *int
}

func (c beamConstraint) Allow(_ int, seq []int32, tok int32) bool {
	*c.offers++
	return c.allow[tok] && int(seq[1]) != c.none
}

// TestTopKMatchesInsertion: topK (which passes over hopeless scores in
// bulk) keeps what a plain insertion of every candidate in index order
// keeps, on long rows with ties, −∞, NaN and per-row offsets.
func TestTopKMatchesInsertion(t *testing.T) {
	inf := float32(math.Inf(-1))
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := range 300 {
		width := 1 + rng.IntN(500)
		nrows := 1 + rng.IntN(4)
		x := make([]float32, width*nrows)
		for i := range x {
			x[i] = float32(rng.IntN(1000)) / 50
			switch rng.IntN(40) {
			case 0:
				x[i] = inf
			case 1:
				if trial%4 == 0 {
					x[i] = float32(math.NaN())
				}
			}
		}
		var add []float32
		if trial%2 == 1 {
			add = make([]float32, nrows)
			for r := range add {
				add[r] = -float32(rng.IntN(100)) / 7
			}
		}
		k := 1 + rng.IntN(70)
		var want []candidate
		for i, s := range x {
			if add != nil {
				s += add[i/width]
			}
			c := candidate{s, i}
			if len(want) == k && !c.better(want[k-1]) {
				continue
			}
			j := len(want)
			if j < k {
				want = append(want, c)
			} else {
				j = k - 1
			}
			for j > 0 && c.better(want[j-1]) {
				want[j] = want[j-1]
				j--
			}
			want[j] = c
		}
		got := topK(nil, k, x, width, add)
		same := len(got) == len(want)
		for i := 0; same && i < len(got); i++ {
			g, w := got[i], want[i]
			same = g.index == w.index && (g.score == w.score || g.score != g.score && w.score != w.score)
		}
		if !same {
			t.Fatalf("trial %d (k %d, width %d, rows %d): got %v, want %v", trial, k, width, nrows, got, want)
		}
	}
}

// AllOf narrows to the shortest list of its members that narrow, and not
// at all when none does.
func TestAllOfNarrow(t *testing.T) {
	var offered []int32
	plain := orderConstraint{map[int32]bool{}, &offered}
	long := narrowConstraint{plain, []int32{1, 2, 3}}
	short := narrowConstraint{plain, []int32{2}}
	for _, tc := range []struct {
		name string
		cs   []Constraint
		want []int32
		ok   bool
	}{
		{"none narrows", []Constraint{plain, plain}, nil, false},
		{"one narrows", []Constraint{plain, long}, []int32{1, 2, 3}, true},
		{"the shorter", []Constraint{long, plain, short}, []int32{2}, true},
	} {
		n, isN := AllOf(tc.cs...).(Narrower)
		if !isN {
			t.Fatalf("%s: AllOf is no Narrower", tc.name)
		}
		got, ok := n.Narrow(0, nil)
		if ok != tc.ok || !slices.Equal(got, tc.want) {
			t.Errorf("%s: Narrow = %v, %v; want %v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

// stepConstraint allows no token at all at output length at.
type stepConstraint struct{ at int }

func (c stepConstraint) Allow(_ int, seq []int32, _ int32) bool { return len(seq) != c.at }

// TestUnconstrainedMarksEscapes: a hypothesis is marked Unconstrained
// exactly when one of its steps found no allowed token (for no beam of its
// source) and went on without the constraint; here step 2, which only
// hypotheses longer than start + EOS went through.
func TestUnconstrainedMarksEscapes(t *testing.T) {
	srcs := [][]int32{{5, 6, 1}, {7, 1}, {9, 9, 9, 1}}
	for _, tc := range []struct {
		name  string
		beams int
		c     Constraint
	}{{"greedy", 1, stepConstraint{2}}, {"beam", 3, stepConstraint{2}}, {"beam, never", 3, stepConstraint{-1}}} {
		t.Run(tc.name, func(t *testing.T) {
			opt := toyOptions(tc.beams, 6)
			opt.NumReturnSequences = tc.beams
			opt.Constraint = tc.c
			got, err := Generate(context.Background(), &toyModel{vocab: 5}, srcs, opt)
			if err != nil {
				t.Fatal(err)
			}
			marked := 0
			for i, hs := range got {
				for _, h := range hs {
					want := tc.c.(stepConstraint).at == 2 && len(h.Tokens) > 2
					if h.Unconstrained != want {
						t.Errorf("source %d %v: Unconstrained %v, want %v", i, h.Tokens, h.Unconstrained, want)
					}
					if h.Unconstrained {
						marked++
					}
				}
			}
			if tc.c.(stepConstraint).at == 2 && marked == 0 {
				t.Error("no hypothesis went through step 2")
			}
		})
	}
}
