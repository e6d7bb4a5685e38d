package spm

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/patsimp/patsimp/internal/progress"
)

// Constants of SentencePiece's unigram trainer.
const (
	unigramSubIterations   = 2    // EM iterations between prunings
	unigramShrinkingFactor = 0.75 // fraction of pieces kept by a pruning
	unigramMinExpectedFreq = 0.5  // pieces expected less often are dropped
	unigramMaxSeeds        = 1_000_000
)

// scoredPiece is a candidate piece and its score (a log probability).
type scoredPiece struct {
	piece string
	score float64
}

// unigramTrainer runs the EM training of a unigram language model over
// segments (word pieces that no piece may cross) with their counts.
type unigramTrainer struct {
	segs     []string
	counts   []float64
	maxLen   int
	required map[string]bool // single characters that must stay
	exclude  map[string]bool // meta pieces, which no learned piece may repeat
}

// trainUnigram learns size pieces (the required characters included) the
// way spm_train does: seed with frequent substrings, then alternate EM
// sub-iterations and pruning by the likelihood loss of removing each piece
// until about 1.1×size pieces are left, then keep the best size pieces.
// The result is sorted by score, best first.
func trainUnigram(segs []string, counts []int64, chars []charCount, exclude map[string]bool, size, maxLen int, rep *progress.Reporter) []scoredPiece {
	t := &unigramTrainer{segs: segs, maxLen: maxLen, required: map[string]bool{}, exclude: exclude}
	t.counts = make([]float64, len(counts))
	for i, c := range counts {
		t.counts[i] = float64(c)
	}
	for _, c := range chars {
		t.required[c.char] = true
	}
	pieces := t.seeds(chars)
	desired := size + size/10
	for {
		for range unigramSubIterations {
			pieces = t.mStep(pieces, t.eStep(pieces))
		}
		if len(pieces) <= desired {
			break
		}
		pieces = t.prune(pieces, desired)
		rep.Add(1)
	}
	return t.finalize(pieces, chars, size)
}

// seeds returns the initial pieces: every substring of the segments of at
// most maxLen characters that occurs at least twice (single characters
// always), scored by log(frequency × length), at most unigramMaxSeeds.
func (t *unigramTrainer) seeds(chars []charCount) []scoredPiece {
	freq := map[string]float64{}
	var bounds []int
	for i, seg := range t.segs {
		bounds = bounds[:0]
		for j := range seg {
			bounds = append(bounds, j)
		}
		bounds = append(bounds, len(seg))
		for a := 0; a < len(bounds)-1; a++ {
			for b := a + 2; b < len(bounds) && b-a <= t.maxLen; b++ {
				freq[seg[bounds[a]:bounds[b]]] += t.counts[i]
			}
		}
	}
	var out []scoredPiece
	for p, f := range freq {
		if f >= 2 && !t.exclude[p] {
			out = append(out, scoredPiece{p, f * float64(utf8.RuneCountInString(p))})
		}
	}
	byScore := func(a, b scoredPiece) int {
		if a.score != b.score {
			return cmp.Compare(b.score, a.score)
		}
		return strings.Compare(a.piece, b.piece)
	}
	slices.SortFunc(out, byScore)
	if len(out) > unigramMaxSeeds-len(chars) {
		out = out[:unigramMaxSeeds-len(chars)]
	}
	for _, c := range chars {
		out = append(out, scoredPiece{c.char, float64(c.count)})
	}
	slices.SortFunc(out, byScore)
	var sum float64
	for _, p := range out {
		sum += p.score
	}
	logSum := math.Log(sum)
	for i := range out {
		out[i].score = math.Log(out[i].score) - logSum
	}
	return out
}

// lattice is the set of pieces that can cover each position of a segment.
type lattice struct {
	tr     *trie
	scores []float64
	unk    float64 // score of an uncoverable character
}

func newLattice(pieces []scoredPiece) *lattice {
	keys := make([]string, len(pieces))
	vals := make([]int32, len(pieces))
	l := &lattice{scores: make([]float64, len(pieces)), unk: 0}
	minScore := 0.0
	for i, p := range pieces {
		keys[i], vals[i], l.scores[i] = p.piece, int32(i), p.score
		minScore = min(minScore, p.score)
	}
	l.tr = buildTrie(keys, vals)
	l.unk = minScore - float64(unkPenalty)
	return l
}

// latticeNode is a piece occurrence s[start:end] with its piece index (-1 for
// an unknown character).
type latticeNode struct {
	start, end int
	id         int32
}

