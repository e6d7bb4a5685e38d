package align

import (
	"bytes"
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var testDoc = Document{ID: "EP1",
	Description: []string{"The pump has a motor.", "The motor drives the rotor at high speed.",
		"Rubber compositions contain carbon black and silica fillers.", "The housing is made of steel."},
	Abstract: []string{"The pump has a motor that drives the rotor at high speed.", "The housing is made of steel.",
		"A method for baking bread is disclosed."},
}

func TestAlign(t *testing.T) {
	// Similarities of abstract sentence 0 to the Description sentences:
	// 0.468, 0.746, 0.179, 0.251; to sentences 0 and 1 stitched: 0.887.
	tests := []struct {
		name string
		opt  Options
		want map[int][]int // abstract sentence -> Description sentences
	}{
		{"defaults: best match above max", DefaultOptions(), map[int][]int{0: {1}, 1: {3}}},
		// Sentence 1, then 0 (0.887 with 1), then 3 (still above 0.6).
		{"between min and max: stitch while above add", Options{Max: 0.8, Add: 0.6, Min: 0.55, MaxStitched: 3},
			map[int][]int{0: {0, 1, 3}, 1: {3}}},
		{"stitching bounded", Options{Max: 0.8, Add: 0.6, Min: 0.55, MaxStitched: 2}, map[int][]int{0: {0, 1}, 1: {3}}},
		{"stitched text not similar enough", Options{Max: 0.9, Add: 0.89, Min: 0.55, MaxStitched: 3},
			map[int][]int{0: {1}, 1: {3}}},
		{"min above the best match", Options{Max: 0.9, Add: 0.8, Min: 0.75, MaxStitched: 3}, map[int][]int{1: {3}}},
		// Only the two sentences sharing most words are scored.
		{"prefilter keeps the word-sharing sentences", Options{Max: 0.8, Add: 0.6, Min: 0.55, MaxStitched: 3, Prefilter: 2},
			map[int][]int{0: {0, 1}, 1: {3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pairs, err := Align(testDoc, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			got := map[int][]int{}
			for _, p := range pairs {
				got[p.Abstract] = p.Sentences
				if p.Simple != testDoc.Abstract[p.Abstract] || p.Complex != stitch(testDoc.Description, p.Sentences) ||
					p.Similarity != Similarity(p.Complex, p.Simple) || p.ID != "EP1-a"+string(rune('0'+p.Abstract)) {
					t.Errorf("pair %+v", p)
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("aligned %v, want %v", got, tt.want)
			}
			for k, v := range tt.want {
				if !slices.Equal(got[k], v) {
					t.Errorf("abstract %d -> %v, want %v", k, got[k], v)
				}
			}
		})
	}
	for _, bad := range []Options{{Max: 0.5, Add: 0.6, Min: 0.4, MaxStitched: 1}, {Max: 0.8, Add: 0.6, Min: 0.5}} {
		if _, err := Align(testDoc, bad); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

func TestSimilarityRange(t *testing.T) {
	if s := Similarity("The Housing.", "the housing."); s != 1 {
		t.Errorf("case-folded equal sentences: %v", s)
	}
	if s := Similarity("abc", "xyz"); s < 0 || s > 0.2 {
		t.Errorf("unrelated: %v", s)
	}
}

// TestFiles aligns the European samples (testdata/patents/ep and its
// align/) and pins the counts; the one file with an XML error is skipped
// with KeepGoing.
func TestFiles(t *testing.T) {
	paths, err := filepath.Glob("../../testdata/patents/ep/*.xml.gz")
	more, err2 := filepath.Glob("../../testdata/patents/ep/align/*.xml.gz")
	paths = append(paths, more...)
	if err != nil || err2 != nil || len(paths) != 11 {
		t.Fatal(paths, err)
	}
	var skipped []string
	var pairs []Pair
	opt := FileOptions{Align: DefaultOptions(), KeepGoing: true, OnError: func(err error) { skipped = append(skipped, err.Error()) }}
	rep, err := Files(context.Background(), paths, opt, func(p Pair) error { pairs = append(pairs, p); return nil })
	if err != nil {
		t.Fatal(err)
	}
	want := Report{Files: 11, Documents: 10, Bad: 1, Usable: 5, AbstractSentences: 21, Single: 10, Stitched: 1, Pairs: 11}
	if *rep != want || len(pairs) != rep.Pairs || len(skipped) != 1 {
		var b bytes.Buffer
		rep.WriteReport(&b)
		t.Errorf("report %+v, want %+v\n%s", *rep, want, b.String())
	}
	for _, p := range pairs {
		if !strings.Contains(p.ID, "-a") || p.Complex == p.Simple || p.Similarity <= opt.Align.Min {
			t.Errorf("pair %+v", p)
		}
	}
	// A pair checked by hand: the abstract drops "molded" and
	// "integrally-molded".
	first := Pair{}
	for _, p := range pairs {
		if p.ID == "WO1995010845-a1" {
			first = p
		}
	}
	if first.Complex != "The bushing has molded face and backing flanges connected by an integrally-molded living hinge." ||
		first.Simple != "The bushing has face and backing flanges connected by a living hinge." {
		t.Errorf("WO1995010845-a1: %+v", first)
	}
	// Excluding the aligned abstract sentences drops every pair.
	ex := map[string]bool{}
	for _, p := range pairs {
		ex[p.Simple] = true
	}
	opt.Exclude = ex
	rep2, err := Files(context.Background(), paths, opt, func(Pair) error { return nil })
	if err != nil || rep2.Pairs != 0 || rep2.Excluded != rep.Pairs {
		t.Errorf("with exclusions: %+v, %v", rep2, err)
	}
	if _, err := Files(context.Background(), paths, FileOptions{Align: DefaultOptions()}, func(Pair) error { return nil }); err == nil ||
		!strings.Contains(err.Error(), "epo_v1-5-1-A1-2.xml.gz") {
		t.Errorf("without KeepGoing: %v", err)
	}
}
