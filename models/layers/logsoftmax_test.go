package layers

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/gomlx/compute"
	"github.com/gomlx/gomlx/core/graph"
	"github.com/gomlx/gomlx/core/tensors"

	"github.com/patsimp/patsimp/models/backendtest"
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

// TestExpShifted: the bulk exponentials equal expNonPositive's bit for bit
// (the vector lanes and the scalar tail), near the −708 cut-off and at −∞
// too, for rows of every length mod 4.
func TestExpShifted(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	special := []float32{0, -0.5, -1e-30, -707.99, -708, -708.01, -709, -745, -1e30, float32(math.Inf(-1))}
	for n := range 40 {
		for trial := range 50 {
			row := make([]float32, n)
			for i := range row {
				switch trial % 3 {
				case 0:
					row[i] = float32(rng.NormFloat64() * 10)
				case 1:
					row[i] = -float32(rng.Float64() * 800)
				default:
					row[i] = special[rng.IntN(len(special))]
				}
			}
			m := 0.0
			if trial%2 == 1 && n > 0 {
				m = math.Inf(-1)
				for _, v := range row {
					m = math.Max(m, float64(v))
				}
				if math.IsInf(m, -1) {
					m = 0
				}
			}
			got := make([]float64, n)
			expShifted(got, row, m)
			for i, v := range row {
				if want := expNonPositive(float64(v) - m); math.Float64bits(got[i]) != math.Float64bits(want) {
					t.Fatalf("n %d: exp(%v − %v) = %v, want %v", n, v, m, got[i], want)
				}
			}
		}
	}
}

// TestExpNonPositiveUnfused: expNonPositive gives the bits of its formula
// evaluated with every product rounded (no fused multiply-add), the
// log-probabilities the golden outputs were recorded with.
func TestExpNonPositiveUnfused(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 100000 {
		x := -rng.Float64() * 20
		k := math.Floor(float64(x*1.44269504088896338700e+00) + 0.5)
		r := (x - float64(k*6.93147180369123816490e-01)) - float64(k*1.90821492927058770002e-10)
		p := 1.0
		for n := 13; n >= 1; n-- {
			f := 1.0
			for j := 2; j <= n; j++ {
				f *= float64(j)
			}
			if n == 13 {
				p = float64(r * (1 / f))
				continue
			}
			p = float64(r * (1/f + p))
		}
		want := (1 + p) * math.Float64frombits(uint64(int64(k)+1023)<<52)
		if got := expNonPositive(x); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("exp(%v) = %v, want %v", x, got, want)
		}
	}
}

// TestSubtractAll: the bulk subtraction gives the scalar float32(float64(v)
// − off) bit for bit, rounding, −∞, NaN and subnormal results included.
func TestSubtractAll(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	special := []float32{0, float32(math.Copysign(0, -1)), 1e-38, -1e-45, float32(math.Inf(-1)), float32(math.Inf(1)), float32(math.NaN()), 3.4e38}
	for n := range 40 {
		for trial := range 50 {
			row := make([]float32, n)
			for i := range row {
				row[i] = float32(rng.NormFloat64() * 20)
				if trial%2 == 1 {
					row[i] = special[rng.IntN(len(special))]
				}
			}
			offs := []float64{0, rng.NormFloat64() * 10, 1e-300, -1e-39, 7.000000000000001}
			off := offs[trial%len(offs)]
			inPlace := slices.Clone(row)
			subtractAll(inPlace, inPlace, off)
			into := make([]float32, n+1) // longer than the source
			subtractAll(into, row, off)
			for i, v := range row {
				want := float32(float64(v) - off)
				if math.Float32bits(inPlace[i]) != math.Float32bits(want) || math.Float32bits(into[i]) != math.Float32bits(want) {
					t.Fatalf("n %d: %v − %v = %v in place, %v into another slice, want %v", n, v, off, inPlace[i], into[i], want)
				}
			}
			if into[n] != 0 {
				t.Fatalf("n %d: subtractAll wrote past the source's length", n)
			}
		}
	}
}

// TestRowMax: rowMax is the max builtin's maximum, bit for bit (signed
// zeros, NaN and infinities included), for rows of every length mod 8.
func TestRowMax(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	special := []float32{0, float32(math.Copysign(0, -1)), float32(math.Inf(-1)), float32(math.Inf(1)), float32(math.NaN()), -1e-45}
	for n := range 70 {
		for trial := range 60 {
			row := make([]float32, n)
			for i := range row {
				row[i] = -float32(rng.Float64() * 30)
				if trial%3 == 0 {
					row[i] = -row[i]
				}
				if trial%2 == 1 && rng.IntN(max(1, n/2)) == 0 {
					row[i] = special[rng.IntN(len(special))]
				}
			}
			want := rowMaxScalar(row)
			if got := rowMax(row); math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
				t.Fatalf("n %d: max %v, want %v (row %v)", n, got, want, row)
			}
		}
	}
}

// TestLogSoftmaxIntoDevice: LogSoftmaxInto gives LogSoftmaxRows' values bit
// for bit whether it reads the logits in place (an execution's output on a
// backend that shares its buffers with the host: HostBytes) or copies them
// (a host tensor), and HostBytes sees the buffer's values.
func TestLogSoftmaxIntoDevice(t *testing.T) {
	const rows, width = 3, 37
	rng := rand.New(rand.NewPCG(11, 12))
	vals := make([]float32, rows*width)
	for i := range vals {
		vals[i] = float32(rng.NormFloat64() * 5)
	}
	want := slices.Clone(vals)
	LogSoftmaxRows(want, width)
	backendtest.Run(t, func(t *testing.T, _ string, b compute.Backend) {
		local := tensors.FromFlatDataAndDimensions(slices.Clone(vals), rows, width)
		if _, ok := HostBytes(local); ok {
			t.Error("HostBytes of a host-only tensor succeeded")
		}
		dev, err := graph.ExecOnce(b, func(x *graph.Node) *graph.Node { return graph.Neg(graph.Neg(x)) }, local)
		if err != nil {
			t.Fatal(err)
		}
		defer dev.FinalizeAll()
		raw, ok := HostBytes(dev)
		if !ok {
			t.Fatal("HostBytes of an execution's output failed on a backend with shared buffers")
		}
		if got := unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(raw))), len(vals)); !slices.Equal(got, vals) {
			t.Errorf("HostBytes = %v, want %v", got, vals)
		}
		buf := make([]float32, 5) // too small: grown
		for _, tc := range []struct {
			name string
			t    *tensors.Tensor
		}{{"device", dev}, {"host", local}} {
			got, err := LogSoftmaxInto(buf, tc.t, width)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
					t.Fatalf("%s: entry %d = %v, want %v", tc.name, i, got[i], want[i])
				}
			}
			buf = got
		}
	})
}
