package train

import (
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlx/compute"

	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/backendtest"
)

const testdata = "../testdata/access"

// tinyRun returns a configuration that trains the tiny model on the bundled
// 500 ASSET pairs and validates on 8 sentences with 10 references.
func tinyRun(t *testing.T, dir string) Config {
	t.Helper()
	backend, err := models.NewBackend("go")
	if err != nil {
		t.Fatal(err)
	}
	return tinyRunOn(t, dir, backend)
}

// tinyRunOn is tinyRun on the given backend.
func tinyRunOn(t *testing.T, dir string, backend compute.Backend) Config {
	t.Helper()
	sp, err := spm.Load(filepath.Join(testdata, "spm.model"))
	if err != nil {
		t.Fatal(err)
	}
	trainC, err := ReadCorpus(filepath.Join(testdata, "sample"))
	if err != nil {
		t.Fatal(err)
	}
	valid, err := ReadCorpus(filepath.Join(testdata, "valid"))
	if err != nil {
		t.Fatal(err)
	}
	ranker, err := eval.DefaultWordRanker()
	if err != nil {
		t.Fatal(err)
	}
	o := DefaultOptions()
	o.Schedule = Schedule{Kind: "inverse_sqrt", Peak: 6e-3, Warmup: 10}
	o.LabelSmoothing = 0.1
	o.ClipNorm = 1
	o.MaxTokens = 1200
	o.LogEvery = 5
	o.ValidEvery = 20
	o.ValidSentences = 8
	o.ValidBeams = 2
	o.Seed = 3
	return Config{Dir: dir, Model: access.Tiny(), Options: o, SPM: sp, Train: trainC, Valid: valid,
		Ranker: ranker, Backend: backend}
}

func readLog(t *testing.T, dir string) LogSeries {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, LogFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := ParseLog(LogFile, f)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestTrainLossFallsAndStopsEarly trains the tiny model: the loss must
// fall, validation SARI must be computed and logged, a best checkpoint
// written, and patience 1 must stop the run before max updates.
func TestTrainLossFallsAndStopsEarly(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	dir := t.TempDir()
	c := tinyRun(t, dir)
	c.Options.MaxUpdates = 400
	c.Options.ValidEvery = 0 // validate once per epoch (32 updates)
	c.Options.Patience = 1
	res, err := Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	s := readLog(t, dir)
	if len(s.Loss) < 4 || len(s.SARI) == 0 {
		t.Fatalf("log has %d loss rows and %d SARI rows", len(s.Loss), len(s.SARI))
	}
	first, last := s.Loss[0].Y, s.Loss[len(s.Loss)-1].Y
	if !(last < first*0.85) {
		t.Errorf("loss went from %.3f to %.3f, want a fall of 15%%+", first, last)
	}
	for _, p := range s.SARI {
		if !(p.Y > 0 && p.Y < 100) {
			t.Errorf("validation SARI %v at update %v", p.Y, p.X)
		}
	}
	t.Logf("result %+v; loss %.3f → %.3f; SARI %v; tok/s %v", res, first, last, s.SARI, s.TokensPerS)
	// Early stopping: the run ends at the second validation after the best.
	if res.Stopped != "patience" || res.Updates >= 400 {
		t.Errorf("stopped at update %d because %q, want patience", res.Updates, res.Stopped)
	}
	after := 0
	for _, p := range s.SARI {
		if int(p.X) > res.BestUpdate {
			after++
			if p.Y > res.BestSARI+1e-4 { // the CSV keeps 8 significant digits
				t.Errorf("SARI %v at update %v beats the best %v", p.Y, p.X, res.BestSARI)
			}
		}
	}
	if after != c.Options.Patience {
		t.Errorf("%d validations after the best, want %d", after, c.Options.Patience)
	}
	for _, f := range []string{access.WeightsFile, access.MetaFile, access.VocabFile, LastFile, OptionsFile, PlotFile} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	// The saved model loads and simplifies.
	simp, err := access.Load(dir, c.Backend)
	if err != nil {
		t.Fatal(err)
	}
	vals, err := simp.DefaultValues()
	if err != nil {
		t.Fatal(err)
	}
	out, err := simp.Simplify(context.Background(), c.Valid.Complex[:2], vals, access.Options{Beams: 2})
	if err != nil || len(out) != 2 {
		t.Fatalf("simplify: %v %q", err, out)
	}
}

// TestResumeMatchesUninterrupted interrupts a run after a checkpoint,
// resumes it and checks that every logged loss equals the uninterrupted
// run's, on each backend: a resumed run must be bit-identical on XLA too.
func TestResumeMatchesUninterrupted(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	backendtest.Run(t, testResumeMatchesUninterrupted)
}

func testResumeMatchesUninterrupted(t *testing.T, name string, backend compute.Backend) {
	const updates = 30
	full := t.TempDir()
	c := tinyRunOn(t, full, backend)
	if backendtest.IsXLA(name) {
		oneShape(t, &c, 32, 4)
	}
	c.Options.MaxUpdates = updates
	c.Options.ValidEvery = 10
	c.Options.Patience = 0
	if _, err := Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}

	cut := t.TempDir()
	c2 := tinyRunOn(t, cut, backend)
	c2.Train, c2.Options.MaxTokens = c.Train, c.Options.MaxTokens
	c2.Options.MaxUpdates = updates
	c2.Options.ValidEvery = 10
	c2.Options.Patience = 0
	b := interruptAndResume(t, c2, 23, updates) // after the checkpoint at 20 and a log row at 20
	a := readLog(t, full)
	if len(a.Loss) != len(b.Loss) || len(a.Loss) != updates/c.Options.LogEvery {
		t.Fatalf("log rows: uninterrupted %d, resumed %d", len(a.Loss), len(b.Loss))
	}
	sameLosses(t, a, b)
	if len(a.SARI) != len(b.SARI) {
		t.Fatalf("SARI rows %d vs %d", len(a.SARI), len(b.SARI))
	}
	for i := range a.SARI {
		if a.SARI[i] != b.SARI[i] {
			t.Errorf("SARI row %d: %v vs %v", i, a.SARI[i], b.SARI[i])
		}
	}
}

