package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/conllu"
	"github.com/patsimp/patsimp/models/depparse"
)

const parseInput = "The device comprises a housing.\n\nI don't know, said Mr. Smith.\nHello.\n"

func TestParseDepthMatchesLibrary(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the bundled parser")
	}
	code, out, errOut := runCLI(t, parseInput, "parse", "--format", "depth")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	p, err := depparse.Default()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(parseInput, "\n"), "\n")
	want, err := p.Depths(lines)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Fields(out)
	if len(got) != len(want) {
		t.Fatalf("%d depths for %d lines: %q", len(got), len(want), out)
	}
	for i := range want {
		if got[i] != strconv.Itoa(want[i]) {
			t.Errorf("line %d: depth %s, library says %d", i+1, got[i], want[i])
		}
	}
}

func TestParseCoNLLU(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the bundled parser")
	}
	in := filepath.Join(t.TempDir(), "in.txt")
	if err := os.WriteFile(in, []byte(parseInput), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "parse", "--in", in)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	sents, err := conllu.ReadAll(strings.NewReader(out), "output")
	if err != nil {
		t.Fatalf("output is not valid CoNLL-U: %v\n%s", err, out)
	}
	if len(sents) != 3 {
		t.Fatalf("%d sentences, want 3 (the empty line is skipped)", len(sents))
	}
	if sents[1].ID() != "3" || sents[1].Text() != "I don't know, said Mr. Smith." {
		t.Errorf("second sentence id %q text %q", sents[1].ID(), sents[1].Text())
	}
	if got := strings.Join(sents[1].Forms(), " "); got != "I do n't know , said Mr. Smith ." {
		t.Errorf("tokens %q", got)
	}
	// The UPOS column holds the tagger's tags (the bundled model's own
	// tags of this sentence, each the gold EWT tag).
	var tags []string
	for _, w := range sents[1].Words {
		tags = append(tags, w.UPOS)
	}
	if got, want := strings.Join(tags, " "), "PRON AUX PART VERB PUNCT VERB PROPN PROPN PUNCT"; got != want {
		t.Errorf("tags %q, want %q", got, want)
	}
}

func TestParseUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"parse", "--format", "xml"},
		{"parse", "--in", filepath.Join(t.TempDir(), "missing.txt")},
		{"parse", "extra"},
		{"parser"},
		{"parser", "fly"},
		{"parser", "train", "--train", "x"},
		{"parser", "train", "--train", "x", "--dev", "y", "--out", "z", "--schedule", "linear"},
		{"parser", "train", "--train", "x", "--dev", "y", "--out", "z", "--distill-weight", "0"},
		{"parser", "train", "--train", "x", "--dev", "y", "--out", "z", "--distill-weight", "1.5"},
		{"parser", "eval"},
	} {
		code, _, _ := runCLI(t, "", args...)
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}

func TestParserTrainAndEval(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a tiny parser")
	}
	fixtures := filepath.Join("..", "..", "testdata", "conllu")
	out := filepath.Join(t.TempDir(), "m.model")
	code, stdout, errOut := runCLI(t, "", "parser", "train",
		"--train", filepath.Join(fixtures, "ewt-dev-excerpt.conllu"),
		"--dev", filepath.Join(fixtures, "ewt-dev-excerpt.conllu"),
		"--out", out, "--epochs", "1", "--layers", "1", "--hidden", "32", "--batch-tokens", "4096")
	if code != 0 {
		t.Fatalf("train exit %d: %s", code, errOut)
	}
	if !strings.Contains(stdout, "epochs 1, updates") {
		t.Errorf("train output %q", stdout)
	}
	code, stdout, errOut = runCLI(t, "", "parser", "eval", "--model", out,
		"--gold", filepath.Join(fixtures, "ewt-dev-excerpt.conllu"))
	if code != 0 {
		t.Fatalf("eval exit %d: %s", code, errOut)
	}
	if !strings.Contains(stdout, "100 sentences, 2319 words, UAS") {
		t.Errorf("eval output %q", stdout)
	}
	// Distillation from one of the teachers kept in the repository.
	teacher := filepath.Join("..", "..", "models", "depparse", "teacher", "ewt-a.model")
	code, stdout, errOut = runCLI(t, "", "parser", "train",
		"--train", filepath.Join(fixtures, "ewt-dev-excerpt.conllu"),
		"--dev", filepath.Join(fixtures, "ewt-dev-excerpt.conllu"),
		"--out", filepath.Join(t.TempDir(), "s.model"), "--epochs", "1", "--layers", "1", "--hidden", "32",
		"--batch-tokens", "4096", "--schedule", "cosine", "--teacher", teacher, "--distill-weight", "0.7")
	if code != 0 {
		t.Fatalf("distilled train exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "teacher head distributions for 100 training sentences, weight 0.70") ||
		!strings.Contains(stdout, "epochs 1, updates") {
		t.Errorf("distilled train: stdout %q, stderr %q", stdout, errOut)
	}
	// A malformed treebank is reported with its line.
	bad := filepath.Join(t.TempDir(), "bad.conllu")
	if err := os.WriteFile(bad, []byte("1\tw\tw\tX\tX\t_\t0\tdep\t_\t_\n2\tw\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runCLI(t, "", "parser", "eval", "--model", out, "--gold", bad)
	if code != 2 || !strings.Contains(errOut, "bad.conllu:2:") {
		t.Errorf("malformed gold: exit %d, stderr %q", code, errOut)
	}
}
