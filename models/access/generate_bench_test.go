package access_test

import (
	"context"
	"testing"

	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/eval"
	"github.com/patsimp/patsimp/models"
	"github.com/patsimp/patsimp/models/access"
	"github.com/patsimp/patsimp/models/access/bundled"
)

// BenchmarkSimplifyDemo simplifies the 40 patent sentences of the embedded
// demo with the embedded model (batch 64, beam 8; and greedy; and
// simplify's defaults for the embedded model: batch 32, beam 8, no repeated
// 3-grams, known words), after one warm-up run that compiles the graphs. It reports
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
	words, err := eval.DefaultWordRanker()
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name string
		opt  access.Options
	}{
		{"beam8", access.Options{Beams: 8, Batch: 64}},
		{"greedy", access.Options{Beams: 1, Batch: 64}},
		{"simplify-defaults", access.Options{Beams: 8, Batch: 32, NoRepeatNgram: 3, KnownWords: words, Verbatim: true, NoLoops: true, CopyUnconstrained: true}},
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

// BenchmarkDecodeStep measures one decoder step of the small configuration
// (random weights, vocabulary 8,000, 32-token sources) at 8 sources × beam 8
// = 64 rows, with the beams' parents rotating every step (every row's cache
// history is moved) or kept (greedy-like: nothing moves), for caches of
// 16 to 64 written positions. It reports row-steps per second.
func BenchmarkDecodeStep(b *testing.B) {
	backend, err := models.NewBackend("go")
	if err != nil {
		b.Fatal(err)
	}
	cfg := access.Small()
	cfg.SrcVocabSize, cfg.TgtVocabSize, cfg.PadID, cfg.BOSID, cfg.EOSID = 8000, 8000, 0, 1, 2
	store := model.NewStore()
	if err := store.SetRNGStateFromSeed(1); err != nil {
		b.Fatal(err)
	}
	gen, err := access.NewGenerator(backend, store, cfg)
	if err != nil {
		b.Fatal(err)
	}
	const sources, beams = 8, 8
	src := make([][]int32, sources)
	for i := range src {
		for j := range 31 {
			src[i] = append(src[i], int32(3+(i*131+j*17)%7000))
		}
		src[i] = append(src[i], cfg.EOSID)
	}
	rows := sources * beams
	for _, bc := range []struct {
		name   string
		rotate bool
		warm   int // positions written before timing
	}{{"keep/16", false, 16}, {"rotate/16", true, 16}, {"rotate/64", true, 64}} {
		b.Run(bc.name, func(b *testing.B) {
			sess, err := gen.Start(src, beams, 512)
			if err != nil {
				b.Fatal(err)
			}
			defer sess.Close()
			tokens := make([]int32, rows)
			parents := make([]int32, rows)
			step := 0
			next := func() {
				for r := range tokens {
					tokens[r] = int32(3 + (step*7+r)%7000)
					parents[r] = int32(r)
					if bc.rotate {
						parents[r] = int32(r/beams*beams + (r+1)%beams)
					}
				}
				var ps []int32
				if step > 0 {
					ps = parents
				}
				if _, err := sess.Step(ps, tokens); err != nil {
					b.Fatal(err)
				}
				step++
			}
			for range bc.warm {
				next()
			}
			b.ResetTimer()
			for b.Loop() {
				if step >= 500 {
					b.Skip("session full")
				}
				next()
			}
			b.ReportMetric(float64(rows*b.N)/b.Elapsed().Seconds(), "row-steps/s")
		})
	}
}
