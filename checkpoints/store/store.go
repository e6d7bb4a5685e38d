// Package store saves and restores every variable of a GoMLX model.Store —
// weights, optimizer moments, step counters and the random-number state —
// in one safetensors file, written atomically, with string metadata beside
// it. patsimp's own models (ACCESS) use it for training checkpoints that a
// killed run resumes from, and for the weights that inference loads.
//
// Variable paths are the tensor names ("/encoder/layer_0/ffn/fc1/dense/weights").
// Non-trainable variables are listed in the metadata key "nontrainable"
// (a JSON array), so that they are restored as such.
package store

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"sort"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/dtypes/bfloat16"
	"github.com/gomlx/compute/shapes"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/internal/atomicfile"
)

// compactKey marks a checkpoint written by Compact (value compactBF16):
// its bfloat16 tensors stand for float32 variables.
const (
	compactKey  = "compact"
	compactBF16 = "bf16"
)

// nonTrainableKey is the metadata key listing non-trainable variables.
const nonTrainableKey = "nontrainable"

// maxHeader bounds the JSON header size a reader accepts (100 MB, as the
// safetensors library does).
const maxHeader = 100 << 20

var dtypeNames = map[dtypes.DType]string{
	dtypes.Float64: "F64", dtypes.Float32: "F32", dtypes.Float16: "F16", dtypes.BFloat16: "BF16",
	dtypes.Int64: "I64", dtypes.Int32: "I32", dtypes.Int16: "I16", dtypes.Int8: "I8",
	dtypes.Uint64: "U64", dtypes.Uint32: "U32", dtypes.Uint16: "U16", dtypes.Uint8: "U8",
	dtypes.Bool: "BOOL",
}

func dtypeFromName(name string) (dtypes.DType, bool) {
	for d, n := range dtypeNames {
		if n == name {
			return d, true
		}
	}
	return dtypes.InvalidDType, false
}

type headerEntry struct {
	DType   string   `json:"dtype"`
	Shape   []int    `json:"shape"`
	Offsets [2]int64 `json:"data_offsets"`
}

// Filter selects the variables to save; nil saves all.
type Filter func(v *model.Variable) bool

// Save writes the variables of s selected by keep (nil: all) and meta to
// path, atomically (a crash leaves the previous file in place).
func Save(path string, s *model.Store, meta map[string]string, keep Filter) error {
	var vars []*model.Variable
	for v := range s.IterVariables() {
		if keep == nil || keep(v) {
			vars = append(vars, v)
		}
	}
	sort.Slice(vars, func(i, j int) bool { return vars[i].Path() < vars[j].Path() })
	var nonTrainable []string
	header := map[string]any{}
	blobs := make([][]byte, len(vars))
	var off int64
	for i, v := range vars {
		t, err := v.Value()
		if err != nil {
			return fmt.Errorf("saving %s: variable %s: %w", path, v.Path(), err)
		}
		name, ok := dtypeNames[t.DType()]
		if !ok {
			return fmt.Errorf("saving %s: variable %s: unsupported dtype %s", path, v.Path(), t.DType())
		}
		if err := t.ConstBytes(func(b []byte) { blobs[i] = bytes.Clone(b) }); err != nil {
			return fmt.Errorf("saving %s: variable %s: %w", path, v.Path(), err)
		}
		dims := t.Shape().Dimensions
		if dims == nil {
			dims = []int{}
		}
		header[v.Path()] = headerEntry{DType: name, Shape: dims, Offsets: [2]int64{off, off + int64(len(blobs[i]))}}
		off += int64(len(blobs[i]))
		if !v.Trainable {
			nonTrainable = append(nonTrainable, v.Path())
		}
	}
	md := map[string]string{}
	for k, v := range meta {
		md[k] = v
	}
	nt, err := json.Marshal(nonTrainable)
	if err != nil {
		return err
	}
	md[nonTrainableKey] = string(nt)
	header["__metadata__"] = md
	return writeFile(path, header, blobs)
}

