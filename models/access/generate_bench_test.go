package access_test

import (
	"context"
	"testing"

	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/access/bundled"
)

// BenchmarkSimplifyDemo simplifies the 40 patent sentences of the embedded
// demo with the embedded model and simplify's defaults (batch 64, beam 8;
// and greedy), after one warm-up run that compiles the graphs. It reports
// sentences and generated tokens per second. Run it with -cpuprofile to see
// where decoding spends its time.
func BenchmarkSimplifyDemo(b *testing.B) {
	backend, err := models.NewBackend("go")
	if err != nil {
		b.Fatal(err)
	}
	simp, err := bundled.Load(backend)
	if err != nil {
		b.Fatal(err)
	}
	demo, err := bundled.Demo()
	if err != nil {
		b.Fatal(err)
	}
	vals, err := simp.DefaultValues()
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name string
		opt  access.Options
	}{
		{"beam8", access.Options{Beams: 8, Batch: 64}},
		{"greedy", access.Options{Beams: 1, Batch: 64}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			if _, err := simp.Simplify(context.Background(), demo.Complex, vals, bc.opt); err != nil {
				b.Fatal(err)
			}
			sentences, tokens := 0, 0
			for b.Loop() {
				out, err := simp.Simplify(context.Background(), demo.Complex, vals, bc.opt)
				if err != nil {
					b.Fatal(err)
				}
				sentences += len(out)
				for _, s := range out {
					ids := simp.Vocab.EncodeTarget(s)
					tokens += len(ids)
				}
			}
			b.ReportMetric(float64(sentences)/b.Elapsed().Seconds(), "sentences/s")
			b.ReportMetric(float64(tokens)/b.Elapsed().Seconds(), "tokens/s")
		})
	}
}
