package decode

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
)

// initialBeamScore is HF's score for beams 1… at the first step, which keeps
// the identical copies of a source from being picked together.
const initialBeamScore = -1e9

// Validate checks that opt describes a generation decode can run.
func (opt *Options) Validate() error {
	switch {
	case opt.MaxLength < 2:
		return fmt.Errorf("decode: max length %d: must be at least 2 (start token and one more)", opt.MaxLength)
	case opt.NumBeams < 1:
		return fmt.Errorf("decode: num beams %d: must be at least 1", opt.NumBeams)
	case opt.NumReturnSequences < 1:
		return fmt.Errorf("decode: num return sequences %d: must be at least 1", opt.NumReturnSequences)
	case opt.NumReturnSequences > opt.NumBeams:
		return fmt.Errorf("decode: num return sequences %d exceeds num beams %d", opt.NumReturnSequences, opt.NumBeams)
	case opt.EOSTokenID < 0:
		return fmt.Errorf("decode: EOS token id %d: must not be negative", opt.EOSTokenID)
	case math.IsNaN(opt.LengthPenalty) || math.IsInf(opt.LengthPenalty, 0):
		return fmt.Errorf("decode: length penalty %v is not finite", opt.LengthPenalty)
	case opt.MaxLenA < 0 || opt.MaxLenB < 0 || math.IsNaN(opt.MaxLenA) || math.IsInf(opt.MaxLenA, 0):
		return fmt.Errorf("decode: max length a %v, b %d: must be finite and not negative", opt.MaxLenA, opt.MaxLenB)
	case opt.StopRepeats < 0 || opt.StopRepeats == 1:
		return fmt.Errorf("decode: stop repeats %d: must be 0 (off) or at least 2", opt.StopRepeats)
	case opt.NoRepeatNgramSize < 0:
		return fmt.Errorf("decode: no-repeat n-gram size %d: must not be negative", opt.NoRepeatNgramSize)
	}
	return nil
}

// Generate decodes every sequence of src with m and returns, for each
// source in order, opt.NumReturnSequences hypotheses, best first. NumBeams 1
// selects greedy search. ctx is checked between decoding steps.
//
// When the session implements Retainer, sources whose decoding is over are
// dropped from it once at most half of its sources are still decoding
// (keeping a power-of-two number of sources, so that a model meets few
// distinct batch shapes); the results are the same as without it.
func Generate(ctx context.Context, m Model, src [][]int32, opt Options) (out [][]Hypothesis, err error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	if len(src) == 0 {
		return nil, nil
	}
	limits := opt.limits(src)
	sess, err := m.Start(src, opt.NumBeams, slices.Max(limits)-1)
	if err != nil {
		return nil, fmt.Errorf("decode: starting a batch of %d: %w", len(src), err)
	}
	defer func() {
		if cerr := sess.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("decode: closing session: %w", cerr)
		}
	}()
	if opt.NumBeams == 1 {
		return greedy(ctx, sess, limits, &opt)
	}
	return beamSearch(ctx, sess, limits, &opt)
}

// limits returns each source's maximum output length in tokens, the start
// token included (see Options.MaxLenA).
func (opt *Options) limits(src [][]int32) []int {
	out := make([]int, len(src))
	for i, s := range src {
		out[i] = opt.MaxLength
		if opt.MaxLenA != 0 || opt.MaxLenB != 0 {
			out[i] = min(opt.MaxLength, max(2, int(opt.MaxLenA*float64(len(s)))+opt.MaxLenB+1))
		}
	}
	return out
}

// process applies HF's logits processors for no_repeat_ngram_size,
// min_length and forced_eos_token_id, in HF's order, then StopRepeats, to
// one row of log-probabilities, in place. seq is the row's tokens so far
// (start token included); curLen = len(seq); maxLen is the row's maximum
// length.
func process(row []float32, seq []int32, opt *Options, maxLen int) {
	curLen := len(seq)
	banRepeatedNgrams(row, seq, opt.NoRepeatNgramSize)
	if opt.MinLength > 0 && curLen < opt.MinLength && int(opt.EOSTokenID) < len(row) {
		row[opt.EOSTokenID] = float32(math.Inf(-1))
	}
	if opt.ForcedEOSTokenID >= 0 && curLen == maxLen-1 && int(opt.ForcedEOSTokenID) < len(row) {
		force(row, opt.ForcedEOSTokenID)
	}
	if opt.StopRepeats >= 2 && int(opt.EOSTokenID) < len(row) && endsInRepeats(seq[1:], opt.StopRepeats) {
		force(row, opt.EOSTokenID)
	}
}

