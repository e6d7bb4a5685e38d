package access

import (
	"context"
	"fmt"

	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
)

// scorePositions bounds the target positions (rows × padded length) of one
// scoring graph call: its logits take positions × vocabulary floats.
const scorePositions = 2048

// BuildScore returns the log-probability of each target sequence given its
// source, by teacher forcing: src [batch, srcLen] and, per source, group
// targets: tgtIn [batch·group, tgtLen] (the decoder start token, then
// each target's tokens but its last) and tgtOut [batch·group, tgtLen] (each
// target's tokens), both padded with cfg.PadID. Rows b·group …
// b·group+group−1 score targets of source b. It returns [batch·group]
// float32: the sum over each target's non-padding tokens of their
// log-probability. The output projection's softmax normaliser is computed
// in the graph, so nothing of vocabulary size leaves it.
func BuildScore(scope *model.Scope, cfg *Config, src, tgtIn, tgtOut *Node) *Node {
	g := src.Graph()
	enc := Encode(scope, cfg, src)
	states := DecoderStates(scope, cfg, src, enc, tgtIn) // [rows, t, d]
	logits := OutputLogits(scope, cfg, states)           // [rows, t, vocab]
	rows, length, vocab := logits.Shape().Dimensions[0], logits.Shape().Dimensions[1], logits.Shape().Dimensions[2]
	// Softmax is one fused pass on the Go backend, where exp, max and sum
	// over the logits would be a pass each; then only each target's
	// probability is gathered from the flattened [rows·t·vocab].
	probs := Reshape(Softmax(logits, -1), rows*length*vocab)
	at := Add(MulScalar(Iota(g, tgtOut.Shape(), 1), 1), MulScalar(Iota(g, tgtOut.Shape(), 0), float64(length)))
	flat := Add(MulScalar(at, float64(vocab)), tgtOut) // [rows, t]: index of each target's probability
	p := Reshape(Gather(probs, Reshape(flat, rows*length, 1)), rows, length)
	// A probability that underflows float32 counts as e⁻⁸⁰.
	lp := Log(Max(p, Scalar(g, dtypes.Float32, 1.8e-35)))
	mask := ConvertDType(NotEqual(tgtOut, Scalar(g, tgtOut.DType(), cfg.PadID)), dtypes.Float32)
	return ReduceSum(Mul(lp, mask), -1)
}

// Score returns the log-probability the network gives each target given
// its source (as decode.Score does through decoding sessions, in one
// teacher-forced graph per run of sources): result[i][j] sums the
// log-probabilities of the tokens of targets[i][j], which follow the
// decoder start token start and hold every token to score (EOS included
// if it is to be scored).
func (m *Generator) Score(ctx context.Context, src [][]int32, targets [][][]int32, start int32) ([][]float64, error) {
	if len(targets) != len(src) {
		return nil, fmt.Errorf("access: score: %d sources but %d target lists", len(src), len(targets))
	}
	out := make([][]float64, len(src))
	for i, ts := range targets {
		out[i] = make([]float64, len(ts))
		for j, t := range ts {
			if len(t) > m.cfg.MaxPositions {
				return nil, fmt.Errorf("access: score: target %d of source %d has %d tokens, model allows %d", j+1, i+1, len(t), m.cfg.MaxPositions)
			}
			if err := checkIDs("target token", t, len(t), m.cfg.TgtVocabSize); err != nil {
				return nil, fmt.Errorf("access: score: target %d of source %d: %w", j+1, i+1, err)
			}
		}
	}
	for lo := 0; lo < len(src); {
		// A run of sources whose targets, padded to the run's widest
		// group and longest target, fit scorePositions.
		hi, group, length := lo, 0, 0
		for hi < len(src) {
			g, l := max(group, len(targets[hi])), length
			for _, t := range targets[hi] {
				l = max(l, padLen(len(t)))
			}
			if hi > lo && (hi-lo+1)*max(g, 1)*max(l, 1) > scorePositions {
				break
			}
			group, length, hi = g, l, hi+1
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if group > 0 && length > 0 {
			if err := m.scoreRun(src[lo:hi], targets[lo:hi], start, group, length, out[lo:hi]); err != nil {
				return nil, err
			}
		}
		lo = hi
	}
	return out, nil
}

// scoreRun scores one run of sources, group rows each, targets padded to
// length, into out.
func (m *Generator) scoreRun(src [][]int32, targets [][][]int32, start int32, group, length int, out [][]float64) error {
	longest := 1
	for i, s := range src {
		if len(s) > m.cfg.MaxPositions {
			return fmt.Errorf("access: score: source %d has %d tokens, model allows %d", i+1, len(s), m.cfg.MaxPositions)
		}
		if err := checkIDs("source token", s, len(s), m.cfg.SrcVocabSize); err != nil {
			return fmt.Errorf("access: score: source %d: %w", i+1, err)
		}
		longest = max(longest, len(s))
	}
	width := min(padLen(longest), m.cfg.MaxPositions)
	length = min(length, m.cfg.MaxPositions)
	pad := func(n int) []int32 {
		s := make([]int32, n)
		for i := range s {
			s[i] = m.cfg.PadID
		}
		return s
	}
	srcFlat := pad(len(src) * width)
	in, tgt := pad(len(src)*group*length), pad(len(src)*group*length)
	for i, s := range src {
		copy(srcFlat[i*width:], s)
		for j, t := range targets[i] {
			row := (i*group + j) * length
			in[row] = start
			copy(in[row+1:row+length], t[:len(t)-1])
			copy(tgt[row:row+length], t)
		}
	}
	args := []*tensors.Tensor{
		tensors.FromFlatDataAndDimensions(srcFlat, len(src), width),
		tensors.FromFlatDataAndDimensions(in, len(src)*group, length),
		tensors.FromFlatDataAndDimensions(tgt, len(src)*group, length),
	}
	defer func() {
		for _, t := range args {
			t.FinalizeAll()
		}
	}()
	res, err := m.scoreExec.Exec(args[0], args[1], args[2])
	if err != nil {
		return fmt.Errorf("access: scoring: %w", err)
	}
	defer res[0].FinalizeAll()
	sums, err := tensors.CopyFlatData[float32](res[0])
	if err != nil {
		return fmt.Errorf("access: scores: %w", err)
	}
	for i, ts := range targets {
		for j := range ts {
			out[i][j] = float64(sums[i*group+j])
		}
	}
	return nil
}
