//go:build goexperiment.simd

package layers

import "simd/archsimd"

// haveAVX2 and haveAVX512 gate the vector paths.
var (
	haveAVX2   = archsimd.X86.AVX2()
	haveAVX512 = archsimd.X86.AVX512()
)

// expShifted sets dst[i] = expNonPositive(float64(row[i]) − m) for every i,
// eight at a time with AVX-512 or four with AVX2 when the CPU has them.
// Each lane does the operations of expNonPositive in the same order,
// without fused multiply-adds, so the results are bit for bit the scalar
// ones.
func expShifted(dst []float64, row []float32, m float64) {
	i := 0
	if haveAVX512 {
		i = expShifted8(dst, row, m)
	}
	if haveAVX2 {
		var (
			mv    = archsimd.BroadcastFloat64x4(m)
			log2e = archsimd.BroadcastFloat64x4(expLog2e)
			half  = archsimd.BroadcastFloat64x4(0.5)
			ln2hi = archsimd.BroadcastFloat64x4(expLn2Hi)
			ln2lo = archsimd.BroadcastFloat64x4(expLn2Lo)
			low   = archsimd.BroadcastFloat64x4(expLow)
			// 2^52 + 1023: k + bias has the bits 0x433…0 | (k + 1023)
			// for an integer k in [−1023, 0].
			bias = archsimd.BroadcastFloat64x4(1<<52 + 1023)
		)
		var coef [len(expTaylor)]archsimd.Float64x4
		for j, c := range expTaylor {
			coef[j] = archsimd.BroadcastFloat64x4(c)
		}
		for ; i+4 <= len(row); i += 4 {
			x := archsimd.LoadFloat32x4Slice(row[i:]).ConvertToFloat64().Sub(mv)
			k := x.Mul(log2e).Add(half).Floor()
			r := x.Sub(k.Mul(ln2hi)).Sub(k.Mul(ln2lo))
			p := coef[0]
			for _, c := range coef[1:] {
				p = c.Add(r.Mul(p))
			}
			scale := k.Add(bias).AsInt64x4().ShiftAllLeft(52).AsFloat64x4()
			p.Mul(scale).Masked(x.GreaterEqual(low)).StoreSlice(dst[i:])
		}
	}
	for ; i < len(row); i++ {
		dst[i] = expNonPositive(float64(row[i]) - m)
	}
}

// expShifted8 is expShifted's AVX-512 loop: it fills dst eight at a time
// and returns how many it filled.
func expShifted8(dst []float64, row []float32, m float64) int {
	var (
		mv    = archsimd.BroadcastFloat64x8(m)
		log2e = archsimd.BroadcastFloat64x8(expLog2e)
		half  = archsimd.BroadcastFloat64x8(0.5)
		ln2hi = archsimd.BroadcastFloat64x8(expLn2Hi)
		ln2lo = archsimd.BroadcastFloat64x8(expLn2Lo)
		low   = archsimd.BroadcastFloat64x8(expLow)
		bias  = archsimd.BroadcastFloat64x8(1<<52 + 1023) // as in expShifted
	)
	var coef [len(expTaylor)]archsimd.Float64x8
	for j, c := range expTaylor {
		coef[j] = archsimd.BroadcastFloat64x8(c)
	}
	i := 0
	for ; i+8 <= len(row); i += 8 {
		x := archsimd.LoadFloat32x8Slice(row[i:]).ConvertToFloat64().Sub(mv)
		k := x.Mul(log2e).Add(half).FloorScaled(0)
		r := x.Sub(k.Mul(ln2hi)).Sub(k.Mul(ln2lo))
		p := coef[0]
		for _, c := range coef[1:] {
			p = c.Add(r.Mul(p))
		}
		scale := k.Add(bias).AsInt64x8().ShiftAllLeft(52).AsFloat64x8()
		p.Mul(scale).Masked(x.GreaterEqual(low)).StoreSlice(dst[i:])
	}
	return i
}

// subtractAll sets dst[i] = float32(float64(src[i]) − off) for every i
// (dst may be src; it is at least as long), eight at a time with AVX-512 or
// four with AVX2 when the CPU has them (the conversions and the subtraction
// round as the scalar ones do).
func subtractAll(dst, src []float32, off float64) {
	dst = dst[:len(src)]
	i := 0
	if haveAVX512 {
		o := archsimd.BroadcastFloat64x8(off)
		for ; i+8 <= len(src); i += 8 {
			archsimd.LoadFloat32x8Slice(src[i:]).ConvertToFloat64().Sub(o).ConvertToFloat32().StoreSlice(dst[i:])
		}
	}
	if haveAVX2 {
		o := archsimd.BroadcastFloat64x4(off)
		for ; i+4 <= len(src); i += 4 {
			archsimd.LoadFloat32x4Slice(src[i:]).ConvertToFloat64().Sub(o).ConvertToFloat32().StoreSlice(dst[i:])
		}
	}
	for ; i < len(src); i++ {
		dst[i] = float32(float64(src[i]) - off)
	}
}

// rowMax returns the largest value of row as the max builtin finds it,
// eight at a time with AVX2 when the CPU has it. The vector maximum only
// differs from the builtin for NaN and for zeros of both signs, so a row
// with a NaN or an infinity (x·0 is then NaN), or whose maximum is zero,
// is done again one value at a time.
func rowMax(row []float32) float32 {
	if !haveAVX2 || len(row) < 16 {
		return rowMaxScalar(row)
	}
	m := archsimd.LoadFloat32x8Slice(row)
	zero := archsimd.BroadcastFloat32x8(0)
	check := zero
	i := 8
	for ; i+8 <= len(row); i += 8 {
		x := archsimd.LoadFloat32x8Slice(row[i:])
		m = m.Max(x)
		check = check.Add(x.Mul(zero))
	}
	var lanes, checks [8]float32
	m.StoreSlice(lanes[:])
	check.Add(archsimd.LoadFloat32x8Slice(row[:8]).Mul(zero)).StoreSlice(checks[:])
	best := lanes[0]
	for j := range 8 {
		if checks[j] != 0 {
			return rowMaxScalar(row)
		}
		best = max(best, lanes[j])
	}
	for _, v := range row[i:] {
		if v != v || v-v != 0 {
			return rowMaxScalar(row)
		}
		best = max(best, v)
	}
	if best == 0 {
		return rowMaxScalar(row)
	}
	return best
}
