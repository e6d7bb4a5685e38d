package depparse

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"time"

	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX graph code reads best with the ops unqualified.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/gomlx/gomlx/ml/train/optimizer"

	"github.com/patsimp/patsimp/data/conllu"
	"github.com/patsimp/patsimp/internal/progress"
	"github.com/patsimp/patsimp/models"
)

// TrainOptions configure [Train]. Zero fields take the documented defaults.
type TrainOptions struct {
	Train, Dev []*conllu.Sentence
	Config     Config // zero: DefaultConfig()
	Backend    string // see models.NewBackend

	// Out receives the best model so far (by dev UAS), written atomically.
	Out string
	// Checkpoint is the resumable training state; default Out + ".ckpt".
	// If it exists, training resumes from it.
	Checkpoint string
	// CheckpointEvery is the interval between checkpoints inside an epoch;
	// default 5 minutes. A checkpoint is also written after each epoch.
	CheckpointEvery time.Duration

	MaxEpochs      int     // default 30
	Patience       int     // epochs without dev improvement before stopping; default 5
	MaxSteps       int     // stop after this many updates in total (0: no limit)
	TokensPerBatch int     // padded tokens per update; default 2048
	LearningRate   float64 // Adam learning rate; default 2e-3
	WarmupSteps    int     // linear warm-up; default 200
	MinCount       int     // vocabulary threshold; default 2
	MaxLen         int     // training sentences longer than this are skipped; default 100
	Seed           uint64

	// Schedule is the learning-rate decay after warm-up: "step" (or "":
	// ×0.75 every 5000 updates) or "cosine" (half a cosine from the full
	// rate down to 2% of it at the end of MaxEpochs).
	Schedule string

	// Teacher, when set, distils it into the model being trained: the loss
	// becomes (1-DistillWeight)·gold cross-entropy + DistillWeight·cross-
	// entropy against the teacher's head distribution (e.g. an ensemble's
	// averaged distribution) for each training word.
	Teacher       *Parser
	DistillWeight float64 // default 0.5 when Teacher is set

	// Log receives progress lines; nil discards them.
	Log io.Writer
}

// TrainResult summarises a run.
type TrainResult struct {
	Epochs     int       // epochs completed
	Steps      int       // updates completed
	BestDevUAS float64   // best dev unlabelled attachment score
	Losses     []float64 // mean training loss of each update of this run
}

// trainState is the resumable part of training, saved in checkpoints.
type trainState struct {
	Epoch      int // current epoch (0-based)
	Batch      int // next batch index within the epoch
	Step       int // updates done
	BestUAS    float64
	BadEpochs  int // epochs since the last improvement
	Done       bool
	EpochLoss  float64
	EpochCount int
}

func (o *TrainOptions) defaults() {
	if o.Config == (Config{}) {
		o.Config = DefaultConfig()
	}
	if o.Checkpoint == "" && o.Out != "" {
		o.Checkpoint = o.Out + ".ckpt"
	}
	if o.CheckpointEvery <= 0 {
		o.CheckpointEvery = 5 * time.Minute
	}
	if o.MaxEpochs <= 0 {
		o.MaxEpochs = 30
	}
	if o.Patience <= 0 {
		o.Patience = 5
	}
	if o.TokensPerBatch <= 0 {
		o.TokensPerBatch = 2048
	}
	if o.LearningRate <= 0 {
		o.LearningRate = 2e-3
	}
	if o.WarmupSteps <= 0 {
		o.WarmupSteps = 200
	}
	if o.MinCount <= 0 {
		o.MinCount = 2
	}
	if o.MaxLen <= 0 {
		o.MaxLen = 100
	}
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o.Teacher != nil && o.DistillWeight <= 0 {
		o.DistillWeight = 0.5
	}
}

