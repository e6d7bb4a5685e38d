package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/decode"
)

const tinyTrained = "../../testdata/pegasus/tiny_trained"

// paraphraseInput writes an ids-mode input: the fixture's three sources
// (whose HF beam-4 outputs are known) among other lines of varied length.
func paraphraseInput(t *testing.T, dir string) (path string, fixture struct {
	Inputs struct {
		InputIDs      [][]int `json:"input_ids"`
		AttentionMask [][]int `json:"attention_mask"`
	} `json:"inputs"`
	Generation map[string]struct {
		Sequences [][]int `json:"sequences_f32"`
	} `json:"generation"`
}) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(tinyTrained, "fixtures.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &fixture); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for i, row := range fixture.Inputs.InputIDs {
		var f []string
		for j, id := range row {
			if fixture.Inputs.AttentionMask[i][j] == 1 {
				f = append(f, fmt.Sprint(id))
			}
		}
		lines = append(lines, strings.Join(f, " "))
	}
	lines = append(lines, "4 5 6 1", "", "9 9 9 9 9 9 9 9 9 1", "17 1", "30 31 32 33 1", "100 101 1", "7 1")
	path = filepath.Join(dir, "in.txt")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, fixture
}

func TestParaphraseIDsMatchesHF(t *testing.T) {
	dir := t.TempDir()
	in, fx := paraphraseInput(t, dir)
	out := filepath.Join(dir, "out.tsv")
	code, stdout, stderr := runCLI(t, "", "paraphrase", "--model", tinyTrained, "--in", in, "--out", out,
		"--ids", "--beams", "4", "--max-len", "20", "--batch", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "9 sentences in 3 batches") {
		t.Errorf("stdout %q", stdout)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	var order []string
	for _, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			t.Fatalf("line %q: %d fields", line, len(f))
		}
		got[f[0]] = f[2]
		order = append(order, f[0])
	}
	if len(got) != 9 {
		t.Fatalf("%d ids in output, want 9 (empty line skipped): %v", len(got), order)
	}
	// Outputs come in batch order: sources sorted by length.
	if want := []string{"7", "10", "9", "4", "2", "8", "1", "6", "3"}; strings.Join(order, ",") != strings.Join(want, ",") {
		t.Errorf("output order %v, want %v", order, want)
	}
	for i, seq := range fx.Generation["beam4"].Sequences {
		var f []string
		for _, id := range seq[1:] { // drop the decoder start token
			if id == 1 {
				break
			}
			f = append(f, fmt.Sprint(id))
		}
		if g := got[fmt.Sprint(i+1)]; g != strings.Join(f, " ") {
			t.Errorf("line %d: paraphrase %q, HF beam 4 gives %q", i+1, g, strings.Join(f, " "))
		}
	}
}

