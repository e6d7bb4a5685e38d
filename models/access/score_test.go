package access

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/gomlx/compute"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models/backendtest"
)

// TestGeneratorScoreMatchesSessions checks the teacher-forced scoring
// graph against decode.Score, which feeds the same targets through the
// cached decoding session step by step: ragged target lists (a source
// with none), padded sources of three lengths, every cache test shape
// (one on XLA).
func TestGeneratorScoreMatchesSessions(t *testing.T) {
	backendtest.Run(t, testGeneratorScoreMatchesSessions)
}

func testGeneratorScoreMatchesSessions(t *testing.T, bname string, backend compute.Backend) {
	tol := backendtest.Tol(bname, 1e-3, 1e-3)
	for name, cfg := range cacheTestConfigs() {
		if backendtest.IsXLA(bname) && name != xlaCacheTestConfig {
			continue
		}
		t.Run(name, func(t *testing.T) {
			store := model.NewStore()
			if err := store.SetRNGStateFromSeed(9); err != nil {
				t.Fatal(err)
			}
			gen, err := NewGenerator(backend, store, cfg)
			if err != nil {
				t.Fatal(err)
			}
			eos := cfg.EOSID
			src := [][]int32{{5, 6, 7, 2}, {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2}, {9, 2}}
			// Shared prefixes, a repeated target, a target that is a
			// prefix of another and an empty one: the trie's cases.
			targets := [][][]int32{
				{{5, 6, eos}, {7, eos}, {8, 8, 8, 9, 10, 11, 12, 13, 14, 15, eos}, {5, 6, 7, eos}, {5, eos}, {5, 6, eos}, {8, 8}, {}},
				nil,
				{{eos}, {4, 3, eos}},
			}
			want, err := decode.Score(context.Background(), gen, src, targets, cfg.BOSID)
			if err != nil {
				t.Fatal(err)
			}
			got, err := gen.Score(context.Background(), src, targets, cfg.BOSID)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if len(got[i]) != len(want[i]) {
					t.Fatalf("source %d: %d scores, want %d", i, len(got[i]), len(want[i]))
				}
				for j := range want[i] {
					if math.Abs(got[i][j]-want[i][j]) > tol {
						t.Errorf("source %d target %d: graph %.6f, session %.6f", i, j, got[i][j], want[i][j])
					}
				}
			}
		})
	}
}

