package checkpoints

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"
	"unsafe"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/shapes"
	"github.com/gomlx/gomlx/core/tensors"
)

// maxSafetensorsHeader bounds the JSON header of a safetensors file (the
// format's own limit is 100 MB).
const maxSafetensorsHeader = 100 << 20

// safetensorsDTypes maps the format's dtype names to GoMLX dtypes.
var safetensorsDTypes = map[string]dtypes.DType{
	"F64": dtypes.Float64, "F32": dtypes.Float32, "F16": dtypes.Float16, "BF16": dtypes.BFloat16,
	"I64": dtypes.Int64, "I32": dtypes.Int32, "I16": dtypes.Int16, "I8": dtypes.Int8,
	"U8": dtypes.Uint8, "BOOL": dtypes.Bool,
}

// Safetensors is an open .safetensors file: the header is parsed on open,
// tensor data is read on demand, one tensor at a time. A file opened by
// path is memory-mapped (read-only) where the platform allows it, so that
// WithBytes lends tensors without copying them; Close unmaps it.
// Read and WithBytes are safe for concurrent use, but not concurrently
// with Close.
type Safetensors struct {
	path    string
	r       io.ReaderAt
	mapped  []byte // the whole file, memory-mapped; nil when read through r
	closer  io.Closer
	base    int64 // file offset of the data section
	infos   map[string]TensorInfo
	offsets map[string][2]int64 // data-section byte range of each tensor
	names   []string
	meta    map[string]string
}

// OpenSafetensors opens a safetensors file and parses its header. The file
// is memory-mapped when the platform supports it (unix), else, or when
// mapping fails, read with ReadAt as ParseSafetensors does.
func OpenSafetensors(path string) (*Safetensors, error) {
	f, size, err := openSized(path)
	if err != nil {
		return nil, err
	}
	if data := mapFile(f, size); data != nil {
		s, err := ParseSafetensors(path, bytes.NewReader(data), int64(len(data)))
		if err != nil {
			unmapFile(data)
			f.Close()
			return nil, err
		}
		// Reads after Close go to the closed file and fail, instead of
		// touching the unmapped memory.
		s.r, s.mapped, s.closer = f, data, &mapping{f: f, data: data}
		return s, nil
	}
	return readAtFile(path, f, size)
}

// OpenSafetensorsReadAt opens a safetensors file like OpenSafetensors but
// never memory-maps it: every read, WithBytes' included, copies the
// tensor's bytes from the file with ReadAt.
func OpenSafetensorsReadAt(path string) (*Safetensors, error) {
	f, size, err := openSized(path)
	if err != nil {
		return nil, err
	}
	return readAtFile(path, f, size)
}

// openSized opens path and returns its size.
func openSized(path string) (*os.File, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, st.Size(), nil
}

// readAtFile parses the open file f of the given size, read with ReadAt;
// Close closes f (closed here on error).
func readAtFile(path string, f *os.File, size int64) (*Safetensors, error) {
	s, err := ParseSafetensors(path, f, size)
	if err != nil {
		f.Close()
		return nil, err
	}
	s.closer = f
	return s, nil
}

// mapping is the memory-mapped file behind a Safetensors.
type mapping struct {
	f    *os.File
	data []byte
}

// Close unmaps the file and closes it.
func (m *mapping) Close() error {
	return errors.Join(unmapFile(m.data), m.f.Close())
}

