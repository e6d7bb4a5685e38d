// Package pegasus runs Hugging Face PegasusForConditionalGeneration
// checkpoints on GoMLX: pre-layer-norm transformer encoder and decoder,
// static sinusoidal positions (sin in the first half of the width, cos in
// the second), embeddings scaled by √d_model, ReLU feed-forward blocks,
// final layer norms, the output projection tied to the shared embedding and
// final_logits_bias, in float32 or bfloat16.
//
// A loaded *Model implements decode.Model: Start encodes a batch once
// (computing each decoder layer's cross-attention keys and values once) and
// the session's Step runs one compiled decoder step over a self-attention
// key/value cache. Graphs are compiled once per shape bucket (batch rows,
// padded source length, cache length).
package pegasus

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models/layers"
)

// ModelType is the config.json model_type this package runs.
const ModelType = "pegasus"

// Config is the architecture of a Pegasus model.
type Config struct {
	VocabSize             int
	DModel                int
	EncoderLayers         int
	DecoderLayers         int
	EncoderHeads          int
	DecoderHeads          int
	EncoderFFNDim         int
	DecoderFFNDim         int
	MaxPositionEmbeddings int
	ScaleEmbedding        bool
	PadTokenID            int32
	EOSTokenID            int32
	DecoderStartTokenID   int32
}

// ConfigFrom checks that c describes a Pegasus model and converts it.
func ConfigFrom(c *checkpoints.Config) (Config, error) {
	if c.ModelType != ModelType {
		return Config{}, fmt.Errorf("pegasus: unsupported model_type %q (architectures %v): this package runs %q",
			c.ModelType, c.Architectures, ModelType)
	}
	if c.ActivationFunction != "" && c.ActivationFunction != "relu" {
		return Config{}, fmt.Errorf("pegasus: unsupported activation_function %q (want relu)", c.ActivationFunction)
	}
	orDefault := func(p *int, def int32) int32 {
		if p == nil {
			return def
		}
		return int32(*p)
	}
	return Config{
		VocabSize: c.VocabSize, DModel: c.DModel,
		EncoderLayers: c.EncoderLayers, DecoderLayers: c.DecoderLayers,
		EncoderHeads: c.EncoderAttentionHeads, DecoderHeads: c.DecoderAttentionHeads,
		EncoderFFNDim: c.EncoderFFNDim, DecoderFFNDim: c.DecoderFFNDim,
		MaxPositionEmbeddings: c.MaxPositionEmbeddings, ScaleEmbedding: c.ScaleEmbedding,
		PadTokenID:          orDefault(c.PadTokenID, 0),
		EOSTokenID:          orDefault(c.EOSTokenID, 1),
		DecoderStartTokenID: orDefault(c.DecoderStartTokenID, orDefault(c.PadTokenID, 0)),
	}, nil
}

// embedScale is the factor applied to token embeddings.
func (c Config) embedScale() float64 {
	if c.ScaleEmbedding {
		return math.Sqrt(float64(c.DModel))
	}
	return 1
}

// Model is a loaded Pegasus model. Its methods are safe for use by one
// goroutine at a time.
type Model struct {
	cfg     Config
	dtype   dtypes.DType
	backend compute.Backend
	store   *model.Store

	mu sync.Mutex
	// The per-layer graphs (graph.go) and the layer templates they are
	// compiled against.
	encodeEmbed, encodeLayer, encodeFinal, crossProject *model.Exec
	stepEmbed, stepLayer, stepHead                      *model.Exec
	forward                                             *model.Exec
	encLayers, decLayers                                *layerTemplate
	bucketTo                                            int // source lengths are padded up to a multiple of this
}

// Config returns the model's architecture.
func (m *Model) Config() Config { return m.cfg }

// DType returns the dtype of the weights and activations.
func (m *Model) DType() dtypes.DType { return m.dtype }

// sharedKernel is the variable key of the shared embedding, kept as a
// kernel [dim, vocab] (see Param.Kernel).
var sharedKernel = "model.shared." + layers.KernelName

