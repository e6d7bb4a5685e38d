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
// cross-attention keys and values; each Step embeds one token per row and
// attends over the self-attention keys and values of the earlier positions,
// which are kept on the host (layers.KVCache: the step graph reads them in
// place and returns only the new position's, which are appended; beam
// reordering moves only the rows whose parent changed). Sessions implement
// decode.Retainer, so finished sources leave the batch. One step graph is
// compiled per (rows, padded source length, cache capacity) bucket.
type Generator struct {
	backend   compute.Backend
	cfg       Config
	encExec   *model.Exec
	stepExec  *model.Exec
	scoreExec *model.Exec
}

var (
	_ decode.Model    = (*Generator)(nil)
	_ decode.Retainer = (*session)(nil)
)

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
	scoreExec, err := model.NewExec(backend, store, func(scope *model.Scope, inputs []*Node) *Node {
		return BuildScore(scope, &c, inputs[0], inputs[1], inputs[2], inputs[3], inputs[4], inputs[5])
	})
	if err != nil {
		return nil, fmt.Errorf("access: scoring executor: %w", err)
	}
	// GoMLX fails (rather than evicting) once an Exec's cache is full, and a
	// long-lived generator meets every (rows, padded source length, cache
	// length) bucket of its inputs: at most MaxPositions/8 widths times the
	// batch sizes used. Keep them all.
	encExec.SetMaxCache(0)
	stepExec.SetMaxCache(0)
	scoreExec.SetMaxCache(0)
	return &Generator{backend: backend, cfg: cfg, encExec: encExec, stepExec: stepExec, scoreExec: scoreExec}, nil
}

// encodeGraph encodes src [batch, srcLen] and returns every decoder
// layer's cross-attention keys and values, each [batch, heads, srcLen,
// headDim], in the order K₀, V₀, K₁, V₁, …, then the output embedding
// transposed, [DModel, vocab]: the steps multiply by it as it is, where
// the [vocab, DModel] table would be re-packed by the backend at every
// step. It is taken from the store at each batch, so a generator that
// validates during training sees the current weights.
func encodeGraph(scope *model.Scope, cfg *Config, src *Node) []*Node {
	enc := Encode(scope, cfg, src)
	dec := scope.In("decoder")
	out := make([]*Node, 0, 2*cfg.DecoderLayers+1)
	for i := range cfg.DecoderLayers {
		k, v := projectKV(dec.In("layer_%d", i).In("cross_attn"), cfg, enc)
		out = append(out, k, v)
	}
	return append(out, Transpose(outputTable(scope, cfg, src.Graph()), 0, 1))
}

// stepGraph is one decoding step over a host-kept key/value cache
// (layers.KVCache). Inputs: tokens [rows] (int32), pos (scalar int32, the
// position of tokens = the number of cached positions), src [batch,
// srcLen] (for its padding mask), then per decoder layer the self cache K,
// V [rows, heads, capacity, headDim], then per layer the cross K, V
// [batch, heads, srcLen, headDim] (rows = batch × beams), then the
// transposed output embedding [DModel, vocab] (see encodeGraph). Outputs the
// next-token logits [rows, vocab] (the session turns them into
// log-probabilities on the host, layers.LogSoftmaxRows), then per layer the
// keys and values of this position [rows, heads, 1, headDim] for the
// cache.
func stepGraph(scope *model.Scope, cfg *Config, inputs []*Node) []*Node {
	tokens, pos, src := inputs[0], inputs[1], inputs[2]
	nl := cfg.DecoderLayers
	caches, cross, kernel := inputs[3:3+2*nl], inputs[3+2*nl:3+4*nl], inputs[3+4*nl]
	g := tokens.Graph()
	rows := tokens.Shape().Dimensions[0]

	srcMask := NotEqual(src, Scalar(g, src.DType(), cfg.PadID))
	entries := make([]*Node, 2*nl)
	self := func(layer int, sa *model.Scope, q, k, v *Node) *Node {
		entries[2*layer], entries[2*layer+1] = k, v
		return attendCached(sa, cfg, q, caches[2*layer], caches[2*layer+1], k, v, pos)
	}
	crossKV := func(layer int, _ *model.Scope) (*Node, *Node) { return cross[2*layer], cross[2*layer+1] }

	x := embedAt(scope, cfg, InsertAxes(tokens, -1), "tgt", Reshape(pos, 1)) // [rows, 1, d]
	x = decoderStack(scope, cfg, x, attentionBias(srcMask, nil), self, crossKV)
	logits := projectLogits(cfg, x, kernel, true) // [rows, 1, v]
	return append([]*Node{Reshape(logits, rows, cfg.TgtVocabSize)}, entries...)
}

