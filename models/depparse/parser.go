// Package depparse is patsimp's dependency parser: a raw-text English
// tokenizer close to the Universal Dependencies English-EWT conventions and
// a compact graph-based neural parser (word, prefix, suffix and shape
// embeddings; a width-3 convolution; a small transformer encoder with
// relative-position attention bias; a biaffine arc scorer), decoded to a
// well-formed tree with Chu-Liu/Edmonds. It exists to measure dependency
// tree depth, which the simplicity filter and the ACCESS
// DependencyTreeDepth control token need, and to keep simplifications
// grammatical ([EditCheck], [Edits]: simplify --well-formed).
//
// Most callers need only [Default] and [Parser.Depth]:
//
//	p, err := depparse.Default()
//	...
//	d, err := p.Depth("The claimed device comprises a housing.")
package depparse

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"math"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX graph code reads best with the ops unqualified.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/data/conllu"
	"github.com/patsimp/patsimp/models"
)

// Parser parses tokenized or raw sentences. It is safe for concurrent use.
//
// A Parser may hold several models (an ensemble): their head
// log-probabilities are averaged before tree decoding.
type Parser struct {
	mu      sync.Mutex
	members []*member
}

// member is one loaded model.
type member struct {
	cfg   Config
	voc   *Vocab
	store *model.Store
	exec  *model.Exec
	tags  bool // exec also returns UPOS log-probabilities [B,T,len(voc.UPOS)]
}

// MaxBatchTokens bounds the padded tokens (sentences × length) of one graph
// call when parsing many sentences. Sentences padded to t positions are
// parsed maxRows(t) at a time, in calls of exactly that many rows (empty
// rows fill the last), so each sentence is computed in the same shape
// whatever is parsed with it.
const MaxBatchTokens = 1024

// bundled holds the released model files; every *.model file in model/ is
// a member of the default ensemble.
//
//go:embed model/*.model
var bundled embed.FS

// Default returns the bundled parser (trained on UD English-EWT), loading
// it on first use on the pure-Go backend (or $GOMLX_BACKEND).
func Default() (*Parser, error) { return loadDefault() }

var loadDefault = sync.OnceValues(func() (*Parser, error) { return loadBundled("") })

func loadBundled(backendName string) (*Parser, error) {
	names, err := fs.Glob(bundled, "model/*.model")
	if err != nil || len(names) == 0 {
		return nil, fmt.Errorf("depparse: no bundled model: %v", err)
	}
	sort.Strings(names)
	var bundles []*bundle
	for _, name := range names {
		data, err := bundled.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("depparse: %w", err)
		}
		b, err := readBundle(bytes.NewReader(data), "bundled "+name)
		if err != nil {
			return nil, err
		}
		bundles = append(bundles, b)
	}
	return newParser(backendName, bundles...)
}

// Load reads model files written by [Train] and prepares them on the named
// backend ("" or "go" for pure Go; see models.NewBackend). Several files
// make an ensemble.
func Load(backend string, paths ...string) (*Parser, error) {
	if len(paths) == 0 {
		return nil, fmt.Errorf("depparse: no model file given")
	}
	var bundles []*bundle
	for _, path := range paths {
		b, err := readBundleFile(path)
		if err != nil {
			return nil, err
		}
		bundles = append(bundles, b)
	}
	return newParser(backend, bundles...)
}

func newParser(backendName string, bundles ...*bundle) (*Parser, error) {
	backend, err := models.NewBackend(backendName)
	if err != nil {
		return nil, err
	}
	p := &Parser{}
	for _, b := range bundles {
		store := model.NewStore()
		if err := restore(store, b.Vars); err != nil {
			return nil, err
		}
		m := &member{cfg: b.Config, voc: b.vocab(), store: store, tags: b.tagger()}
		if m.exec, err = newInferenceExec(backend, store, m.cfg, m.voc, m.tags); err != nil {
			return nil, err
		}
		p.members = append(p.members, m)
	}
	return p, nil
}

// newInferenceExec compiles (lazily, per input shape) the graph from the
// four feature matrices to the unmasked arc scores of every head [B,T,T]
// and, with tags, the UPOS log-probabilities of every position
// [B,T,len(voc.UPOS)]; scoreSentences normalises each word's arc row over
// its real heads.
func newInferenceExec(backend compute.Backend, store *model.Store, cfg Config, voc *Vocab, tags bool) (*model.Exec, error) {
	exec, err := model.NewExec(backend, store, func(scope *model.Scope, words, prefixes, suffixes, shapes *Node) []*Node {
		s := forward(scope.In("parser"), cfg, voc, words, prefixes, suffixes, shapes, false, tags)
		if !tags {
			return []*Node{s.arcs}
		}
		return []*Node{s.arcs, LogSoftmax(s.pos, -1)}
	})
	if err != nil {
		return nil, fmt.Errorf("depparse: building inference graph: %w", err)
	}
	exec.SetMaxCache(maxGraphs)
	return exec, nil
}

