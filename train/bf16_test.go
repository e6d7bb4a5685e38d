package train

import (
	"math"
	"testing"

	"github.com/gomlx/compute"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/backendtest"
)

// TestBFloat16Training trains the tiny configuration for a few updates on
// one fixed batch in float32 and in mixed bfloat16 from the same
// initialisation: the per-update losses agree within 2% (bfloat16 keeps 8
// mantissa bits of each product's inputs), the gradient norms within 5%,
// and both runs learn the batch (the loss falls by a quarter).
func TestBFloat16Training(t *testing.T) { backendtest.Run(t, testBFloat16Training) }

func testBFloat16Training(t *testing.T, _ string, backend compute.Backend) {
	cfg := access.Tiny()
	cfg.SrcVocabSize, cfg.TgtVocabSize, cfg.PadID, cfg.BOSID, cfg.EOSID = 200, 200, 0, 1, 2
	const rows, length, updates = 8, 12, 12
	src, in, out := make([]int32, rows*length), make([]int32, rows*length), make([]int32, rows*length)
	for i := range src {
		src[i], in[i], out[i] = int32(3+i*7%190), int32(3+i*11%190), int32(3+i*13%190)
	}
	run := func(dtype string) []StepResult {
		s := model.NewStore()
		if err := s.SetRNGStateFromSeed(7); err != nil {
			t.Fatal(err)
		}
		o := DefaultOptions()
		o.DType, o.LabelSmoothing = dtype, 0.1
		st, err := NewStepper(backend, s, cfg, o)
		if err != nil {
			t.Fatal(err)
		}
		var res []StepResult
		for range updates {
			r, err := st.Step(rows, length, src, in, out, 3e-3)
			if err != nil {
				t.Fatal(err)
			}
			res = append(res, r)
		}
		return res
	}
	f32, bf16 := run(""), run("bfloat16")
	for i := range f32 {
		if d := math.Abs(bf16[i].Loss-f32[i].Loss) / f32[i].Loss; d > 0.02 {
			t.Errorf("update %d: loss %v in bfloat16, %v in float32 (%.2f%%)", i+1, bf16[i].Loss, f32[i].Loss, 100*d)
		}
		if d := math.Abs(bf16[i].GradNorm-f32[i].GradNorm) / f32[i].GradNorm; d > 0.05 {
			t.Errorf("update %d: gradient norm %v in bfloat16, %v in float32 (%.2f%%)", i+1, bf16[i].GradNorm, f32[i].GradNorm, 100*d)
		}
	}
	for name, r := range map[string][]StepResult{"float32": f32, "bfloat16": bf16} {
		if first, last := r[0].Loss, r[len(r)-1].Loss; !(last < first*3/4) {
			t.Errorf("%s: loss %v → %v, did not learn the batch", name, first, last)
		}
	}
	if f32[len(f32)-1].Loss == bf16[len(bf16)-1].Loss {
		t.Error("bfloat16 and float32 losses are identical: bfloat16 did not run")
	}
}
