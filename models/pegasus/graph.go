package pegasus

import (
	"fmt"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/dtypes/bfloat16"
	"github.com/gomlx/compute/shapes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/layers/activation"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/patsimp/patsimp/models/layers"
)

// maxCompiled bounds the graphs each executor keeps (one per shape bucket).
const maxCompiled = 64

const eps = layers.LayerNormEpsilon

// makeExecs creates the executors; graphs compile lazily per shape.
func (m *Model) makeExecs() error {
	var err error
	if m.encode, err = model.NewExec(m.backend, m.store, m.encodeGraph); err != nil {
		return fmt.Errorf("pegasus: encoder executor: %w", err)
	}
	if m.step, err = model.NewExec(m.backend, m.store, m.stepGraph); err != nil {
		return fmt.Errorf("pegasus: step executor: %w", err)
	}
	if m.forward, err = model.NewExec(m.backend, m.store, m.forwardGraph); err != nil {
		return fmt.Errorf("pegasus: forward executor: %w", err)
	}
	for _, e := range []*model.Exec{m.encode, m.step, m.forward} {
		e.SetMaxCache(maxCompiled)
	}
	return nil
}

// embed returns scaled token embeddings plus the positions starting at pos
// (a scalar int32 node) for ids [batch, len].
func (m *Model) embed(root *model.Scope, side string, ids, pos *Node) *Node {
	g := ids.Graph()
	d := ids.Shape().Dimensions
	x := layers.Embedding(root.At("model").At("shared"), ids)
	x = MulScalar(x, m.cfg.embedScale())
	positions := Add(Iota(g, shapes.Make(dtypes.Int32, d[1]), 0), pos)
	p := layers.Embedding(root.At("model").At("%s", side).At("embed_positions"), positions)
	return Add(x, ExpandAxes(p, 0))
}

// encoderStates runs the encoder over ids and mask [batch, srcLen] (int32)
// and returns HF's hidden_states: the embeddings, the output of every layer
// but the last, and the final layer-normed output.
func (m *Model) encoderStates(root *model.Scope, ids, mask *Node) []*Node {
	g := ids.Graph()
	enc := root.At("model").At("encoder")
	x := m.embed(root, "encoder", ids, Const(g, int32(0)))
	visible := layers.KeyPaddingVisible(mask)
	states := []*Node{x}
	for i := range m.cfg.EncoderLayers {
		ls := enc.At("layers").At("%d", i)
		attn := layers.Attention{Scope: ls.At("self_attn"), NumHeads: m.cfg.EncoderHeads}
		x = layers.PreNormResidual(ls.At("self_attn_layer_norm"), x, eps, func(h *Node) *Node {
			k, v := attn.KeyValue(h)
			return attn.Attend(attn.Query(h), k, v, visible)
		})
		x = layers.PreNormResidual(ls.At("final_layer_norm"), x, eps, func(h *Node) *Node {
			return layers.FeedForward(ls, h, activation.TypeRelu)
		})
		if i < m.cfg.EncoderLayers-1 {
			states = append(states, x)
		}
	}
	return append(states, layers.LayerNorm(enc.At("layer_norm"), x, eps))
}

// selfAttention computes a decoder layer's self-attention of the
// (layer-normed) inputs h [rows, len, dim] with attn, returning
// [rows, len, dim].
type selfAttention func(layer int, attn layers.Attention, h *Node) *Node

// decoderStates runs the decoder over ids [rows, len] at positions
// pos … pos+len−1 and returns HF's hidden_states (embeddings, every layer
// but the last, final layer-normed output). cross holds each layer's
// encoder keys and values ([batch, heads, srcLen, headDim], rows = batch ×
// group); self computes the self-attention (over the inputs, or over a
// cache and the inputs).
func (m *Model) decoderStates(root *model.Scope, ids, pos *Node, cross [][2]*Node, crossVisible *Node, self selfAttention) []*Node {
	dec := root.At("model").At("decoder")
	x := m.embed(root, "decoder", ids, pos)
	states := []*Node{x}
	for i := range m.cfg.DecoderLayers {
		ls := dec.At("layers").At("%d", i)
		selfAttn := layers.Attention{Scope: ls.At("self_attn"), NumHeads: m.cfg.DecoderHeads}
		x = layers.PreNormResidual(ls.At("self_attn_layer_norm"), x, eps, func(h *Node) *Node {
			return self(i, selfAttn, h)
		})
		crossAttn := layers.Attention{Scope: ls.At("encoder_attn"), NumHeads: m.cfg.DecoderHeads}
		x = layers.PreNormResidual(ls.At("encoder_attn_layer_norm"), x, eps, func(h *Node) *Node {
			return crossAttn.Attend(crossAttn.Query(h), cross[i][0], cross[i][1], crossVisible)
		})
		x = layers.PreNormResidual(ls.At("final_layer_norm"), x, eps, func(h *Node) *Node {
			return layers.FeedForward(ls, h, activation.TypeRelu)
		})
		if i < m.cfg.DecoderLayers-1 {
			states = append(states, x)
		}
	}
	return append(states, layers.LayerNorm(dec.At("layer_norm"), x, eps))
}