// maxGraphs bounds the compiled inference graphs kept per model: one per
// (batch bucket, padded length) in use.
const maxGraphs = 256

// Depth returns the dependency-tree depth of a raw sentence: the largest
// number of edges from the root word down to a leaf (0 for one word, 0 for
// an empty sentence).
func (p *Parser) Depth(sentence string) (int, error) {
	d, err := p.Depths([]string{sentence})
	if err != nil {
		return 0, err
	}
	return d[0], nil
}

// Depths returns [Parser.Depth] for each raw sentence, parsing them in
// batches.
func (p *Parser) Depths(sentences []string) ([]int, error) {
	toks := make([][]string, len(sentences))
	for i, s := range sentences {
		toks[i] = Tokenize(s)
	}
	heads, err := p.ParseTokens(toks)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(heads))
	for i, h := range heads {
		if out[i], err = conllu.Depth(h); err != nil {
			return nil, fmt.Errorf("depparse: sentence %d: %w", i+1, err)
		}
	}
	return out, nil
}

// Parse tokenizes a raw sentence and returns it as a CoNLL-U sentence with
// predicted heads and UPOS tags (dependency relations are left unlabelled,
// "_").
func (p *Parser) Parse(sentence string) (*conllu.Sentence, error) {
	toks := Tokenize(sentence)
	heads, upos, err := p.ParseTagged([][]string{toks})
	if err != nil {
		return nil, err
	}
	s := &conllu.Sentence{Comments: []string{"text = " + sentence}}
	for i, f := range toks {
		s.Words = append(s.Words, conllu.Word{ID: i + 1, Form: f, UPOS: upos[0][i], Head: heads[0][i]})
	}
	return s, nil
}

// ParseTokens returns the predicted heads of tokenized sentences:
// result[s][i] is the head of token i+1 of sentence s (0 = root). Empty
// sentences give empty head lists.
func (p *Parser) ParseTokens(sents [][]string) ([][]int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	heads, _, err := predict(p.members, sents, false)
	return heads, err
}

// ParseTagged returns the predicted heads of tokenized sentences, as
// ParseTokens does, and their universal part-of-speech tags: upos[s][i] is
// the tag of token i+1 of sentence s ("NOUN", "VERB", …; UD's 17 tags).
// The tagger is the parser's auxiliary UPOS head, trained with it on the
// same treebank; a model without one gives empty tags ("").
func (p *Parser) ParseTagged(sents [][]string) (heads [][]int, upos [][]string, err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return predict(p.members, sents, true)
}

// padLen rounds a length (ROOT included) up to the graph shape used for it,
// so few distinct graphs get compiled: multiples of 8 up to 64, of 32 up
// to 256, of 128 up to 1024, then powers of two. With one row count per
// length (maxRows) this keeps the shapes of any input well under maxGraphs.
func padLen(n int) int {
	switch {
	case n <= 8:
		return 8
	case n <= 64:
		return (n + 7) / 8 * 8
	case n <= 256:
		return (n + 31) / 32 * 32
	case n <= 1024:
		return (n + 127) / 128 * 128
	default:
		p := 2048
		for p < n {
			p *= 2
		}
		return p
	}
}

// maxRows is the number of rows of every graph call for sentences padded to
// t positions: the largest power of two whose rows fit MaxBatchTokens (at
// least 1).
func maxRows(t int) int {
	r := 1
	for 2*r*t <= MaxBatchTokens {
		r *= 2
	}
	return r
}

// planChunks splits sentence indices sorted by length (lens[i] = words of
// order[i]) into graph calls of consecutive sentences: those of one padded
// length t, maxRows(t) at a time. It returns the chunk boundaries (chunk c
// is order[bounds[c]:bounds[c+1]]).
//
// A sentence is never padded beyond its own length's shape, nor computed
// in a call of another number of rows: either changes the order of the
// sums, and the rounding can tip a near tie between two heads, so that a
// parse would depend on the sentences parsed with it (3 of 200 patent
// sentences did when calls mixed lengths and row counts).
func planChunks(lens []int) []int {
	bounds := []int{0}
	for i := 1; i <= len(lens); i++ {
		t := padLen(lens[i-1] + 1)
		if i == len(lens) || padLen(lens[i]+1) != t || i-bounds[len(bounds)-1] == maxRows(t) {
			bounds = append(bounds, i)
		}
	}
	return bounds
}

