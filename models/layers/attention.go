package layers

import (
	"math"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/ml/model"
	"github.com/gomlx/gomlx/support/exceptions"
)

// Attention is multi-head scaled dot-product attention with the linear
// projections q_proj, k_proj, v_proj and out_proj of Scope (the Hugging Face
// BART/Pegasus/Marian attention). The same type serves self-attention,
// cross-attention and cached incremental decoding: project with Query and
// KeyValue, keep or cache the keys and values as needed, then call Attend.
type Attention struct {
	Scope    *model.Scope
	NumHeads int
}

// headDim returns the per-head width for model width dim.
func (a Attention) headDim(dim int) int {
	if a.NumHeads <= 0 || dim%a.NumHeads != 0 {
		exceptions.Panicf("layers: width %d is not divisible into %d attention heads", dim, a.NumHeads)
	}
	return dim / a.NumHeads
}

// splitHeads turns [batch, len, heads·headDim] into [batch, heads, len, headDim].
func (a Attention) splitHeads(x *Node) *Node {
	d := x.Shape().Dimensions
	hd := a.headDim(d[2])
	return Transpose(Reshape(x, d[0], d[1], a.NumHeads, hd), 1, 2)
}

// Query projects x [batch, len, dim] into queries [batch, heads, len,
// headDim], scaled by 1/√headDim after the projection (as HF does).
func (a Attention) Query(x *Node) *Node {
	q := Linear(a.Scope.At("q_proj"), x)
	scale := 1 / math.Sqrt(float64(a.headDim(x.Shape().Dimensions[2])))
	return a.splitHeads(MulScalar(q, scale))
}

// KeyValue projects x [batch, len, dim] into keys and values, each
// [batch, heads, len, headDim].
func (a Attention) KeyValue(x *Node) (k, v *Node) {
	return a.splitHeads(Linear(a.Scope.At("k_proj"), x)), a.splitHeads(Linear(a.Scope.At("v_proj"), x))
}

// Attend computes softmax(q·kᵀ)·v over the visible keys and applies
// out_proj, returning [batch·group, lenQ, dim].
//
// q is [batch·group, heads, lenQ, headDim] and k, v are [batch, heads,
// lenK, headDim]: the group query rows b·group … b·group+group−1 share key
// row b, which lets beam-search rows of one source share a single copy of
// the encoder keys (group = 1 for plain attention). visible, when not nil,
// is a boolean mask broadcastable to [batch, lenQ, lenK] (each axis may be
// 1) that is true where a query may see a key; a query that sees no key
// gets the mean of all values, as HF's finite mask value gives.
func (a Attention) Attend(q, k, v, visible *Node) *Node {
	qd, kd := q.Shape().Dimensions, k.Shape().Dimensions
	bq, heads, lq, hd := qd[0], qd[1], qd[2], qd[3]
	b, lk := kd[0], kd[2]
	if b == 0 || bq%b != 0 {
		exceptions.Panicf("layers: %d query rows cannot be grouped over %d key rows", bq, b)
	}
	group := bq / b
	dt := q.DType()
	scores := ConvertDType(einsum("bghqd,bhkd->bghqk", Reshape(q, b, group, heads, lq, hd), k), softmaxDType(dt))
	if visible != nil {
		md := visible.Shape().Dimensions
		if len(md) != 3 {
			exceptions.Panicf("layers: attention mask shape %s, want rank 3 [batch, lenQ, lenK]", visible.Shape())
		}
		m := Reshape(visible, md[0], 1, 1, md[1], md[2])
		m = BroadcastToDims(m, b, group, heads, lq, lk)
		minVal := ConstAs(scores, float64(-math.MaxFloat32))
		scores = Where(m, scores, BroadcastToDims(minVal, scores.Shape().Dimensions...))
	}
	probs := ConvertDType(Softmax(scores, -1), dt)
	ctx := einsum("bghqk,bhkd->bgqhd", probs, v)
	ctx = Reshape(ctx, bq, lq, heads*hd)
	return Linear(a.Scope.At("out_proj"), ctx)
}

// softmaxDType is the dtype attention probabilities are computed in:
// float64 for float32 models (the pure-Go backend's vectorised float32
// exponential is a few ulps off, which shows in parity with PyTorch) and
// float32 for reduced-precision ones.
func softmaxDType(dt dtypes.DType) dtypes.DType {
	if isReduced(dt) {
		return dtypes.Float32
	}
	return dtypes.Float64
}

