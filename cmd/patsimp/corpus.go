package main

import (
	"context"
	"errors"
	"flag"
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

// patentFlags are the input flags of the commands that read patent files
// (corpus, align): the repeatable --in, which paths after the flags extend,
// --format and --keep-going.
type patentFlags struct {
	inputs    corpusInputs
	format    string
	keepGoing bool
}

// register defines the flags on fs; inUsage documents --in.
func (p *patentFlags) register(fs *flag.FlagSet, inUsage string) {
	fs.Var(&p.inputs, "in", inUsage)
	fs.StringVar(&p.format, "format", "auto", "input format: auto, xml, brs or text")
	fs.BoolVar(&p.keepGoing, "keep-going", false, "skip malformed documents and unreadable files instead of stopping")
}

// parse parses args with fs and adds the paths that follow the flags to
// the inputs.
func (p *patentFlags) parse(fs *flag.FlagSet, args []string) error {
	rest, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	p.inputs = append(p.inputs, rest...)
	return nil
}

// parsedFormat returns --format as a uspto.Format (a usage error if unknown).
func (p *patentFlags) parsedFormat() (uspto.Format, error) {
	f, err := uspto.ParseFormat(p.format)
	if err != nil {
		return f, usageErrorf("--format: %v", err)
	}
	return f, nil
}

func runCorpus(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("corpus", "--in PATH [PATH...] --out sentences.txt [--meta sentences.tsv] [flags]", stderr)
	var pf patentFlags
	pf.register(fs, "input file (USPTO XML/SGML, EP/WO XML, BRS text, plain text; optionally gzip-compressed); repeatable, and more input paths may follow it or the other flags")
	out := fs.String("out", "", "output file, one cleaned sentence per line (required); written to OUT.partial and renamed on success")
	meta := fs.String("meta", "", "optional metadata output (TSV: patent, kind, file, line, paragraph, sentence)")
	minTokens := fs.Int("min-tokens", 5, "drop sentences with fewer tokens")
	maxTokens := fs.Int("max-tokens", 55, "drop sentences with more tokens")
	minAlpha := fs.Float64("min-alpha", 0.6, "drop sentences whose share of letters among non-space characters is lower (0 disables)")
	quiet := fs.Bool("quiet", false, "no progress display")
	shard := fs.String("shard", "", "process only part K of N of the input files (K/N: a contiguous range of the files in the order given; no --meta); join the shards with patsimp merge, which also drops sentences an earlier shard has")
	if err := pf.parse(fs, args); err != nil {
		return err
	}
	inputs := pf.inputs
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
	f, err := pf.parsedFormat()
	if err != nil {
		return err
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
		"min_alpha": fmt.Sprint(*minAlpha), "format": pf.format, "keep_going": fmt.Sprint(pf.keepGoing)}
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
		MinTokens: *minTokens, MaxTokens: *maxTokens, MinAlpha: alpha, Format: f, KeepGoing: pf.keepGoing,
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
	if errors.Is(err, corpus.ErrNoSentences) {
		if *shard != "" {
			return finishCorpusShard(*out, all, sh, shardSettings, true)
		}
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
