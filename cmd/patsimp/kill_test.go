package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
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

// TestFilterKill kills patsimp filter with SIGKILL after its first
// checkpoint (every 50,000 pairs): the earlier output and report stay as
// they were, and the rerun resumes to the uninterrupted run's output and
// report.
func TestFilterKill(t *testing.T) {
	if testing.Short() {
		t.Skip("filters 120,000 pairs twice")
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "bronze.tsv")
	words := strings.Fields("the a valve spring housing sensor measures temperature fluid chamber device hole pressure drops closed apparatus comprises first second aperture")
	var b strings.Builder
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 120000 {
		src := make([]string, 12+rng.IntN(10))
		for j := range src {
			src[j] = words[rng.IntN(len(words))]
		}
		cand := append([]string(nil), src[:len(src)*2/3]...)
		rng.Shuffle(len(cand), func(x, y int) { cand[x], cand[y] = cand[y], cand[x] })
		fmt.Fprintf(&b, "%d\t%s.\t%s.\n", i, strings.Join(src, " "), strings.Join(cand, " "))
	}
	if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	args := func(out string) []string {
		return []string{"filter", "--quiet", "--depth", "off", "--workers", "1", "--in", in, "--out", out + ".tsv", "--report", out + ".json"}
	}
	full := filepath.Join(dir, "full")
	if code, _, errOut := runCLI(t, "", args(full)...); code != 0 {
		t.Fatalf("uninterrupted run: exit %d: %s", code, errOut)
	}
	killed := filepath.Join(dir, "killed")
	for _, ext := range []string{".tsv", ".json"} {
		if err := os.WriteFile(killed+ext, []byte("EARLIER\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	checkpoint := killed + ".tsv.checkpoint.json"
	if killWhen(t, startChild(t, args(killed)...), func() bool { _, err := os.Stat(checkpoint); return err == nil }) {
		for _, ext := range []string{".tsv", ".json"} {
			if b, _ := os.ReadFile(killed + ext); string(b) != "EARLIER\n" {
				t.Errorf("the killed run changed %s%s before it finished", killed, ext)
			}
		}
	}
	if code, _, errOut := runCLI(t, "", args(killed)...); code != 0 {
		t.Fatalf("resumed run: exit %d: %s", code, errOut)
	}
	sameFiles(t, full+".tsv", killed+".tsv")
	sameFiles(t, full+".json", killed+".json")
	for _, p := range []string{checkpoint, killed + ".tsv.partial"} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s left after success", p)
		}
	}
}
