//go:build !goexperiment.simd || !amd64

package layers

// The 8×8 tiles of TransposeInto, one value at a time.
var (
	tile32 = tile8[float32]
	tile16 = tile8[uint16]
)
