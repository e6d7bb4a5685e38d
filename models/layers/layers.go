// Package layers holds the transformer building blocks patsimp's
// encoder-decoder models share: linear projections, layer normalisation,
// embeddings, sinusoidal position tables, multi-head attention (self- and
// cross-attention, optional key mask, cached decoding steps), the host-side
// key/value cache of incremental decoding (KVCache), feed-forward blocks
// and pre-layer-norm residual blocks.
//
// Weights live in a GoMLX model.Store and are looked up by name in a
// model.Scope, using the Hugging Face BART/Pegasus naming: a linear layer
// is a scope with variables "weight" (shape [out, in], PyTorch layout) and
// optionally "bias"; a layer norm has "weight" and "bias"; an embedding has
// "weight" [vocab, dim]; an attention block has sub-scopes q_proj, k_proj,
// v_proj and out_proj; a feed-forward block has fc1 and fc2. Inference
// loaders may store a linear layer's or an embedding's matrix transposed
// instead, as "kernel" (KernelName), which the backends multiply by
// without re-packing it. A checkpoint
// key such as "model.encoder.layers.0.fc1.weight" therefore maps to the
// variable "weight" in scope "/model/encoder/layers/0/fc1" (see
// ScopeForKey).
//
// Like GoMLX's own layers, these are graph-building functions: they panic
// on shape errors and missing variables, and the executor (model.Exec)
// turns such panics into errors. Reduced-precision inputs (bfloat16,
// float16) are normalised and soft-maxed in float32, and multiplied as
// float32 where the backend's own reduced-precision products are wrong or
// slow (ReducedAsFloat32).
package layers

import (
	"fmt"
	"math"
	"strings"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/ml/layers/activation"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/gomlx/gomlx/ml/nn"
)

// LayerNormEpsilon is PyTorch nn.LayerNorm's default epsilon, used by the
// BART/Pegasus family.
const LayerNormEpsilon = 1e-5

// ScopeForKey splits a checkpoint key like "model.encoder.fc1.weight" into
// the scope path "/model/encoder/fc1" and the variable name "weight".
func ScopeForKey(key string) (scope, name string) {
	i := strings.LastIndexByte(key, '.')
	if i < 0 {
		return model.RootScopePath, key
	}
	return model.RootScopePath + strings.ReplaceAll(key[:i], ".", model.ScopeSeparator), key[i+1:]
}

// Weight returns the value of variable name of scope in graph g. It panics
// if the variable does not exist.
func Weight(scope *model.Scope, g *Graph, name string) *Node {
	v := scope.GetVariable(name)
	if v == nil {
		panic(fmt.Errorf("layers: missing weight %s", model.JoinPath(scope.Scope(), name)))
	}
	return v.NodeValue(g)
}

// optionalWeight is Weight returning nil when the variable does not exist.
func optionalWeight(scope *model.Scope, g *Graph, name string) *Node {
	if v := scope.GetVariable(name); v != nil {
		return v.NodeValue(g)
	}
	return nil
}

// Linear applies the affine map x·Wᵀ + b over x's last axis, with W
// ("weight", [out, in]) and the optional b ("bias", [out]) from scope. A
// scope holding a "kernel" [in, out] (KernelName) instead of the weight
// is multiplied by it directly: x·K + b.
func Linear(scope *model.Scope, x *Node) *Node {
	g := x.Graph()
	b := optionalWeight(scope, g, "bias")
	w, layout, contract := optionalWeight(scope, g, KernelName), compute.DenseLayoutInputOutputs, 0
	if w == nil {
		w, layout, contract = Weight(scope, g, "weight"), compute.DenseLayoutOutputsInput, 1
	}
	if !isReduced(x.DType()) {
		return nn.Dense(x, w, b, layout)
	}
	// The pure-Go backend's fused Dense has no bfloat16 kernel.
	y := DotGeneralReduced(x, []int{x.Rank() - 1}, nil, w, []int{contract}, nil)
	if b != nil {
		y = Add(y, ExpandLeftToRank(b, y.Rank()))
	}
	return y
}

