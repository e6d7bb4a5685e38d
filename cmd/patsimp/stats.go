package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/patsimp/patsimp/data/silver"
	"github.com/patsimp/patsimp/eval/corpusstats"
)

func init() {
	register(&command{
		name:    "stats",
		summary: "describe a parallel corpus like the paper's Table 6 (readability, WordRank, depth, length, similarity)",
		run:     runStats,
	})
}

func runStats(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("stats", "(--in corpus.tsv | --complex FILE --simple FILE | --sentences FILE) [--json] [--plot DIR]", stderr)
	in := fs.String("in", "", "corpus TSV: id<TAB>complex<TAB>simple per line")
	sentences := fs.String("sentences", "", "a monolingual corpus, one sentence per line: per-sentence statistics only (the paper's Table 1)")
	complexPath := fs.String("complex", "", "complex sentences, one per line (with --simple, instead of --in)")
	simplePath := fs.String("simple", "", "simple sentences, line-aligned with --complex")
	asJSON := fs.Bool("json", false, "print JSON instead of a table")
	plotDir := fs.String("plot", "", "write PNG histograms of every metric (the paper's Figure 1) to this directory")
	depth := fs.String("depth", "auto", "dependency-tree depth: auto (when the bundled parser loads), on or off")
	workers := fs.Int("workers", 0, "goroutines computing metrics (0: one per CPU)")
	quiet := fs.Bool("quiet", false, "no progress display")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case fs.NArg() > 0:
		return usageErrorf("unexpected arguments %q", fs.Args())
	case *sentences != "" && (*in != "" || *complexPath != "" || *simplePath != ""):
		return usageErrorf("--sentences excludes --in, --complex and --simple")
	case *sentences == "" && *in == "" && (*complexPath == "" || *simplePath == ""):
		return usageErrorf("give --in corpus.tsv, --complex and --simple, or --sentences")
	case *in != "" && (*complexPath != "" || *simplePath != ""):
		return usageErrorf("--in excludes --complex and --simple")
	}
	if *workers < 0 {
		return usageErrorf("--workers must not be negative (0: one per CPU), got %d", *workers)
	}
	if st, err := os.Stat(*plotDir); *plotDir != "" && err == nil && !st.IsDir() {
		return usageErrorf("--plot %s is a file, not a directory", *plotDir)
	}
	parser, note, err := depthOption(*depth)
	if err != nil {
		return err
	}
	var depths corpusstats.DepthsFunc
	if parser != nil {
		depths = parser.Depths
	}
	scorer, err := corpusstats.NewScorer(depths)
	if err != nil {
		return err
	}

	var r corpusstats.PairSource
	switch {
	case *sentences != "":
		f, err := os.Open(*sentences)
		if err != nil {
			return err
		}
		defer f.Close()
		r = corpusstats.NewSentenceReader(f, *sentences)
	case *in != "":
		f, err := os.Open(*in)
		if err != nil {
			return err
		}
		defer f.Close()
		r = silver.NewTSVReader(f, *in, false)
	default:
		c, err := os.Open(*complexPath)
		if err != nil {
			return err
		}
		defer c.Close()
		s, err := os.Open(*simplePath)
		if err != nil {
			return err
		}
		defer s.Close()
		r = silver.NewParallelReader(c, *complexPath, s, *simplePath, false)
	}

	opt := corpusstats.Options{Workers: *workers, Monolingual: *sentences != ""}
	if !*quiet {
		opt.Progress = stderr
	}
	var samples corpusstats.Samples
	if *plotDir != "" {
		opt.Keep = samples.Add
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	st, err := scorer.Compute(ctx, r, opt)
	if err != nil {
		return err
	}
	if st.Pairs == 0 {
		name := *in
		switch {
		case *sentences != "":
			name = *sentences
		case name == "":
			name = *complexPath
		}
		return usageErrorf("%s: empty input: nothing to describe", name)
	}
	if parser == nil {
		st.Rows[corpusstats.Depth].Note = note
	}
	if *plotDir != "" {
		files, err := samples.WritePlots(*plotDir)
		if err != nil {
			return err
		}
		if !*quiet {
			fmt.Fprintf(stderr, "wrote %d plots to %s\n", len(files), *plotDir)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(st)
	}
	return st.WriteText(stdout)
}
