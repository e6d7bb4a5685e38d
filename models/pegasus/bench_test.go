package pegasus_test

import (
	"context"
	"testing"

	"github.com/gomlx/compute/dtypes"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/decode"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/pegasus"
)

// BenchmarkGenerate decodes a batch of 8 sources of 16 tokens with the
// text-level tiny checkpoint (beam 4 and greedy, max_length 32); it reports
// generated tokens per second (the forced-EOS bound makes the work fixed
// only approximately: HF's stopping rules apply).
func BenchmarkGenerate(b *testing.B) {
	for _, bc := range []struct {
		name  string
		beams int
		dtype dtypes.DType
	}{{"greedy/f32", 1, dtypes.Float32}, {"beam4/f32", 4, dtypes.Float32}, {"beam4/bf16", 4, dtypes.BFloat16}} {
		b.Run(bc.name, func(b *testing.B) {
			backend, err := models.NewBackend("go")
			if err != nil {
				b.Fatal(err)
			}
			ckpt, err := checkpoints.Open("../../testdata/pegasus/tiny_text")
			if err != nil {
				b.Fatal(err)
			}
			defer ckpt.Close()
			m, err := pegasus.Load(backend, ckpt, bc.dtype)
			if err != nil {
				b.Fatal(err)
			}
			opt, err := pegasus.GenerationOptions(ckpt)
			if err != nil {
				b.Fatal(err)
			}
			opt.NumBeams = bc.beams
			src := make([][]int32, 8)
			for i := range src {
				for j := range 15 {
					src[i] = append(src[i], int32(110+(131*i+17*j)%290))
				}
				src[i] = append(src[i], 1)
			}
			if _, err := decode.Generate(context.Background(), m, src, opt); err != nil { // compile
				b.Fatal(err)
			}
			tokens := 0
			for b.Loop() {
				out, err := decode.Generate(context.Background(), m, src, opt)
				if err != nil {
					b.Fatal(err)
				}
				for _, h := range out {
					tokens += len(h[0].Tokens) - 1
				}
			}
			b.ReportMetric(float64(tokens)/b.Elapsed().Seconds(), "tokens/s")
		})
	}
}
