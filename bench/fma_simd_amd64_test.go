//go:build goexperiment.simd

package bench

import (
	"runtime"
	"simd/archsimd"
	"sync"
	"testing"
	"time"
)

// fmaChains runs n rounds of 12 independent 8-lane fused multiply-adds
// (enough chains to keep both FMA pipes of a core busy) and returns a sum
// so that the work is not optimized away.
func fmaChains(n int) float32 {
	b, c := archsimd.BroadcastFloat32x8(0.999999), archsimd.BroadcastFloat32x8(1e-7)
	a0, a1, a2, a3 := archsimd.BroadcastFloat32x8(0), archsimd.BroadcastFloat32x8(1), archsimd.BroadcastFloat32x8(2), archsimd.BroadcastFloat32x8(3)
	a4, a5, a6, a7 := archsimd.BroadcastFloat32x8(4), archsimd.BroadcastFloat32x8(5), archsimd.BroadcastFloat32x8(6), archsimd.BroadcastFloat32x8(7)
	a8, a9, a10, a11 := archsimd.BroadcastFloat32x8(8), archsimd.BroadcastFloat32x8(9), archsimd.BroadcastFloat32x8(10), archsimd.BroadcastFloat32x8(11)
	for range n {
		a0, a1, a2, a3 = a0.MulAdd(b, c), a1.MulAdd(b, c), a2.MulAdd(b, c), a3.MulAdd(b, c)
		a4, a5, a6, a7 = a4.MulAdd(b, c), a5.MulAdd(b, c), a6.MulAdd(b, c), a7.MulAdd(b, c)
		a8, a9, a10, a11 = a8.MulAdd(b, c), a9.MulAdd(b, c), a10.MulAdd(b, c), a11.MulAdd(b, c)
	}
	s := a0.Add(a1).Add(a2).Add(a3).Add(a4).Add(a5).Add(a6).Add(a7).Add(a8).Add(a9).Add(a10).Add(a11)
	var out [8]float32
	s.Store(&out)
	return out[0]
}

// BenchmarkFMAPeak measures the CPU's float32 arithmetic ceiling with
// 256-bit (AVX2) fused multiply-adds on every core: no matrix product, on
// any backend, runs faster (docs/benchmarks/e2e.md). It reports GFLOP/s
// (a fused multiply-add counts 2).
func BenchmarkFMAPeak(b *testing.B) {
	if !archsimd.X86.AVX2() {
		b.Skip("no AVX2")
	}
	const rounds = 50_000_000
	cores := runtime.GOMAXPROCS(0)
	var sink float32
	var mu sync.Mutex
	var elapsed time.Duration
	for b.Loop() {
		start := time.Now()
		var wg sync.WaitGroup
		for range cores {
			wg.Go(func() {
				s := fmaChains(rounds)
				mu.Lock()
				sink += s
				mu.Unlock()
			})
		}
		wg.Wait()
		elapsed += time.Since(start)
	}
	flops := float64(b.N) * float64(cores) * rounds * 12 * 8 * 2
	b.ReportMetric(flops/elapsed.Seconds()/1e9, "GFLOP/s")
	if sink == 0 {
		b.Log(sink)
	}
}
