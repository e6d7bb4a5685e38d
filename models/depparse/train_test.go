package depparse

import (
	"context"
	"math"
	"path/filepath"
	"testing"
	"time"

	"github.com/patsimp/patsimp/data/conllu"
)

// tinyConfig keeps the graph small enough for quick tests.
func tinyConfig() Config {
	return Config{WordDim: 16, AffixDim: 8, ShapeDim: 4, Hidden: 32, Layers: 1, Heads: 2,
		FFN: 64, ArcDim: 32, MaxRel: 8, Dropout: 0.1, POSLoss: 0.5}
}

func readExcerpt(t *testing.T, name string, n int) []*conllu.Sentence {
	t.Helper()
	sents, err := conllu.ReadFile(filepath.Join(fixtures, name))
	if err != nil {
		t.Fatal(err)
	}
	var out []*conllu.Sentence
	for _, s := range sents {
		if len(s.Words) <= 24 {
			out = append(out, s)
		}
	}
	return out[:min(n, len(out))]
}

func tinyOptions(t *testing.T, dir string, steps int) TrainOptions {
	return TrainOptions{
		Train:          readExcerpt(t, "ewt-train-excerpt.conllu", 96),
		Dev:            readExcerpt(t, "ewt-dev-excerpt.conllu", 16),
		Config:         tinyConfig(),
		Backend:        "go",
		Out:            filepath.Join(dir, "tiny.model"),
		MaxSteps:       steps,
		MaxEpochs:      100,
		TokensPerBatch: 256,
		LearningRate:   3e-3,
		WarmupSteps:    1,
		Seed:           7,
	}
}

func TestTrainLossFalls(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	dir := t.TempDir()
	opt := tinyOptions(t, dir, 60)
	opt.Patience = 100
	res, err := Train(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if res.Steps != 60 || len(res.Losses) != 60 {
		t.Fatalf("steps %d, losses %d; want 60", res.Steps, len(res.Losses))
	}
	mean := func(l []float64) float64 {
		s := 0.0
		for _, v := range l {
			s += v
		}
		return s / float64(len(l))
	}
	first, last := mean(res.Losses[:10]), mean(res.Losses[50:])
	t.Logf("mean loss of the first 10 steps %.3f, of the last 10 %.3f; %d epochs, dev UAS %.3f", first, last, res.Epochs, res.BestDevUAS)
	if !(last < 0.8*first) {
		t.Errorf("loss did not fall: first steps %.3f, last steps %.3f", first, last)
	}
	if res.Epochs < 1 {
		t.Fatalf("no epoch finished")
	}
	// The best model was written and, reloaded, scores exactly what
	// training measured for it on dev.
	p, err := Load("go", filepath.Join(dir, "tiny.model"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.Evaluate(opt.Dev)
	if err != nil {
		t.Fatal(err)
	}
	if m.UAS != res.BestDevUAS {
		t.Errorf("reloaded model dev UAS %.4f, training reported %.4f", m.UAS, res.BestDevUAS)
	}
}

// TestTrainResumes checks that a run stopped after 6 updates and resumed
// from its checkpoint reaches the same losses as an uninterrupted run.
func TestTrainResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	whole, err := Train(context.Background(), tinyOptions(t, t.TempDir(), 10))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	opt := tinyOptions(t, dir, 6)
	opt.CheckpointEvery = time.Hour
	first, err := Train(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.MaxSteps = 10
	second, err := Train(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if first.Steps != 6 || second.Steps != 10 || len(second.Losses) != 4 {
		t.Fatalf("steps %d then %d (%d losses)", first.Steps, second.Steps, len(second.Losses))
	}
	got := append(append([]float64(nil), first.Losses...), second.Losses...)
	for i := range got {
		if math.Abs(got[i]-whole.Losses[i]) > 1e-4*math.Max(1, whole.Losses[i]) {
			t.Errorf("step %d: loss %.6f after resuming, %.6f uninterrupted", i+1, got[i], whole.Losses[i])
		}
	}
}

func TestTrainStopsOnCancel(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	opt := tinyOptions(t, dir, 5)
	if _, err := Train(ctx, opt); err == nil {
		t.Fatal("no error from a cancelled run")
	}
	// The checkpoint written on cancel lets the next run start at step 0.
	res, err := Train(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if res.Steps != 5 {
		t.Errorf("resumed run did %d steps, want 5", res.Steps)
	}
}
