package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/access/bundled"
)

func init() {
	register(&command{
		name:    "demo",
		summary: "simplify the embedded sample of patent sentences with the embedded model and score it",
		run:     runDemo,
	})
}

func runDemo(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("demo", "[--n N] [--beams N] [--checkpoint DIR] [--control SPEC] [--backend go|xla|SPEC] [--known-words=false] [--verbatim=false] [--no-loops=false] [--well-formed=false]", stderr)
	n := fs.Int("n", 0, "simplify only the first N sample sentences (0: all)")
	beams := fs.Int("beams", 4, "beam width")
	ckpt := fs.String("checkpoint", "", "use this checkpoint directory instead of the embedded model")
	control := fs.String("control", "", "control values (default: the model's tuned ones)")
	backendName := fs.String("backend", "go", "compute backend: go, xla, or a GoMLX backend spec")
	cons := addConstraintFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if *n < 0 || *beams < 1 {
		return usageErrorf("--n must not be negative and --beams must be at least 1")
	}
	sample, err := bundled.Demo()
	if err != nil {
		return err
	}
	if *n > 0 && *n < sample.Len() {
		sample.Complex, sample.Simple = sample.Complex[:*n], sample.Simple[:*n]
	}
	simp, vals, err := openSimplifier(*backendName, *ckpt, *control)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opt := access.Options{Beams: *beams, Batch: 32}
	if *ckpt == "" {
		opt.NoRepeatNgram = embeddedNoRepeatNgram // as simplify does with the embedded model
	}
	if err := cons.apply(*ckpt == "", simp.Meta, &opt); err != nil {
		return err
	}
	if err := wellFormedDefaults(fs, simp, &vals, &opt); err != nil {
		return err
	}
	out, err := simp.Simplify(ctx, sample.Complex, vals, opt)
	if err != nil {
		return err
	}
	ex, err := eval.Examples(sample.Complex, out)
	if err != nil {
		return err
	}
	name := *ckpt
	if name == "" {
		name = bundled.Name
	}
	search := fmt.Sprintf("beam %d", *beams)
	if opt.Edits != nil {
		search += ", the most probable well-formed edit (--well-formed)"
	}
	fmt.Fprintf(stdout, "patsimp demo: %d patent sentences of the silver test split, %s, controls %s, %s\n\n",
		sample.Len(), name, vals, search)
	if err := eval.WriteExamples(stdout, ex); err != nil {
		return err
	}
	rep, err := eval.Evaluate(sample.Complex, out, sample.Refs(), eval.Options{})
	if err != nil {
		return err
	}
	refs := sample.Refs()[0]
	refGarb, err := eval.CorpusGarbling(sample.Complex, refs, nil, eval.BLEUOptions{Lowercase: true})
	if err != nil {
		return err
	}
	if err := writeGarbling(stdout, rep.Garbling, refGarb, len(out)); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Corpus scores against the silver references (EASSE defaults):\n")
	return writeReportTable(stdout, rep)
}

// writeGarbling prints the measures that reveal garbled or copied output,
// for the model's outputs and for the silver references, and says what the
// silver-reference SARI means.
func writeGarbling(w io.Writer, sys, refs eval.Garbling, n int) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Measures that need no reference (see docs/eval.md):\n")
	fmt.Fprintf(&b, "  %-34s %8s %18s\n", "", "outputs", "silver references")
	fmt.Fprintf(&b, "  %-34s %7.2f%% %17.2f%%\n", "invented words (people: ~0.2-0.4%)", sys.InventedWords, refs.InventedWords)
	fmt.Fprintf(&b, "  %-34s %8s %18s\n", "sentences with a repeated loop",
		fmt.Sprintf("%d/%d", sys.Loops, n), fmt.Sprintf("%d/%d", refs.Loops, n))
	fmt.Fprintf(&b, "  %-34s %8.1f %18.1f\n", "BLEU vs source (100 = copy)", sys.SelfBLEU, refs.SelfBLEU)
	b.WriteString(`
What the SARI below means: the silver references were written by a paraphrasing
model and kept by automatic filters, not by people. SARI against them measures
how closely the outputs agree with that generator, its errors included; it does
not show that an output is correct, fluent or simpler. Read the outputs above and
the invented words, loops and BLEU against the source: invented words above ~1%
or any loop mean garbled text; BLEU vs source near 100 means mostly copying.

`)
	_, err := io.WriteString(w, b.String())
	return err
}
