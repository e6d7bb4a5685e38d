package access

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/spm"
)

// randomSimplifier returns a tiny simplifier with seeded random weights over
// the bundled test SentencePiece model.
func randomSimplifier(t *testing.T) *Simplifier {
	t.Helper()
	sp, err := spm.Load("../../testdata/access/spm.model")
	if err != nil {
		t.Fatal(err)
	}
	feats := []controls.Feature{controls.LengthRatio}
	vocab, err := NewVocab(sp, feats)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Tiny()
	vocab.Configure(&cfg)
	s := model.NewStore()
	if err := s.SetRNGStateFromSeed(5); err != nil {
		t.Fatal(err)
	}
	simp, err := NewSimplifier(testBackend(t), s, Meta{Model: cfg, Features: []string{feats[0].String()}, Controls: "LengthRatio=0.8"}, vocab)
	if err != nil {
		t.Fatal(err)
	}
	return simp
}

// TestSimplifyOrderAndFile: decoding in length-sorted batches must return
// the outputs in input order, equal to decoding one sentence at a time (with
// a fixed output cap: the default cap follows a batch's longest source), and
// SimplifyFile must write the same lines, also when resumed from a partial
// file.
func TestSimplifyOrderAndFile(t *testing.T) {
	simp := randomSimplifier(t)
	vals, err := simp.DefaultValues()
	if err != nil {
		t.Fatal(err)
	}
	in := []string{
		"A long sentence with quite a few words in it to make it the longest one here.",
		"Short one.",
		"A sentence of middling length.",
		"Tiny.",
		"Another fairly long sentence, with a comma, and a few more words.",
		"The device comprises a housing.",
		"Seven words are in this one here.",
		"Patents describe inventions in great detail, often at length.",
		"Ok.",
		"The last sentence of the test input.",
	}
	ctx := context.Background()
	one := make([]string, len(in))
	for i, s := range in {
		out, err := simp.Simplify(ctx, []string{s}, vals, Options{Beams: 1, Batch: 1, MaxLenB: 6})
		if err != nil {
			t.Fatal(err)
		}
		one[i] = out[0]
	}
	all, err := simp.Simplify(ctx, in, vals, Options{Beams: 1, Batch: 2, MaxLenB: 6})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(all, one) {
		t.Errorf("batched (sorted) outputs differ from one-by-one:\n%q\n%q", all, one)
	}
	if len(slices.Compact(slices.Sorted(slices.Values(one)))) < 3 {
		t.Fatalf("the random model gives too few distinct outputs to test the order: %q", one)
	}

	want := ""
	for _, s := range one {
		want += s + "\n"
	}
	// Resuming keeps whole chunks (8 sentences with Batch 1) and redoes the
	// rest: a first chunk then a wrong ninth line and a torn line; a lone
	// wrong line and a torn line (redone); nothing.
	firstChunk := strings.Join(one[:8], "\n") + "\n"
	for _, partial := range []string{firstChunk + "WRONG\ntorn", "WRONG\ntorn", ""} {
		out := filepath.Join(t.TempDir(), "out.txt")
		if partial != "" {
			if err := os.WriteFile(out+".partial", []byte(partial), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if err := simp.SimplifyFile(ctx, in, vals, Options{Beams: 1, Batch: 1, MaxLenB: 6}, out, nil); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != want {
			t.Errorf("resumed from %q: SimplifyFile wrote %q, want %q", partial, b, want)
		}
	}
}