// learningRate is the rate of update step (0-based) of a run of total
// updates.
func (o *TrainOptions) learningRate(step, total int) float64 {
	lr := o.LearningRate * math.Min(1, float64(step+1)/float64(o.WarmupSteps))
	if o.Schedule == "cosine" {
		frac := math.Min(1, float64(step)/float64(max(1, total)))
		return lr * (0.02 + 0.98*0.5*(1+math.Cos(math.Pi*frac)))
	}
	return lr * math.Pow(0.75, float64(step)/5000)
}

// trainBatch is one padded update's inputs and labels.
type trainBatch struct {
	x           *batch
	heads, upos []int32
	soft        []float32 // [B,T,T] teacher head distributions, nil without a teacher
	sentences   int
}

// epochBatches groups the training sentences into batches of similar padded
// length, in an order shuffled by (seed, epoch).
func epochBatches(sents []*conllu.Sentence, soft [][]float32, voc *Vocab, wordCount map[string]int, tokens int, seed uint64, epoch int) []*trainBatch {
	rng := rand.New(rand.NewPCG(seed, uint64(epoch)+1))
	idx := rng.Perm(len(sents))
	byLen := map[int][]int{}
	for _, i := range idx {
		t := padLen(len(sents[i].Words) + 1)
		byLen[t] = append(byLen[t], i)
	}
	lens := make([]int, 0, len(byLen))
	for t := range byLen {
		lens = append(lens, t)
	}
	sort.Ints(lens)
	var out []*trainBatch
	for _, t := range lens {
		group := byLen[t]
		per := max(1, tokens/t)
		for start := 0; start < len(group); start += per {
			end := min(start+per, len(group))
			out = append(out, makeTrainBatch(sents, soft, group[start:end], per, t, voc, wordCount, rng))
		}
	}
	rng.Shuffle(len(out), func(a, b int) { out[a], out[b] = out[b], out[a] })
	return out
}

// makeTrainBatch builds a batch of exactly rows rows (missing rows are
// padding), replacing rare words by UNK at random (word dropout) so the
// network learns to use the affix and shape features for unknown words.
// soft, if not nil, holds each sentence's teacher distributions (see
// teacherTargets).
func makeTrainBatch(sents []*conllu.Sentence, soft [][]float32, ids []int, rows, t int, voc *Vocab, wordCount map[string]int, rng *rand.Rand) *trainBatch {
	feats := make([][]features, len(ids))
	for k, i := range ids {
		feats[k] = voc.featurize(sents[i].Forms())
		for j, w := range sents[i].Words {
			c := float64(wordCount[normWord(w.Form)])
			if rng.Float64() < 0.25/(0.25+c) {
				feats[k][j+1].word = unkID
			}
		}
	}
	for len(feats) < rows {
		feats = append(feats, nil)
	}
	tb := &trainBatch{x: makeBatch(feats, t), sentences: len(ids)}
	tb.heads = make([]int32, rows*t)
	tb.upos = make([]int32, rows*t)
	for i := range tb.heads {
		tb.heads[i], tb.upos[i] = -1, -1
	}
	for k, i := range ids {
		for j, w := range sents[i].Words {
			tb.heads[k*t+j+1] = int32(w.Head)
			if id, ok := voc.upos[w.UPOS]; ok {
				tb.upos[k*t+j+1] = id
			}
		}
	}
	if soft != nil {
		tb.soft = make([]float32, rows*t*t)
		for k, i := range ids {
			n := len(sents[i].Words)
			for d := 1; d <= n; d++ {
				copy(tb.soft[(k*t+d)*t:(k*t+d)*t+n+1], soft[i][(d-1)*(n+1):d*(n+1)])
			}
		}
	}
	return tb
}

