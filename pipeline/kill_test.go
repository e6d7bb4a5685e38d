package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/internal/killtest"
	"github.com/patsimp/patsimp/train"
)

// childEnv holds the JSON Config that TestPipelineChild runs.
const childEnv = "PATSIMP_PIPELINE_CHILD"

// TestPipelineChild is the child process of TestPipelineKill.
func TestPipelineChild(t *testing.T) {
	js := os.Getenv(childEnv)
	if js == "" {
		t.Skip("the child process of TestPipelineKill")
	}
	var c Config
	if err := json.Unmarshal([]byte(js), &c); err != nil {
		os.Exit(3)
	}
	p, err := New(c, io.Discard)
	if err != nil {
		os.Exit(3)
	}
	if err := p.Run(context.Background(), ""); err != nil {
		os.Exit(1)
	}
	os.Exit(0)
}

// killPipeline runs the pipeline of c in a child process and kills it with
// SIGKILL once ready reports progress; it reports whether the kill landed
// before the child ended.
func killPipeline(t *testing.T, c Config, ready func() bool) bool {
	t.Helper()
	js, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	cmd := killtest.Start(t, "TestPipelineChild", childEnv, string(js))
	return killtest.KillWhen(t, cmd, 3*time.Minute, ready)
}

// TestPipelineKill kills a pipeline process with SIGKILL in the middle of
// the bronze stage and again in the middle of training, reruns it, and
// checks that every stage's output equals an uninterrupted run's byte for
// byte. A second pipeline on a running work directory is refused.
func TestPipelineKill(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	small := func(dir string) Config {
		c := tinyConfig(t, dir)
		c.Corpus.Limit = 400
		c.Generator.Batch = 16
		c.Train.ValidEvery = 2
		return c
	}
	ref := small(t.TempDir())
	p, err := New(ref, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Run(context.Background(), ""); err != nil {
		t.Fatal(err)
	}

	c := small(t.TempDir())
	ps := PathsFor(c.Dir)
	bronzeState := func() bool {
		b, err := os.ReadFile(decode.StatePath(ps.Bronze))
		if err != nil {
			return false
		}
		st, err := decode.ParseCorpusState("state", b)
		return err == nil && st.BatchesDone >= 2
	}
	if !killPipeline(t, c, bronzeState) {
		t.Log("the first kill came after the pipeline ended")
	}
	trained := func() bool {
		_, err := os.Stat(filepath.Join(ps.Model, train.LastFile))
		return err == nil
	}
	landed := killPipeline(t, c, trained)
	if !landed {
		t.Log("the second kill came after the pipeline ended")
	}
	// While one pipeline holds the work directory, another is refused.
	lock, err := jobfile.Lock(filepath.Join(ps.State, "pipeline.lock"))
	if err != nil {
		t.Fatal(err)
	}
	p2, _ := New(c, io.Discard)
	if err := p2.Run(context.Background(), ""); err == nil || !strings.Contains(err.Error(), "another pipeline") {
		t.Errorf("concurrent pipeline: %v", err)
	}
	lock.Close()
	// Another learning rate over the killed training run: refused, naming
	// the option and the flag; the run is left to resume.
	if landed {
		changed := c
		changed.Train.LR = 1e-3
		p4, _ := New(changed, io.Discard)
		err := p4.Run(context.Background(), "")
		var mm *jobfile.MismatchError
		if !errors.As(err, &mm) || !strings.Contains(err.Error(), "schedule.peak") || !strings.Contains(err.Error(), "pipeline --restart") {
			t.Errorf("changed train.lr over a killed run: %v", err)
		}
	}
	p3, _ := New(c, io.Discard)
	if err := p3.Run(context.Background(), ""); err != nil {
		t.Fatal(err)
	}
	rp := PathsFor(ref.Dir)
	for _, f := range []struct{ a, b string }{
		{rp.Sentences, ps.Sentences}, {rp.Bronze, ps.Bronze}, {rp.Silver, ps.Silver}, {rp.Train, ps.Train},
		{rp.Valid, ps.Valid}, {rp.Test, ps.Test},
		{filepath.Join(rp.Model, "best.safetensors"), filepath.Join(ps.Model, "best.safetensors")},
		{filepath.Join(rp.Model, train.TuneLogFile), filepath.Join(ps.Model, train.TuneLogFile)},
		{filepath.Join(rp.EvalDir, "tuned.txt"), filepath.Join(ps.EvalDir, "tuned.txt")},
		{rp.Metrics, ps.Metrics},
	} {
		a, err := os.ReadFile(f.a)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(f.b)
		if err != nil {
			t.Fatal(err)
		}
		if len(a) == 0 || string(a) != string(b) {
			t.Errorf("%s: killed and resumed run differs from the uninterrupted one (%d vs %d bytes)", filepath.Base(f.b), len(b), len(a))
		}
	}
}
