package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/silver"
)

// bronzeLines are the paper's Table 4 examples (each removed by the filter
// named in its id) and three pairs the paper's filters keep.
var bronzeLines = []string{
	"bad\tIt is preferably used in an amount of 1 to 5 % by weight.\tIt is1-65561-65561-65561-65561-65561-65561-65561-6556",
	"nonalpha\tThe radicals R.sup.1, R.sup.2, R.sup.3, Z.sup.1, Z.sup.2 and Z.sup.3 have the meanings given above.\tR.sup.1, R.sup.2, R.sup.3, Z.sup.1, Z.sup.2 and Z.sup.3 are all related.",
	"similarity\tAnother method of solution attempts to achieve optimum operating cracks by means of temperature-dependent shifting of a conical rotor in the tapered case diameter with the help of an adjustment device.\tAnother method of solution attempts to achieve optimum operating cracks by means of temperature dependent shifting of a conical rotor in the tapered case with the help of an adjustment device.",
	"partial\tIn the treatment of parts of plants, the active compound concentrations in the use forms can be varied within a substantial range.\tThe active compound concentrations in the use forms can be varied within a substantial range.",
	"sorted\tThe solution polymerization without addition of other auxiliaries is the preferred process for the ethylene-vinyl acetate copolymers to be used according to the present invention.\tAccording to the present invention, the solution polymerization without addition of other auxiliaries is the preferred method for the production of the ethylene-vinyl acetate copolymers.",
	"compression\the bottom end of this rod passes through a hole 46 which leads into the fourth circular chamber 20.\tThe hole 46 leads into the fourth chamber 20.",
	"simplicity\tThe preparation and further processing of the catalyst supports used according to the invention are well known to the person skilled in the art.\tThe person skilled in the art knows about the preparation and further processing of the catalyst supports used in the invention.",
	"k1\tIn the pressure medium flow path between the consumers and the variable displacement pump a respective meter-in orifice is provided.\tA meter-in orifice is provided in the pressure medium flow path between the consumers and the pump.",
	"k2\tThick pressure-sensitive adhesive coats may be present in unfilled, all-acrylate form or resin-blended form or filled with organic or inorganic fillers.\tThick pressure-sensitive adhesive coats can be filled with organic or inorganic fillers.",
	"k3\tThese process parameters for intermingling depend on the yarn titer and the lubricant applied to the yarn and must therefore be adapted accordingly.\tThe process parameters for intermingling are dependent on the yarn titer and the lubricant applied to the yarn.",
}

