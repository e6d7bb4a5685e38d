package pegasus

import (
	"errors"
	"fmt"

	"github.com/gomlx/gomlx/core/tensors"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models/layers"
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
		length = alignUp(length, bucket)
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
	cross, err := m.encodeLocked(ids, mask)
	ids.FinalizeAll()
	if err != nil {
		mask.FinalizeAll()
		return nil, fmt.Errorf("pegasus: encoding: %w", err)
	}
	rows := len(src) * expand
	cache, err := layers.NewKVCache(m.backend, 2*m.cfg.DecoderLayers, m.dtype, rows, m.cfg.DecoderHeads, m.cfg.DModel/m.cfg.DecoderHeads, maxSteps)
	if err != nil {
		finalizeAll(append(cross, mask))
		return nil, fmt.Errorf("pegasus: %w", err)
	}
	return &session{m: m, rows: rows, expand: expand, maxSteps: maxSteps, crossMask: mask, cross: cross, cache: cache}, nil
}

// encodeLocked runs the encoder over ids and mask [batch, srcLen], a
// graph per layer, and returns each decoder layer's cross-attention keys
// and values (K and V of layer 0, then of layer 1, …). The caller holds
// m.mu.
func (m *Model) encodeLocked(ids, mask *tensors.Tensor) ([]*tensors.Tensor, error) {
	out, err := m.encodeEmbed.Exec(ids)
	if err != nil {
		return nil, fmt.Errorf("embedding: %w", err)
	}
	x := out[0]
	for i := range m.cfg.EncoderLayers {
		if err = m.encLayers.use(i); err == nil {
			out, err = m.encodeLayer.Exec(x, mask)
		}
		x.FinalizeAll()
		if err != nil {
			return nil, fmt.Errorf("layer %d: %w", i, err)
		}
		x = out[0]
	}
	out, err = m.encodeFinal.Exec(x)
	x.FinalizeAll()
	if err != nil {
		return nil, fmt.Errorf("final layer norm: %w", err)
	}
	enc := out[0]
	defer enc.FinalizeAll()
	cross := make([]*tensors.Tensor, 0, 2*m.cfg.DecoderLayers)
	for i := range m.cfg.DecoderLayers {
		if err = m.decLayers.use(i); err == nil {
			out, err = m.crossProject.Exec(enc)
		}
		if err != nil {
			finalizeAll(cross)
			return nil, fmt.Errorf("cross keys and values of decoder layer %d: %w", i, err)
		}
		cross = append(cross, out...)
	}
	return cross, nil
}

// stepLocked runs one decoding step, a graph per decoder layer (inputs as
// in stepLayerGraph; caches and cross hold K and V of layer 0, then of
// layer 1, …). It returns the logits [rows, vocab] and each layer's keys
// and values of this position, in the order of caches. The caller holds
// m.mu.
func (m *Model) stepLocked(tokens, pos, crossMask *tensors.Tensor, caches, cross []*tensors.Tensor) (logits *tensors.Tensor, entries []*tensors.Tensor, err error) {
	out, err := m.stepEmbed.Exec(tokens, pos)
	if err != nil {
		return nil, nil, fmt.Errorf("embedding: %w", err)
	}
	x := out[0]
	entries = make([]*tensors.Tensor, 0, 2*m.cfg.DecoderLayers)
	for i := range m.cfg.DecoderLayers {
		if err = m.decLayers.use(i); err == nil {
			out, err = m.stepLayer.Exec(x, pos, crossMask, caches[2*i], caches[2*i+1], cross[2*i], cross[2*i+1])
		}
		x.FinalizeAll()
		if err != nil {
			finalizeAll(entries)
			return nil, nil, fmt.Errorf("layer %d: %w", i, err)
		}
		x, entries = out[0], append(entries, out[1], out[2])
	}
	out, err = m.stepHead.Exec(x)
	x.FinalizeAll()
	if err != nil {
		finalizeAll(entries)
		return nil, nil, fmt.Errorf("output layer: %w", err)
	}
	return out[0], entries, nil
}

