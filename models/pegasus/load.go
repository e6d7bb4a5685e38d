package pegasus

import (
	"cmp"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/dtypes/bfloat16"
	"github.com/gomlx/compute/shapes"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/models/layers"
)

// weightVar is one variable of a model being loaded.
type weightVar struct {
	key    string // the variable's HF key (a kernel's ends in layers.KernelName)
	name   string // the stored tensor it is loaded from; "" when computed
	info   checkpoints.TensorInfo
	kernel bool            // the stored matrix is transposed
	t      *tensors.Tensor // the loaded or computed value
	err    error           // why loading failed
}

// loadVars sets the tensor of every stored variable of vars, the biggest
// first, on all cores. On error it returns the error of the first variable
// (in vars' order) that failed; the others may or may not be loaded.
func loadVars(backend compute.Backend, w checkpoints.Weights, dtype dtypes.DType, vars []*weightVar) error {
	var todo []*weightVar
	for _, v := range vars {
		if v.name != "" {
			todo = append(todo, v)
		}
	}
	slices.SortStableFunc(todo, func(a, b *weightVar) int {
		return cmp.Compare(b.info.DType.SizeForDimensions(b.info.Shape...), a.info.DType.SizeForDimensions(a.info.Shape...))
	})
	l := &loader{backend: backend, w: w, dtype: dtype}
	l.bytes, _ = w.(checkpoints.ByteWeights)
	var (
		next   atomic.Int64
		failed atomic.Bool
		wg     sync.WaitGroup
	)
	for range min(runtime.GOMAXPROCS(0), len(todo)) {
		wg.Go(func() {
			for !failed.Load() {
				i := int(next.Add(1) - 1)
				if i >= len(todo) {
					return
				}
				v := todo[i]
				if v.t, v.err = l.load(v); v.err != nil {
					failed.Store(true)
				}
			}
		})
	}
	wg.Wait()
	for _, v := range vars {
		if v.err != nil {
			return v.err
		}
	}
	return nil
}

// finalizeVars frees the tensors of vars.
func finalizeVars(vars []*weightVar) {
	for _, v := range vars {
		if v.t != nil {
			v.t.FinalizeAll()
			v.t = nil
		}
	}
}

// loader reads the variables of a model from a checkpoint.
type loader struct {
	backend compute.Backend
	w       checkpoints.Weights
	bytes   checkpoints.ByteWeights // w when it lends its bytes, else nil
	dtype   dtypes.DType
	// readMu serializes w.Read: Weights need not be safe for concurrent
	// use, and one converted tensor at a time bounds the memory taken.
	readMu sync.Mutex
}

// load returns the tensor of v in l.dtype: from the stored bytes when they
// are in that dtype, else read and converted by the checkpoint.
func (l *loader) load(v *weightVar) (*tensors.Tensor, error) {
	if l.bytes != nil && v.info.DType == l.dtype {
		var (
			t    *tensors.Tensor
			terr error
		)
		err := l.bytes.WithBytes(v.name, func(info checkpoints.TensorInfo, data []byte) error {
			t, terr = fromStored(l.backend, l.dtype, info.Shape, data, v.kernel)
			return terr
		})
		switch {
		case terr != nil:
			return nil, fmt.Errorf("pegasus: %s: tensor %q: %w", l.w.Path(), v.name, terr)
		case err != nil: // the checkpoint's errors name the file and the tensor
			return nil, fmt.Errorf("pegasus: %w", err)
		}
		return t, nil
	}
	l.readMu.Lock()
	defer l.readMu.Unlock()
	t, err := l.w.Read(v.name, l.dtype)
	if err != nil {
		return nil, fmt.Errorf("pegasus: %w", err)
	}
	if !v.kernel {
		return t, nil
	}
	kt, err := layers.TransposeMatrix(l.backend, t)
	t.FinalizeAll()
	if err != nil {
		return nil, fmt.Errorf("pegasus: %s: %w", v.key, err)
	}
	return kt, nil
}

