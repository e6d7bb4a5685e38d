package checkpoints

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/gomlx/core/tensors"
)

// readAtSafetensors opens path with OpenSafetensorsReadAt, the ReadAt path
// that OpenSafetensors falls back to without memory mapping.
func readAtSafetensors(t *testing.T, path string) *Safetensors {
	t.Helper()
	s, err := OpenSafetensorsReadAt(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func tensorBytes(t *testing.T, tt *tensors.Tensor) []byte {
	t.Helper()
	var b []byte
	if err := tt.ConstBytes(func(data []byte) { b = bytes.Clone(data) }); err != nil {
		t.Fatal(err)
	}
	return b
}

// TestMappedMatchesReadAt: a memory-mapped file and the same file read
// with ReadAt give identical tensors (as stored and converted) and
// identical lent bytes, which are the stored tensor's.
func TestMappedMatchesReadAt(t *testing.T) {
	var paths []string
	for _, dir := range []string{"tiny_random", "tiny_trained", "tiny_text"} {
		paths = append(paths, filepath.Join(fixtures, dir, SafetensorsFile))
	}
	paths = append(paths, filepath.Join(fixtures, "tiny_random", "fixtures.safetensors"))
	for _, path := range paths {
		mapped, err := OpenSafetensors(path)
		if err != nil {
			t.Fatal(err)
		}
		if runtime.GOOS == "linux" && mapped.mapped == nil {
			t.Errorf("%s: not memory-mapped", path)
		}
		plain := readAtSafetensors(t, path)
		if plain.mapped != nil {
			t.Fatalf("%s: OpenSafetensorsReadAt mapped the file", path)
		}
		for _, n := range mapped.Names() {
			info, _ := mapped.Info(n)
			var lent [2][]byte
			for i, s := range []*Safetensors{mapped, plain} {
				err := s.WithBytes(n, func(got TensorInfo, data []byte) error {
					if got.DType != info.DType || !slices.Equal(got.Shape, info.Shape) {
						t.Errorf("%s: %s: WithBytes info %+v, want %+v", path, n, got, info)
					}
					lent[i] = bytes.Clone(data)
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(lent[0], lent[1]) {
				t.Errorf("%s: %s: lent bytes differ between mapped and ReadAt", path, n)
			}
			dts := []dtypes.DType{info.DType}
			if isFloat(info.DType) {
				dts = []dtypes.DType{dtypes.Float32, dtypes.BFloat16, dtypes.Float64, dtypes.Float16}
			}
			for _, dt := range dts {
				a, err := mapped.Read(n, dt)
				if err != nil {
					t.Fatal(err)
				}
				b, err := plain.Read(n, dt)
				if err != nil {
					t.Fatal(err)
				}
				ab, bb := tensorBytes(t, a), tensorBytes(t, b)
				if !a.Shape().Equal(b.Shape()) || !bytes.Equal(ab, bb) {
					t.Errorf("%s: %s as %s: mapped %s and ReadAt %s tensors differ", path, n, dt, a.Shape(), b.Shape())
				}
				if dt == info.DType && !bytes.Equal(ab, lent[0]) {
					t.Errorf("%s: %s: Read and WithBytes differ", path, n)
				}
			}
		}
		if err := mapped.Close(); err != nil {
			t.Fatal(err)
		}
		// After Close the reads fail instead of touching unmapped memory.
		n := mapped.Names()[0]
		if _, err := mapped.Read(n, dtypes.Float32); err == nil {
			t.Errorf("%s: Read after Close succeeded", path)
		}
		if err := mapped.WithBytes(n, func(TensorInfo, []byte) error { return nil }); err == nil {
			t.Errorf("%s: WithBytes after Close succeeded", path)
		}
		if err := mapped.Close(); err != nil {
			t.Errorf("second Close: %v", err)
		}
	}
}

// sink keeps the compiler from dropping a read.
var sink []byte

func TestWithBytesErrors(t *testing.T) {
	path := filepath.Join(fixtures, "tiny_random", SafetensorsFile)
	mapped, err := OpenSafetensors(path)
	if err != nil {
		t.Fatal(err)
	}
	defer mapped.Close()
	sentinel := errors.New("sentinel")
	for _, s := range []*Safetensors{mapped, readAtSafetensors(t, path)} {
		if err := s.WithBytes("nope", func(TensorInfo, []byte) error { return nil }); err == nil || !strings.Contains(err.Error(), `no tensor "nope"`) {
			t.Errorf("missing tensor: %v", err)
		}
		if err := s.WithBytes(s.Names()[0], func(TensorInfo, []byte) error { return sentinel }); err != sentinel {
			t.Errorf("fn's error came back as %v", err)
		}
	}
}

// TestMappedFileTruncated: reading a tensor whose pages were cut off the
// mapped file (SIGBUS) returns an error instead of crashing.
func TestMappedFileTruncated(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("needs the linux mapping")
	}
	vals := make([]float32, 1<<16) // 256 KB: pages well past the header
	for i := range vals {
		vals[i] = float32(i)
	}
	path := filepath.Join(t.TempDir(), "w.safetensors")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteSafetensors(f, []TensorData{{TensorInfo{Name: "w", DType: dtypes.Float32, Shape: []int{len(vals)}}, float32Fill(vals)}}, nil); err != nil {
		t.Fatal(err)
	}
	f.Close()
	s, err := OpenSafetensors(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got := readAll(t, s, "w"); got[len(got)-1] != float32(len(vals)-1) || math.IsNaN(float64(got[0])) {
		t.Fatalf("read %v…", got[:4])
	}
	if err := os.Truncate(path, 4096); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Read("w", dtypes.Float32); err == nil || !strings.Contains(err.Error(), "memory fault") {
		t.Errorf("Read of a truncated mapping: %v", err)
	}
	err = s.WithBytes("w", func(_ TensorInfo, data []byte) error {
		sink = bytes.Clone(data)
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "memory fault") {
		t.Errorf("WithBytes of a truncated mapping: %v", err)
	}
}

// TestOpenSafetensorsReadAtErrors: a missing file and a damaged one are
// errors naming the file, for the ReadAt opener as for OpenSafetensors.
func TestOpenSafetensorsReadAtErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.safetensors")
	if err := os.WriteFile(bad, []byte("abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, open := range []func(string) (*Safetensors, error){OpenSafetensors, OpenSafetensorsReadAt} {
		if _, err := open(filepath.Join(dir, "missing.safetensors")); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("missing file: %v, want a not-exist error", err)
		}
		if _, err := open(bad); err == nil || !strings.Contains(err.Error(), bad) || !strings.Contains(err.Error(), "truncated: 3 bytes") {
			t.Errorf("damaged file: %v, want its path and the truncation", err)
		}
	}
}
