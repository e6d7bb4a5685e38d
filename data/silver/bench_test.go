package silver

import (
	"bufio"
	"compress/gzip"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// patentSentences reads the project's cleaned patent sentences (public
// domain, see datasets/patents/README.md).
func patentSentences(tb testing.TB) []string {
	tb.Helper()
	f, err := os.Open("../../datasets/patents/sentences.txt.gz")
	if err != nil {
		tb.Skipf("patent sentences not available: %v", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		tb.Fatal(err)
	}
	var out []string
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if s := sc.Text(); s != "" {
			out = append(out, s)
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// candidate makes a synthetic bronze candidate of s, mimicking what the
// paraphraser produces and what each filter targets.
func candidate(rng *rand.Rand, s string) string {
	w := strings.Fields(s)
	n := len(w)
	switch k := rng.IntN(100); {
	case k < 45: // drop a span of 15-45% of the words: a plausible simplification
		span := max(1, n*(15+rng.IntN(30))/100)
		at := rng.IntN(n - span + 1)
		w = append(append([]string{}, w[:at]...), w[at+span:]...)
		if len(w) > 0 {
			r, size := utf8.DecodeRuneInString(w[0])
			w[0] = string(unicode.ToUpper(r)) + w[0][size:]
		}
	case k < 55: // copy with one word changed: too similar
		w = append([]string{}, w...)
		w[rng.IntN(n)] = "which"
	case k < 63: // first few words only: over-compressed
		w = w[:min(n, 4)]
	case k < 71: // clauses swapped: sorted-token duplicate
		cut := n / 2
		w = append(append([]string{}, w[cut:]...), w[:cut]...)
	case k < 76: // a tail of the sentence: partial duplicate
		w = w[n/3:]
	case k < 80: // degenerate number run
		w = append(w[:min(n, 3):min(n, 3)], strings.Repeat("65561-", 12))
	case k < 83: // unknown token
		w = append(append([]string{}, w[:n/2]...), "<unk>")
	case k < 86: // mostly symbols
		w = []string{"R.sup.1,", "R.sup.2,", "Z.sup.3", "=", "1-2,", "3.4-5.6."}
	default: // reordered and shortened
		w = append(append([]string{"In", "short,"}, w[n/4:3*n/4]...), ".")
	}
	return strings.Join(w, " ")
}

// writeBronzeFile writes n bronze pairs cycling over the sentences, several
// candidates per source, deterministically for a seed.
func writeBronzeFile(tb testing.TB, path string, sents []string, n int, seed uint64) {
	tb.Helper()
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	bw := bufio.NewWriterSize(f, 1<<20)
	for i := range n {
		src := i % len(sents)
		fmt.Fprintf(bw, "s%d\t%s\t%s\n", src, sents[src], candidate(rng, sents[src]))
	}
	if err := bw.Flush(); err != nil {
		tb.Fatal(err)
	}
	if err := f.Close(); err != nil {
		tb.Fatal(err)
	}
}

// peakHeap samples the live heap every 20 ms until stop is called and
// returns the maximum seen, in bytes.
func peakHeap() (stop func() uint64) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	var peak uint64
	var mu sync.Mutex
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(sample)
			mu.Lock()
			peak = max(peak, sample[0].Value.Uint64())
			mu.Unlock()
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	return func() uint64 {
		close(done)
		<-finished
		mu.Lock()
		defer mu.Unlock()
		return peak
	}
}

// BenchmarkFilterSplit500k is the acceptance benchmark: filter a generated
// 500,000-pair bronze file with the paper's seven filters (depth off),
// write the report, and split the silver file. The file is generated
// outside the timer. With SILVER_BENCH_DIR set, the files are written there
// and kept (to time the CLI on the same bronze file).
func BenchmarkFilterSplit500k(b *testing.B) {
	const n = 500000
	sents := patentSentences(b)
	dir := os.Getenv("SILVER_BENCH_DIR")
	if dir == "" {
		dir = b.TempDir()
	}
	in := filepath.Join(dir, "bronze.tsv")
	writeBronzeFile(b, in, sents, n, 1)
	simp, err := NewSimplicity(nil)
	if err != nil {
		b.Fatal(err)
	}
	c := DefaultCasola()
	c.ReadingEase, c.WordRank = simp.ReadingEase, simp.WordRank
	b.ResetTimer()
	var peak uint64
	var filterTime, splitTime time.Duration
	for b.Loop() {
		out := filepath.Join(dir, "silver.tsv")
		stop := peakHeap()
		t0 := time.Now()
		job := &Job{In: in, Out: out, ReportPath: filepath.Join(dir, "report.json"), Method: "casola",
			Pipeline: Pipeline{Filters: Casola(c)}}
		rep, err := job.Run(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if _, err := Split(out, filepath.Join(dir, "split"), 1); err != nil {
			b.Fatal(err)
		}
		filterTime += t1.Sub(t0)
		splitTime += time.Since(t1)
		peak = max(peak, stop())
		if rep.Read != n {
			b.Fatalf("read %d pairs", rep.Read)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/filterTime.Seconds(), "pairs/s-filter")
	b.ReportMetric(filterTime.Seconds()/float64(b.N), "s-filter/op")
	b.ReportMetric(splitTime.Seconds()/float64(b.N), "s-split/op")
	b.ReportMetric(float64(peak)/(1<<20), "MiB-peak-heap")
}

// BenchmarkVerdict measures the paper's filters on one pair at a time.
func BenchmarkVerdict(b *testing.B) {
	sents := patentSentences(b)
	simp, err := NewSimplicity(nil)
	if err != nil {
		b.Fatal(err)
	}
	c := DefaultCasola()
	c.ReadingEase, c.WordRank = simp.ReadingEase, simp.WordRank
	pl := Pipeline{Filters: Casola(c)}
	rng := rand.New(rand.NewPCG(1, 1))
	pairs := make([]Pair, 1000)
	for i := range pairs {
		s := sents[i%len(sents)]
		pairs[i] = Pair{ID: "x", Complex: s, Simple: candidate(rng, s)}
	}
	i := 0
	for b.Loop() {
		if _, err := pl.Verdict(pairs[i%len(pairs)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
