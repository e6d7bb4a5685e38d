package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/patsimp/patsimp/data/silver"
	"github.com/patsimp/patsimp/models/depparse"
)

func init() {
	register(&command{
		name:    "filter",
		summary: "filter a bronze corpus into a silver corpus (Casola et al. 2023 §3.3, or Sum4Simp / clinical filters)",
		run:     runFilter,
	})
}

// depthParser computes the dependency-tree depths of a batch of sentences
// (models/depparse.Parser).
type depthParser interface {
	Depths(sentences []string) ([]int, error)
}

// depthOption resolves a --depth flag value ("auto", "on" or "off") to a
// parser (nil when depth is not available) and a note for the report.
func depthOption(mode string) (depthParser, string, error) {
	switch mode {
	case "off":
		return nil, "dependency depth: not available (disabled with --depth off)", nil
	case "auto", "on":
		p, err := depparse.Default()
		if err == nil {
			return p, "dependency depth: bundled models/depparse parser", nil
		}
		if mode == "on" {
			return nil, "", fmt.Errorf("--depth on: %w", err)
		}
		return nil, fmt.Sprintf("dependency depth: not available (%v)", err), nil
	}
	return nil, "", usageErrorf("--depth must be auto, on or off, got %q", mode)
}

func runFilter(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("filter", "(--in bronze.tsv | --complex FILE --simple FILE) --out silver.tsv [--report report.json] [flags]", stderr)
	in := fs.String("in", "", "bronze TSV: id<TAB>complex<TAB>candidate per line")
	complexPath := fs.String("complex", "", "complex sentences, one per line (with --simple, instead of --in)")
	simplePath := fs.String("simple", "", "candidate sentences, line-aligned with --complex")
	out := fs.String("out", "", "silver TSV output (required)")
	reportPath := fs.String("report", "", "write the JSON report (per-filter removed counts and two examples, kept count) here")
	skipBad := fs.Bool("skip-bad", false, "skip and count malformed lines instead of stopping at the first")
	method := fs.String("method", "casola", "filter set: casola (the paper's seven filters and invented words), sum4simp or clinical")
	workers := fs.Int("workers", 0, "goroutines evaluating filters (0: one per CPU)")
	quiet := fs.Bool("quiet", false, "no progress display")

	def := silver.DefaultCasola()
	garbled := fs.Bool("garbled", def.Garbled, "casola bad tokens: a \"?\" between letters or digits (\"200?m\") counts as an unknown token")
	repeats := fs.Int("repeats", def.MinRepeats, "casola bad tokens: a number repeated this many times in a row is degenerate")
	minLetters := fs.Float64("min-letters", def.MinLetters, "casola non-alphabetical: least share of letters among the candidate's characters")
	minSim := fs.Float64("min-similarity", def.MinSimilarity, "casola similarity: least character Levenshtein ratio")
	maxSim := fs.Float64("max-similarity", def.MaxSimilarity, "casola similarity: greatest character Levenshtein ratio")
	maxPartial := fs.Float64("max-partial", def.MaxPartial, "casola partial similarity: greatest ratio with a substring of the complex sentence")
	maxSorted := fs.Float64("max-sorted", def.MaxSorted, "casola sorted similarity: greatest ratio of the token-sorted strings")
	rawSorted := fs.Bool("raw-sorted", false, "casola sorted similarity: compare tokens as they are (default: lower-cased, punctuation removed, like fuzzywuzzy)")
	minComp := fs.Float64("min-compression", def.MinCompression, "casola compression: least length ratio candidate/complex")
	maxComp := fs.Float64("max-compression", def.MaxCompression, "casola compression: greatest length ratio candidate/complex")
	noSimplicity := fs.Bool("no-simplicity", false, "casola: leave out the simplicity filter")
	maxInvented := fs.Int("max-invented", def.MaxInvented, "casola invented words: most words a kept candidate may have in neither its complex sentence nor the bundled wordfreq list")
	noInvented := fs.Bool("no-invented", false, "casola: leave out the invented-words filter (not one of the paper's)")
	depth := fs.String("depth", "auto", "casola simplicity: use dependency-tree depth: auto (when the bundled parser loads), on or off")

	s4sRef := fs.String("sum4simp-ref", "", "sum4simp: reference simplification corpus (TSV pairs) for the attribute statistics and word odds ratios (required)")
	s4sLexicon := fs.String("sum4simp-lexicon", "", "sum4simp: word complexity lexicon, word<TAB>score (Maddela & Xu 2018); without it the attribute is unused")
	s4sRefs := fs.String("sum4simp-refs", "", "sum4simp: model simplifications of every complex sentence (bronze and reference corpus), TSV id<TAB>complex<TAB>simplification, for the SARI attribute; without it the attribute is unused")
	s4sThreshold := fs.Float64("sum4simp-threshold", silver.DefaultSum4SimpThreshold, "sum4simp: keep pairs whose weighted mean attribute score is above this")

	clinMin := fs.Float64("clinical-min", 0.5, "clinical: least mean string similarity")
	clinMax := fs.Float64("clinical-max", 1, "clinical: greatest mean string similarity")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments %q", fs.Args())
	}
	switch {
	case *out == "":
		return usageErrorf("--out is required")
	case *in == "" && (*complexPath == "" || *simplePath == ""):
		return usageErrorf("give --in bronze.tsv, or --complex and --simple")
	case *in != "" && (*complexPath != "" || *simplePath != ""):
		return usageErrorf("--in excludes --complex and --simple")
	}
	for name, v := range map[string]float64{"min-letters": *minLetters, "min-similarity": *minSim, "max-similarity": *maxSim,
		"max-partial": *maxPartial, "max-sorted": *maxSorted, "clinical-min": *clinMin, "clinical-max": *clinMax} {
		if v < 0 || v > 1 {
			return usageErrorf("--%s must be in [0, 1], got %g", name, v)
		}
	}
	if *maxInvented < 0 {
		return usageErrorf("--max-invented must not be negative, got %d", *maxInvented)
	}
	if *minComp < 0 || *maxComp < *minComp {
		return usageErrorf("need 0 <= --min-compression <= --max-compression, got %g and %g", *minComp, *maxComp)
	}
	if *workers < 0 {
		return usageErrorf("--workers must not be negative (0: one per CPU), got %d", *workers)
	}
	if *minSim > *maxSim || *clinMin > *clinMax {
		return usageErrorf("need --min-similarity <= --max-similarity and --clinical-min <= --clinical-max")
	}
	inputs := []string{*in, *complexPath, *simplePath, *s4sRef, *s4sLexicon, *s4sRefs}
	if err := checkOutputs(inputs, []string{*out, *reportPath}); err != nil {
		return err
	}

	if err := methodFlags(fs, *method); err != nil && (*method == "casola" || *method == "sum4simp" || *method == "clinical") {
		return err
	}
	var filters []silver.Filter
	var notes []string
	switch *method {
	case "casola":
		c := def
		c.Garbled, c.MinRepeats, c.MinLetters = *garbled, *repeats, *minLetters
		c.MinSimilarity, c.MaxSimilarity = *minSim, *maxSim
		c.MaxPartial, c.MaxSorted, c.ProcessSorted = *maxPartial, *maxSorted, !*rawSorted
		c.MinCompression, c.MaxCompression = *minComp, *maxComp
		c.NoSimplicity = *noSimplicity
		c.MaxInvented, c.NoInvented = *maxInvented, *noInvented
		if !*noSimplicity {
			parser, note, err := depthOption(*depth)
			if err != nil {
				return err
			}
			var depths silver.DepthsFunc
			if parser != nil {
				depths = silver.ParserDepths(parser.Depths)
			}
			simp, err := silver.NewSimplicity(depths)
			if err != nil {
				return err
			}
			c.ReadingEase, c.WordRank, c.Depths = simp.ReadingEase, simp.WordRank, simp.Depths
			notes = append(notes, note)
		}
		filters = silver.Casola(c)
	case "sum4simp":
		f, err := loadSum4Simp(*s4sRef, *s4sLexicon, *s4sRefs, *s4sThreshold)
		if err != nil {
			return err
		}
		filters = []silver.Filter{f}
		if f.SARI == nil {
			notes = append(notes, "sum4simp: SARI attribute not used (no --sum4simp-refs)")
		}
		if f.Lexicon == nil {
			notes = append(notes, "sum4simp: word-complexity attribute not used (no --sum4simp-lexicon)")
		}
	case "clinical":
		filters = []silver.Filter{silver.Clinical{Min: *clinMin, Max: *clinMax}}
	default:
		return usageErrorf("--method must be casola, sum4simp or clinical, got %q", *method)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	job := &silver.Job{
		In: *in, Complex: *complexPath, Simple: *simplePath, Out: *out, ReportPath: *reportPath,
		SkipBad: *skipBad, Method: *method, Notes: notes,
		Pipeline: silver.Pipeline{Filters: filters, Workers: *workers},
	}
	if !*quiet {
		job.Progress = stderr
	}
	rep, err := job.Run(ctx)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return fmt.Errorf("interrupted; run the same command again to resume from %s", silver.CheckpointPath(*out))
		}
		return err
	}
	if rep.Kept == 0 {
		fmt.Fprintf(stderr, "patsimp filter: warning: the filters removed every pair; %s is empty\n", *out)
	}
	return rep.WriteText(stdout)
}

