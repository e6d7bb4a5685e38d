package pipeline

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/align"
	"github.com/patsimp/patsimp/data/silver"
)

// TestAlignStage runs the align and filter stages on the bundled alignment
// samples and three hand-written bronze pairs: the mined pairs are those of
// data/align.Files, the filter reads bronze and mined pairs together, an
// excluded sentence disappears on rerun, and without align inputs the
// filter reads the bronze file alone.
func TestAlignStage(t *testing.T) {
	samples, err := filepath.Glob("../testdata/patents/ep/align/*.xml.gz")
	if err != nil || len(samples) == 0 {
		t.Fatalf("alignment samples: %v (%d files)", err, len(samples))
	}
	def := Default()
	var want []align.Pair
	opt := align.FileOptions{Align: def.Align.options(),
		Corpus: def.Corpus.cleaning()}
	if _, err := align.Files(context.Background(), samples, opt, func(p align.Pair) error {
		want = append(want, p)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(want) < 2 {
		t.Fatalf("the samples align %d pairs; the test needs at least 2", len(want))
	}

	bronze := "1\tThe device comprises a first housing and a second housing, which are connected by a hinge.\tThe device has two housings joined by a hinge.\n" +
		"2\tIn a preferred embodiment, the coating is applied by spraying the solution onto the substrate.\tThe coating is sprayed onto the substrate.\n" +
		"3\tThe method further comprises the step of heating the mixture to a temperature of about 80 degrees.\tThe mixture is then heated to about 80 degrees.\n"
	run := func(c Config) (*Pipeline, silver.Report) {
		t.Helper()
		p, err := New(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(p.Paths.Bronze), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p.Paths.Bronze, []byte(bronze), 0o644); err != nil {
			t.Fatal(err)
		}
		var stages []*Stage
		for _, s := range p.Stages() {
			if s.Name == "align" || s.Name == "filter" {
				stages = append(stages, s)
			}
		}
		if err := (&Runner{StateDir: p.Paths.State}).Run(context.Background(), stages); err != nil {
			t.Fatal(err)
		}
		var rep silver.Report
		if err := readJSON(p.Paths.FilterReport, &rep); err != nil {
			t.Fatal(err)
		}
		return p, rep
	}

	c := Default()
	c.Dir = t.TempDir()
	c.Corpus.Sentences = "unused.txt"
	c.Generator.Model = "unused"
	c.Filter.NoSimplicity = true
	c.Align.Inputs = samples
	p, rep := run(c)
	mined := readLinesT(t, p.Paths.Aligned)
	if len(mined) != len(want) {
		t.Fatalf("align stage mined %d pairs, align.Files %d", len(mined), len(want))
	}
	for i, l := range mined {
		if l != want[i].TSVLine() {
			t.Errorf("pair %d: %q, want %q", i, l, want[i].TSVLine())
		}
	}
	var sum AlignSummary
	if err := readJSON(p.Paths.AlignReport, &sum); err != nil || sum.Pairs != len(want) || sum.Inputs != len(samples) || sum.Report.Pairs != len(want) {
		t.Fatalf("align report %+v, %v", sum, err)
	}
	if rep.Read != 3+len(want) {
		t.Fatalf("filter read %d pairs, want 3 bronze + %d mined", rep.Read, len(want))
	}
	if cand, _ := os.ReadFile(p.Paths.Candidates); string(cand) != bronze+strings.Join(mined, "\n")+"\n" {
		t.Fatalf("candidates file is not the bronze pairs followed by the mined ones:\n%s", cand)
	}
	ids := map[string]bool{"1": true, "2": true, "3": true}
	for _, pr := range want {
		ids[pr.ID] = true
	}
	kept := readLinesT(t, p.Paths.Silver)
	if len(kept) != rep.Kept || len(kept) == 0 {
		t.Fatalf("silver has %d pairs, report says %d kept", len(kept), rep.Kept)
	}
	for _, l := range kept {
		if id, _, _ := strings.Cut(l, "\t"); !ids[id] {
			t.Errorf("silver pair of unknown origin: %q", l)
		}
	}

	// Excluding the complex side of a single-sentence pair drops it.
	i := slices.IndexFunc(want, func(p align.Pair) bool { return len(p.Sentences) == 1 })
	if i < 0 {
		t.Fatal("no single-sentence pair in the samples")
	}
	ex := filepath.Join(t.TempDir(), "exclude.txt")
	if err := os.WriteFile(ex, []byte(want[i].Complex+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.Align.Exclude = ex
	p, rep = run(c)
	mined2 := readLinesT(t, p.Paths.Aligned)
	if slices.Contains(mined2, want[i].TSVLine()) || len(mined2) >= len(mined) || rep.Read != 3+len(mined2) {
		t.Fatalf("with %q excluded: %d mined pairs (before %d), filter read %d", want[i].Complex, len(mined2), len(mined), rep.Read)
	}

	// No align inputs: an empty pair file, and the filter reads the bronze file.
	c.Dir, c.Align.Inputs, c.Align.Exclude = t.TempDir(), nil, ""
	p, rep = run(c)
	if got := readLinesT(t, p.Paths.Aligned); len(got) != 0 || rep.Read != 3 {
		t.Fatalf("without align inputs: %d mined pairs, filter read %d", len(got), rep.Read)
	}
	if _, err := os.Stat(p.Paths.Candidates); !os.IsNotExist(err) {
		t.Fatalf("candidates file written without mined pairs: %v", err)
	}
}

func readLinesT(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.TrimSuffix(string(b), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

func TestAlignConfigValidation(t *testing.T) {
	cases := []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"thresholds out of order", func(c *Config) { c.Align.Min, c.Align.Add = 0.7, 0.6 }, "min <= add"},
		{"no stitching", func(c *Config) { c.Align.MaxStitched = 0 }, "max stitched"},
		{"negative prefilter", func(c *Config) { c.Align.Prefilter = -1 }, "prefilter"},
		{"exclude without inputs", func(c *Config) { c.Align.Exclude = "x.txt" }, "align.inputs is empty"},
	}
	for _, tc := range cases {
		c := Default()
		c.Corpus.Sentences, c.Generator.Model = "s.txt", "m"
		tc.edit(&c)
		if err := c.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want mention of %q", tc.name, err, tc.want)
		}
	}
}
