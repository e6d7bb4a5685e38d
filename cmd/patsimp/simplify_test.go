package main

import (
	"cmp"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/lexsub"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/models/depparse"
)

// TestSimplifyEmbeddedModel: with no --checkpoint, simplify reads stdin and
// writes one line per input sentence with the embedded model.
func TestSimplifyEmbeddedModel(t *testing.T) {
	in := "The present invention relates to a method for producing a coated substrate having improved adhesion.\n" +
		"The controller is configured to adjust the valve position in response to the measured pressure.\n"
	code, out, errs := runCLI(t, in, "simplify", "--beams", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := strings.Count(out, "\n"); n != 2 {
		t.Errorf("%d output lines for 2 inputs: %q", n, out)
	}
}

// TestDemo runs the demo on two embedded sample sentences: it must print
// the pairs with their measures and the corpus scores.
func TestDemo(t *testing.T) {
	code, out, errs := runCLI(t, "", "demo", "--n", "2", "--beams", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"[1] source: ", "[2] source: ", "output: ", "FKGL ", "SARI ", "BLEU ", "Sentences                       2",
		"invented words (people: ~0.2-0.4%)", "sentences with a repeated loop", "BLEU vs source (100 = copy)", "What the SARI below means"} {
		if !strings.Contains(out, want) {
			t.Errorf("demo output lacks %q:\n%s", want, out)
		}
	}
	if code, _, _ := runCLI(t, "", "demo", "--n", "-1"); code != 2 {
		t.Errorf("--n -1: exit %d, want 2", code)
	}
}

// TestSimplifyRecordsInput pins the input fingerprint that simplify --out
// records in OUT.job and a rerun compares to resume: the SHA-256 of the
// input's lines (trailing whitespace and "\r" dropped), each ended by "\n"
// — for a clean file, the file's own bytes (size and sum from wc -c and
// sha256sum) — named by the path, or (stdin) for standard input.
func TestSimplifyRecordsInput(t *testing.T) {
	const (
		text = "The apparatus comprises a housing having a first aperture.\nThe valve is opened by the controller.\n"
		size = 98
		sum  = "392addf760dc28a4f1d685ca65306fa9ffec4146707b648f1378c9b223243b3b"
	)
	dir := t.TempDir()
	clean := writeLines(t, dir, "clean.txt", text)
	crlf := writeLines(t, dir, "crlf.txt", strings.ReplaceAll(strings.TrimSuffix(text, "\n"), "\n", " \r\n"))
	if in, err := jobfile.HashFile(clean); err != nil || in.Size != size || in.SHA256 != sum {
		t.Fatalf("the clean file's own hash: %+v, %v", in, err)
	}
	for _, tc := range []struct {
		name, stdin string
		args        []string
		path        string
	}{
		{"clean file", "", []string{"--in", clean}, clean},
		{"CRLF, trailing space, no final newline", "", []string{"--in", crlf}, crlf},
		{"stdin", text, nil, "(stdin)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out.txt")
			args := append([]string{"simplify", "--beams", "1", "--out", out}, tc.args...)
			if code, _, errs := runCLI(t, tc.stdin, args...); code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			rec, err := jobfile.ReadRecord(out)
			if err != nil {
				t.Fatal(err)
			}
			want := []jobfile.Input{{Path: tc.path, Size: size, SHA256: sum}}
			if !rec.Finished || !reflect.DeepEqual(rec.Inputs, want) {
				t.Errorf("record: finished %v, inputs %+v; want %+v", rec.Finished, rec.Inputs, want)
			}
		})
	}
}

// TestSimplifyWellFormed: with the embedded model, simplify's default
// --well-formed makes every output its source or a well-formed edit of it
// by the bundled parser (the demo's garbled beam output "… is great or
// too, …" is refused), and records the edit rules in OUT.job, so that a
// rerun with --well-formed=false redoes the output.
func TestSimplifyWellFormed(t *testing.T) {
	in := "As will be understood, if the force necessary to detach the napkin from the holder is too great or too little, the intended usefulness of the invention will be severely limited.\n" +
		"The inner opposing surfaces of the pairs of gripping members should be substantially flat or planar so they fit intimately against opposite sides of the napkin to attain a good grip upon it.\n"
	src := strings.Split(strings.TrimSpace(in), "\n")
	out := filepath.Join(t.TempDir(), "out.txt")
	if code, _, errs := runCLI(t, in, "simplify", "--beams", "4", "--out", out); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	got := readLines(t, out)
	check := newDefaultCheck(t)
	for i, o := range got {
		if o == src[i] {
			continue
		}
		if ok, why := check.check(t, src[i], o); !ok {
			t.Errorf("output %d %q is not a well-formed edit: %s", i+1, o, why)
		}
	}
	if len(got) != 2 || strings.Contains(got[0], "great or too,") {
		t.Errorf("outputs %q", got)
	}
	rec, err := jobfile.ReadRecord(out)
	if err != nil {
		t.Fatal(err)
	}
	if e := rec.Settings["edits"]; !strings.Contains(e, depparse.EditsRevision) {
		t.Errorf("job settings: edits %q, want the rules' revision %s", e, depparse.EditsRevision)
	}
	// A finished output of other settings is replaced, saying why.
	code, _, errs := runCLI(t, in, "simplify", "--beams", "4", "--out", out, "--well-formed=false")
	if code != 0 || !strings.Contains(errs, "edits") {
		t.Errorf("rerun with other edit rules: exit %d, %s", code, errs)
	}
	if plain := readLines(t, out); !strings.Contains(plain[0], "great or too,") {
		t.Errorf("without --well-formed the first output changed: %q", plain)
	}
}

