package train

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/gomlx/compute"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/checkpoints/store"
	"github.com/patsimp/patsimp/data/controls"
	"github.com/patsimp/patsimp/data/spm"
	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/internal/atomicfile"
	"github.com/patsimp/patsimp/internal/progress"
	"github.com/patsimp/patsimp/models/access"
)

// Files of a training directory, besides the checkpoint files of
// models/access (model.json, spm.model, best.safetensors).
const (
	// LastFile is the full training state (weights, optimizer, random
	// state, counters) of the last checkpoint.
	LastFile = "last.safetensors"
	// OptionsFile holds the Options as JSON.
	OptionsFile = "train.json"
	// LogFile is the CSV log.
	LogFile = "log.csv"
	// PlotFile is the PNG plot of the log, written at the end.
	PlotFile = "log.png"
)

// ErrNonFinite reports a NaN or infinite loss or gradient norm.
var ErrNonFinite = errors.New("non-finite loss")

// Config is one training run.
type Config struct {
	// Dir is the output directory. If it holds a checkpoint of an
	// earlier run, training resumes from it with that run's options.
	Dir string
	// Model is the network configuration; vocabulary fields are filled in.
	Model access.Config
	// Options are the hyperparameters.
	Options Options
	// SPM is the SentencePiece model; it is copied into Dir.
	SPM *spm.Model
	// Train and Valid are the corpora.
	Train, Valid *Corpus
	// Ranker computes WordRankRatio (needed when it is a feature).
	Ranker controls.WordRanker
	// Parser computes DependencyTreeDepthRatio (needed when it is a feature).
	Parser controls.DepthParser
	// Init, if set, is an ACCESS checkpoint directory (see WarmStart) whose
	// best weights initialise a new run instead of random values; Model,
	// SPM and the features must be the checkpoint's. A resumed run ignores
	// it.
	Init string
	// Backend runs the graphs.
	Backend compute.Backend
	// Devices is the number of the backend's devices training splits each
	// batch across (data parallel, see NewDataParallelStepper); 0 or 1
	// trains on one. It is not part of the run's options: a run may resume
	// on a different number of devices.
	Devices int
	// Restart discards an earlier run in Dir that was started with other
	// data or settings (see below) instead of refusing to resume it.
	// Without it, a resume must have the same training and validation
	// pairs, vocabulary, network and options; only MaxUpdates, MaxEpochs
	// and Patience may change. RestartFlag names the option that sets it,
	// for messages (default "--restart").
	Restart     bool
	RestartFlag string
	// Log receives progress and messages; nil discards them.
	Log io.Writer
	// OnUpdate, if set, is called after every update (tests use it to
	// interrupt a run).
	OnUpdate func(update int, r StepResult)
}

// Result summarises a finished run.
type Result struct {
	// Updates and Epochs count the work done (Epochs is the current epoch).
	Updates, Epochs int
	// BestSARI is the best validation SARI, reached at update BestUpdate.
	BestSARI   float64
	BestUpdate int
	// Stopped says why training ended: "max-updates", "max-epochs" or
	// "patience".
	Stopped string
}

// state is the loop position saved with every checkpoint.
type state struct {
	Epoch      int     `json:"epoch"`      // current epoch, 1-based
	NextBatch  int     `json:"next_batch"` // index of the next batch of the epoch
	Updates    int     `json:"updates"`
	BestSARI   float64 `json:"best_sari"`
	BestUpdate int     `json:"best_update"`
	Bad        int     `json:"bad"`        // validations since the best
	LogOffset  int64   `json:"log_offset"` // size of log.csv at the checkpoint
	Validated  int     `json:"validated"`  // update of the last validation
}

const stateKey = "train_state"

