package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNoiseCommand(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "text.txt")
	os.WriteFile(in, []byte("The first housing part is connected to the second part.\nheld out line here\nok\n"), 0o644)
	ex := filepath.Join(dir, "ex.txt")
	os.WriteFile(ex, []byte("held out line here\n"), 0o644)
	out := filepath.Join(dir, "pairs.tsv")
	code, stdout, stderr := runCLI(t, "", "noise", "--out", out, "--exclude", ex, "--seed", "5", in)
	if code != 0 || !strings.Contains(stdout, "3 lines: 0 empty, 1 shorter than 3 tokens, 1 excluded; 1 pairs written") {
		t.Fatalf("exit %d: %s %s", code, stdout, stderr)
	}
	data, _ := os.ReadFile(out)
	f := strings.Split(strings.TrimSuffix(string(data), "\n"), "\t")
	if len(f) != 3 || f[0] != in+":1" || f[2] != "The first housing part is connected to the second part." || f[1] == f[2] {
		t.Errorf("pair %q", f)
	}
	// The same seed gives the same file.
	out2 := filepath.Join(dir, "pairs2.tsv")
	runCLI(t, "", "noise", "--out", out2, "--exclude", ex, "--seed", "5", in)
	if data2, _ := os.ReadFile(out2); string(data2) != string(data) {
		t.Errorf("not reproducible:\n%s\n%s", data, data2)
	}
	for _, args := range [][]string{{"noise", in}, {"noise", "--out", out, "--mask-ratio", "1.5", in}, {"noise", "--out", in, in}} {
		if code, _, _ := runCLI(t, "", args...); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}