// attendCached is attend for one step over a key/value cache: query
// [rows, 1, heads, headDim], kCache and vCache [rows, heads, capacity,
// headDim] of which positions < length (a scalar int32 node) are written,
// kNew and vNew [rows, heads, 1, headDim] this position's. The scores of
// the cache and of the new entry are joined for the softmax, so the cache
// is read in place and never copied. Returns [rows, 1, DModel].
func attendCached(scope *model.Scope, cfg *Config, query, kCache, vCache, kNew, vNew, length *Node) *Node {
	qd := query.Shape().Dimensions
	rows, h, dh := qd[0], qd[2], qd[3]
	capacity := kCache.Shape().Dimensions[2]
	g := query.Graph()
	// One query position: [rows, 1, h, dh] is [rows, h, 1, dh] in memory, so
	// the products below run in the cache's order and nothing is transposed.
	q := Reshape(query, rows, h, 1, dh)
	past := Einsum("bhqd,bhkd->bhqk", q, kCache) // [rows, h, 1, capacity]
	written := LessThan(Iota(g, shapes.Make(dtypes.Int32, 1, 1, 1, capacity), 3), length)
	bias := Where(written, Scalar(g, dtypes.Float32, 0), Scalar(g, dtypes.Float32, maskValue))
	past = Add(past, BroadcastToDims(bias, past.Shape().Dimensions...))
	cur := Einsum("bhqd,bhkd->bhqk", q, kNew) // [rows, h, 1, 1]
	weights := Softmax(Concatenate([]*Node{past, cur}, -1), -1)
	out := Einsum("bhqk,bhkd->bhqd", Slice(weights, AxisRange(), AxisRange(), AxisRange(), AxisRange(0, capacity)), vCache)
	out = Add(out, Mul(Slice(weights, AxisRange(), AxisRange(), AxisRange(), AxisRange(capacity)), vNew)) // [rows, h, 1, dh]
	return dense(scope.In("out_proj"), cfg, Reshape(out, rows, 1, h*dh), h*dh)
}

// Start implements decode.Model.
func (m *Generator) Start(src [][]int32, expand, maxSteps int) (decode.Session, error) {
	if len(src) == 0 || expand < 1 || maxSteps < 1 {
		return nil, fmt.Errorf("access: bad session: %d sources, expand %d, %d steps", len(src), expand, maxSteps)
	}
	if err := m.checkSources(src); err != nil {
		return nil, fmt.Errorf("access: %w", err)
	}
	flat, width := m.padSources(src)
	srcT := tensors.FromFlatDataAndDimensions(flat, len(src), width)
	out, err := m.encExec.Exec(srcT)
	if err != nil {
		srcT.FinalizeAll()
		return nil, fmt.Errorf("access: encoding: %w", err)
	}
	cross, kernel := out[:len(out)-1], out[len(out)-1]
	rows := len(src) * expand
	limit := min(maxSteps, m.cfg.MaxPositions)
	cache, err := layers.NewKVCache(m.backend, 2*m.cfg.DecoderLayers, dtypes.Float32, rows, m.cfg.Heads, m.cfg.DModel/m.cfg.Heads, limit)
	if err != nil {
		for _, t := range append(out, srcT) {
			t.FinalizeAll()
		}
		return nil, fmt.Errorf("access: %w", err)
	}
	return &session{m: m, rows: rows, expand: expand, limit: limit, src: srcT, cross: cross, kernel: kernel, cache: cache}, nil
}

// checkSources reports the first source (1-based) longer than the model's
// positions or with an id outside its source vocabulary.
func (m *Generator) checkSources(src [][]int32) error {
	for i, s := range src {
		if len(s) > m.cfg.MaxPositions {
			return fmt.Errorf("source %d has %d tokens, model allows %d", i+1, len(s), m.cfg.MaxPositions)
		}
		for j, id := range s {
			if id < 0 || int(id) >= m.cfg.SrcVocabSize {
				return fmt.Errorf("source %d token %d: id %d outside the vocabulary [0, %d)", i+1, j+1, id, m.cfg.SrcVocabSize)
			}
		}
	}
	return nil
}

