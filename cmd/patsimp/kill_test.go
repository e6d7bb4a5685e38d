package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCorpusKill kills patsimp corpus with SIGKILL after its first
// checkpoint: the earlier outputs stay as they were until the run
// succeeds, and the rerun's outputs equal an uninterrupted run's byte for
// byte.
func TestCorpusKill(t *testing.T) {
	inputs, err := filepath.Glob("../../testdata/patents/shared/ipgxml_*.small.xml.gz")
	if err != nil || len(inputs) < 4 {
		t.Fatalf("inputs %q: %v", inputs, err)
	}
	dir := t.TempDir()
	args := func(out string) []string {
		return append([]string{"corpus", "--quiet", "--out", out + ".txt", "--meta", out + ".tsv"}, inputs...)
	}
	full := filepath.Join(dir, "full")
	if code, _, errOut := runCLI(t, "", args(full)...); code != 0 {
		t.Fatalf("uninterrupted run: exit %d: %s", code, errOut)
	}
	killed := filepath.Join(dir, "killed")
	for _, ext := range []string{".txt", ".tsv"} {
		if err := os.WriteFile(killed+ext, []byte("EARLIER\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	state := killed + ".txt.state"
	if killWhen(t, startChild(t, args(killed)...), func() bool { _, err := os.Stat(state); return err == nil }) {
		for _, ext := range []string{".txt", ".tsv"} {
			if b, _ := os.ReadFile(killed + ext); string(b) != "EARLIER\n" {
				t.Errorf("the killed run changed %s%s before it finished", killed, ext)
			}
		}
		if lineCount(killed+".txt.partial") == 0 {
			t.Errorf("no sentence in the partial output at the kill")
		}
	}
	if code, _, errOut := runCLI(t, "", args(killed)...); code != 0 {
		t.Fatalf("resumed run: exit %d: %s", code, errOut)
	}
	sameFiles(t, full+".txt", killed+".txt")
	sameFiles(t, full+".tsv", killed+".tsv")
	for _, p := range []string{state, killed + ".txt.partial", killed + ".tsv.partial"} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s left after success", p)
		}
	}
}
