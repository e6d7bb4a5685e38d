package spm

import (
	"testing"
	"time"

	"github.com/patsimp/patsimp/internal/cputime"
)

// benchInputs are the first 4,000 fixture inputs: 2,000 patent sentences
// and 2,000 UD English EWT sentences (the text bench_cpp.py times too).
func benchInputs(b *testing.B) []string {
	return fixtureInputs(b)[:4000]
}

// BenchmarkEncode measures single-threaded Encode throughput in tokens/s;
// testdata/spm/bench_cpp.py measures the C++ library on the same text.
func BenchmarkEncode(b *testing.B) {
	inputs := benchInputs(b)
	for _, name := range []string{"unigram8k", "unigram32k", "bpe1k"} {
		b.Run(name, func(b *testing.B) {
			m := loadFixtureModel(b, name)
			tokens, bytes := 0, 0
			for _, s := range inputs {
				tokens += len(m.Encode(s))
				bytes += len(s)
			}
			b.SetBytes(int64(bytes))
			cpu0 := cputime.Process()
			for b.Loop() {
				for _, s := range inputs {
					m.Encode(s)
				}
			}
			reportTokens(b, tokens, cputime.Process()-cpu0)
		})
	}
}

// BenchmarkDecode measures Decode throughput in tokens/s.
func BenchmarkDecode(b *testing.B) {
	inputs := benchInputs(b)
	m := loadFixtureModel(b, "unigram8k")
	ids := make([][]int, len(inputs))
	tokens := 0
	for i, s := range inputs {
		ids[i] = m.Encode(s)
		tokens += len(ids[i])
	}
	cpu0 := cputime.Process()
	for b.Loop() {
		for _, x := range ids {
			m.Decode(x)
		}
	}
	reportTokens(b, tokens, cputime.Process()-cpu0)
}

// reportTokens reports tokens/s per wall-clock second and, where the
// process CPU time is known, per CPU second (cpu-tokens/s), which is what
// to compare on a machine shared with other jobs (run with -cpu 1).
func reportTokens(b *testing.B, tokensPerOp int, cpu time.Duration) {
	total := float64(tokensPerOp) * float64(b.N)
	b.ReportMetric(total/b.Elapsed().Seconds(), "tokens/s")
	if cpu > 0 {
		b.ReportMetric(total/cpu.Seconds(), "cpu-tokens/s")
	}
}

// BenchmarkTrain measures BPE training on 4,000 sentences to 2,000 pieces.
func BenchmarkTrain(b *testing.B) {
	inputs := benchInputs(b)
	for b.Loop() {
		if _, err := Train(inputs, TrainOptions{VocabSize: 2000}); err != nil {
			b.Fatal(err)
		}
	}
}