// methodOf names the filter method each method-specific flag of patsimp
// filter belongs to.
var methodOf = map[string]string{
	"garbled": "casola", "repeats": "casola", "min-letters": "casola", "min-similarity": "casola",
	"max-similarity": "casola", "max-partial": "casola", "max-sorted": "casola", "raw-sorted": "casola",
	"min-compression": "casola", "max-compression": "casola", "no-simplicity": "casola", "depth": "casola",
	"max-invented": "casola", "no-invented": "casola",
	"sum4simp-ref": "sum4simp", "sum4simp-lexicon": "sum4simp", "sum4simp-refs": "sum4simp", "sum4simp-threshold": "sum4simp",
	"clinical-min": "clinical", "clinical-max": "clinical",
}

// methodFlags refuses flags of another method than the chosen one: they
// would be ignored silently.
func methodFlags(fs *flag.FlagSet, method string) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		if m, ok := methodOf[f.Name]; ok && m != method && err == nil {
			err = usageErrorf("--%s applies to --method %s, not %s", f.Name, m, method)
		}
	})
	return err
}

// loadSum4Simp fits the Sum4Simp filter on a reference corpus.
func loadSum4Simp(refPath, lexPath, sariPath string, threshold float64) (*silver.Sum4Simp, error) {
	if refPath == "" {
		return nil, usageErrorf("--method sum4simp needs --sum4simp-ref")
	}
	f, err := os.Open(refPath)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := silver.NewTSVReader(f, refPath, false)
	var ref []silver.Pair
	for {
		p, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		ref = append(ref, p)
	}
	var lex silver.Lexicon
	if lexPath != "" {
		lf, err := os.Open(lexPath)
		if err != nil {
			return nil, err
		}
		defer lf.Close()
		if lex, err = silver.ReadLexicon(lf, lexPath); err != nil {
			return nil, err
		}
	}
	var sari func(silver.Pair) (float64, error)
	if sariPath != "" {
		sf, err := os.Open(sariPath)
		if err != nil {
			return nil, err
		}
		defer sf.Close()
		refs, err := silver.ReadReferences(sf, sariPath)
		if err != nil {
			return nil, err
		}
		sari = silver.SARIAgainst(refs)
	}
	return silver.FitSum4Simp(ref, lex, sari, threshold)
}
