package bundled

import (
	"context"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/patsimp/patsimp/checkpoints/store"
	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.txt from the embedded model")

const golden = "testdata/golden.txt"

// goldenSentences is how many demo sentences the golden test decodes.
const goldenSentences = 8

// TestEmbeddedModel loads the embedded model, checks that its weights are
// stored compactly and within the size budget, and compares its greedy
// simplifications of the first demo sentences with the recorded ones (a
// regression test of loading, bfloat16 widening and decoding; rewrite
// with -update after shipping a new model).
func TestEmbeddedModel(t *testing.T) {
	fsys, err := FS()
	if err != nil {
		t.Fatal(err)
	}
	total := int64(0)
	for _, name := range []string{access.MetaFile, access.VocabFile, access.WeightsFile, "demo.tsv"} {
		st, err := fs.Stat(fsys, name)
		if err != nil {
			t.Fatal(err)
		}
		total += st.Size()
	}
	if total > 25<<20 {
		t.Errorf("embedded files take %d bytes, over the 25 MiB budget", total)
	}
	b, err := fs.ReadFile(fsys, access.WeightsFile)
	if err != nil {
		t.Fatal(err)
	}
	f, err := store.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range f.Names() {
		tensor, err := f.Tensor(name)
		if err != nil {
			t.Fatal(err)
		}
		if dt := tensor.DType().String(); dt != "BFloat16" {
			t.Errorf("%s stored as %s, want bfloat16", name, dt)
		}
	}

	demo, err := Demo()
	if err != nil {
		t.Fatal(err)
	}
	if demo.Len() < goldenSentences {
		t.Fatalf("demo has %d pairs, want at least %d", demo.Len(), goldenSentences)
	}
	simp, vals := loadEmbedded(t)
	out, err := simp.Simplify(context.Background(), demo.Complex[:goldenSentences], vals, access.Options{Beams: 1, Batch: goldenSentences})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(out, "\n") + "\n"
	if *update {
		if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("greedy outputs of the embedded model changed:\ngot:\n%s\nwant:\n%s", got, want)
	}
	nonEmpty := 0
	for _, s := range out {
		if strings.TrimSpace(s) != "" {
			nonEmpty++
		}
	}
	if nonEmpty < goldenSentences/2 {
		t.Errorf("only %d of %d outputs are non-empty", nonEmpty, goldenSentences)
	}
}

// TestEmbeddedModelKnownWords: with Options.KnownWords the embedded model's
// beam outputs of the demo sentences have no invented words, as
// eval.InventedWords counts them, while without it the model invents some.
func TestEmbeddedModelKnownWords(t *testing.T) {
	demo, err := Demo()
	if err != nil {
		t.Fatal(err)
	}
	simp, vals := loadEmbedded(t)
	lex, err := eval.DefaultWordRanker()
	if err != nil {
		t.Fatal(err)
	}
	src := demo.Complex[:goldenSentences]
	count := func(out []string) (invented int) {
		for i, o := range out {
			inv, _ := eval.InventedWords(src[i], o, lex)
			invented += len(inv)
		}
		return invented
	}
	opt := access.Options{Beams: 4, Batch: goldenSentences, NoRepeatNgram: 3}
	free, err := simp.Simplify(context.Background(), src, vals, opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.KnownWords = lex
	kept, err := simp.Simplify(context.Background(), src, vals, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d invented words without the constraint", count(free))
	if n := count(kept); n != 0 {
		t.Errorf("%d invented words with KnownWords:\n%s", n, strings.Join(kept, "\n"))
	}
}

// loadEmbedded loads the embedded model on the pure-Go backend with its
// default control values.
func loadEmbedded(t *testing.T) (*access.Simplifier, controls.Values) {
	t.Helper()
	backend, err := models.NewBackend("go")
	if err != nil {
		t.Fatal(err)
	}
	simp, err := Load(backend)
	if err != nil {
		t.Fatal(err)
	}
	vals, err := simp.DefaultValues()
	if err != nil {
		t.Fatal(err)
	}
	return simp, vals
}

// TestEmbeddedModelMatchesPyTorch compares the embedded model's beam-4
// simplifications of 20 held-out sentences, with simplify's defaults for
// the embedded model (no-repeat 3, known words, verbatim names, no loops,
// copy when unconstrained or below the model's min_score), with those of the
// independent PyTorch re-implementation, bench/torch/simplify_ref.py
// (testdata/README.md has the command).
func TestEmbeddedModelMatchesPyTorch(t *testing.T) {
	in, err := os.ReadFile("testdata/reference.in")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/reference.out")
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Split(strings.TrimSuffix(string(in), "\n"), "\n")
	ref := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	if len(ref) != len(src) {
		t.Fatalf("%d reference outputs for %d sentences", len(ref), len(src))
	}
	simp, vals := loadEmbedded(t)
	lex, err := eval.DefaultWordRanker()
	if err != nil {
		t.Fatal(err)
	}
	out, err := simp.Simplify(context.Background(), src, vals, access.Options{Beams: 4, NoRepeatNgram: 3, KnownWords: lex,
		Verbatim: true, NoLoops: true, CopyUnconstrained: true, MinScore: simp.Meta.MinScore})
	if err != nil {
		t.Fatal(err)
	}
	for i := range out {
		if out[i] != ref[i] {
			t.Errorf("sentence %d:\n patsimp: %s\n PyTorch: %s", i+1, out[i], ref[i])
		}
	}
}

// TestMinScoreCopiesUnsureOutputs: MinScore replaces exactly the outputs
// whose mean token log-probability is below it by their sources, in greedy
// and beam search: every output is less sure than −1e-6 and surer than
// −100, so those thresholds copy all sources or none.
func TestMinScoreCopiesUnsureOutputs(t *testing.T) {
	demo, err := Demo()
	if err != nil {
		t.Fatal(err)
	}
	src := demo.Complex[:6]
	simp, vals := loadEmbedded(t)
	for _, beams := range []int{1, 3} {
		plain, err := simp.Simplify(context.Background(), src, vals, access.Options{Beams: beams})
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			min    float64
			copies int
		}{{-1e-6, len(src)}, {-100, 0}} {
			out, err := simp.Simplify(context.Background(), src, vals, access.Options{Beams: beams, MinScore: tc.min})
			if err != nil {
				t.Fatal(err)
			}
			copies := 0
			for i := range out {
				switch out[i] {
				case src[i]:
					copies++
				case plain[i]:
				default:
					t.Errorf("beams %d, MinScore %g, sentence %d: %q is neither the source nor the plain output %q", beams, tc.min, i, out[i], plain[i])
				}
			}
			if copies != tc.copies {
				t.Errorf("beams %d, MinScore %g: %d sources copied, want %d", beams, tc.min, copies, tc.copies)
			}
		}
	}
}

// TestWithScores: WithScores prefixes each output with its mean token
// log-probability, and MinScore copies exactly the sources whose score is
// below it (the held-out sentences 1–20 hold garbled chemistry, below the
// embedded model's min_score).
func TestWithScores(t *testing.T) {
	in, err := os.ReadFile("testdata/reference.in")
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Split(strings.TrimSuffix(string(in), "\n"), "\n")
	simp, vals := loadEmbedded(t)
	lex, err := eval.DefaultWordRanker()
	if err != nil {
		t.Fatal(err)
	}
	opt := access.Options{Beams: 4, NoRepeatNgram: 3, KnownWords: lex, Verbatim: true, NoLoops: true}
	plain, err := simp.Simplify(context.Background(), src, vals, opt)
	if err != nil {
		t.Fatal(err)
	}
	min := simp.Meta.MinScore
	opt.MinScore, opt.WithScores = min, true
	scored, err := simp.Simplify(context.Background(), src, vals, opt)
	if err != nil {
		t.Fatal(err)
	}
	copies := 0
	for i, line := range scored {
		num, text, ok := strings.Cut(line, "\t")
		score, err := strconv.ParseFloat(num, 64)
		if !ok || err != nil || score >= 0 {
			t.Fatalf("sentence %d: %q does not start with a negative score and a tab", i, line)
		}
		want := plain[i]
		if score < min {
			want = src[i]
			copies++
		}
		if text != want {
			t.Errorf("sentence %d (score %g, min %g): %q, want %q", i, score, min, text, want)
		}
	}
	if copies == 0 || copies == len(src) {
		t.Errorf("%d of %d sources copied; the test wants some below %g and some above", copies, len(src), min)
	}
}
