package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/lines"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/access/bundled"
	"github.com/patsimp/patsimp/models/depparse"
)

func init() {
	register(&command{
		name:    "simplify",
		summary: "simplify sentences (one per line) with a trained ACCESS checkpoint, or the embedded patent model",
		run:     runSimplify,
	})
}

func runSimplify(args []string, stdin io.Reader, stdout, stderr io.Writer) (err error) {
	fs := newFlagSet("simplify", "[--checkpoint DIR] [--in FILE] [--out FILE] [--control SPEC] [flags]", stderr)
	ckpt := fs.String("checkpoint", "", "checkpoint directory written by patsimp train (default: the patent model embedded in patsimp)")
	in := fs.String("in", "", "input sentences, one per line (default stdin)")
	out := fs.String("out", "", "output file (default stdout); written batch by batch to OUT.partial and renamed at the end; a rerun with the same input and settings resumes it (or does nothing if OUT is finished), other ones are refused (OUT.job records them)")
	shard := fs.String("shard", "", "simplify only part K of N of the input (K/N: a contiguous range of chunks of 8 batches; needs --out; join with patsimp merge)")
	restart := fs.Bool("restart", false, "discard an unfinished --out of other inputs or settings and start over")
	control := fs.String("control", "", "control values, e.g. LengthRatio=0.95,Levenshtein=0.75,WordRankRatio=0.75 (default: the checkpoint's, tuned or ACCESS's)")
	beams := fs.Int("beams", 8, "beam width")
	batch := fs.Int("batch", 32, "sentences decoded together")
	noRepeat := fs.Int("no-repeat-ngram", -1, "forbid any n-gram of this many tokens from occurring twice in an output (HF no_repeat_ngram_size; 0: off; default: 3 with the embedded model, which loops without it, 0 with --checkpoint)")
	stopRepeats := fs.Int("stop-repeats", 0, "end an output once it repeats the same span of up to 16 tokens this many times in a row (0: off; at least 2)")
	cons := addConstraintFlags(fs)
	lengthWeight := fs.Float64("length-weight", 0, "with --well-formed, aim the chosen candidate's length at the LengthRatio control value: each candidate's score is lowered by this weight times the distance of its length ratio (characters) from LengthRatio (docs/access.md); 0: the model's score alone (default: the checkpoint's with --well-formed, 4 for the embedded model, whose well-formed controls are LengthRatio=0.6,Levenshtein=0.75,WordRankRatio=0.8)")
	refusals := fs.String("refusals", "", "with --well-formed, write to this file each candidate of the model that the parser's check refused, as SOURCE<TAB>CANDIDATE<TAB>REASON lines (rewritten by every run: a resumed run lists only the sentences it decodes; docs/access.md)")
	withScores := fs.Bool("with-scores", false, "prefix each output with the mean log-probability of the model's output tokens and a tab (what --min-score compares; a copied source gets the score of the output it replaced)")
	backendName := fs.String("backend", "", "compute backend: go, xla:cpu, xla:cuda or a GoMLX backend spec (default: $GOMLX_BACKEND, else the faster installed backend for simplification, see docs/xla.md)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if *beams < 1 || *batch < 1 {
		return usageErrorf("--beams and --batch must be at least 1")
	}
	if *lengthWeight < 0 {
		return usageErrorf("--length-weight must not be negative")
	}
	if *noRepeat < -1 || *stopRepeats < 0 || *stopRepeats == 1 {
		return usageErrorf("--no-repeat-ngram must not be negative, --stop-repeats must be 0 or at least 2")
	}
	limitDecodeMemory()
	if *noRepeat == -1 {
		*noRepeat = 0
		if *ckpt == "" {
			*noRepeat = embeddedNoRepeatNgram
		}
	}
	sh, err := jobfile.ParseShard(*shard)
	if err != nil {
		return usageErrorf("--shard: %v", err)
	}
	if (*shard != "" || *restart) && *out == "" {
		return usageErrorf("--shard and --restart need --out")
	}
	if _, err := controls.ParseValues(*control); err != nil { // before reading the input
		return usageErrorf("--control: %v", err)
	}
	var sentences []string
	if *in != "" {
		sentences, err = eval.ReadLines(*in)
	} else {
		var b []byte
		if b, err = io.ReadAll(stdin); err == nil {
			sentences, err = eval.SplitLines(b, stdinName)
		}
	}
	if err != nil {
		return usageErrorf("%v", err)
	}
	if err := checkSentences(*in, sentences); err != nil {
		return err
	}
	simp, vals, err := openSimplifier(*backendName, *ckpt, *control)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opt := access.Options{Beams: *beams, Batch: *batch, NoRepeatNgram: *noRepeat, StopRepeats: *stopRepeats, WithScores: *withScores, LengthWeight: *lengthWeight}
	if err := cons.apply(*ckpt == "", simp.Meta, &opt); err != nil {
		return err
	}
	if err := wellFormedDefaults(fs, simp, &vals, &opt); err != nil {
		return err
	}
	if opt.LengthWeight > 0 && opt.Edits == nil {
		return usageErrorf("--length-weight needs --well-formed (it weighs the well-formed candidates)")
	}
	if *refusals != "" {
		done, lerr := logRefusals(*refusals, &opt)
		if lerr != nil {
			return lerr
		}
		defer func() { // err is runSimplify's result
			if cerr := done(); err == nil {
				err = cerr
			}
		}()
	}
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
	name := *in
	if name == "" {
		name = stdinName
	}
	return jobError(simp.SimplifyFile(ctx, sentences, vals, opt, *out,
		access.FileOptions{Log: stderr, Input: name, Shard: sh, Restart: *restart}))
}