// oneShape keeps the pairs of c.Train whose examples pad to length padded
// and sets c.Options.MaxTokens so that they fill exactly batches batches:
// every training batch then has one shape. On XLA each new batch shape is a
// compilation of the training graph (~10 s on 2 loaded cores), which the
// full corpus's ~25 shapes would turn into minutes per run.
func oneShape(t *testing.T, c *Config, padded, batches int) {
	t.Helper()
	feats, err := c.Options.FeatureList()
	if err != nil {
		t.Fatal(err)
	}
	vocab, err := access.NewVocab(c.SPM, feats)
	if err != nil {
		t.Fatal(err)
	}
	ex, dropped, err := makeExamples(*c, vocab, feats, math.MaxInt)
	if err != nil || dropped > 0 || len(ex) != c.Train.Len() {
		t.Fatalf("makeExamples: %d examples of %d pairs, %d dropped, %v", len(ex), c.Train.Len(), dropped, err)
	}
	var keep []int
	for i, e := range ex {
		if padTo(max(len(e.Src), len(e.Tgt)+1)) == padded {
			keep = append(keep, i)
		}
	}
	rows := len(keep) / batches
	if rows < 2 {
		t.Fatalf("%d pairs pad to %d tokens, too few for %d batches", len(keep), padded, batches)
	}
	out := &Corpus{}
	for _, i := range keep[:rows*batches] {
		out.Complex = append(out.Complex, c.Train.Complex[i])
		out.Simple = append(out.Simple, c.Train.Simple[i])
	}
	c.Train, c.Options.MaxTokens = out, rows*padded
}

// interruptAndResume runs c in its directory, cancels it (like a kill)
// after update cutAt, resumes it up to resumeTo updates (a limit a resumed
// run may change) and returns the log.
func interruptAndResume(t *testing.T, c Config, cutAt, resumeTo int) LogSeries {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c.OnUpdate = func(u int, _ StepResult) {
		if u == cutAt {
			cancel()
		}
	}
	if _, err := Run(ctx, c); !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted run: err = %v", err)
	}
	c.OnUpdate = nil
	c.Options.MaxUpdates = resumeTo
	res, err := Run(context.Background(), c)
	if err != nil || res.Updates != resumeTo {
		t.Fatalf("resumed run: %+v, %v; want %d updates", res, err, resumeTo)
	}
	return readLog(t, c.Dir)
}

// sameLosses checks that every loss row of b equals the row of a at the
// same index.
func sameLosses(t *testing.T, a, b LogSeries) {
	t.Helper()
	if len(b.Loss) > len(a.Loss) {
		t.Fatalf("log rows: %d, reference %d", len(b.Loss), len(a.Loss))
	}
	for i := range b.Loss {
		if a.Loss[i] != b.Loss[i] || a.NLL[i] != b.NLL[i] {
			t.Errorf("row %d: uninterrupted %v/%v, resumed %v/%v", i, a.Loss[i], a.NLL[i], b.Loss[i], b.NLL[i])
		}
	}
}

func FuzzParseLog(f *testing.F) {
	f.Add(strings.Join(logHeader, ",") + "\n5,1,3.5,3.2,100,0.001,1.5,\n20,1,,,,,,31.5\n")
	f.Add("update\n")
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = ParseLog("fuzz", strings.NewReader(s))
	})
}
