package depparse

import (
	"math"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX graph code reads best with the ops unqualified.
	"github.com/gomlx/gomlx/ml/layers"
	"github.com/gomlx/gomlx/ml/layers/activation"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/gomlx/gomlx/ml/model/initializer"
	"github.com/gomlx/gomlx/ml/nn"
)

// Config holds the architecture's hyperparameters. They are saved with the
// model and must match the weights.
type Config struct {
	WordDim  int     // lower-cased word embedding size
	AffixDim int     // prefix and suffix embedding size (each)
	ShapeDim int     // word-shape embedding size
	Hidden   int     // encoder width
	Layers   int     // transformer layers
	Heads    int     // attention heads
	FFN      int     // feed-forward width
	ArcDim   int     // biaffine arc MLP width
	MaxRel   int     // relative-position clip for the attention bias
	Dropout  float64 // training dropout rate
	POSLoss  float64 // weight of the auxiliary UPOS tagging loss

	// Options added after the first models; their zero values reproduce the
	// original architecture, so older model files still load.
	FFNActivation string  // "relu", or "" for GELU
	ArcDistance   bool    // add a learned signed-distance prior to arc scores
	EmbedStd      float64 // N(0, EmbedStd) embedding init; 0 for the fan-in default
	InputNorm     bool    // layer-normalise the projected embeddings
}

// DefaultConfig is the configuration of the bundled model.
func DefaultConfig() Config {
	return Config{WordDim: 96, AffixDim: 32, ShapeDim: 8, Hidden: 128, Layers: 3, Heads: 4,
		FFN: 256, ArcDim: 128, MaxRel: 16, Dropout: 0.2, POSLoss: 0.5,
		FFNActivation: "relu", ArcDistance: true}
}

// batch holds the integer features of a padded batch of sentences: position
// 0 of every row is the artificial ROOT token and padding has word ID 0.
type batch struct {
	words, prefixes, suffixes, shapes []int32 // [B*T]
	b, t                              int
}

// encoder outputs.
type scores struct {
	arcs *Node // [B, T(dependent), T(head)]
	pos  *Node // [B, T, numUPOS]
}

// layerNorm applies layer normalisation over the last axis with learned gain
// and bias.
func layerNorm(scope *model.Scope, x *Node) *Node {
	d := x.Shape().Dimensions[x.Rank()-1]
	gamma := scope.WithInitializer(func(g *Graph, s shapes.Shape) *Node { return Ones(g, s) }).
		VariableWithShape("gamma", shapes.Make(x.DType(), d)).NodeValue(x.Graph())
	beta := scope.VariableWithShape("beta", shapes.Make(x.DType(), d)).NodeValue(x.Graph())
	return nn.LayerNorm(x, []int{-1}, 1e-5, gamma, beta, nil)
}

func dropout(scope *model.Scope, x *Node, rate float64) *Node {
	if rate <= 0 || !scope.IsTraining(x.Graph()) {
		return x
	}
	return layers.DropoutStatic(scope, x, rate)
}

// shift moves x [B,T,D] by k positions along the time axis (k>0: x[t-k]
// appears at t), filling with zeros.
func shift(x *Node, k int) *Node {
	dims := x.Shape().Dimensions
	b, t, d := dims[0], dims[1], dims[2]
	if k >= t || -k >= t {
		return ZerosLike(x)
	}
	zeros := Zeros(x.Graph(), shapes.Make(x.DType(), b, abs(k), d))
	if k > 0 {
		return Concatenate([]*Node{zeros, Slice(x, AxisRange(), AxisRange(0, t-k))}, 1)
	}
	return Concatenate([]*Node{Slice(x, AxisRange(), AxisRange(-k, t)), zeros}, 1)
}

func abs(k int) int {
	if k < 0 {
		return -k
	}
	return k
}

// denseVars returns the weights [in,out] and biases [out] of a layers.Dense
// layer in scope (the "dense/weights" and "dense/biases" variables).
func denseVars(scope *model.Scope, g *Graph, dt dtypes.DType, in, out int) (w, b *Node) {
	scope = scope.In("dense")
	w = scope.VariableWithShape("weights", shapes.Make(dt, in, out)).NodeValue(g)
	b = scope.VariableWithShape("biases", shapes.Make(dt, out)).NodeValue(g)
	return w, b
}

// linear is x·w + b with an optional fused ReLU; b may be nil.
func linear(x, w, b *Node, relu bool) *Node {
	if relu {
		return nn.Dense(x, w, b, compute.DenseLayoutInputOutputs, activation.TypeRelu)
	}
	return nn.Dense(x, w, b, compute.DenseLayoutInputOutputs)
}

// dense is layers.Dense (same variables) with an optional fused ReLU.
func dense(scope *model.Scope, x *Node, out int, relu bool) *Node {
	w, b := denseVars(scope, x.Graph(), x.DType(), x.Shape().Dimensions[x.Rank()-1], out)
	return linear(x, w, b, relu)
}

