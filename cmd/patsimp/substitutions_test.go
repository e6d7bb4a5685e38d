package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/lexsub"
	"github.com/patsimp/patsimp/eval"
)

// TestSubstitutions: the command lists the substitutions people made that
// write a more frequent word, skipping the first sentences, and refuses
// reference files of another length naming them.
func TestSubstitutions(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	orig := write("orig", "Skipped approximately.\nIt weighs approximately 5 g.\nThe dog is big.\n")
	r0 := write("r0", "Skipped about.\nIt weighs about 5 g.\nThe dog is enormous.\n")
	r1 := write("r1", "Skipped about.\nIt weighs about 5 g.\nThe dog is enormous.\n")
	code, out, errs := runCLI(t, "", "substitutions", "--orig", orig, "--refs", r0, "--refs", r1, "--skip", "1", "--min-count", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	// "big" → "enormous" writes a rarer word: not listed.
	if len(lines) != 2 || !strings.HasPrefix(lines[1], "2\t1.00\tapproximately\tabout\t") {
		t.Errorf("output %q, want the header and approximately → about, 2 of 2", out)
	}
	// --openers: "However," dropped by both references, "In fact," by one.
	orig = write("orig2", "However, it is big.\nIn fact, it is red.\nIt is, however, small.\n")
	r0 = write("r02", "It is big.\nIt is red.\nIt is small.\n")
	r1 = write("r12", "It is big.\nIn fact, it is red.\nIt is small.\n")
	code, out, errs = runCLI(t, "", "substitutions", "--orig", orig, "--refs", r0, "--refs", r1, "--openers", "--min-count", "1", "--min-rate", "0.5")
	if want := "# count\trate\topener\n2\t1.00\thowever,\n1\t0.50\tin fact,\n"; code != 0 || out != want {
		t.Errorf("--openers: exit %d, output %q, want %q (%s)", code, out, want, errs)
	}
	short := write("short", "One line.\n")
	if code, _, errs := runCLI(t, "", "substitutions", "--orig", orig, "--refs", short); code == 0 || !strings.Contains(errs, short+": 1 lines") {
		t.Errorf("a short reference file: exit %d, %q", code, errs)
	}
}

// TestDefaultSubstitutionsInventNothing: every word the bundled table writes
// is in the bundled word list, and its rarest word is no rarer than the
// rarest word it replaces, as docs/lexsub.md says (so the lexical step
// cannot raise eval's invented-word rate).
func TestDefaultSubstitutionsInventNothing(t *testing.T) {
	tab, err := lexsub.Default()
	if err != nil {
		t.Fatal(err)
	}
	ranks, err := eval.DefaultWordRanker()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for from, to := range tab.All() {
		n++
		rt, known := rarestRank(ranks, to)
		if !known {
			t.Errorf("%q → %q writes a word the list does not know", from, to)
			continue
		}
		if rf, _ := rarestRank(ranks, from); rt > rf {
			t.Errorf("%q → %q writes a rarer word (rank %d against %d)", from, to, rt, rf)
		}
	}
	if n != tab.Len() {
		t.Errorf("All yielded %d pairs, Len says %d", n, tab.Len())
	}
}
