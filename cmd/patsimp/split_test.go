package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	dir := t.TempDir()
	var lines []string
	for i := range 50 {
		lines = append(lines, strings.Repeat("x", i+1)+"\tComplex "+strings.Repeat("y", i+1)+".\tSimple.")
	}
	in := writeTSVLines(t, filepath.Join(dir, "silver.tsv"), lines...)
	code, stdout, stderr := runCLI(t, "", "split", "--in", in, "--out", filepath.Join(dir, "split"), "--seed", "3", "--parallel")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// Sizes(50) = 32/8/10.
	for _, want := range []string{"train       32 pairs", "valid        8 pairs", "test        10 pairs", "test.complex"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "split", "valid.simple"))
	if err != nil || strings.Count(string(data), "\n") != 8 {
		t.Errorf("valid.simple: %v %q", err, data)
	}
}