// forward builds the network: features → embeddings → local convolution →
// transformer layers with relative-position attention bias → biaffine arc
// scores, and UPOS logits when training (the auxiliary loss) or tagging.
//
// The inference graph (training false) leaves the arc scores of padding
// heads and self-loops unmasked (scoreSentences normalises each word's row
// over its real heads itself) and folds away the attention key and value
// biases, which changes no result.
func forward(scope *model.Scope, cfg Config, voc *Vocab, words, prefixes, suffixes, wshapes *Node, training, tagging bool) scores {
	g := words.Graph()
	dims := words.Shape().Dimensions
	b, t := dims[0], dims[1]
	dt := dtypes.Float32
	mask := NotEqual(words, ScalarZero(g, words.DType())) // [B,T] real tokens (ROOT included)

	embScope := func(name string) *model.Scope {
		s := scope.In("%s", name)
		if cfg.EmbedStd > 0 {
			s = s.WithInitializer(initializer.RandomNormalFn(s, cfg.EmbedStd))
		}
		return s
	}
	emb := Concatenate([]*Node{
		layers.Embedding(embScope("word"), words, dt, len(voc.Words), cfg.WordDim),
		layers.Embedding(embScope("prefix"), prefixes, dt, len(voc.Prefixes), cfg.AffixDim),
		layers.Embedding(embScope("suffix"), suffixes, dt, len(voc.Suffixes), cfg.AffixDim),
		layers.Embedding(embScope("shape"), wshapes, dt, numShapes, cfg.ShapeDim),
	}, -1)
	emb = dropout(scope.In("emb_dropout"), emb, cfg.Dropout)
	h := dense(scope.In("input"), emb, cfg.Hidden, false)
	if cfg.InputNorm {
		h = layerNorm(scope.In("input_norm"), h)
	}

	// Local context: a width-3 convolution as a residual block.
	local := Concatenate([]*Node{shift(h, 1), h, shift(h, -1)}, -1)
	local = dense(scope.In("conv"), local, cfg.Hidden, true)
	h = layerNorm(scope.In("conv_norm"), Add(h, dropout(scope.In("conv_dropout"), local, cfg.Dropout)))

	// Attention: padding keys get a -1e9 additive penalty (softmax weight
	// exactly 0), added to the learned relative-position bias once per layer.
	keyPenalty := ExpandAxes(MulScalar(OneMinus(ConvertDType(mask, dt)), -1e9), 1, 2) // [B,1,1,T]
	q := Iota(g, shapes.Make(dtypes.Int32, t, t), 0)
	k := Iota(g, shapes.Make(dtypes.Int32, t, t), 1)
	rel := AddScalar(ClipScalar(Sub(k, q), float64(-cfg.MaxRel), float64(cfg.MaxRel)), cfg.MaxRel)
	dh := cfg.Hidden / cfg.Heads
	for l := range cfg.Layers {
		ls := scope.In("layer_%d", l)
		relTable := ls.VariableWithShape("rel_bias", shapes.Make(dt, 2*cfg.MaxRel+1, cfg.Heads))
		bias := Gather(relTable.NodeValue(g), ExpandAxes(rel, -1)) // [T,T,H]
		bias = ExpandAxes(TransposeAllAxes(bias, 2, 0, 1), 0)      // [1,H,T,T]
		bias = Add(bias, keyPenalty)                               // [B,H,T,T]

		a := layerNorm(ls.In("attn_norm"), h)
		wq, bq := denseVars(ls.In("q"), g, dt, cfg.Hidden, cfg.Hidden)
		wk, bk := denseVars(ls.In("k"), g, dt, cfg.Hidden, cfg.Hidden)
		wv, bv := denseVars(ls.In("v"), g, dt, cfg.Hidden, cfg.Hidden)
		wo, bo := denseVars(ls.In("out"), g, dt, cfg.Hidden, cfg.Hidden)
		// The 1/sqrt(dh) logit scale is folded into the (small) query weights.
		scale := 1 / math.Sqrt(float64(dh))
		wq, bq = MulScalar(wq, scale), MulScalar(bq, scale)
		if !training {
			// Exact rewrites for inference: the key bias adds q_i·b_k to every
			// logit of row i, which softmax ignores; the value bias passes
			// through attention unchanged (weights sum to 1) and is folded into
			// the output bias.
			bk = nil
			bo = Add(bo, Einsum("c,co->o", bv, wo))
			bv = nil
		}
		qs := Reshape(linear(a, wq, bq, false), b, t, cfg.Heads, dh)
		ks := Reshape(linear(a, wk, bk, false), b, t, cfg.Heads, dh)
		vs := Reshape(linear(a, wv, bv, false), b, t, cfg.Heads, dh)
		logits := Add(Einsum("bqhd,bkhd->bhqk", qs, ks), bias)
		att := Softmax(logits, -1)
		att = dropout(ls.In("attn_dropout"), att, cfg.Dropout)
		ctx := Reshape(Einsum("bhqk,bkhd->bqhd", att, vs), b, t, cfg.Hidden)
		h = Add(h, dropout(ls.In("out_dropout"), linear(ctx, wo, bo, false), cfg.Dropout))

		f := layerNorm(ls.In("ffn_norm"), h)
		if cfg.FFNActivation == "relu" {
			f = dense(ls.In("ffn1"), f, cfg.FFN, true)
		} else {
			f = activation.Gelu(dense(ls.In("ffn1"), f, cfg.FFN, false))
		}
		f = dense(ls.In("ffn2"), f, cfg.Hidden, false)
		h = Add(h, dropout(ls.In("ffn_dropout"), f, cfg.Dropout))
	}
	h = layerNorm(scope.In("final_norm"), h)

	// Biaffine arc scorer: s[b,i,j] = dep_i·W·head_j + u·head_j.
	dep := dense(scope.In("arc_dep"), h, cfg.ArcDim, true)
	head := dense(scope.In("arc_head"), h, cfg.ArcDim, true)
	dep = dropout(scope.In("dep_dropout"), dep, cfg.Dropout)
	head = dropout(scope.In("head_dropout"), head, cfg.Dropout)
	// The bilinear weight starts at zero (Dozat & Manning) so the first
	// updates are not swamped by large random arc scores.
	bs := scope.In("biaffine").WithInitializer(func(g *Graph, s shapes.Shape) *Node { return Zeros(g, s) })
	w := bs.VariableWithShape("w", shapes.Make(dt, cfg.ArcDim, cfg.ArcDim)).NodeValue(g)
	u := bs.VariableWithShape("u", shapes.Make(dt, cfg.ArcDim)).NodeValue(g)
	arcs := Einsum("bic,bjc->bij", Einsum("bia,ac->bic", dep, w), head)
	headBias := Einsum("bjc,c->bj", head, u)
	arcBias := ExpandAxes(headBias, 1) // [B,1,T]
	if cfg.ArcDistance {
		// Learned prior on the signed head-dependent distance: most arcs are short.
		distTable := scope.In("arc_distance").VariableWithShape("bias", shapes.Make(dt, 2*cfg.MaxRel+1, 1))
		arcBias = Add(arcBias, ExpandAxes(Squeeze(Gather(distTable.NodeValue(g), ExpandAxes(rel, -1)), -1), 0)) // [B,T,T]
	}
	arcs = Add(arcs, arcBias)
	if training {
		// Padding can never be a head, nor a word its own head.
		valid := And(ExpandAxes(mask, 1), BroadcastToShape(ExpandAxes(NotEqual(q, k), 0), shapes.Make(dtypes.Bool, b, t, t)))
		arcs = Where(valid, arcs, BroadcastToShape(Scalar(g, dt, -1e9), arcs.Shape()))
	}

	var pos *Node
	if cfg.POSLoss > 0 && (training || tagging) {
		pos = layers.Dense(scope.In("pos"), h, true, len(voc.UPOS))
	}
	return scores{arcs: arcs, pos: pos}
}

