//go:build goexperiment.simd

package decode

import (
	"math/bits"
	"simd/archsimd"
)

var haveAVX2 = archsimd.X86.AVX2()

// skipNotAbove returns the first index j ≥ i of row whose score (row[j],
// plus add when withAdd) is above worst, len(row) when there is none, or
// an earlier index when it stops looking (the caller checks from there):
// every score in [i, j) is not above worst. It looks eight scores at a
// time with AVX2 when the CPU has it; the sums and comparisons are the
// scalar ones (NaN is not above anything).
func skipNotAbove(row []float32, i int, worst, add float32, withAdd bool) int {
	if !haveAVX2 {
		return i
	}
	w := archsimd.BroadcastFloat32x8(worst)
	a := archsimd.BroadcastFloat32x8(add)
	for ; i+8 <= len(row); i += 8 {
		s := archsimd.LoadFloat32x8Slice(row[i:])
		if withAdd {
			s = s.Add(a)
		}
		if m := s.Greater(w).ToBits(); m != 0 {
			return i + bits.TrailingZeros8(m)
		}
	}
	return i
}