// TestGeneratorScoreRuns: sources are scored in runs of at most
// scorePositions padded positions, and a split changes nothing.
func TestGeneratorScoreRuns(t *testing.T) {
	backend := testBackend(t)
	cfg := tinyConfig()
	store := model.NewStore()
	if err := store.SetRNGStateFromSeed(3); err != nil {
		t.Fatal(err)
	}
	gen, err := NewGenerator(backend, store, cfg)
	if err != nil {
		t.Fatal(err)
	}
	// 40 sources × 8 targets × 8 positions = 2,560 > scorePositions.
	var src [][]int32
	var targets [][][]int32
	for i := range 40 {
		src = append(src, []int32{int32(3 + i%7), int32(4 + i%5), cfg.EOSID})
		var ts [][]int32
		for j := range 8 {
			ts = append(ts, []int32{int32(3 + (i+j)%9), int32(3 + j), cfg.EOSID})
		}
		targets = append(targets, ts)
	}
	scoresAlone(t, gen, src, targets, cfg.BOSID, 0, 17, 39)
	// Large tries (12 targets of 40 tokens, none shared after the first):
	// scoreCells splits the run; the scores do not change.
	var bigSrc [][]int32
	var big [][][]int32
	for i := range 3 {
		bigSrc = append(bigSrc, []int32{int32(3 + i), 4, cfg.EOSID})
		var ts [][]int32
		for j := range 12 {
			tg := []int32{int32(3 + i)}
			for k := range 39 {
				tg = append(tg, int32(3+(i+j*k+k*k)%20))
			}
			ts = append(ts, append(tg, cfg.EOSID))
		}
		big = append(big, ts)
	}
	if 2*padLen(len(newScoreTrie(big[0], cfg.BOSID).nodes))*padLen(len(newScoreTrie(big[1], cfg.BOSID).nodes)) <= scoreCells {
		t.Fatal("the large tries fit one run: make them larger")
	}
	scoresAlone(t, gen, bigSrc, big, cfg.BOSID, 0, 1, 2)
	if _, err := gen.Score(context.Background(), src[:1], [][][]int32{{{3, 99999}}}, cfg.BOSID); err == nil || !strings.Contains(err.Error(), "target 1 of source 1") {
		t.Errorf("bad token: %v", err)
	}
	if _, err := gen.Score(context.Background(), src, targets[:1], cfg.BOSID); err == nil {
		t.Error("mismatched lists: no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := gen.Score(ctx, src, targets, cfg.BOSID); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// fixedEditor accepts no candidate and proposes its own list per source.
type fixedEditor struct {
	propose map[string][]string
	seen    [][]string
	err     error
}

func (e *fixedEditor) Edit(sources []string, candidates [][]string) ([][]string, error) {
	e.seen = append(e.seen, candidates...)
	if e.err != nil {
		return nil, e.err
	}
	out := make([][]string, len(sources))
	for i, s := range sources {
		out[i] = e.propose[s]
	}
	return out, nil
}

// TestEditsOption: with Options.Edits each output is the candidate the
// model scores highest (Simplifier.Score), the editor sees every finished
// beam, a source without candidates is copied, and an editor's error
// stops the batch.
func TestEditsOption(t *testing.T) {
	simp := randomSimplifier(t)
	vals, err := simp.DefaultValues()
	if err != nil {
		t.Fatal(err)
	}
	src := []string{"A first sentence with several words in it.", "A second one."}
	props := []string{"A first sentence.", "With several words.", "A sentence with words in it."}
	ed := &fixedEditor{propose: map[string][]string{src[0]: props}}
	out, err := simp.Simplify(context.Background(), src, vals, Options{Beams: 3, Batch: 8, Edits: ed})
	if err != nil {
		t.Fatal(err)
	}
	scores, err := simp.Score(context.Background(), src[:1], vals, [][]string{props})
	if err != nil {
		t.Fatal(err)
	}
	best := props[0]
	for j, s := range scores[0] {
		if s > scores[0][slices.Index(props, best)] {
			best = props[j]
		}
	}
	if out[0] != best {
		t.Errorf("output %q, want the most probable candidate %q (scores %v)", out[0], best, scores[0])
	}
	if out[1] != src[1] {
		t.Errorf("a source without candidates gave %q", out[1])
	}
	if len(ed.seen) != 2 || len(ed.seen[0]) == 0 || len(ed.seen[0]) > 3 {
		t.Errorf("the editor saw %d candidate lists, the first of %d (want 1–3 beams)", len(ed.seen), len(ed.seen[0]))
	}
	ed.err = errors.New("no parser")
	if _, err := simp.Simplify(context.Background(), src, vals, Options{Beams: 2, Edits: ed}); !errors.Is(err, ed.err) {
		t.Errorf("editor error: %v", err)
	}
}

// TestSimplifyLongSource: a source longer than the model's positions is
// written as it is, with and without Options.Edits (before, scoring its
// copy stopped the job: "target 1 of source 32 has 518 tokens, model allows
// 512"), and the other sources of its batch are simplified as they are
// alone.
func TestSimplifyLongSource(t *testing.T) {
	simp := randomSimplifier(t)
	vals, err := simp.DefaultValues()
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("N-(2-amino-1-phenylethyl)-5-(1-methyl-1H-pyrazol-5-yl)-3-thiophenecarboxamide; ", 20) + "and the like."
	short := "A second one."
	if ids, err := simp.Vocab.EncodeSource(vals, long); err != nil || len(ids) <= simp.Meta.Model.MaxPositions {
		t.Fatalf("the long source has %d tokens (%v), want more than %d", len(ids), err, simp.Meta.Model.MaxPositions)
	}
	ed := &fixedEditor{propose: map[string][]string{long: {long}, short: {"A one."}}}
	for _, opt := range []Options{{Beams: 2, Batch: 8, MaxLenB: 6}, {Beams: 2, Batch: 8, MaxLenB: 6, Edits: ed}} {
		got, err := simp.Simplify(context.Background(), []string{short, long}, vals, opt)
		if err != nil {
			t.Fatalf("edits %v: %v", opt.Edits != nil, err)
		}
		alone, err := simp.Simplify(context.Background(), []string{short}, vals, opt)
		if err != nil {
			t.Fatal(err)
		}
		if got[1] != long || got[0] != alone[0] {
			t.Errorf("edits %v: got %q, %q; want %q and the long source", opt.Edits != nil, got[0], got[1], alone[0])
		}
	}
}

// TestScoreTrie: targets share the nodes and edges of their common
// prefixes; each target ends on its own last edge.
func TestScoreTrie(t *testing.T) {
	const start, eos = 1, 2
	tr := newScoreTrie([][]int32{{5, 6, eos}, {5, 6, 7, eos}, {5, eos}, {5, 6, eos}, {}}, start)
	if want := []int32{start, 5, 6, 7}; !slices.Equal(tr.nodes, want) {
		t.Errorf("inner nodes %v, want %v", tr.nodes, want)
	}
	if want := []int32{0, 1, 2, 3}; !slices.Equal(tr.depth, want) {
		t.Errorf("depths %v, want %v", tr.depth, want)
	}
	if want := []int{-1, 0, 1, 2}; !slices.Equal(tr.up, want) {
		t.Errorf("parents %v, want %v", tr.up, want)
	}
	// Edges: 5, 6, eos (after 6), 7, eos (after 7), eos (after 5).
	if want := []int32{5, 6, eos, 7, eos, eos}; !slices.Equal(tr.edges, want) {
		t.Errorf("edges %v, want %v", tr.edges, want)
	}
	if want := []int32{0, 1, 2, 2, 3, 1}; !slices.Equal(tr.from, want) {
		t.Errorf("edge sources %v, want %v", tr.from, want)
	}
	if want := []int{2, 4, 5, 2, -1}; !slices.Equal(tr.ends, want) {
		t.Errorf("ends %v, want %v", tr.ends, want)
	}
	got := tr.sums([]float32{-1, -2, -4, -8, -16, -32})
	if want := []float64{-7, -27, -33, -7, 0}; !slices.Equal(got, want) {
		t.Errorf("sums %v, want %v", got, want)
	}
}

// scoresAlone checks that the sources at indices score their targets alone
// as they do among all of src.
func scoresAlone(t *testing.T, gen *Generator, src [][]int32, targets [][][]int32, start int32, indices ...int) {
	t.Helper()
	all, err := gen.Score(context.Background(), src, targets, start)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range indices {
		one, err := gen.Score(context.Background(), src[i:i+1], targets[i:i+1], start)
		if err != nil {
			t.Fatal(err)
		}
		for j := range one[0] {
			if math.Abs(one[0][j]-all[i][j]) > 1e-4 {
				t.Errorf("source %d target %d: alone %.6f, in the batch %.6f", i, j, one[0][j], all[i][j])
			}
		}
	}
}