// ParseSafetensors parses the header of a safetensors file of the given
// size read through r, checking that every tensor's byte range is inside
// the file and matches its dtype and shape. name labels errors.
func ParseSafetensors(name string, r io.ReaderAt, size int64) (*Safetensors, error) {
	if size < 8 {
		return nil, fmt.Errorf("%s: truncated: %d bytes, a safetensors file needs at least 8", name, size)
	}
	var lenBuf [8]byte
	if _, err := r.ReadAt(lenBuf[:], 0); err != nil {
		return nil, fmt.Errorf("%s: reading header length: %w", name, err)
	}
	n := binary.LittleEndian.Uint64(lenBuf[:])
	if n > maxSafetensorsHeader {
		return nil, fmt.Errorf("%s: header length %d at byte 0 exceeds the %d-byte limit (not a safetensors file?)", name, n, maxSafetensorsHeader)
	}
	if int64(n) > size-8 {
		return nil, fmt.Errorf("%s: truncated: header needs %d bytes after byte 8, file has %d", name, n, size-8)
	}
	header := make([]byte, n)
	if _, err := r.ReadAt(header, 8); err != nil {
		return nil, fmt.Errorf("%s: reading header: %w", name, err)
	}
	var raw map[string]json.RawMessage
	if err := decodeJSON(name+" (header at byte 8)", header, &raw); err != nil {
		return nil, err
	}
	s := &Safetensors{
		path: name, r: r, base: 8 + int64(n),
		infos: map[string]TensorInfo{}, offsets: map[string][2]int64{},
	}
	dataLen := size - s.base
	for key, msg := range raw {
		if key == "__metadata__" {
			if err := json.Unmarshal(msg, &s.meta); err != nil {
				return nil, fmt.Errorf("%s: __metadata__: %w", name, err)
			}
			continue
		}
		var e struct {
			DType       string  `json:"dtype"`
			Shape       []int   `json:"shape"`
			DataOffsets []int64 `json:"data_offsets"`
		}
		if err := json.Unmarshal(msg, &e); err != nil {
			return nil, fmt.Errorf("%s: tensor %q: %w", name, key, err)
		}
		dt, ok := safetensorsDTypes[e.DType]
		if !ok {
			return nil, fmt.Errorf("%s: tensor %q: unsupported dtype %q", name, key, e.DType)
		}
		if len(e.DataOffsets) != 2 {
			return nil, fmt.Errorf("%s: tensor %q: data_offsets has %d values, want 2", name, key, len(e.DataOffsets))
		}
		begin, end := e.DataOffsets[0], e.DataOffsets[1]
		if begin < 0 || end < begin {
			return nil, fmt.Errorf("%s: tensor %q: bad data_offsets [%d, %d]", name, key, begin, end)
		}
		if end > dataLen {
			return nil, fmt.Errorf("%s: truncated: tensor %q ends at byte %d, file has %d", name, key, s.base+end, size)
		}
		count := int64(1)
		for _, d := range e.Shape {
			if d < 0 || (d > 0 && count > dataLen/int64(d)) {
				return nil, fmt.Errorf("%s: tensor %q: bad shape %v", name, key, e.Shape)
			}
			count *= int64(d)
		}
		if want := count * int64(dt.Size()); want != end-begin {
			return nil, fmt.Errorf("%s: tensor %q: %s%v needs %d bytes, data_offsets give %d", name, key, e.DType, e.Shape, want, end-begin)
		}
		s.infos[key] = TensorInfo{Name: key, DType: dt, Shape: e.Shape}
		s.offsets[key] = [2]int64{begin, end}
		s.names = append(s.names, key)
	}
	sort.Strings(s.names)
	return s, nil
}

// Path returns the file name the tensors come from.
func (s *Safetensors) Path() string { return s.path }

// Names returns the tensor names, sorted.
func (s *Safetensors) Names() []string { return s.names }

// Metadata returns the header's __metadata__ map (nil when absent).
func (s *Safetensors) Metadata() map[string]string { return s.meta }

// Info describes the named tensor.
func (s *Safetensors) Info(name string) (TensorInfo, bool) {
	i, ok := s.infos[name]
	return i, ok
}

