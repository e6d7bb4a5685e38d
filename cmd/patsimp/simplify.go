package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/internal/progress"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
)

func init() {
	register(&command{
		name:    "simplify",
		summary: "simplify sentences (one per line) with a trained ACCESS checkpoint",
		run:     runSimplify,
	})
}

func runSimplify(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("simplify", "--checkpoint DIR [--in FILE] [--out FILE] [--control SPEC] [flags]", stderr)
	ckpt := fs.String("checkpoint", "", "checkpoint directory written by patsimp train")
	in := fs.String("in", "", "input sentences, one per line (default stdin)")
	out := fs.String("out", "", "output file (default stdout); written incrementally to OUT.partial, which a rerun resumes")
	control := fs.String("control", "", "control values, e.g. LengthRatio=0.95,Levenshtein=0.75,WordRank=0.75 (default: the checkpoint's, tuned or ACCESS's)")
	beams := fs.Int("beams", 8, "beam width")
	batch := fs.Int("batch", 64, "sentences decoded together")
	backendName := fs.String("backend", "go", "compute backend: go, xla, or a GoMLX backend spec")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if *ckpt == "" {
		return usageErrorf("--checkpoint is required")
	}
	if *beams < 1 || *batch < 1 {
		return usageErrorf("--beams and --batch must be at least 1")
	}
	var sentences []string
	var err error
	if *in != "" {
		sentences, err = eval.ReadLines(*in)
	} else {
		var b []byte
		if b, err = io.ReadAll(stdin); err == nil {
			sentences, err = eval.SplitLines(b, "stdin")
		}
	}
	if err != nil {
		return usageErrorf("%v", err)
	}
	backend, err := models.NewBackend(*backendName)
	if err != nil {
		return err
	}
	simp, err := access.Load(*ckpt, backend)
	if err != nil {
		return err
	}
	vals, err := simp.DefaultValues()
	if err != nil {
		return err
	}
	if *control != "" {
		given, err := controls.ParseValues(*control)
		if err != nil {
			return usageErrorf("--control: %v", err)
		}
		if vals, err = simp.Restrict(given); err != nil {
			return usageErrorf("--control: %v", err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opt := access.Options{Beams: *beams, Batch: *batch}
	if *out == "" {
		res, err := simp.Simplify(ctx, sentences, vals, opt)
		if err != nil {
			return err
		}
		w := bufio.NewWriter(stdout)
		for _, s := range res {
			fmt.Fprintln(w, s)
		}
		return w.Flush()
	}
	return simplifyToFile(ctx, simp, sentences, vals, opt, *out, stderr)
}

// simplifyToFile appends outputs batch by batch to out.partial (synced
// after each batch), skips the lines a previous run already wrote there,
// and renames it to out when complete.
func simplifyToFile(ctx context.Context, simp *access.Simplifier, sentences []string, vals controls.Values, opt access.Options, out string, log io.Writer) error {
	partial := out + ".partial"
	done := 0
	if b, err := os.ReadFile(partial); err == nil {
		// Keep only complete lines.
		text := string(b)
		if i := strings.LastIndexByte(text, '\n'); i >= 0 {
			text = text[:i+1]
		} else {
			text = ""
		}
		done = strings.Count(text, "\n")
		if done > len(sentences) {
			return fmt.Errorf("%s has %d lines, more than the %d inputs: remove it", partial, done, len(sentences))
		}
		if err := os.Truncate(partial, int64(len(text))); err != nil {
			return err
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return err
	}
	f, err := os.OpenFile(partial, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	bar := progress.New(log, "simplify", int64(len(sentences)), progress.Options{Unit: "sentences", Start: int64(done)})
	defer bar.Done()
	for start := done; start < len(sentences); start += opt.Batch {
		end := min(start+opt.Batch, len(sentences))
		res, err := simp.Simplify(ctx, sentences[start:end], vals, opt)
		if err != nil {
			return err
		}
		var b strings.Builder
		for _, s := range res {
			b.WriteString(strings.ReplaceAll(s, "\n", " "))
			b.WriteByte('\n')
		}
		if _, err := f.WriteString(b.String()); err != nil {
			return fmt.Errorf("writing %s: %w", partial, err)
		}
		if err := f.Sync(); err != nil {
			return fmt.Errorf("writing %s: %w", partial, err)
		}
		bar.Add(end - start)
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(partial, out)
}
