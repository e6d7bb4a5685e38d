package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/models/access"

	"github.com/patsimp/patsimp/train"
)

const accessTestdata = "../../testdata/access"

// TestTrainSimplifyTune runs the three ACCESS commands end to end on the
// bundled sample: a short tiny-model training, simplification to stdout and
// to a file (resuming a partial output), and a two-setting tune whose best
// values become the checkpoint's default.
func TestTrainSimplifyTune(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	dir := filepath.Join(t.TempDir(), "run")
	code, _, errOut := runCLI(t, "", "train",
		"--train", filepath.Join(accessTestdata, "sample"), "--valid", filepath.Join(accessTestdata, "valid"),
		"--out", dir, "--vocab", filepath.Join(accessTestdata, "spm.model"), "--config", "tiny",
		"--features", "LengthRatio,Levenshtein", "--max-tokens", "1200", "--max-updates", "6",
		"--lr", "3e-3", "--warmup", "3", "--valid-sentences", "4", "--log-every", "3")
	if code != 0 {
		t.Fatalf("train: exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "best validation SARI") {
		t.Errorf("train output lacks the summary: %s", errOut)
	}
	in := "The cat sat on the mat.\nAn unusual weather event occurred in 2006.\n"
	code, out, errOut := runCLI(t, in, "simplify", "--checkpoint", dir, "--beams", "2", "--batch", "1",
		"--control", "LengthRatio=0.8,Levenshtein=0.6")
	if code != 0 {
		t.Fatalf("simplify: exit %d: %s", code, errOut)
	}
	if n := strings.Count(out, "\n"); n != 2 {
		t.Errorf("simplify wrote %d lines: %q", n, out)
	}
	// To a file over a partial file of unknown origin: refused (exit 2, the
	// file kept), then discarded with --restart; the file equals the
	// stdout run.
	inFile := filepath.Join(t.TempDir(), "in.txt")
	outFile := filepath.Join(t.TempDir(), "out.txt")
	if err := os.WriteFile(inFile, []byte(in), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(outFile+".partial", []byte("kept line\ntorn"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runCLI(t, "", "simplify", "--checkpoint", dir, "--in", inFile, "--out", outFile,
		"--beams", "2", "--batch", "1", "--control", "LengthRatio=0.8,Levenshtein=0.6")
	if b, _ := os.ReadFile(outFile + ".partial"); code != 2 || !strings.Contains(errOut, "--restart") || string(b) != "kept line\ntorn" {
		t.Errorf("partial file of unknown origin: exit %d, %s, file now %q", code, errOut, b)
	}
	code, _, errOut = runCLI(t, "", "simplify", "--checkpoint", dir, "--in", inFile, "--out", outFile,
		"--beams", "2", "--batch", "1", "--control", "LengthRatio=0.8,Levenshtein=0.6", "--restart")
	if code != 0 {
		t.Fatalf("simplify --out: exit %d: %s", code, errOut)
	}
	got, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != out {
		t.Errorf("resumed output %q, stdout run %q", got, out)
	}

	code, out, errOut = runCLI(t, "", "tune", "--checkpoint", dir, "--valid", filepath.Join(accessTestdata, "valid"),
		"--budget", "2", "--valid-sentences", "3", "--beams", "1")
	if code != 0 {
		t.Fatalf("tune: exit %d: %s", code, errOut)
	}
	meta, err := access.ReadMeta(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, meta.Controls+"\t") || meta.TunedSARI <= 0 {
		t.Errorf("tune printed %q, checkpoint has %q (SARI %v)", out, meta.Controls, meta.TunedSARI)
	}
	if meta.Controls == access.DefaultControls {
		t.Errorf("tune kept the default controls")
	}
	trials, _, err := train.ReadTuneLog(filepath.Join(dir, train.TuneLogFile))
	if err != nil || len(trials) != 2 {
		t.Fatalf("tune log: %d trials, %v", len(trials), err)
	}
	// A second tune with the same budget reuses the log.
	code, out2, errOut := runCLI(t, "", "tune", "--checkpoint", dir, "--valid", filepath.Join(accessTestdata, "valid"),
		"--budget", "2", "--valid-sentences", "3", "--beams", "1")
	if code != 0 || out2 != out || strings.Contains(errOut, "tune: ") {
		t.Errorf("resumed tune: exit %d, %q vs %q, stderr %q", code, out2, out, errOut)
	}
}

func TestAccessCommandsUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"train", "--train", "x"}, "--train, --valid and --out are required"},
		{[]string{"train", "--train", "x", "--valid", "y", "--out", "z", "--config", "huge"}, "--config"},
		{[]string{"train", "--train", "x", "--valid", "y", "--out", "z", "--features", "Foo"}, "unknown control feature"},
		{[]string{"simplify", "--control", "Foo=1"}, "--control"},
		{[]string{"train", "--train", "x", "--valid", "y", "--out", "z", "--init", "m", "--config", "base"}, "drop --config"},
		{[]string{"simplify", "--checkpoint", "x", "--beams", "0"}, "at least 1"},
		{[]string{"tune", "--checkpoint", "x"}, "--checkpoint and --valid are required"},
	}
	for _, tt := range tests {
		code, _, errOut := runCLI(t, "", tt.args...)
		if code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tt.args, code, errOut, tt.want)
		}
	}
}
