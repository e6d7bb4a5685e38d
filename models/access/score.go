package access

import (
	"context"
	"fmt"

	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
)

// scorePositions bounds the decoder positions (sources × padded trie
// nodes) of one scoring graph call: its logits take positions × vocabulary
// floats.
const scorePositions = 2048

// scoreCells bounds the attention cells (sources × nodes²) of one scoring
// graph call: a trie's self-attention scores take heads × nodes² floats
// per source, and large tries would otherwise fill a run.
const scoreCells = 128 * scorePositions

// BuildScore returns the log-probability of target tokens given their
// source and the target tokens before them, by teacher forcing over a trie
// of each source's targets: targets that share a prefix share its decoder
// states, and every source's targets take one row.
//
// Per source b: src [batch, srcLen] (padded with cfg.PadID); nodes
// [batch, n] the trie's inner nodes (those some token follows), each
// after its parent: the decoder start token, then tokens, padded with
// cfg.PadID; depth [batch, n] (int32) each node's position, the start
// token's 0; visible [batch, n, n] (bool) whether node i sees node j, that
// is j is i or one of its ancestors (a padding node sees itself only);
// parent [batch, e] (int32) for each trie edge the inner node whose state
// predicts it, and token [batch, e] the edge's token (cfg.PadID for
// padding). It returns [batch, e] float32: each edge's log-probability,
// 0 for padding. The output projection's softmax normaliser is computed in
// the graph, so nothing of vocabulary size leaves it.
func BuildScore(scope *model.Scope, cfg *Config, src, nodes, depth, visible, parent, token *Node) *Node {
	g := src.Graph()
	enc := Encode(scope, cfg, src)
	srcMask := NotEqual(src, Scalar(g, src.DType(), cfg.PadID))
	x := embedAt(scope, cfg, nodes, "tgt", depth)
	selfBias := InsertAxes(Where(visible, Scalar(g, dtypes.Float32, 0), Scalar(g, dtypes.Float32, maskValue)), 1) // [b, 1, n, n]
	states := decoderStack(scope, cfg, x, attentionBias(srcMask, nil),
		func(_ int, sa *model.Scope, q, k, v *Node) *Node { return attend(sa, cfg, q, k, v, selfBias) },
		func(_ int, ca *model.Scope) (*Node, *Node) { return projectKV(ca, cfg, enc) })
	logits := OutputLogits(scope, cfg, states) // [b, n, vocab]
	rows, n, vocab := logits.Shape().Dimensions[0], logits.Shape().Dimensions[1], logits.Shape().Dimensions[2]
	e := token.Shape().Dimensions[1]
	// Softmax is one fused pass on the Go backend, where exp, max and sum
	// over the logits would be a pass each; then only each edge's
	// probability is gathered from the flattened [rows·n·vocab].
	probs := Reshape(Softmax(logits, -1), rows*n*vocab)
	at := Add(MulScalar(Iota(g, parent.Shape(), 0), float64(n)), parent) // [b, e]: row of each edge's parent
	flat := Add(MulScalar(at, float64(vocab)), token)
	p := Reshape(Gather(probs, Reshape(flat, rows*e, 1)), rows, e)
	// A probability that underflows float32 counts as e⁻⁸⁰.
	lp := Log(Max(p, Scalar(g, dtypes.Float32, 1.8e-35)))
	mask := ConvertDType(NotEqual(token, Scalar(g, token.DType(), cfg.PadID)), dtypes.Float32)
	return Mul(lp, mask)
}