// nodes lists every piece occurrence in s, by start position, adding an
// unknown node where no single-character piece exists. Pieces with index
// skip are left out.
func (l *lattice) nodes(s string, skip int32, out []latticeNode) []latticeNode {
	units := l.tr.units
	for start := 0; start < len(s); {
		_, n := utf8.DecodeRuneInString(s[start:])
		single := false
		var st int32
		for k := start; k < len(s); k++ {
			next := units[st].base + int32(s[k])
			if int(next) >= len(units) || units[next].check != st {
				break
			}
			st = next
			if id := units[st].value; id >= 0 && id != skip {
				out = append(out, latticeNode{start, k + 1, id})
				if k+1-start == n {
					single = true
				}
			}
		}
		if !single {
			out = append(out, latticeNode{start, start + n, -1})
		}
		start += n
	}
	return out
}

func (l *lattice) score(id int32) float64 {
	if id < 0 {
		return l.unk
	}
	return l.scores[id]
}

func logAddExp(a, b float64) float64 {
	if a == math.Inf(-1) {
		return b
	}
	if b == math.Inf(-1) {
		return a
	}
	if a < b {
		a, b = b, a
	}
	return a + math.Log1p(math.Exp(b-a))
}

// eStep returns the expected count of every piece over the segments
// (forward-backward on each segment's lattice).
func (t *unigramTrainer) eStep(pieces []scoredPiece) []float64 {
	l := newLattice(pieces)
	expected := make([]float64, len(pieces))
	var nodes []latticeNode
	var alpha, beta []float64
	for si, s := range t.segs {
		nodes = l.nodes(s, -1, nodes[:0])
		alpha = resetInf(alpha, len(s)+1)
		beta = resetInf(beta, len(s)+1)
		alpha[0], beta[len(s)] = 0, 0
		for _, n := range nodes { // sorted by start
			if alpha[n.start] != math.Inf(-1) {
				alpha[n.end] = logAddExp(alpha[n.end], alpha[n.start]+l.score(n.id))
			}
		}
		for i := len(nodes) - 1; i >= 0; i-- {
			n := nodes[i]
			if beta[n.end] != math.Inf(-1) {
				beta[n.start] = logAddExp(beta[n.start], beta[n.end]+l.score(n.id))
			}
		}
		z := alpha[len(s)]
		for _, n := range nodes {
			if n.id >= 0 {
				expected[n.id] += t.counts[si] * math.Exp(alpha[n.start]+l.score(n.id)+beta[n.end]-z)
			}
		}
	}
	return expected
}

func resetInf(x []float64, n int) []float64 {
	if cap(x) < n {
		x = make([]float64, n)
	}
	x = x[:n]
	for i := range x {
		x[i] = math.Inf(-1)
	}
	return x
}

// digamma approximates the digamma function as SentencePiece does.
func digamma(x float64) float64 {
	var r float64
	for ; x < 7; x++ {
		r -= 1 / x
	}
	x -= 0.5
	xx := 1 / x
	xx2 := xx * xx
	xx4 := xx2 * xx2
	return r + math.Log(x) + xx2/24 - 7*xx4/960 + 31*xx4*xx2/8064 - 127*xx4*xx4/30720
}

// mStep re-estimates the scores from expected counts with SentencePiece's
// variational Bayes update, dropping pieces expected less than 0.5 times
// (single required characters are kept).
func (t *unigramTrainer) mStep(pieces []scoredPiece, expected []float64) []scoredPiece {
	out := pieces[:0:0]
	var sum float64
	for i, p := range pieces {
		f := expected[i]
		if f < unigramMinExpectedFreq {
			if !t.required[p.piece] {
				continue
			}
			f = unigramMinExpectedFreq
		}
		out = append(out, scoredPiece{p.piece, f})
		sum += f
	}
	logSum := digamma(sum)
	for i := range out {
		out[i].score = digamma(out[i].score) - logSum
	}
	return out
}

// viterbi returns the best segmentation of s (node list), leaving out piece
// skip; ok is false when s cannot be covered without unknown nodes.
func (l *lattice) viterbi(s string, skip int32, buf []latticeNode) (best []latticeNode, ok bool) {
	nodes := l.nodes(s, skip, buf[:0])
	score := make([]float64, len(s)+1)
	back := make([]int, len(s)+1)
	for i := range score {
		score[i], back[i] = math.Inf(-1), -1
	}
	score[0] = 0
	for i, n := range nodes {
		if score[n.start] == math.Inf(-1) {
			continue
		}
		if c := score[n.start] + l.score(n.id); c > score[n.end] {
			score[n.end], back[n.end] = c, i
		}
	}
	ok = true
	for end := len(s); end > 0; {
		n := nodes[back[end]]
		if n.id < 0 {
			ok = false
		}
		best = append(best, n)
		end = n.start
	}
	slices.Reverse(best)
	return best, ok
}