// TestParaphraseResumeAfterKill cancels a run after two batches (as a kill
// would stop it), leaves a torn partial write behind, reruns, and checks
// that the result equals an uninterrupted run byte for byte.
func TestParaphraseResumeAfterKill(t *testing.T) {
	dir := t.TempDir()
	in, _ := paraphraseInput(t, dir)
	args := func(out string) []string {
		return []string{"--model", tinyTrained, "--in", in, "--out", out, "--ids", "--beams", "2", "--max-len", "12", "--batch", "2"}
	}
	full := filepath.Join(dir, "full.tsv")
	if code, _, stderr := runCLI(t, "", append([]string{"paraphrase"}, args(full)...)...); code != 0 {
		t.Fatalf("uninterrupted run: exit %d: %s", code, stderr)
	}

	killed := filepath.Join(dir, "killed.tsv")
	ctx, cancel := context.WithCancel(context.Background())
	paraphraseOnBatch = func(st *decode.CorpusState) {
		if st.BatchesDone == 2 {
			cancel()
		}
	}
	err := runParaphrase(ctx, args(killed), io.Discard, io.Discard)
	paraphraseOnBatch = nil
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled run returned %v, want context.Canceled", err)
	}
	st, err := os.ReadFile(decode.StatePath(killed))
	if err != nil || !strings.Contains(string(st), `"batches_done": 2`) {
		t.Fatalf("state after kill: %s (%v)", st, err)
	}
	// A kill between the output write and the state update leaves bytes
	// the state does not cover; the rerun must drop them.
	f, err := os.OpenFile(decode.PartialPath(killed), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("99\ttorn")
	f.Close()

	if code, _, stderr := runCLI(t, "", append([]string{"paraphrase"}, args(killed)...)...); code != 0 {
		t.Fatalf("resumed run: exit %d: %s", code, stderr)
	}
	a, _ := os.ReadFile(full)
	b, _ := os.ReadFile(killed)
	if string(a) != string(b) {
		t.Errorf("resumed output differs from uninterrupted run:\n%s\n---\n%s", b, a)
	}
	// A rerun of a finished job changes nothing; other settings replace a
	// finished output but are refused over an unfinished one.
	if code, _, stderr := runCLI(t, "", append([]string{"paraphrase"}, args(killed)...)...); code != 0 {
		t.Fatalf("rerun: exit %d: %s", code, stderr)
	}
	if c, _ := os.ReadFile(killed); string(c) != string(a) {
		t.Error("rerun of a finished job changed the output")
	}
	if code, _, stderr := runCLI(t, "", append([]string{"paraphrase"}, append(args(killed), "--beams", "3")...)...); code != 0 {
		t.Errorf("other settings over a finished output: exit %d, stderr %q", code, stderr)
	}
	ctx, cancel = context.WithCancel(context.Background())
	paraphraseOnBatch = func(*decode.CorpusState) { cancel() }
	err = runParaphrase(ctx, args(killed), io.Discard, io.Discard)
	paraphraseOnBatch = nil
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled run returned %v, want context.Canceled", err)
	}
	code, _, stderr := runCLI(t, "", append([]string{"paraphrase"}, append(args(killed), "--beams", "3")...)...)
	if code != 2 || !strings.Contains(stderr, `beams=3`) || !strings.Contains(stderr, "--restart") {
		t.Errorf("resume with other settings: exit %d, stderr %q", code, stderr)
	}
	if code, _, stderr := runCLI(t, "", append([]string{"paraphrase"}, append(args(killed), "--beams", "3", "--restart")...)...); code != 0 {
		t.Errorf("--restart: exit %d, stderr %q", code, stderr)
	}
}

// TestParaphraseText runs text mode on the text-level tiny checkpoint with
// its generation_config.json defaults (beam 4, max_length 32) and compares
// with HF's outputs for public.txt.
func TestParaphraseText(t *testing.T) {
	const dir = "../../testdata/pegasus/tiny_text"
	out := filepath.Join(t.TempDir(), "bronze.tsv")
	code, _, stderr := runCLI(t, "", "paraphrase", "--model", dir, "--in", filepath.Join(dir, "public.txt"), "--out", out, "--batch", "5")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	src, _ := os.ReadFile(filepath.Join(dir, "public.txt"))
	want, _ := os.ReadFile(filepath.Join(dir, "expected_public_beam4.txt"))
	srcLines := strings.Split(strings.TrimSuffix(string(src), "\n"), "\n")
	wantLines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	data, _ := os.ReadFile(out)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != len(srcLines) {
		t.Fatalf("%d output lines, want %d", len(lines), len(srcLines))
	}
	for _, line := range lines {
		f := strings.Split(line, "\t")
		var id int
		fmt.Sscan(f[0], &id)
		if id < 1 || id > len(srcLines) || f[1] != srcLines[id-1] || f[2] != wantLines[id-1] {
			t.Errorf("line %q: want source %q, paraphrase %q", line, srcLines[max(id-1, 0)], wantLines[max(id-1, 0)])
		}
	}
}

