package access

import (
	"math"
	"testing"

	"github.com/gomlx/compute"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/models"
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

// TestGeneratorMatchesFullDecode checks that the step-by-step Generator
// (padded prefixes, beam reordering, padded sources of another batch row)
// returns the log-softmax of the full decoder's logits at each position.
func TestGeneratorMatchesFullDecode(t *testing.T) {
	backend := testBackend(t)
	cfg := tinyConfig()
	store := model.NewStore()
	if err := store.SetRNGStateFromSeed(5); err != nil {
		t.Fatal(err)
	}
	full, err := model.NewExec(backend, store, func(scope *model.Scope, src, tgt *Node) *Node {
		scope = scope.WithInitializer(Initializer(scope.Store()))
		return LogSoftmax(Decode(scope, &cfg, src, Encode(scope, &cfg, src), tgt), -1)
	})
	if err != nil {
		t.Fatal(err)
	}
	src := []int32{5, 6, 7, 8, 2}
	tgt := []int32{1, 9, 10, 11, 12}
	want, err := full.Exec1([][]int32{src}, [][]int32{tgt})
	if err != nil {
		t.Fatal(err)
	}
	wantLP := tensors.MustCopyFlatData[float32](want)

	gen, err := NewGenerator(backend, store, cfg)
	if err != nil {
		t.Fatal(err)
	}
	// Row 0 of source 0 is ours; source 1 is longer, so source 0 is padded.
	longer := []int32{3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 2}
	sess, err := gen.Start([][]int32{src, longer}, 2, 10)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	v := cfg.TgtVocabSize
	for pos, tok := range tgt {
		var parents []int32
		if pos > 0 {
			parents = []int32{1, 1, 2, 3} // row 0 takes row 1's (identical) history
		}
		lp, err := sess.Step(parents, []int32{tok, tok, tok, tok})
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range []int{0, 1} {
			for j := range v {
				got, w := lp[row*v+j], wantLP[pos*v+j]
				if math.Abs(float64(got-w)) > 1e-4 {
					t.Fatalf("position %d row %d token %d: step %v, full %v", pos, row, j, got, w)
				}
			}
		}
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
