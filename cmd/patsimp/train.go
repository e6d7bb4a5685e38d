package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"

	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/depparse"
	"github.com/patsimp/patsimp/train"
)

func init() {
	register(&command{
		name:    "train",
		summary: "train an ACCESS controllable simplifier (resumes an interrupted run in --out)",
		run:     runTrain,
	})
}

func runTrain(args []string, _ io.Reader, _, stderr io.Writer) error {
	d := train.DefaultOptions()
	fs := newFlagSet("train", "--train PREFIX --valid PREFIX --out DIR [--vocab spm.model | --vocab-size N] [flags]", stderr)
	trainPath := fs.String("train", "", "training corpus: PREFIX.complex + PREFIX.simple[.N], or a pair TSV (id<TAB>complex<TAB>simple, as patsimp split writes)")
	validPath := fs.String("valid", "", "validation corpus (same forms; several references allowed)")
	out := fs.String("out", "", "output directory (checkpoints, log.csv, log.png); an interrupted run there is resumed if it has the same data and settings (only --max-updates, --max-epochs and --patience may change; DIR/train.job records them), else refused")
	restart := fs.Bool("restart", false, "discard a run in --out that has other data or settings and start over (also retrains a vocabulary trained there)")
	vocabPath := fs.String("vocab", "", "SentencePiece model to use")
	vocabSize := fs.Int("vocab-size", 10000, "train a BPE SentencePiece model of this size on the training pairs when --vocab is not given")
	config := fs.String("config", "small", "model: small, base (ACCESS), tiny, or a JSON file of access.Config fields")
	features := fs.String("features", strings.Join(d.Features, ","), "control features, comma-separated: LengthRatio, Levenshtein, WordRankRatio, DependencyTreeDepthRatio")
	maxTokens := fs.Int("max-tokens", d.MaxTokens, "tokens per batch (rows × padded length)")
	patience := fs.Int("patience", d.Patience, "stop after this many validations without a better SARI (0: never)")
	maxUpdates := fs.Int("max-updates", 0, "stop after this many updates (0: no limit)")
	maxEpochs := fs.Int("max-epochs", d.MaxEpochs, "stop after this many epochs (0: no limit)")
	validEvery := fs.Int("valid-every", 0, "also validate every N updates (0: once per epoch)")
	validSentences := fs.Int("valid-sentences", 0, "validate on the first N sentences only (0: all)")
	validBeams := fs.Int("valid-beams", d.ValidBeams, "beam width of validation decoding")
	validControls := fs.String("valid-controls", d.ValidControls, "control values for validation decoding")
	lr := fs.Float64("lr", d.Schedule.Peak, "peak learning rate")
	warmup := fs.Int("warmup", d.Schedule.Warmup, "warm-up updates")
	schedule := fs.String("schedule", d.Schedule.Kind, "learning-rate schedule after warm-up: fixed or inverse_sqrt")
	smoothing := fs.Float64("label-smoothing", d.LabelSmoothing, "label smoothing ε")
	dtype := fs.String("dtype", "float32", "precision of the matrix products: float32, or bfloat16 (mixed precision: bfloat16 products with float32 accumulation, float32 weights and optimizer; checkpoints are the same)")
	clip := fs.Float64("clip-norm", d.ClipNorm, "gradient clipping by global norm (0: off)")
	wd := fs.Float64("weight-decay", d.WeightDecay, "Adam weight decay")
	seed := fs.Uint64("seed", d.Seed, "random seed (weights, dropout, data order)")
	logEvery := fs.Int("log-every", d.LogEvery, "write a log.csv row every N updates")
	backendName := fs.String("backend", "", "compute backend: go, xla:cpu, xla:cuda or a GoMLX backend spec (default: $GOMLX_BACKEND, else the faster installed backend for training, see docs/xla.md)")
	devicesFlag := fs.String("devices", "1", "data parallel: split each batch across this many of the backend's devices (0 or all: every device; the pure-Go backend has one)")
	initDir := fs.String("init", "", "warm start: initialise a new run from this ACCESS checkpoint directory (its network, vocabulary and control features are used)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	if *trainPath == "" || *validPath == "" || *out == "" {
		return usageErrorf("--train, --valid and --out are required")
	}
	devices, err := parseDevices(*devicesFlag)
	if err != nil {
		return usageErrorf("--devices: %v", err)
	}
	cfg, err := access.Named(*config)
	if err != nil {
		return usageErrorf("--config: %v", err)
	}
	o := d
	o.Features = trainSplitList(*features)
	var initSPM *spm.Model
	if *initDir != "" {
		for _, name := range []string{"vocab", "vocab-size", "config", "features"} {
			if flagSet(fs, name) {
				return usageErrorf("--init takes the network, vocabulary and features from %s: drop --%s", *initDir, name)
			}
		}
		if cfg, initSPM, o.Features, err = train.WarmStart(*initDir); err != nil {
			return err
		}
	}
	o.MaxTokens, o.Patience, o.MaxUpdates, o.MaxEpochs = *maxTokens, *patience, *maxUpdates, *maxEpochs
	o.ValidEvery, o.ValidSentences, o.ValidBeams, o.ValidControls = *validEvery, *validSentences, *validBeams, *validControls
	o.Schedule = train.Schedule{Kind: *schedule, Peak: *lr, Warmup: *warmup}
	o.LabelSmoothing, o.ClipNorm, o.WeightDecay, o.Seed, o.LogEvery = *smoothing, *clip, *wd, *seed, *logEvery
	if *dtype != "float32" {
		o.DType = *dtype
	}
	if err := o.Validate(); err != nil {
		return usageErrorf("%v", err)
	}
	feats, _ := o.FeatureList()

	trainC, err := train.ReadCorpus(*trainPath)
	if err != nil {
		return err
	}
	validC, err := train.ReadCorpus(*validPath)
	if err != nil {
		return err
	}
	var ranker controls.WordRanker
	var parser controls.DepthParser
	for _, f := range feats {
		switch f {
		case controls.WordRankRatio:
			r, err := eval.DefaultWordRanker()
			if err != nil {
				return err
			}
			ranker = r
		case controls.DependencyTreeDepthRatio:
			p, err := depparse.Default()
			if err != nil {
				return fmt.Errorf("loading the dependency parser for DependencyTreeDepthRatio: %w", err)
			}
			parser = p
		}
	}
	if *vocabPath == "" && *vocabSize < train.MinVocabSize {
		return usageErrorf("--vocab-size %d: too small (at least %d)", *vocabSize, train.MinVocabSize)
	}
	sp := initSPM
	switch {
	case sp != nil:
	case *restart && *vocabPath == "":
		if sp, err = train.TrainVocab(trainC, *vocabSize, feats, stderr); err != nil {
			return err
		}
	default:
		if sp, err = train.LoadOrTrainVocab(*out, *vocabPath, *vocabSize, trainC, feats, stderr); err != nil {
			return err
		}
	}
	backend, err := models.NewBackend(models.BackendFor(*backendName, models.Train))
	if err != nil {
		return err
	}
	if devices, err = train.Devices(backend, devices); err != nil {
		return usageErrorf("--devices: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := train.Run(ctx, train.Config{
		Dir: *out, Model: cfg, Options: o, SPM: sp, Train: trainC, Valid: validC,
		Ranker: ranker, Parser: parser, Init: *initDir, Backend: backend, Devices: devices, Log: stderr, Restart: *restart,
	})
	if err != nil {
		return jobError(err)
	}
	fmt.Fprintf(stderr, "patsimp train: stopped (%s) after %d updates, %d epochs; best validation SARI %.2f at update %d; model in %s\n",
		res.Stopped, res.Updates, res.Epochs, res.BestSARI, res.BestUpdate, *out)
	return nil
}

// trainVocab loads the SentencePiece model at path, reuses the one of a
// run being resumed in dir, or trains a BPE model of size pieces on the
// training pairs with the control tokens as user-defined symbols.
func trainSplitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// parseDevices reads --devices: a count, with 0 or "all" meaning every
// device of the backend (returned as 0, see train.Devices).
func parseDevices(s string) (int, error) {
	if s == "all" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%q: want a number of devices ≥ 0 or all", s)
	}
	return n, nil
}
