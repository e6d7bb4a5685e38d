package pegasus

import (
	"errors"
	"fmt"

	"github.com/gomlx/compute/shapes"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/patsimp/patsimp/decode"
)

// PadSources pads ragged source ids with padID into a [batch, length]
// matrix and its attention mask (1 for real tokens), length being the
// longest source rounded up to a multiple of bucket, but not beyond limit
// (the model's positions; ≤ 0: no limit) unless a source is longer.
func PadSources(src [][]int32, padID int32, bucket, limit int) (ids, mask *tensors.Tensor, length int) {
	longest := 0
	for _, s := range src {
		longest = max(longest, len(s))
	}
	length = longest
	if bucket > 1 {
		length = (length + bucket - 1) / bucket * bucket
	}
	if limit > 0 && length > limit {
		length = max(limit, longest)
	}
	length = max(length, 1)
	flatIDs := make([]int32, len(src)*length)
	flatMask := make([]int32, len(src)*length)
	for i, s := range src {
		row := flatIDs[i*length : (i+1)*length]
		for j := range row {
			row[j] = padID
		}
		copy(row, s)
		for j := range s {
			flatMask[i*length+j] = 1
		}
	}
	return tensors.FromFlatDataAndDimensions(flatIDs, len(src), length),
		tensors.FromFlatDataAndDimensions(flatMask, len(src), length), length
}

// checkSources validates source ids against the model's limits.
func (m *Model) checkSources(src [][]int32) error {
	for i, s := range src {
		if len(s) > m.cfg.MaxPositionEmbeddings {
			return fmt.Errorf("pegasus: source %d has %d tokens, the model takes at most %d", i, len(s), m.cfg.MaxPositionEmbeddings)
		}
		for j, id := range s {
			if id < 0 || int(id) >= m.cfg.VocabSize {
				return fmt.Errorf("pegasus: source %d token %d: id %d outside the vocabulary [0, %d)", i, j, id, m.cfg.VocabSize)
			}
		}
	}
	return nil
}

// Start implements decode.Model: it encodes src once and returns a session
// of len(src)·expand rows with a self-attention cache of maxSteps
// positions.
func (m *Model) Start(src [][]int32, expand, maxSteps int) (decode.Session, error) {
	if len(src) == 0 || expand < 1 || maxSteps < 1 {
		return nil, fmt.Errorf("pegasus: bad session: %d sources, expand %d, %d steps", len(src), expand, maxSteps)
	}
	if maxSteps > m.cfg.MaxPositionEmbeddings {
		return nil, fmt.Errorf("pegasus: %d decoding steps exceed the %d decoder positions", maxSteps, m.cfg.MaxPositionEmbeddings)
	}
	if err := m.checkSources(src); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	ids, mask, _ := PadSources(src, m.cfg.PadTokenID, m.bucketTo, m.cfg.MaxPositionEmbeddings)
	out, err := m.encode.Exec(ids, mask)
	if err != nil {
		return nil, fmt.Errorf("pegasus: encoding: %w", err)
	}
	out[0].FinalizeAll() // the encoder output itself is not needed
	rows := len(src) * expand
	s := &session{m: m, rows: rows, crossMask: mask, cross: out[1:]}
	hd := m.cfg.DModel / m.cfg.DecoderHeads
	cacheShape := shapes.Make(m.dtype, rows, m.cfg.DecoderHeads, maxSteps, hd)
	for range 2 * m.cfg.DecoderLayers {
		s.caches = append(s.caches, tensors.FromShape(cacheShape))
	}
	s.identity = make([]int32, rows)
	for i := range s.identity {
		s.identity[i] = int32(i)
	}
	s.maxSteps = maxSteps
	return s, nil
}

// session is a batch being decoded; it implements decode.Session.
type session struct {
	m         *Model
	rows      int
	pos       int
	maxSteps  int
	identity  []int32
	crossMask *tensors.Tensor
	cross     []*tensors.Tensor // per decoder layer: K, V
	caches    []*tensors.Tensor // per decoder layer: self K, V
	closed    bool
}

// VocabSize implements decode.Session.
func (s *session) VocabSize() int { return s.m.cfg.VocabSize }

