package bench

import (
	"context"
	"fmt"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/train"
)

// trainWork runs training updates on a fixed batch.
type trainWork struct {
	stepper            *train.Stepper
	rows, length       int
	src, tgtIn, tgtOut []int32
	steps              int
	flops              float64
}

func (w *trainWork) Run(ctx context.Context) (Work, error) {
	for range w.steps {
		if err := ctx.Err(); err != nil {
			return Work{}, err
		}
		if _, err := w.stepper.Step(w.rows, w.length, w.src, w.tgtIn, w.tgtOut, 1e-4); err != nil {
			return Work{}, err
		}
	}
	n := int64(w.steps * w.rows)
	return Work{Tokens: 2 * n * int64(w.length), Sentences: n, FLOPs: float64(w.steps) * w.flops}, nil
}

// prepareTrain sets up the train workload: training updates (forward,
// label-smoothed loss, backward, clipping, Adam) of the ACCESS network of
// the configured shape with ACCESS's recipe (train.DefaultOptions), on
// batches of rows × length source and target tokens, split across
// Options.Devices devices when that is above 1. Tokens are source plus
// target tokens; FLOPs are three forward passes.
func prepareTrain(_ context.Context, e *env, res *Result) (Workload, error) {
	name := e.opt.modelConfig("small", "small")
	cfg, err := accessConfig(name)
	if err != nil {
		return nil, err
	}
	opts := train.DefaultOptions()
	if e.dtype == dtypes.BFloat16 {
		opts.DType = "bfloat16" // mixed precision, as train --dtype bfloat16
	}
	backend, err := e.getBackend()
	if err != nil {
		return nil, err
	}
	rows := e.opt.pick(e.opt.Batch, 4, 16)
	length := e.opt.pick(0, 16, 32)
	store := model.NewStore()
	if err := store.SetRNGStateFromSeed(1); err != nil {
		return nil, fmt.Errorf("seeding the random weights: %w", err)
	}
	devices, err := train.Devices(backend, max(e.opt.Devices, 1))
	if err != nil {
		return nil, err
	}
	if rows%devices != 0 {
		return nil, fmt.Errorf("train: batch %d is not a multiple of %d devices (padding rows would be timed as work)", rows, devices)
	}
	stepper, err := train.NewDataParallelStepper(backend, store, cfg, opts, devices)
	if err != nil {
		return nil, err
	}
	src := flatten(sourceIDs(rows, length, cfg.SrcVocabSize))
	tgt := flatten(sourceIDs(rows+1, length, cfg.TgtVocabSize)[1:])
	tgtIn := make([]int32, len(tgt))
	for r := range rows {
		row := tgt[r*length : (r+1)*length]
		in := tgtIn[r*length : (r+1)*length]
		in[0] = cfg.BOSID
		copy(in[1:], row[:length-1])
	}
	shape := accessShape(cfg)
	*res = Result{
		Workload: res.Workload, Note: res.Note, Config: name, DType: dtypeName(e.dtype),
		Batch: rows, SrcLen: length, TgtLen: length, Params: shape.Params(),
		Reps: e.opt.pick(0, 3, 5),
	}
	if devices > 1 {
		res.Devices = devices
	}
	w := &trainWork{
		stepper: stepper, rows: rows, length: length,
		src: src, tgtIn: tgtIn, tgtOut: tgt, steps: 1,
		flops: float64(rows) * shape.TrainFLOPs(length, length),
	}
	return w, nil
}