// writeFile writes a safetensors header (tensor entries and
// "__metadata__") and the tensor bytes in header order to path, atomically.
func writeFile(path string, header map[string]any, blobs [][]byte) error {
	hb, err := json.Marshal(header)
	if err != nil {
		return fmt.Errorf("saving %s: %w", path, err)
	}
	for len(hb)%8 != 0 {
		hb = append(hb, ' ')
	}
	return atomicfile.Write(path, 0o644, func(w io.Writer) error {
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(hb)))
		if _, err := w.Write(n[:]); err != nil {
			return err
		}
		if _, err := w.Write(hb); err != nil {
			return err
		}
		for _, b := range blobs {
			if _, err := w.Write(b); err != nil {
				return err
			}
		}
		return nil
	})
}

// File is a parsed checkpoint held in memory.
type File struct {
	// Meta is the string metadata saved with the variables.
	Meta    map[string]string
	names   []string
	entries map[string]headerEntry
	data    []byte
	nonTr   map[string]bool
}

// Names lists the variable paths in the file, sorted.
func (f *File) Names() []string { return f.names }

// ReadFile reads and validates the checkpoint at path.
func ReadFile(path string) (*File, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	f, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("checkpoint %s: %w", path, err)
	}
	return f, nil
}

// Parse validates a checkpoint held in b: header length, JSON, dtypes,
// shapes and byte ranges. Errors give the byte offset or tensor name.
func Parse(b []byte) (*File, error) {
	if len(b) < 8 {
		return nil, fmt.Errorf("byte 0: file of %d bytes is too short for a header length", len(b))
	}
	n := binary.LittleEndian.Uint64(b[:8])
	if n > maxHeader || n > uint64(len(b)-8) {
		return nil, fmt.Errorf("byte 0: header length %d exceeds the file (%d bytes) or the %d limit", n, len(b), maxHeader)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b[8:8+n], &raw); err != nil {
		return nil, fmt.Errorf("byte 8: header JSON: %w", err)
	}
	f := &File{entries: map[string]headerEntry{}, data: b[8+n:], nonTr: map[string]bool{}}
	if m, ok := raw["__metadata__"]; ok {
		if err := json.Unmarshal(m, &f.Meta); err != nil {
			return nil, fmt.Errorf("header __metadata__: %w", err)
		}
		delete(raw, "__metadata__")
	}
	if s, ok := f.Meta[nonTrainableKey]; ok {
		var list []string
		if err := json.Unmarshal([]byte(s), &list); err != nil {
			return nil, fmt.Errorf("metadata %q: %w", nonTrainableKey, err)
		}
		for _, p := range list {
			f.nonTr[p] = true
		}
	}
	for name, m := range raw {
		var e headerEntry
		if err := json.Unmarshal(m, &e); err != nil {
			return nil, fmt.Errorf("tensor %q: %w", name, err)
		}
		dt, ok := dtypeFromName(e.DType)
		if !ok {
			return nil, fmt.Errorf("tensor %q: unknown dtype %q", name, e.DType)
		}
		size := int64(dt.Size())
		for _, d := range e.Shape {
			if d < 0 || (d > 0 && size > math.MaxInt64/int64(d)) {
				return nil, fmt.Errorf("tensor %q: bad shape %v", name, e.Shape)
			}
			size *= int64(d)
		}
		if e.Offsets[0] < 0 || e.Offsets[1] < e.Offsets[0] || e.Offsets[1] > int64(len(f.data)) || e.Offsets[1]-e.Offsets[0] != size {
			return nil, fmt.Errorf("tensor %q: data offsets %v do not hold %d bytes within the %d-byte data section", name, e.Offsets, size, len(f.data))
		}
		f.entries[name] = e
		f.names = append(f.names, name)
	}
	slices.Sort(f.names)
	return f, nil
}

