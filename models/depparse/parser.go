// Package depparse is patsimp's dependency parser: a raw-text English
// tokenizer close to the Universal Dependencies English-EWT conventions and
// a compact graph-based neural parser (word, prefix, suffix and shape
// embeddings; a width-3 convolution; a small transformer encoder with
// relative-position attention bias; a biaffine arc scorer), decoded to a
// well-formed tree with Chu-Liu/Edmonds. It exists to measure dependency
// tree depth, which the simplicity filter and the ACCESS
// DependencyTreeDepth control token need.
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
	"sort"
	"sync"

	"github.com/gomlx/compute"
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
}

// MaxBatchTokens bounds the padded tokens (sentences × length) of one graph
// call when parsing many sentences.
const MaxBatchTokens = 4096

// bundled holds the released model files; every *.model file in model/ is
// a member of the default ensemble.
//
//go:embed model/*.model
var bundled embed.FS

var (
	defaultOnce   sync.Once
	defaultParser *Parser
	defaultErr    error
)

// Default returns the bundled parser (trained on UD English-EWT), loading
// it on first use on the pure-Go backend (or $GOMLX_BACKEND).
func Default() (*Parser, error) {
	defaultOnce.Do(func() {
		defaultParser, defaultErr = loadBundled("")
	})
	return defaultParser, defaultErr
}

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
		m := &member{cfg: b.Config, voc: b.vocab(), store: store}
		if m.exec, err = newInferenceExec(backend, store, m.cfg, m.voc); err != nil {
			return nil, err
		}
		p.members = append(p.members, m)
	}
	return p, nil
}

// newInferenceExec compiles (lazily, per input shape) the graph from the
// four feature matrices to the log-probabilities of every head [B,T,T].
func newInferenceExec(backend compute.Backend, store *model.Store, cfg Config, voc *Vocab) (*model.Exec, error) {
	exec, err := model.NewExec(backend, store, func(scope *model.Scope, words, prefixes, suffixes, shapes *Node) *Node {
		s := forward(scope.In("parser"), cfg, voc, words, prefixes, suffixes, shapes)
		return LogSoftmax(s.arcs, -1)
	})
	if err != nil {
		return nil, fmt.Errorf("depparse: building inference graph: %w", err)
	}
	exec.SetMaxCache(64)
	return exec, nil
}

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
// predicted heads (dependency relations are left unlabelled, "_").
func (p *Parser) Parse(sentence string) (*conllu.Sentence, error) {
	toks := Tokenize(sentence)
	heads, err := p.ParseTokens([][]string{toks})
	if err != nil {
		return nil, err
	}
	s := &conllu.Sentence{Comments: []string{"text = " + sentence}}
	for i, f := range toks {
		s.Words = append(s.Words, conllu.Word{ID: i + 1, Form: f, Head: heads[0][i]})
	}
	return s, nil
}

// ParseTokens returns the predicted heads of tokenized sentences:
// result[s][i] is the head of token i+1 of sentence s (0 = root). Empty
// sentences give empty head lists.
func (p *Parser) ParseTokens(sents [][]string) ([][]int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return predictHeads(p.members, sents)
}

// padLen rounds a length (ROOT included) up to the graph shape used for it,
// so few distinct graphs get compiled.
func padLen(n int) int {
	switch {
	case n <= 8:
		return 8
	case n <= 64:
		return (n + 7) / 8 * 8
	default:
		return (n + 31) / 32 * 32
	}
}

// predictHeads runs the networks over sentences grouped by padded length,
// averages their head log-probabilities and decodes each sentence to a tree.
func predictHeads(members []*member, sents [][]string) (heads [][]int, err error) {
	heads = make([][]int, len(sents))
	order := make([]int, 0, len(sents))
	for i, s := range sents {
		if len(s) > 0 {
			order = append(order, i)
		} else {
			heads[i] = []int{}
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return len(sents[order[a]]) < len(sents[order[b]]) })
	for start := 0; start < len(order); {
		t := padLen(len(sents[order[start]]) + 1)
		end := start
		for end < len(order) && padLen(len(sents[order[end]])+1) == t && (end-start+1)*t <= MaxBatchTokens {
			end++
		}
		if end == start {
			end = start + 1
		}
		group := order[start:end]
		var logp []float32
		for mi, m := range members {
			feats := make([][]features, len(group))
			for k, i := range group {
				feats[k] = m.voc.featurize(sents[i])
			}
			lp, err := runArcs(m.exec, makeBatch(feats, t))
			if err != nil {
				return nil, err
			}
			if mi == 0 {
				logp = lp
				continue
			}
			for x, v := range lp {
				logp[x] += v
			}
		}
		for k, i := range group {
			n := len(sents[i])
			sc := make([][]float64, n+1)
			for d := 1; d <= n; d++ {
				row := make([]float64, n+1)
				base := (k*t + d) * t
				for h := 0; h <= n; h++ {
					row[h] = float64(logp[base+h])
				}
				sc[d] = row
			}
			sc[0] = make([]float64, n+1)
			heads[i] = DecodeTree(sc)
		}
		start = end
	}
	return heads, nil
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

// runArcs executes the inference graph and returns the flat [B,T,T]
// log-probabilities.
func runArcs(exec *model.Exec, b *batch) ([]float32, error) {
	out, err := exec.Call(b.tensors()...)
	if err != nil {
		return nil, fmt.Errorf("depparse: running parser: %w", err)
	}
	defer out[0].FinalizeAll()
	flat, err := tensors.CopyFlatData[float32](out[0])
	if err != nil {
		return nil, fmt.Errorf("depparse: reading scores: %w", err)
	}
	for _, v := range flat {
		if math.IsNaN(float64(v)) {
			return nil, fmt.Errorf("depparse: parser produced NaN scores")
		}
	}
	return flat, nil
}