// logRefusals makes opt's well-formed check write each refused candidate to
// the file name as a SOURCE<TAB>CANDIDATE<TAB>REASON line (tabs in the
// text become spaces), after a header line. done flushes and closes the
// file, returning the first write error.
func logRefusals(name string, opt *access.Options) (done func() error, err error) {
	e, ok := opt.Edits.(depparse.Edits)
	if !ok {
		return nil, usageErrorf("--refusals needs --well-formed (it lists the candidates the well-formed check refuses)")
	}
	f, err := os.Create(name)
	if err != nil {
		return nil, usageErrorf("--refusals: %v", err)
	}
	w := bufio.NewWriter(f)
	field := strings.NewReplacer("\t", " ", "\n", " ", "\r", " ")
	fmt.Fprintln(w, "source\tcandidate\treason")
	e.Refused = func(source, candidate, reason string) {
		fmt.Fprintf(w, "%s\t%s\t%s\n", field.Replace(source), field.Replace(candidate), field.Replace(reason))
	}
	opt.Edits = e
	return func() error {
		err := w.Flush()
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("--refusals %s: %w", name, err)
		}
		return nil
	}, nil
}

// decodeMemoryLimit is the Go runtime's soft memory limit while simplify
// runs, unless GOMEMLIMIT is set (GOMEMLIMIT=off removes it): a batch of
// 32 long patent sentences at beam 8 keeps up to ~250 MB live (mostly
// key/value cache), and the default GC pacing let the heap grow to about
// twice the live data; with the limit the collector runs sooner at no
// measurable CPU cost (128 patent sentences: 417–478 MB RSS instead of
// 567 MB). Batches of 64 keep ~420 MB live, over the limit: the collector
// then runs more often (≈ +10% CPU) rather than letting RSS grow.
const decodeMemoryLimit = 384 << 20

// limitDecodeMemory applies decodeMemoryLimit unless GOMEMLIMIT is set.
func limitDecodeMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(decodeMemoryLimit)
	}
}

// embeddedNoRepeatNgram is simplify's default --no-repeat-ngram for the
// embedded model: on its 40 demo sentences (beam 8) it cuts the outputs
// that repeat a word or a word trigram from 27 to 7 (docs/access.md).
const embeddedNoRepeatNgram = 3

// checkSentences refuses an input without sentences and blank lines, which
// have nothing to simplify (the model would invent an output for them); the
// errors name the input (stdinName when name is empty) and the line.
func checkSentences(name string, sentences []string) error {
	if name == "" {
		name = stdinName
	}
	if len(sentences) == 0 {
		return usageErrorf("%s: empty input: no sentence to simplify", name)
	}
	for i, s := range sentences {
		if strings.TrimSpace(s) == "" {
			return &lines.Error{File: name, Line: i + 1, Reason: "blank line: nothing to simplify (the output is line-aligned with the input; remove the line)"}
		}
	}
	return nil
}

// wellFormedDefaults applies the checkpoint's defaults for well-formed
// edits (access.Meta.WellFormedControls and LengthWeight) where fs leaves
// --control and --length-weight unset.
func wellFormedDefaults(fs *flag.FlagSet, simp *access.Simplifier, vals *controls.Values, opt *access.Options) error {
	if opt.Edits == nil {
		return nil
	}
	if !flagSet(fs, "control") {
		v, err := simp.WellFormedValues()
		if err != nil {
			return err
		}
		*vals = v
	}
	if !flagSet(fs, "length-weight") {
		opt.LengthWeight = simp.Meta.LengthWeight
	}
	return nil
}

// openSimplifier opens the checkpoint directory dir (the embedded patent
// model when dir is empty) on the named backend, with its default control
// values or those of the --control specification.
func openSimplifier(backendName, dir, control string) (*access.Simplifier, controls.Values, error) {
	var given controls.Values
	if control != "" {
		var err error
		if given, err = controls.ParseValues(control); err != nil {
			return nil, controls.Values{}, usageErrorf("--control: %v", err)
		}
	}
	backend, err := models.NewBackend(models.BackendFor(backendName, models.Simplify))
	if err != nil {
		return nil, controls.Values{}, err
	}
	var simp *access.Simplifier
	if dir == "" {
		simp, err = bundled.Load(backend)
	} else {
		simp, err = access.Load(dir, backend)
	}
	if err != nil {
		return nil, controls.Values{}, err
	}
	vals, err := simp.DefaultValues()
	if err != nil {
		return nil, controls.Values{}, err
	}
	if control != "" {
		if vals, err = simp.Restrict(given); err != nil {
			return nil, controls.Values{}, usageErrorf("--control: %v", err)
		}
	}
	return simp, vals, nil
}
