package decode

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
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
	}
	return nil
}

// Generate decodes every sequence of src with m and returns, for each
// source in order, opt.NumReturnSequences hypotheses, best first. NumBeams 1
// selects greedy search. ctx is checked between decoding steps.
func Generate(ctx context.Context, m Model, src [][]int32, opt Options) (out [][]Hypothesis, err error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	if len(src) == 0 {
		return nil, nil
	}
	sess, err := m.Start(src, opt.NumBeams, opt.MaxLength-1)
	if err != nil {
		return nil, fmt.Errorf("decode: starting a batch of %d: %w", len(src), err)
	}
	defer func() {
		if cerr := sess.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("decode: closing session: %w", cerr)
		}
	}()
	if opt.NumBeams == 1 {
		return greedy(ctx, sess, len(src), &opt)
	}
	return beamSearch(ctx, sess, len(src), &opt)
}

// process applies HF's logits processors for no_repeat_ngram_size,
// min_length and forced_eos_token_id, in HF's order, to one row of
// log-probabilities, in place. seq is the row's tokens so far (start token
// included); curLen = len(seq).
func process(row []float32, seq []int32, opt *Options) {
	curLen := len(seq)
	banRepeatedNgrams(row, seq, opt.NoRepeatNgramSize)
	if opt.MinLength > 0 && curLen < opt.MinLength && int(opt.EOSTokenID) < len(row) {
		row[opt.EOSTokenID] = float32(math.Inf(-1))
	}
	if opt.ForcedEOSTokenID >= 0 && curLen == opt.MaxLength-1 && int(opt.ForcedEOSTokenID) < len(row) {
		for i := range row {
			row[i] = float32(math.Inf(-1))
		}
		row[opt.ForcedEOSTokenID] = 0
	}
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

func greedy(ctx context.Context, sess Session, n int, opt *Options) ([][]Hypothesis, error) {
	seqs := make([][]int32, n)
	scores := make([]float64, n)
	finished := make([]bool, n)
	tokens := make([]int32, n)
	for i := range seqs {
		seqs[i] = []int32{opt.DecoderStartTokenID}
		tokens[i] = opt.DecoderStartTokenID
	}
	for curLen := 1; curLen < opt.MaxLength; curLen++ {
		lp, v, err := step(ctx, sess, nil, tokens)
		if err != nil {
			return nil, err
		}
		left := 0
		for i := range n {
			if finished[i] {
				tokens[i] = opt.PadTokenID
				continue
			}
			row := lp[i*v : (i+1)*v]
			process(row, seqs[i], opt)
			best := argmax(row)
			scores[i] += float64(row[best])
			tokens[i] = int32(best)
			seqs[i] = append(seqs[i], int32(best))
			if int32(best) == opt.EOSTokenID {
				finished[i] = true
			} else {
				left++
			}
		}
		if left == 0 {
			break
		}
	}
	out := make([][]Hypothesis, n)
	for i := range out {
		out[i] = []Hypothesis{{Tokens: seqs[i], Score: scores[i]}}
	}
	return out, nil
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
// dst's storage. score(i) gives candidate i's score for i in [0, n).
func topK(dst []candidate, k, n int, score func(i int) float32) []candidate {
	dst = dst[:0]
	for i := range n {
		c := candidate{score(i), i}
		if len(dst) == k && !c.better(dst[k-1]) {
			continue
		}
		j := len(dst)
		if j < k {
			dst = append(dst, c)
		} else {
			j = k - 1
		}
		for j > 0 && c.better(dst[j-1]) {
			dst[j] = dst[j-1]
			j--
		}
		dst[j] = c
	}
	return dst
}

// hypotheses holds a source's finished beam hypotheses (HF BeamHypotheses).
type hypotheses struct {
	opt   *Options
	beams []Hypothesis // Score already length-penalised
	worst float64
}

func newHypotheses(opt *Options) *hypotheses {
	return &hypotheses{opt: opt, worst: 1e9}
}

// add offers a hypothesis with the given summed log-probability.
func (h *hypotheses) add(tokens []int32, sumLogprobs float64) {
	score := sumLogprobs / math.Pow(float64(len(tokens)), h.opt.LengthPenalty)
	nb := h.opt.NumBeams
	if len(h.beams) >= nb && score <= h.worst {
		return
	}
	h.beams = append(h.beams, Hypothesis{Tokens: tokens, Score: score})
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
			n = h.opt.MaxLength
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

func beamSearch(ctx context.Context, sess Session, n int, opt *Options) ([][]Hypothesis, error) {
	nb := opt.NumBeams
	rows := n * nb
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
	for b := range hyps {
		hyps[b] = newHypotheses(opt)
	}
	done := make([]bool, n)
	var parents []int32
	nextParents := make([]int32, rows)
	nextScores := make([]float32, rows)
	nextSeqs := make([][]int32, rows)
	var cands []candidate

	for curLen := 1; ; curLen++ {
		lp, v, err := step(ctx, sess, parents, tokens)
		if err != nil {
			return nil, err
		}
		for r := range rows {
			process(lp[r*v:(r+1)*v], seqs[r], opt)
		}
		allDone := true
		for b := range n {
			base := b * nb
			if done[b] {
				for j := range nb {
					nextScores[base+j] = 0
					tokens[base+j] = opt.PadTokenID
					nextParents[base+j] = int32(base)
				}
				continue
			}
			cands = topK(cands, 2*nb, nb*v, func(i int) float32 {
				beam := i / v
				return lp[(base+beam)*v+i%v] + beamScores[base+beam]
			})
			j := 0
			for rank, c := range cands {
				parent := base + c.index/v
				tok := int32(c.index % v)
				if tok == opt.EOSTokenID {
					if rank >= nb {
						continue
					}
					hyps[b].add(seqs[parent], float64(c.score))
				} else {
					nextScores[base+j] = c.score
					tokens[base+j] = tok
					nextParents[base+j] = int32(parent)
					j++
				}
				if j == nb {
					break
				}
			}
			if j < nb {
				return nil, fmt.Errorf("decode: beam search kept %d of %d beams at length %d (vocabulary too small?)", j, nb, curLen)
			}
			done[b] = done[b] || hyps[b].done(float64(cands[0].score), curLen)
			if !done[b] {
				allDone = false
			}
		}
		for r := range rows {
			p := seqs[nextParents[r]]
			s := make([]int32, len(p), len(p)+1)
			copy(s, p)
			nextSeqs[r] = append(s, tokens[r])
		}
		seqs, nextSeqs = nextSeqs, seqs
		copy(beamScores, nextScores)
		parents = append(parents[:0], nextParents...)
		if allDone || curLen+1 >= opt.MaxLength {
			break
		}
	}

	out := make([][]Hypothesis, n)
	for b := range n {
		if !done[b] {
			for j := range nb {
				r := b*nb + j
				hyps[b].add(seqs[r], float64(beamScores[r]))
			}
		}
		best := hyps[b].best(opt.NumReturnSequences)
		if len(best) < opt.NumReturnSequences {
			return nil, errors.New("decode: beam search finished with too few hypotheses")
		}
		for i, h := range best {
			toks := h.Tokens
			if len(toks) < opt.MaxLength {
				toks = append(toks[:len(toks):len(toks)], opt.EOSTokenID)
			}
			best[i].Tokens = toks
		}
		out[b] = best
	}
	return out, nil
}