// vocabAlign: the shared embedding kernel is padded with zero columns up to
// a multiple of this many. XLA CPU multiplies by a matrix of an odd width
// (tuner007's 96,103) with a slower kernel that repacks all of its 393 MB at
// every call: the output projection of 160 rows took 214 ms a step instead
// of 198. The logits are sliced back to the vocabulary in the graph.
const vocabAlign = 64

// alignUp rounds n up to a multiple of a.
func alignUp(n, a int) int { return (n + a - 1) / a * a }

// Names of the tensors tied to the shared embedding, in the order they are
// looked for when model.shared.weight is absent.
var sharedAliases = []string{
	"model.shared.weight", "model.encoder.embed_tokens.weight",
	"model.decoder.embed_tokens.weight", "lm_head.weight",
}

// Load builds a model from an opened checkpoint, with weights and
// activations in dtype (Float32 or BFloat16), running on backend.
func Load(backend compute.Backend, ckpt *checkpoints.Checkpoint, dtype dtypes.DType) (*Model, error) {
	cfg, err := ConfigFrom(ckpt.Config)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ckpt.Dir, err)
	}
	return LoadWeights(backend, cfg, ckpt.Weights, dtype)
}

// LoadWeights builds a model of architecture cfg from w. When w lends its
// bytes (checkpoints.ByteWeights: a safetensors file, memory-mapped) the
// tensors stored in dtype are copied, and the kernels transposed, straight
// from the file into the backend's tensors, several at a time on all
// cores; the others are read, converted and transposed one at a time.
func LoadWeights(backend compute.Backend, cfg Config, w checkpoints.Weights, dtype dtypes.DType) (*Model, error) {
	if dtype != dtypes.Float32 && dtype != dtypes.BFloat16 {
		return nil, fmt.Errorf("pegasus: unsupported dtype %s (want float32 or bfloat16)", dtype)
	}
	m := &Model{cfg: cfg, dtype: dtype, backend: backend, store: model.NewStore(), bucketTo: 8}
	// The variables in the order they are created, each found in w (under
	// its key or its first alias present) or computed. A kernel is stored
	// transposed, under layers.KernelName.
	var vars []*weightVar
	find := func(p Param) error {
		names := p.Aliases
		if len(names) == 0 {
			names = []string{p.Key}
		}
		for _, name := range names {
			info, ok := w.Info(name)
			if !ok {
				continue
			}
			if !slices.Equal(info.Shape, p.Shape) {
				return fmt.Errorf("pegasus: %s: tensor %q has shape %v, the config needs %v", w.Path(), name, info.Shape, p.Shape)
			}
			key := p.Key
			if p.Kernel {
				key = strings.TrimSuffix(key, "weight") + layers.KernelName
			}
			vars = append(vars, &weightVar{key: key, name: name, info: info, kernel: p.Kernel})
			return nil
		}
		return fmt.Errorf("pegasus: %s: missing tensor %q", w.Path(), names[0])
	}
	for _, p := range ParameterShapes(cfg) {
		if err := find(p); err != nil {
			return nil, err
		}
	}
	// Optional tensors: computed positions and a zero bias when absent.
	for _, side := range []string{"encoder", "decoder"} {
		key := "model." + side + ".embed_positions.weight"
		shape := []int{cfg.MaxPositionEmbeddings, cfg.DModel}
		if _, ok := w.Info(key); ok {
			if err := find(Param{Key: key, Shape: shape}); err != nil {
				return nil, err
			}
			continue
		}
		t, err := tensorOf(layers.SinusoidalTable(shape[0], shape[1]), dtype, shape)
		if err != nil {
			return nil, err
		}
		vars = append(vars, &weightVar{key: key, t: t})
	}
	if _, ok := w.Info("final_logits_bias"); ok {
		if err := find(Param{Key: "final_logits_bias", Shape: []int{1, cfg.VocabSize}}); err != nil {
			return nil, err
		}
	} else {
		t, err := tensorOf(make([]float32, cfg.VocabSize), dtype, []int{1, cfg.VocabSize})
		if err != nil {
			return nil, err
		}
		vars = append(vars, &weightVar{key: "final_logits_bias", t: t})
	}
	if err := loadVars(backend, w, dtype, vars); err != nil {
		finalizeVars(vars)
		return nil, err
	}
	for _, v := range vars {
		if v.key == sharedKernel {
			padded, err := padColumns(backend, v.t, alignUp(cfg.VocabSize, vocabAlign))
			if err != nil {
				finalizeVars(vars)
				return nil, fmt.Errorf("pegasus: padding the shared embedding: %w", err)
			}
			if padded != v.t {
				v.t.FinalizeAll()
				v.t = padded
			}
		}
	}
	for i, v := range vars {
		if err := m.setVar(v.key, v.t); err != nil {
			finalizeVars(vars[i:])
			return nil, err
		}
	}
	if err := m.makeExecs(); err != nil {
		return nil, err
	}
	return m, nil
}

