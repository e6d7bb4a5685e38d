package train

import (
	"fmt"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/distributed"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/models/access"
)

// dataAxis names the one axis of the device mesh of data-parallel training.
const dataAxis = "data"

// Devices resolves a requested device count against backend: n ≤ 0 means
// every device the backend offers. It is an error to ask for more devices
// than the backend has (the pure-Go backend has one).
func Devices(backend compute.Backend, n int) (int, error) {
	have := backend.NumDevices()
	if n <= 0 {
		return have, nil
	}
	if n > have {
		return 0, fmt.Errorf("train: %d devices requested, but backend %q has %d (%s)",
			n, backend.Name(), have, backend.Description())
	}
	return n, nil
}

// NewDataParallelStepper is NewStepper for data-parallel training over the
// first devices devices of backend: the weights, optimizer state and random
// state are replicated, each batch is split by rows across the devices, and
// GoMLX's AutoSharding (XLA Shardy) partitions the update graph, inserting
// the all-reduces of the loss and gradient sums. The update is the same
// computation as on one device (the loss and gradients are those of the
// whole batch), so results agree up to the order of float additions. One
// exception: a batch padded with empty rows to a multiple of devices draws
// its dropout masks for the padded shape, so they differ from one device's.
//
// devices ≤ 1 returns NewStepper's single-device stepper. Variables keep
// their full (unsharded) values, so checkpoints written while training on
// N devices load on any number.
func NewDataParallelStepper(backend compute.Backend, s *model.Store, cfg access.Config, o Options, devices int) (*Stepper, error) {
	st, err := NewStepper(backend, s, cfg, o)
	if err != nil || devices <= 1 {
		return st, err
	}
	if _, err := Devices(backend, devices); err != nil {
		return nil, err
	}
	mesh, err := distributed.NewDeviceMesh([]int{devices}, []string{dataAxis})
	if err != nil {
		return nil, fmt.Errorf("train: %d-device mesh: %w", devices, err)
	}
	rows, err := distributed.BuildSpec(mesh).S(dataAxis).Done()
	if err != nil {
		return nil, fmt.Errorf("train: batch sharding: %w", err)
	}
	replicated := distributed.NewReplicatedShardingSpec(mesh)
	// Inputs src, tgtIn, tgtOut are split by rows; the learning rate and
	// every output (loss, NLL, tokens, gradient norm) are replicated.
	st.exec.AutoSharding(mesh).
		WithInputShardingSpecs(rows, rows, rows, replicated).
		WithOutputShardingSpecs(replicated)
	// Variables created before the distribution was configured (the random
	// state set by SetRNGStateFromSeed, those loaded from a checkpoint) have
	// no sharding spec; GoMLX v0.28.8 would take the store's default through
	// the variable's store link, which the random-state variable lacks (a
	// nil dereference in Variable.paramNode). They are all replicated.
	for v := range s.IterVariables() {
		if v.ShardingSpec() == nil {
			if err := v.SetShardingSpec(replicated); err != nil {
				return nil, fmt.Errorf("train: replicating %s: %w", v.Path(), err)
			}
		}
	}
	st.devices = devices
	return st, nil
}

// Devices returns the number of devices the stepper splits batches across.
func (s *Stepper) Devices() int { return max(s.devices, 1) }

// stepSharded is Step on s.devices devices: the batch is padded with empty
// rows (all padding, so they add nothing to the loss, token count or
// gradients) to a multiple of the device count and split into one
// contiguous block of rows per device.
func (s *Stepper) stepSharded(rows, length int, src, tgtIn, tgtOut []int32, lr float64) (StepResult, error) {
	n := s.devices
	per := (rows + n - 1) / n // rows per device
	if per*n != rows {
		pad := func(x []int32) []int32 { return padRows(x, rows, per*n, length, s.padID) }
		src, tgtIn, tgtOut = pad(src), pad(tgtIn), pad(tgtOut)
	}
	args := make([]any, 0, 4*n)
	var in []*tensors.Tensor
	defer func() {
		for _, t := range in {
			t.FinalizeAll()
		}
	}()
	for d := range n {
		lo, hi := d*per*length, (d+1)*per*length
		for _, x := range [][]int32{src, tgtIn, tgtOut} {
			t := tensors.FromFlatDataAndDimensions(x[lo:hi], per, length)
			in = append(in, t)
			args = append(args, t)
		}
		args = append(args, float32(lr))
	}
	out, err := s.exec.Exec(args...)
	if err != nil {
		return StepResult{}, fmt.Errorf("train: update on a %d×%d batch over %d devices: %w", rows, length, n, err)
	}
	return readStepOutputs(out[:len(out)/n], out[len(out)/n:])
}

// padRows extends a row-major [rows, length] array to [to, length] with
// padID.
func padRows(x []int32, rows, to, length int, padID int32) []int32 {
	y := make([]int32, to*length)
	copy(y, x[:rows*length])
	for i := rows * length; i < len(y); i++ {
		y[i] = padID
	}
	return y
}
