package access

import (
	"math"
	"slices"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/ml/layers"
	"github.com/gomlx/gomlx/ml/layers/activation"
	"github.com/gomlx/gomlx/ml/layers/norm"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/gomlx/gomlx/ml/model/initializer"
	pslayers "github.com/patsimp/patsimp/models/layers"
)

// maskValue is added to attention scores of masked keys.
const maskValue = -1e9

// Encode runs the encoder on src ([batch, srcLen] int32 token ids, padded
// with cfg.PadID) and returns the encoder states [batch, srcLen, DModel].
// Variables are created in scope (under "encoder" and "embed") on first use.
func Encode(scope *model.Scope, cfg *Config, src *Node) *Node {
	keyMask := NotEqual(src, Scalar(src.Graph(), src.DType(), cfg.PadID)) // [b, s]
	x := embed(scope, cfg, src, "src")
	scope = scope.In("encoder")
	for i := range cfg.EncoderLayers {
		ls := scope.In("layer_%d", i)
		sa, ffn := ls.In("self_attn"), ls.In("ffn")
		x = block(sa, cfg, x, func(h *Node) *Node { return attention(sa, cfg, h, h, attentionBias(keyMask, nil)) })
		x = block(ffn, cfg, x, func(h *Node) *Node { return feedForward(ffn, cfg, h) })
	}
	if cfg.PreNorm {
		x = layerNorm(scope.In("final_norm"), cfg, x)
	}
	return x
}

// Decode runs the decoder on the target prefix tgt ([batch, tgtLen] int32,
// starting with the decoder start token) against the encoder states enc of
// src and returns next-token logits [batch, tgtLen, TgtVocabSize]. Position
// t only sees target positions ≤ t.
func Decode(scope *model.Scope, cfg *Config, src, enc, tgt *Node) *Node {
	return OutputLogits(scope, cfg, DecoderStates(scope, cfg, src, enc, tgt))
}

// DecoderStates is Decode without the output projection: it returns the
// final decoder states [batch, tgtLen, DModel].
func DecoderStates(scope *model.Scope, cfg *Config, src, enc, tgt *Node) *Node {
	g := src.Graph()
	srcMask := NotEqual(src, Scalar(g, src.DType(), cfg.PadID))
	tgtLen := tgt.Shape().Dimensions[1]
	rows := Iota(g, shapes.Make(dtypes.Int32, tgtLen, tgtLen), 0)
	cols := Iota(g, shapes.Make(dtypes.Int32, tgtLen, tgtLen), 1)
	causal := GreaterOrEqual(rows, cols) // [t, t]: query t sees keys ≤ t
	x := embed(scope, cfg, tgt, "tgt")
	selfBias := attentionBias(nil, causal)
	return decoderStack(scope, cfg, x, attentionBias(srcMask, nil),
		func(_ int, sa *model.Scope, q, k, v *Node) *Node { return attend(sa, cfg, q, k, v, selfBias) },
		func(_ int, ca *model.Scope) (*Node, *Node) { return projectKV(ca, cfg, enc) })
}

// decoderStack runs the decoder blocks and the final norm over the target
// embeddings x [rows, tgtLen, DModel]. selfAttend computes a layer's
// self-attention (with the weights of scope sa) from the queries
// [rows, tgtLen, heads, headDim] and the keys and values [rows, heads,
// tgtLen, headDim] of x (the cached decoder adds its history); crossKV
// returns a layer's encoder keys and values ([batch, heads, srcLen,
// headDim], rows = batch × group). crossBias is an additive attention bias
// (see attentionBias).
func decoderStack(scope *model.Scope, cfg *Config, x, crossBias *Node,
	selfAttend func(layer int, sa *model.Scope, q, k, v *Node) *Node,
	crossKV func(layer int, ca *model.Scope) (*Node, *Node)) *Node {
	scope = scope.In("decoder")
	for i := range cfg.DecoderLayers {
		ls := scope.In("layer_%d", i)
		sa, ca, ffn := ls.In("self_attn"), ls.In("cross_attn"), ls.In("ffn")
		x = block(sa, cfg, x, func(h *Node) *Node {
			k, v := projectKV(sa, cfg, h)
			return selfAttend(i, sa, projectQuery(sa, cfg, h), k, v)
		})
		x = block(ca, cfg, x, func(h *Node) *Node {
			q := projectQuery(ca, cfg, h)
			k, v := crossKV(i, ca)
			return attend(ca, cfg, q, k, v, crossBias)
		})
		x = block(ffn, cfg, x, func(h *Node) *Node { return feedForward(ffn, cfg, h) })
	}
	if cfg.PreNorm {
		x = layerNorm(scope.In("final_norm"), cfg, x)
	}
	return x
}

