package layers

import (
	"fmt"
	"math"
	"runtime"
	"sync"

	"github.com/gomlx/compute/dtypes"

	"github.com/gomlx/gomlx/core/tensors"
)

// LogSoftmaxInto writes the log-softmax (LogSoftmaxRows) of each row of the
// float32 logits t ([rows, width], row-major) into buf, grown when it is
// too small, and returns the filled prefix of buf. A decoder session
// passes the same buffer at every step, so the logits of a step (rows ×
// vocabulary floats) take no fresh allocation. When t's backend shares its
// buffers with the host (the pure-Go backend, XLA's CPU plugin) the logits
// are read in place (HostBytes); otherwise they are copied to the host
// first.
func LogSoftmaxInto(buf []float32, t *tensors.Tensor, width int) ([]float32, error) {
	n := t.Shape().Size()
	if cap(buf) < n {
		buf = make([]float32, n)
	}
	buf = buf[:n]
	if flat, ok := hostFlat(t); ok {
		if src, ok := flat.([]float32); ok {
			logSoftmaxRows(buf, src, width)
			return buf, nil
		}
	}
	if err := tensors.ConstFlatData(t, func(src []float32) { logSoftmaxRows(buf, src, width) }); err != nil {
		return nil, fmt.Errorf("layers: reading logits %s: %w", t.Shape(), err)
	}
	return buf, nil
}

// HostBytes returns the memory of t's device buffer without copying it,
// when t is on a device whose backend shares its buffers with the host (the
// pure-Go backend and XLA's CPU plugin do): no transfer, no host copy to
// allocate. ok is false otherwise (read t with ConstBytes then). The bytes
// are valid until t is finalized, and must not be written.
func HostBytes(t *tensors.Tensor) (b []byte, ok bool) {
	flat, ok := hostFlat(t)
	if !ok {
		return nil, false
	}
	return dtypes.UnsafeByteSliceFromAny(flat), true
}

// hostFlat is HostBytes' flat slice of t's values ([]float32 for a float32
// tensor, …).
func hostFlat(t *tensors.Tensor) (flat any, ok bool) {
	if !t.IsOnAnyDevice() {
		return nil, false
	}
	backend, err := t.Backend()
	if err != nil || !backend.HasSharedBuffers() {
		return nil, false
	}
	device, err := t.Device()
	if err != nil {
		return nil, false
	}
	buf, err := t.Buffer(backend, device)
	if err != nil {
		return nil, false
	}
	flat, err = buf.Data()
	if err != nil || flat == nil || len(dtypes.UnsafeByteSliceFromAny(flat)) != int(t.Shape().Memory()) {
		return nil, false
	}
	return flat, true
}

// LogSoftmaxRows replaces each row of x (rows of width values, row-major)
// by its log-softmax, in place, on the host: x − max − log Σ exp(x − max)
// computed in float64 and rounded to float32 (within an ulp of
// torch.log_softmax in float32, and what the Pegasus step graph computed in
// float64 for HF parity). Decoders call it on the logits
// a step graph returns: the pure-Go backend's log-softmax over a whole
// vocabulary makes several passes with a scalar exponential and fresh
// buffers, which cost about as much as the output projection itself. Rows
// are split among GOMAXPROCS goroutines when there are enough of them.
func LogSoftmaxRows(x []float32, width int) { logSoftmaxRows(x, x, width) }

// logSoftmaxRows is LogSoftmaxRows writing the rows of src into dst (which
// may be src, and is at least as long).
func logSoftmaxRows(dst, src []float32, width int) {
	if width <= 0 || len(src) == 0 {
		return
	}
	rows := len(src) / width
	workers := min(runtime.GOMAXPROCS(0), rows, max(1, len(src)/(1<<16)))
	if workers <= 1 {
		logSoftmaxRange(dst, src, width)
		return
	}
	var wg sync.WaitGroup
	per := (rows + workers - 1) / workers
	for lo := 0; lo < rows; lo += per {
		hi := min(lo+per, rows)
		wg.Go(func() { logSoftmaxRange(dst[lo*width:hi*width], src[lo*width:hi*width], width) })
	}
	wg.Wait()
}

func logSoftmaxRange(dst, src []float32, width int) {
	exps := make([]float64, width)
	for start := 0; start+width <= len(src); start += width {
		row := src[start : start+width]
		m := rowMax(row)
		m64 := float64(m)
		var sum float64
		if math.IsInf(float64(m), 0) || m != m {
			// A row of −∞ (or with +∞ or NaN) gives NaN as in torch:
			// exp(NaN) poisons the sum.
			for _, v := range row {
				sum += math.Exp(float64(v) - m64)
			}
		} else {
			// The exponentials in bulk (vectorised), summed in order.
			expShifted(exps, row, m64)
			for _, e := range exps {
				sum += e
			}
		}
		subtractAll(dst[start:start+width], row, m64+math.Log(sum))
	}
}

// The constants of expNonPositive, shared with its vector form expShifted:
// the reduction's log2(e) and ln(2) in two parts, the cut-off below which
// the result is 0, and the Taylor coefficients of e^r, 1/13! … 1/2!, 1, 1,
// innermost first (Horner form).
const (
	expLog2e = 1.44269504088896338700e+00
	expLn2Hi = 6.93147180369123816490e-01
	expLn2Lo = 1.90821492927058770002e-10
	expLow   = -708
)

var expTaylor = [...]float64{1.0 / 6227020800, 1.0 / 479001600, 1.0 / 39916800, 1.0 / 3628800, 1.0 / 362880,
	1.0 / 40320, 1.0 / 5040, 1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 1.0 / 2, 1, 1}

// expNonPositive returns e^x for x ≤ 0 to within 2 ulps of float64 (0 below
// −708, where the result would be subnormal; the log-softmax sum it feeds
// is at least 1). It is math.Exp without the special cases and with the
// reduction e^x = 2^k·e^r, |r| ≤ ln2/2, and a degree-13 Taylor polynomial
// for e^r in Horner form.
func expNonPositive(x float64) float64 {
	if x < expLow {
		return 0
	}
	// The explicit conversions keep the compiler from fusing multiply-adds
	// (as it may for GOAMD64=v3), so that the result is the same on every
	// CPU and in expShifted's vector lanes.
	k := math.Floor(float64(x*expLog2e) + 0.5)
	r := (x - float64(k*expLn2Hi)) - float64(k*expLn2Lo)
	p := expTaylor[0]
	for _, c := range expTaylor[1:] {
		p = c + float64(r*p)
	}
	return p * math.Float64frombits(uint64(int64(k)+1023)<<52)
}

// rowMaxScalar returns max(−∞, row...), NaN when row has a NaN.
func rowMaxScalar(row []float32) float32 {
	m := float32(math.Inf(-1))
	for _, v := range row {
		m = max(m, v)
	}
	return m
}
