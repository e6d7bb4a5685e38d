package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCorpusCommand(t *testing.T) {
	dir := t.TempDir()
	out, meta := filepath.Join(dir, "s.txt"), filepath.Join(dir, "s.tsv")
	in := "../../testdata/patents/shared/samples_sgml_US06336130.xml.gz"
	code, stdout, stderr := runCLI(t, "", "corpus", "--quiet", "--in", in, "--out", out, "--meta", meta)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != 84 {
		t.Errorf("%d sentences, want 84", len(lines))
	}
	if want := "This is a continuation of PCT application No. PCT/NO98/00107, filed Apr. 2, 1998, the entire content of which is hereby incorporated by reference in this application."; lines[0] != want {
		t.Errorf("first sentence %q", lines[0])
	}
	m, err := os.ReadFile(meta)
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(string(m), "\n")
	if rows[1] != "US06336130\tB1\tsamples_sgml_US06336130.xml.gz\t1\t0\t0" {
		t.Errorf("first meta row %q", rows[1])
	}
	for _, want := range []string{"sentence splitting", "89\n", "kept", "84\n", "samples_sgml_US06336130.xml.gz [xml/gzip]: 1 documents, 89 sentences, 84 kept, 0 errors"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("report lacks %q:\n%s", want, stdout)
		}
	}
}

func TestCorpusKeepGoing(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "s.txt")
	good := "../../testdata/patents/shared/samples_sgml_US06336130.xml.gz"
	bad := "../../testdata/patents/bad/truncated.xml"
	code, _, stderr := runCLI(t, "", "corpus", "--quiet", "--out", out, bad, good)
	if code != 2 || !strings.Contains(stderr, "truncated.xml: byte 15679 (line 424): truncated document") {
		t.Errorf("without --keep-going: exit %d, stderr %q", code, stderr)
	}
	code, stdout, stderr := runCLI(t, "", "corpus", "--quiet", "--keep-going", "--out", out, bad, good)
	if code != 0 || !strings.Contains(stderr, "skipped: ../../testdata/patents/bad/truncated.xml: byte 15679") {
		t.Errorf("with --keep-going: exit %d, stderr %q", code, stderr)
	}
	if !strings.Contains(stdout, "samples_sgml_US06336130.xml.gz [xml/gzip]: 1 documents, 89 sentences") {
		t.Errorf("good file not processed:\n%s", stdout)
	}
}

func TestCorpusUsage(t *testing.T) {
	tests := [][]string{
		{"corpus", "--out", "x.txt"},
		{"corpus", "--in", "a.xml"},
		{"corpus", "--in", "a.xml", "--out", "x", "--min-tokens", "9", "--max-tokens", "3"},
		{"corpus", "--in", "a.xml", "--out", "x", "--min-alpha", "1.5"},
		{"corpus", "--in", "a.xml", "--out", "x", "--format", "sgml"},
	}
	for _, args := range tests {
		if code, _, _ := runCLI(t, "", args...); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}
