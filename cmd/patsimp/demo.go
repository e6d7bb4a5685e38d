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
	fs := newFlagSet("demo", "[--n N] [--beams N] [--checkpoint DIR] [--control SPEC] [--backend go|xla|SPEC]", stderr)
	n := fs.Int("n", 0, "simplify only the first N sample sentences (0: all)")
	beams := fs.Int("beams", 4, "beam width")
	ckpt := fs.String("checkpoint", "", "use this checkpoint directory instead of the embedded model")
	control := fs.String("control", "", "control values (default: the model's tuned ones)")
	backendName := fs.String("backend", "go", "compute backend: go, xla, or a GoMLX backend spec")
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
	out, err := simp.Simplify(ctx, sample.Complex, vals, access.Options{Beams: *beams, Batch: 32})
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
	fmt.Fprintf(stdout, "patsimp demo: %d patent sentences of the silver test split, %s, controls %s, beam %d\n\n",
		sample.Len(), name, vals, *beams)
	if err := eval.WriteExamples(stdout, ex); err != nil {
		return err
	}
	rep, err := eval.Evaluate(sample.Complex, out, sample.Refs(), eval.Options{})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Corpus scores against the silver references (EASSE defaults):\n")
	return writeReportTable(stdout, rep)
}
