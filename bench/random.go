package bench

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/dtypes/bfloat16"
	"github.com/gomlx/gomlx/core/tensors"

	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/models/pegasus"
)

// randomPegasus is a checkpoints.Weights that makes up the tensors of a
// Hugging Face Pegasus checkpoint of a given architecture: weights drawn
// uniformly from ±0.02·√3 (standard deviation 0.02, HF's init_std), biases
// zero, layer-norm scales one. Positions and final_logits_bias are absent,
// so the model computes its sinusoidal table and a zero bias. Each tensor
// is seeded by its name, so the weights are the same in every run.
type randomPegasus struct {
	infos map[string]checkpoints.TensorInfo
}

var _ checkpoints.Weights = (*randomPegasus)(nil)

func newRandomPegasus(c pegasus.Config) *randomPegasus {
	w := &randomPegasus{infos: map[string]checkpoints.TensorInfo{}}
	add := func(name string, shape ...int) {
		w.infos[name] = checkpoints.TensorInfo{Name: name, DType: dtypes.Float32, Shape: shape}
	}
	d := c.DModel
	add("model.shared.weight", c.VocabSize, d)
	linear := func(prefix string, out, in int) {
		add(prefix+".weight", out, in)
		add(prefix+".bias", out)
	}
	norm := func(prefix string) {
		add(prefix+".weight", d)
		add(prefix+".bias", d)
	}
	for _, side := range []struct {
		name        string
		layers, ffn int
	}{{"encoder", c.EncoderLayers, c.EncoderFFNDim}, {"decoder", c.DecoderLayers, c.DecoderFFNDim}} {
		for i := range side.layers {
			pre := fmt.Sprintf("model.%s.layers.%d", side.name, i)
			attns := []string{"self_attn"}
			if side.name == "decoder" {
				attns = append(attns, "encoder_attn")
			}
			for _, a := range attns {
				for _, p := range []string{"q_proj", "k_proj", "v_proj", "out_proj"} {
					linear(pre+"."+a+"."+p, d, d)
				}
				norm(pre + "." + a + "_layer_norm")
			}
			linear(pre+".fc1", side.ffn, d)
			linear(pre+".fc2", d, side.ffn)
			norm(pre + ".final_layer_norm")
		}
		norm("model." + side.name + ".layer_norm")
	}
	return w
}

// Path implements checkpoints.Weights.
func (w *randomPegasus) Path() string { return "random weights" }

// Names implements checkpoints.Weights.
func (w *randomPegasus) Names() []string {
	names := make([]string, 0, len(w.infos))
	for n := range w.infos {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Info implements checkpoints.Weights.
func (w *randomPegasus) Info(name string) (checkpoints.TensorInfo, bool) {
	info, ok := w.infos[name]
	return info, ok
}

// Read implements checkpoints.Weights.
func (w *randomPegasus) Read(name string, dtype dtypes.DType) (*tensors.Tensor, error) {
	info, ok := w.infos[name]
	if !ok {
		return nil, fmt.Errorf("random weights: no tensor %q", name)
	}
	size := 1
	for _, d := range info.Shape {
		size *= d
	}
	vals := make([]float32, size)
	switch {
	case strings.HasSuffix(name, ".bias"):
	case strings.Contains(name, "layer_norm"):
		for i := range vals {
			vals[i] = 1
		}
	default:
		h := fnv.New64a()
		h.Write([]byte(name))
		rng := rand.New(rand.NewPCG(h.Sum64(), 1))
		const a = 0.02 * 1.7320508 // uniform(±a) has standard deviation 0.02
		for i := range vals {
			vals[i] = a * (2*rng.Float32() - 1)
		}
	}
	switch dtype {
	case dtypes.Float32:
		return tensors.FromFlatDataAndDimensions(vals, info.Shape...), nil
	case dtypes.BFloat16:
		bf := make([]bfloat16.BFloat16, size)
		for i, v := range vals {
			bf[i] = bfloat16.FromFloat32(v)
		}
		return tensors.FromFlatDataAndDimensions(bf, info.Shape...), nil
	}
	return nil, fmt.Errorf("random weights: %s: unsupported dtype %s", name, dtype)
}

// Close implements checkpoints.Weights.
func (w *randomPegasus) Close() error { return nil }
