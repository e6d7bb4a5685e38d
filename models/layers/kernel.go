package layers

import (
	"fmt"
	"runtime"
	"sync"

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
// host tensor, copied in cache-sized blocks on all cores. The result is
// allocated for backend (in a buffer shared with it when the backend
// allows, which saves copying a model's weights once more); a nil backend
// gives a host tensor.
func TransposeMatrix(backend compute.Backend, t *tensors.Tensor) (*tensors.Tensor, error) {
	s := t.Shape()
	if s.Rank() != 2 {
		return nil, fmt.Errorf("layers: transpose of a rank-%d tensor %s, want a matrix", s.Rank(), s)
	}
	rows, cols := s.Dimensions[0], s.Dimensions[1]
	out, err := tensors.FromShapeForBackend(backend, 0, shapes.Make(s.DType, cols, rows))
	if err != nil {
		return nil, fmt.Errorf("layers: transpose of %s: %w", s, err)
	}
	switch s.DType {
	case dtypes.Float32:
		err = transposeInto[float32](t, out, rows, cols)
	case dtypes.BFloat16:
		err = transposeInto[bfloat16.BFloat16](t, out, rows, cols)
	default:
		err = fmt.Errorf("layers: transpose of a %s tensor, want float32 or bfloat16", s.DType)
	}
	if err != nil {
		out.FinalizeAll()
		return nil, err
	}
	return out, nil
}

func transposeInto[T float32 | bfloat16.BFloat16](in, out *tensors.Tensor, rows, cols int) error {
	var err error
	cerr := tensors.ConstFlatData(in, func(src []T) {
		err = tensors.MutableFlatData(out, func(dst []T) { transposeBlocked(src, dst, rows, cols) })
	})
	if cerr != nil {
		return cerr
	}
	return err
}

// transposeBlocked writes the transpose of the rows×cols row-major src
// into dst (cols×rows), block by block so that both sides stay in cache,
// the column blocks shared out among the cores.
func transposeBlocked[T any](src, dst []T, rows, cols int) {
	const block = 64
	blocks := (cols + block - 1) / block
	workers := min(runtime.GOMAXPROCS(0), blocks)
	if rows*cols < 1<<16 {
		workers = 1
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for b := w; b < blocks; b += workers {
				c0, c1 := b*block, min((b+1)*block, cols)
				for r0 := 0; r0 < rows; r0 += block {
					for r := r0; r < min(r0+block, rows); r++ {
						row := src[r*cols : r*cols+cols]
						for c := c0; c < c1; c++ {
							dst[c*rows+r] = row[c]
						}
					}
				}
			}
		})
	}
	wg.Wait()
}
