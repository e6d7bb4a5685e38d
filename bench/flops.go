package bench

import (
	"fmt"
	"time"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"

	"github.com/patsimp/patsimp/models/layers"
)

// Transformer is the shape of an encoder-decoder transformer with a shared
// embedding tied to the output projection (ACCESS and Pegasus both are),
// for counting parameters and FLOPs.
//
// FLOPs count the matrix products only (2 per multiply-add): projections,
// attention scores and weighted sums, feed-forward blocks and the output
// projection. Softmax, layer norms, activations and embeddings lookups are
// left out; they are a few percent of the total at these sizes.
type Transformer struct {
	EncoderLayers, DecoderLayers int
	DModel                       int
	EncoderFFN, DecoderFFN       int
	Vocab                        int
}

// Params returns the number of parameters of a Hugging Face Pegasus-style
// network: the shared embedding, the attention and feed-forward weights and
// biases, the layer norms and the final layer norms (positions excluded;
// the output bias counts Vocab). It is exact for Pegasus (tested against a
// checkpoint); for ACCESS's fairseq-style network it is within a few
// parameters per layer (post-norm networks have no final norms).
func (t Transformer) Params() int64 {
	d, v := int64(t.DModel), int64(t.Vocab)
	attn := 4 * (d*d + d)
	norm := 2 * d
	ffn := func(f int64) int64 { return d*f + f + f*d + d }
	enc := attn + norm + ffn(int64(t.EncoderFFN)) + norm
	dec := 2*(attn+norm) + ffn(int64(t.DecoderFFN)) + norm
	return v*d + v + int64(t.EncoderLayers)*enc + int64(t.DecoderLayers)*dec + 2*norm
}

// EncoderFLOPs is the work of encoding one source of srcLen tokens.
func (t Transformer) EncoderFLOPs(srcLen int) float64 {
	s, d, f := float64(srcLen), float64(t.DModel), float64(t.EncoderFFN)
	perLayer := 8*s*d*d + // Q, K, V, O projections
		4*s*s*d + // scores and weighted sum
		4*s*d*f // two feed-forward products
	return float64(t.EncoderLayers) * perLayer
}

// DecoderFLOPs is the work of a teacher-forced decoder pass over tgtLen
// target tokens attending to srcLen encoded tokens, output projection
// included.
func (t Transformer) DecoderFLOPs(srcLen, tgtLen int) float64 {
	s, n, d, f := float64(srcLen), float64(tgtLen), float64(t.DModel), float64(t.DecoderFFN)
	perLayer := 8*n*d*d + 4*n*n*d + // self-attention
		4*n*d*d + 4*s*d*d + 4*n*s*d + // cross-attention: Q, O on targets, K, V on sources
		4*n*d*f
	return float64(t.DecoderLayers)*perLayer + 2*n*d*float64(t.Vocab)
}

// TrainFLOPs is the work of one training step on a pair of srcLen and
// tgtLen tokens: forward plus backward, counted as three forward passes.
func (t Transformer) TrainFLOPs(srcLen, tgtLen int) float64 {
	return 3 * (t.EncoderFLOPs(srcLen) + t.DecoderFLOPs(srcLen, tgtLen))
}

// DecodeFLOPs is the work of generating steps tokens for one source of
// srcLen tokens with rows hypotheses (beams) using a key/value cache: the
// source is encoded once and its cross-attention keys and values computed
// once; each step runs every row's new token through the decoder, attending
// to the cached prefix, and the output projection.
func (t Transformer) DecodeFLOPs(srcLen, steps, rows int) float64 {
	return t.decodeFLOPs(srcLen, steps, rows, func(step int) int { return step })
}

// DecodeFLOPsExecuted is DecodeFLOPs as patsimp's cached decoders
// (models/access, models/pegasus) execute it for a step limit of steps:
// the source padded to a multiple of 8, and each step's self-attention
// over the whole capacity of the key/value cache (layers.KVCacheCapacity of
// the positions written) plus the new position, masked rather than cut to
// the visible prefix.
func (t Transformer) DecodeFLOPsExecuted(srcLen, steps, rows int) float64 {
	return t.decodeFLOPs((srcLen+7)/8*8, steps, rows, func(step int) int {
		return layers.KVCacheCapacity(max(step-1, 1), steps) + 1
	})
}

// decodeFLOPs is DecodeFLOPs with keys(step) self-attention keys at each
// step (1 … steps).
func (t Transformer) decodeFLOPs(srcLen, steps, rows int, keys func(step int) int) float64 {
	s, d, f := float64(srcLen), float64(t.DModel), float64(t.DecoderFFN)
	total := t.EncoderFLOPs(srcLen) + float64(t.DecoderLayers)*4*s*d*d
	for step := 1; step <= steps; step++ {
		k := float64(keys(step))
		perLayer := 8*d*d + 4*k*d + 4*d*d + 4*s*d + 4*d*f
		total += float64(rows) * (float64(t.DecoderLayers)*perLayer + 2*d*float64(t.Vocab))
	}
	return total
}

// MatmulRate measures the FLOP/s of an n×n by n×n matrix product in dtype on
// backend, multiplied as the models multiply such matrices (bfloat16 as
// float32 where layers.ReducedAsFloat32): one untimed run (compilation),
// then the median of reps runs.
func MatmulRate(backend compute.Backend, dtype dtypes.DType, n, reps int) (float64, error) {
	if n < 1 || reps < 1 {
		return 0, fmt.Errorf("bench: matmul rate: need n ≥ 1 and reps ≥ 1, got %d and %d", n, reps)
	}
	exec, err := NewExec(backend, func(a, b *Node) *Node {
		p := layers.DotGeneralReduced(ConvertDType(a, dtype), []int{1}, nil, ConvertDType(b, dtype), []int{0}, nil)
		return ConvertDType(p, dtypes.Float32)
	})
	if err != nil {
		return 0, fmt.Errorf("bench: matmul rate: %w", err)
	}
	defer exec.Finalize()
	vals := make([]float32, n*n)
	for i := range vals {
		vals[i] = float32(i%97)/97 - 0.5
	}
	a := tensors.FromFlatDataAndDimensions(vals, n, n)
	b := tensors.FromFlatDataAndDimensions(vals, n, n)
	defer a.FinalizeAll()
	defer b.FinalizeAll()
	run := func() (time.Duration, error) {
		start := time.Now()
		out, err := exec.Call(a, b)
		if err != nil {
			return 0, err
		}
		// Bring the result to the host so asynchronous backends finish.
		if err := out[0].ToLocal(); err != nil {
			return 0, err
		}
		elapsed := time.Since(start)
		_ = out[0].FinalizeAll()
		return elapsed, nil
	}
	if _, err := run(); err != nil {
		return 0, fmt.Errorf("bench: matmul rate (%d×%d, %s): %w", n, n, dtype, err)
	}
	times := make([]time.Duration, reps)
	for i := range times {
		if times[i], err = run(); err != nil {
			return 0, fmt.Errorf("bench: matmul rate (%d×%d, %s): %w", n, n, dtype, err)
		}
	}
	med := Summarize(times).Median
	return 2 * float64(n) * float64(n) * float64(n) / med, nil
}