// predict runs the networks over the sentences and decodes each to a tree
// from the members' summed head log-probabilities and, if tagged, each
// word's UPOS tag from the tagging members' summed tag log-probabilities
// ("" without one). Untagged, upos[i] is nil for a sentence with words.
func predict(members []*member, sents [][]string, tagged bool) (heads [][]int, upos [][]string, err error) {
	heads = make([][]int, len(sents))
	upos = make([][]string, len(sents))
	for i, s := range sents {
		if len(s) == 0 {
			heads[i], upos[i] = []int{}, []string{}
		}
	}
	var names []string
	if tagged {
		names = tagSet(members)
	}
	err = scoreSentences(members, sents, tagged, func(i int, sc, tags [][]float64) {
		heads[i] = DecodeTree(sc)
		if !tagged {
			return // ParseTokens and Depths throw the tags away
		}
		upos[i] = make([]string, len(sents[i]))
		for w := range upos[i] {
			if tags != nil {
				upos[i][w] = names[argmax(tags[w+1])]
			}
		}
	})
	if err != nil {
		return nil, nil, err
	}
	return heads, upos, nil
}

// tagSet returns the UPOS tags of the first tagging member, whose tag
// log-probabilities scoreSentences sums with those of the members that
// share its tag set; nil when no member tags.
func tagSet(members []*member) []string {
	for _, m := range members {
		if m.tags {
			return m.voc.UPOS
		}
	}
	return nil
}

