package bench

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"

	"github.com/patsimp/patsimp/models"
)

// Workloads lists the workload names in the order Run measures them.
var Workloads = []string{"tokenize", "eval", "simplify", "paraphrase", "train"}

// Options select what Run measures. The zero value measures every workload
// with its default shape on the pure-Go backend in float32.
type Options struct {
	// What lists the workloads to run (see Workloads); empty means all.
	What []string
	// Config is the model shape: "tiny", "small", "base" (ACCESS shapes
	// for simplify and train; Pegasus of those sizes for paraphrase) or
	// "pegasus-large" (paraphrase only). Empty selects each workload's
	// default: small for simplify and train; for paraphrase pegasus-large
	// on XLA with a GPU, base on the pure-Go backend, XLA CPU or with Quick.
	Config string
	// Backend is the GoMLX backend name given to models.NewBackend ("go",
	// "xla:cpu", "xla", "xla:/path/plugin.so"; empty: $GOMLX_BACKEND or go).
	Backend string
	// Batch and Beams override the workloads' batch size (sentences per
	// model call or per corpus pass) and beam width; 0 keeps the defaults.
	Batch, Beams int
	// Devices is the number of the backend's devices the train workload
	// splits each batch across (data parallel, train.NewDataParallelStepper);
	// 0 or 1: one device.
	Devices int
	// DType is "f32" (default) or "bf16".
	DType string
	// Quick selects small work and few repetitions (each workload well
	// under two minutes on a 2-core CPU).
	Quick bool
	// Reps overrides the number of timed repetitions.
	Reps int
	// Log receives one line per step of the run; nil discards them.
	Log io.Writer
}

// Validate checks o.
func (o *Options) Validate() error {
	for _, w := range o.What {
		if !slices.Contains(Workloads, w) {
			return fmt.Errorf("bench: unknown workload %q (want %s)", w, strings.Join(Workloads, ", "))
		}
	}
	switch o.Config {
	case "", "tiny", "small", "base", "pegasus-large":
	default:
		return fmt.Errorf("bench: unknown config %q (want tiny, small, base or pegasus-large)", o.Config)
	}
	if _, err := parseDType(o.DType); err != nil {
		return err
	}
	if o.Batch < 0 || o.Beams < 0 || o.Reps < 0 || o.Devices < 0 {
		return fmt.Errorf("bench: batch %d, beams %d, reps %d and devices %d must not be negative", o.Batch, o.Beams, o.Reps, o.Devices)
	}
	return nil
}

func parseDType(s string) (dtypes.DType, error) {
	switch s {
	case "", "f32", "float32":
		return dtypes.Float32, nil
	case "bf16", "bfloat16":
		return dtypes.BFloat16, nil
	}
	return dtypes.InvalidDType, fmt.Errorf("bench: unknown dtype %q (want f32 or bf16)", s)
}

// dtypeName is the report's spelling of a dtype.
func dtypeName(d dtypes.DType) string {
	if d == dtypes.BFloat16 {
		return "bf16"
	}
	return "f32"
}

// pick returns override when positive, else quick or full by mode.
func (o *Options) pick(override, quick, full int) int {
	switch {
	case override > 0:
		return override
	case o.Quick:
		return quick
	}
	return full
}

// env is shared by the workloads of one run: the backend and the measured
// matrix-product rate are made on first use.
type env struct {
	opt     Options
	dtype   dtypes.DType
	backend compute.Backend
	matmul  float64
}

func (e *env) logf(format string, args ...any) {
	if e.opt.Log != nil {
		fmt.Fprintf(e.opt.Log, "bench: "+format+"\n", args...)
	}
}

func newEnv(opt Options) (*env, error) {
	dtype, err := parseDType(opt.DType)
	if err != nil {
		return nil, err
	}
	return &env{opt: opt, dtype: dtype}, nil
}

// getBackend creates the backend on first use.
func (e *env) getBackend() (compute.Backend, error) {
	if e.backend == nil {
		b, err := models.NewBackend(e.opt.Backend)
		if err != nil {
			return nil, err
		}
		e.backend = b
		e.logf("backend %s: %s", b.Name(), b.DeviceDescription(0))
	}
	return e.backend, nil
}