// prune removes the pieces whose removal costs the least likelihood,
// keeping max(desired, 0.75×len(pieces)) pieces, as SentencePiece's
// PruneSentencePieces does.
func (t *unigramTrainer) prune(pieces []scoredPiece, desired int) []scoredPiece {
	l := newLattice(pieces)
	alwaysKeep := make([]bool, len(pieces))
	alternatives := make([][]int32, len(pieces))
	var buf []latticeNode
	for i, p := range pieces {
		best, _ := l.viterbi(p.piece, -1, buf)
		if len(best) != 1 || best[0].id != int32(i) {
			continue // its own best segmentation is split: removable
		}
		alt, ok := l.viterbi(p.piece, int32(i), buf)
		alwaysKeep[i] = true
		if !ok {
			continue // no other way to write it
		}
		for _, n := range alt {
			alternatives[i] = append(alternatives[i], n.id)
		}
	}
	freq := make([]float64, len(pieces))
	inverted := make([]float64, len(pieces)) // count of segments using piece i
	var vsum float64
	for si, s := range t.segs {
		best, _ := l.viterbi(s, -1, buf)
		vsum += t.counts[si]
		for _, n := range best {
			if n.id >= 0 {
				freq[n.id] += t.counts[si]
				inverted[n.id] += t.counts[si]
			}
		}
	}
	var sum float64
	for _, f := range freq {
		sum += f
	}
	logSum := math.Log(sum)
	type cand struct {
		i    int
		loss float64
	}
	var kept []scoredPiece
	var cands []cand
	for i, p := range pieces {
		switch {
		case t.required[p.piece] && utf8.RuneCountInString(p.piece) == 1:
			kept = append(kept, p)
		case freq[i] == 0 || !alwaysKeep[i]:
		case len(alternatives[i]) == 0:
			kept = append(kept, p)
		default:
			f := inverted[i] / vsum
			logProbSP := math.Log(freq[i]) - logSum
			logSumAlt := math.Log(sum + freq[i]*float64(len(alternatives[i])-1))
			var logProbAlt float64
			for _, a := range alternatives[i] {
				logProbAlt += math.Log(freq[a]+freq[i]) - logSumAlt
			}
			cands = append(cands, cand{i, f * (logProbSP - logProbAlt)})
		}
	}
	slices.SortStableFunc(cands, func(a, b cand) int { return cmp.Compare(b.loss, a.loss) })
	target := max(desired, int(unigramShrinkingFactor*float64(len(pieces))))
	for _, c := range cands {
		if len(kept) >= target {
			break
		}
		kept = append(kept, pieces[c.i])
	}
	slices.SortStableFunc(kept, func(a, b scoredPiece) int { return cmp.Compare(b.score, a.score) })
	return kept
}

// finalize keeps the required characters and then the best-scoring pieces
// up to size, sorted by score (ties by piece).
func (t *unigramTrainer) finalize(pieces []scoredPiece, chars []charCount, size int) []scoredPiece {
	score := map[string]float64{}
	minScore := 0.0
	for _, p := range pieces {
		score[p.piece] = p.score
		minScore = min(minScore, p.score)
	}
	final := map[string]float64{}
	penalty := 0.0
	for _, c := range chars { // most frequent first
		if s, ok := score[c.char]; ok {
			final[c.char] = s
		} else {
			final[c.char] = minScore + penalty
			penalty -= 0.0001
		}
	}
	sorted := slices.Clone(pieces)
	slices.SortStableFunc(sorted, func(a, b scoredPiece) int {
		if a.score != b.score {
			return cmp.Compare(b.score, a.score)
		}
		return strings.Compare(a.piece, b.piece)
	})
	for _, p := range sorted {
		if len(final) >= size {
			break
		}
		if _, ok := final[p.piece]; !ok {
			final[p.piece] = p.score
		}
	}
	out := make([]scoredPiece, 0, len(final))
	for p, s := range final {
		out = append(out, scoredPiece{p, s})
	}
	slices.SortFunc(out, func(a, b scoredPiece) int {
		if a.score != b.score {
			return cmp.Compare(b.score, a.score)
		}
		return strings.Compare(a.piece, b.piece)
	})
	return out
}
