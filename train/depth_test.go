package train

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/models/access"
)

// wordCountParser reports the number of words as the depth and counts the
// sentences it parsed.
type wordCountParser struct{ calls map[string]int }

func (p *wordCountParser) Depth(s string) (int, error) {
	p.calls[s]++
	return len(strings.Fields(s)), nil
}

func (p *wordCountParser) Depths(ss []string) ([]int, error) {
	out := make([]int, len(ss))
	for i, s := range ss {
		out[i], _ = p.Depth(s)
	}
	return out, nil
}

// TestDepthFeature checks that with DependencyTreeDepthRatio every distinct
// sentence is parsed once and the depth token leads the source.
func TestDepthFeature(t *testing.T) {
	sp, err := spm.Load(filepath.Join(testdata, "spm.model"))
	if err != nil {
		t.Fatal(err)
	}
	feats := []controls.Feature{controls.DependencyTreeDepthRatio, controls.LengthRatio}
	vocab, err := access.NewVocab(sp, feats)
	if err != nil {
		t.Fatal(err)
	}
	c := &Corpus{
		Complex: []string{"one two three four", "one two three four"},
		Simple:  [][]string{{"one two three"}, {"one two"}},
	}
	p := &wordCountParser{calls: map[string]int{}}
	ex, dropped, err := makeExamples(Config{Train: c, Parser: p}, vocab, feats, 64)
	if err != nil || dropped != 0 || len(ex) != 2 {
		t.Fatalf("%d examples, %d dropped, %v", len(ex), dropped, err)
	}
	for s, n := range p.calls {
		if n != 1 {
			t.Errorf("%q parsed %d times", s, n)
		}
	}
	// Depth ratios 3/4 → 0.75 and 2/4 → 0.5; the depth token comes first.
	for i, want := range []string{"<DEPENDENCYTREEDEPTHRATIO_0.75>", "<DEPENDENCYTREEDEPTHRATIO_0.5>"} {
		id := int(ex[i].Src[0])
		if got := sp.IDToPiece(id); got != want {
			t.Errorf("example %d starts with %q, want %q", i, got, want)
		}
		if !slices.Contains(controls.VocabularyTokens(feats), sp.IDToPiece(int(ex[i].Src[1]))) {
			t.Errorf("example %d: second id %d is not a control token", i, ex[i].Src[1])
		}
	}
}