// padSources returns the checked sources src as a row-major [len(src),
// width] matrix padded with PadID, width their longest length rounded up
// to lengthQuantum (at most MaxPositions).
func (m *Generator) padSources(src [][]int32) (flat []int32, width int) {
	longest := 1
	for _, s := range src {
		longest = max(longest, len(s))
	}
	width = min(padLen(longest), m.cfg.MaxPositions)
	flat = filled(len(src)*width, m.cfg.PadID)
	for r, s := range src {
		copy(flat[r*width:], s)
	}
	return flat, width
}

// filled returns n copies of v.
func filled(n int, v int32) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// session is a batch being decoded; it implements decode.Session and
// decode.Retainer.
type session struct {
	m      *Generator
	rows   int
	expand int
	limit  int               // the most steps (cache positions)
	src    *tensors.Tensor   // [batch, srcLen] padded source ids
	cross  []*tensors.Tensor // per decoder layer: cross K, V
	kernel *tensors.Tensor   // [DModel, vocab]: the output embedding, transposed
	cache  *layers.KVCache   // per decoder layer: self K, V
	lp     []float32         // the last step's log-probabilities, reused
	closed bool
}

// Step implements decode.Session.
func (s *session) Step(parents, tokens []int32) ([]float32, error) {
	if s.closed {
		return nil, errors.New("access: step on a closed session")
	}
	pos := s.cache.Len()
	if pos >= s.limit {
		return nil, fmt.Errorf("access: step %d beyond the %d-position cache (max positions %d)", pos, s.limit, s.m.cfg.MaxPositions)
	}
	if parents != nil {
		if err := checkIDs("parent", parents, s.rows, s.rows); err != nil {
			return nil, err
		}
		for r, p := range parents {
			if int(p)/s.expand != r/s.expand {
				return nil, fmt.Errorf("access: parent %d of row %d belongs to another source", p, r)
			}
		}
	}
	if err := checkIDs("token", tokens, s.rows, s.m.cfg.TgtVocabSize); err != nil {
		return nil, err
	}
	if parents != nil {
		if err := s.cache.Reorder(parents); err != nil {
			return nil, fmt.Errorf("access: decoder step %d: %w", pos, err)
		}
	}
	// Inputs of stepGraph: tokens, position, source, then the self caches,
	// the cross keys and values and the output kernel.
	small := []*tensors.Tensor{
		tensors.FromFlatDataAndDimensions(slices.Clone(tokens), s.rows),
		tensors.FromScalar(int32(pos)),
	}
	args := []any{small[0], small[1], s.src}
	for _, t := range slices.Concat(s.cache.Tensors(), s.cross, []*tensors.Tensor{s.kernel}) {
		args = append(args, t)
	}
	out, err := s.m.stepExec.Exec(args...)
	for _, t := range small { // release their (device) buffers now, not at GC
		t.FinalizeAll()
	}
	if err != nil {
		return nil, fmt.Errorf("access: decoder step %d: %w", pos, err)
	}
	defer func() {
		for _, t := range out {
			t.FinalizeAll()
		}
	}()
	// The step returns the logits, then this position's keys and values.
	if err := s.cache.Append(out[1:]); err != nil {
		return nil, fmt.Errorf("access: decoder step %d: %w", pos, err)
	}
	lp, err := layers.LogSoftmaxInto(s.lp, out[0], s.m.cfg.TgtVocabSize)
	if err != nil {
		return nil, fmt.Errorf("access: logits of step %d: %w", pos, err)
	}
	s.lp = lp
	return lp, nil
}

// Retain implements decode.Retainer: the cache rows, cross keys and
// values and source ids of the other sources are dropped.
func (s *session) Retain(sources []int) error {
	if s.closed {
		return errors.New("access: retain on a closed session")
	}
	next, err := layers.RetainSources(s.m.backend, s.cache, append([]*tensors.Tensor{s.src}, s.cross...), sources, s.expand)
	if err != nil {
		return fmt.Errorf("access: retain: %w", err)
	}
	s.src, s.cross, s.rows = next[0], next[1:], s.cache.Rows()
	return nil
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
	for _, t := range append(s.cross, s.src, s.kernel) {
		t.FinalizeAll()
	}
	s.cache.Close()
	s.cross, s.src, s.kernel = nil, nil, nil
	return nil
}
