package main

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/internal/jobfile"
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
