package pipeline

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTinyEndToEnd runs every stage on 800 bundled patent sentences with the
// tiny text-level Pegasus test checkpoint as the generator (trained to drop
// articles and parenthesised parts) and a tiny ACCESS model, then checks that
// a rerun skips everything and that --from reruns the tail with the same
// result.
func TestTinyEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	c := tinyConfig(t, t.TempDir())

	// An interrupted run (killed as training starts), then resumed.
	ci := tinyConfig(t, t.TempDir())
	pi, err := New(ci, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stages := pi.Stages()
	for _, s := range stages {
		if s.Name == "train" {
			run := s.Run
			s.Run = func(ctx context.Context) error { cancel(); return run(ctx) }
		}
	}
	if err := (&Runner{StateDir: pi.Paths.State}).Run(ctx, stages); !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted run: err = %v, want context.Canceled", err)
	}
	if err := pi.Run(context.Background(), ""); err != nil {
		t.Fatalf("resumed run: %v", err)
	}
	var resumed Metrics
	if err := readJSON(pi.Paths.Metrics, &resumed); err != nil {
		t.Fatal(err)
	}

	var log bytes.Buffer
	p, err := New(c, &log)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Run(context.Background(), ""); err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
	var m Metrics
	if err := readJSON(p.Paths.Metrics, &m); err != nil {
		t.Fatal(err)
	}
	var split struct{ Pairs [3]int }
	if err := readJSON(filepath.Join(p.Paths.SplitDir, "split.json"), &split); err != nil {
		t.Fatal(err)
	}
	if m.Pairs != split.Pairs[2] || m.Tuned.N != m.Pairs || m.Tuned.SARI <= 0 || m.Identity.BLEU <= 0 {
		t.Fatalf("metrics %+v for %d test pairs", m, split.Pairs[2])
	}
	if resumed.Tuned.SARI != m.Tuned.SARI || resumed.Default.SARI != m.Default.SARI || resumed.Pairs != m.Pairs {
		t.Fatalf("interrupted+resumed run differs: SARI %v/%v vs %v/%v", resumed.Tuned.SARI, resumed.Default.SARI, m.Tuned.SARI, m.Default.SARI)
	}
	report, err := os.ReadFile(p.Paths.Report)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Table 4 analogue", "Table 5 analogue", "Table 6 analogue", "5 random test examples", "55.22"} {
		if !bytes.Contains(report, []byte(want)) {
			t.Errorf("report lacks %q", want)
		}
	}
	var fr struct {
		Read, Kept int
	}
	if err := readJSON(p.Paths.FilterReport, &fr); err != nil || fr.Read != 800 || fr.Kept == 0 {
		t.Fatalf("filter report %+v, %v", fr, err)
	}

	// A second run skips every stage.
	log.Reset()
	p2, _ := New(c, &log)
	if err := p2.Run(context.Background(), ""); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(log.String(), "up to date, skipped"); got != len(StageNames) {
		t.Fatalf("second run skipped %d stages, want %d:\n%s", got, len(StageNames), log.String())
	}

	// --from evaluate reruns evaluate, stats and report with the same metrics.
	before, _ := os.ReadFile(p.Paths.Metrics)
	log.Reset()
	p3, _ := New(c, &log)
	if err := p3.Run(context.Background(), "evaluate"); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(log.String(), "running"); got != 3 {
		t.Fatalf("--from evaluate ran %d stages, want 3:\n%s", got, log.String())
	}
	after, _ := os.ReadFile(p.Paths.Metrics)
	var a, b Metrics
	json.Unmarshal(before, &b)
	json.Unmarshal(after, &a)
	if a.Tuned.SARI != b.Tuned.SARI || a.Default.SARI != b.Default.SARI {
		t.Fatalf("rerun changed the metrics: %v/%v vs %v/%v", a.Tuned.SARI, a.Default.SARI, b.Tuned.SARI, b.Default.SARI)
	}
}

// tinyConfig is the tiny end-to-end run in dir.
func tinyConfig(t *testing.T, dir string) Config {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	c := Default()
	c.Dir = dir
	c.Corpus.Sentences = filepath.Join(root, "datasets", "patents", "sentences.txt.gz")
	c.Corpus.Limit = 800
	c.Generator = GeneratorConfig{Kind: "pegasus", Model: filepath.Join(root, "testdata", "pegasus", "tiny_text"), Beams: 2, Batch: 64}
	c.Filter.NoSimplicity = true // the tiny generator only deletes words
	c.Train = TrainConfig{Config: "tiny", VocabSize: 600, MaxTokens: 2000, MaxUpdates: 6, ValidSentences: 8}
	c.Tune = TuneConfig{Budget: 2, Beams: 1, Sentences: 8}
	c.Evaluate = EvaluateConfig{Beams: 1}
	c.Examples = 5
	return c
}

func TestLoadRejectsUnknownKeysAndMissingFields(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, yaml, want string
	}{
		{"unknown key", "dir: x\ncorpus: {sentences: s.txt}\ngenerator: {kind: access, model: m}\nbogus: 1\n", "bogus"},
		{"no corpus", "dir: x\ngenerator: {kind: access, model: m}\n", "corpus.inputs or corpus.sentences"},
		{"bad kind", "dir: x\ncorpus: {sentences: s}\ngenerator: {kind: t5, model: m}\n", "generator.kind"},
		{"no model", "dir: x\ncorpus: {sentences: s}\ngenerator: {kind: pegasus}\n", "generator.model"},
	}
	for _, tc := range cases {
		p := filepath.Join(dir, "c.yaml")
		os.WriteFile(p, []byte(tc.yaml), 0o644)
		_, err := Load(p)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want mention of %q", tc.name, err, tc.want)
		}
	}
	c, err := Load(filepath.Join("..", "configs", "pipeline.yaml"))
	if err != nil {
		t.Fatalf("bundled config: %v", err)
	}
	if c.Train.Config != "small" || c.Generator.Kind != "access" {
		t.Fatalf("bundled config read as %+v", c)
	}
}