// crossKV projects the encoder output into every decoder layer's
// cross-attention keys and values.
func (m *Model) crossKV(root *model.Scope, encOut *Node) [][2]*Node {
	out := make([][2]*Node, m.cfg.DecoderLayers)
	for i := range out {
		ls := root.At("model").At("decoder").At("layers").At("%d", i)
		a := layers.Attention{Scope: ls.At("encoder_attn"), NumHeads: m.cfg.DecoderHeads}
		out[i][0], out[i][1] = a.KeyValue(encOut)
	}
	return out
}

// logits applies the tied output projection and final_logits_bias, in
// float32.
func (m *Model) logits(root *model.Scope, x *Node) *Node {
	g := x.Graph()
	bias := layers.Weight(root, g, "final_logits_bias")
	y := Add(layers.TiedLogits(root.At("model").At("shared"), x), Reshape(bias, 1, 1, m.cfg.VocabSize))
	return ConvertDType(y, dtypes.Float32)
}

// encodeGraph: inputs ids, mask [batch, srcLen] int32; outputs the encoder
// output followed by each decoder layer's cross keys and values.
func (m *Model) encodeGraph(root *model.Scope, inputs []*Node) []*Node {
	states := m.encoderStates(root, inputs[0], inputs[1])
	out := []*Node{states[len(states)-1]}
	for _, kv := range m.crossKV(root, out[0]) {
		out = append(out, kv[0], kv[1])
	}
	return out
}

// stepGraph is one decoding step over a host-kept key/value cache
// (layers.KVCache). Inputs: tokens [rows] int32, pos scalar int32 (the
// position of tokens = the number of cached positions), cross mask
// [batch, srcLen] int32, then per decoder layer the self cache K, V
// [rows, heads, capacity, headDim], then per layer the cross K, V
// [batch, heads, srcLen, headDim]. Outputs the next-token logits [rows,
// vocab] (float32) and, per layer, the keys and
// values of this position [rows, heads, 1, headDim] for the cache.
func (m *Model) stepGraph(root *model.Scope, inputs []*Node) []*Node {
	tokens, pos, crossMask := inputs[0], inputs[1], inputs[2]
	nl := m.cfg.DecoderLayers
	caches := inputs[3 : 3+2*nl]
	crossIn := inputs[3+2*nl:]
	cross := make([][2]*Node, nl)
	for i := range cross {
		cross[i] = [2]*Node{crossIn[2*i], crossIn[2*i+1]}
	}
	entries := make([]*Node, 2*nl)
	self := func(layer int, attn layers.Attention, h *Node) *Node {
		k, v := attn.KeyValue(h)
		entries[2*layer], entries[2*layer+1] = k, v
		return attn.AttendCached(attn.Query(h), caches[2*layer], caches[2*layer+1], k, v, pos)
	}
	states := m.decoderStates(root, InsertAxes(tokens, -1), pos, cross, layers.KeyPaddingVisible(crossMask), self)
	logits := m.logits(root, states[len(states)-1])
	// The session takes the log-softmax on the host (layers.LogSoftmaxRows,
	// in float64 like the graph did, for parity with HF).
	logits = ConvertDType(Reshape(logits, tokens.Shape().Dimensions[0], m.cfg.VocabSize), dtypes.Float32)
	return append([]*Node{logits}, entries...)
}

// forwardGraph is the teacher-forced forward pass HF's model(...) call
// computes: inputs ids, mask [batch, srcLen], decoder ids [batch, tgtLen];
// outputs the encoder hidden states, the decoder hidden states and the
// logits [batch, tgtLen, vocab], all float32.
func (m *Model) forwardGraph(root *model.Scope, inputs []*Node) []*Node {
	ids, mask, decIDs := inputs[0], inputs[1], inputs[2]
	g := ids.Graph()
	enc := m.encoderStates(root, ids, mask)
	tgtLen := decIDs.Shape().Dimensions[1]
	causal := layers.CausalVisible(g, tgtLen, tgtLen, 0)
	dec := m.decoderStates(root, decIDs, Const(g, int32(0)), m.crossKV(root, enc[len(enc)-1]),
		layers.KeyPaddingVisible(mask), func(_ int, attn layers.Attention, h *Node) *Node {
			k, v := attn.KeyValue(h)
			return attn.Attend(attn.Query(h), k, v, causal)
		})
	var out []*Node
	for _, x := range append(enc, dec...) {
		out = append(out, ConvertDType(x, dtypes.Float32))
	}
	return append(out, m.logits(root, dec[len(dec)-1]))
}

// castTensor converts a float32 host tensor to dtype.
func castTensor(t *tensors.Tensor, dtype dtypes.DType) (*tensors.Tensor, error) {
	if dtype != dtypes.BFloat16 {
		return nil, fmt.Errorf("pegasus: cannot cast to %s", dtype)
	}
	out := tensors.FromShape(shapes.Make(dtype, t.Shape().Dimensions...))
	var err error
	cerr := tensors.ConstFlatData(t, func(src []float32) {
		err = tensors.MutableFlatData(out, func(dst []bfloat16.BFloat16) {
			for i, x := range src {
				dst[i] = bfloat16.FromFloat32(x)
			}
		})
	})
	if cerr != nil {
		return nil, cerr
	}
	return out, err
}