// scoreSentences runs the networks over the non-empty sentences, batched
// by planChunks, and calls fn once for each of them with the members'
// summed head log-probabilities: sc[d][h] for word d (1-based) and head h
// (0 = ROOT), normalised over the sentence's real heads; sc[d][d] is -Inf
// and sc[0] is all zeros. If tagged, tags[d][u] is the summed
// log-probability of tag u of tagSet(members) for word d (1-based; tags[0]
// is ROOT's); tags is nil when untagged or no member tags. Chunks run on up
// to GOMAXPROCS goroutines, so fn is called concurrently (for different i).
func scoreSentences(members []*member, sents [][]string, tagged bool, fn func(i int, sc, tags [][]float64)) error {
	order := make([]int, 0, len(sents))
	for i, s := range sents {
		if len(s) > 0 {
			order = append(order, i)
		}
	}
	if len(order) == 0 {
		return nil
	}
	var names []string
	if tagged {
		names = tagSet(members)
	}
	sort.SliceStable(order, func(a, b int) bool { return len(sents[order[a]]) < len(sents[order[b]]) })
	lens := make([]int, len(order))
	for k, i := range order {
		lens[k] = len(sents[i])
	}
	bounds := planChunks(lens)
	chunks := len(bounds) - 1
	// Graphs are built one at a time (building one touches the model
	// store); running compiled graphs concurrently is safe.
	for c := range chunks {
		t := padLen(lens[bounds[c+1]-1] + 1)
		shape := shapes.Make(dtypes.Int32, maxRows(t), t)
		for _, m := range members {
			if _, err := m.exec.Compile(shape, shape, shape, shape); err != nil {
				return fmt.Errorf("depparse: compiling the parser for %d×%d: %w", shape.Dimensions[0], t, err)
			}
		}
	}

	run := func(c int) error {
		group := order[bounds[c]:bounds[c+1]]
		t := padLen(lens[bounds[c+1]-1] + 1)
		rows := maxRows(t)
		sc := make([][][]float64, len(group))
		for k, i := range group {
			n := len(sents[i])
			sc[k] = make([][]float64, n+1)
			flat := make([]float64, (n+1)*(n+1))
			for d := range sc[k] {
				sc[k][d] = flat[d*(n+1) : (d+1)*(n+1)]
			}
		}
		var tags [][][]float64
		if names != nil {
			tags = make([][][]float64, len(group))
			for k, i := range group {
				n := len(sents[i])
				tags[k] = make([][]float64, n+1)
				flat := make([]float64, (n+1)*len(names))
				for d := range tags[k] {
					tags[k][d] = flat[d*len(names) : (d+1)*len(names)]
				}
			}
		}
		feats := make([][]features, rows)
		for _, m := range members {
			for k, i := range group {
				feats[k] = m.voc.featurize(sents[i])
			}
			arcs, pos, err := runParser(m.exec, makeBatch(feats, t), m.tags && names != nil)
			if err != nil {
				return err
			}
			for k := range group {
				addLogSoftmax(sc[k], arcs[k*t*t:(k+1)*t*t], t)
			}
			if pos == nil || !slices.Equal(m.voc.UPOS, names) {
				continue
			}
			u := len(names)
			for k := range group {
				for d, row := range tags[k] {
					for j, v := range pos[(k*t+d)*u : (k*t+d+1)*u] {
						row[j] += float64(v)
					}
				}
			}
		}
		for k, i := range group {
			var tk [][]float64
			if tags != nil {
				tk = tags[k]
			}
			fn(i, sc[k], tk)
		}
		return nil
	}

	workers := min(runtime.GOMAXPROCS(0), chunks)
	if workers <= 1 {
		for c := range chunks {
			if err := run(c); err != nil {
				return err
			}
		}
		return nil
	}
	var (
		next     atomic.Int64
		firstErr error
		errOnce  sync.Once
		wg       sync.WaitGroup
		failed   atomic.Bool
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !failed.Load() {
				c := int(next.Add(1) - 1)
				if c >= chunks {
					return
				}
				if err := run(c); err != nil {
					errOnce.Do(func() { firstErr = err })
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	return firstErr
}

// addLogSoftmax adds to sc (n+1 rows of n+1 scores) the log-softmax of each
// word's arc scores over its real heads 0..n, its own position excluded,
// from one sentence's [t,t] block of raw arc scores; sc[d][d] becomes -Inf.
func addLogSoftmax(sc [][]float64, arcs []float32, t int) {
	n := len(sc) - 1
	for d := 1; d <= n; d++ {
		row := arcs[d*t : d*t+n+1]
		maxv := math.Inf(-1)
		for h, v := range row {
			if h != d && float64(v) > maxv {
				maxv = float64(v)
			}
		}
		sum := 0.0
		for h, v := range row {
			if h != d {
				sum += math.Exp(float64(v) - maxv)
			}
		}
		lse := maxv + math.Log(sum)
		out := sc[d]
		for h, v := range row {
			out[h] += float64(v) - lse
		}
		out[d] = math.Inf(-1)
	}
}

// makeBatch pads feature rows to length t.
func makeBatch(rows [][]features, t int) *batch {
	b := &batch{b: len(rows), t: t}
	n := len(rows) * t
	b.words, b.prefixes, b.suffixes, b.shapes = make([]int32, n), make([]int32, n), make([]int32, n), make([]int32, n)
	for r, row := range rows {
		for i, f := range row {
			if i >= t {
				break
			}
			b.words[r*t+i] = f.word
			b.prefixes[r*t+i] = f.prefix
			b.suffixes[r*t+i] = f.suffix
			b.shapes[r*t+i] = f.shape
		}
	}
	return b
}

func (b *batch) tensors() []any {
	return []any{
		tensors.FromFlatDataAndDimensions(b.words, b.b, b.t),
		tensors.FromFlatDataAndDimensions(b.prefixes, b.b, b.t),
		tensors.FromFlatDataAndDimensions(b.suffixes, b.b, b.t),
		tensors.FromFlatDataAndDimensions(b.shapes, b.b, b.t),
	}
}

// runParser executes the inference graph and returns the flat [B,T,T] arc
// scores and, with tags, the flat [B,T,U] UPOS log-probabilities.
func runParser(exec *model.Exec, b *batch, tags bool) (arcs, pos []float32, err error) {
	out, err := exec.Call(b.tensors()...)
	if err != nil {
		return nil, nil, fmt.Errorf("depparse: running parser: %w", err)
	}
	defer func() {
		for _, t := range out {
			t.FinalizeAll()
		}
	}()
	if arcs, err = finiteScores(out[0]); err != nil {
		return nil, nil, err
	}
	if tags {
		if pos, err = finiteScores(out[1]); err != nil {
			return nil, nil, err
		}
	}
	return arcs, pos, nil
}

// finiteScores copies a float32 output of the parser, which must hold no
// NaN.
func finiteScores(t *tensors.Tensor) ([]float32, error) {
	flat, err := tensors.CopyFlatData[float32](t)
	if err != nil {
		return nil, fmt.Errorf("depparse: reading scores: %w", err)
	}
	for _, v := range flat {
		if v != v {
			return nil, fmt.Errorf("depparse: parser produced NaN scores")
		}
	}
	return flat, nil
}
