package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestAlignCommand(t *testing.T) {
	dir := t.TempDir()
	out, report := filepath.Join(dir, "pairs.tsv"), filepath.Join(dir, "align.json")
	samples, _ := filepath.Glob("../../testdata/patents/ep/align/*.xml.gz")
	code, stdout, stderr := runCLI(t, "", append([]string{"align", "--out", out, "--report", report}, samples...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "pairs written: 11") {
		t.Errorf("stdout: %s", stdout)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 11 {
		t.Fatalf("%d pairs", len(lines))
	}
	want := "WO1995010845-a1\tThe bushing has molded face and backing flanges connected by an integrally-molded living hinge.\tThe bushing has face and backing flanges connected by a living hinge."
	found := false
	for _, l := range lines {
		if len(strings.Split(l, "\t")) != 3 {
			t.Errorf("not a pair line: %q", l)
		}
		found = found || l == want
	}
	if !found {
		t.Errorf("pairs lack %q", want)
	}
	var rep map[string]int
	if b, err := os.ReadFile(report); err != nil || json.Unmarshal(b, &rep) != nil || rep["pairs"] != 11 || rep["stitched"] != 1 {
		t.Errorf("report %v %v", rep, err)
	}

	// Held-out sentences excluded; a malformed file stops the command
	// unless --keep-going; bad flags exit 2.
	ex := filepath.Join(dir, "exclude.txt")
	os.WriteFile(ex, []byte("The bushing has face and backing flanges connected by a living hinge.\n"), 0o644)
	code, stdout, _ = runCLI(t, "", append([]string{"align", "--out", out, "--exclude", ex}, samples...)...)
	if code != 0 || !strings.Contains(stdout, "1 with an excluded sentence") || !strings.Contains(stdout, "pairs written: 10") {
		t.Errorf("exclude: exit %d, %s", code, stdout)
	}
	bad := "../../testdata/patents/ep/epo_v1-5-1-A1-2.xml.gz"
	code, _, stderr = runCLI(t, "", "align", "--out", filepath.Join(dir, "x.tsv"), bad)
	if code != 2 || !strings.Contains(stderr, "line 308") {
		t.Errorf("malformed input: exit %d, %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "x.tsv")); err == nil {
		t.Error("output written despite the error")
	}
	if code, _, _ := runCLI(t, "", "align", "--out", out, "--min", "0.9", "--max", "0.5", bad); code != 2 {
		t.Errorf("bad thresholds: exit %d", code)
	}
	if code, _, _ := runCLI(t, "", "align", "--out", out); code != 2 {
		t.Errorf("no input: exit %d", code)
	}
}
