package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/patsimp/patsimp/data/corpus"
	"github.com/patsimp/patsimp/data/uspto"
	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/internal/progress"
)

func init() {
	register(&command{
		name:    "corpus",
		summary: "extract clean Description sentences from USPTO and European (EP/WO) full-text files",
		run:     runCorpus,
	})
}

// corpusInputs collects the repeatable --in flag of patsimp corpus.
type corpusInputs []string

func (s *corpusInputs) String() string { return strings.Join(*s, ",") }

func (s *corpusInputs) Set(v string) error {
	*s = append(*s, v)
	return nil
}

func runCorpus(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("corpus", "--in PATH [PATH...] --out sentences.txt [--meta sentences.tsv] [flags]", stderr)
	var inputs corpusInputs
	fs.Var(&inputs, "in", "input file (USPTO XML/SGML, EP/WO XML, BRS text, plain text; optionally gzip-compressed); repeatable, and more input paths may follow it or the other flags")
	out := fs.String("out", "", "output file, one cleaned sentence per line (required); written to OUT.partial and renamed on success")
	meta := fs.String("meta", "", "optional metadata output (TSV: patent, kind, file, line, paragraph, sentence)")
	minTokens := fs.Int("min-tokens", 5, "drop sentences with fewer tokens")
	maxTokens := fs.Int("max-tokens", 55, "drop sentences with more tokens")
	minAlpha := fs.Float64("min-alpha", 0.6, "drop sentences whose share of letters among non-space characters is lower (0 disables)")
	format := fs.String("format", "auto", "input format: auto, xml, brs or text")
	keepGoing := fs.Bool("keep-going", false, "skip malformed documents and unreadable files instead of stopping")
	quiet := fs.Bool("quiet", false, "no progress display")
	shard := fs.String("shard", "", "process only part K of N of the input files (K/N: a contiguous range of the files in the order given; no --meta); join the shards with patsimp merge, which also drops sentences an earlier shard has")
	rest, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	inputs = append(inputs, rest...)
	switch {
	case len(inputs) == 0:
		return usageErrorf("no input: give --in PATH")
	case *out == "":
		return usageErrorf("--out is required")
	case *minTokens < 1 || *maxTokens < *minTokens:
		return usageErrorf("need 1 <= --min-tokens <= --max-tokens, got %d and %d", *minTokens, *maxTokens)
	case *minAlpha < 0 || *minAlpha > 1:
		return usageErrorf("--min-alpha must be in [0, 1], got %g", *minAlpha)
	}
	f, err := uspto.ParseFormat(*format)
	if err != nil {
		return usageErrorf("--format: %v", err)
	}
	if err := checkOutputs(inputs, []string{*out, *meta}); err != nil {
		return err
	}
	sh, err := jobfile.ParseShard(*shard)
	if err != nil {
		return usageErrorf("--shard: %v", err)
	}
	if *shard != "" && *meta != "" {
		return usageErrorf("--shard does not write --meta")
	}
	all := inputs
	lo, hi := sh.Range(len(inputs))
	inputs = inputs[lo:hi]
	shardSettings := map[string]string{"command": "corpus", "min_tokens": fmt.Sprint(*minTokens), "max_tokens": fmt.Sprint(*maxTokens),
		"min_alpha": fmt.Sprint(*minAlpha), "format": *format, "keep_going": fmt.Sprint(*keepGoing)}
	if *shard != "" && len(inputs) == 0 {
		return finishCorpusShard(*out, all, sh, shardSettings, true)
	}
	alpha := *minAlpha
	if alpha == 0 {
		alpha = -1 // disabled
	}
	var total int64
	for _, p := range inputs {
		if st, err := os.Stat(p); err == nil {
			total += st.Size()
		}
	}
	var bar *progress.Reporter
	opt := corpus.Options{
		MinTokens: *minTokens, MaxTokens: *maxTokens, MinAlpha: alpha, Format: f, KeepGoing: *keepGoing,
		OnError: func(err error) { fmt.Fprintf(stderr, "patsimp corpus: skipped: %v\n", err) },
	}
	if !*quiet {
		bar = progress.New(stderr, "corpus", total, progress.Options{Unit: "bytes"})
		opt.Progress = func(n int64) { bar.Add(int(n)) }
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := corpus.Build(ctx, inputs, corpus.Output{Sentences: *out, Meta: *meta}, opt)
	if bar != nil {
		bar.Done()
	}
	if rep != nil {
		if werr := rep.WriteReport(stdout); werr != nil && err == nil {
			err = werr
		}
	}
	if *shard != "" && errors.Is(err, corpus.ErrNoSentences) {
		return finishCorpusShard(*out, all, sh, shardSettings, true)
	}
	if errors.Is(err, corpus.ErrNoSentences) {
		return usageErrorf("%v: nothing written to %s", err, *out)
	}
	if err != nil {
		return err
	}
	if rep.FilesFailed > 0 || rep.DocumentsBad > 0 {
		fmt.Fprintf(stderr, "patsimp corpus: %d files and %d documents skipped because of errors\n", rep.FilesFailed, rep.DocumentsBad)
	}
	if *shard != "" {
		return finishCorpusShard(*out, all, sh, shardSettings, false)
	}
	return nil
}
