package access

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/gomlx/compute"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/backendtest"
)

func testBackend(t *testing.T) compute.Backend {
	t.Helper()
	b, err := models.NewBackend("go")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func tinyConfig() Config {
	c := Tiny()
	c.SrcVocabSize, c.TgtVocabSize, c.PadID, c.BOSID, c.EOSID = 24, 24, 0, 1, 2
	return c
}

// TestLossHandComputed checks the label-smoothed loss against values
// computed by hand: probabilities (1,2,3,4)/10, target 3, ε = 0.3, so
// ε_i = 0.1, nll = −ln 0.4 and loss = 0.6·nll + 0.1·Σ −ln p. The second
// position is padding and must not count.
func TestLossHandComputed(t *testing.T) {
	backend := testBackend(t)
	logits := [][][]float32{{
		{0, float32(math.Log(2)), float32(math.Log(3)), float32(math.Log(4))},
		{5, 0, 0, 0},
	}}
	targets := [][]int32{{3, 0}}
	exec, err := NewExecForTest(backend, func(l, tg *Node) []*Node {
		loss, nll, n := Loss(l, tg, 0, 0.3)
		return []*Node{loss, nll, n}
	})
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Exec(logits, targets)
	if err != nil {
		t.Fatal(err)
	}
	nll := -math.Log(0.4)
	smooth := -(math.Log(0.1) + math.Log(0.2) + math.Log(0.3) + math.Log(0.4))
	want := []float64{0.6*nll + 0.1*smooth, nll, 1}
	for i, w := range want {
		got := float64(out[i].Value().(float32))
		if math.Abs(got-w) > 1e-5 {
			t.Errorf("output %d = %.6f, want %.6f", i, got, w)
		}
	}
}

// NewExecForTest builds a plain graph executor.
func NewExecForTest(backend compute.Backend, fn func(a, b *Node) []*Node) (*Exec, error) {
	return NewExec(backend, fn)
}

// fullModel is the reference decode.Model: every step re-runs the whole
// (non-cached) decoder of model.go on each row's unpadded source and full
// history and returns the log-softmax at the last position.
type fullModel struct {
	exec *model.Exec
	cfg  Config
}

func newFullModel(t *testing.T, backend compute.Backend, store *model.Store, cfg Config) *fullModel {
	t.Helper()
	exec, err := model.NewExec(backend, store, func(scope *model.Scope, src, tgt *Node) *Node {
		scope = scope.WithInitializer(Initializer(scope.Store()))
		return LogSoftmax(Decode(scope, &cfg, src, Encode(scope, &cfg, src), tgt), -1)
	})
	if err != nil {
		t.Fatal(err)
	}
	return &fullModel{exec: exec, cfg: cfg}
}

func (f *fullModel) Start(src [][]int32, expand, _ int) (decode.Session, error) {
	s := &fullSession{f: f}
	for _, row := range src {
		for range expand {
			s.src = append(s.src, row)
			s.hist = append(s.hist, nil)
		}
	}
	return s, nil
}

type fullSession struct {
	f    *fullModel
	src  [][]int32
	hist [][]int32
}

func (s *fullSession) Step(parents, tokens []int32) ([]float32, error) {
	if parents != nil {
		next := make([][]int32, len(s.hist))
		for r, p := range parents {
			next[r] = append([]int32(nil), s.hist[p]...)
		}
		s.hist = next
	}
	v := s.f.cfg.TgtVocabSize
	out := make([]float32, 0, len(tokens)*v)
	for r, tok := range tokens {
		s.hist[r] = append(s.hist[r], tok)
		lp, err := s.f.exec.Exec1([][]int32{s.src[r]}, [][]int32{s.hist[r]})
		if err != nil {
			return nil, err
		}
		flat := tensors.MustCopyFlatData[float32](lp)
		lp.FinalizeAll()
		out = append(out, flat[len(flat)-v:]...)
	}
	return out, nil
}

func (s *fullSession) VocabSize() int { return s.f.cfg.TgtVocabSize }
func (s *fullSession) Close() error   { return nil }

// xlaCacheTestConfig is the one cache test configuration run on XLA: the
// reference decoder runs every (source, history) length as its own shape,
// and each new shape is an XLA compilation (~1-3 s each on 2 cores), so the
// other configurations run on the Go backend only. On XLA the cached and
// full decoders agree within the same 1e-4 as on Go.
const xlaCacheTestConfig = "pre-norm shared"

// cacheTestConfigs are the shapes the cached decoder is checked on: pre-
// and post-norm blocks, shared and separate embeddings, one and two
// decoder layers.
func cacheTestConfigs() map[string]Config {
	pre := tinyConfig()
	post := tinyConfig()
	post.PreNorm, post.DecoderLayers = false, 2
	separate := tinyConfig()
	separate.SharedEmbeddings, separate.TgtVocabSize, separate.DecoderLayers = false, 30, 2
	return map[string]Config{"pre-norm shared": pre, "post-norm 2 layers": post, "separate embeddings": separate}
}

// TestGeneratorMatchesFullDecode checks that the cached Generator returns,
// step by step, the log-probabilities of the full decoder for every row:
// rows of a padded short source and of a longer one, with distinct
// histories that beam parents then swap, duplicate and keep.
func TestGeneratorMatchesFullDecode(t *testing.T) {
	backendtest.Run(t, testGeneratorMatchesFullDecode)
}

func testGeneratorMatchesFullDecode(t *testing.T, bname string, backend compute.Backend) {
	tol := backendtest.Tol(bname, 1e-4, 1e-4)
	for name, cfg := range cacheTestConfigs() {
		if backendtest.IsXLA(bname) && name != xlaCacheTestConfig {
			continue
		}
		t.Run(name, func(t *testing.T) {
			store := model.NewStore()
			if err := store.SetRNGStateFromSeed(5); err != nil {
				t.Fatal(err)
			}
			ref := newFullModel(t, backend, store, cfg)
			// Source 0 is shorter than source 1, so the generator pads it.
			src := [][]int32{{5, 6, 7, 8, 2}, {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 2}}
			// The reference creates the variables on its first step.
			refSess, _ := ref.Start(src, 2, 6)
			gen, err := NewGenerator(backend, store, cfg)
			if err != nil {
				t.Fatal(err)
			}
			steps := [][]int32{nil, {1, 0, 3, 2}, {1, 1, 2, 3}, {0, 1, 3, 3}, {1, 0, 2, 2}, {0, 0, 3, 2}, {1, 1, 3, 2}, {0, 1, 2, 3}}
			var sess decode.Session
			v := cfg.TgtVocabSize
			for pos, parents := range steps {
				tokens := []int32{cfg.BOSID, cfg.BOSID, cfg.BOSID, cfg.BOSID}
				if pos > 0 {
					for r := range tokens {
						tokens[r] = int32(3 + (5*pos+7*r)%(v-3))
					}
				}
				want, err := refSess.Step(parents, tokens)
				if err != nil {
					t.Fatal(err)
				}
				if sess == nil {
					if sess, err = gen.Start(src, 2, len(steps)); err != nil {
						t.Fatal(err)
					}
					defer sess.Close()
				}
				got, err := sess.Step(parents, tokens)
				if err != nil {
					t.Fatal(err)
				}
				if len(got) != len(want) {
					t.Fatalf("step %d: %d log-probs, want %d", pos, len(got), len(want))
				}
				for i := range want {
					if math.Abs(float64(got[i]-want[i])) > tol {
						t.Fatalf("step %d row %d token %d: cached %v, full %v", pos, i/v, i%v, got[i], want[i])
					}
				}
			}
			// len(steps) is a multiple of lengthQuantum, so the cache is full.
			if _, err := sess.Step(nil, make([]int32, 4)); err == nil {
				t.Error("a step beyond the cache was accepted")
			}
		})
	}
}

// TestGeneratorSearchMatchesFullDecode runs greedy and beam search with the
// cached Generator and the full decoder: outputs must be identical and
// scores equal within float tolerance. Random weights tend to repeat one
// token; forbidding repeats makes every step's choice matter.
func TestGeneratorSearchMatchesFullDecode(t *testing.T) {
	backendtest.Run(t, testGeneratorSearchMatchesFullDecode)
}

func testGeneratorSearchMatchesFullDecode(t *testing.T, bname string, backend compute.Backend) {
	tol := backendtest.Tol(bname, 1e-4, 1e-4)
	src := [][]int32{{5, 6, 7, 2}, {3, 4, 5, 6, 7, 8, 9, 10, 11, 2}, {9, 2}}
	for name, cfg := range cacheTestConfigs() {
		if backendtest.IsXLA(bname) && name != xlaCacheTestConfig {
			continue
		}
		t.Run(name, func(t *testing.T) {
			store := model.NewStore()
			if err := store.SetRNGStateFromSeed(11); err != nil {
				t.Fatal(err)
			}
			ref := newFullModel(t, backend, store, cfg)
			for _, beams := range []int{1, 3} {
				opt := decode.Options{
					MaxLength: 7, NumBeams: beams, NoRepeatNgramSize: 1, NumReturnSequences: 1, LengthPenalty: 1,
					DecoderStartTokenID: cfg.BOSID, EOSTokenID: cfg.EOSID, PadTokenID: cfg.PadID, ForcedEOSTokenID: -1,
				}
				want, err := decode.Generate(context.Background(), ref, src, opt)
				if err != nil {
					t.Fatal(err)
				}
				gen, err := NewGenerator(backend, store, cfg)
				if err != nil {
					t.Fatal(err)
				}
				got, err := decode.Generate(context.Background(), gen, src, opt)
				if err != nil {
					t.Fatal(err)
				}
				for i := range want {
					g, w := got[i][0], want[i][0]
					if !slices.Equal(g.Tokens, w.Tokens) || math.Abs(g.Score-w.Score) > tol {
						t.Errorf("beams %d source %d: cached %v (%.5f), full %v (%.5f)", beams, i, g.Tokens, g.Score, w.Tokens, w.Score)
					}
				}
			}
		})
	}
}

// TestCausalAndPadding checks that changing a later target token leaves
// earlier positions' logits unchanged, and that extra source padding
// changes nothing.
func TestCausalAndPadding(t *testing.T) {
	backend := testBackend(t)
	cfg := tinyConfig()
	store := model.NewStore()
	if err := store.SetRNGStateFromSeed(9); err != nil {
		t.Fatal(err)
	}
	exec, err := model.NewExec(backend, store, func(scope *model.Scope, src, tgt *Node) *Node {
		scope = scope.WithInitializer(Initializer(scope.Store()))
		return Decode(scope, &cfg, src, Encode(scope, &cfg, src), tgt)
	})
	if err != nil {
		t.Fatal(err)
	}
	run := func(src, tgt []int32) []float32 {
		out, err := exec.Exec1([][]int32{src}, [][]int32{tgt})
		if err != nil {
			t.Fatal(err)
		}
		return tensors.MustCopyFlatData[float32](out)
	}
	v := cfg.TgtVocabSize
	a := run([]int32{5, 6, 2}, []int32{1, 7, 8})
	b := run([]int32{5, 6, 2}, []int32{1, 7, 9})
	c := run([]int32{5, 6, 2, 0, 0, 0}, []int32{1, 7, 8})
	for j := range 2 * v {
		if a[j] != b[j] {
			t.Fatalf("logit %d of positions 0–1 depends on position 2: %v vs %v", j, a[j], b[j])
		}
	}
	diff := false
	for j := 2 * v; j < 3*v; j++ {
		diff = diff || a[j] != b[j]
	}
	if !diff {
		t.Error("position 2 logits do not depend on the input token at position 2")
	}
	for j := range a {
		if math.Abs(float64(a[j]-c[j])) > 1e-5 {
			t.Fatalf("source padding changes logit %d: %v vs %v", j, a[j], c[j])
		}
	}
}

func TestConfigValidate(t *testing.T) {
	good := tinyConfig()
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		edit func(*Config)
	}{
		{"heads", func(c *Config) { c.Heads = 3 }},
		{"odd d", func(c *Config) { c.DModel = 31 }},
		{"dropout", func(c *Config) { c.Dropout = 1 }},
		{"vocab unset", func(c *Config) { c.SrcVocabSize = 0 }},
		{"shared needs one vocab", func(c *Config) { c.TgtVocabSize = 30 }},
		{"eos out of range", func(c *Config) { c.EOSID = 99 }},
		{"layers", func(c *Config) { c.DecoderLayers = 0 }},
	}
	for _, tt := range tests {
		c := tinyConfig()
		tt.edit(&c)
		if err := c.Validate(); err == nil {
			t.Errorf("%s: accepted", tt.name)
		}
	}
	for _, n := range []string{"tiny", "small", "base"} {
		if _, err := Named(n); err != nil {
			t.Errorf("Named(%q): %v", n, err)
		}
	}
	if b := Base(); b.EncoderLayers != 6 || b.DModel != 512 || b.FFNDim != 2048 || b.Heads != 8 || b.Dropout != 0.2 {
		t.Errorf("Base() = %+v is not ACCESS's", b)
	}
	if _, err := Named("/no/such/config.json"); err == nil {
		t.Error("missing config file accepted")
	}
}