// LayerNorm normalises x over its last axis and applies the "weight" and
// "bias" of scope, with epsilon eps, as torch.nn.LayerNorm does:
// (x − mean)·rsqrt(var + eps)·weight + bias, the variance taken of the
// centred values (two passes, which keeps float32 results within rounding
// of PyTorch's even for large activations). Reduced-precision x is
// normalised in float32 and the result converted back.
func LayerNorm(scope *model.Scope, x *Node, eps float64) *Node {
	g := x.Graph()
	dt := x.DType()
	gamma, beta := Weight(scope, g, "weight"), Weight(scope, g, "bias")
	if isReduced(dt) {
		x, gamma, beta = ConvertDType(x, dtypes.Float32), ConvertDType(gamma, dtypes.Float32), ConvertDType(beta, dtypes.Float32)
	}
	centred := Sub(x, ReduceAndKeep(x, ReduceMean, -1))
	variance := ReduceAndKeep(Square(centred), ReduceMean, -1)
	y := Mul(centred, Rsqrt(AddScalar(variance, eps)))
	y = Add(Mul(y, ExpandLeftToRank(gamma, y.Rank())), ExpandLeftToRank(beta, y.Rank()))
	if isReduced(dt) {
		y = ConvertDType(y, dt)
	}
	return y
}

func isReduced(dt dtypes.DType) bool {
	return dt == dtypes.BFloat16 || dt == dtypes.Float16
}

// Embedding looks ids (any integer shape) up in scope's "weight"
// [vocab, dim], or in the columns of its "kernel" [dim, vocab]
// (KernelName), and returns shape ids.shape + [dim].
func Embedding(scope *model.Scope, ids *Node) *Node {
	if k := optionalWeight(scope, ids.Graph(), KernelName); k != nil {
		r := ids.Rank()
		return BackendGather(k, InsertAxes(ids, -1), r, []int{r}, []int{1}, []int{1}, []int{k.Shape().Dimensions[0], 1}, false)
	}
	table := Weight(scope, ids.Graph(), "weight")
	return Gather(table, InsertAxes(ids, -1))
}

// TiedLogits projects x [..., dim] onto the vocabulary of the embedding
// in scope (see Embedding), returning [..., vocab]: the output layer tied
// to the input embedding.
func TiedLogits(scope *model.Scope, x *Node) *Node {
	g := x.Graph()
	if k := optionalWeight(scope, g, KernelName); k != nil {
		return DotGeneralReduced(x, []int{x.Rank() - 1}, nil, k, []int{0}, nil)
	}
	return DotGeneralReduced(x, []int{x.Rank() - 1}, nil, Weight(scope, g, "weight"), []int{1}, nil)
}

// SinusoidalTable returns the [n, dim] position table of Hugging Face's
// Marian/Pegasus SinusoidalPositionalEmbedding, row-major: for position p
// and j < dim/2 (rounding up), column j holds sin(p / 10000^(2j/dim)) and
// column dim/2+j (rounding up) holds cos of the same angle. Values are
// computed in float64 and rounded to float32, as HF does with numpy.
func SinusoidalTable(n, dim int) []float32 {
	out := make([]float32, n*dim)
	half := (dim + 1) / 2 // sin columns; HF puts dim//2 + dim%2 of them first
	for p := range n {
		row := out[p*dim : (p+1)*dim]
		for j := range dim {
			angle := float64(p) / math.Pow(10000, float64(2*(j/2))/float64(dim))
			if j%2 == 0 {
				row[j/2] = float32(math.Sin(angle))
			} else {
				row[half+j/2] = float32(math.Cos(angle))
			}
		}
	}
	return out
}

// FeedForward applies fc2(act(fc1(x))) with the linear layers fc1 and fc2
// of scope.
func FeedForward(scope *model.Scope, x *Node, act activation.Type) *Node {
	return Linear(scope.At("fc2"), activation.Apply(act, Linear(scope.At("fc1"), x)))
}

// PreNormResidual returns x + f(LayerNorm(x)), the pre-layer-norm residual
// block, with the layer norm's weights in normScope.
func PreNormResidual(normScope *model.Scope, x *Node, eps float64, f func(*Node) *Node) *Node {
	return Add(x, f(LayerNorm(normScope, x, eps)))
}
