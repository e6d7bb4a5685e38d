package access

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/internal/jobfile"
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
	opt := Options{Beams: 1, Batch: 1, MaxLenB: 6}
	// Resuming keeps the finished batches (one sentence each with Batch 1,
	// sorted by length within chunks of 8) and redoes the rest: two lines
	// and a torn one; nothing; every line but the last (of chunk 2).
	for _, partial := range []string{"2\t" + one[1] + "\n4\t" + one[3] + "\n9\tto", "", func() string {
		var b strings.Builder
		for i := range 9 {
			fmt.Fprintf(&b, "%d\t%s\n", i+1, one[i])
		}
		return b.String()
	}()} {
		out := filepath.Join(t.TempDir(), "out.txt")
		if partial != "" {
			// A partial output of an earlier run of the same job: make the
			// record by starting the job and cancelling it at once.
			cctx, cancel := context.WithCancel(ctx)
			cancel()
			if err := simp.SimplifyFile(cctx, in, vals, opt, out, FileOptions{}); err == nil {
				t.Fatal("cancelled run succeeded")
			}
			if err := os.WriteFile(out+".partial", []byte(partial), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if err := simp.SimplifyFile(ctx, in, vals, opt, out, FileOptions{}); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != want {
			t.Errorf("resumed from %q: SimplifyFile wrote %q, want %q", partial, b, want)
		}
		if _, err := os.Stat(out + ".partial"); !os.IsNotExist(err) {
			t.Errorf("partial file left after success: %v", err)
		}
	}

	// Shards 1/3..3/3 (of 2 chunks: one shard is empty) concatenated give
	// the whole output.
	var merged string
	for k := 1; k <= 3; k++ {
		out := filepath.Join(t.TempDir(), "shard.txt")
		if err := simp.SimplifyFile(ctx, in, vals, opt, out, FileOptions{Shard: jobfile.Shard{K: k, N: 3}}); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(out)
		merged += string(b)
	}
	if merged != want {
		t.Errorf("shards give %q, want %q", merged, want)
	}

	// A partial output of another input is refused (and kept), then
	// discarded with Restart; a finished output is not redone.
	out := filepath.Join(t.TempDir(), "out.txt")
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	simp.SimplifyFile(cctx, in[:5], vals, opt, out, FileOptions{})
	os.WriteFile(out+".partial", []byte("1\tfrom the other input\n"), 0o644)
	err = simp.SimplifyFile(ctx, in, vals, opt, out, FileOptions{Input: "in.txt"})
	var mm *jobfile.MismatchError
	if !errors.As(err, &mm) || !strings.Contains(err.Error(), "input in.txt differs") || !strings.Contains(err.Error(), "--restart") {
		t.Errorf("partial of another input: %v", err)
	}
	if b, _ := os.ReadFile(out + ".partial"); string(b) != "1\tfrom the other input\n" {
		t.Errorf("refused run changed the partial file: %q", b)
	}
	if err := simp.SimplifyFile(ctx, in, vals, opt, out, FileOptions{Restart: true}); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(out); string(b) != want {
		t.Errorf("after --restart: %q", b)
	}
	var log strings.Builder
	if err := simp.SimplifyFile(ctx, in, vals, opt, out, FileOptions{Log: &log}); err != nil || !strings.Contains(log.String(), "nothing to do") {
		t.Errorf("rerun of a finished output: %v, log %q", err, log.String())
	}
}

func TestBestCandidate(t *testing.T) {
	src := "0123456789" // 10 characters: a candidate's length ratio is len/10
	cands := []string{"0123456789", "01234567", "01234", "012"}
	scores := []float64{-0.1, -0.3, -0.5, -0.9}
	for _, tc := range []struct {
		name           string
		target, weight float64
		want           int
	}{
		{"model score alone", -1, 4, 0},
		{"no weight", 0.5, 0, 0},
		{"light weight", 0.5, 0.1, 0},
		{"aim at 0.5", 0.5, 4, 2},
		{"aim at 0.8", 0.8, 4, 1},
		{"aim at 0.3", 0.3, 10, 3},
		{"ties keep the first", 1.2, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := bestCandidate(src, cands, scores, tc.target, tc.weight); got != tc.want {
				t.Errorf("bestCandidate(target %g, weight %g) = %d (%q), want %d (%q)", tc.target, tc.weight, got, cands[got], tc.want, cands[tc.want])
			}
		})
	}
}

// upper is a Rewriter that writes an output in capitals.
type upper struct{}

func (upper) Rewrite(s string) string { return strings.ToUpper(s) }
func (upper) String() string          { return "upper" }

// TestSimplifyRewrite: Options.Rewrite rewrites every output last, the text
// after a --with-scores score only, and a job records it.
func TestSimplifyRewrite(t *testing.T) {
	simp := randomSimplifier(t)
	vals, err := simp.DefaultValues()
	if err != nil {
		t.Fatal(err)
	}
	in := []string{"The device comprises a housing.", "Short one."}
	ctx := context.Background()
	opt := Options{Beams: 1, Batch: 2, MaxLenB: 6, WithScores: true}
	plain, err := simp.Simplify(ctx, in, vals, opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.Rewrite = upper{}
	got, err := simp.Simplify(ctx, in, vals, opt)
	if err != nil {
		t.Fatal(err)
	}
	for i := range in {
		score, text, _ := strings.Cut(plain[i], "\t")
		if want := score + "\t" + strings.ToUpper(text); got[i] != want {
			t.Errorf("output %d = %q, want %q", i, got[i], want)
		}
	}
	settings := map[string]string{}
	opt.AddSettings(settings)
	if settings["rewrite"] != "upper" {
		t.Errorf("settings %v: want rewrite upper", settings)
	}
}
