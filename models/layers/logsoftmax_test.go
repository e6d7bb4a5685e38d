package layers

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestLogSoftmaxRows compares LogSoftmaxRows with a float64 log-softmax
// computed the textbook way, on rows of several widths and ranges, split
// over goroutines or not, with −∞ entries (banned tokens) kept −∞.
func TestLogSoftmaxRows(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		rows, width int
		scale       float64
	}{{1, 1, 1}, {3, 7, 1}, {64, 8001, 10}, {256, 8001, 30}, {2, 96103, 5}} {
		x := make([]float32, tc.rows*tc.width)
		for i := range x {
			x[i] = float32(rng.NormFloat64() * tc.scale)
			if tc.width > 1 && i%97 == 3 {
				x[i] = float32(math.Inf(-1))
			}
		}
		want := make([]float64, len(x))
		for r := range tc.rows {
			row := x[r*tc.width : (r+1)*tc.width]
			m := math.Inf(-1)
			for _, v := range row {
				m = math.Max(m, float64(v))
			}
			var s float64
			for _, v := range row {
				s += math.Exp(float64(v) - m)
			}
			for i, v := range row {
				want[r*tc.width+i] = float64(v) - m - math.Log(s)
			}
		}
		LogSoftmaxRows(x, tc.width)
		for i, got := range x {
			w := want[i]
			if math.IsInf(w, -1) {
				if !math.IsInf(float64(got), -1) {
					t.Fatalf("%d×%d: entry %d = %v, want -Inf", tc.rows, tc.width, i, got)
				}
				continue
			}
			if d := math.Abs(float64(got) - w); d > 2e-6*math.Max(1, math.Abs(w)) {
				t.Fatalf("%d×%d: entry %d = %v, want %v (diff %g)", tc.rows, tc.width, i, got, w, d)
			}
		}
	}
}

func BenchmarkLogSoftmaxRows(b *testing.B) {
	x := make([]float32, 256*8001)
	for i := range x {
		x[i] = float32(i%8001) / 1000
	}
	for b.Loop() {
		LogSoftmaxRows(x, 8001)
	}
	b.ReportMetric(float64(len(x))*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mvalues/s")
}

// TestExpNonPositive checks expNonPositive against math.Exp over (−750, 0].
func TestExpNonPositive(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 200000 {
		x := -rng.Float64() * 750
		if i%4 == 0 {
			x = -rng.Float64() * 2
		}
		got, want := expNonPositive(x), math.Exp(x)
		if x < -708 {
			want = 0
		}
		if d := math.Abs(got - want); d > 4e-16*want {
			t.Fatalf("exp(%v) = %v, want %v (rel %g)", x, got, want, d/want)
		}
	}
	if got := expNonPositive(0); got != 1 {
		t.Errorf("exp(0) = %v", got)
	}
	if got := expNonPositive(math.Inf(-1)); got != 0 {
		t.Errorf("exp(-Inf) = %v", got)
	}
}
