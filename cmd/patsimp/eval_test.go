package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const turkDir = "../../datasets/turkcorpus/"

func turkArgs(sys string) []string {
	args := []string{"eval", "--orig", turkDir + "test.truecase.detok.orig", "--sys", sys}
	for _, k := range "01234567" {
		args = append(args, "--refs", turkDir+"test.truecase.detok.simp."+string(k))
	}
	return args
}

func TestEvalJSONMatchesEASSE(t *testing.T) {
	// Golden values: EASSE corpus_sari / corpus_bleu(lowercase=True), see
	// testdata/metrics/turkcorpus_test_golden.jsonl.
	code, out, errOut := runCLI(t, "", append(turkArgs("../../datasets/system_outputs/turkcorpus_test.ACCESS"), "--format", "json")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got map[string]float64
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("bad JSON %q: %v", out, err)
	}
	want := map[string]float64{
		"sari": 41.3810134298329, "sari_add": 6.579750440412351, "sari_keep": 72.78637360603534,
		"sari_del": 44.776916243051005, "bleu": 76.35911081479618, "n": 359,
	}
	for k, v := range want {
		if math.Abs(got[k]-v) > 1e-6 {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	for _, k := range []string{"fkgl", "fre", "compression_ratio", "levenshtein_sim", "sentence_splits",
		"exact_copies", "additions_proportion", "deletions_proportion", "lexical_complexity",
		"invented_words", "invented_count", "output_words", "loops", "self_bleu"} {
		if _, ok := got[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	if len(got) != 20 {
		t.Errorf("JSON has %d keys, want 20: %v", len(got), got)
	}
}

func TestEvalText(t *testing.T) {
	code, out, errOut := runCLI(t, "", turkArgs("../../datasets/system_outputs/turkcorpus_test.ACCESS")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"SARI                       41.381\n", "BLEU                       76.359\n", "Sentences                     359\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
}

func TestEvalOptions(t *testing.T) {
	// The legacy and case-sensitive variants must change the numbers the
	// way the library computes them.
	sys := "../../datasets/system_outputs/turkcorpus_test.PBMT-R"
	code, out, errOut := runCLI(t, "", append(turkArgs(sys), "--lowercase=false", "--format", "json")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got map[string]float64
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// EASSE corpus_bleu(lowercase=False) on PBMT-R.
	if math.Abs(got["bleu"]-81.81284159341895) > 1e-6 {
		t.Errorf("case-sensitive bleu = %v", got["bleu"])
	}
}

func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestEvalBadInput(t *testing.T) {
	dir := t.TempDir()
	two := writeFile(t, dir, "two.txt", "a b .\nc d .\n")
	three := writeFile(t, dir, "three.txt", "a b .\nc d .\ne f .\n")
	bad := writeFile(t, dir, "bad.txt", "fine\nbro\xffken\n")
	empty := writeFile(t, dir, "empty.txt", "a b .\n\n")
	for _, c := range []struct {
		name     string
		args     []string
		code     int
		contains []string
	}{
		{"line counts", []string{"--orig", two, "--sys", two, "--refs", three}, 2,
			[]string{"two.txt: 2 lines", "three.txt: 3 lines"}},
		{"invalid utf8", []string{"--orig", two, "--sys", bad, "--refs", two}, 2,
			[]string{"bad.txt:2:", "invalid UTF-8"}},
		{"missing file", []string{"--orig", filepath.Join(dir, "nope.txt"), "--sys", two, "--refs", two}, 2,
			[]string{"nope.txt"}},
		{"no refs: reference-free measures", []string{"--orig", two, "--sys", two}, 0,
			[]string{"Invented words %", "Exact copies                1.000", "BLEU vs source", "Sentences                       2"}},
		{"no sys", []string{"--orig", two, "--refs", two}, 2, []string{"--orig and --sys are required"}},
		{"bad tokenizer", []string{"--orig", two, "--sys", two, "--refs", two, "--tokenizer", "moses"}, 2,
			[]string{"moses"}},
		{"bad format", []string{"--orig", two, "--sys", two, "--refs", two, "--format", "xml"}, 2,
			[]string{"xml"}},
		{"empty lines allowed", []string{"--orig", empty, "--sys", empty, "--refs", empty, "--format", "json"}, 0,
			[]string{`"n":2`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, "", append([]string{"eval"}, c.args...)...)
			if code != c.code {
				t.Fatalf("exit %d, want %d (stderr %q)", code, c.code, errOut)
			}
			for _, s := range c.contains {
				if !strings.Contains(out+errOut, s) {
					t.Errorf("output lacks %q: %q %q", s, out, errOut)
				}
			}
		})
	}
}
