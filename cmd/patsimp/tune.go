package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/train"
)

func init() {
	register(&command{
		name:    "tune",
		summary: "search ACCESS control values on a validation set and store the best in the checkpoint",
		run:     runTune,
	})
}

func runTune(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("tune", "--checkpoint DIR --valid PREFIX [flags]", stderr)
	ckpt := fs.String("checkpoint", "", "checkpoint directory written by patsimp train")
	validPath := fs.String("valid", "", "validation corpus: PREFIX.complex + PREFIX.simple[.N], or a TSV file")
	budget := fs.Int("budget", 30, "number of control settings to evaluate")
	method := fs.String("method", "random", "search: random (0.05 grid) or grid (--step)")
	step := fs.Float64("step", 0.15, "grid spacing for --method grid")
	beams := fs.Int("beams", 2, "beam width for decoding the validation set")
	noRepeat := fs.Int("no-repeat-ngram", 0, "decode the validation set with this no-repeat n-gram size, as simplify --no-repeat-ngram (0: off)")
	knownWords := fs.Bool("known-words", false, "decode the validation set keeping outputs to known words, as simplify --known-words")
	verbatim := fs.Bool("verbatim", false, "decode the validation set with simplify --verbatim")
	noLoops := fs.Bool("no-loops", false, "decode the validation set with simplify --no-loops")
	limit := fs.Int("valid-sentences", 0, "use the first N validation sentences only (0: all)")
	seed := fs.Uint64("seed", 1, "random seed of the search")
	restart := fs.Bool("restart", false, "discard an unfinished search (tune.jsonl) of another validation set, checkpoint or settings and start over")
	backendName := fs.String("backend", "", "compute backend: go, xla:cpu, xla:cuda or a GoMLX backend spec (default: $GOMLX_BACKEND, else the faster installed backend for simplification, see docs/xla.md)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if *ckpt == "" || *validPath == "" {
		return usageErrorf("--checkpoint and --valid are required")
	}
	switch {
	case *method != "random" && *method != "grid":
		return usageErrorf("--method %q: want random or grid", *method)
	case *method == "grid" && !(*step >= 0.05):
		return usageErrorf("--step %g: must be at least 0.05", *step)
	}
	if *budget < 1 || *beams < 1 || *limit < 0 || *noRepeat < 0 {
		return usageErrorf("--budget and --beams must be at least 1, --valid-sentences and --no-repeat-ngram not negative")
	}
	valid, err := train.ReadCorpus(*validPath)
	if err != nil {
		return usageErrorf("%v", err)
	}
	if *limit > 0 && *limit < valid.Len() {
		valid.Complex, valid.Simple = valid.Complex[:*limit], valid.Simple[:*limit]
	}
	backend, err := models.NewBackend(models.BackendFor(*backendName, models.Simplify))
	if err != nil {
		return err
	}
	simp, err := access.Load(*ckpt, backend)
	if err != nil {
		return err
	}
	var lex eval.PrefixLexicon
	if *knownWords {
		if lex, err = eval.DefaultWordRanker(); err != nil {
			return err
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	best, err := train.TuneCheckpoint(ctx, *ckpt, simp, valid, train.TuneOptions{
		Budget: *budget, Method: *method, Step: *step, Seed: *seed, Beams: *beams, Restart: *restart,
		NoRepeatNgram: *noRepeat, KnownWords: lex, Verbatim: *verbatim, NoLoops: *noLoops,
	}, stderr)
	if err != nil {
		return jobError(err)
	}
	fmt.Fprintf(stdout, "%s\tSARI %.2f\n", best.Controls, best.SARI)
	return nil
}
