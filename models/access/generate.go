package access

import (
	"errors"
	"fmt"
	"slices"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models/layers"
)

// lengthQuantum is the multiple that source lengths and cache lengths are
// padded to, so that a handful of compiled graphs serve every batch.
const lengthQuantum = 8

// padLen rounds n up to a multiple of lengthQuantum.
func padLen(n int) int {
	return (n + lengthQuantum - 1) / lengthQuantum * lengthQuantum
}

// Generator runs a trained ACCESS network for decoding; it implements
// decode.Model with an incremental decoder: Start encodes the batch once
// and projects the encoder states into every decoder layer's
// cross-attention keys and values; each Step embeds one token per row,
// appends its self-attention keys and values to per-layer caches (carried
// between steps as tensors, reordered by the beam parents) and attends
// over them. One step graph is compiled per (rows, padded source length,
// cache length) bucket.
type Generator struct {
	cfg      Config
	encExec  *model.Exec
	stepExec *model.Exec
}

var _ decode.Model = (*Generator)(nil)

// NewGenerator returns a Generator over the variables in store, which must
// hold a trained network (missing variables would be initialised at random).
func NewGenerator(backend compute.Backend, store *model.Store, cfg Config) (*Generator, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	c := cfg
	encExec, err := model.NewExec(backend, store, func(scope *model.Scope, inputs []*Node) []*Node {
		return encodeGraph(scope, &c, inputs[0])
	})
	if err != nil {
		return nil, fmt.Errorf("access: encoder executor: %w", err)
	}
	stepExec, err := model.NewExec(backend, store, func(scope *model.Scope, inputs []*Node) []*Node {
		return stepGraph(scope, &c, inputs)
	})
	if err != nil {
		return nil, fmt.Errorf("access: decoder executor: %w", err)
	}
	// GoMLX fails (rather than evicting) once an Exec's cache is full, and a
	// long-lived generator meets every (rows, padded source length, cache
	// length) bucket of its inputs: at most MaxPositions/8 widths times the
	// batch sizes used. Keep them all.
	encExec.SetMaxCache(0)
	stepExec.SetMaxCache(0)
	return &Generator{cfg: cfg, encExec: encExec, stepExec: stepExec}, nil
}

// encodeGraph encodes src [batch, srcLen] and returns every decoder
// layer's cross-attention keys and values, each [batch, heads, srcLen,
// headDim], in the order K₀, V₀, K₁, V₁, ….
func encodeGraph(scope *model.Scope, cfg *Config, src *Node) []*Node {
	enc := Encode(scope, cfg, src)
	dec := scope.In("decoder")
	out := make([]*Node, 0, 2*cfg.DecoderLayers)
	for i := range cfg.DecoderLayers {
		k, v := projectKV(dec.In("layer_%d", i).In("cross_attn"), cfg, enc)
		out = append(out, k, v)
	}
	return out
}

// stepGraph is one decoding step. Inputs: tokens [rows] and parents
// [rows] (int32), pos (scalar int32, the position of tokens), src
// [batch, srcLen] (for its padding mask), then per decoder layer the self
// cache K, V [rows, heads, cacheLen, headDim], then per layer the cross
// K, V [batch, heads, srcLen, headDim] (rows = batch × beams). Outputs the
// next-token log-probabilities [rows, vocab] and the updated caches, whose
// row r continues row parents[r]'s history.
func stepGraph(scope *model.Scope, cfg *Config, inputs []*Node) []*Node {
	tokens, parents, pos, src := inputs[0], inputs[1], inputs[2], inputs[3]
	nl := cfg.DecoderLayers
	caches, cross := inputs[4:4+2*nl], inputs[4+2*nl:]
	g := tokens.Graph()
	rows := tokens.Shape().Dimensions[0]
	cacheLen := caches[0].Shape().Dimensions[2]

	srcMask := NotEqual(src, Scalar(g, src.DType(), cfg.PadID))
	selfVisible := Reshape(layers.PositionVisible(pos, cacheLen), 1, cacheLen) // [q=1, k]
	newCaches := make([]*Node, 2*nl)
	selfKV := func(layer int, k, v *Node) (*Node, *Node) {
		ck := layers.CacheWrite(layers.ReorderRows(caches[2*layer], parents), k, pos)
		cv := layers.CacheWrite(layers.ReorderRows(caches[2*layer+1], parents), v, pos)
		newCaches[2*layer], newCaches[2*layer+1] = ck, cv
		return ck, cv
	}
	crossKV := func(layer int, _ *model.Scope) (*Node, *Node) { return cross[2*layer], cross[2*layer+1] }

	x := embedAt(scope, cfg, InsertAxes(tokens, -1), "tgt", Reshape(pos, 1)) // [rows, 1, d]
	x = decoderStack(scope, cfg, x, attentionBias(nil, selfVisible), attentionBias(srcMask, nil), selfKV, crossKV)
	logits := OutputLogits(scope, cfg, x) // [rows, 1, v]
	lp := LogSoftmax(Reshape(logits, rows, cfg.TgtVocabSize), -1)
	return append([]*Node{lp}, newCaches...)
}

