package corpus

import (
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/patsimp/patsimp/data/uspto"
)

const (
	sharedDir = "../../testdata/patents/shared"
	badDir    = "../../testdata/patents/bad"
)

func TestSplit(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"As shown in FIG. 3, the arm moves. The arm (see FIGS. 4 and 5) stops.",
			[]string{"As shown in FIG. 3, the arm moves.", "The arm (see FIGS. 4 and 5) stops."}},
		{"Suitable salts, e.g. sodium chloride, are used. Other salts, i.e. Potassium salts, are not.",
			[]string{"Suitable salts, e.g. sodium chloride, are used.", "Other salts, i.e. Potassium salts, are not."}},
		{"The method of U.S. Pat. No. 5,123,456 is improved. It was filed Apr. 2, 1998 by Smith et al. and published.",
			[]string{"The method of U.S. Pat. No. 5,123,456 is improved.", "It was filed Apr. 2, 1998 by Smith et al. and published."}},
		{"The gap is about 5.5 mm. The width is 3 mm.", []string{"The gap is about 5.5 mm.", "The width is 3 mm."}},
		{"Reference is made to Ser. No. 10/123,456. Dr. J. Smith wrote it!",
			[]string{"Reference is made to Ser. No. 10/123,456.", "Dr. J. Smith wrote it!"}},
		{`He said "Stop." Then he left? Yes.`, []string{`He said "Stop."`, "Then he left?", "Yes."}},
		{"See Fig. 2 and Figs. 3A-3C. Nos. 1 and 2 differ.", []string{"See Fig. 2 and Figs. 3A-3C.", "Nos. 1 and 2 differ."}},
		{"The device (FIG. 1). The next one.", []string{"The device (FIG. 1).", "The next one."}},
		{"The list has apples, pears, etc. The end.", []string{"The list has apples, pears, etc.", "The end."}},
		{"It is made in the U.S.A. and shipped.", []string{"It is made in the U.S.A. and shipped."}},
		{"A value of 3.14 is used. lower case does not start a sentence.",
			[]string{"A value of 3.14 is used. lower case does not start a sentence."}},
		{"  ", nil},
		{"No final period", []string{"No final period"}},
	}
	for _, tt := range tests {
		if got := Split(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("Split(%q)\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

// referenceCases are the golden cases of docs/corpus.md.
var referenceCases = []struct{ in, want string }{
	{"The housing (12) is attached to the frame (14a).", "The housing is attached to the frame."},
	{"The arms (12, 14 and 16) are shown (FIGS. 3 and 4).", "The arms are shown."},
	{"The valve opens (see FIG. 5) when the pressure rises.", "The valve opens when the pressure rises."},
	{"Referring to FIG. 1, a system includes a processor.", "A system includes a processor."},
	{"Referring now to FIGS. 2A and 2B, the lever pivots.", "The lever pivots."},
	{"In FIG. 3, the device is turned over.", "The device is turned over."},
	{"The clip is then released, as shown in FIG. 4.", "The clip is then released."},
	{"The device shown in FIG. 3 includes a motor.", "The device includes a motor."},
	{"The device is shown in FIG. 3.", "The device is shown in FIG. 3."},
	{"The circuit of FIG. 2 includes a capacitor.", "The circuit includes a capacitor."},
	{"FIG. 3 is a block diagram of the controller.", "FIG. 3 is a block diagram of the controller."},
	{"The housing 12 is attached to the frame 14a by screws 16.", "The housing is attached to the frame by screws."},
	{"The plates 12, 14 and 16 are parallel to the base 10.", "The plates are parallel to the base."},
	{"The lever 22' pivots about the pin 24.", "The lever pivots about the pin."},
	{"The data is sent to the server 120 via the network 130.", "The data is sent to the server via the network."},
	{"The sensor 32 detects the temperature, and the controller 34 adjusts the heater 36.",
		"The sensor detects the temperature, and the controller adjusts the heater."},
	// Quantities, citations, claims, steps and labels stay.
	{"The layer has a thickness of about 5.5 mm and contains 3 layers.",
		"The layer has a thickness of about 5.5 mm and contains 3 layers."},
	{"As described in U.S. Pat. No. 5,123,456, the method of claim 1 uses step 3.",
		"As described in U.S. Pat. No. 5,123,456, the method of claim 1 uses step 3."},
	{"The light emitting elements 15(4) to 15(6) are folded back.",
		"The light emitting elements 15(4) to 15(6) are folded back."},
	{"See Berridge (1993) Nature 361:315-325 for details of the assay.",
		"See Berridge (1993) Nature 361:315-325 for details of the assay."},
	{"The width 5 mm is chosen.", "The width 5 mm is chosen."},
	// A single-digit numeral before a verb not in the follower list stays.
	{"The motor 1 drives the pump 2 and the fan 3.", "The motor 1 drives the pump and the fan."},
}

func TestRemoveReferences(t *testing.T) {
	for _, tt := range referenceCases {
		if got := RemoveReferences(tt.in); got != tt.want {
			t.Errorf("RemoveReferences(%q)\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

func TestTokens(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"The device (EMI).", 6},
		{"about 5.5 mm", 3},
		{"U.S. Pat. No. 5,123,456", 7},
		{"non-limiting “quoted” words", 5},
		{"", 0},
		{"...", 3},
	}
	for _, tt := range tests {
		if got := Tokens(tt.in); got != tt.want {
			t.Errorf("Tokens(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestAlphaRatio(t *testing.T) {
	tests := []struct {
		in   string
		want float64
	}{
		{"abc", 1},
		{"ab 12", 0.5},
		{"é1", 0.5},
		{"  ", 0},
		{"C6H12O6", 3.0 / 7},
	}
	for _, tt := range tests {
		if got := AlphaRatio(tt.in); got != tt.want {
			t.Errorf("AlphaRatio(%q) = %g, want %g", tt.in, got, tt.want)
		}
	}
}

func TestNormalizeSpace(t *testing.T) {
	in := " a\u2003b\u00a0\u00a0c\n\td\u200be\u2062f\ufeff "
	if got, want := NormalizeSpace(in), "a b c def"; got != want {
		t.Errorf("NormalizeSpace(%q) = %q, want %q", in, got, want)
	}
}

func TestClean(t *testing.T) {
	tests := []struct {
		in     string
		want   string
		ok     bool
		bucket func(*Report) int
	}{
		{"The housing 12 is attached to the frame 14a.", "The housing is attached to the frame.", true,
			func(r *Report) int { return r.RefsChanged }},
		{"Too short here.", "", false, func(r *Report) int { return r.TooShort }},
		{strings.Repeat("word ", 55) + "end.", "", false, func(r *Report) int { return r.TooLong }},
		{"C6H12O6 + 6 O2 → 6 CO2 + 6 H2O + energy", "", false, func(r *Report) int { return r.LowAlpha }},
		{"A table " + uspto.Omitted + " follows in this sentence.", "", false, func(r *Report) int { return r.Omitted }},
		{"Referring to FIG. 1, a b c.", "", false, func(r *Report) int { return r.ShortAfterRefs }},
	}
	for _, tt := range tests {
		var rep Report
		got, ok := Clean(tt.in, &Options{}, &rep)
		if got != tt.want || ok != tt.ok || tt.bucket(&rep) != 1 {
			t.Errorf("Clean(%q) = %q, %t (report %+v); want %q, %t", tt.in, got, ok, rep, tt.want, tt.ok)
		}
	}
}

// sharedRun processes the bundled shared files once for several tests.
var sharedRun = sync.OnceValues(func() (*Report, []Sentence) {
	files, _ := filepath.Glob(filepath.Join(sharedDir, "*.gz"))
	var out []Sentence
	rep, err := Process(context.Background(), files, Options{}, func(s Sentence) error {
		out = append(out, s)
		return nil
	})
	if err != nil {
		panic(err)
	}
	return rep, out
})

// TestSharedCounts pins the per-file and per-step counts on the bundled
// copies of all shared patent files.
func TestSharedCounts(t *testing.T) {
	rep, out := sharedRun()
	if len(rep.PerFile) != len(sharedCounts) {
		t.Fatalf("%d files, want %d", len(rep.PerFile), len(sharedCounts))
	}
	for i, want := range sharedCounts {
		got := rep.PerFile[i]
		if filepath.Base(got.Path) != want.file || got.Documents != want.docs || got.Sentences != want.sentences || got.Kept != want.kept {
			t.Errorf("%s: %d documents, %d sentences, %d kept; want %s: %d, %d, %d", filepath.Base(got.Path),
				got.Documents, got.Sentences, got.Kept, want.file, want.docs, want.sentences, want.kept)
		}
	}
	want := Report{Files: 107, Documents: 548, DocumentsEmpty: 16, Paragraphs: 24617, Sentences: 63913,
		Omitted: 776, TooShort: 1275, TooLong: 6230, LowAlpha: 659, RefsChanged: 17610, ShortAfterRefs: 21,
		Duplicates: 2990, Kept: 51962}
	got := *rep
	got.PerFile = nil
	if fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", want) {
		t.Errorf("report\n got %+v\nwant %+v", got, want)
	}
	if len(out) != rep.Kept || rep.Kept < 35000 {
		t.Errorf("%d sentences emitted, %d kept; want >= 35000", len(out), rep.Kept)
	}
	removed := rep.Omitted + rep.TooShort + rep.TooLong + rep.LowAlpha + rep.ShortAfterRefs + rep.Duplicates
	if removed+rep.Kept != rep.Sentences {
		t.Errorf("steps do not add up: %d removed + %d kept != %d", removed, rep.Kept, rep.Sentences)
	}
	seen := map[string]bool{}
	for _, s := range out {
		if seen[s.Text] {
			t.Fatalf("duplicate output %q", s.Text)
		}
		seen[s.Text] = true
	}
}

// TestSharedFirstSentences asserts the first kept sentence of named
// patents of each format, checked by hand against the source.
func TestSharedFirstSentences(t *testing.T) {
	_, out := sharedRun()
	want := map[string]string{
		// us-patent-grant v4.0 (weekly file 2005-01-04)
		"US06836899": "The present invention relates to the field of protective coverings and more particularly to devices for holding an absorbent paper or cloth napkin or similar protective item over one's clothing and more particularly still over the chest and torso to protect one's clothing or apparel while dining.",
		// PATDOC ST.32 v2.5 (2002 "SGML")
		"US06336130": "This is a continuation of PCT application No. PCT/NO98/00107, filed Apr. 2, 1998, the entire content of which is hereby incorporated by reference in this application.",
		// pap v1.x application
		"US20010000044": "The present invention relates generally to systems and methods of doing business over a global communications network such as the Internet, and more particularly to systems and methods wherein various forms of competition and/or entertainment are used to determine transaction prices between buyers and sellers.",
		// xml2014 grant
		"US08930553": "The present invention relates to computer networks in general, and more particularly to computer networks supporting SIP.",
		// BRS text dump
		"US09204581": `This application claims the benefit of U.S. Provisional Application No. 61/559,247, which was filed on Nov. 14, 2011 and is entitled "Chip Level EMI Reduction Method and Apparatus", and is included herein by reference.`,
		// us-patent-application v4.1
		"US20060288462": "This application is a continuation in part of copending U. S. Design patent application Ser. No. 29/232,669 filed Jun. 22, 2005, naming Yvonne Schroeder as inventor for “UNDERWEAR”, the benefit of which is claimed.",
	}
	first := map[string]string{}
	for _, s := range out {
		if _, ok := first[s.Patent]; !ok {
			first[s.Patent] = s.Text
		}
	}
	for num, w := range want {
		if first[num] != w {
			t.Errorf("%s: first sentence\n got %q\nwant %q", num, first[num], w)
		}
	}
}

var (
	markupRE    = regexp.MustCompile(`</?[A-Za-z][A-Za-z0-9-]*(\s[^>]*)?/?>|<!|<\?`)
	entityRE    = regexp.MustCompile(`&(#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);`)
	claimRE     = regexp.MustCompile(`(?i)\b(according to|as claimed in|as recited in|as defined in|as set forth in) claim \d|\bwhat is claimed is\b|^\d+\. (A|An|The) .*\bclaim \d+, wherein`)
	brokenFigRE = regexp.MustCompile(`(?i)\bFIGS?\.$|^\d+[A-Z]?\s+(is|are|shows|illustrates|depicts)\b`)
)

// TestInspectRandomSentences inspects 200 random output sentences: no
// markup, no entity, no claim text, no broken "FIG." split, no omitted
// content, normalised white space, within the token bounds.
func TestInspectRandomSentences(t *testing.T) {
	_, out := sharedRun()
	rng := rand.New(rand.NewPCG(2023, 3))
	for range 200 {
		s := out[rng.IntN(len(out))].Text
		switch {
		case markupRE.MatchString(s):
			t.Errorf("markup in %q", s)
		case entityRE.MatchString(s):
			t.Errorf("entity in %q", s)
		case claimRE.MatchString(s):
			t.Errorf("claim text in %q", s)
		case brokenFigRE.MatchString(s):
			t.Errorf("broken FIG. split in %q", s)
		case strings.Contains(s, uspto.Omitted):
			t.Errorf("omitted content in %q", s)
		case NormalizeSpace(s) != s:
			t.Errorf("white space not normalised in %q", s)
		case Tokens(s) < 5 || Tokens(s) > 55:
			t.Errorf("%d tokens in %q", Tokens(s), s)
		}
	}
	// The checks themselves must catch the defects they look for.
	for _, s := range []string{"A <b>bold</b> word", "x &amp; y", "The device according to claim 1 is new.", "As shown in FIG.", "3 is a view of the device."} {
		if !markupRE.MatchString(s) && !entityRE.MatchString(s) && !claimRE.MatchString(s) && !brokenFigRE.MatchString(s) {
			t.Errorf("inspection misses %q", s)
		}
	}
}

// TestSharedRawFiles checks that the raw shared files, when present, give
// the same counts as the bundled compressed copies.
func TestSharedRawFiles(t *testing.T) {
	const raw = "/work/shared/data/patents/uspto-xml"
	if _, err := os.Stat(raw); err != nil {
		t.Skipf("the shared patent files (%s) are not on this machine; the bundled copies are tested by TestSharedCounts", raw)
	}
	files, _ := filepath.Glob(filepath.Join(raw, "*.xml"))
	samples, _ := filepath.Glob(filepath.Join(raw, "samples", "*"))
	byName := map[string]string{}
	for _, f := range append(files, samples...) {
		b := filepath.Base(f)
		b = strings.TrimPrefix(b, "Assignee_Lawyer_Disambiguation_test_fixtures_")
		b = strings.TrimPrefix(b, "PatentDocument_resources_samples_")
		if strings.Contains(f, "/samples/") {
			b = "samples_" + b
		}
		byName[b+".gz"] = f
	}
	var inputs []string
	for _, c := range sharedCounts {
		p, ok := byName[c.file]
		if !ok {
			t.Fatalf("no raw file for %s", c.file)
		}
		inputs = append(inputs, p)
	}
	if len(inputs) != len(byName) {
		t.Fatalf("%d raw files, %d bundled", len(byName), len(inputs))
	}
	rep, err := Process(context.Background(), inputs, Options{}, func(Sentence) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range sharedCounts {
		got := rep.PerFile[i]
		if got.Documents != c.docs || got.Sentences != c.sentences || got.Kept != c.kept {
			t.Errorf("%s: %d, %d, %d; want %d, %d, %d", got.Path, got.Documents, got.Sentences, got.Kept, c.docs, c.sentences, c.kept)
		}
	}
}

// TestKeepGoing processes good and bad inputs: without KeepGoing the first
// error stops the run; with it, the errors are reported and every other
// document is processed exactly as on its own.
func TestKeepGoing(t *testing.T) {
	good := filepath.Join(sharedDir, "xml_ipg120327.two.xml.gz")
	brs := filepath.Join(sharedDir, "samples_css_brs_css_brs_sample.txt.gz")
	inputs := []string{good, filepath.Join(badDir, "malformed.xml"), filepath.Join(badDir, "truncated.xml"),
		filepath.Join(badDir, "nonutf8.xml"), filepath.Join(badDir, "missing.xml"), brs}
	count := func(files []string, opt Options) (*Report, []string, error) {
		var errs []string
		opt.OnError = func(err error) { errs = append(errs, strings.TrimPrefix(err.Error(), badDir+"/")) }
		rep, err := Process(context.Background(), files, opt, func(Sentence) error { return nil })
		return rep, errs, err
	}

	_, _, err := count(inputs, Options{})
	var ue *uspto.Error
	if !errors.As(err, &ue) || ue.Offset != 1159 || ue.Line != 32 {
		t.Fatalf("without KeepGoing: %v, want the malformed.xml error at byte 1159", err)
	}

	rep, errs, err := count(inputs, Options{KeepGoing: true})
	if err != nil {
		t.Fatal(err)
	}
	wantErrs := []string{
		"malformed.xml: byte 1159 (line 32): element <invention-title> closed by </invention-titel>",
		"truncated.xml: byte 15679 (line 424): truncated document: input ends inside <classification-national>",
		"nonutf8.xml: byte 21493 (line 615): invalid UTF-8: byte 0xe9",
		"opening input: open ../../testdata/patents/bad/missing.xml: no such file or directory",
	}
	if !slices.Equal(errs, wantErrs) {
		t.Errorf("errors\n got %q\nwant %q", errs, wantErrs)
	}
	if rep.FilesFailed != 1 || rep.DocumentsBad != 3 || rep.Files != 6 {
		t.Errorf("report %+v", rep)
	}
	alone, _, err := count([]string{brs}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	last := rep.PerFile[len(rep.PerFile)-1]
	if last.Sentences != alone.PerFile[0].Sentences || last.Documents != 6 {
		t.Errorf("BRS file after errors: %+v, alone %+v", last, alone.PerFile[0])
	}
}

// TestBuildResume interrupts Build, spoils the outputs after the last
// checkpoint as a crash would, resumes, and compares with an uninterrupted
// run byte for byte.
func TestBuildResume(t *testing.T) {
	inputs := []string{
		filepath.Join(sharedDir, "xml_ipg120327.18.xml.gz"),
		filepath.Join(sharedDir, "samples_css_brs_css_brs_sample.txt.gz"),
		filepath.Join(sharedDir, "xml_ipg120327.two.xml.gz"),
		filepath.Join(sharedDir, "samples_pap_US20010000044A1.xml.gz"),
	}
	dir := t.TempDir()
	ref := Output{Sentences: filepath.Join(dir, "ref.txt"), Meta: filepath.Join(dir, "ref.tsv")}
	refRep, err := Build(context.Background(), inputs, ref, Options{})
	if err != nil {
		t.Fatal(err)
	}

	for _, stopAfter := range []int{1, 10, 20, 24} {
		t.Run(fmt.Sprint(stopAfter), func(t *testing.T) {
			out := Output{Sentences: filepath.Join(dir, fmt.Sprint(stopAfter, ".txt")),
				Meta: filepath.Join(dir, fmt.Sprint(stopAfter, ".tsv")), Interval: 1}
			state := out.Sentences + ".state" // the default
			ctx, cancel := context.WithCancel(context.Background())
			docs := 0
			opt := Options{Progress: func(int64) {
				if docs++; docs == stopAfter {
					cancel()
				}
			}}
			if _, err := Build(ctx, inputs, out, opt); !errors.Is(err, context.Canceled) {
				t.Fatalf("interrupted run: %v", err)
			}
			if _, err := os.Stat(state); err != nil {
				t.Fatalf("no checkpoint: %v", err)
			}
			// Output written after the checkpoint is discarded on resume.
			for _, p := range []string{out.Sentences, out.Meta} {
				if _, err := os.Stat(p); !os.IsNotExist(err) {
					t.Fatalf("interrupted run wrote %s (want only %s): %v", p, PartialPath(p), err)
				}
				f, err := os.OpenFile(PartialPath(p), os.O_APPEND|os.O_WRONLY, 0)
				if err != nil {
					t.Fatal(err)
				}
				f.WriteString("half-written line")
				f.Close()
			}
			rep, err := Build(context.Background(), inputs, out, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, pair := range [][2]string{{ref.Sentences, out.Sentences}, {ref.Meta, out.Meta}} {
				a, _ := os.ReadFile(pair[0])
				b, _ := os.ReadFile(pair[1])
				if string(a) != string(b) {
					t.Errorf("%s differs from the uninterrupted run (%d and %d bytes)", pair[1], len(b), len(a))
				}
			}
			a, b := *refRep, *rep
			if a.Kept != b.Kept || a.Sentences != b.Sentences || a.Documents != b.Documents || a.Duplicates != b.Duplicates ||
				!slices.Equal(a.PerFile, b.PerFile) {
				t.Errorf("report\n got %+v\nwant %+v", b, a)
			}
			if _, err := os.Stat(state); !os.IsNotExist(err) {
				t.Errorf("state file left after success: %v", err)
			}
		})
	}
	meta, _ := os.ReadFile(ref.Meta)
	lines := strings.Split(strings.TrimSuffix(string(meta), "\n"), "\n")
	if lines[0] != MetaHeader || len(lines) != refRep.Kept+1 {
		t.Fatalf("meta has %d lines, header %q; want %d", len(lines), lines[0], refRep.Kept+1)
	}
	if want := "USD0656296\tS1\txml_ipg120327.18.xml.gz\t1\t0\t0"; lines[1] != want {
		t.Errorf("first meta row %q, want %q", lines[1], want)
	}
}

// FuzzClean checks that splitting and cleaning never panic and that Clean
// keeps its promises on any input.
func FuzzClean(f *testing.F) {
	for _, c := range referenceCases {
		f.Add(c.in)
	}
	f.Add("(FIG. 1)(12)(,) 12, 14 and and 16 ,, ( ) FIGS. 1-3 and FIG. 4(a), . e.g. U.S.A.")
	f.Fuzz(func(t *testing.T, s string) {
		sents := Split(s)
		for _, sent := range sents {
			if sent == "" || sent != strings.TrimSpace(sent) {
				t.Fatalf("Split gave %q", sent)
			}
		}
		// Splitting loses no text, only white space between sentences.
		noSpace := func(s string) string { return strings.Join(strings.Fields(s), "") }
		if noSpace(strings.Join(sents, " ")) != noSpace(s) {
			t.Fatalf("Split(%q) = %q loses text", s, sents)
		}
		var rep Report
		c, ok := Clean(s, &Options{}, &rep)
		if ok && (Tokens(c) < 5 || Tokens(c) > 55 || c != strings.TrimSpace(c) || strings.Contains(c, uspto.Omitted)) {
			t.Fatalf("Clean(%q) = %q", s, c)
		}
		removed := rep.Omitted + rep.TooShort + rep.TooLong + rep.LowAlpha + rep.ShortAfterRefs
		if ok == (removed == 1) || removed > 1 {
			t.Fatalf("Clean(%q): kept %t, report %+v", s, ok, rep)
		}
	})
}

// TestDatasetUpToDate checks that datasets/patents/sentences.txt.gz is
// exactly what the current code makes from the bundled shared files (it is
// regenerated with the command in datasets/patents/README.md).
func TestDatasetUpToDate(t *testing.T) {
	_, out := sharedRun()
	f, err := os.Open("../../datasets/patents/sentences.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != len(out) {
		t.Fatalf("dataset has %d sentences, the code makes %d", len(lines), len(out))
	}
	for i := range lines {
		if lines[i] != out[i].Text {
			t.Fatalf("dataset line %d\n got %q\nwant %q", i+1, lines[i], out[i].Text)
		}
	}
}

// TestBuildBadState checks the errors for a corrupt checkpoint and for an
// output that is shorter than its checkpoint says.
func TestBuildBadState(t *testing.T) {
	dir := t.TempDir()
	inputs := []string{filepath.Join(sharedDir, "samples_sgml_US06336130.xml.gz")}
	out := Output{Sentences: filepath.Join(dir, "s.txt")}
	state := out.Sentences + ".state"
	if err := os.WriteFile(state, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Build(context.Background(), inputs, out, Options{}); err == nil || !strings.Contains(err.Error(), "reading checkpoint "+state) {
		t.Errorf("corrupt state: %v", err)
	}
	st := fmt.Sprintf(`{"inputs":[%q],"settings":"min-tokens=5 max-tokens=55 min-alpha=0.6 format=auto meta=false","sentences_bytes":100,"report":{}}`, inputs[0])
	if err := os.WriteFile(state, []byte(st), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(PartialPath(out.Sentences), []byte("short\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := PartialPath(out.Sentences) + " is shorter (6 bytes) than its checkpoint (100 bytes); remove the .state file to start again"
	if _, err := Build(context.Background(), inputs, out, Options{}); err == nil || err.Error() != want {
		t.Errorf("short output: %v", err)
	}
}

// TestBuildKeepsEarlierOutput checks that a failing run leaves the outputs
// of an earlier run as they were and no partial file behind, and that
// inputs without any sentence are an error that writes nothing.
func TestBuildKeepsEarlierOutput(t *testing.T) {
	dir := t.TempDir()
	out := Output{Sentences: filepath.Join(dir, "s.txt"), Meta: filepath.Join(dir, "s.tsv")}
	for _, p := range []string{out.Sentences, out.Meta} {
		if err := os.WriteFile(p, []byte("earlier\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	junk := filepath.Join(dir, "junk.txt")
	if err := os.WriteFile(junk, []byte("x y\n1 2 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		inputs []string
		err    string
	}{
		{"malformed first input", []string{"../../testdata/patents/bad/truncated.xml", filepath.Join(sharedDir, "samples_sgml_US06336130.xml.gz")}, "truncated document"},
		{"no sentence", []string{junk}, "no sentence kept from 2 documents of 1 files"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Build(context.Background(), tt.inputs, out, Options{})
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Fatalf("err = %v, want %q", err, tt.err)
			}
			for _, p := range []string{out.Sentences, out.Meta} {
				if b, err := os.ReadFile(p); err != nil || string(b) != "earlier\n" {
					t.Errorf("%s: %q, %v; want the earlier content", p, b, err)
				}
			}
			left, _ := filepath.Glob(filepath.Join(dir, "*.partial"))
			if st, _ := filepath.Glob(filepath.Join(dir, "*.state")); len(left)+len(st) > 0 {
				t.Errorf("left behind: %q %q", left, st)
			}
		})
	}
	if _, err := Build(context.Background(), []string{junk}, out, Options{}); !errors.Is(err, ErrNoSentences) {
		t.Errorf("err = %v, want ErrNoSentences", err)
	}
}

// FuzzLoadState checks that a damaged checkpoint is an error naming the
// file, never a panic or a state without a report.
func FuzzLoadState(f *testing.F) {
	f.Add([]byte(`{"inputs":["a.xml"],"settings":"s","position":{},"sentences_bytes":10,"report":{}}`))
	f.Add([]byte(`{"report":null}`))
	f.Add([]byte("{not json"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, b []byte) {
		path := filepath.Join(t.TempDir(), "s.txt.state")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		st, err := loadState(path)
		if err != nil {
			if !strings.Contains(err.Error(), path) {
				t.Fatalf("error %v does not name the checkpoint", err)
			}
			return
		}
		if st == nil || st.Report == nil {
			t.Fatalf("state %+v without a report", st)
		}
	})
}
