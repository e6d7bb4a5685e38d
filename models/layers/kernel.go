package layers

import (
	"fmt"
	"runtime"
	"sync"
	"unsafe"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/dtypes/bfloat16"
	"github.com/gomlx/compute/shapes"
	"github.com/gomlx/gomlx/core/tensors"
)

// KernelName is the variable a linear layer's scope may hold instead of
// "weight": the same matrix transposed, [in, out] (Flax's "kernel"
// layout). Linear multiplies by a kernel without transposing it, which on
// the pure-Go backend avoids re-packing a transposed weight at every call:
// with the few rows of a decoding step that packing costs more than the
// product itself. Checkpoints and training keep the PyTorch "weight";
// inference loaders convert with TransposeMatrix.
const KernelName = "kernel"

// TransposeMatrix returns the transpose of a rank-2 float32 or bfloat16
// host tensor, copied in cache-sized tiles on all cores. The result is
// allocated for backend (in a buffer shared with it when the backend
// allows, which saves copying a model's weights once more); a nil backend
// gives a host tensor.
func TransposeMatrix(backend compute.Backend, t *tensors.Tensor) (*tensors.Tensor, error) {
	s := t.Shape()
	if s.Rank() != 2 {
		return nil, fmt.Errorf("layers: transpose of a rank-%d tensor %s, want a matrix", s.Rank(), s)
	}
	rows, cols := s.Dimensions[0], s.Dimensions[1]
	if s.DType != dtypes.Float32 && s.DType != dtypes.BFloat16 {
		return nil, fmt.Errorf("layers: transpose of a %s tensor, want float32 or bfloat16", s.DType)
	}
	out, err := tensors.FromShapeForBackend(backend, 0, shapes.Make(s.DType, cols, rows))
	if err != nil {
		return nil, fmt.Errorf("layers: transpose of %s: %w", s, err)
	}
	if s.DType == dtypes.Float32 {
		err = transposeTensor[float32](t, out, rows, cols)
	} else {
		err = transposeTensor[bfloat16.BFloat16](t, out, rows, cols)
	}
	if err != nil {
		out.FinalizeAll()
		return nil, fmt.Errorf("layers: transpose of %s: %w", s, err)
	}
	return out, nil
}

func transposeTensor[T float32 | bfloat16.BFloat16](in, out *tensors.Tensor, rows, cols int) error {
	var err error
	cerr := tensors.ConstFlatData(in, func(src []T) {
		err = tensors.MutableFlatData(out, func(dst []T) { transposeParallel(dst, src, rows, cols) })
	})
	if cerr != nil {
		return cerr
	}
	return err
}

// TransposeInto writes the transpose of src, a rows×cols row-major matrix,
// into dst (cols×rows), on the calling goroutine: a loader transposing
// many matrices at once runs one per core. It copies 8×8 tiles (with AVX2
// when built with GOEXPERIMENT=simd on a CPU that has it) along strips of
// columns narrow enough for the rows of dst being written to stay in
// cache.
func TransposeInto[T float32 | bfloat16.BFloat16](dst, src []T, rows, cols int) error {
	if rows < 0 || cols < 0 || len(src) != rows*cols || len(dst) != rows*cols {
		return fmt.Errorf("layers: transpose of a %d×%d matrix from %d values into %d", rows, cols, len(src), len(dst))
	}
	transposeColumns(dst, src, rows, cols, 0, cols)
	return nil
}

// transposeParallel is TransposeInto on all cores, each transposing a
// range of columns (rows of dst), for matrices big enough to share.
func transposeParallel[T float32 | bfloat16.BFloat16](dst, src []T, rows, cols int) {
	workers := min(runtime.GOMAXPROCS(0), cols/tileSize)
	if rows*cols < 1<<16 || workers < 2 {
		transposeColumns(dst, src, rows, cols, 0, cols)
		return
	}
	per := (cols/tileSize + workers - 1) / workers * tileSize
	var wg sync.WaitGroup
	for c0 := 0; c0 < cols; c0 += per {
		wg.Go(func() { transposeColumns(dst, src, rows, cols, c0, min(c0+per, cols)) })
	}
	wg.Wait()
}

const (
	// tileSize is the side of the square tiles copied at once.
	tileSize = 8
	// stripBytes bounds the width of the strips of columns walked down
	// the matrix: the rows of dst being written, one cache line each,
	// stay within the level-1 cache.
	stripBytes = 2048
)

// transposeColumns transposes columns [c0, c1) of src (rows×cols) into
// rows [c0, c1) of dst (cols×rows).
func transposeColumns[T float32 | bfloat16.BFloat16](dst, src []T, rows, cols, c0, c1 int) {
	switch d := any(dst).(type) {
	case []float32:
		transposeStrips(d, any(src).([]float32), rows, cols, c0, c1, tile32)
	case []bfloat16.BFloat16:
		transposeStrips(asUint16(d), asUint16(any(src).([]bfloat16.BFloat16)), rows, cols, c0, c1, tile16)
	}
}

// asUint16 views bfloat16 values as their bits.
func asUint16(s []bfloat16.BFloat16) []uint16 {
	return unsafe.Slice((*uint16)(unsafe.SliceData(s)), len(s))
}

// transposeStrips transposes columns [c0, c1) of src, strip by strip,
// down each strip tileSize rows at a time with tile (which transposes the
// tile at row r, column c); the rows and columns left over are copied one
// value at a time.
func transposeStrips[T any](dst, src []T, rows, cols, c0, c1 int, tile func(dst, src []T, rows, cols, r, c int)) {
	var zero T
	width := max(stripBytes/int(unsafe.Sizeof(zero)), tileSize)
	rowsTiled := rows - rows%tileSize
	for s0 := c0; s0 < c1; s0 += width {
		s1 := min(s0+width, c1)
		tiled := s0 + (s1-s0)/tileSize*tileSize
		for r := 0; r < rowsTiled; r += tileSize {
			for c := s0; c < tiled; c += tileSize {
				tile(dst, src, rows, cols, r, c)
			}
			for c := tiled; c < s1; c++ {
				for k := r; k < r+tileSize; k++ {
					dst[c*rows+k] = src[k*cols+c]
				}
			}
		}
		for r := rowsTiled; r < rows; r++ {
			for c := s0; c < s1; c++ {
				dst[c*rows+r] = src[r*cols+c]
			}
		}
	}
}

// tile8 transposes the 8×8 tile of src at row r, column c into dst.
func tile8[T any](dst, src []T, rows, cols, r, c int) {
	o := r*cols + c
	s0, s1, s2, s3 := src[o:o+8], src[o+cols:o+cols+8], src[o+2*cols:o+2*cols+8], src[o+3*cols:o+3*cols+8]
	o += 4 * cols
	s4, s5, s6, s7 := src[o:o+8], src[o+cols:o+cols+8], src[o+2*cols:o+2*cols+8], src[o+3*cols:o+3*cols+8]
	for k := range 8 {
		d := dst[(c+k)*rows+r : (c+k)*rows+r+8]
		d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7] = s0[k], s1[k], s2[k], s3[k], s4[k], s5[k], s6[k], s7[k]
	}
}
