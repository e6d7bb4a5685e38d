package checkpoints

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	pathpkg "path"
	"sort"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/nlpodyssey/gopickle/pickle"
	"github.com/nlpodyssey/gopickle/pytorch"
	"github.com/nlpodyssey/gopickle/types"
)

// PyTorchBin is a PyTorch state dict (pytorch_model.bin in the zip-pickle
// format torch.save has written since PyTorch 1.6) loaded into memory with
// gopickle. Only floating-point tensors are kept; tensors that share a
// storage (tied weights) each get their own entry.
type PyTorchBin struct {
	path    string
	tensors map[string]*pytorch.Tensor
	infos   map[string]TensorInfo
	names   []string
}

// OpenPyTorchBin loads a PyTorch state dict file.
func OpenPyTorchBin(path string) (p *PyTorchBin, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, fmt.Errorf("%s: malformed PyTorch file: %v", path, r)
		}
	}()
	obj, err := loadTorchZip(path)
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

// maxPickle bounds the data.pkl record of a PyTorch zip file.
const maxPickle = 256 << 20

// storageClasses maps the torch storage classes a state dict may name to
// gopickle's implementations, with their element sizes in the file.
var storageClasses = map[string]struct {
	class pytorch.StorageClassInterface
	size  int
}{
	"torch.FloatStorage":    {&pytorch.FloatStorageClass{}, 4},
	"torch.HalfStorage":     {&pytorch.HalfStorageClass{}, 2},
	"torch.BFloat16Storage": {&pytorch.BFloat16StorageClass{}, 2},
	"torch.DoubleStorage":   {&pytorch.DoubleStorageClass{}, 8},
	"torch.LongStorage":     {&pytorch.LongStorageClass{}, 8},
	"torch.IntStorage":      {&pytorch.IntStorageClass{}, 4},
	"torch.ShortStorage":    {&pytorch.ShortStorageClass{}, 2},
	"torch.CharStorage":     {&pytorch.CharStorageClass{}, 1},
	"torch.ByteStorage":     {&pytorch.ByteStorageClass{}, 1},
	"torch.BoolStorage":     {&pytorch.BoolStorageClass{}, 1},
}

// storageRef is a storage class resolved while unpickling, with its element size.
type storageRef struct {
	pytorch.StorageClassInterface
	elemSize int
}

// loadTorchZip unpickles the data.pkl of a torch.save zip archive with
// gopickle, loading storages from the archive's data/ records. Unlike
// gopickle's own loader it never trusts a size from the file before
// checking it: the pickle is scanned first (every length-prefixed argument
// must fit in it) and each storage's declared size must match its record.
func loadTorchZip(path string) (any, error) {
	if err := checkZipMagic(path); err != nil {
		return nil, err
	}
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	records := map[string]*zip.File{}
	var pkl *zip.File
	for _, f := range zr.File {
		_, base := pathpkg.Split(f.Name)
		if base == "data.pkl" {
			pkl = f
		}
		if dir := pathpkg.Base(pathpkg.Dir(f.Name)); dir == "data" {
			records[base] = f
		}
	}
	if pkl == nil {
		return nil, errors.New("no data.pkl record (not a torch.save archive)")
	}
	if pkl.UncompressedSize64 > maxPickle {
		return nil, fmt.Errorf("data.pkl is %d bytes, over the %d-byte limit", pkl.UncompressedSize64, maxPickle)
	}
	data, err := readRecord(pkl, int64(pkl.UncompressedSize64))
	if err != nil {
		return nil, fmt.Errorf("data.pkl: %w", err)
	}
	return unpickleStateDict(data, records)
}

// unpickleStateDict scans and unpickles a torch.save data.pkl stream whose
// storages are the given zip records (by key).
func unpickleStateDict(data []byte, records map[string]*zip.File) (obj any, err error) {
	defer func() {
		if r := recover(); r != nil {
			obj, err = nil, fmt.Errorf("data.pkl: malformed pickle: %v", r)
		}
	}()
	if err := scanPickle(data); err != nil {
		return nil, fmt.Errorf("data.pkl: %w", err)
	}
	u := pickle.NewUnpickler(bytes.NewReader(data))
	u.FindClass = func(module, name string) (any, error) {
		full := module + "." + name
		switch {
		case full == "torch._utils._rebuild_tensor_v2":
			return &pytorch.RebuildTensorV2{}, nil
		case full == "collections.OrderedDict":
			return &types.OrderedDictClass{}, nil
		}
		if sc, ok := storageClasses[full]; ok {
			return storageRef{sc.class, sc.size}, nil
		}
		return nil, fmt.Errorf("unsupported class %s in the pickle", full)
	}
	loaded := map[string]pytorch.StorageInterface{}
	u.PersistentLoad = func(id any) (any, error) {
		t, ok := id.(*types.Tuple)
		if !ok || t.Len() < 5 {
			return nil, fmt.Errorf("unexpected persistent id %v", id)
		}
		kind, _ := t.Get(0).(string)
		ref, okRef := t.Get(1).(storageRef)
		key, okKey := t.Get(2).(string)
		location, _ := t.Get(3).(string)
		size, okSize := t.Get(4).(int)
		if kind != "storage" || !okRef || !okKey || !okSize || size < 0 {
			return nil, fmt.Errorf("unexpected persistent id %v", id)
		}
		if s, ok := loaded[key]; ok {
			return s, nil
		}
		rec, ok := records[key]
		if !ok {
			return nil, fmt.Errorf("storage %q: no data/%s record", key, key)
		}
		if want := uint64(size) * uint64(ref.elemSize); rec.UncompressedSize64 != want {
			return nil, fmt.Errorf("storage %q: record has %d bytes, the pickle declares %d values of %d bytes",
				key, rec.UncompressedSize64, size, ref.elemSize)
		}
		raw, err := readRecord(rec, int64(rec.UncompressedSize64))
		if err != nil {
			return nil, fmt.Errorf("storage %q: %w", key, err)
		}
		s := ref.New(size, location)
		if err := s.SetFromFileWithSize(bytes.NewReader(raw), size); err != nil {
			return nil, fmt.Errorf("storage %q: %w", key, err)
		}
		loaded[key] = s
		return s, nil
	}
	return u.Load()
}

// readRecord reads a zip record of the given size, checking its length.
func readRecord(f *zip.File, size int64) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	buf := make([]byte, size)
	if _, err := io.ReadFull(rc, buf); err != nil {
		return nil, fmt.Errorf("truncated record %s: %w", f.Name, err)
	}
	return buf, nil
}

// checkZipMagic refuses files that are not zip archives: the legacy
// torch.save format is not supported (gopickle can loop forever on
// damaged legacy files).
func checkZipMagic(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var magic [4]byte
	if _, err := io.ReadFull(f, magic[:]); err != nil || string(magic[:]) != "PK\x03\x04" {
		return fmt.Errorf("%s: not a PyTorch zip checkpoint (legacy torch.save files are not supported; re-save with PyTorch ≥ 1.6 or convert to safetensors)", path)
	}
	return nil
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