// Param is one weight a Pegasus model needs.
type Param struct {
	// Key is the HF state-dict name.
	Key string
	// Shape is the shape the config implies.
	Shape []int
	// Aliases are the names looked for, in order, when they differ from
	// Key (the tied copies of the shared embedding).
	Aliases []string
	// Kernel marks a matrix the model multiplies by (a linear layer's
	// weight, the shared embedding as the tied output layer): it is kept
	// transposed, as the layer's layers.KernelName, so that the backends
	// multiply by it without re-packing it at every decoder step.
	Kernel bool
}

// ParameterShapes lists the weights a checkpoint of architecture cfg must
// provide (the key set modern HF writes: the shared embedding once, no
// positions — those are computed when absent — and final_logits_bias, which
// defaults to zeros, left out).
func ParameterShapes(cfg Config) []Param {
	d := cfg.DModel
	ps := []Param{{Key: "model.shared.weight", Shape: []int{cfg.VocabSize, d}, Aliases: sharedAliases, Kernel: true}}
	linear := func(prefix string, out, in int) {
		ps = append(ps, Param{Key: prefix + ".weight", Shape: []int{out, in}, Kernel: true}, Param{Key: prefix + ".bias", Shape: []int{out}})
	}
	norm := func(prefix string) {
		ps = append(ps, Param{Key: prefix + ".weight", Shape: []int{d}}, Param{Key: prefix + ".bias", Shape: []int{d}})
	}
	attn := func(prefix string) {
		for _, p := range []string{"q_proj", "k_proj", "v_proj", "out_proj"} {
			linear(prefix+"."+p, d, d)
		}
	}
	for _, side := range []struct {
		name   string
		layers int
		ffn    int
	}{{"encoder", cfg.EncoderLayers, cfg.EncoderFFNDim}, {"decoder", cfg.DecoderLayers, cfg.DecoderFFNDim}} {
		for i := range side.layers {
			pre := fmt.Sprintf("model.%s.layers.%d", side.name, i)
			attn(pre + ".self_attn")
			norm(pre + ".self_attn_layer_norm")
			if side.name == "decoder" {
				attn(pre + ".encoder_attn")
				norm(pre + ".encoder_attn_layer_norm")
			}
			linear(pre+".fc1", side.ffn, d)
			linear(pre+".fc2", d, side.ffn)
			norm(pre + ".final_layer_norm")
		}
		norm("model." + side.name + ".layer_norm")
	}
	return ps
}

// setVar creates the variable of HF key key (a kernel's ends in
// layers.KernelName) holding t.
func (m *Model) setVar(key string, t *tensors.Tensor) error {
	scope, name := layers.ScopeForKey(key)
	if _, err := m.store.Scope(scope).CreateVariable(name, t); err != nil {
		return fmt.Errorf("pegasus: creating variable for %s: %w", key, err)
	}
	return nil
}

// tensorOf builds a tensor of dtype from float32 values.
func tensorOf(vals []float32, dtype dtypes.DType, shape []int) (*tensors.Tensor, error) {
	t := tensors.FromFlatDataAndDimensions(vals, shape...)
	if dtype == dtypes.Float32 {
		return t, nil
	}
	out, err := castTensor(t, dtype)
	if err != nil {
		return nil, err
	}
	return out, nil
}

var (
	_ decode.Model    = (*Model)(nil)
	_ decode.Retainer = (*session)(nil)
)