func writeTSVLines(t *testing.T, path string, lines ...string) string {
	t.Helper()
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestFilterCommand(t *testing.T) {
	dir := t.TempDir()
	// A garbled candidate the paper's steps keep, for the invented-words step.
	invented := "invented\tThe housing comprises a cylindrical wall which surrounds the switching element on all sides.\tThe housing has a cylricalrical wall that surrounds the switchating element on all sides."
	lines := append(append(bronzeLines[:7:7], invented), bronzeLines[7:]...)
	in := writeTSVLines(t, filepath.Join(dir, "bronze.tsv"), lines...)
	out, report := filepath.Join(dir, "silver.tsv"), filepath.Join(dir, "report.json")
	code, stdout, stderr := runCLI(t, "", "filter", "--in", in, "--out", out, "--report", report, "--depth", "off", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"method casola: 11 pairs read", "bad-tokens                          1", "simplicity                          1",
		"invented-words                      1", "kept                                3",
		"note: dependency depth: not available (disabled with --depth off)"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	var rep silver.Report
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	wantIDs := []string{"bad", "nonalpha", "similarity", "partial", "sorted", "compression", "simplicity", "invented"}
	if len(rep.Steps) != len(wantIDs) {
		t.Fatalf("%d steps, want %d", len(rep.Steps), len(wantIDs))
	}
	for i, s := range rep.Steps {
		if s.Removed != 1 || len(s.Examples) != 1 || s.Examples[0].ID != wantIDs[i] {
			t.Errorf("step %s: removed %d, examples %v; want %s", s.Name, s.Removed, s.Examples, wantIDs[i])
		}
	}
	silverData, _ := os.ReadFile(out)
	if got := strings.Join(bronzeLines[7:], "\n") + "\n"; string(silverData) != got {
		t.Errorf("silver file:\n%s", silverData)
	}
}

func TestFilterCommandBadInput(t *testing.T) {
	dir := t.TempDir()
	in := writeTSVLines(t, filepath.Join(dir, "bronze.tsv"), append(bronzeLines[7:], "k4\tcomplex only", "k5\t\tcandidate")...)
	out := filepath.Join(dir, "silver.tsv")
	code, _, stderr := runCLI(t, "", "filter", "--in", in, "--out", out, "--depth", "off", "--quiet")
	if code != 2 || !strings.Contains(stderr, in+":4: want 3 tab-separated columns") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	report := filepath.Join(dir, "report.json")
	code, stdout, stderr := runCLI(t, "", "filter", "--in", in, "--out", out, "--report", report, "--skip-bad", "--depth", "off", "--quiet")
	if code != 0 || !strings.Contains(stdout, "3 pairs read, 2 bad lines skipped") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	data, _ := os.ReadFile(report)
	var rep silver.Report
	json.Unmarshal(data, &rep)
	if rep.BadLines != 2 || rep.BadExamples[1] != in+":5: empty complex sentence" {
		t.Errorf("bad lines %d %q", rep.BadLines, rep.BadExamples)
	}
}

func TestFilterCommandMethods(t *testing.T) {
	dir := t.TempDir()
	in := writeTSVLines(t, filepath.Join(dir, "bronze.tsv"), bronzeLines...)
	out := filepath.Join(dir, "silver.tsv")
	code, stdout, stderr := runCLI(t, "", "filter", "--in", in, "--out", out, "--method", "clinical", "--quiet")
	if code != 0 || !strings.Contains(stdout, "clinical-mean-similarity") {
		t.Fatalf("clinical: exit %d %s %s", code, stdout, stderr)
	}
	ref := writeTSVLines(t, filepath.Join(dir, "ref.tsv"),
		"1\tThe apparatus is utilized for the purpose of heating water.\tThe device heats water.",
		"2\tIt is subsequently transferred into the reaction vessel.\tIt is then put in the vessel.",
		"3\tThe composition additionally comprises stabilizers.\tIt also has stabilizers.")
	code, stdout, stderr = runCLI(t, "", "filter", "--in", in, "--out", out, "--method", "sum4simp", "--sum4simp-ref", ref, "--quiet")
	if code != 0 || !strings.Contains(stdout, "sum4simp") || !strings.Contains(stdout, "SARI attribute not used") {
		t.Fatalf("sum4simp: exit %d %s %s", code, stdout, stderr)
	}
	// With model references for every complex sentence, SARI joins in; a
	// missing one is an error naming the pair.
	var refLines []string
	for i, l := range bronzeLines {
		f := strings.Split(l, "\t")
		refLines = append(refLines, fmt.Sprintf("r%d\t%s\t%s", i, f[1], f[2]))
	}
	refLines = append(refLines, "x1\tThe apparatus is utilized for the purpose of heating water.\tThe device heats water.",
		"x2\tIt is subsequently transferred into the reaction vessel.\tIt is then put in the vessel.",
		"x3\tThe composition additionally comprises stabilizers.\tIt also has stabilizers.")
	sariRefs := writeTSVLines(t, filepath.Join(dir, "sari.tsv"), refLines...)
	code, stdout, stderr = runCLI(t, "", "filter", "--in", in, "--out", out, "--method", "sum4simp", "--sum4simp-ref", ref, "--sum4simp-refs", sariRefs, "--quiet")
	if code != 0 || strings.Contains(stdout, "SARI attribute not used") {
		t.Fatalf("sum4simp with SARI: exit %d %s %s", code, stdout, stderr)
	}
	sariRefs = writeTSVLines(t, filepath.Join(dir, "sari.tsv"), refLines[:3]...)
	code, _, stderr = runCLI(t, "", "filter", "--in", in, "--out", out, "--method", "sum4simp", "--sum4simp-ref", ref, "--sum4simp-refs", sariRefs, "--quiet")
	if code != 2 || !strings.Contains(stderr, "no reference simplification") {
		t.Fatalf("missing SARI reference: exit %d %s", code, stderr)
	}
}

func TestFilterCommandUsage(t *testing.T) {
	tests := [][]string{
		{"filter", "--in", "x.tsv"},
		{"filter", "--out", "y.tsv"},
		{"filter", "--in", "x", "--complex", "c", "--simple", "s", "--out", "y"},
		{"filter", "--in", "x", "--out", "y", "--method", "bogus"},
		{"filter", "--in", "x", "--out", "y", "--max-similarity", "1.5"},
		{"filter", "--in", "x", "--out", "y", "--min-compression", "2", "--max-compression", "1"},
		{"filter", "--in", "x", "--out", "y", "--depth", "sometimes"},
		{"filter", "--in", "x", "--out", "y", "--method", "sum4simp"},
		{"split", "--in", "x"},
		{"stats"},
		{"stats", "--in", "x", "extra"},
	}
	for _, args := range tests {
		if code, _, stderr := runCLI(t, "", args...); code != 2 {
			t.Errorf("%q: exit %d, want 2 (%s)", args, code, stderr)
		}
	}
}

// countingParser records the size of every Depths call; the depth of a
// sentence is its length in bytes.
type countingParser struct{ sizes []int }

func (c *countingParser) Depths(sents []string) ([]int, error) {
	c.sizes = append(c.sizes, len(sents))
	d := make([]int, len(sents))
	for i, s := range sents {
		d[i] = len(s)
	}
	return d, nil
}

func TestChunkedDepths(t *testing.T) {
	p := &countingParser{}
	got, err := silver.ChunkedDepths(p.Depths, 2)([]string{"a", "bb", "ccc", "dddd", "eeeee"})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != "[1 2 3 4 5]" || fmt.Sprint(p.sizes) != "[2 2 1]" {
		t.Errorf("depths %v, call sizes %v", got, p.sizes)
	}
}
