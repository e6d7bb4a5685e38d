package train

import (
	"fmt"
	"math"
	"sort"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	. "github.com/gomlx/gomlx/core/graph" //nolint:revive // GoMLX convention for graph code.
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"
	"github.com/gomlx/gomlx/ml/train/optimizer"

	"github.com/patsimp/patsimp/models/access"
)

// StepResult holds the statistics of one update.
type StepResult struct {
	// Loss is the label-smoothed loss per target token (nats).
	Loss float64
	// NLL is the summed negative log-likelihood of the targets (nats).
	NLL float64
	// Tokens is the number of non-padding target tokens.
	Tokens float64
	// GradNorm is the global gradient norm before clipping.
	GradNorm float64
}

// Stepper runs training updates of an ACCESS model: forward, label-smoothed
// loss, gradients, global-norm clipping and an Adam update, in one graph
// per batch shape. The learning rate is an input, so the schedule lives in
// Go (Schedule.At).
type Stepper struct {
	exec    *model.Exec
	padID   int32
	devices int // > 1: data-parallel (NewDataParallelStepper)
}

// NewStepper builds the training executor for the model configuration cfg
// with the optimisation settings of o, over the variables of s.
func NewStepper(backend compute.Backend, s *model.Store, cfg access.Config, o Options) (*Stepper, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	adam := optimizer.Adam().Betas(o.AdamBeta1, o.AdamBeta2).Epsilon(o.AdamEpsilon).WeightDecay(o.WeightDecay).Done()
	opt, ok := adam.(gradientUpdater)
	if !ok {
		return nil, fmt.Errorf("train: GoMLX's Adam does not accept precomputed gradients")
	}
	c := cfg
	if o.DType == "bfloat16" {
		c.MatmulDType = dtypes.BFloat16
	}
	exec, err := model.NewExec(backend, s, func(scope *model.Scope, src, tgtIn, tgtOut, lr *Node) []*Node {
		g := src.Graph()
		scope.Store().SetTraining(g, true)
		scope = scope.WithInitializer(access.Initializer(scope.Store()))
		enc := access.Encode(scope, &c, src)
		logits := access.Decode(scope, &c, src, enc, tgtIn)
		loss, nll, tokens := access.Loss(logits, tgtOut, c.PadID, o.LabelSmoothing)
		grads := scope.BuildTrainableVariablesGradientsGraph(loss)
		norm := globalNorm(grads, trainablePaths(scope, g))
		if o.ClipNorm > 0 {
			// fairseq: scale by max_norm / (norm + 1e-6) when that is < 1.
			coef := Div(Scalar(g, dtypes.Float32, o.ClipNorm), AddScalar(norm, 1e-6))
			coef = Min(coef, OnesLike(coef))
			for i, gr := range grads {
				grads[i] = Mul(gr, ConvertDType(coef, gr.DType()))
			}
		}
		optimizer.LearningRateVar(scope, dtypes.Float32, 0).SetNodeValue(lr)
		opt.UpdateGraphWithGradients(scope, grads, loss.DType())
		return []*Node{loss, nll, tokens, norm}
	})
	if err != nil {
		return nil, fmt.Errorf("train: building the training step: %w", err)
	}
	exec.SetMaxCache(256)
	return &Stepper{exec: exec, padID: cfg.PadID}, nil
}

// gradientUpdater is the part of GoMLX optimizers that applies given
// (here: clipped) gradients.
type gradientUpdater interface {
	UpdateGraphWithGradients(scope *model.Scope, grads []*Node, lossDType dtypes.DType)
}

// trainablePaths returns the paths of the variables whose gradients
// BuildTrainableVariablesGradientsGraph returns, in the same order.
func trainablePaths(scope *model.Scope, g *Graph) []string {
	var paths []string
	for v := range scope.IterVariables() {
		if v.Trainable && v.InUseByGraph(g) {
			paths = append(paths, v.Path())
		}
	}
	return paths
}

// globalNorm is the L2 norm of all gradients together. The squares are
// summed in the order of the variables' paths, not the store's order,
// which differs between a new store (creation order) and one loaded from
// a checkpoint: a resumed run then rounds exactly as an uninterrupted one.
func globalNorm(grads []*Node, paths []string) *Node {
	order := make([]int, len(grads))
	for i := range order {
		order[i] = i
	}
	if len(paths) == len(grads) {
		sort.Slice(order, func(a, b int) bool { return paths[order[a]] < paths[order[b]] })
	}
	var sum *Node
	for _, i := range order {
		sq := ReduceAllSum(Square(ConvertDType(grads[i], dtypes.Float32)))
		if sum == nil {
			sum = sq
		} else {
			sum = Add(sum, sq)
		}
	}
	return Sqrt(sum)
}

// Step runs one update on src, tgtIn and tgtOut ([rows, length] row-major)
// with learning rate lr.
func (s *Stepper) Step(rows, length int, src, tgtIn, tgtOut []int32, lr float64) (StepResult, error) {
	if s.devices > 1 {
		return s.stepSharded(rows, length, src, tgtIn, tgtOut, lr)
	}
	in := []*tensors.Tensor{
		tensors.FromFlatDataAndDimensions(src, rows, length),
		tensors.FromFlatDataAndDimensions(tgtIn, rows, length),
		tensors.FromFlatDataAndDimensions(tgtOut, rows, length),
	}
	defer func() {
		for _, t := range in {
			t.FinalizeAll()
		}
	}()
	out, err := s.exec.Exec(in[0], in[1], in[2], float32(lr))
	if err != nil {
		return StepResult{}, fmt.Errorf("train: update on a %d×%d batch: %w", rows, length, err)
	}
	return readStepOutputs(out, nil)
}

// readStepOutputs reads the four statistics of an update from out and
// releases out and the copies of them other devices returned (rest).
func readStepOutputs(out, rest []*tensors.Tensor) (StepResult, error) {
	for _, t := range rest {
		t.FinalizeAll()
	}
	if len(out) != 4 {
		for _, t := range out {
			t.FinalizeAll()
		}
		return StepResult{}, fmt.Errorf("train: update returned %d outputs, want 4", len(out))
	}
	vals := make([]float64, len(out))
	for i, t := range out {
		v, ok := t.Value().(float32)
		t.FinalizeAll()
		if !ok {
			return StepResult{}, fmt.Errorf("train: output %d is %s, not float32", i, t.Shape())
		}
		vals[i] = float64(v)
	}
	return StepResult{Loss: vals[0], NLL: vals[1], Tokens: vals[2], GradNorm: vals[3]}, nil
}

// finite reports whether every value is neither NaN nor infinite.
func finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}