// Step implements decode.Session: one compiled decoder step over the
// reordered caches.
func (s *session) Step(parents, tokens []int32) ([]float32, error) {
	switch {
	case s.closed:
		return nil, errors.New("pegasus: step on a closed session")
	case len(tokens) != s.rows:
		return nil, fmt.Errorf("pegasus: step got %d tokens for %d rows", len(tokens), s.rows)
	case s.pos >= s.maxSteps:
		return nil, fmt.Errorf("pegasus: step %d beyond the %d-step cache", s.pos, s.maxSteps)
	}
	if parents == nil {
		parents = s.identity
	} else if len(parents) != s.rows {
		return nil, fmt.Errorf("pegasus: step got %d parents for %d rows", len(parents), s.rows)
	}
	for i, p := range parents {
		if p < 0 || int(p) >= s.rows {
			return nil, fmt.Errorf("pegasus: parent %d of row %d out of range", p, i)
		}
	}
	for i, t := range tokens {
		if t < 0 || int(t) >= s.m.cfg.VocabSize {
			return nil, fmt.Errorf("pegasus: token %d of row %d outside the vocabulary", t, i)
		}
	}
	args := []any{
		tensors.FromFlatDataAndDimensions(append([]int32(nil), tokens...), s.rows),
		tensors.FromFlatDataAndDimensions(append([]int32(nil), parents...), s.rows),
		tensors.FromScalar(int32(s.pos)),
		s.crossMask,
	}
	for _, c := range s.caches {
		args = append(args, c)
	}
	for _, c := range s.cross {
		args = append(args, c)
	}
	s.m.mu.Lock()
	out, err := s.m.step.Exec(args...)
	s.m.mu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("pegasus: decoder step %d: %w", s.pos, err)
	}
	for i, c := range s.caches {
		c.FinalizeAll()
		s.caches[i] = out[1+i]
	}
	s.pos++
	lp, err := tensors.CopyFlatData[float32](out[0])
	out[0].FinalizeAll()
	if err != nil {
		return nil, fmt.Errorf("pegasus: reading log-probs: %w", err)
	}
	return lp, nil
}

// Close implements decode.Session, releasing the caches.
func (s *session) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	for _, t := range append(append(s.caches, s.cross...), s.crossMask) {
		t.FinalizeAll()
	}
	return nil
}

// ForwardOutput holds the results of a teacher-forced forward pass, each a
// flat row-major float32 slice.
type ForwardOutput struct {
	// EncoderHiddenStates are HF's encoder hidden_states: the embeddings,
	// every layer's output but the last, and the final layer-normed output
	// (= encoder_last_hidden_state); each [batch, srcLen, d_model].
	EncoderHiddenStates [][]float32
	// DecoderHiddenStates are the decoder's, each [batch, tgtLen, d_model].
	DecoderHiddenStates [][]float32
	// Logits are [batch, tgtLen, vocab].
	Logits []float32
}

// Forward runs the pass HF's model(input_ids, attention_mask,
// decoder_input_ids) computes. ids and mask are [batch, srcLen] (mask 1 for
// real tokens), decoderIDs [batch, tgtLen]; all rows of a matrix must have
// the same length.
func (m *Model) Forward(ids, mask, decoderIDs [][]int32) (*ForwardOutput, error) {
	toTensor := func(what string, rows [][]int32) (*tensors.Tensor, error) {
		if len(rows) == 0 || len(rows[0]) == 0 {
			return nil, fmt.Errorf("pegasus: forward: empty %s", what)
		}
		flat := make([]int32, 0, len(rows)*len(rows[0]))
		for i, r := range rows {
			if len(r) != len(rows[0]) {
				return nil, fmt.Errorf("pegasus: forward: %s row %d has %d values, row 0 has %d", what, i, len(r), len(rows[0]))
			}
			flat = append(flat, r...)
		}
		return tensors.FromFlatDataAndDimensions(flat, len(rows), len(rows[0])), nil
	}
	if err := m.checkSources(ids); err != nil {
		return nil, err
	}
	if err := m.checkSources(decoderIDs); err != nil {
		return nil, err
	}
	var args []any
	for _, in := range []struct {
		what string
		rows [][]int32
	}{{"input ids", ids}, {"attention mask", mask}, {"decoder ids", decoderIDs}} {
		t, err := toTensor(in.what, in.rows)
		if err != nil {
			return nil, err
		}
		args = append(args, t)
	}
	m.mu.Lock()
	out, err := m.forward.Exec(args...)
	m.mu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("pegasus: forward: %w", err)
	}
	flat := make([][]float32, len(out))
	for i, t := range out {
		if flat[i], err = tensors.CopyFlatData[float32](t); err != nil {
			return nil, fmt.Errorf("pegasus: forward: %w", err)
		}
		t.FinalizeAll()
	}
	ne := m.cfg.EncoderLayers + 1
	return &ForwardOutput{
		EncoderHiddenStates: flat[:ne],
		DecoderHiddenStates: flat[ne : len(flat)-1],
		Logits:              flat[len(flat)-1],
	}, nil
}
