package eval

import (
	"runtime"
	"sync"
)

// minChunk is the smallest number of sentences worth a goroutine.
const minChunk = 256

// chunks splits [0, n) into at most GOMAXPROCS contiguous ranges of at
// least minChunk items (one range for small n).
func chunks(n int) [][2]int {
	p := runtime.GOMAXPROCS(0)
	if max := (n + minChunk - 1) / minChunk; p > max {
		p = max
	}
	if p < 1 {
		p = 1
	}
	out := make([][2]int, 0, p)
	for k := range p {
		lo, hi := k*n/p, (k+1)*n/p
		out = append(out, [2]int{lo, hi})
	}
	return out
}

// parallelFor runs f over contiguous ranges of [0, n) concurrently.
func parallelFor(n int, f func(lo, hi int)) {
	cs := chunks(n)
	if len(cs) == 1 {
		f(cs[0][0], cs[0][1])
		return
	}
	var wg sync.WaitGroup
	for _, c := range cs {
		wg.Go(func() { f(c[0], c[1]) })
	}
	wg.Wait()
}

// parallelCollect runs f over contiguous ranges of [0, n) concurrently and
// returns the results in range order, so that callers combine them
// deterministically.
func parallelCollect[T any](n int, f func(lo, hi int) T) []T {
	cs := chunks(n)
	out := make([]T, len(cs))
	if len(cs) == 1 {
		out[0] = f(cs[0][0], cs[0][1])
		return out
	}
	var wg sync.WaitGroup
	for k, c := range cs {
		wg.Go(func() { out[k] = f(c[0], c[1]) })
	}
	wg.Wait()
	return out
}