// OutputLogits projects decoder states [..., DModel] to target-vocabulary
// logits, with the tied embedding table when cfg.SharedEmbeddings.
func OutputLogits(scope *model.Scope, cfg *Config, x *Node) *Node {
	return projectLogits(cfg, x, outputTable(scope, cfg, x.Graph()), false)
}

// outputTable returns the [vocab, DModel] table OutputLogits projects
// onto: the source table with shared embeddings, else the "out" one.
func outputTable(scope *model.Scope, cfg *Config, g *Graph) *Node {
	if cfg.SharedEmbeddings {
		return embeddingTable(scope, cfg, "src", g)
	}
	return embeddingTable(scope, cfg, "out", g)
}

// projectLogits multiplies x [b, t, DModel] by the output table w, given
// as [vocab, DModel] or, when transposed, as the kernel [DModel, vocab]
// the decoding steps have, in cfg.MatmulDType's precision; it returns
// [b, t, vocab].
func projectLogits(cfg *Config, x, w *Node, transposed bool) *Node {
	contract, spec := 1, "btd,vd->btv"
	if transposed {
		contract, spec = 0, "btd,dv->btv"
	}
	if cfg.MatmulDType == dtypes.BFloat16 {
		d := x.Shape().Dimensions
		y := pslayers.BFloat16Product(Reshape(x, -1, d[2]), 1, w, contract) // [n, v]
		return Reshape(y, d[0], d[1], -1)
	}
	return Einsum(spec, x, w)
}

// embeddingTable returns the [vocab, DModel] table of the named embedding
// ("src", "tgt" or "out"); with shared embeddings all names use "src".
func embeddingTable(scope *model.Scope, cfg *Config, which string, g *Graph) *Node {
	vocab := cfg.SrcVocabSize
	if which != "src" {
		if cfg.SharedEmbeddings {
			which = "src"
		} else {
			vocab = cfg.TgtVocabSize
		}
	}
	// fairseq initialises embeddings with N(0, d^-1/2). The table is
	// created through the store, since the shared table is used twice.
	path := model.JoinPath(scope.Scope(), "embed", which, "embeddings")
	init := initializer.RandomNormalFn(scope, math.Pow(float64(cfg.DModel), -0.5))
	v := scope.Store().VariableWithShape(path, shapes.Make(dtypes.Float32, vocab, cfg.DModel), init)
	return v.NodeValue(g)
}

// embed looks ids up, scales by √d, adds sinusoidal positions and applies
// dropout. Padding positions get no special treatment: they are masked as
// keys and carry no loss.
func embed(scope *model.Scope, cfg *Config, ids *Node, which string) *Node {
	return embedAt(scope, cfg, ids, which, Iota(ids.Graph(), shapes.Make(dtypes.Int32, ids.Shape().Dimensions[1]), 0))
}

// embedAt is embed with explicit positions (int32) for ids [b, t]: [t]
// for the columns of every row (the cached decoder embeds one token at
// position pos), or [b, t] for each id (a trie's nodes at their depths).
func embedAt(scope *model.Scope, cfg *Config, ids *Node, which string, positions *Node) *Node {
	g := ids.Graph()
	table := embeddingTable(scope, cfg, which, g)
	x := Gather(table, InsertAxes(ids, -1)) // [b, t, d]
	x = MulScalar(x, math.Sqrt(float64(cfg.DModel)))
	if positions.Rank() == 2 {
		d := positions.Shape().Dimensions
		x = Add(x, Reshape(sinusoids(Reshape(positions, d[0]*d[1]), cfg.DModel), d[0], d[1], cfg.DModel))
	} else {
		x = Add(x, InsertAxes(sinusoids(positions, cfg.DModel), 0))
	}
	return layers.DropoutStatic(scope, x, cfg.Dropout)
}

// sinusoids returns fairseq's sinusoidal position rows [n, dim] of the
// positions [n] (int32): the first dim/2 columns are sin(p·f_j), the rest
// cos(p·f_j), with f_j = exp(−j·ln(10000)/(dim/2 − 1)).
func sinusoids(positions *Node, dim int) *Node {
	g := positions.Graph()
	n := positions.Shape().Dimensions[0]
	half := dim / 2
	step := math.Log(10000) / float64(max(half-1, 1))
	pos := BroadcastToDims(InsertAxes(ConvertDType(positions, dtypes.Float32), -1), n, half)
	j := ConvertDType(Iota(g, shapes.Make(dtypes.Int32, n, half), 1), dtypes.Float32)
	angle := Mul(pos, Exp(MulScalar(j, -step)))
	return Concatenate([]*Node{Sin(angle), Cos(angle)}, 1)
}

