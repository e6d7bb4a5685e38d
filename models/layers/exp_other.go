//go:build !goexperiment.simd || !amd64

package layers

// expShifted sets dst[i] = expNonPositive(float64(row[i]) − m) for every i.
func expShifted(dst []float64, row []float32, m float64) {
	for i, v := range row {
		dst[i] = expNonPositive(float64(v) - m)
	}
}

// subtractAll sets dst[i] = float32(float64(src[i]) − off) for every i
// (dst may be src; it is at least as long).
func subtractAll(dst, src []float32, off float64) {
	for i, v := range src {
		dst[i] = float32(float64(v) - off)
	}
}

// rowMax returns the largest value of row (NaN if it has one).
func rowMax(row []float32) float32 { return rowMaxScalar(row) }