// force makes tok the only possible token of row (log-probability 0).
func force(row []float32, tok int32) {
	for i := range row {
		row[i] = float32(math.Inf(-1))
	}
	row[tok] = 0
}

// endsInRepeats reports whether seq ends with some span of 1 to
// MaxRepeatSpan tokens repeated n times in a row.
func endsInRepeats(seq []int32, n int) bool {
	for span := 1; span <= MaxRepeatSpan && span*n <= len(seq); span++ {
		tail := seq[len(seq)-span*n:]
		repeated := true
		for i := span; i < len(tail); i++ {
			if tail[i] != tail[i-span] {
				repeated = false
				break
			}
		}
		if repeated {
			return true
		}
	}
	return false
}

// banRepeatedNgrams sets to −∞ every token that would complete an n-gram
// already present in seq (HF NoRepeatNGramLogitsProcessor; n ≤ 0 disables
// it).
func banRepeatedNgrams(row []float32, seq []int32, n int) {
	if n <= 0 || len(seq)+1 < n {
		return
	}
	prefix := seq[len(seq)-n+1:]
	for i := 0; i+n <= len(seq); i++ {
		match := true
		for j := range n - 1 {
			if seq[i+j] != prefix[j] {
				match = false
				break
			}
		}
		if tok := seq[i+n-1]; match && int(tok) < len(row) && tok >= 0 {
			row[tok] = float32(math.Inf(-1))
		}
	}
}

// step runs one session step and checks the size of its result.
func step(ctx context.Context, sess Session, parents, tokens []int32) ([]float32, int, error) {
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	lp, err := sess.Step(parents, tokens)
	if err != nil {
		return nil, 0, fmt.Errorf("decode: step: %w", err)
	}
	v := sess.VocabSize()
	if v <= 0 || len(lp) != v*len(tokens) {
		return nil, 0, fmt.Errorf("decode: step returned %d log-probs for %d rows of vocabulary %d", len(lp), len(tokens), v)
	}
	return lp, v, nil
}

func greedy(ctx context.Context, sess Session, limits []int, opt *Options) ([][]Hypothesis, error) {
	n := len(limits)
	seqs := make([][]int32, n)
	scores := make([]float64, n)
	finished := make([]bool, n)
	free := make([]bool, n)    // the constraint allowed nothing at some step
	tokens := make([]int32, n) // session row k decodes source live[k]
	live := make([]int, n)
	scratch := newWorkers(n)
	for i := range seqs {
		seqs[i] = []int32{opt.DecoderStartTokenID}
		tokens[i] = opt.DecoderStartTokenID
		live[i] = i
	}
	for {
		lp, v, err := step(ctx, sess, nil, tokens[:len(live)])
		if err != nil {
			return nil, err
		}
		_ = scratch.run(len(live), func(k int, cands *[]candidate) error {
			i := live[k]
			if finished[i] {
				tokens[k] = opt.PadTokenID
				return nil
			}
			row := lp[k*v : (k+1)*v]
			process(row, seqs[i], opt, limits[i])
			var allowed []int32
			*cands, allowed = constrainRow(*cands, row, seqs[i], i, 1, opt.Constraint, nil)
			free[i] = free[i] || opt.Constraint != nil && allowed == nil
			best := argmax(row)
			scores[i] += float64(row[best])
			tokens[k] = int32(best)
			seqs[i] = append(seqs[i], int32(best))
			finished[i] = int32(best) == opt.EOSTokenID || len(seqs[i]) >= limits[i]
			return nil
		})
		if !slices.Contains(finished, false) {
			break
		}
		keep, err := retire(sess, live, finished, 1)
		if err != nil {
			return nil, err
		}
		if keep != nil {
			next := make([]int, len(keep))
			for j, k := range keep {
				next[j] = live[k]
				tokens[j] = tokens[k]
			}
			live = next
		}
	}
	out := make([][]Hypothesis, n)
	for i := range out {
		out[i] = []Hypothesis{{Tokens: seqs[i], Score: scores[i], Unconstrained: free[i]}}
	}
	return out, nil
}

