package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/patsimp/patsimp/data/align"
	"github.com/patsimp/patsimp/data/uspto"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/internal/atomicfile"
)

func init() {
	register(&command{
		name:    "align",
		summary: "mine complex→simple pairs from patents by aligning abstract sentences with Description sentences (Sum4Simp)",
		run:     runAlign,
	})
}

func runAlign(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("align", "--out pairs.tsv [flags] PATENT_FILE...", stderr)
	var pf patentFlags
	pf.register(fs, "patent file (any input of patsimp corpus with abstracts: EP/WO XML, US XML grants and applications); repeatable, more may follow the flags")
	out := fs.String("out", "", "pairs TSV, id<TAB>complex<TAB>simple (required; written atomically at the end)")
	reportPath := fs.String("report", "", "also write the counts as JSON here")
	def := align.DefaultOptions()
	maxSim := fs.Float64("max", def.Max, "a best Description sentence more similar than this is aligned alone (Sum4Simp S_max)")
	addSim := fs.Float64("add", def.Add, "below --max, stitch the next most similar sentences while the stitched text is more similar than this (S_add)")
	minSim := fs.Float64("min", def.Min, "abstract sentences whose best match is not more similar than this are not aligned (S_min)")
	maxStitched := fs.Int("max-stitched", def.MaxStitched, "most Description sentences stitched into one complex side (L_max)")
	prefilter := fs.Int("prefilter", def.Prefilter, "score only this many Description sentences sharing the most words with the abstract sentence (0: all)")
	exclude := fs.String("exclude", "", "file of sentences (one per line) never to use, e.g. datasets/heldout/sentences.txt")
	if err := pf.parse(fs, args); err != nil {
		return err
	}
	inputs := pf.inputs
	switch {
	case len(inputs) == 0:
		return usageErrorf("no input: give patent files")
	case *out == "":
		return usageErrorf("--out is required")
	case !(0 <= *minSim && *minSim <= *addSim && *addSim <= *maxSim && *maxSim <= 1):
		return usageErrorf("need 0 <= --min <= --add <= --max <= 1, got %g, %g, %g", *minSim, *addSim, *maxSim)
	case *maxStitched < 1 || *prefilter < 0:
		return usageErrorf("--max-stitched must be at least 1 and --prefilter not negative")
	}
	f, err := pf.parsedFormat()
	if err != nil {
		return err
	}
	if err := checkOutputs(append(slicesOf(inputs), *exclude), []string{*out, *reportPath}); err != nil {
		return err
	}
	opt := align.FileOptions{
		Align:     align.Options{Max: *maxSim, Add: *addSim, Min: *minSim, MaxStitched: *maxStitched, Prefilter: *prefilter},
		KeepGoing: pf.keepGoing,
		OnError:   func(err error) { fmt.Fprintf(stderr, "patsimp align: skipped: %v\n", err) },
	}
	opt.Corpus.Format = f
	if opt.Exclude, err = eval.ReadLineSet(*exclude); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var rep *align.Report
	errNoPairs := errors.New("no pair aligned")
	err = atomicfile.Write(*out, 0o644, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		var err error
		n := 0
		rep, err = align.Files(ctx, inputs, opt, func(p align.Pair) error {
			n++
			bw.WriteString(p.TSVLine())
			return bw.WriteByte('\n')
		})
		if err != nil {
			return err
		}
		if n == 0 {
			return errNoPairs // an empty pair file is no result: write nothing
		}
		return bw.Flush()
	})
	if errors.Is(err, errNoPairs) && rep != nil {
		if werr := rep.WriteReport(stdout); werr != nil {
			return werr
		}
		return usageErrorf("no pair aligned: nothing written to %s (see the counts above)", *out)
	}
	if err != nil {
		var ue *uspto.Error
		if errors.As(err, &ue) {
			return usageErrorf("%v (nothing written; --keep-going skips bad documents)", err)
		}
		return err
	}
	if err := rep.WriteReport(stdout); err != nil {
		return err
	}
	if *reportPath != "" {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			return err
		}
		return atomicfile.WriteBytes(*reportPath, append(b, '\n'), 0o644)
	}
	return nil
}

func slicesOf(in corpusInputs) []string { return append([]string(nil), in...) }