// fromStored builds a tensor for backend from data, the little-endian
// values of a dtype tensor of the given shape: a copy, or for a kernel the
// transposed matrix.
func fromStored(backend compute.Backend, dtype dtypes.DType, shape []int, data []byte, kernel bool) (*tensors.Tensor, error) {
	if !kernel {
		return tensors.FromRaw(backend, 0, shapes.Make(dtype, shape...), data)
	}
	if len(shape) != 2 {
		return nil, fmt.Errorf("transpose of a rank-%d tensor %v, want a matrix", len(shape), shape)
	}
	rows, cols := shape[0], shape[1]
	out, err := tensors.FromShapeForBackend(backend, 0, shapes.Make(dtype, cols, rows))
	if err != nil {
		return nil, err
	}
	switch dtype {
	case dtypes.Float32:
		err = transposeStored[float32](out, data, rows, cols)
	case dtypes.BFloat16:
		err = transposeStored[bfloat16.BFloat16](out, data, rows, cols)
	default:
		err = fmt.Errorf("transpose of a %s matrix, want float32 or bfloat16", dtype)
	}
	if err != nil {
		out.FinalizeAll()
		return nil, err
	}
	return out, nil
}

// transposeStored writes into out the transpose of the rows×cols matrix
// whose little-endian values are data.
func transposeStored[T float32 | bfloat16.BFloat16](out *tensors.Tensor, data []byte, rows, cols int) error {
	src, ok := viewAs[T](data)
	if !ok {
		return errors.New("stored bytes do not hold whole values")
	}
	var err error
	if merr := tensors.MutableFlatData(out, func(dst []T) { err = layers.TransposeInto(dst, src, rows, cols) }); merr != nil {
		return merr
	}
	return err
}

// viewAs returns data as values of T: the same memory when it is aligned
// for T (memory maps and safetensors' 8-byte aligned data section make it
// so), else a copy. Both read the values in the machine's byte order,
// little-endian on the platforms GoMLX runs on. ok is false when data
// does not hold a whole number of values.
func viewAs[T float32 | bfloat16.BFloat16](data []byte) (vals []T, ok bool) {
	var zero T
	n := len(data) / int(unsafe.Sizeof(zero))
	if n*int(unsafe.Sizeof(zero)) != len(data) {
		return nil, false
	}
	if n == 0 {
		return []T{}, true
	}
	p := unsafe.Pointer(unsafe.SliceData(data))
	if uintptr(p)%unsafe.Alignof(zero) == 0 {
		return unsafe.Slice((*T)(p), n), true
	}
	vals = make([]T, n)
	copy(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(vals))), len(data)), data)
	return vals, true
}

// padColumns returns matrix t [rows, cols] widened to [rows, width] with
// zero columns, a new tensor on backend; t itself when width = cols.
func padColumns(backend compute.Backend, t *tensors.Tensor, width int) (*tensors.Tensor, error) {
	dims := t.Shape().Dimensions
	if len(dims) != 2 || width < dims[1] {
		return nil, fmt.Errorf("cannot pad %s to %d columns", t.Shape(), width)
	}
	if width == dims[1] {
		return t, nil
	}
	out, err := tensors.FromShapeForBackend(backend, 0, shapes.Make(t.DType(), dims[0], width))
	if err != nil {
		return nil, err
	}
	es := t.DType().Size()
	from, to := dims[1]*es, width*es
	cerr := t.ConstBytes(func(src []byte) {
		err = out.MutableBytes(func(dst []byte) {
			for r := range dims[0] {
				row := dst[r*to : (r+1)*to]
				copy(row, src[r*from:(r+1)*from])
				clear(row[from:])
			}
		})
	})
	if err = errors.Join(cerr, err); err != nil {
		out.FinalizeAll()
		return nil, err
	}
	return out, nil
}
