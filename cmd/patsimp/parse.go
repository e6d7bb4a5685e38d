package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/patsimp/patsimp/data/conllu"
	textlines "github.com/patsimp/patsimp/data/lines"
	"github.com/patsimp/patsimp/internal/progress"
	"github.com/patsimp/patsimp/models/depparse"
)

func init() {
	register(&command{
		name:    "parse",
		summary: "dependency-parse raw sentences (one per line) and print CoNLL-U or tree depths",
		run:     runParse,
	})
	register(&command{
		name:    "parser",
		summary: "train the dependency parser on CoNLL-U treebanks (parser train) or score it (parser eval)",
		run:     runParser,
	})
}

func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("parse", "[--in FILE] [--format conllu|depth] [--model FILE] [--backend go|xla|SPEC]", stderr)
	in := fs.String("in", "-", "input file of raw sentences, one per line (- for stdin)")
	format := fs.String("format", "conllu", "output format: conllu (tokens and heads) or depth (one tree depth per line)")
	modelPath := fs.String("model", "", "model file(s) from \"patsimp parser train\", comma-separated for an ensemble (default: the bundled EWT model)")
	backend := fs.String("backend", "", "GoMLX backend: go, xla, or a configuration string (default: pure Go)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments %q", fs.Args())
	}
	if *format != "conllu" && *format != "depth" {
		return usageErrorf("--format must be conllu or depth, not %q", *format)
	}
	var r io.Reader = stdin
	name := stdinName
	if *in != "-" {
		f, err := os.Open(*in)
		if err != nil {
			return usageErrorf("%v", err)
		}
		defer f.Close()
		r, name = f, *in
	}
	lines, err := textlines.ReadAll(r, name)
	if err != nil {
		return err
	}
	if len(lines) == 0 {
		return usageErrorf("%s: empty input: no sentence to parse", name)
	}
	p, err := loadParser(*modelPath, *backend)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	prog := progress.New(stderr, "parse", int64(len(lines)), progress.Options{Unit: "sentences"})
	// Parse in chunks so output and progress advance on long inputs.
	const chunk = 1024
	for start := 0; start < len(lines); start += chunk {
		end := min(start+chunk, len(lines))
		toks := make([][]string, end-start)
		for i, l := range lines[start:end] {
			toks[i] = depparse.Tokenize(l)
		}
		heads, upos, err := p.ParseTagged(toks)
		if err != nil {
			return err
		}
		for k, h := range heads {
			if err := writeParse(w, *format, start+k+1, lines[start+k], toks[k], h, upos[k]); err != nil {
				return err
			}
		}
		prog.Add(end - start)
	}
	if len(lines) >= chunk {
		prog.Done()
	}
	return w.Flush()
}

// writeParse prints one parsed input line in the chosen format.
func writeParse(w io.Writer, format string, lineNo int, line string, toks []string, heads []int, upos []string) error {
	if format == "depth" {
		d, err := conllu.Depth(heads)
		if err != nil {
			return fmt.Errorf("line %d: %w", lineNo, err)
		}
		_, err = fmt.Fprintln(w, d)
		return err
	}
	if len(toks) == 0 {
		return nil // CoNLL-U has no empty sentences
	}
	s := &conllu.Sentence{Comments: []string{fmt.Sprintf("sent_id = %d", lineNo), "text = " + line}}
	for j, f := range toks {
		s.Words = append(s.Words, conllu.Word{ID: j + 1, Form: f, UPOS: upos[j], Head: heads[j]})
	}
	return conllu.Write(w, s)
}

func loadParser(path, backend string) (*depparse.Parser, error) {
	if path == "" && backend == "" {
		return depparse.Default()
	}
	if path == "" {
		return nil, usageErrorf("--backend needs --model")
	}
	return depparse.Load(backend, strings.Split(path, ",")...)
}

func runParser(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		fs := newFlagSet("parser", "train|eval [flags]", stderr)
		if len(args) == 0 {
			fs.Usage()
			return usageErrorf("missing sub-command: train or eval")
		}
		return parseFlags(fs, []string{"-h"}) // prints the usage once
	}
	switch args[0] {
	case "train":
		return runParserTrain(args[1:], stderr, stdout)
	case "eval":
		return runParserEval(args[1:], stdout, stderr)
	}
	return usageErrorf("unknown parser sub-command %q (want train or eval)", args[0])
}

