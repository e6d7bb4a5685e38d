package pipeline

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// twoStages returns a copy stage and an upper-casing stage over files in dir
// and a counter of how often each ran.
func twoStages(dir string, setting string, runs map[string]int) []*Stage {
	in := filepath.Join(dir, "in.txt")
	mid := filepath.Join(dir, "mid.txt")
	out := filepath.Join(dir, "out.txt")
	return []*Stage{
		{Name: "copy", Inputs: []string{in}, Outputs: []string{mid}, Settings: setting,
			Run: func(context.Context) error {
				runs["copy"]++
				b, err := os.ReadFile(in)
				if err != nil {
					return err
				}
				return os.WriteFile(mid, b, 0o644)
			}},
		{Name: "upper", Inputs: []string{mid}, Outputs: []string{out},
			Run: func(context.Context) error {
				runs["upper"]++
				b, err := os.ReadFile(mid)
				if err != nil {
					return err
				}
				return os.WriteFile(out, bytes.ToUpper(b), 0o644)
			}},
	}
}

func TestRunnerSkipsFreshStagesAndRerunsStaleOnes(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(in, []byte("patent"), 0o644); err != nil {
		t.Fatal(err)
	}
	runs := map[string]int{}
	r := &Runner{StateDir: filepath.Join(dir, "state")}
	ctx := context.Background()

	steps := []struct {
		name    string
		prepare func()
		setting string
		from    string
		want    map[string]int
	}{
		{"first run", func() {}, "a", "", map[string]int{"copy": 1, "upper": 1}},
		{"all fresh", func() {}, "a", "", map[string]int{"copy": 1, "upper": 1}},
		{"input touched, same content", func() {
			future := time.Now().Add(time.Hour)
			os.Chtimes(in, future, future)
		}, "a", "", map[string]int{"copy": 1, "upper": 1}},
		{"input changed, same size", func() {
			os.WriteFile(in, []byte("Patent"), 0o644)
		}, "a", "", map[string]int{"copy": 2, "upper": 2}},
		{"settings changed", func() {}, "b", "", map[string]int{"copy": 3, "upper": 3}},
		{"from second stage", func() {}, "b", "upper", map[string]int{"copy": 3, "upper": 4}},
		{"output deleted", func() { os.Remove(filepath.Join(dir, "out.txt")) }, "b", "", map[string]int{"copy": 3, "upper": 5}},
	}
	for _, st := range steps {
		st.prepare()
		r.From = st.from
		if err := r.Run(ctx, twoStages(dir, st.setting, runs)); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		for k, v := range st.want {
			if runs[k] != v {
				t.Errorf("%s: stage %s ran %d times, want %d", st.name, k, runs[k], v)
			}
		}
	}
	got, _ := os.ReadFile(filepath.Join(dir, "out.txt"))
	if string(got) != "PATENT" {
		t.Fatalf("final output %q", got)
	}
}

func TestRunnerFailureLeavesStageToRerun(t *testing.T) {
	dir := t.TempDir()
	r := &Runner{StateDir: dir}
	fail := true
	ran := 0
	stages := []*Stage{{Name: "flaky", Run: func(context.Context) error {
		ran++
		if fail {
			return errors.New("killed")
		}
		return nil
	}}}
	if err := r.Run(context.Background(), stages); err == nil || !strings.Contains(err.Error(), "stage flaky: killed") {
		t.Fatalf("err = %v", err)
	}
	fail = false
	if err := r.Run(context.Background(), stages); err != nil {
		t.Fatal(err)
	}
	if err := r.Run(context.Background(), stages); err != nil {
		t.Fatal(err)
	}
	if ran != 2 {
		t.Fatalf("ran %d times, want 2 (fail, then once more, then skipped)", ran)
	}
}

func TestRunnerUnknownFrom(t *testing.T) {
	r := &Runner{StateDir: t.TempDir(), From: "nope"}
	if err := r.Run(context.Background(), nil); err == nil {
		t.Fatal("want error for unknown --from stage")
	}
}

// TestRunnerScratch: a stage's resume files survive a failed (killed) run,
// so the rerun resumes, but are removed before a finished stage runs again
// with new settings, so that run starts over.
func TestRunnerScratch(t *testing.T) {
	dir := t.TempDir()
	scratch := filepath.Join(dir, "job.partial")
	out := filepath.Join(dir, "out.txt")
	r := &Runner{StateDir: filepath.Join(dir, "state")}
	var sawScratch []bool
	stage := func(setting string, fail bool) []*Stage {
		return []*Stage{{Name: "job", Outputs: []string{out}, Settings: setting, Scratch: []string{scratch},
			Run: func(context.Context) error {
				_, err := os.Stat(scratch)
				sawScratch = append(sawScratch, err == nil)
				if err := os.WriteFile(scratch, []byte(setting), 0o644); err != nil {
					return err
				}
				if fail {
					return errors.New("killed")
				}
				return os.WriteFile(out, []byte(setting), 0o644)
			}}}
	}
	ctx := context.Background()
	if err := r.Run(ctx, stage("a", true)); err == nil {
		t.Fatal("the failing run reported no error")
	}
	if err := r.Run(ctx, stage("a", false)); err != nil { // resumes: scratch kept
		t.Fatal(err)
	}
	if err := r.Run(ctx, stage("b", false)); err != nil { // settings changed: scratch removed
		t.Fatal(err)
	}
	if want := []bool{false, true, false}; !slices.Equal(sawScratch, want) {
		t.Errorf("scratch present at the start of each run: %v, want %v", sawScratch, want)
	}
}