// lossGraph returns the mean cross-entropy of the gold heads over real words
// (ROOT and padding excluded) plus the weighted UPOS tagging loss.
// goldHeads and goldPOS are [B,T] with -1 where no label applies. With a
// teacher's head distributions soft [B,T,T] (nil without), the arc loss is
// (1-distill)·gold cross-entropy + distill·cross-entropy against soft.
func lossGraph(cfg Config, s scores, goldHeads, goldPOS, soft *Node, distill float64) *Node {
	g := goldHeads.Graph()
	dt := s.arcs.DType()
	t := s.arcs.Shape().Dimensions[2]
	tokMask := ConvertDType(GreaterOrEqual(goldHeads, ScalarZero(g, goldHeads.DType())), dt) // [B,T]
	n := Max(ReduceAllSum(tokMask), Scalar(g, dt, 1))

	logp := LogSoftmax(s.arcs, -1)
	gold := OneHot(Max(goldHeads, ScalarZero(g, goldHeads.DType())), t, dt)
	arcNLL := Neg(ReduceSum(Mul(logp, gold), -1))
	if soft != nil {
		softNLL := Neg(ReduceSum(Mul(logp, soft), -1))
		arcNLL = Add(MulScalar(arcNLL, 1-distill), MulScalar(softNLL, distill))
	}
	loss := Div(ReduceAllSum(Mul(arcNLL, tokMask)), n)

	if cfg.POSLoss > 0 && s.pos != nil {
		nPOS := s.pos.Shape().Dimensions[2]
		posMask := ConvertDType(GreaterOrEqual(goldPOS, ScalarZero(g, goldPOS.DType())), dt)
		plogp := LogSoftmax(s.pos, -1)
		pgold := OneHot(Max(goldPOS, ScalarZero(g, goldPOS.DType())), nPOS, dt)
		posNLL := Neg(ReduceSum(Mul(plogp, pgold), -1))
		posLoss := Div(ReduceAllSum(Mul(posNLL, posMask)), Max(ReduceAllSum(posMask), Scalar(g, dt, 1)))
		loss = Add(loss, MulScalar(posLoss, cfg.POSLoss))
	}
	return loss
}