// workers runs the host side of a decoding step, one source (or greedy
// row) at a time, on up to GOMAXPROCS goroutines, each with its own
// scratch buffer; the work of each source only touches that source's
// state, so the results do not depend on the schedule.
type workers struct {
	bufs [][]candidate // per goroutine
	errs []error       // per source
}

func newWorkers(sources int) *workers {
	n := max(1, min(runtime.GOMAXPROCS(0), sources))
	return &workers{bufs: make([][]candidate, n), errs: make([]error, sources)}
}

// run calls fn(k, buf) for every k in [0, n), on several goroutines when
// there are several sources, and returns the error of the lowest k that
// failed.
func (w *workers) run(n int, fn func(k int, buf *[]candidate) error) error {
	if len(w.bufs) == 1 || n < 2 {
		for k := range n {
			if err := fn(k, &w.bufs[0]); err != nil {
				return err
			}
		}
		return nil
	}
	errs := w.errs[:n]
	clear(errs)
	var next atomic.Int32
	var wg sync.WaitGroup
	for g := range min(len(w.bufs), n) {
		wg.Go(func() {
			for k := int(next.Add(1)) - 1; k < n; k = int(next.Add(1)) - 1 {
				errs[k] = fn(k, &w.bufs[g])
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// retire drops finished sources from a session that implements Retainer,
// once at most half of its sources (live, indices of the original sources)
// are still open (done[b] false). It keeps the open ones plus enough
// finished ones (which go on decoding padding) to make a power of two, and
// returns the positions in live it kept, in order, or nil when the
// session was left as it was.
func retire(sess Session, live []int, done []bool, expand int) ([]int, error) {
	r, ok := sess.(Retainer)
	if !ok || len(live) < 2 {
		return nil, nil
	}
	open := 0
	for _, b := range live {
		if !done[b] {
			open++
		}
	}
	target := 1
	for target < open {
		target *= 2
	}
	if open == 0 || open > len(live)/2 || target >= len(live) {
		return nil, nil
	}
	keep := make([]int, 0, target)
	spare := target - open
	for k, b := range live {
		switch {
		case !done[b]:
			keep = append(keep, k)
		case spare > 0:
			keep = append(keep, k)
			spare--
		}
	}
	if err := r.Retain(keep); err != nil {
		return nil, fmt.Errorf("decode: keeping %d of %d sources (%d rows each): %w", len(keep), len(live), expand, err)
	}
	return keep, nil
}

// constrain applies c (nil: none) to row, the log-probabilities of the
// next token of an output of source src with tokens seq: it keeps the need
// best tokens c allows among those of finite log-probability and sets
// every other token to −∞, or leaves row alone when c allows none of them.
// Tokens are offered to c best first (higher log-probability, ties to the
// lower id): the best few from one pass over the row, which usually
// suffice, then the others from a heap, so that a step checks only the
// tokens it needs to and sorts no more of the row than it reads. buf is
// scratch space, returned for reuse.
func constrain(buf []candidate, row []float32, seq []int32, src, need int, c Constraint) []candidate {
	buf, _ = constrainRow(buf, row, seq, src, need, c, nil)
	return buf
}

// constrainRow is constrain, which also returns the tokens it kept (nil
// when it left row alone). It stops early when stop (unless nil) reports
// that a token of the given log-probability, or any worse one, can no
// longer matter; the row then keeps only the allowed tokens found so far,
// and is left alone when it has none (constrainBeams then drops it).
func constrainRow(buf []candidate, row []float32, seq []int32, src, need int, c Constraint, stop func(float32) bool) ([]candidate, []int32) {
	if c == nil {
		return buf, nil
	}
	var allowed []int32
	offer := func(cand candidate) (more bool) {
		if stop != nil && stop(cand.score) {
			return false
		}
		if c.Allow(src, seq, int32(cand.index)) {
			allowed = append(allowed, int32(cand.index))
		}
		return len(allowed) < need
	}
	look := min(max(4*need, 16), len(row))
	buf = topK(buf, look, row, 0, nil)
	more, rest := true, true
	for _, cand := range buf {
		if math.IsInf(float64(cand.score), -1) {
			rest = false
			break
		}
		if more = offer(cand); !more {
			break
		}
	}
	if more && rest && look < len(row) {
		var toks []int32
		narrow := false
		if n, ok := c.(Narrower); ok {
			toks, narrow = n.Narrow(src, seq)
		}
		if narrow {
			buf = offerRestOf(buf, row, buf[look-1], toks, offer)
		} else {
			buf = offerRest(buf, row, buf[look-1], offer)
		}
	}
	if len(allowed) == 0 {
		return buf, nil
	}
	keep := make([]float32, len(allowed))
	for i, tok := range allowed {
		keep[i] = row[tok]
	}
	inf := float32(math.Inf(-1))
	for i := range row {
		row[i] = inf
	}
	for i, tok := range allowed {
		row[tok] = keep[i]
	}
	return buf, allowed
}

// constrainBeams applies c to the nb = len(scores) rows of one source's
// beams (rows of width v, beam j with score scores[j] and tokens seqs[j])
// before the source's top-need candidates (log-probability + beam score)
// are taken. A row keeps its need best allowed tokens, as constrain; but
// a row where c allows nothing is dropped (all −∞) when another beam of
// the source has an allowed token, rather than left whole: a beam that has
// run into a dead end (a name it cannot go on copying) must not escape the
// constraint. Only when no beam has an allowed token are the rows left as
// they were, so that the search always has a move. The allowed tokens
// found are candidates of the source; once need of them are known, a row
// stops at a token that cannot beat the need-th best of them (nor can the
// tokens after it, whose scores are no higher). It returns buf for reuse
// and the source's top need candidates, topK(need, rows, v, scores) of the
// constrained rows, read from the kept tokens rather than the whole rows
// where it can, and free: whether no beam had an allowed token, so that the
// rows were left as they were.
func constrainBeams(buf []candidate, rows []float32, v int, scores []float32, seqs [][]int32, src, need int, c Constraint) (scratch, top []candidate, free bool) {
	best := make([]float32, 0, need) // the best scores of allowed candidates so far, best first
	kept := make([][]int32, len(scores))
	for j, bs := range scores {
		stop := func(lp float32) bool {
			return len(best) == need && best[need-1] > lp+bs
		}
		var allowed []int32
		row := rows[j*v : (j+1)*v]
		buf, allowed = constrainRow(buf, row, seqs[j], src, need, c, stop)
		kept[j] = allowed
		for _, tok := range allowed {
			s := row[tok] + bs // as topK scores it
			i := len(best)
			if i < need {
				best = append(best, s)
			} else if s > best[need-1] {
				i = need - 1
			} else {
				continue
			}
			for ; i > 0 && s > best[i-1]; i-- {
				best[i] = best[i-1]
			}
			best[i] = s
		}
	}
	// Rows without an allowed token are dropped when a beam has one.
	anyKept := slices.ContainsFunc(kept, func(k []int32) bool { return k != nil })
	if anyKept {
		inf := float32(math.Inf(-1))
		for j := range scores {
			if kept[j] == nil {
				row := rows[j*v : (j+1)*v]
				for i := range row {
					row[i] = inf
				}
			}
		}
	}
	// The top need, offered in index order as topK does: a row's kept
	// tokens, or the whole row when no beam has an allowed token.
	top = make([]candidate, 0, need)
	for j, bs := range scores {
		row := rows[j*v : (j+1)*v]
		if kept[j] == nil {
			if !anyKept {
				top = pushTop(top, need, row, j*v, bs, true)
			}
			continue
		}
		slices.Sort(kept[j])
		for _, tok := range kept[j] {
			top = pushTop(top, need, row[tok:tok+1], j*v+int(tok), bs, true)
		}
	}
	if len(top) < need { // fewer finite candidates: topK adds −∞ ones
		top = topK(top, need, rows, v, scores)
	}
	return buf, top, !anyKept
}

// offerRest offers the tokens of row that rank after last and have a
// log-probability above −∞ to offer, best first, until it returns false,
// and returns buf's storage (which it uses as the heap) for reuse. A row
// with a NaN has no order: its tokens are offered in id order, up to the
// first −∞, as the insertion sort of topK would have ranked them.
func offerRest(buf []candidate, row []float32, last candidate, offer func(candidate) bool) []candidate {
	h := buf[:0]
	for i, x := range row {
		if x != x {
			for j := last.index + 1; j < len(row) && !math.IsInf(float64(row[j]), -1); j++ {
				if !offer(candidate{row[j], j}) {
					break
				}
			}
			return h
		}
		if c := (candidate{x, i}); last.better(c) && !math.IsInf(float64(x), -1) {
			h = append(h, c)
		}
	}
	return offerHeap(h, offer)
}

// offerRestOf is offerRest restricted to the tokens toks (a Narrower's
// list): it offers the same tokens in the same order, less those not in
// toks. A row with a NaN goes to offerRest, whose order then depends on
// every token of the row.
func offerRestOf(buf []candidate, row []float32, last candidate, toks []int32, offer func(candidate) bool) []candidate {
	for _, x := range row {
		if x != x {
			return offerRest(buf, row, last, offer)
		}
	}
	h := buf[:0]
	for _, t := range toks {
		if t < 0 || int(t) >= len(row) {
			continue
		}
		if c := (candidate{row[t], int(t)}); last.better(c) && !math.IsInf(float64(c.score), -1) {
			h = append(h, c)
		}
	}
	return offerHeap(h, offer)
}

// offerHeap makes a heap of h and offers its candidates, best first,
// until offer returns false; it returns h's storage.
func offerHeap(h []candidate, offer func(candidate) bool) []candidate {
	for i := len(h)/2 - 1; i >= 0; i-- {
		siftDown(h, i)
	}
	for len(h) > 0 {
		top := h[0]
		n := len(h) - 1
		h[0] = h[n]
		h = h[:n]
		siftDown(h, 0)
		if !offer(top) {
			break
		}
	}
	return h
}

// siftDown restores the heap order of h (best candidate first) below i.
func siftDown(h []candidate, i int) {
	for {
		best, l, r := i, 2*i+1, 2*i+2
		if l < len(h) && h[l].better(h[best]) {
			best = l
		}
		if r < len(h) && h[r].better(h[best]) {
			best = r
		}
		if best == i {
			return
		}
		h[i], h[best] = h[best], h[i]
		i = best
	}
}

// argmax returns the index of the first largest value, as torch.argmax does.
func argmax(row []float32) int {
	best := 0
	for i, x := range row {
		if x > row[best] {
			best = i
		}
	}
	return best
}

// candidate is one (beam, token) continuation in a beam search step.
type candidate struct {
	score float32 // beam score + token log-prob
	index int     // beam*vocab + token, within one source
}

// better orders candidates as the top-k of HF's beam search does: higher
// score first, ties to the lower index.
func (c candidate) better(d candidate) bool {
	return c.score > d.score || (c.score == d.score && c.index < d.index)
}

// topK keeps the k best candidates in dst (sorted best first), reusing
// dst's storage. Candidate i, for i in [0, len(x)), has score x[i], or
// x[i] + add[i/width] when add is not nil (rows of width values, each with
// its own offset: the beams of one source).
func topK(dst []candidate, k int, x []float32, width int, add []float32) []candidate {
	dst = dst[:0]
	if k <= 0 {
		return dst
	}
	if add == nil {
		return pushTop(dst, k, x, 0, 0, false)
	}
	for r := 0; r*width < len(x); r++ {
		dst = pushTop(dst, k, x[r*width:min((r+1)*width, len(x))], r*width, add[r], true)
	}
	return dst
}

// pushTop offers candidates base+j with scores row[j] (+ add when withAdd)
// to dst, the k best so far sorted best first, all of indices below base.
func pushTop(dst []candidate, k int, row []float32, base int, add float32, withAdd bool) []candidate {
	for j := 0; j < len(row); j++ {
		if len(dst) == k {
			// Pass over the scores that cannot enter in bulk.
			if j = skipNotAbove(row, j, dst[k-1].score, add, withAdd); j == len(row) {
				break
			}
		}
		s := row[j]
		if withAdd {
			s += add
		}
		// Indices grow, so a candidate that does not score higher than the
		// worst kept one is not better (ties go to the lower index).
		if len(dst) == k && !(s > dst[k-1].score) {
			continue
		}
		c := candidate{s, base + j}
		i := len(dst)
		if i < k {
			dst = append(dst, c)
		} else {
			i = k - 1
		}
		for i > 0 && c.better(dst[i-1]) {
			dst[i] = dst[i-1]
			i--
		}
		dst[i] = c
	}
	return dst
}

// hypotheses holds a source's finished beam hypotheses (HF BeamHypotheses).
type hypotheses struct {
	opt    *Options
	maxLen int          // the source's maximum length
	beams  []Hypothesis // Score already length-penalised
	worst  float64
}

func newHypotheses(opt *Options, maxLen int) *hypotheses {
	return &hypotheses{opt: opt, maxLen: maxLen, worst: 1e9}
}

// add offers a hypothesis with the given summed log-probability; free
// tells whether a step of it went on without the constraint.
func (h *hypotheses) add(tokens []int32, sumLogprobs float64, free bool) {
	score := sumLogprobs / math.Pow(float64(len(tokens)), h.opt.LengthPenalty)
	nb := h.opt.NumBeams
	if len(h.beams) >= nb && score <= h.worst {
		return
	}
	h.beams = append(h.beams, Hypothesis{Tokens: tokens, Score: score, Unconstrained: free})
	if len(h.beams) <= nb {
		h.worst = math.Min(score, h.worst)
		return
	}
	// Drop the worst (the first in (score, index) order), as HF does.
	order := make([]int, len(h.beams))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return h.beams[order[a]].Score < h.beams[order[b]].Score })
	h.worst = h.beams[order[1]].Score
	h.beams = append(h.beams[:order[0]], h.beams[order[0]+1:]...)
}

// done reports whether no open beam can still enter the hypotheses.
func (h *hypotheses) done(bestSumLogprobs float64, curLen int) bool {
	if len(h.beams) < h.opt.NumBeams {
		return false
	}
	switch h.opt.EarlyStopping {
	case StopEarly:
		return true
	case StopNever:
		n := curLen
		if h.opt.LengthPenalty > 0 {
			n = h.maxLen
		}
		return h.worst >= bestSumLogprobs/math.Pow(float64(n), h.opt.LengthPenalty)
	}
	return h.worst >= bestSumLogprobs/math.Pow(float64(curLen), h.opt.LengthPenalty)
}

// best returns the k best hypotheses, best first; among equal scores the one
// added last comes first (HF pops from a stably sorted list).
func (h *hypotheses) best(k int) []Hypothesis {
	sorted := make([]Hypothesis, len(h.beams))
	copy(sorted, h.beams)
	sort.SliceStable(sorted, func(a, b int) bool { return sorted[a].Score < sorted[b].Score })
	out := make([]Hypothesis, 0, k)
	for i := len(sorted) - 1; i >= 0 && len(out) < k; i-- {
		out = append(out, sorted[i])
	}
	return out
}

func beamSearch(ctx context.Context, sess Session, limits []int, opt *Options) ([][]Hypothesis, error) {
	n := len(limits)
	nb := opt.NumBeams
	rows := n * nb
	// Per original row b·nb+j (source b, beam j).
	beamScores := make([]float32, rows)
	seqs := make([][]int32, rows)
	tokens := make([]int32, rows)
	for r := range rows {
		if r%nb != 0 {
			beamScores[r] = initialBeamScore
		}
		seqs[r] = []int32{opt.DecoderStartTokenID}
		tokens[r] = opt.DecoderStartTokenID
	}
	hyps := make([]*hypotheses, n)
	live := make([]int, n) // session source k is original source live[k]
	for b := range hyps {
		hyps[b] = newHypotheses(opt, limits[b])
		live[b] = b
	}
	done := make([]bool, n)
	var parents []int32 // per original row; nil at the first step
	nextParents := make([]int32, rows)
	nextScores := make([]float32, rows)
	esc, nextEsc := make([]bool, rows), make([]bool, rows) // per row: a step went on without the constraint
	nextSeqs := make([][]int32, rows)
	sessTokens := make([]int32, rows)
	sessParents := make([]int32, rows)
	scratch := newWorkers(n)

	for curLen := 1; ; curLen++ {
		m := len(live) * nb
		var sp []int32
		for k, b := range live {
			for j := range nb {
				sessTokens[k*nb+j] = tokens[b*nb+j]
			}
			if parents != nil {
				sp = sessParents[:m]
				for j := range nb {
					sp[k*nb+j] = int32(k*nb) + parents[b*nb+j] - int32(b*nb)
				}
			}
		}
		lp, v, err := step(ctx, sess, sp, sessTokens[:m])
		if err != nil {
			return nil, err
		}
		allDone := true
		err = scratch.run(len(live), func(k int, cands *[]candidate) error {
			b := live[k]
			base, sbase := b*nb, k*nb
			if done[b] {
				for j := range nb {
					nextScores[base+j] = 0
					tokens[base+j] = opt.PadTokenID
					nextParents[base+j] = int32(base)
				}
				return nil
			}
			for j := range nb {
				process(lp[(sbase+j)*v:(sbase+j+1)*v], seqs[base+j], opt, limits[b])
			}
			var top []candidate
			free := false
			if opt.Constraint != nil {
				*cands, top, free = constrainBeams(*cands, lp[sbase*v:(sbase+nb)*v], v, beamScores[base:base+nb], seqs[base:base+nb], b, 2*nb, opt.Constraint)
			} else {
				*cands = topK(*cands, 2*nb, lp[sbase*v:(sbase+nb)*v], v, beamScores[base:base+nb])
				top = *cands
			}
			j := 0
			for rank, c := range top {
				parent := base + c.index/v
				tok := int32(c.index % v)
				if tok == opt.EOSTokenID {
					if rank >= nb {
						continue
					}
					hyps[b].add(seqs[parent], float64(c.score), esc[parent] || free)
				} else {
					nextScores[base+j] = c.score
					nextEsc[base+j] = esc[parent] || free
					tokens[base+j] = tok
					nextParents[base+j] = int32(parent)
					j++
				}
				if j == nb {
					break
				}
			}
			if j < nb {
				return fmt.Errorf("decode: beam search kept %d of %d beams at length %d (vocabulary too small?)", j, nb, curLen)
			}
			done[b] = done[b] || hyps[b].done(float64(top[0].score), curLen)
			return nil
		})
		if err != nil {
			return nil, err
		}
		for _, b := range live {
			for r := b * nb; r < (b+1)*nb; r++ {
				p := seqs[nextParents[r]]
				s := make([]int32, len(p), len(p)+1)
				copy(s, p)
				nextSeqs[r] = append(s, tokens[r])
			}
		}
		for _, b := range live {
			base := b * nb
			copy(seqs[base:base+nb], nextSeqs[base:base+nb])
			copy(beamScores[base:base+nb], nextScores[base:base+nb])
			copy(esc[base:base+nb], nextEsc[base:base+nb])
			// At its maximum length a source's open beams become hypotheses.
			if !done[b] && curLen+1 >= limits[b] {
				for r := base; r < base+nb; r++ {
					hyps[b].add(seqs[r], float64(beamScores[r]), esc[r])
				}
				done[b] = true
			}
			allDone = allDone && done[b]
		}
		parents = append(parents[:0], nextParents...)
		if allDone {
			break
		}
		keep, err := retire(sess, live, done, nb)
		if err != nil {
			return nil, err
		}
		if keep != nil {
			next := make([]int, len(keep))
			for j, k := range keep {
				next[j] = live[k]
			}
			live = next
		}
	}

	out := make([][]Hypothesis, n)
	for b := range n {
		best := hyps[b].best(opt.NumReturnSequences)
		if len(best) < opt.NumReturnSequences {
			return nil, errors.New("decode: beam search finished with too few hypotheses")
		}
		for i, h := range best {
			toks := h.Tokens
			if len(toks) < limits[b] {
				toks = append(toks[:len(toks):len(toks)], opt.EOSTokenID)
			}
			best[i].Tokens = toks
		}
		out[b] = best
	}
	return out, nil
}