// block wraps f in a residual connection with dropout and a layer norm,
// before f (pre-norm) or after the sum (post-norm).
func block(scope *model.Scope, cfg *Config, x *Node, f func(*Node) *Node) *Node {
	if cfg.PreNorm {
		h := f(layerNorm(scope.In("norm"), cfg, x))
		return Add(x, layers.DropoutStatic(scope, h, cfg.Dropout))
	}
	h := layers.DropoutStatic(scope, f(x), cfg.Dropout)
	return layerNorm(scope.In("norm"), cfg, Add(x, h))
}

func layerNorm(scope *model.Scope, cfg *Config, x *Node) *Node {
	return norm.LayerNorm(scope, x, -1).Epsilon(cfg.LayerNormEpsilon).Done()
}

// dense is a dense layer with bias ([..., in] → [..., out]), with
// cfg.MatmulDType's precision.
func dense(scope *model.Scope, cfg *Config, x *Node, out int) *Node {
	if cfg.MatmulDType != dtypes.BFloat16 {
		return layers.DenseWithBias(scope, x, out)
	}
	// The variables of layers.DenseWithBias, in float32; the product in
	// bfloat16 with a float32 result.
	scope = scope.In("dense")
	g := x.Graph()
	dims := x.Shape().Dimensions
	in := dims[len(dims)-1]
	w := scope.VariableWithShape("weights", shapes.Make(dtypes.Float32, in, out)).NodeValue(g)
	b := scope.VariableWithShape("biases", shapes.Make(dtypes.Float32, out)).NodeValue(g)
	y := matmulBF16(Reshape(x, -1, in), w)
	return Reshape(Add(y, InsertAxes(b, 0)), append(slices.Clone(dims[:len(dims)-1]), out)...)
}

// matmulBF16 is the product of a [m, k] and b [k, n] (float32) rounded to
// bfloat16, accumulated and returned in float32.
func matmulBF16(a, b *Node) *Node {
	return pslayers.BFloat16Product(a, 1, b, 0)
}

// feedForward is fc2(dropout(relu(fc1(x)))).
func feedForward(scope *model.Scope, cfg *Config, x *Node) *Node {
	h := activation.Relu(dense(scope.In("fc1"), cfg, x, cfg.FFNDim))
	h = layers.DropoutStatic(scope, h, cfg.ActivationDropout)
	return dense(scope.In("fc2"), cfg, h, cfg.DModel)
}

// attentionBias turns a key mask [b, k] and/or a query-key mask [q, k]
// (true = may attend) into an additive bias broadcastable to
// [b, heads, q, k].
func attentionBias(keyMask, qkMask *Node) *Node {
	var bias *Node
	if keyMask != nil {
		g := keyMask.Graph()
		b := Where(keyMask, Scalar(g, dtypes.Float32, 0), Scalar(g, dtypes.Float32, maskValue))
		bias = InsertAxes(b, 1, 1) // [b, 1, 1, k]
	}
	if qkMask != nil {
		g := qkMask.Graph()
		b := Where(qkMask, Scalar(g, dtypes.Float32, 0), Scalar(g, dtypes.Float32, maskValue))
		b = InsertAxes(b, 0, 0) // [1, 1, q, k]
		if bias == nil {
			bias = b
		} else {
			bias = Add(bias, b)
		}
	}
	return bias
}

// attention is multi-head scaled dot-product attention of queries q
// [b, tq, d] over keys/values kv [b, tk, d] with an additive bias.
func attention(scope *model.Scope, cfg *Config, q, kv, bias *Node) *Node {
	query := projectQuery(scope, cfg, q)
	key, value := projectKV(scope, cfg, kv)
	return attend(scope, cfg, query, key, value, bias)
}

// projectQuery applies q_proj to x [b, t, d] and returns the queries
// [b, t, heads, headDim], scaled by 1/√headDim.
func projectQuery(scope *model.Scope, cfg *Config, x *Node) *Node {
	b, t, d := x.Shape().Dimensions[0], x.Shape().Dimensions[1], x.Shape().Dimensions[2]
	dh := d / cfg.Heads
	query := Reshape(dense(scope.In("q_proj"), cfg, x, d), b, t, cfg.Heads, dh)
	return MulScalar(query, 1/math.Sqrt(float64(dh)))
}

// projectKV applies k_proj and v_proj to x [b, t, d] and returns keys and
// values [b, heads, t, headDim] (the layout of the key/value caches).
func projectKV(scope *model.Scope, cfg *Config, x *Node) (key, value *Node) {
	b, t, d := x.Shape().Dimensions[0], x.Shape().Dimensions[1], x.Shape().Dimensions[2]
	dh := d / cfg.Heads
	split := func(y *Node) *Node {
		if t == 1 { // a decoding step: [b, 1, heads, headDim] is already in this order
			return Reshape(y, b, cfg.Heads, 1, dh)
		}
		return Transpose(Reshape(y, b, t, cfg.Heads, dh), 1, 2)
	}
	return split(dense(scope.In("k_proj"), cfg, x, d)), split(dense(scope.In("v_proj"), cfg, x, d))
}