// Score returns the log-probability the network gives each target given
// its source (as decode.Score does through decoding sessions, in one
// teacher-forced graph per run of sources): result[i][j] sums the
// log-probabilities of the tokens of targets[i][j], which follow the
// decoder start token start and hold every token to score (EOS included
// if it is to be scored). A source's targets are merged on their shared
// prefixes, so a prefix is computed once (BuildScore).
func (m *Generator) Score(ctx context.Context, src [][]int32, targets [][][]int32, start int32) ([][]float64, error) {
	if len(targets) != len(src) {
		return nil, fmt.Errorf("access: score: %d sources but %d target lists", len(src), len(targets))
	}
	if err := m.checkSources(src); err != nil {
		return nil, fmt.Errorf("access: score: %w", err)
	}
	out := make([][]float64, len(src))
	tries := make([]scoreTrie, len(src))
	for i, ts := range targets {
		out[i] = make([]float64, len(ts))
		for j, t := range ts {
			if len(t) > m.cfg.MaxPositions {
				return nil, fmt.Errorf("access: score: target %d of source %d has %d tokens, model allows %d", j+1, i+1, len(t), m.cfg.MaxPositions)
			}
			if err := checkIDs("target token", t, len(t), m.cfg.TgtVocabSize); err != nil {
				return nil, fmt.Errorf("access: score: target %d of source %d: %w", j+1, i+1, err)
			}
		}
		tries[i] = newScoreTrie(ts, start)
	}
	for lo := 0; lo < len(src); {
		// A run of sources whose tries, padded to the run's largest,
		// fit scorePositions and scoreCells.
		hi, n, e := lo, 0, 0
		for hi < len(src) {
			nn := max(n, padLen(len(tries[hi].nodes)))
			if hi > lo && ((hi-lo+1)*nn > scorePositions || (hi-lo+1)*nn*nn > scoreCells) {
				break
			}
			n, e, hi = nn, max(e, padLen(len(tries[hi].edges))), hi+1
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if e > 0 {
			if err := m.scoreRun(src[lo:hi], tries[lo:hi], n, e, out[lo:hi]); err != nil {
				return nil, err
			}
		}
		lo = hi
	}
	return out, nil
}

// scoreTrie is one source's targets merged on their shared prefixes.
type scoreTrie struct {
	// nodes are the tokens of the inner nodes (the start token first),
	// each after its parent; depth their positions and up their parents
	// (-1 for the start token).
	nodes, depth []int32
	up           []int
	// edges are the trie's tokens (one per non-root node, each after its
	// parent edge), from the inner node from[k]; via[k] is the edge that
	// leads to that node (-1 from the start token).
	edges []int32
	from  []int32
	via   []int
	// ends[j] is the edge of target j's last token (-1 for an empty
	// target).
	ends []int
}

// newScoreTrie merges targets, which follow the token start.
func newScoreTrie(targets [][]int32, start int32) scoreTrie {
	type key struct {
		edge int // -1: the start token
		tok  int32
	}
	var t scoreTrie
	child := map[key]int{}
	inner := map[int]int32{-1: 0} // edge → the inner node it leads to
	t.nodes, t.depth, t.up = []int32{start}, []int32{0}, []int{-1}
	t.ends = make([]int, len(targets))
	for j, target := range targets {
		cur := -1
		for _, tok := range target {
			node, ok := inner[cur]
			if !ok {
				// cur's node gets its first child: it becomes inner.
				node = int32(len(t.nodes))
				inner[cur] = node
				t.nodes = append(t.nodes, t.edges[cur])
				t.depth = append(t.depth, t.depth[t.from[cur]]+1)
				t.up = append(t.up, int(t.from[cur]))
			}
			k := key{cur, tok}
			next, ok := child[k]
			if !ok {
				next = len(t.edges)
				child[k] = next
				t.edges = append(t.edges, tok)
				t.from = append(t.from, node)
				t.via = append(t.via, cur)
			}
			cur = next
		}
		t.ends[j] = cur
	}
	return t
}

// sums returns each target's log-probability from its edges' ones.
func (t *scoreTrie) sums(lp []float32) []float64 {
	cum := make([]float64, len(t.edges))
	for k := range t.edges {
		cum[k] = float64(lp[k])
		if v := t.via[k]; v >= 0 {
			cum[k] += cum[v]
		}
	}
	out := make([]float64, len(t.ends))
	for j, k := range t.ends {
		if k >= 0 {
			out[j] = cum[k]
		}
	}
	return out
}

// scoreRun scores one run of checked sources, their tries padded to n
// inner nodes and e edges, into out.
func (m *Generator) scoreRun(src [][]int32, tries []scoreTrie, n, e int, out [][]float64) error {
	srcFlat, width := m.padSources(src)
	b := len(src)
	nodes, tokens := filled(b*n, m.cfg.PadID), filled(b*e, m.cfg.PadID)
	depth, from := make([]int32, b*n), make([]int32, b*e)
	visible := make([]bool, b*n*n)
	for i, t := range tries {
		copy(nodes[i*n:], t.nodes)
		copy(depth[i*n:], t.depth)
		copy(tokens[i*e:], t.edges)
		copy(from[i*e:], t.from)
		for k := range n {
			row := visible[(i*n+k)*n : (i*n+k+1)*n]
			if k >= len(t.nodes) {
				row[k] = true // padding sees itself only
				continue
			}
			for a := k; a >= 0; a = t.up[a] {
				row[a] = true
			}
		}
	}
	args := []*tensors.Tensor{
		tensors.FromFlatDataAndDimensions(srcFlat, b, width),
		tensors.FromFlatDataAndDimensions(nodes, b, n),
		tensors.FromFlatDataAndDimensions(depth, b, n),
		tensors.FromFlatDataAndDimensions(visible, b, n, n),
		tensors.FromFlatDataAndDimensions(from, b, e),
		tensors.FromFlatDataAndDimensions(tokens, b, e),
	}
	defer func() {
		for _, t := range args {
			t.FinalizeAll()
		}
	}()
	res, err := m.scoreExec.Exec(args[0], args[1], args[2], args[3], args[4], args[5])
	if err != nil {
		return fmt.Errorf("access: scoring: %w", err)
	}
	defer res[0].FinalizeAll()
	lp, err := tensors.CopyFlatData[float32](res[0])
	if err != nil {
		return fmt.Errorf("access: scores: %w", err)
	}
	for i := range tries {
		copy(out[i], tries[i].sums(lp[i*e:(i+1)*e]))
	}
	return nil
}