// Train trains a parser on opt.Train with early stopping on opt.Dev UAS,
// writing the best model to opt.Out. It resumes from opt.Checkpoint when
// that file exists, so a killed run continues where its last checkpoint
// left it. ctx cancellation stops training after a final checkpoint.
func Train(ctx context.Context, opt TrainOptions) (*TrainResult, error) {
	opt.defaults()
	if len(opt.Train) == 0 {
		return nil, errors.New("depparse: no training sentences")
	}
	if opt.Out == "" {
		return nil, errors.New("depparse: no output path")
	}
	var train []*conllu.Sentence
	for _, s := range opt.Train {
		if len(s.Words) <= opt.MaxLen {
			train = append(train, s)
		}
	}
	backend, err := models.NewBackend(opt.Backend)
	if err != nil {
		return nil, err
	}
	store := model.NewStore()
	if err := store.SetRNGStateFromSeed(int64(opt.Seed)); err != nil {
		return nil, fmt.Errorf("depparse: seeding: %w", err)
	}

	cfg := opt.Config
	voc := buildVocab(train, opt.MinCount)
	state := &trainState{}
	if ck, err := readBundleFile(opt.Checkpoint); err == nil {
		if ck.State == nil {
			return nil, fmt.Errorf("depparse: %s is a model, not a training checkpoint", opt.Checkpoint)
		}
		cfg, voc, state = ck.Config, ck.vocab(), ck.State
		if err := restore(store, ck.Vars); err != nil {
			return nil, fmt.Errorf("depparse: resuming from %s: %w", opt.Checkpoint, err)
		}
		fmt.Fprintf(opt.Log, "resuming from %s: epoch %d, batch %d, step %d, best dev UAS %.2f%%\n",
			opt.Checkpoint, state.Epoch+1, state.Batch, state.Step, 100*state.BestUAS)
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("depparse: reading checkpoint: %w", err)
	}
	res := &TrainResult{Epochs: state.Epoch, Steps: state.Step, BestDevUAS: state.BestUAS}
	if state.Done {
		return res, nil
	}
	wordCount := map[string]int{}
	for _, s := range train {
		for _, w := range s.Words {
			wordCount[normWord(w.Form)]++
		}
	}

	soft, err := teacherTargets(opt.Teacher, train)
	if err != nil {
		return nil, err
	}
	if soft != nil {
		fmt.Fprintf(opt.Log, "distilling: teacher head distributions for %d training sentences, weight %.2f\n",
			len(train), opt.DistillWeight)
	}

	lrVar := optimizer.LearningRateVarWithValue(store.RootScope(), dtypes.Float32, opt.LearningRate)
	opti := optimizer.Adam().LearningRate(opt.LearningRate).Betas(0.9, 0.9).Epsilon(1e-8).Done()
	step, err := model.NewExec(backend, store, func(scope *model.Scope, in []*Node) *Node {
		g := in[0].Graph()
		store.SetTraining(g, true)
		s := forward(scope.In("parser"), cfg, voc, in[0], in[1], in[2], in[3], true, false)
		var softNode *Node
		if len(in) > 6 {
			softNode = in[6]
		}
		loss := lossGraph(cfg, s, in[4], in[5], softNode, opt.DistillWeight)
		opti.UpdateGraph(scope, g, loss)
		return loss
	})
	if err != nil {
		return nil, fmt.Errorf("depparse: building training graph: %w", err)
	}
	step.SetMaxCache(64)
	infer, err := newInferenceExec(backend, store, cfg, voc, false)
	if err != nil {
		return nil, err
	}

	save := func() error {
		vars, err := snapshot(store, true)
		if err != nil {
			return err
		}
		return writeBundle(opt.Checkpoint, &bundle{Config: cfg, Words: voc.Words, Prefixes: voc.Prefixes,
			Suffixes: voc.Suffixes, UPOS: voc.UPOS, Vars: vars, State: state})
	}
	lastSave := time.Now()
	for state.Epoch < opt.MaxEpochs {
		batches := epochBatches(train, soft, voc, wordCount, opt.TokensPerBatch, opt.Seed, state.Epoch)
		prog := progress.New(opt.Log, fmt.Sprintf("epoch %d", state.Epoch+1), int64(len(batches)),
			progress.Options{Unit: "batches", Start: int64(state.Batch), Interval: 30 * time.Second})
		for state.Batch < len(batches) {
			if err := ctx.Err(); err != nil {
				if serr := save(); serr != nil {
					return res, serr
				}
				return res, err
			}
			if opt.MaxSteps > 0 && state.Step >= opt.MaxSteps {
				return res, save()
			}
			lr := opt.learningRate(state.Step, opt.MaxEpochs*len(batches))
			if err := lrVar.SetValue(tensors.FromScalar(float32(lr))); err != nil {
				return res, fmt.Errorf("depparse: setting learning rate: %w", err)
			}
			tb := batches[state.Batch]
			args := append(tb.x.tensors(),
				tensors.FromFlatDataAndDimensions(tb.heads, tb.x.b, tb.x.t),
				tensors.FromFlatDataAndDimensions(tb.upos, tb.x.b, tb.x.t))
			if tb.soft != nil {
				args = append(args, tensors.FromFlatDataAndDimensions(tb.soft, tb.x.b, tb.x.t, tb.x.t))
			}
			out, err := step.Call(args...)
			if err != nil {
				return res, fmt.Errorf("depparse: training step %d: %w", state.Step+1, err)
			}
			loss := float64(tensors.ToScalar[float32](out[0]))
			out[0].FinalizeAll()
			if math.IsNaN(loss) || math.IsInf(loss, 0) {
				return res, fmt.Errorf("depparse: training diverged at step %d (loss %v)", state.Step+1, loss)
			}
			res.Losses = append(res.Losses, loss)
			state.EpochLoss += loss
			state.EpochCount++
			state.Step++
			state.Batch++
			res.Steps = state.Step
			prog.Add(1)
			if state.Step%100 == 0 {
				fmt.Fprintf(opt.Log, "step %d: loss %.4f, learning rate %.2e\n", state.Step, loss, lr)
			}
			if time.Since(lastSave) >= opt.CheckpointEvery {
				if err := save(); err != nil {
					return res, err
				}
				lastSave = time.Now()
			}
		}
		prog.Done()

		// End of epoch: evaluate on dev, keep the best model, maybe stop.
		uas := 0.0
		if len(opt.Dev) > 0 {
			m, err := evaluate([]*member{{cfg: cfg, voc: voc, store: store, exec: infer}}, opt.Dev)
			if err != nil {
				return res, err
			}
			uas = m.UAS
			fmt.Fprintf(opt.Log, "epoch %d: train loss %.4f, dev UAS %.2f%%, depth exact %.2f%%, depth MAE %.3f\n",
				state.Epoch+1, state.EpochLoss/math.Max(1, float64(state.EpochCount)), 100*m.UAS,
				100*m.DepthExact, m.DepthMAE)
		}
		if uas > state.BestUAS || state.Epoch == 0 {
			state.BestUAS, state.BadEpochs = uas, 0
			vars, err := snapshot(store, false)
			if err != nil {
				return res, err
			}
			if err := writeBundle(opt.Out, &bundle{Config: cfg, Words: voc.Words, Prefixes: voc.Prefixes,
				Suffixes: voc.Suffixes, UPOS: voc.UPOS, Vars: vars}); err != nil {
				return res, err
			}
		} else {
			state.BadEpochs++
		}
		state.Epoch++
		state.Batch, state.EpochLoss, state.EpochCount = 0, 0, 0
		res.Epochs, res.BestDevUAS = state.Epoch, state.BestUAS
		if state.BadEpochs >= opt.Patience {
			fmt.Fprintf(opt.Log, "early stop: no dev improvement in %d epochs\n", opt.Patience)
			state.Done = true
		}
		if err := save(); err != nil {
			return res, err
		}
		lastSave = time.Now()
		if state.Done {
			break
		}
	}
	state.Done = true
	return res, save()
}