// attend computes softmax(q·kᵀ + bias)·v and applies out_proj, returning
// [bq, tq, d]. query is [bq, tq, heads, headDim] and key, value are
// [b, heads, tk, headDim] with bq a multiple of b: the group = bq/b query
// rows b·group … b·group+group−1 share key row b, so the beams of one
// source share one copy of the encoder keys. bias, when not nil, is
// [1 or b, 1, 1 or tq, tk].
func attend(scope *model.Scope, cfg *Config, query, key, value, bias *Node) *Node {
	qd := query.Shape().Dimensions
	bq, tq, h, dh := qd[0], qd[1], qd[2], qd[3]
	b, tk := key.Shape().Dimensions[0], key.Shape().Dimensions[2]
	group := bq / b
	var out *Node
	if group == 1 {
		scores := Einsum("bqhd,bhkd->bhqk", query, key)
		if bias != nil {
			scores = Add(scores, BroadcastToDims(bias, b, h, tq, tk))
		}
		weights := layers.DropoutStatic(scope, Softmax(scores, -1), cfg.AttentionDropout)
		out = Einsum("bhqk,bhkd->bqhd", weights, value)
	} else if tq == 1 {
		// A decoding step over shared encoder keys: scores in
		// [b, heads, group, tk], the order both products want, so only
		// the queries and the result move (rows × d values) rather than
		// the scores and weights (rows × heads × tk).
		scores := Einsum("bghd,bhkd->bhgk", Reshape(query, b, group, h, dh), key)
		if bias != nil {
			bd := bias.Shape().Dimensions // [1 or b, 1, 1, tk]
			scores = Add(scores, BroadcastToDims(Reshape(bias, bd[0], 1, 1, bd[3]), b, h, group, tk))
		}
		weights := layers.DropoutStatic(scope, Softmax(scores, -1), cfg.AttentionDropout)
		out = Transpose(Einsum("bhgk,bhkd->bhgd", weights, value), 1, 2) // [b, group, heads, headDim]
	} else {
		scores := Einsum("bgqhd,bhkd->bghqk", Reshape(query, b, group, tq, h, dh), key)
		if bias != nil {
			bd := bias.Shape().Dimensions
			scores = Add(scores, BroadcastToDims(Reshape(bias, bd[0], 1, bd[1], bd[2], bd[3]), b, group, h, tq, tk))
		}
		weights := layers.DropoutStatic(scope, Softmax(scores, -1), cfg.AttentionDropout)
		out = Einsum("bghqk,bhkd->bgqhd", weights, value)
	}
	return dense(scope.In("out_proj"), cfg, Reshape(out, bq, tq, h*dh), h*dh)
}

// Loss returns fairseq's label-smoothed cross-entropy of logits
// [b, t, V] against targets [b, t] (int32), averaged over non-padding
// target tokens: (1 − ε − ε/(V−1))·nll + ε/(V−1)·Σ_v −log p_v. It also
// returns the summed negative log-likelihood and the token count (both
// float32 scalars) for logging.
func Loss(logits, targets *Node, padID int32, epsilon float64) (loss, nllSum, tokens *Node) {
	g := logits.Graph()
	vocab := logits.Shape().Dimensions[2]
	lprobs := LogSoftmax(logits, -1)
	oneHot := OneHot(targets, vocab, lprobs.DType())
	nll := Neg(ReduceSum(Mul(oneHot, lprobs), -1)) // [b, t]
	smooth := Neg(ReduceSum(lprobs, -1))           // [b, t]
	epsI := epsilon / float64(vocab-1)
	perToken := Add(MulScalar(nll, 1-epsilon-epsI), MulScalar(smooth, epsI))
	mask := NotEqual(targets, Scalar(g, targets.DType(), padID))
	maskF := ConvertDType(mask, lprobs.DType())
	tokens = ReduceAllSum(maskF)
	nllSum = ReduceAllSum(Mul(nll, maskF))
	loss = Div(ReduceAllSum(Mul(perToken, maskF)), Max(tokens, OnesLike(tokens)))
	return loss, nllSum, tokens
}

// Initializer returns the initializer ACCESS models use for their dense
// layers: Xavier-uniform weights and zero biases, drawn from the store's
// random state (so SetRNGStateFromSeed makes initialisation reproducible).
func Initializer(store *model.Store) model.VariableInitializer {
	return initializer.XavierUniformFn(store)
}