// finalizeAll releases ts.
func finalizeAll(ts []*tensors.Tensor) {
	for _, t := range ts {
		t.FinalizeAll()
	}
}

// session is a batch being decoded; it implements decode.Session and
// decode.Retainer.
type session struct {
	m         *Model
	rows      int
	expand    int
	maxSteps  int
	crossMask *tensors.Tensor   // [batch, srcLen]
	cross     []*tensors.Tensor // per decoder layer: K, V
	cache     *layers.KVCache   // per decoder layer: self K, V
	lp        []float32         // the last step's log-probabilities, reused
	closed    bool
}

// VocabSize implements decode.Session.
func (s *session) VocabSize() int { return s.m.cfg.VocabSize }

// Step implements decode.Session: the cache rows are reordered on the host
// (only those whose parent differs), one compiled decoder step reads the
// cache in place and returns this position's keys and values, which are
// appended to it.
func (s *session) Step(parents, tokens []int32) ([]float32, error) {
	pos := s.cache.Len()
	switch {
	case s.closed:
		return nil, errors.New("pegasus: step on a closed session")
	case len(tokens) != s.rows:
		return nil, fmt.Errorf("pegasus: step got %d tokens for %d rows", len(tokens), s.rows)
	case pos >= s.maxSteps:
		return nil, fmt.Errorf("pegasus: step %d beyond the %d-step cache", pos, s.maxSteps)
	case parents != nil && len(parents) != s.rows:
		return nil, fmt.Errorf("pegasus: step got %d parents for %d rows", len(parents), s.rows)
	}
	for i, p := range parents {
		if p < 0 || int(p) >= s.rows || int(p)/s.expand != i/s.expand {
			return nil, fmt.Errorf("pegasus: parent %d of row %d out of range (rows of its source: %d to %d)", p, i, i/s.expand*s.expand, i/s.expand*s.expand+s.expand-1)
		}
	}
	for i, t := range tokens {
		if t < 0 || int(t) >= s.m.cfg.VocabSize {
			return nil, fmt.Errorf("pegasus: token %d of row %d outside the vocabulary", t, i)
		}
	}
	if parents != nil {
		if err := s.cache.Reorder(parents); err != nil {
			return nil, fmt.Errorf("pegasus: decoder step %d: %w", pos, err)
		}
	}
	tokensT := tensors.FromFlatDataAndDimensions(append([]int32(nil), tokens...), s.rows)
	posT := tensors.FromScalar(int32(pos))
	s.m.mu.Lock()
	logits, entries, err := s.m.stepLocked(tokensT, posT, s.crossMask, s.cache.Tensors(), s.cross)
	s.m.mu.Unlock()
	tokensT.FinalizeAll()
	posT.FinalizeAll()
	if err != nil {
		return nil, fmt.Errorf("pegasus: decoder step %d: %w", pos, err)
	}
	defer finalizeAll(append(entries, logits))
	if err := s.cache.Append(entries); err != nil {
		return nil, fmt.Errorf("pegasus: decoder step %d: %w", pos, err)
	}
	lp, err := layers.LogSoftmaxInto(s.lp, logits, s.m.cfg.VocabSize)
	if err != nil {
		return nil, fmt.Errorf("pegasus: decoder step %d: %w", pos, err)
	}
	s.lp = lp
	return lp, nil
}

// Retain implements decode.Retainer: the cache rows, cross keys and
// values and source mask of the other sources are dropped.
func (s *session) Retain(sources []int) error {
	if s.closed {
		return errors.New("pegasus: retain on a closed session")
	}
	next, err := layers.RetainSources(s.m.backend, s.cache, append([]*tensors.Tensor{s.crossMask}, s.cross...), sources, s.expand)
	if err != nil {
		return fmt.Errorf("pegasus: retain: %w", err)
	}
	s.crossMask, s.cross, s.rows = next[0], next[1:], s.cache.Rows()
	return nil
}

// Close implements decode.Session, releasing the caches.
func (s *session) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	finalizeAll(append(s.cross, s.crossMask))
	s.cache.Close()
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