// matmulRate measures the backend's matrix-product rate on first use.
func (e *env) matmulRate() (float64, error) {
	if e.matmul == 0 {
		b, err := e.getBackend()
		if err != nil {
			return 0, err
		}
		n := 1024
		if e.opt.Quick {
			n = 512
		}
		if e.matmul, err = MatmulRate(b, e.dtype, n, 5); err != nil {
			return 0, err
		}
		e.logf("matmul %d×%d %s: %.3g FLOP/s", n, n, dtypeName(e.dtype), e.matmul)
	}
	return e.matmul, nil
}

// preparer sets up a workload and fills its shape fields in res; model
// workloads set res.Params.
type preparer func(ctx context.Context, e *env, res *Result) (Workload, error)

var preparers = map[string]preparer{
	"tokenize":   prepareTokenize,
	"eval":       prepareEval,
	"simplify":   prepareSimplify,
	"paraphrase": prepareParaphrase,
	"train":      prepareTrain,
}

// Run measures the workloads opt selects, in the order of Workloads, and
// returns the report. It stops at the first failing workload.
func Run(ctx context.Context, opt Options) (*Report, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	e, err := newEnv(opt)
	if err != nil {
		return nil, err
	}
	defer func() {
		if e.backend != nil {
			e.backend.Finalize()
		}
	}()
	rep := &Report{
		Impl:    "patsimp",
		Version: versionString(),
		Backend: "none",
		Device:  "cpu",
		Threads: runtime.GOMAXPROCS(0),
		Date:    time.Now().UTC().Format(time.RFC3339),
		Quick:   opt.Quick,
	}
	rep.Host, _ = os.Hostname()
	what := opt.What
	if len(what) == 0 {
		what = Workloads
	}
	for _, name := range Workloads {
		if !slices.Contains(what, name) {
			continue
		}
		res, err := runOne(ctx, e, name)
		if err != nil {
			return nil, err
		}
		rep.Results = append(rep.Results, res)
	}
	if e.backend != nil {
		rep.Backend = e.backend.Name()
		rep.Device = e.backend.DeviceDescription(0)
	}
	return rep, nil
}

func runOne(ctx context.Context, e *env, name string) (Result, error) {
	res := Result{Workload: name}
	// Return the previous workloads' memory to the OS so that the peak
	// counter starts from what this process really holds.
	debug.FreeOSMemory()
	if !ResetPeakRSS() {
		res.Note = "peak memory since process start (VmHWM reset not permitted)"
	}
	e.logf("%s: preparing", name)
	start := time.Now()
	w, err := preparers[name](ctx, e, &res)
	if err != nil {
		return res, fmt.Errorf("bench: %s: %w", name, err)
	}
	res.SetupSeconds = time.Since(start).Seconds()
	if res.Params > 0 { // a model workload: measure the backend's matmul rate once
		if res.MatmulFLOPS, err = e.matmulRate(); err != nil {
			return res, fmt.Errorf("bench: %s: %w", name, err)
		}
	}
	reps := res.Reps
	if e.opt.Reps > 0 {
		reps = e.opt.Reps
	}
	e.logf("%s: warm-up and %d timed repetitions", name, reps)
	if err := Measure(ctx, w, reps, &res); err != nil {
		return res, err
	}
	e.logf("%s: median %.3fs, %.4g tokens/s, %.4g sentences/s", name, res.Seconds.Median, res.TokensPerSec, res.SentencesPerSec)
	return res, nil
}

// versionString names the Go toolchain and the GoMLX modules of the build.
func versionString() string {
	parts := []string{runtime.Version()}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, m := range bi.Deps {
			switch m.Path {
			case "github.com/gomlx/gomlx", "github.com/gomlx/compute", "github.com/gomlx/go-xla":
				parts = append(parts, strings.TrimPrefix(m.Path, "github.com/gomlx/")+" "+m.Version)
			}
		}
	}
	return strings.Join(parts, ", ")
}
