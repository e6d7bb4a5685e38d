package silver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// shorterIsEasier is a reading-ease proxy for pipeline tests: shorter
// sentences read more easily.
func shorterIsEasier(s string) float64 { return -float64(utf8.RuneCountInString(s)) }

var keptPairs = []Pair{
	{"k1", "In the pressure medium flow path between the consumers and the variable displacement pump a respective meter-in orifice is provided.",
		"A meter-in orifice is provided in the pressure medium flow path between the consumers and the pump."},
	{"k2", "Thick pressure-sensitive adhesive coats may be present in unfilled, all-acrylate form or resin-blended form or filled with organic or inorganic fillers.",
		"Thick pressure-sensitive adhesive coats can be filled with organic or inorganic fillers."},
	{"k3", "These process parameters for intermingling depend on the yarn titer and the lubricant applied to the yarn and must therefore be adapted accordingly.",
		"The process parameters for intermingling are dependent on the yarn titer and the lubricant applied to the yarn."},
}

func writeBronze(t *testing.T, dir string, extra string) (string, []Pair) {
	t.Helper()
	var b strings.Builder
	var all []Pair
	for i := range 3 {
		for _, ex := range table4 {
			p := ex.pair
			p.ID = fmt.Sprintf("%s-%d", p.ID, i)
			all = append(all, p)
		}
		for _, p := range keptPairs {
			p.ID = fmt.Sprintf("%s-%d", p.ID, i)
			all = append(all, p)
		}
	}
	for _, p := range all {
		fmt.Fprintf(&b, "%s\t%s\t%s\n", p.ID, p.Complex, p.Simple)
	}
	b.WriteString(extra)
	path := filepath.Join(dir, "bronze.tsv")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, all
}

func casolaForTest() []Filter {
	c := DefaultCasola()
	c.ReadingEase = shorterIsEasier
	return Casola(c)
}

func TestJobFiltersAndReports(t *testing.T) {
	dir := t.TempDir()
	in, _ := writeBronze(t, dir, "broken line without tabs\n")
	out := filepath.Join(dir, "silver.tsv")
	job := &Job{In: in, Out: out, ReportPath: filepath.Join(dir, "report.json"), SkipBad: true, Method: "casola",
		Pipeline: Pipeline{Filters: casolaForTest(), Workers: 3, BatchSize: 4}, Notes: []string{"depth: not available"}}
	rep, err := job.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	wantRemoved := map[string]int{"bad-tokens": 3, "non-alphabetical": 3, "similarity": 6, "partial-similarity": 3,
		"sorted-similarity": 3, "compression": 3, "simplicity": 0}
	for _, s := range rep.Steps {
		if s.Removed != wantRemoved[s.Name] {
			t.Errorf("%s removed %d, want %d", s.Name, s.Removed, wantRemoved[s.Name])
		}
		if want := min(2, wantRemoved[s.Name]); len(s.Examples) != want {
			t.Errorf("%s has %d examples, want %d", s.Name, len(s.Examples), want)
		}
	}
	if got := rep.Steps[2].Examples; got[0].ID != "t4-sim-low-0" || got[1].ID != "t4-sim-high-0" {
		t.Errorf("similarity examples %q, want the first two in input order", got)
	}
	if rep.Read != 30 || rep.Kept != 9 || rep.BadLines != 1 || rep.BadExamples[0] != in+":31: want 3 tab-separated columns (id, complex sentence, candidate), got 1" {
		t.Errorf("read %d kept %d bad %d %q", rep.Read, rep.Kept, rep.BadLines, rep.BadExamples)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	for i := range 3 {
		for _, p := range keptPairs {
			fmt.Fprintf(&want, "%s-%d\t%s\t%s\n", p.ID, i, p.Complex, p.Simple)
		}
	}
	if string(got) != want.String() {
		t.Errorf("silver output:\n%s\nwant:\n%s", got, want.String())
	}
	var disk Report
	data, _ := os.ReadFile(job.ReportPath)
	if err := json.Unmarshal(data, &disk); err != nil || !reflect.DeepEqual(&disk, rep) {
		t.Errorf("report on disk differs: %v", err)
	}
	for _, p := range []string{CheckpointPath(out), PartialPath(out)} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s left behind", p)
		}
	}
}

func TestJobWithoutSkipBadFailsWithLine(t *testing.T) {
	dir := t.TempDir()
	in, _ := writeBronze(t, dir, "31\tcomplex\t\n")
	job := &Job{In: in, Out: filepath.Join(dir, "silver.tsv"), Method: "casola", Pipeline: Pipeline{Filters: casolaForTest()}}
	_, err := job.Run(context.Background())
	if err == nil || err.Error() != in+":31: empty candidate" {
		t.Fatalf("error %v", err)
	}
	// The job failed before its first checkpoint: nothing to resume, so
	// no partial output is left.
	if _, err := os.Stat(PartialPath(job.Out)); !os.IsNotExist(err) {
		t.Errorf("partial output left behind: %v", err)
	}
}

// killAt cancels a context when it sees a pair, standing in for a kill.
type killAt struct {
	id     string
	cancel context.CancelFunc
}