func runParserTrain(args []string, stderr, stdout io.Writer) error {
	fs := newFlagSet("parser", "train --train FILE --dev FILE --out FILE [flags]", stderr)
	trainPath := fs.String("train", "", "training treebank (CoNLL-U)")
	devPath := fs.String("dev", "", "development treebank for early stopping (CoNLL-U)")
	out := fs.String("out", "", "model file to write (the best by dev UAS); a resumable checkpoint goes to FILE.ckpt")
	backend := fs.String("backend", "", "GoMLX backend: go, xla, or a configuration string (default: pure Go)")
	epochs := fs.Int("epochs", 30, "maximum epochs")
	patience := fs.Int("patience", 5, "stop after this many epochs without dev improvement")
	maxSteps := fs.Int("max-steps", 0, "stop after this many updates (0: no limit)")
	tokens := fs.Int("batch-tokens", 2048, "padded tokens per update")
	lr := fs.Float64("lr", 2e-3, "Adam learning rate")
	seed := fs.Uint64("seed", 1, "random seed")
	layers := fs.Int("layers", depparse.DefaultConfig().Layers, "transformer layers")
	hidden := fs.Int("hidden", depparse.DefaultConfig().Hidden, "encoder width")
	schedule := fs.String("schedule", "step", "learning-rate decay: step (x0.75 every 5000 updates) or cosine (to 2% at the last epoch)")
	teacher := fs.String("teacher", "", "model file(s), comma-separated, to distil: their averaged head distributions become soft targets")
	distill := fs.Float64("distill-weight", 0.5, "weight of the teacher's soft targets in the arc loss (with --teacher)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *trainPath == "" || *devPath == "" || *out == "" {
		return usageErrorf("--train, --dev and --out are required")
	}
	if *epochs < 1 || *patience < 1 || *tokens < 1 || *layers < 1 || *hidden < 1 || *maxSteps < 0 || !(*lr > 0) {
		return usageErrorf("--epochs, --patience, --batch-tokens, --layers and --hidden must be at least 1, --max-steps not negative, --lr positive")
	}
	if *schedule != "step" && *schedule != "cosine" {
		return usageErrorf("--schedule must be step or cosine, not %q", *schedule)
	}
	if *distill <= 0 || *distill > 1 {
		return usageErrorf("--distill-weight must be in (0, 1], not %v", *distill)
	}
	if *teacher == "" && flagSet(fs, "distill-weight") {
		return usageErrorf("--distill-weight needs --teacher")
	}
	train, err := conllu.ReadFile(*trainPath)
	if err != nil {
		return err
	}
	dev, err := conllu.ReadFile(*devPath)
	if err != nil {
		return err
	}
	var teacherParser *depparse.Parser
	if *teacher != "" {
		if teacherParser, err = depparse.Load(*backend, strings.Split(*teacher, ",")...); err != nil {
			return err
		}
	}
	cfg := depparse.DefaultConfig()
	cfg.Layers, cfg.Hidden = *layers, *hidden
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := depparse.Train(ctx, depparse.TrainOptions{
		Train: train, Dev: dev, Config: cfg, Backend: *backend, Out: *out,
		MaxEpochs: *epochs, Patience: *patience, MaxSteps: *maxSteps, TokensPerBatch: *tokens,
		LearningRate: *lr, Seed: *seed, Schedule: *schedule, Teacher: teacherParser, DistillWeight: *distill,
		Log: stderr,
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "epochs %d, updates %d, best dev UAS %.2f%%\n", res.Epochs, res.Steps, 100*res.BestDevUAS)
	return nil
}

func runParserEval(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("parser", "eval --gold FILE [--model FILE]", stderr)
	gold := fs.String("gold", "", "gold treebank (CoNLL-U); the parser reads its tokenization")
	modelPath := fs.String("model", "", "model file(s), comma-separated for an ensemble (default: the bundled EWT model)")
	backend := fs.String("backend", "", "GoMLX backend (needs --model)")
	raw := fs.Bool("raw", false, "also parse each sentence's \"# text\" with the tokenizer and score tree depth from raw text")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *gold == "" {
		return usageErrorf("--gold is required")
	}
	sents, err := conllu.ReadFile(*gold)
	if err != nil {
		return err
	}
	p, err := loadParser(*modelPath, *backend)
	if err != nil {
		return err
	}
	m, err := p.Evaluate(sents)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "gold tokens: %d sentences, %d words, UAS %.2f%%, UPOS %.2f%%, depth exact %.2f%%, depth MAE %.3f\n",
		m.Sentences, m.Words, 100*m.UAS, 100*m.UPOS, 100*m.DepthExact, m.DepthMAE)
	if *raw {
		rm, err := p.EvaluateRaw(sents)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "raw text:    %d sentences, tokenization exact %.2f%%, depth exact %.2f%%, depth MAE %.3f\n",
			rm.Sentences, 100*rm.TokensExact, 100*rm.DepthExact, rm.DepthMAE)
	}
	return nil
}
