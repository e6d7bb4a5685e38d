package train

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/gomlx/compute"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/checkpoints/store"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/backendtest"
)

// xlaCPUBackend returns the XLA backend on the PJRT CPU plugin (`make
// xla-plugin`) through models/backendtest: without the plugin t is skipped
// with one line, or fails under CI=true. It skips t too when
// $PATSIMP_TEST_BACKENDS leaves XLA out.
func xlaCPUBackend(t testing.TB) compute.Backend {
	t.Helper()
	if !slices.Contains(backendtest.Names(), backendtest.XLA) {
		t.Skipf("%s=%s: XLA multi-device training not tested", backendtest.Env, os.Getenv(backendtest.Env))
	}
	b := backendtest.Get(t, backendtest.XLA)
	if b.NumDevices() < 2 {
		t.Fatalf("%s has %d device(s); the PJRT CPU plugin should offer several host devices", b.Description(), b.NumDevices())
	}
	return b
}

func TestDevicesOnGoBackend(t *testing.T) {
	backend, err := models.NewBackend("go")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		ask, want int
		fails     bool
	}{
		{ask: 0, want: 1}, {ask: -1, want: 1}, {ask: 1, want: 1}, {ask: 2, fails: true},
	} {
		got, err := Devices(backend, tc.ask)
		if (err != nil) != tc.fails || got != tc.want {
			t.Errorf("Devices(go, %d) = %d, %v; want %d (error: %v)", tc.ask, got, err, tc.want, tc.fails)
		}
	}
	cfg := tinyConfig()
	if _, err := NewDataParallelStepper(backend, model.NewStore(), cfg, DefaultOptions(), 2); err == nil {
		t.Error("2 devices on the pure-Go backend: no error")
	}
}

func TestPadRows(t *testing.T) {
	for _, tc := range []struct {
		x            []int32
		rows, to, ln int
		want         []int32
	}{
		{x: []int32{5, 6, 7, 8}, rows: 2, to: 2, ln: 2, want: []int32{5, 6, 7, 8}},
		{x: []int32{5, 6, 7, 8, 9, 10}, rows: 3, to: 4, ln: 2, want: []int32{5, 6, 7, 8, 9, 10, 1, 1}},
		{x: []int32{5, 6, 7}, rows: 1, to: 4, ln: 3, want: []int32{5, 6, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1}},
	} {
		if got := padRows(tc.x, tc.rows, tc.to, tc.ln, 1); !slices.Equal(got, tc.want) {
			t.Errorf("padRows(%v, %d→%d) = %v, want %v", tc.x, tc.rows, tc.to, got, tc.want)
		}
	}
}

// tinyConfig is access.Tiny with a 1000-piece vocabulary.
func tinyConfig() access.Config {
	cfg := access.Tiny()
	cfg.SrcVocabSize, cfg.TgtVocabSize, cfg.PadID, cfg.BOSID, cfg.EOSID = 1000, 1000, 1, 2, 3
	return cfg
}

// fakeBatch is a rows × length batch of token ids with padded tails of
// varying length (so padding masks matter), deterministic in seed.
func fakeBatch(rows, length, seed int, cfg access.Config) (src, tgtIn, tgtOut []int32) {
	n := rows * length
	src, tgtIn, tgtOut = make([]int32, n), make([]int32, n), make([]int32, n)
	for r := range rows {
		used := length - (r+seed)%(length/2)
		for j := range length {
			i := r*length + j
			src[i], tgtIn[i], tgtOut[i] = cfg.PadID, cfg.PadID, cfg.PadID
			if j < used {
				k := int32(i*7 + seed*13)
				src[i], tgtOut[i] = 4+k%990, 4+(k*3)%990
				tgtIn[i] = cfg.BOSID
				if j > 0 {
					tgtIn[i] = tgtOut[i-1]
				}
			}
		}
	}
	return src, tgtIn, tgtOut
}

// stepRelTol is the relative difference allowed between the statistics
// of an update on one device and on several: the same sums in a different
// order (per-device partial sums, then the all-reduce) differ in float32
// rounding, ≈1e-6 relative per update, growing slowly through Adam.
const stepRelTol = 1e-4

func relDiff(a, b float64) float64 {
	return math.Abs(a-b) / max(math.Abs(a), math.Abs(b), 1e-12)
}

