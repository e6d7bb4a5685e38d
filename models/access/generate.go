package access

import (
	"fmt"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/decode"
)

// lengthQuantum is the multiple that source and target lengths are padded
// to, so that a handful of compiled graphs serve every batch.
const lengthQuantum = 8

// padLen rounds n up to a multiple of lengthQuantum.
func padLen(n int) int {
	return (n + lengthQuantum - 1) / lengthQuantum * lengthQuantum
}

// Generator runs a trained ACCESS network for decoding; it implements
// decode.Model. The decoder recomputes the whole (padded) prefix at every
// step instead of keeping a key/value cache, which keeps one compiled graph
// per padded length and is cheap for sentence-length outputs.
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
	encExec, err := model.NewExec(backend, store, func(scope *model.Scope, src *Node) *Node {
		return Encode(scope, &c, src)
	})
	if err != nil {
		return nil, fmt.Errorf("access: encoder executor: %w", err)
	}
	stepExec, err := model.NewExec(backend, store, func(scope *model.Scope, src, enc, tgt, pos *Node) *Node {
		states := DecoderStates(scope, &c, src, enc, tgt) // [r, t, d]
		g := src.Graph()
		t := tgt.Shape().Dimensions[1]
		sel := ConvertDType(Equal(Iota(g, shapes.Make(dtypes.Int32, t), 0), pos), dtypes.Float32)
		h := ReduceSum(Mul(states, InsertAxes(sel, 0, -1)), 1) // [r, d]
		logits := OutputLogits(scope, &c, InsertAxes(h, 1))    // [r, 1, v]
		return LogSoftmax(Squeeze(logits, 1), -1)
	})
	if err != nil {
		return nil, fmt.Errorf("access: decoder executor: %w", err)
	}
	encExec.SetMaxCache(64)
	stepExec.SetMaxCache(256)
	return &Generator{cfg: cfg, encExec: encExec, stepExec: stepExec}, nil
}

// Start implements decode.Model.
func (m *Generator) Start(src [][]int32, expand, maxSteps int) (decode.Session, error) {
	if expand < 1 {
		return nil, fmt.Errorf("access: expand %d: must be at least 1", expand)
	}
	longest := 1
	for i, s := range src {
		if len(s) > m.cfg.MaxPositions {
			return nil, fmt.Errorf("access: source %d has %d tokens, model allows %d", i, len(s), m.cfg.MaxPositions)
		}
		longest = max(longest, len(s))
	}
	if maxSteps+1 > m.cfg.MaxPositions {
		maxSteps = m.cfg.MaxPositions - 1
	}
	width := min(padLen(longest), m.cfg.MaxPositions)
	rows := len(src) * expand
	flat := make([]int32, rows*width)
	for i := range flat {
		flat[i] = m.cfg.PadID
	}
	for r := range rows {
		copy(flat[r*width:], src[r/expand])
	}
	srcT := tensors.FromFlatDataAndDimensions(flat, rows, width)
	enc, err := m.encExec.Exec1(srcT)
	if err != nil {
		srcT.FinalizeAll()
		return nil, fmt.Errorf("access: encoding: %w", err)
	}
	return &session{m: m, src: srcT, enc: enc, hist: make([][]int32, rows), maxSteps: maxSteps}, nil
}

type session struct {
	m        *Generator
	src, enc *tensors.Tensor
	hist     [][]int32
	maxSteps int
}

// Step implements decode.Session.
func (s *session) Step(parents, tokens []int32) ([]float32, error) {
	if s.enc == nil {
		return nil, fmt.Errorf("access: step on a closed session")
	}
	if len(tokens) != len(s.hist) {
		return nil, fmt.Errorf("access: step got %d tokens for %d rows", len(tokens), len(s.hist))
	}
	if parents != nil {
		next := make([][]int32, len(s.hist))
		for r, p := range parents {
			if p < 0 || int(p) >= len(s.hist) {
				return nil, fmt.Errorf("access: parent %d of row %d out of range", p, r)
			}
			next[r] = append([]int32(nil), s.hist[p]...)
		}
		s.hist = next
	}
	for r, t := range tokens {
		s.hist[r] = append(s.hist[r], t)
	}
	n := len(s.hist[0])
	if n > s.m.cfg.MaxPositions {
		return nil, fmt.Errorf("access: target length %d exceeds max positions %d", n, s.m.cfg.MaxPositions)
	}
	width := min(padLen(n), s.m.cfg.MaxPositions)
	flat := make([]int32, len(s.hist)*width)
	for i := range flat {
		flat[i] = s.m.cfg.PadID
	}
	for r, h := range s.hist {
		copy(flat[r*width:], h)
	}
	tgt := tensors.FromFlatDataAndDimensions(flat, len(s.hist), width)
	defer tgt.FinalizeAll()
	out, err := s.m.stepExec.Exec1(s.src, s.enc, tgt, int32(n-1))
	if err != nil {
		return nil, fmt.Errorf("access: decoder step %d: %w", n, err)
	}
	defer out.FinalizeAll()
	lp, err := tensors.CopyFlatData[float32](out)
	if err != nil {
		return nil, fmt.Errorf("access: decoder step %d: %w", n, err)
	}
	return lp, nil
}

// VocabSize implements decode.Session.
func (s *session) VocabSize() int { return s.m.cfg.TgtVocabSize }

// Close implements decode.Session.
func (s *session) Close() error {
	if s.enc != nil {
		s.enc.FinalizeAll()
		s.src.FinalizeAll()
		s.enc, s.src = nil, nil
	}
	return nil
}
