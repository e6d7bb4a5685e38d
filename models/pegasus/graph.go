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
	if m.encLayers, err = newLayerTemplate(m.store, "encoder", m.cfg.EncoderLayers); err != nil {
		return err
	}
	if m.decLayers, err = newLayerTemplate(m.store, "decoder", m.cfg.DecoderLayers); err != nil {
		return err
	}
	for _, e := range []struct {
		exec  **model.Exec
		store *model.Store
		fn    func(*model.Scope, []*Node) []*Node
		name  string
	}{
		{&m.encodeEmbed, m.store, m.encodeEmbedGraph, "encoder embedding"},
		{&m.encodeLayer, m.encLayers.store, m.encodeLayerGraph, "encoder layer"},
		{&m.encodeFinal, m.store, m.encodeFinalGraph, "encoder output"},
		{&m.crossProject, m.decLayers.store, m.crossKVGraph, "cross keys and values"},
		{&m.stepEmbed, m.store, m.stepEmbedGraph, "decoder embedding"},
		{&m.stepLayer, m.decLayers.store, m.stepLayerGraph, "decoder layer"},
		{&m.stepHead, m.store, m.stepHeadGraph, "output layer"},
		{&m.forward, m.store, m.forwardGraph, "forward"},
	} {
		if *e.exec, err = model.NewExec(m.backend, e.store, e.fn); err != nil {
			return fmt.Errorf("pegasus: %s executor: %w", e.name, err)
		}
		(*e.exec).SetMaxCache(maxCompiled)
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
		x = m.encoderLayer(enc.At("layers").At("%d", i), x, visible)
		if i < m.cfg.EncoderLayers-1 {
			states = append(states, x)
		}
	}
	return append(states, layers.LayerNorm(enc.At("layer_norm"), x, eps))
}

// encoderLayer is one encoder layer (scope ls) over x [batch, srcLen, dim]
// with key visibility visible (layers.KeyPaddingVisible); it returns
// [batch, srcLen, dim].
func (m *Model) encoderLayer(ls *model.Scope, x, visible *Node) *Node {
	attn := layers.Attention{Scope: ls.At("self_attn"), NumHeads: m.cfg.EncoderHeads}
	x = layers.PreNormResidual(ls.At("self_attn_layer_norm"), x, eps, func(h *Node) *Node {
		k, v := attn.KeyValue(h)
		return attn.Attend(attn.Query(h), k, v, visible)
	})
	return layers.PreNormResidual(ls.At("final_layer_norm"), x, eps, func(h *Node) *Node {
		return layers.FeedForward(ls, h, activation.TypeRelu)
	})
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
		x = m.decoderLayer(dec.At("layers").At("%d", i), x, func(attn layers.Attention, h *Node) *Node {
			return self(i, attn, h)
		}, cross[i], crossVisible)
		if i < m.cfg.DecoderLayers-1 {
			states = append(states, x)
		}
	}
	return append(states, layers.LayerNorm(dec.At("layer_norm"), x, eps))
}

// decoderLayer is one decoder layer (scope ls) over x [rows, len, dim]:
// self computes its self-attention of the layer-normed x, the
// cross-attention reads cross ([batch, heads, srcLen, headDim] keys and
// values, rows = batch × group) where crossVisible allows. It returns
// [rows, len, dim].
func (m *Model) decoderLayer(ls *model.Scope, x *Node, self func(attn layers.Attention, h *Node) *Node, cross [2]*Node, crossVisible *Node) *Node {
	selfAttn := layers.Attention{Scope: ls.At("self_attn"), NumHeads: m.cfg.DecoderHeads}
	x = layers.PreNormResidual(ls.At("self_attn_layer_norm"), x, eps, func(h *Node) *Node {
		return self(selfAttn, h)
	})
	crossAttn := layers.Attention{Scope: ls.At("encoder_attn"), NumHeads: m.cfg.DecoderHeads}
	x = layers.PreNormResidual(ls.At("encoder_attn_layer_norm"), x, eps, func(h *Node) *Node {
		return crossAttn.Attend(crossAttn.Query(h), cross[0], cross[1], crossVisible)
	})
	return layers.PreNormResidual(ls.At("final_layer_norm"), x, eps, func(h *Node) *Node {
		return layers.FeedForward(ls, h, activation.TypeRelu)
	})
}

// crossKV projects the encoder output into every decoder layer's
// cross-attention keys and values.
func (m *Model) crossKV(root *model.Scope, encOut *Node) [][2]*Node {
	out := make([][2]*Node, m.cfg.DecoderLayers)
	for i := range out {
		out[i][0], out[i][1] = m.crossKeyValue(root.At("model").At("decoder").At("layers").At("%d", i), encOut)
	}
	return out
}

