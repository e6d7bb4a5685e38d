package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/spm"
)

func TestVocabTrainsLoadableModel(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	b := filepath.Join(dir, "b.txt.gz")
	text := strings.Repeat("the cat sat on the mat\nthe dog sat on the log\r\n\n", 20)
	if err := os.WriteFile(a, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("a cat and a dog\n"))
	zw.Close()
	if err := os.WriteFile(b, gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "spm.model")
	code, stdout, stderr := runCLI(t, "", "vocab", "--in", a, "--size", "30", "--out", out,
		"--user-symbols", "<LENGTHRATIO_0.95>,<LEVSIM_0.80>", "--quiet", b)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "30 pieces") || !strings.Contains(stdout, "41 sentences") {
		t.Errorf("stdout = %q", stdout)
	}
	m, err := spm.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	if m.Size() != 30 || m.Algorithm() != spm.BPE {
		t.Errorf("model: %d pieces, %v", m.Size(), m.Algorithm())
	}
	got := m.EncodePieces("<LENGTHRATIO_0.95> the cat")
	want := []string{"▁", "<LENGTHRATIO_0.95>", "▁the", "▁cat"}
	if !slices.Equal(got, want) {
		t.Errorf("pieces = %q, want %q", got, want)
	}
}

func TestVocabUnigram(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	text := strings.Repeat("the cat sat on the mat\nthe dog sat on the log\nlogs and mats\n", 10)
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "uni.model")
	code, stdout, stderr := runCLI(t, "", "vocab", "--in", in, "--size", "20", "--type", "unigram", "--out", out, "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	m, err := spm.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	if m.Size() != 20 || m.Algorithm() != spm.Unigram || !strings.Contains(stdout, "(unigram)") {
		t.Errorf("model: %d pieces, %v; stdout %q", m.Size(), m.Algorithm(), stdout)
	}
	if got := m.Decode(m.Encode("the dog and the cat")); got != "the dog and the cat" {
		t.Errorf("round trip = %q", got)
	}
}

func TestVocabErrors(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(in, []byte("tiny corpus\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "spm.model")
	tests := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--out", out}, 2, "no --in"},
		{[]string{"--in", in}, 2, "--out is required"},
		{[]string{"--in", in, "--out", out, "--type", "word"}, 2, "want bpe or unigram"},
		{[]string{"--in", in, "--out", out, "--size", "0"}, 2, "positive"},
		{[]string{"--in", filepath.Join(dir, "missing.txt"), "--out", out}, 2, "missing.txt"},
		{[]string{"--in", in, "--out", out, "--size", "5000", "--quiet"}, 2, "too large"},
	}
	for _, tt := range tests {
		code, _, stderr := runCLI(t, "", append([]string{"vocab"}, tt.args...)...)
		if code != tt.code || !strings.Contains(stderr, tt.msg) {
			t.Errorf("vocab %v: exit %d, stderr %q; want %d and %q", tt.args, code, stderr, tt.code, tt.msg)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a failed run left %s behind (err %v)", out, err)
	}
}
