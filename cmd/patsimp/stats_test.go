package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

func TestStatsCommand(t *testing.T) {
	dir := t.TempDir()
	in := writeTSVLines(t, filepath.Join(dir, "silver.tsv"), bronzeLines[7:]...)
	plots := filepath.Join(dir, "plots")
	code, stdout, stderr := runCLI(t, "", "stats", "--in", in, "--json", "--depth", "off", "--plot", plots, "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var st struct {
		Pairs int
		Rows  []struct {
			Metric  string
			Complex *struct{ N int }
			Pair    *struct{ N int }
			Note    string
		}
	}
	if err := json.Unmarshal([]byte(stdout), &st); err != nil {
		t.Fatalf("%v: %s", err, stdout)
	}
	if st.Pairs != 3 || len(st.Rows) != 7 || st.Rows[3].Metric != "depth" || !strings.Contains(st.Rows[3].Note, "not available") ||
		st.Rows[2].Complex == nil || st.Rows[2].Complex.N != 3 || st.Rows[6].Pair == nil {
		t.Errorf("stats %+v", st)
	}
	if files, _ := filepath.Glob(filepath.Join(plots, "*.png")); len(files) != 6 {
		t.Errorf("plots %v", files)
	}
	code, stdout, _ = runCLI(t, "", "stats", "--in", in, "--depth", "off", "--quiet")
	if code != 0 || !strings.Contains(stdout, "Flesch Reading Ease") || !strings.Contains(stdout, "3 pairs") {
		t.Errorf("text stats: %d %s", code, stdout)
	}
}

func TestStatsCommandSentences(t *testing.T) {
	dir := t.TempDir()
	in := writeTSVLines(t, filepath.Join(dir, "sentences.txt"), "The cat sat.", "kitten")
	code, stdout, stderr := runCLI(t, "", "stats", "--sentences", in, "--depth", "off", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.HasPrefix(stdout, "2 sentences\n") || !strings.Contains(stdout, "Length (chars)               9.0 ± 3.0") {
		t.Errorf("stdout:\n%s", stdout)
	}
	if code, _, _ := runCLI(t, "", "stats", "--sentences", in, "--in", in); code != 2 {
		t.Errorf("--sentences with --in: exit %d, want 2", code)
	}
}