// Run trains (or resumes) a model as configured and returns how it ended.
// A NaN or infinite loss stops it with an error wrapping ErrNonFinite; the
// last checkpoint stays as it was. ctx cancellation stops it at the next
// update without writing a checkpoint, like a kill.
func Run(ctx context.Context, c Config) (Result, error) {
	logw := c.Log
	if logw == nil {
		logw = io.Discard
	}
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return Result{}, fmt.Errorf("train: %w", err)
	}
	job, err := openRun(&c)
	if err != nil {
		return Result{}, err
	}
	defer job.Close()
	opts, meta, st, resumed, err := prepareDir(&c)
	if err != nil {
		return Result{}, err
	}
	feats, _ := opts.FeatureList()
	vocab, err := access.NewVocab(c.SPM, feats)
	if err != nil {
		return Result{}, err
	}
	examples, dropped, err := makeExamples(c, vocab, feats, meta.Model.MaxPositions)
	if err != nil {
		return Result{}, err
	}
	if len(examples) == 0 {
		return Result{}, fmt.Errorf("train: no usable training pairs")
	}
	if dropped > 0 {
		fmt.Fprintf(logw, "train: skipped %d pairs longer than %d tokens\n", dropped, meta.Model.MaxPositions)
	}
	validVals, err := controls.ParseValues(opts.ValidControls)
	if err != nil {
		return Result{}, err
	}

	s := model.NewStore()
	if resumed {
		if _, err := store.Load(filepath.Join(c.Dir, LastFile), s); err != nil {
			return Result{}, fmt.Errorf("train: resuming: %w", err)
		}
		fmt.Fprintf(logw, "train: resuming %s at update %d (epoch %d, batch %d)\n", c.Dir, st.Updates, st.Epoch, st.NextBatch)
	} else {
		if err := s.SetRNGStateFromSeed(int64(opts.Seed)); err != nil {
			return Result{}, fmt.Errorf("train: seeding: %w", err)
		}
		if c.Init != "" {
			if err := loadInit(c.Init, meta, s); err != nil {
				return Result{}, err
			}
			fmt.Fprintf(logw, "train: initialised from %s\n", c.Init)
		}
	}
	stepper, err := NewDataParallelStepper(c.Backend, s, meta.Model, opts, c.Devices)
	if err != nil {
		return Result{}, err
	}
	if n := stepper.Devices(); n > 1 {
		fmt.Fprintf(logw, "train: data parallel over %d devices of %s\n", n, c.Backend.Name())
	}
	simp, err := access.NewSimplifier(c.Backend, s, meta, vocab)
	if err != nil {
		return Result{}, err
	}
	validVals, err = simp.Restrict(validVals)
	if err != nil {
		return Result{}, fmt.Errorf("train: validation controls: %w", err)
	}
	csvLog, err := openLog(filepath.Join(c.Dir, LogFile), st.LogOffset)
	if err != nil {
		return Result{}, err
	}
	defer csvLog.Close()

	r := &runner{c: c, opts: opts, meta: meta, st: st, s: s, stepper: stepper, simp: simp,
		validVals: validVals, examples: examples, vocab: vocab, csv: csvLog, log: logw}
	res, err := r.loop(ctx)
	if err != nil {
		return res, err
	}
	if err := csvLog.Close(); err != nil {
		return res, err
	}
	if err := PlotLog(filepath.Join(c.Dir, LogFile), filepath.Join(c.Dir, PlotFile)); err != nil {
		fmt.Fprintf(logw, "train: plotting the log: %v\n", err)
	}
	return res, nil
}