// Read loads the named tensor converted to dtype. From a memory-mapped
// file the values are copied (or converted) straight from the mapping.
func (s *Safetensors) Read(name string, dtype dtypes.DType) (t *tensors.Tensor, err error) {
	info, ok := s.infos[name]
	if !ok {
		return nil, fmt.Errorf("%s: no tensor %q", s.path, name)
	}
	off := s.offsets[name]
	if s.mapped != nil {
		err = s.withMapped(name, off, func(data []byte) error {
			var cerr error
			if t, cerr = fromLittleEndian(data, info.DType, dtype, info.Shape); cerr != nil {
				return fmt.Errorf("%s: tensor %q: %w", s.path, name, cerr)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		return t, nil
	}
	if info.DType == dtype {
		// Stored as wanted: read straight into the tensor (the header's
		// byte ranges were checked against the shapes when parsing).
		t := tensors.FromShape(shapes.Make(dtype, info.Shape...))
		var rerr error
		if err := t.MutableBytes(func(data []byte) { _, rerr = s.r.ReadAt(data, s.base+off[0]) }); err != nil {
			return nil, fmt.Errorf("%s: tensor %q: %w", s.path, name, err)
		}
		if rerr != nil {
			t.FinalizeAll()
			return nil, fmt.Errorf("%s: reading tensor %q at byte %d: %w", s.path, name, s.base+off[0], rerr)
		}
		return t, nil
	}
	buf, err := s.readAt(name, off)
	if err != nil {
		return nil, err
	}
	t, err = fromLittleEndian(buf, info.DType, dtype, info.Shape)
	if err != nil {
		return nil, fmt.Errorf("%s: tensor %q: %w", s.path, name, err)
	}
	return t, nil
}

// WithBytes calls fn with the named tensor's description and its bytes as
// stored: the little-endian values of info.DType, row-major. From a
// memory-mapped file data is a read-only view of the mapping, valid only
// until fn returns (its pages are then handed back to the page cache, so
// that a loader's resident memory does not grow by the file's size): fn
// must neither modify nor retain it. Otherwise data is read into a new
// slice. An error returned by fn is returned as is.
func (s *Safetensors) WithBytes(name string, fn func(info TensorInfo, data []byte) error) error {
	info, ok := s.infos[name]
	if !ok {
		return fmt.Errorf("%s: no tensor %q", s.path, name)
	}
	off := s.offsets[name]
	if s.mapped != nil {
		return s.withMapped(name, off, func(data []byte) error { return fn(info, data) })
	}
	buf, err := s.readAt(name, off)
	if err != nil {
		return err
	}
	return fn(info, buf)
}

// readAt reads the data-section byte range off of tensor name through s.r.
func (s *Safetensors) readAt(name string, off [2]int64) ([]byte, error) {
	buf := make([]byte, off[1]-off[0])
	if _, err := s.r.ReadAt(buf, s.base+off[0]); err != nil {
		return nil, fmt.Errorf("%s: reading tensor %q at byte %d: %w", s.path, name, s.base+off[0], err)
	}
	return buf, nil
}

// withMapped calls fn with the mapped bytes of tensor name (data-section
// range off), then releases their pages. A memory fault while fn reads the
// mapping (the file was truncated under it: the kernel raises SIGBUS)
// becomes an error instead of crashing the program; fn's other panics go
// on.
func (s *Safetensors) withMapped(name string, off [2]int64, fn func(data []byte) error) (err error) {
	begin, end := s.base+off[0], s.base+off[1]
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(interface{ Addr() uintptr })
			if !ok || !inside(f.Addr(), s.mapped) {
				panic(r)
			}
			err = fmt.Errorf("%s: tensor %q: memory fault reading bytes %d to %d of the mapped file (was it truncated or rewritten?): %v", s.path, name, begin, end, r)
		}
	}()
	defer releasePages(s.mapped, begin, end)
	return fn(s.mapped[begin:end:end])
}

// inside reports whether addr points into b.
func inside(addr uintptr, b []byte) bool {
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return addr >= start && addr-start < uintptr(len(b))
}

// Close unmaps and closes the file. Tensors read before stay valid.
func (s *Safetensors) Close() error {
	if s.closer == nil {
		return nil
	}
	err := s.closer.Close()
	s.closer, s.mapped = nil, nil
	return err
}