func writeLines(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestParaphraseErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("1 2 1\n3 x 1\n"), 0o644)
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"missing flags", []string{"--in", bad}, 2, "required"},
		{"bad dtype", []string{"--model", tinyTrained, "--in", bad, "--out", "o", "--dtype", "f16"}, 2, "--dtype"},
		{"num-return above beams", []string{"--model", tinyTrained, "--in", bad, "--out", filepath.Join(dir, "o"), "--ids", "--beams", "2", "--num-return", "3"}, 2, "exceeds"},
		{"bad id", []string{"--model", tinyTrained, "--in", bad, "--out", filepath.Join(dir, "o.tsv"), "--ids"}, 2, "bad.txt:2: token 2"},
		{"id outside vocabulary", []string{"--model", tinyTrained, "--in", writeLines(t, dir, "big.txt", "5 1\n7 128 1\n"), "--out", filepath.Join(dir, "o3.tsv"), "--ids"}, 2, "big.txt:2: token 2: id 128 outside the vocabulary [0, 128)"},
		{"too long", []string{"--model", tinyTrained, "--in", writeLines(t, dir, "long.txt", strings.Repeat("5 ", 70)+"1\n"), "--out", filepath.Join(dir, "o4.tsv"), "--ids"}, 2, "long.txt:1: 71 tokens, the model takes at most 64"},
		{"no model", []string{"--model", filepath.Join(dir, "nope"), "--in", bad, "--out", "o"}, 2, "no such file"},
		{"no tokenizer", []string{"--model", tinyTrained, "--in", bad, "--out", filepath.Join(dir, "o2.tsv")}, 2, "has no spiece.model"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, "", append([]string{"paraphrase"}, tc.args...)...)
			if code != tc.code || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d (want %d), stderr %q (want %q)", code, tc.code, stderr, tc.want)
			}
		})
	}
}

// TestParaphraseSIGKILL kills a real paraphrase process with SIGKILL at
// whatever point it has reached after two finished batches, reruns the
// command and compares with an uninterrupted run.
func TestParaphraseSIGKILL(t *testing.T) {
	dir := t.TempDir()
	var lines []string
	for i := range 40 {
		lines = append(lines, fmt.Sprintf("%d %d %d 1", 4+i%50, 9+(7*i)%100, 20+(3*i)%90))
	}
	in := writeLines(t, dir, "in.txt", strings.Join(lines, "\n")+"\n")
	args := func(out string) []string {
		return []string{"paraphrase", "--model", tinyTrained, "--in", in, "--out", out, "--ids", "--beams", "3", "--max-len", "16", "--batch", "1"}
	}
	full := filepath.Join(dir, "full.tsv")
	if code, _, stderr := runCLI(t, "", args(full)...); code != 0 {
		t.Fatalf("uninterrupted run: exit %d: %s", code, stderr)
	}

	killed := filepath.Join(dir, "killed.tsv")
	cmd := startChild(t, args(killed)...)
	killWhen(t, cmd, func() bool {
		data, _ := os.ReadFile(decode.StatePath(killed))
		st, err := decode.ParseCorpusState("state", data)
		return err == nil && st.BatchesDone >= 2
	})
	data, err := os.ReadFile(decode.StatePath(killed))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		t.Log("the child finished before the kill landed") // a finished job removes its state
	case err != nil:
		t.Fatal(err)
	default:
		st, err := decode.ParseCorpusState("state", data)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("killed after %d of %d batches", st.BatchesDone, st.Batches)
	}
	if code, _, stderr := runCLI(t, "", args(killed)...); code != 0 {
		t.Fatalf("resumed run: exit %d: %s", code, stderr)
	}
	a, _ := os.ReadFile(full)
	b, _ := os.ReadFile(killed)
	if string(a) != string(b) {
		t.Errorf("output after kill and resume differs from the uninterrupted run")
	}
}

// TestParaphraseGCPercent: paraphrase runs the collector at
// paraphraseGCPercent unless $GOGC is set, and restores the setting after.
func TestParaphraseGCPercent(t *testing.T) {
	dir := t.TempDir()
	in, _ := paraphraseInput(t, dir)
	current := func() int { p := debug.SetGCPercent(-1); debug.SetGCPercent(p); return p }
	before := current()
	for _, c := range []struct {
		gogc string
		want int
	}{{"", paraphraseGCPercent}, {"100", before}} {
		t.Setenv("GOGC", c.gogc)
		during := -2
		paraphraseOnBatch = func(*decode.CorpusState) { during = current() }
		err := runParaphrase(context.Background(), []string{"--model", tinyTrained, "--in", in, "--ids", "--beams", "2",
			"--max-len", "8", "--out", filepath.Join(dir, "out"+c.gogc+".tsv")}, io.Discard, io.Discard)
		paraphraseOnBatch = nil
		if err != nil {
			t.Fatal(err)
		}
		if during != c.want {
			t.Errorf("GOGC=%q: GC percent %d while paraphrasing, want %d", c.gogc, during, c.want)
		}
		if after := current(); after != before {
			t.Errorf("GOGC=%q: GC percent %d after the run, want %d restored", c.gogc, after, before)
		}
	}
}