// prepareDir reads the options, meta and state of a run to resume, or
// writes those of a new run.
func prepareDir(c *Config) (Options, access.Meta, state, bool, error) {
	last := filepath.Join(c.Dir, LastFile)
	if _, err := os.Stat(last); err == nil {
		var o Options
		b, err := os.ReadFile(filepath.Join(c.Dir, OptionsFile))
		if err != nil {
			return o, access.Meta{}, state{}, false, fmt.Errorf("train: resuming: %w", err)
		}
		if err := json.Unmarshal(b, &o); err != nil {
			return o, access.Meta{}, state{}, false, fmt.Errorf("train: resuming: %s: %w", OptionsFile, err)
		}
		// Limits may be raised when resuming; everything else is kept.
		o.MaxUpdates, o.MaxEpochs, o.Patience = c.Options.MaxUpdates, c.Options.MaxEpochs, c.Options.Patience
		meta, err := access.ReadMeta(c.Dir)
		if err != nil {
			return o, meta, state{}, false, err
		}
		f, err := store.ReadFile(last)
		if err != nil {
			return o, meta, state{}, false, err
		}
		var st state
		if err := json.Unmarshal([]byte(f.Meta[stateKey]), &st); err != nil {
			return o, meta, st, false, fmt.Errorf("train: %s: state: %w", last, err)
		}
		return o, meta, st, true, o.Validate()
	}
	o := c.Options
	o.Init = c.Init
	if err := o.Validate(); err != nil {
		return o, access.Meta{}, state{}, false, err
	}
	feats, _ := o.FeatureList()
	vocab, err := access.NewVocab(c.SPM, feats)
	if err != nil {
		return o, access.Meta{}, state{}, false, err
	}
	cfg := c.Model
	vocab.Configure(&cfg)
	if err := cfg.Validate(); err != nil {
		return o, access.Meta{}, state{}, false, err
	}
	names := make([]string, len(feats))
	for i, f := range feats {
		names[i] = f.String()
	}
	meta := access.Meta{Model: cfg, Features: names, Controls: o.ValidControls}
	b, err := c.SPM.Marshal()
	if err != nil {
		return o, meta, state{}, false, fmt.Errorf("train: serialising the SentencePiece model: %w", err)
	}
	if err := atomicfile.Write(filepath.Join(c.Dir, access.VocabFile), 0o644, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	}); err != nil {
		return o, meta, state{}, false, err
	}
	if err := access.WriteMeta(c.Dir, meta); err != nil {
		return o, meta, state{}, false, err
	}
	ob, err := json.MarshalIndent(o, "", "  ")
	if err != nil {
		return o, meta, state{}, false, err
	}
	if err := atomicfile.Write(filepath.Join(c.Dir, OptionsFile), 0o644, func(w io.Writer) error {
		_, err := w.Write(append(ob, '\n'))
		return err
	}); err != nil {
		return o, meta, state{}, false, err
	}
	return o, meta, state{Epoch: 1, BestSARI: -1}, false, nil
}

// makeExamples tokenizes every (complex, reference) pair with its control
// tokens, skipping pairs longer than maxLen tokens.
func makeExamples(c Config, vocab *access.Vocab, feats []controls.Feature, maxLen int) ([]Example, int, error) {
	parser := c.Parser
	if parser != nil && slices.Contains(feats, controls.DependencyTreeDepthRatio) {
		var err error
		if parser, err = precomputeDepths(parser, c.Train, c.Log); err != nil {
			return nil, 0, err
		}
	}
	ex := controls.Extractor{Features: feats, Ranker: c.Ranker, Parser: parser}
	var out []Example
	dropped := 0
	for i, cx := range c.Train.Complex {
		for _, simple := range c.Train.Simple[i] {
			vals, err := ex.Compute(cx, simple)
			if err != nil {
				return nil, 0, fmt.Errorf("train: pair %d: %w", i+1, err)
			}
			src, err := vocab.EncodeSource(vals, cx)
			if err != nil {
				return nil, 0, err
			}
			tgt := vocab.EncodeTarget(simple)
			if len(src) > maxLen || len(tgt)+1 > maxLen {
				dropped++
				continue
			}
			out = append(out, Example{Src: src, Tgt: tgt})
		}
	}
	return out, dropped, nil
}

// batchDepthParser is a DepthParser that parses many sentences at once
// (models/depparse.Parser is one).
type batchDepthParser interface {
	Depths(sentences []string) ([]int, error)
}

// depthCache answers Depth from precomputed values.
type depthCache map[string]int