// crossKeyValue projects the encoder output [batch, srcLen, dim] into the
// cross-attention keys and values of the decoder layer of scope ls, each
// [batch, heads, srcLen, headDim].
func (m *Model) crossKeyValue(ls *model.Scope, encOut *Node) (k, v *Node) {
	a := layers.Attention{Scope: ls.At("encoder_attn"), NumHeads: m.cfg.DecoderHeads}
	return a.KeyValue(encOut)
}

// logits applies the tied output projection and final_logits_bias, in
// float32.
func (m *Model) logits(root *model.Scope, x *Node) *Node {
	g := x.Graph()
	bias := layers.Weight(root, g, "final_logits_bias")
	y := layers.TiedLogits(root.At("model").At("shared"), x)
	if y.Shape().Dimensions[y.Rank()-1] != m.cfg.VocabSize { // the padded columns (vocabAlign)
		y = SliceAxis(y, -1, AxisRange(0, m.cfg.VocabSize))
	}
	y = Add(y, Reshape(bias, 1, 1, m.cfg.VocabSize))
	return ConvertDType(y, dtypes.Float32)
}

// The encoder and the decoder step run one graph per layer, compiled once
// against a layer template (layerTemplate) and executed for every layer
// with that layer's weights: XLA compiles a 16-layer graph in about a
// second of CPU time, once per shape (each cache capacity of a decoding
// session, each source-length bucket), and the layers are all alike.

// encodeEmbedGraph: input ids [batch, srcLen] int32; output the encoder's
// input embeddings [batch, srcLen, dim].
func (m *Model) encodeEmbedGraph(root *model.Scope, inputs []*Node) []*Node {
	ids := inputs[0]
	return []*Node{m.embed(root, "encoder", ids, Const(ids.Graph(), int32(0)))}
}

// encodeLayerGraph is one encoder layer, the template's: inputs x [batch,
// srcLen, dim] and mask [batch, srcLen] int32; output [batch, srcLen,
// dim].
func (m *Model) encodeLayerGraph(root *model.Scope, inputs []*Node) []*Node {
	return []*Node{m.encoderLayer(root.At(layerScope), inputs[0], layers.KeyPaddingVisible(inputs[1]))}
}

// encodeFinalGraph: input the last encoder layer's output [batch, srcLen,
// dim]; output the encoder output (its final layer norm).
func (m *Model) encodeFinalGraph(root *model.Scope, inputs []*Node) []*Node {
	return []*Node{layers.LayerNorm(root.At("model").At("encoder").At("layer_norm"), inputs[0], eps)}
}

// crossKVGraph projects the encoder output [batch, srcLen, dim] into the
// template decoder layer's cross-attention keys and values, each [batch,
// heads, srcLen, headDim].
func (m *Model) crossKVGraph(root *model.Scope, inputs []*Node) []*Node {
	k, v := m.crossKeyValue(root.At(layerScope), inputs[0])
	return []*Node{k, v}
}

// stepEmbedGraph starts a decoding step: inputs tokens [rows] int32 and pos
// scalar int32 (their position = the number of cached positions); output
// the decoder's input embeddings [rows, 1, dim].
func (m *Model) stepEmbedGraph(root *model.Scope, inputs []*Node) []*Node {
	return []*Node{m.embed(root, "decoder", InsertAxes(inputs[0], -1), inputs[1])}
}

// stepLayerGraph is the template decoder layer's part of a decoding step
// over a host-kept key/value cache (layers.KVCache). Inputs: x [rows, 1,
// dim], pos scalar int32, cross mask [batch, srcLen] int32, the layer's
// self cache K, V [rows, heads, capacity, headDim] and cross K, V [batch,
// heads, srcLen, headDim]. Outputs the layer's output [rows, 1, dim] and
// this position's keys and values [rows, heads, 1, headDim] for the cache.
func (m *Model) stepLayerGraph(root *model.Scope, inputs []*Node) []*Node {
	x, pos, crossMask := inputs[0], inputs[1], inputs[2]
	cacheK, cacheV, cross := inputs[3], inputs[4], [2]*Node{inputs[5], inputs[6]}
	var k, v *Node
	x = m.decoderLayer(root.At(layerScope), x, func(attn layers.Attention, h *Node) *Node {
		k, v = attn.KeyValue(h)
		return attn.AttendCached(attn.Query(h), cacheK, cacheV, k, v, pos)
	}, cross, layers.KeyPaddingVisible(crossMask))
	return []*Node{x, k, v}
}

// stepHeadGraph ends a decoding step: input the last decoder layer's
// output [rows, 1, dim]; output the next-token logits [rows, vocab]
// (float32). The session takes the log-softmax on the host
// (layers.LogSoftmaxRows, in float64, for parity with HF).
func (m *Model) stepHeadGraph(root *model.Scope, inputs []*Node) []*Node {
	x := inputs[0]
	dec := root.At("model").At("decoder")
	logits := m.logits(root, layers.LayerNorm(dec.At("layer_norm"), x, eps)) // float32
	return []*Node{Reshape(logits, x.Shape().Dimensions[0], m.cfg.VocabSize)}
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
