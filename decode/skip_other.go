//go:build !goexperiment.simd || !amd64

package decode

// skipNotAbove returns i: the caller checks every score itself.
func skipNotAbove(row []float32, i int, worst, add float32, withAdd bool) int { return i }
