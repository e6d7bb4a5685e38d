package eval

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/patsimp/patsimp/internal/cputime"
)

// syntheticCorpus builds the n-pair benchmark corpus that
// testdata/metrics/easse_ref.py --synthetic builds: TurkCorpus tune
// sentences (source, one simplification as output, another as the single
// reference), each made unique by inserting its index as a word, so that no
// cache can help either implementation.
func syntheticCorpus(t testing.TB, n int) (orig, sys []string, refs [][]string) {
	t.Helper()
	dir := "../datasets/turkcorpus"
	src := readLines(t, filepath.Join(dir, "tune.truecase.detok.orig"))
	var simp [8][]string
	for k := range simp {
		simp[k] = readLines(t, filepath.Join(dir, fmt.Sprintf("tune.truecase.detok.simp.%d", k)))
	}
	mark := func(s string, i int) string {
		words := strings.Split(s, " ")
		pos := i % (len(words) + 1)
		out := make([]string, 0, len(words)+1)
		out = append(out, words[:pos]...)
		out = append(out, strconv.Itoa(i))
		out = append(out, words[pos:]...)
		return strings.Join(out, " ")
	}
	m := len(src)
	orig, sys = make([]string, n), make([]string, n)
	ref := make([]string, n)
	for i := range n {
		orig[i] = mark(src[i%m], i)
		sys[i] = mark(simp[i%8][i%m], i)
		ref[i] = mark(simp[(i+3)%8][i%m], i)
	}
	return orig, sys, [][]string{ref}
}

func loadASSETTest(b testing.TB) (orig, sys []string, refs [][]string) {
	dir := "../datasets/asset"
	orig = readLines(b, filepath.Join(dir, "asset.test.orig"))
	for k := range 10 {
		refs = append(refs, readLines(b, filepath.Join(dir, fmt.Sprintf("asset.test.simp.%d", k))))
	}
	// The system output is the TurkCorpus ACCESS output: same 359 sources.
	sys = readLines(b, "../datasets/system_outputs/turkcorpus_test.ACCESS")
	return orig, sys, refs
}

func benchEvaluate(b *testing.B, orig, sys []string, refs [][]string) {
	if _, err := DefaultWordRanker(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cputime.Process()
	for b.Loop() {
		if _, err := Evaluate(orig, sys, refs, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, cpu)
}

// reportCPU reports the process CPU time per operation since cpu.
func reportCPU(b *testing.B, cpu time.Duration) {
	b.ReportMetric(float64(cputime.Process()-cpu)/float64(b.N)/1e6, "cpu-ms/op")
}

// BenchmarkEvaluateASSET is the full evaluation of a system output on ASSET
// test (359 sentences x 10 references).
func BenchmarkEvaluateASSET(b *testing.B) {
	orig, sys, refs := loadASSETTest(b)
	benchEvaluate(b, orig, sys, refs)
}

// BenchmarkEvaluate300k is the full evaluation of the 300,000-pair synthetic
// corpus (one reference).
func BenchmarkEvaluate300k(b *testing.B) {
	orig, sys, refs := syntheticCorpus(b, 300000)
	benchEvaluate(b, orig, sys, refs)
}

// BenchmarkCoreMetrics300k times SARI + BLEU + FKGL alone, the part that the
// Python reference times.
func BenchmarkCoreMetrics300k(b *testing.B) {
	orig, sys, refs := syntheticCorpus(b, 300000)
	benchCore(b, orig, sys, refs)
}

// BenchmarkCoreMetricsASSET times SARI + BLEU + FKGL alone on ASSET test.
func BenchmarkCoreMetricsASSET(b *testing.B) {
	orig, sys, refs := loadASSETTest(b)
	benchCore(b, orig, sys, refs)
}

func benchCore(b *testing.B, orig, sys []string, refs [][]string) {
	b.ResetTimer()
	cpu := cputime.Process()
	for b.Loop() {
		if _, err := CorpusSARI(orig, sys, refs, SARIOptions{}); err != nil {
			b.Fatal(err)
		}
		if _, err := CorpusBLEU(sys, refs, BLEUOptions{Lowercase: true}); err != nil {
			b.Fatal(err)
		}
		CorpusFKGL(sys)
	}
	reportCPU(b, cpu)
}

func BenchmarkCorpusSARIASSET(b *testing.B) {
	orig, sys, refs := loadASSETTest(b)
	b.ReportAllocs()
	cpu := cputime.Process()
	for b.Loop() {
		if _, err := CorpusSARI(orig, sys, refs, SARIOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, cpu)
}

func BenchmarkTokenize13a(b *testing.B) {
	orig, _, _ := loadASSETTest(b)
	var n int
	for _, s := range orig {
		n += len(s)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range orig {
			Tokenize13a(s)
		}
	}
}

func BenchmarkLevenshteinRatio(b *testing.B) {
	orig, sys, _ := loadASSETTest(b)
	b.ReportAllocs()
	for b.Loop() {
		for i := range orig {
			LevenshteinRatio(orig[i], sys[i])
		}
	}
}

func BenchmarkNormalize(b *testing.B) {
	orig, _, refs := loadASSETTest(b)
	lines := append([]string(nil), orig...)
	for _, r := range refs {
		lines = append(lines, r...)
	}
	var n int
	for _, s := range lines {
		n += len(s)
	}
	b.SetBytes(int64(n))
	nz := normalizer{lowercase: true, tok: Tokenizer13a}
	var buf []byte
	for b.Loop() {
		for _, s := range lines {
			buf = nz.appendNormalized(buf[:0], s)
		}
	}
}