// TestSimplifyLengthWeight checks that --length-weight makes the
// LengthRatio control shorten the well-formed outputs, is part of the job's
// settings, and needs --well-formed.
func TestSimplifyLengthWeight(t *testing.T) {
	in := "As will be understood, if the force necessary to detach the napkin from the holder is too great or too little, the intended usefulness of the invention will be severely limited.\n" +
		"FIG. 2 illustrates a processor in the information handling system coupled to a heat exchanger according to an example embodiment of the present disclosure;\n"
	dir := t.TempDir()
	plain, short := filepath.Join(dir, "plain.txt"), filepath.Join(dir, "short.txt")
	control := "LengthRatio=0.5,Levenshtein=0.75,WordRankRatio=0.8"
	if code, _, errs := runCLI(t, in, "simplify", "--beams", "4", "--control", control, "--length-weight", "0", "--out", plain); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if code, _, errs := runCLI(t, in, "simplify", "--beams", "4", "--control", control, "--length-weight", "10", "--out", short); code != 0 {
		t.Fatalf("--length-weight 10: exit %d: %s", code, errs)
	}
	a, b := readLines(t, plain), readLines(t, short)
	shorter := 0
	for i := range a {
		switch {
		case len(b[i]) > len(a[i]):
			t.Errorf("output %d is longer with --length-weight: %q, without %q", i+1, b[i], a[i])
		case len(b[i]) < len(a[i]):
			shorter++
		}
	}
	if shorter == 0 {
		t.Errorf("--length-weight 10 shortened no output: %q", b)
	}
	rec, err := jobfile.ReadRecord(short)
	if err != nil {
		t.Fatal(err)
	}
	if w := rec.Settings["length_weight"]; w != "10" {
		t.Errorf("job settings: length_weight %q, want 10", w)
	}
	if code, _, errs := runCLI(t, in, "simplify", "--well-formed=false", "--length-weight", "1"); code != 2 || !strings.Contains(errs, "--length-weight needs --well-formed") {
		t.Errorf("--length-weight without --well-formed: exit %d, %s", code, errs)
	}
}

// TestSimplifyWellFormedDefaults: with --well-formed the embedded model's
// defaults are its well-formed controls and length weight (model.json),
// each replaced by its flag; without, its tuned controls and no weight.
func TestSimplifyWellFormedDefaults(t *testing.T) {
	in := "The substrate contacts extend in the opposite directions.\n"
	dir := t.TempDir()
	for _, tc := range []struct {
		name             string
		args             []string
		controls, weight string
	}{
		{"defaults", nil, "LengthRatio=0.6,Levenshtein=0.75,WordRankRatio=0.8", "4"},
		{"control given", []string{"--control", "LengthRatio=0.9,Levenshtein=0.75,WordRankRatio=0.8"}, "LengthRatio=0.9,Levenshtein=0.75,WordRankRatio=0.8", "4"},
		{"weight given", []string{"--length-weight", "0"}, "LengthRatio=0.6,Levenshtein=0.75,WordRankRatio=0.8", ""},
		{"without well-formed edits", []string{"--well-formed=false"}, "LengthRatio=0.85,Levenshtein=0.75,WordRankRatio=0.8", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".txt")
			args := append([]string{"simplify", "--beams", "2", "--out", out}, tc.args...)
			if code, _, errs := runCLI(t, in, args...); code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			rec, err := jobfile.ReadRecord(out)
			if err != nil {
				t.Fatal(err)
			}
			if got := rec.Settings["controls"]; got != tc.controls {
				t.Errorf("controls %q, want %q", got, tc.controls)
			}
			if got := rec.Settings["length_weight"]; got != tc.weight {
				t.Errorf("length_weight %q, want %q", got, tc.weight)
			}
		})
	}
}

