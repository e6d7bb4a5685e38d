package checkpoints

import (
	"fmt"
	"os"
	"sort"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/nlpodyssey/gopickle/pytorch"
	"github.com/nlpodyssey/gopickle/types"
)

// PyTorchBin is a PyTorch state dict (pytorch_model.bin, the zip-pickle
// format of torch.save, or the legacy tar/pickle one) loaded into memory
// with gopickle. Only floating-point tensors are kept; tensors that share a
// storage (tied weights) each get their own entry.
type PyTorchBin struct {
	path    string
	tensors map[string]*pytorch.Tensor
	infos   map[string]TensorInfo
	names   []string
}

// OpenPyTorchBin loads a PyTorch state dict file.
func OpenPyTorchBin(path string) (p *PyTorchBin, err error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, fmt.Errorf("%s: malformed PyTorch file: %v", path, r)
		}
	}()
	obj, err := pytorch.Load(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	p = &PyTorchBin{path: path, tensors: map[string]*pytorch.Tensor{}, infos: map[string]TensorInfo{}}
	add := func(k, v any) error {
		name, ok := k.(string)
		if !ok {
			return fmt.Errorf("%s: state dict key %v is not a string", path, k)
		}
		t, ok := v.(*pytorch.Tensor)
		if !ok {
			return nil // non-tensor entries (e.g. metadata) are skipped
		}
		info, err := checkPyTorchTensor(name, t)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		p.tensors[name] = t
		p.infos[name] = info
		p.names = append(p.names, name)
		return nil
	}
	switch d := obj.(type) {
	case *types.OrderedDict:
		for e := d.List.Front(); e != nil; e = e.Next() {
			entry := e.Value.(*types.OrderedDictEntry)
			if err := add(entry.Key, entry.Value); err != nil {
				return nil, err
			}
		}
	case *types.Dict:
		for _, entry := range *d {
			if err := add(entry.Key, entry.Value); err != nil {
				return nil, err
			}
		}
	default:
		return nil, fmt.Errorf("%s: top-level object is %T, want a state dict", path, obj)
	}
	sort.Strings(p.names)
	return p, nil
}

// checkPyTorchTensor describes t and checks that its strides and offset
// stay inside its storage.
func checkPyTorchTensor(name string, t *pytorch.Tensor) (TensorInfo, error) {
	var dt dtypes.DType
	var storageLen int
	switch s := t.Source.(type) {
	case *pytorch.FloatStorage:
		dt, storageLen = dtypes.Float32, len(s.Data)
	case *pytorch.HalfStorage:
		dt, storageLen = dtypes.Float16, len(s.Data)
	case *pytorch.BFloat16Storage:
		dt, storageLen = dtypes.BFloat16, len(s.Data)
	case *pytorch.DoubleStorage:
		dt, storageLen = dtypes.Float64, len(s.Data)
	default:
		return TensorInfo{}, fmt.Errorf("tensor %q: unsupported storage %T", name, t.Source)
	}
	if len(t.Stride) != len(t.Size) {
		return TensorInfo{}, fmt.Errorf("tensor %q: %d strides for %d dimensions", name, len(t.Stride), len(t.Size))
	}
	last := t.StorageOffset
	for i, d := range t.Size {
		if d < 0 || t.Stride[i] < 0 {
			return TensorInfo{}, fmt.Errorf("tensor %q: bad size %v or stride %v", name, t.Size, t.Stride)
		}
		if d == 0 {
			last = -1
			break
		}
		last += (d - 1) * t.Stride[i]
	}
	if t.StorageOffset < 0 || last >= storageLen {
		return TensorInfo{}, fmt.Errorf("tensor %q: size %v stride %v offset %d overruns its storage of %d values",
			name, t.Size, t.Stride, t.StorageOffset, storageLen)
	}
	return TensorInfo{Name: name, DType: dt, Shape: append([]int(nil), t.Size...)}, nil
}

// Path returns the file name the tensors come from.
func (p *PyTorchBin) Path() string { return p.path }

// Names returns the tensor names, sorted.
func (p *PyTorchBin) Names() []string { return p.names }

// Info describes the named tensor.
func (p *PyTorchBin) Info(name string) (TensorInfo, bool) {
	i, ok := p.infos[name]
	return i, ok
}

// Read returns the named tensor converted to dtype.
func (p *PyTorchBin) Read(name string, dtype dtypes.DType) (*tensors.Tensor, error) {
	t, ok := p.tensors[name]
	if !ok {
		return nil, fmt.Errorf("%s: no tensor %q", p.path, name)
	}
	var data []float32
	switch s := t.Source.(type) {
	case *pytorch.FloatStorage:
		data = s.Data
	case *pytorch.HalfStorage:
		data = s.Data
	case *pytorch.BFloat16Storage:
		data = s.Data
	case *pytorch.DoubleStorage:
		data = make([]float32, len(s.Data))
		for i, x := range s.Data {
			data[i] = float32(x)
		}
	}
	vals := gatherStrided(data, t.StorageOffset, t.Size, t.Stride)
	out, err := fromFloat32s(vals, dtype, t.Size)
	if err != nil {
		return nil, fmt.Errorf("%s: tensor %q: %w", p.path, name, err)
	}
	return out, nil
}

// gatherStrided copies a strided view of data into a dense row-major slice.
func gatherStrided(data []float32, offset int, size, stride []int) []float32 {
	n := 1
	for _, d := range size {
		n *= d
	}
	out := make([]float32, 0, n)
	if n == 0 {
		return out
	}
	idx := make([]int, len(size))
	for range n {
		pos := offset
		for i, j := range idx {
			pos += j * stride[i]
		}
		out = append(out, data[pos])
		for i := len(idx) - 1; i >= 0; i-- {
			idx[i]++
			if idx[i] < size[i] {
				break
			}
			idx[i] = 0
		}
	}
	return out
}

// Close releases the loaded tensors.
func (p *PyTorchBin) Close() error {
	p.tensors = nil
	return nil
}
