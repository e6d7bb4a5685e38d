package checkpoints

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/dtypes/bfloat16"
	"github.com/gomlx/compute/dtypes/float16"
	"github.com/gomlx/compute/shapes"
	"github.com/gomlx/gomlx/core/tensors"
)

// TensorInfo describes a stored tensor.
type TensorInfo struct {
	Name  string
	DType dtypes.DType
	Shape []int
}

// isFloat reports whether d is one of the floating-point dtypes weights
// are stored in.
func isFloat(d dtypes.DType) bool {
	switch d {
	case dtypes.Float64, dtypes.Float32, dtypes.Float16, dtypes.BFloat16:
		return true
	}
	return false
}

// fromLittleEndian builds a tensor of dtype dst and the given shape from
// little-endian values of dtype src. Floating-point values convert between
// float64, float32, float16 and bfloat16 (to bfloat16 with
// round-to-nearest-even, as torch does); other dtypes must match exactly.
func fromLittleEndian(buf []byte, src, dst dtypes.DType, shape []int) (*tensors.Tensor, error) {
	if src == dst {
		t := tensors.FromShape(shapes.Make(dst, shape...))
		err := t.MutableBytes(func(data []byte) { copy(data, buf) })
		return t, err
	}
	if !isFloat(src) || !isFloat(dst) {
		return nil, fmt.Errorf("cannot convert %s to %s", src, dst)
	}
	n := len(buf) / src.Size()
	if src == dtypes.Float32 && dst == dtypes.BFloat16 { // the common case: fast path
		t := tensors.FromShape(shapes.Make(dst, shape...))
		err := tensors.MutableFlatData(t, func(out []bfloat16.BFloat16) {
			for i := range out {
				out[i] = bfloat16.FromFloat32(math.Float32frombits(binary.LittleEndian.Uint32(buf[4*i:])))
			}
		})
		return t, err
	}
	read := func(i int) float32 {
		switch src {
		case dtypes.Float64:
			return float32(math.Float64frombits(binary.LittleEndian.Uint64(buf[8*i:])))
		case dtypes.Float32:
			return math.Float32frombits(binary.LittleEndian.Uint32(buf[4*i:]))
		case dtypes.Float16:
			return float16.FromBits(binary.LittleEndian.Uint16(buf[2*i:])).Float32()
		default: // BFloat16
			return bfloat16.FromBits(binary.LittleEndian.Uint16(buf[2*i:])).Float32()
		}
	}
	t := tensors.FromShape(shapes.Make(dst, shape...))
	err := t.MutableFlatData(func(flat any) {
		switch out := flat.(type) {
		case []float32:
			for i := range n {
				out[i] = read(i)
			}
		case []float64:
			for i := range n {
				if src == dtypes.Float64 {
					out[i] = math.Float64frombits(binary.LittleEndian.Uint64(buf[8*i:]))
				} else {
					out[i] = float64(read(i))
				}
			}
		case []bfloat16.BFloat16:
			for i := range n {
				out[i] = bfloat16.FromFloat32(read(i))
			}
		case []float16.Float16:
			for i := range n {
				out[i] = float16.FromFloat32(read(i))
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return t, nil
}

// fromFloat32s builds a tensor of dtype dst from float32 values.
func fromFloat32s(vals []float32, dst dtypes.DType, shape []int) (*tensors.Tensor, error) {
	buf := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(v))
	}
	return fromLittleEndian(buf, dtypes.Float32, dst, shape)
}