// KeyPaddingVisible turns a [batch, lenK] padding mask (non-zero or true
// for real tokens) into a [batch, 1, lenK] visibility mask for Attend.
func KeyPaddingVisible(mask *Node) *Node {
	if mask.DType() != dtypes.Bool {
		mask = NotEqual(mask, ZerosLike(mask))
	}
	return InsertAxes(mask, 1)
}

// CausalVisible returns a [1, lenQ, lenK] mask in which query i (at
// absolute position offset+i) sees keys 0 … offset+i.
func CausalVisible(g *Graph, lenQ, lenK, offset int) *Node {
	qi := AddScalar(Iota(g, shapes.Make(dtypes.Int32, 1, lenQ, lenK), 1), offset)
	kj := Iota(g, shapes.Make(dtypes.Int32, 1, lenQ, lenK), 2)
	return LessOrEqual(kj, qi)
}

// PositionVisible returns a [1, 1, lenK] mask in which a single query at
// position pos (a scalar integer node) sees keys 0 … pos: the mask of a
// decoding step over a key/value cache of length lenK.
func PositionVisible(pos *Node, lenK int) *Node {
	kj := Iota(pos.Graph(), shapes.Make(pos.DType(), 1, 1, lenK), 2)
	return LessOrEqual(kj, pos)
}

// AttendCached is Attend for one decoding step over a key/value cache
// (see KVCache): q is [rows, heads, 1, headDim]; kCache and vCache are
// [rows, heads, capacity, headDim], of which positions 0 … length−1
// (length a scalar integer node) hold the history; kNew and vNew [rows,
// heads, 1, headDim] are the keys and values of the current position. It
// returns [rows, 1, dim].
//
// The cache is read in place, never written or copied: the scores over the
// cache and over the new entry are joined ([rows, heads, 1, capacity+1])
// for the softmax and the weighted sum is split again, so a step costs
// rows × capacity multiply-adds per head and no cache-sized copy.
func (a Attention) AttendCached(q, kCache, vCache, kNew, vNew, length *Node) *Node {
	qd, cd := q.Shape().Dimensions, kCache.Shape().Dimensions
	rows, heads, hd := qd[0], qd[1], qd[3]
	capacity := cd[2]
	if qd[2] != 1 || cd[0] != rows || kNew.Shape().Dimensions[2] != 1 {
		exceptions.Panicf("layers: cached attention of queries %s over cache %s and entry %s", q.Shape(), kCache.Shape(), kNew.Shape())
	}
	dt := q.DType()
	sdt := softmaxDType(dt)
	g := q.Graph()
	past := ConvertDType(einsum("bhqd,bhkd->bhqk", q, kCache), sdt) // [rows, heads, 1, capacity]
	written := LessThan(Iota(g, shapes.Make(length.DType(), 1, 1, 1, capacity), 3), length)
	minVal := ConstAs(past, float64(-math.MaxFloat32))
	past = Where(BroadcastToDims(written, past.Shape().Dimensions...), past, BroadcastToDims(minVal, past.Shape().Dimensions...))
	cur := ConvertDType(ReduceAndKeep(Mul(q, kNew), ReduceSum, -1), sdt) // [rows, heads, 1, 1]
	probs := ConvertDType(Softmax(Concatenate([]*Node{past, cur}, -1), -1), dt)
	ctx := einsum("bhqk,bhkd->bhqd", Slice(probs, AxisRange(), AxisRange(), AxisRange(), AxisRange(0, capacity)), vCache)
	ctx = Add(ctx, Mul(Slice(probs, AxisRange(), AxisRange(), AxisRange(), AxisRange(capacity)), vNew))
	ctx = Reshape(Transpose(ctx, 1, 2), rows, 1, heads*hd)
	return Linear(a.Scope.At("out_proj"), ctx)
}

// ReorderRows gathers rows of x along axis 0: row i of the result is row
// rows[i] of x. rows is an integer vector. (A per-element Gather on the
// pure-Go backend: keep it out of decoding loops; KVCache.Reorder moves
// beam rows on the host.)
func ReorderRows(x, rows *Node) *Node {
	return Gather(x, InsertAxes(rows, -1))
}