func (d depthCache) Depth(s string) (int, error) {
	v, ok := d[s]
	if !ok {
		return 0, fmt.Errorf("train: no precomputed dependency depth for %q", s)
	}
	return v, nil
}

// precomputeDepths parses every distinct sentence of the corpus once (in
// batches when p supports it), since the complex side repeats for each
// reference.
func precomputeDepths(p controls.DepthParser, c *Corpus, log io.Writer) (controls.DepthParser, error) {
	var uniq []string
	cache := depthCache{}
	for i, cx := range c.Complex {
		for _, s := range append([]string{cx}, c.Simple[i]...) {
			if _, ok := cache[s]; !ok {
				cache[s] = 0
				uniq = append(uniq, s)
			}
		}
	}
	if log == nil {
		log = io.Discard
	}
	bar := progress.New(log, "dependency depths", int64(len(uniq)), progress.Options{Unit: "sentences"})
	defer bar.Done()
	const chunk = 256
	for start := 0; start < len(uniq); start += chunk {
		part := uniq[start:min(start+chunk, len(uniq))]
		var depths []int
		if bp, ok := p.(batchDepthParser); ok {
			var err error
			if depths, err = bp.Depths(part); err != nil {
				return nil, fmt.Errorf("train: dependency depths: %w", err)
			}
		} else {
			for _, s := range part {
				d, err := p.Depth(s)
				if err != nil {
					return nil, fmt.Errorf("train: dependency depth of %q: %w", s, err)
				}
				depths = append(depths, d)
			}
		}
		for i, s := range part {
			cache[s] = depths[i]
		}
		bar.Add(len(part))
	}
	return cache, nil
}

type runner struct {
	c         Config
	opts      Options
	meta      access.Meta
	st        state
	s         *model.Store
	stepper   *Stepper
	simp      *access.Simplifier
	validVals controls.Values
	examples  []Example
	vocab     *access.Vocab
	csv       *logWriter
	log       io.Writer
}

func (r *runner) loop(ctx context.Context) (Result, error) {
	o := r.opts
	total := int64(o.MaxUpdates)
	if total == 0 {
		total = -1
	}
	bar := progress.New(r.log, "training", total, progress.Options{Unit: "updates", Start: int64(r.st.Updates)})
	defer bar.Done()
	var acc logAccumulator
	for {
		if o.MaxEpochs > 0 && r.st.Epoch > o.MaxEpochs {
			return r.result("max-epochs"), nil
		}
		batches := MakeBatches(r.examples, o.MaxTokens, o.Seed, r.st.Epoch)
		for r.st.NextBatch < len(batches) {
			if o.MaxUpdates > 0 && r.st.Updates >= o.MaxUpdates {
				return r.finish("max-updates")
			}
			if err := ctx.Err(); err != nil {
				return r.result("interrupted"), err
			}
			b := batches[r.st.NextBatch]
			src, tgtIn, tgtOut := b.Tensors(r.examples, r.vocab.BOSID(), r.vocab.PadID())
			lr := o.Schedule.At(r.st.Updates + 1)
			start := time.Now()
			res, err := r.stepper.Step(len(b.Indices), b.Len, src, tgtIn, tgtOut, lr)
			if err != nil {
				return r.result("error"), err
			}
			if !finite(res.Loss, res.GradNorm) {
				return r.result("error"), fmt.Errorf("train: update %d (epoch %d, batch %d): loss %v, gradient norm %v: %w; the last checkpoint (update %d) is unchanged",
					r.st.Updates+1, r.st.Epoch, r.st.NextBatch, res.Loss, res.GradNorm, ErrNonFinite, r.st.Validated)
			}
			r.st.Updates++
			r.st.NextBatch++
			bar.Add(1)
			acc.add(res, lr, time.Since(start))
			if r.c.OnUpdate != nil {
				r.c.OnUpdate(r.st.Updates, res)
			}
			if r.st.Updates%o.LogEvery == 0 {
				if err := r.csv.write(acc.row(r.st.Updates, r.st.Epoch, -1)); err != nil {
					return r.result("error"), err
				}
				acc = logAccumulator{}
			}
			if o.ValidEvery > 0 && r.st.Updates%o.ValidEvery == 0 {
				stop, err := r.validate(ctx)
				if err != nil || stop {
					return r.result("patience"), err
				}
			}
		}
		// End of epoch: validate unless just done, then move on.
		r.st.Epoch++
		r.st.NextBatch = 0
		if r.st.Validated != r.st.Updates {
			stop, err := r.validate(ctx)
			if err != nil || stop {
				return r.result("patience"), err
			}
		} else if err := r.checkpoint(); err != nil {
			return r.result("error"), err
		}
	}
}