// Tensor returns a copy of the named variable's value.
func (f *File) Tensor(name string) (*tensors.Tensor, error) {
	e, ok := f.entries[name]
	if !ok {
		return nil, fmt.Errorf("checkpoint has no variable %q", name)
	}
	dt, _ := dtypeFromName(e.DType)
	t := tensors.FromShape(shapes.Make(dt, e.Shape...))
	err := t.MutableBytes(func(b []byte) { copy(b, f.data[e.Offsets[0]:e.Offsets[1]]) })
	if err != nil {
		return nil, fmt.Errorf("variable %q: %w", name, err)
	}
	return t, nil
}

// Restore sets every variable of the file in s, creating missing ones and
// checking the shapes of existing ones. The bfloat16 tensors of a compact
// checkpoint (see Compact) are widened to float32.
func (f *File) Restore(s *model.Store) error {
	for _, name := range f.names {
		t, err := f.Tensor(name)
		if err != nil {
			return err
		}
		if t.DType() == dtypes.BFloat16 && f.Meta[compactKey] == compactBF16 {
			t = widen(t)
		}
		v := s.GetVariable(name)
		if v == nil {
			if v, err = s.CreateVariable(name, t); err != nil {
				return fmt.Errorf("restoring %s: %w", name, err)
			}
		} else {
			if !v.Shape().Equal(t.Shape()) {
				return fmt.Errorf("restoring %s: checkpoint shape %s, model shape %s", name, t.Shape(), v.Shape())
			}
			if err := v.SetValue(t); err != nil {
				return fmt.Errorf("restoring %s: %w", name, err)
			}
		}
		v.SetTrainable(!f.nonTr[name])
	}
	return nil
}

// Load reads the checkpoint at path into s and returns its metadata.
func Load(path string, s *model.Store) (map[string]string, error) {
	f, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	if err := f.Restore(s); err != nil {
		return nil, fmt.Errorf("checkpoint %s: %w", path, err)
	}
	return f.Meta, nil
}

// Compact writes a copy of the checkpoint at src to dst with every float32
// tensor stored as bfloat16 (round to nearest even): half the size, about
// three significant digits, for shipping inference weights. Restore widens
// them back to float32. Other dtypes and the metadata are kept.
func Compact(src, dst string) error {
	f, err := ReadFile(src)
	if err != nil {
		return err
	}
	header := map[string]any{}
	blobs := make([][]byte, len(f.names))
	var off int64
	for i, name := range f.names {
		e := f.entries[name]
		b := f.data[e.Offsets[0]:e.Offsets[1]]
		if e.DType == dtypeNames[dtypes.Float32] {
			out := make([]byte, len(b)/2)
			for j := 0; j+4 <= len(b); j += 4 {
				x := math.Float32frombits(binary.LittleEndian.Uint32(b[j:]))
				binary.LittleEndian.PutUint16(out[j/2:], uint16(bfloat16.FromFloat32(x)))
			}
			b, e.DType = out, dtypeNames[dtypes.BFloat16]
		}
		blobs[i] = b
		e.Offsets = [2]int64{off, off + int64(len(b))}
		off += int64(len(b))
		header[name] = e
	}
	md := map[string]string{}
	for k, v := range f.Meta {
		md[k] = v
	}
	md[compactKey] = compactBF16
	header["__metadata__"] = md
	return writeFile(dst, header, blobs)
}

// widen converts a bfloat16 tensor to float32 (exactly).
func widen(t *tensors.Tensor) *tensors.Tensor {
	out := tensors.FromShape(shapes.Make(dtypes.Float32, t.Shape().Dimensions...))
	tensors.MustConstFlatData(t, func(in []bfloat16.BFloat16) {
		tensors.MustMutableFlatData(out, func(o []float32) {
			for i, v := range in {
				o[i] = v.Float32()
			}
		})
	})
	return out
}
