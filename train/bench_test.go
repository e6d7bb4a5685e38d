package train

import (
	"testing"
	"time"

	"github.com/gomlx/compute"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/backendtest"
)

// benchmarkStep times training updates of cfg on a fixed 16×32 batch with
// ACCESS's recipe on each backend under test (backendtest.Names) and
// reports target tokens per second.
func benchmarkStep(b *testing.B, cfg access.Config, dtype string) {
	for _, name := range backendtest.Names() {
		b.Run(name, func(b *testing.B) { benchmarkStepOn(b, backendtest.Get(b, name), cfg, dtype) })
	}
}

func benchmarkStepOn(b *testing.B, backend compute.Backend, cfg access.Config, dtype string) {
	cfg.SrcVocabSize, cfg.TgtVocabSize, cfg.PadID, cfg.BOSID, cfg.EOSID = 10000, 10000, 0, 1, 2
	s := model.NewStore()
	if err := s.SetRNGStateFromSeed(1); err != nil {
		b.Fatal(err)
	}
	o := DefaultOptions()
	o.DType = dtype
	st, err := NewStepper(backend, s, cfg, o)
	if err != nil {
		b.Fatal(err)
	}
	const rows, length = 16, 32
	src, in, out := make([]int32, rows*length), make([]int32, rows*length), make([]int32, rows*length)
	for i := range src {
		src[i], in[i], out[i] = int32(3+i*7%9990), int32(3+i*11%9990), int32(3+i*13%9990)
	}
	start := time.Now()
	if _, err := st.Step(rows, length, src, in, out, 1e-4); err != nil { // compile
		b.Fatal(err)
	}
	first := time.Since(start)
	b.ResetTimer()
	for range b.N {
		if _, err := st.Step(rows, length, src, in, out, 1e-4); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*rows*length)/b.Elapsed().Seconds(), "tgt-tokens/s")
	b.ReportMetric(first.Seconds(), "first-step-s") // compilation included
}

func BenchmarkStepTiny(b *testing.B)  { benchmarkStep(b, access.Tiny(), "") }
func BenchmarkStepSmall(b *testing.B) { benchmarkStep(b, access.Small(), "") }

// BenchmarkStepSmallBF16 is BenchmarkStepSmall in mixed bfloat16
// (Options.DType).
func BenchmarkStepSmallBF16(b *testing.B) { benchmarkStep(b, access.Small(), "bfloat16") }