func (killAt) Name() string     { return "kill" }
func (killAt) Describe() string { return "test hook" }
func (k killAt) Keep(p Pair) (bool, error) {
	if p.ID == k.id {
		k.cancel()
	}
	return true, nil
}

func TestJobResumesAfterKill(t *testing.T) {
	dir := t.TempDir()
	in, _ := writeBronze(t, dir, "")
	ref := filepath.Join(dir, "ref.tsv")
	refJob := &Job{In: in, Out: ref, Method: "casola", Pipeline: Pipeline{Filters: append(casolaForTest(), killAt{})}}
	want, err := refJob.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}

	out := filepath.Join(dir, "silver.tsv")
	ctx, cancel := context.WithCancel(context.Background())
	job := &Job{In: in, Out: out, Method: "casola", CheckpointEvery: 4,
		Pipeline: Pipeline{Filters: append(casolaForTest(), killAt{"k2-1", cancel}), Workers: 2, BatchSize: 3}}
	if _, err := job.Run(ctx); err == nil {
		t.Fatal("killed run succeeded")
	}
	if _, err := os.Stat(CheckpointPath(out)); err != nil {
		t.Fatalf("no checkpoint after the kill: %v", err)
	}
	// Garbage after the checkpointed size must be truncated away.
	f, _ := os.OpenFile(PartialPath(out), os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("k9-9\tpartial line written after the checkpoint\n")
	f.Close()

	job.Pipeline.Filters = append(casolaForTest(), killAt{})
	got, err := job.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("resumed report %+v, want %+v", got, want)
	}
	a, _ := os.ReadFile(out)
	b, _ := os.ReadFile(ref)
	if string(a) != string(b) {
		t.Errorf("resumed output differs:\n%s\nwant\n%s", a, b)
	}
}

func TestJobRefusesCheckpointOfOtherSettings(t *testing.T) {
	dir := t.TempDir()
	in, _ := writeBronze(t, dir, "")
	out := filepath.Join(dir, "silver.tsv")
	ctx, cancel := context.WithCancel(context.Background())
	job := &Job{In: in, Out: out, Method: "casola", CheckpointEvery: 1,
		Pipeline: Pipeline{Filters: []Filter{killAt{"k1-1", cancel}}, BatchSize: 2, Workers: 1}}
	if _, err := job.Run(ctx); err == nil {
		t.Fatal("killed run succeeded")
	}
	job.Pipeline.Filters = []Filter{killAt{}, NonAlpha{MinLetters: 0.5}}
	_, err := job.Run(context.Background())
	if err == nil || !strings.Contains(err.Error(), "other inputs or settings") {
		t.Fatalf("error %v", err)
	}
}

func TestParallelJob(t *testing.T) {
	dir := t.TempDir()
	var c, s strings.Builder
	for _, p := range keptPairs {
		c.WriteString(p.Complex + "\n")
		s.WriteString(p.Simple + "\n")
	}
	c.WriteString("The yield of TMCH relative to the feed KIP was 27%.\n")
	s.WriteString("The yield was 27%.\n")
	cp, sp := filepath.Join(dir, "c.txt"), filepath.Join(dir, "s.txt")
	os.WriteFile(cp, []byte(c.String()), 0o644)
	os.WriteFile(sp, []byte(s.String()), 0o644)
	out := filepath.Join(dir, "silver.tsv")
	rep, err := (&Job{Complex: cp, Simple: sp, Out: out, Method: "casola", Pipeline: Pipeline{Filters: casolaForTest()}}).Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Kept != 3 || rep.Steps[5].Removed != 1 || rep.Steps[5].Examples[0].ID != "4" {
		t.Errorf("report %+v", rep)
	}
	data, _ := os.ReadFile(out)
	if !strings.HasPrefix(string(data), "1\t"+keptPairs[0].Complex+"\t") {
		t.Errorf("output starts %q", data[:40])
	}
}

// TestJobWithoutPairs checks that an empty input, or one whose every line is
// bad, is an error naming the file that leaves an earlier output as it was.
func TestJobWithoutPairs(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "silver.tsv")
	if err := os.WriteFile(out, []byte("earlier\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ name, content, want string }{
		{"empty", "", "empty.tsv: no pairs: the input is empty"},
		{"all bad", "x\ty\n\nz\n", "all bad.tsv: no pairs: all 3 lines are bad"},
	} {
		in := filepath.Join(dir, tt.name+".tsv")
		if err := os.WriteFile(in, []byte(tt.content), 0o644); err != nil {
			t.Fatal(err)
		}
		job := &Job{In: in, Out: out, SkipBad: true, Method: "casola", Pipeline: Pipeline{Filters: casolaForTest()}}
		_, err := job.Run(context.Background())
		var le *LineError
		if !errors.As(err, &le) || !strings.HasSuffix(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want a *LineError ending in %q", tt.name, err, tt.want)
		}
		if b, _ := os.ReadFile(out); string(b) != "earlier\n" {
			t.Errorf("%s: earlier output changed to %q", tt.name, b)
		}
		if _, err := os.Stat(PartialPath(out)); !os.IsNotExist(err) {
			t.Errorf("%s: partial file left: %v", tt.name, err)
		}
	}
}
