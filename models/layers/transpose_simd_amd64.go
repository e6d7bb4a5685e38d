//go:build goexperiment.simd

package layers

import "simd/archsimd"

// The 8×8 tiles of TransposeInto: with AVX2 when the CPU has it.
var (
	tile32 = pick(tile32AVX2, tile8[float32])
	tile16 = pick(tile16AVX2, tile8[uint16])
)

func pick[F any](vector, scalar F) F {
	if haveAVX2 {
		return vector
	}
	return scalar
}

// tile32AVX2 transposes the 8×8 float32 tile of src at row r, column c
// into dst: eight rows loaded, interleaved by 32 then 64 bits within each
// 128-bit half, and the halves exchanged.
func tile32AVX2(dst, src []float32, rows, cols, r, c int) {
	o := r*cols + c
	r0 := archsimd.LoadFloat32x8Slice(src[o:]).AsUint32x8()
	r1 := archsimd.LoadFloat32x8Slice(src[o+cols:]).AsUint32x8()
	r2 := archsimd.LoadFloat32x8Slice(src[o+2*cols:]).AsUint32x8()
	r3 := archsimd.LoadFloat32x8Slice(src[o+3*cols:]).AsUint32x8()
	o += 4 * cols
	r4 := archsimd.LoadFloat32x8Slice(src[o:]).AsUint32x8()
	r5 := archsimd.LoadFloat32x8Slice(src[o+cols:]).AsUint32x8()
	r6 := archsimd.LoadFloat32x8Slice(src[o+2*cols:]).AsUint32x8()
	r7 := archsimd.LoadFloat32x8Slice(src[o+3*cols:]).AsUint32x8()
	// t0 = r0[0] r1[0] r0[1] r1[1] | r0[4] r1[4] r0[5] r1[5], …
	t0, t1 := r0.InterleaveLoGrouped(r1).AsUint64x4(), r0.InterleaveHiGrouped(r1).AsUint64x4()
	t2, t3 := r2.InterleaveLoGrouped(r3).AsUint64x4(), r2.InterleaveHiGrouped(r3).AsUint64x4()
	t4, t5 := r4.InterleaveLoGrouped(r5).AsUint64x4(), r4.InterleaveHiGrouped(r5).AsUint64x4()
	t6, t7 := r6.InterleaveLoGrouped(r7).AsUint64x4(), r6.InterleaveHiGrouped(r7).AsUint64x4()
	// u0 = column 0 of rows 0-3 | column 4 of rows 0-3, …
	u0, u1 := t0.InterleaveLoGrouped(t2).AsFloat32x8(), t0.InterleaveHiGrouped(t2).AsFloat32x8()
	u2, u3 := t1.InterleaveLoGrouped(t3).AsFloat32x8(), t1.InterleaveHiGrouped(t3).AsFloat32x8()
	u4, u5 := t4.InterleaveLoGrouped(t6).AsFloat32x8(), t4.InterleaveHiGrouped(t6).AsFloat32x8()
	u6, u7 := t5.InterleaveLoGrouped(t7).AsFloat32x8(), t5.InterleaveHiGrouped(t7).AsFloat32x8()
	d := c*rows + r
	u0.Select128FromPair(0, 2, u4).StoreSlice(dst[d:])
	u1.Select128FromPair(0, 2, u5).StoreSlice(dst[d+rows:])
	u2.Select128FromPair(0, 2, u6).StoreSlice(dst[d+2*rows:])
	u3.Select128FromPair(0, 2, u7).StoreSlice(dst[d+3*rows:])
	d += 4 * rows
	u0.Select128FromPair(1, 3, u4).StoreSlice(dst[d:])
	u1.Select128FromPair(1, 3, u5).StoreSlice(dst[d+rows:])
	u2.Select128FromPair(1, 3, u6).StoreSlice(dst[d+2*rows:])
	u3.Select128FromPair(1, 3, u7).StoreSlice(dst[d+3*rows:])
}

// tile16AVX2 transposes the 8×8 16-bit tile of src at row r, column c into
// dst: eight 128-bit rows interleaved by 16, 32 and 64 bits.
func tile16AVX2(dst, src []uint16, rows, cols, r, c int) {
	o := r*cols + c
	r0 := archsimd.LoadUint16x8Slice(src[o:])
	r1 := archsimd.LoadUint16x8Slice(src[o+cols:])
	r2 := archsimd.LoadUint16x8Slice(src[o+2*cols:])
	r3 := archsimd.LoadUint16x8Slice(src[o+3*cols:])
	o += 4 * cols
	r4 := archsimd.LoadUint16x8Slice(src[o:])
	r5 := archsimd.LoadUint16x8Slice(src[o+cols:])
	r6 := archsimd.LoadUint16x8Slice(src[o+2*cols:])
	r7 := archsimd.LoadUint16x8Slice(src[o+3*cols:])
	// a0 = r0[0] r1[0] r0[1] r1[1] r0[2] r1[2] r0[3] r1[3], …
	a0, a1 := r0.InterleaveLo(r1).AsUint32x4(), r0.InterleaveHi(r1).AsUint32x4()
	a2, a3 := r2.InterleaveLo(r3).AsUint32x4(), r2.InterleaveHi(r3).AsUint32x4()
	a4, a5 := r4.InterleaveLo(r5).AsUint32x4(), r4.InterleaveHi(r5).AsUint32x4()
	a6, a7 := r6.InterleaveLo(r7).AsUint32x4(), r6.InterleaveHi(r7).AsUint32x4()
	// b0 = columns 0 and 1 of rows 0-3, b1 columns 2 and 3, …
	b0, b1 := a0.InterleaveLo(a2).AsUint64x2(), a0.InterleaveHi(a2).AsUint64x2()
	b2, b3 := a1.InterleaveLo(a3).AsUint64x2(), a1.InterleaveHi(a3).AsUint64x2()
	b4, b5 := a4.InterleaveLo(a6).AsUint64x2(), a4.InterleaveHi(a6).AsUint64x2()
	b6, b7 := a5.InterleaveLo(a7).AsUint64x2(), a5.InterleaveHi(a7).AsUint64x2()
	d := c*rows + r
	b0.InterleaveLo(b4).AsUint16x8().StoreSlice(dst[d:])
	b0.InterleaveHi(b4).AsUint16x8().StoreSlice(dst[d+rows:])
	b1.InterleaveLo(b5).AsUint16x8().StoreSlice(dst[d+2*rows:])
	b1.InterleaveHi(b5).AsUint16x8().StoreSlice(dst[d+3*rows:])
	d += 4 * rows
	b2.InterleaveLo(b6).AsUint16x8().StoreSlice(dst[d:])
	b2.InterleaveHi(b6).AsUint16x8().StoreSlice(dst[d+rows:])
	b3.InterleaveLo(b7).AsUint16x8().StoreSlice(dst[d+2*rows:])
	b3.InterleaveHi(b7).AsUint16x8().StoreSlice(dst[d+3*rows:])
}