// TestDataParallelSameLosses is issue 18's acceptance test: the same
// updates on 1, 2 and 4 XLA CPU host devices give the same loss, NLL,
// token count and gradient norm within stepRelTol, update after update.
// With dropout the batches have a row count divisible by the device count
// (Shardy partitions the random draw, so the dropout masks are the same);
// without dropout an odd row count exercises the padding rows. A
// checkpoint written on 2 devices after update saveAt (weights, Adam
// moments, random state) holds unsharded tensors and continues on 1 device
// as the 1-device run does.
func TestDataParallelSameLosses(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the training graph for 1, 2 and 4 XLA devices (≈30 s of CPU)")
	}
	backend := xlaCPUBackend(t)
	const length, updates, saveAt = 16, 5, 3
	// One batch shape per case: every shape compiles anew (seconds each).
	for _, tc := range []struct {
		name       string
		dropout    bool
		rows       int
		devices    []int
		checkpoint bool
	}{
		{name: "dropout", dropout: true, rows: 8, devices: []int{2, 4}, checkpoint: true},
		{name: "padding", dropout: false, rows: 7, devices: []int{2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tinyConfig()
			if !tc.dropout {
				cfg.Dropout = 0
			}
			ckpt := filepath.Join(t.TempDir(), "last.safetensors")
			// run makes updates from+1 … updates on devices devices with the
			// variables of s, saving a checkpoint
			// after update saveAt when save is set.
			seeded := func() *model.Store {
				s := model.NewStore()
				if err := s.SetRNGStateFromSeed(5); err != nil {
					t.Fatal(err)
				}
				return s
			}
			run := func(devices int, s *model.Store, from int, save bool) []StepResult {
				st, err := NewDataParallelStepper(backend, s, cfg, DefaultOptions(), devices)
				if err != nil {
					t.Fatal(err)
				}
				if st.Devices() != devices {
					t.Fatalf("stepper on %d devices, want %d", st.Devices(), devices)
				}
				var out []StepResult
				for u := from + 1; u <= updates; u++ {
					// Two batches in turn, so the loss falls clearly.
					src, in, tgt := fakeBatch(tc.rows, length, u%2, cfg)
					r, err := st.Step(tc.rows, length, src, in, tgt, 5e-3)
					if err != nil {
						t.Fatalf("%d devices, update %d: %v", devices, u, err)
					}
					out = append(out, r)
					if save && u == saveAt {
						if err := store.Save(ckpt, s, nil, nil); err != nil {
							t.Fatal(err)
						}
					}
				}
				return out
			}
			same := func(what string, ref, got []StepResult) {
				t.Helper()
				worst := 0.0
				for i := range got {
					a, b := ref[len(ref)-len(got)+i], got[i]
					d := max(relDiff(a.Loss, b.Loss), relDiff(a.NLL, b.NLL), relDiff(a.GradNorm, b.GradNorm))
					if a.Tokens != b.Tokens || d > stepRelTol {
						t.Errorf("%s, update %d: 1 device %+v, got %+v", what, len(ref)-len(got)+i+1, a, b)
					}
					worst = max(worst, d)
				}
				t.Logf("%s: losses %.6f … %.6f, largest relative difference to 1 device %.1e",
					what, got[0].Loss, got[len(got)-1].Loss, worst)
			}
			refStore := seeded()
			ref := run(1, refStore, 0, false)
			if !(ref[len(ref)-1].Loss < 0.99*ref[0].Loss) {
				t.Fatalf("1 device: loss %v → %v, want a fall (or equality would prove little)", ref[0].Loss, ref[len(ref)-1].Loss)
			}
			for _, n := range tc.devices {
				if n > backend.NumDevices() {
					t.Fatalf("%d devices wanted, backend has %d", n, backend.NumDevices())
				}
				same(fmt.Sprintf("%d devices", n), ref, run(n, seeded(), 0, tc.checkpoint && n == 2))
			}
			if !tc.checkpoint {
				return
			}
			// The 2-device checkpoint: full shapes, and it resumes on 1 device.
			f, err := store.ReadFile(ckpt)
			if err != nil {
				t.Fatal(err)
			}
			s := model.NewStore()
			if err := f.Restore(s); err != nil {
				t.Fatal(err)
			}
			n := 0
			for v := range refStore.IterVariables() {
				n++
				if got := s.GetVariable(v.Path()); got == nil || !got.Shape().Equal(v.Shape()) {
					t.Errorf("checkpoint of 2 devices: %s is %v, want %s as on 1 device", v.Path(), got, v.Shape())
				}
			}
			if len(f.Names()) != n {
				t.Errorf("checkpoint of 2 devices has %d variables, the 1-device store %d", len(f.Names()), n)
			}
			same("2 devices to update 3, then 1", ref, run(1, s, saveAt, false))
		})
	}
}

// BenchmarkStepDevices times training updates of the small model on a
// 16×32 batch on the XLA CPU plugin, on one device and split across 2
// (go test -bench StepDevices ./train/). Besides target tokens per second
// of wall time it reports the process CPU time per update: the host
// devices share the machine's cores, so on a loaded machine the CPU time
// is the steadier figure.
func BenchmarkStepDevices(b *testing.B) {
	backend := xlaCPUBackend(b)
	for _, n := range []int{1, 2} {
		b.Run(fmt.Sprintf("devices=%d", n), func(b *testing.B) {
			cfg := access.Small()
			cfg.SrcVocabSize, cfg.TgtVocabSize, cfg.PadID, cfg.BOSID, cfg.EOSID = 10000, 10000, 0, 1, 2
			s := model.NewStore()
			if err := s.SetRNGStateFromSeed(1); err != nil {
				b.Fatal(err)
			}
			st, err := NewDataParallelStepper(backend, s, cfg, DefaultOptions(), n)
			if err != nil {
				b.Fatal(err)
			}
			const rows, length = 16, 32
			src, in, out := make([]int32, rows*length), make([]int32, rows*length), make([]int32, rows*length)
			for i := range src {
				src[i], in[i], out[i] = int32(3+i*7%9990), int32(3+i*11%9990), int32(3+i*13%9990)
			}
			if _, err := st.Step(rows, length, src, in, out, 1e-4); err != nil { // compile
				b.Fatal(err)
			}
			cpu0 := cpuSeconds()
			b.ResetTimer()
			for range b.N {
				if _, err := st.Step(rows, length, src, in, out, 1e-4); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			b.ReportMetric(float64(b.N*rows*length)/b.Elapsed().Seconds(), "tgt-tokens/s")
			b.ReportMetric(1e3*(cpuSeconds()-cpu0)/float64(b.N), "cpu-ms/update")
		})
	}
}

// cpuSeconds is the user plus system CPU time of the process so far.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}