// Start implements decode.Model.
func (m *Generator) Start(src [][]int32, expand, maxSteps int) (decode.Session, error) {
	if len(src) == 0 || expand < 1 || maxSteps < 1 {
		return nil, fmt.Errorf("access: bad session: %d sources, expand %d, %d steps", len(src), expand, maxSteps)
	}
	longest := 1
	for i, s := range src {
		if len(s) > m.cfg.MaxPositions {
			return nil, fmt.Errorf("access: source %d has %d tokens, model allows %d", i, len(s), m.cfg.MaxPositions)
		}
		for j, id := range s {
			if id < 0 || int(id) >= m.cfg.SrcVocabSize {
				return nil, fmt.Errorf("access: source %d token %d: id %d outside the vocabulary [0, %d)", i, j, id, m.cfg.SrcVocabSize)
			}
		}
		longest = max(longest, len(s))
	}
	width := min(padLen(longest), m.cfg.MaxPositions)
	flat := make([]int32, len(src)*width)
	for i := range flat {
		flat[i] = m.cfg.PadID
	}
	for r, s := range src {
		copy(flat[r*width:], s)
	}
	srcT := tensors.FromFlatDataAndDimensions(flat, len(src), width)
	cross, err := m.encExec.Exec(srcT)
	if err != nil {
		srcT.FinalizeAll()
		return nil, fmt.Errorf("access: encoding: %w", err)
	}
	rows := len(src) * expand
	cacheLen := min(padLen(maxSteps), m.cfg.MaxPositions)
	s := &session{m: m, rows: rows, cacheLen: cacheLen, src: srcT, cross: cross, identity: make([]int32, rows)}
	for i := range s.identity {
		s.identity[i] = int32(i)
	}
	cacheShape := shapes.Make(dtypes.Float32, rows, m.cfg.Heads, cacheLen, m.cfg.DModel/m.cfg.Heads)
	for range 2 * m.cfg.DecoderLayers {
		s.caches = append(s.caches, tensors.FromShape(cacheShape))
	}
	return s, nil
}

// session is a batch being decoded; it implements decode.Session.
type session struct {
	m        *Generator
	rows     int
	pos      int
	cacheLen int
	identity []int32
	src      *tensors.Tensor   // [batch, srcLen] padded source ids
	cross    []*tensors.Tensor // per decoder layer: cross K, V
	caches   []*tensors.Tensor // per decoder layer: self K, V
	closed   bool
}

// Step implements decode.Session.
func (s *session) Step(parents, tokens []int32) ([]float32, error) {
	switch {
	case s.closed:
		return nil, errors.New("access: step on a closed session")
	case s.pos >= s.cacheLen:
		return nil, fmt.Errorf("access: step %d beyond the %d-position cache (max positions %d)", s.pos, s.cacheLen, s.m.cfg.MaxPositions)
	}
	if parents == nil {
		parents = s.identity
	}
	if err := checkIDs("parent", parents, s.rows, s.rows); err != nil {
		return nil, err
	}
	if err := checkIDs("token", tokens, s.rows, s.m.cfg.TgtVocabSize); err != nil {
		return nil, err
	}
	// Inputs of stepGraph: tokens, parents, position, source, then the self
	// caches and the cross keys and values.
	small := []*tensors.Tensor{
		tensors.FromFlatDataAndDimensions(slices.Clone(tokens), s.rows),
		tensors.FromFlatDataAndDimensions(slices.Clone(parents), s.rows),
		tensors.FromScalar(int32(s.pos)),
	}
	args := []any{small[0], small[1], small[2], s.src}
	for _, t := range slices.Concat(s.caches, s.cross) {
		args = append(args, t)
	}
	out, err := s.m.stepExec.Exec(args...)
	for _, t := range small { // release their (device) buffers now, not at GC
		t.FinalizeAll()
	}
	if err != nil {
		return nil, fmt.Errorf("access: decoder step %d: %w", s.pos, err)
	}
	// The step returns the log-probabilities, then the updated caches.
	for _, old := range s.caches {
		old.FinalizeAll()
	}
	copy(s.caches, out[1:])
	defer out[0].FinalizeAll()
	s.pos++
	lp, err := tensors.CopyFlatData[float32](out[0])
	if err != nil {
		return nil, fmt.Errorf("access: log-probabilities of step %d: %w", s.pos-1, err)
	}
	return lp, nil
}

// checkIDs reports a wrong number of ids (want n) or an id outside [0, limit).
func checkIDs(what string, ids []int32, n, limit int) error {
	if len(ids) != n {
		return fmt.Errorf("access: step got %d %ss for %d rows", len(ids), what, n)
	}
	for r, id := range ids {
		if id < 0 || int(id) >= limit {
			return fmt.Errorf("access: %s %d of row %d outside [0, %d)", what, id, r, limit)
		}
	}
	return nil
}

// VocabSize implements decode.Session.
func (s *session) VocabSize() int { return s.m.cfg.TgtVocabSize }

// Close implements decode.Session, releasing the caches.
func (s *session) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	for _, t := range append(append(s.caches, s.cross...), s.src) {
		t.FinalizeAll()
	}
	s.caches, s.cross, s.src = nil, nil, nil
	return nil
}
