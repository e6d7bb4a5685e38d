package train

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlx/gomlx/core/tensors"

	"github.com/patsimp/patsimp/checkpoints/store"
	"github.com/patsimp/patsimp/models/access"
)

// TestWarmStart trains a tiny model for 20 updates, then starts a second
// run from it with a negligible learning rate: the second run's saved
// weights must equal the first run's best weights, its first loss must be
// that of a trained model (below a random start's), and a mismatched
// network must be refused.
func TestWarmStart(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	dirA := t.TempDir()
	a := tinyRun(t, dirA)
	a.Options.MaxUpdates = 20
	a.Options.ValidEvery = 20
	var firstA float64
	a.OnUpdate = func(u int, r StepResult) {
		if u == 1 {
			firstA = r.Loss
		}
	}
	if _, err := Run(context.Background(), a); err != nil {
		t.Fatal(err)
	}

	cfg, sp, feats, err := WarmStart(dirA)
	if err != nil {
		t.Fatal(err)
	}
	dirB := t.TempDir()
	b := tinyRun(t, dirB)
	b.Model, b.SPM, b.Options.Features, b.Init = cfg, sp, feats, dirA
	b.Options.Schedule = Schedule{Kind: "fixed", Peak: 1e-12, Warmup: 1}
	b.Options.MaxUpdates = 1
	b.Options.ValidEvery = 1
	var firstB float64
	b.OnUpdate = func(u int, r StepResult) {
		if u == 1 {
			firstB = r.Loss
		}
	}
	if _, err := Run(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	if !(firstB < 0.9*firstA) {
		t.Errorf("first loss from the warm start %.4f, from random weights %.4f: want clearly lower", firstB, firstA)
	}
	fa, err := store.ReadFile(filepath.Join(dirA, access.WeightsFile))
	if err != nil {
		t.Fatal(err)
	}
	fb, err := store.ReadFile(filepath.Join(dirB, access.WeightsFile))
	if err != nil {
		t.Fatal(err)
	}
	if len(fa.Names()) == 0 || len(fa.Names()) != len(fb.Names()) {
		t.Fatalf("%d variables in the init, %d after the warm start", len(fa.Names()), len(fb.Names()))
	}
	for _, name := range fa.Names() {
		ta, err := fa.Tensor(name)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := fb.Tensor(name)
		if err != nil {
			t.Fatal(err)
		}
		va, vb := tensors.MustCopyFlatData[float32](ta), tensors.MustCopyFlatData[float32](tb)
		for i := range va {
			if d := va[i] - vb[i]; d > 1e-5 || d < -1e-5 {
				t.Fatalf("%s[%d]: %v after the warm start, %v in the init", name, i, vb[i], va[i])
			}
		}
	}

	// A different network is refused before any update.
	c := tinyRun(t, t.TempDir())
	c.Init = dirA
	c.Model.FFNDim *= 2
	c.Options.MaxUpdates = 1
	if _, err := Run(context.Background(), c); err == nil || !strings.Contains(err.Error(), "differs") {
		t.Errorf("warm start into a different network: err = %v, want a 'differs' error", err)
	}
}