// readLines returns the lines of a file.
func readLines(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// TestSimplifySubstitutions: the embedded model writes the bundled table's
// simpler words by default, a job records the table, --substitutions none
// turns it off, a file of one's own replaces it, and a bad file is refused
// naming its line.
func TestSimplifySubstitutions(t *testing.T) {
	in := "The device utilizes approximately 5 g of water.\n"
	dir := t.TempDir()
	own := filepath.Join(dir, "own.tsv")
	if err := os.WriteFile(own, []byte("water\tliquid\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		args    []string
		want    string // a substring of the output
		absent  string // not in the output
		setting string // a substring of the job's "rewrite" setting
	}{
		{"default", nil, "uses", "utilizes", "lexsub substitutions.tsv"},
		{"none", []string{"--substitutions", "none"}, "utilizes", "uses", ""},
		{"own file", []string{"--substitutions", own}, "liquid", "uses", "lexsub " + own},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name+".txt")
			args := append([]string{"simplify", "--beams", "2", "--out", out}, tc.args...)
			if code, _, errs := runCLI(t, in, args...); code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			got := readLines(t, out)[0]
			if !strings.Contains(got, tc.want) || strings.Contains(got, tc.absent) {
				t.Errorf("output %q: want %q in it and not %q", got, tc.want, tc.absent)
			}
			rec, err := jobfile.ReadRecord(out)
			if err != nil {
				t.Fatal(err)
			}
			if s := rec.Settings["rewrite"]; tc.setting == "" && s != "" || !strings.Contains(s, tc.setting) {
				t.Errorf("rewrite setting %q, want %q", s, tc.setting)
			}
			// The table also says which of the model's own substitutions
			// stand (depparse.EditCheck.Synonyms).
			if e, want := rec.Settings["edits"], "synonyms "+cmp.Or(tc.setting, "none"); !strings.Contains(e, want) {
				t.Errorf("edits setting %q, want %q", e, want)
			}
		})
	}
	bad := filepath.Join(dir, "bad.tsv")
	if err := os.WriteFile(bad, []byte("water\tliquid\nWater\tx\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI(t, in, "simplify", "--substitutions", bad)
	if code == 0 || !strings.Contains(errs, bad+":2:") {
		t.Errorf("a bad table: exit %d, %q; want an error naming %s:2", code, errs, bad)
	}
}

// TestSimplifyRefusals: --refusals lists the model's candidates that the
// well-formed check refused, each with its source and the check's reason,
// none of them the output; without --well-formed it is a usage error.
func TestSimplifyRefusals(t *testing.T) {
	in := "As will be understood, if the force necessary to detach the napkin from the holder is too great or too little, the intended usefulness of the invention will be severely limited.\n"
	src := strings.TrimSpace(in)
	dir := t.TempDir()
	out, refusals := filepath.Join(dir, "out.txt"), filepath.Join(dir, "refused.tsv")
	if code, _, errs := runCLI(t, in, "simplify", "--beams", "4", "--out", out, "--refusals", refusals); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	output := readLines(t, out)[0]
	rows := readLines(t, refusals)
	if len(rows) < 2 || rows[0] != "source\tcandidate\treason" {
		t.Fatalf("refusals %q: want a header and at least one refused candidate", rows)
	}
	check := newDefaultCheck(t)
	for _, row := range rows[1:] {
		f := strings.Split(row, "\t")
		if len(f) != 3 || f[0] != src || f[1] == output || f[2] == "" {
			t.Errorf("row %q: want the source, a candidate other than the output %q, and a reason", row, output)
			continue
		}
		// The reason is the check's own.
		if ok, why := check.check(t, src, f[1]); ok || why != f[2] {
			t.Errorf("candidate %q: the check says %v %q, the file %q", f[1], ok, why, f[2])
		}
	}
	code, _, errs := runCLI(t, in, "simplify", "--beams", "1", "--well-formed=false", "--refusals", filepath.Join(dir, "r2.tsv"))
	if code != 2 || !strings.Contains(errs, "--refusals needs --well-formed") {
		t.Errorf("--refusals without --well-formed: exit %d, %q", code, errs)
	}
}

// defaultCheck is the well-formed check simplify makes with the embedded
// model: the bundled parser, word ranks and substitution table.
type defaultCheck struct {
	parser *depparse.Parser
	depparse.EditCheck
}

func newDefaultCheck(t *testing.T) defaultCheck {
	t.Helper()
	p, err := depparse.Default()
	if err != nil {
		t.Fatal(err)
	}
	ranks, err := eval.DefaultWordRanker()
	if err != nil {
		t.Fatal(err)
	}
	tab, err := lexsub.Default()
	if err != nil {
		t.Fatal(err)
	}
	return defaultCheck{p, depparse.EditCheck{Ranks: ranks, Synonyms: tab}}
}

// check parses source and checks out against it.
func (c defaultCheck) check(t *testing.T, source, out string) (bool, string) {
	t.Helper()
	toks := depparse.Tokenize(source)
	heads, err := c.parser.ParseTokens([][]string{toks})
	if err != nil {
		t.Fatal(err)
	}
	return c.Check(toks, heads[0], depparse.Tokenize(out))
}