// finish validates at the end of a run if needed and returns the result.
func (r *runner) finish(why string) (Result, error) {
	if r.st.Validated != r.st.Updates {
		if _, err := r.validate(context.Background()); err != nil {
			return r.result(why), err
		}
	}
	return r.result(why), nil
}

func (r *runner) result(why string) Result {
	return Result{Updates: r.st.Updates, Epochs: r.st.Epoch, BestSARI: r.st.BestSARI, BestUpdate: r.st.BestUpdate, Stopped: why}
}

// validate decodes the validation set, logs SARI, saves the best weights
// and the training state, and reports whether patience ran out.
func (r *runner) validate(ctx context.Context) (bool, error) {
	v := r.c.Valid
	n := v.Len()
	if r.opts.ValidSentences > 0 {
		n = min(n, r.opts.ValidSentences)
	}
	orig := v.Complex[:n]
	refs := v.Refs()
	for k := range refs {
		refs[k] = refs[k][:n]
	}
	sys, err := r.simp.Simplify(ctx, orig, r.validVals, access.Options{Beams: r.opts.ValidBeams, Batch: 64})
	if err != nil {
		return false, fmt.Errorf("train: validation at update %d: %w", r.st.Updates, err)
	}
	score, err := eval.CorpusSARI(orig, sys, refs, eval.SARIOptions{})
	if err != nil {
		return false, fmt.Errorf("train: validation SARI: %w", err)
	}
	r.st.Validated = r.st.Updates
	fmt.Fprintf(r.log, "train: update %d epoch %d: validation SARI %.2f (best %.2f)\n", r.st.Updates, r.st.Epoch, score.SARI, max(r.st.BestSARI, 0))
	if err := r.csv.write(logRow{Update: r.st.Updates, Epoch: r.st.Epoch, SARI: score.SARI, validation: true}); err != nil {
		return false, err
	}
	if score.SARI > r.st.BestSARI {
		r.st.BestSARI, r.st.BestUpdate, r.st.Bad = score.SARI, r.st.Updates, 0
		if err := store.Save(filepath.Join(r.c.Dir, access.WeightsFile), r.s,
			map[string]string{"update": strconv.Itoa(r.st.Updates), "valid_sari": strconv.FormatFloat(score.SARI, 'f', 4, 64)},
			isWeight); err != nil {
			return false, err
		}
	} else {
		r.st.Bad++
	}
	if err := r.checkpoint(); err != nil {
		return false, err
	}
	return r.opts.Patience > 0 && r.st.Bad >= r.opts.Patience, nil
}

// isWeight selects the model's trainable weights (not optimizer moments,
// counters or the random state).
func isWeight(v *model.Variable) bool { return v.Trainable }

// checkpoint saves the whole training state with the loop position.
func (r *runner) checkpoint() error {
	if err := r.csv.Sync(); err != nil {
		return err
	}
	r.st.LogOffset = r.csv.offset
	b, err := json.Marshal(r.st)
	if err != nil {
		return err
	}
	return store.Save(filepath.Join(r.c.Dir, LastFile), r.s, map[string]string{stateKey: string(b)}, nil)
}
