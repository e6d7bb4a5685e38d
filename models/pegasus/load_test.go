package pegasus

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlx/compute"
	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/compute/dtypes/bfloat16"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/patsimp/patsimp/checkpoints"
	"github.com/patsimp/patsimp/models/backendtest"
)

// readOnly hides the ByteWeights side of its weights: LoadWeights then
// reads, converts and transposes each tensor through host tensors.
type readOnly struct{ checkpoints.Weights }

// misaligned lends copies of its weights' bytes starting at an odd
// address, which LoadWeights must copy before viewing them as values.
type misaligned struct{ checkpoints.ByteWeights }

func (m misaligned) WithBytes(name string, fn func(checkpoints.TensorInfo, []byte) error) error {
	return m.ByteWeights.WithBytes(name, func(info checkpoints.TensorInfo, data []byte) error {
		buf := make([]byte, len(data)+1)[1:]
		copy(buf, data)
		return fn(info, buf)
	})
}

// TestLoadPathsAgree: the variables loaded from the bytes of a memory-mapped
// safetensors file (copied and transposed straight into the backend's
// tensors), from misaligned bytes, from a file read with ReadAt, and through
// Read and host tensors are bit for bit the same, for float32 and bfloat16
// files and models, on each backend.
func TestLoadPathsAgree(t *testing.T) {
	backendtest.Run(t, func(t *testing.T, _ string, b compute.Backend) {
		for _, dir := range []string{"../../testdata/pegasus/tiny_random", "../../testdata/pegasus/tiny_trained"} {
			ckpt, err := checkpoints.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			cfg, err := ConfigFrom(ckpt.Config)
			if err != nil {
				t.Fatal(err)
			}
			f32 := filepath.Join(dir, checkpoints.SafetensorsFile)
			bf16 := writeBFloat16Copy(t, ckpt.Weights)
			ckpt.Close()
			for _, tc := range []struct {
				path  string
				dtype dtypes.DType
			}{{f32, dtypes.Float32}, {f32, dtypes.BFloat16}, {bf16, dtypes.BFloat16}, {bf16, dtypes.Float32}} {
				mapped, err := checkpoints.OpenSafetensors(tc.path)
				if err != nil {
					t.Fatal(err)
				}
				want := storeBytes(t, mustLoad(t, b, cfg, readOnly{mapped}, tc.dtype))
				kernels := 0
				for name := range want {
					if strings.Contains(name, "/kernel ") {
						kernels++
					}
				}
				for _, p := range ParameterShapes(cfg) {
					if p.Kernel {
						kernels--
					}
				}
				if kernels != 0 {
					t.Fatalf("%s: %d kernels more than the parameters' among %d variables", tc.path, kernels, len(want))
				}
				for _, w := range []checkpoints.Weights{mapped, misaligned{mapped}, readAt(t, tc.path)} {
					got := storeBytes(t, mustLoad(t, b, cfg, w, tc.dtype))
					if len(got) != len(want) {
						t.Fatalf("%s as %s (%T): %d variables, want %d", tc.path, tc.dtype, w, len(got), len(want))
					}
					for name, data := range want {
						if !bytes.Equal(got[name], data) {
							t.Errorf("%s as %s (%T): variable %s differs from the one loaded through host tensors", tc.path, tc.dtype, w, name)
						}
					}
				}
				mapped.Close()
			}
		}
	})
}

func mustLoad(t *testing.T, b compute.Backend, cfg Config, w checkpoints.Weights, dtype dtypes.DType) *Model {
	t.Helper()
	m, err := LoadWeights(b, cfg, w, dtype)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// storeBytes returns the shape and bytes of every variable of m by path.
func storeBytes(t *testing.T, m *Model) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for v := range m.store.IterVariables() {
		val, err := v.Value()
		if err != nil {
			t.Fatal(err)
		}
		var data []byte
		if err := val.ConstBytes(func(b []byte) { data = bytes.Clone(b) }); err != nil {
			t.Fatal(err)
		}
		out[v.Path()+" "+val.Shape().String()] = data
	}
	return out
}

// readAt opens path with checkpoints.OpenSafetensorsReadAt: no memory map,
// WithBytes reads into new slices.
func readAt(t *testing.T, path string) checkpoints.Weights {
	t.Helper()
	s, err := checkpoints.OpenSafetensorsReadAt(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// writeBFloat16Copy writes w's tensors converted to bfloat16 into a
// temporary safetensors file and returns its path.
func writeBFloat16Copy(t *testing.T, w checkpoints.Weights) string {
	t.Helper()
	var ts []checkpoints.TensorData
	for _, n := range w.Names() {
		info, _ := w.Info(n)
		tt, err := w.Read(n, dtypes.BFloat16)
		if err != nil {
			t.Fatal(err)
		}
		vals, err := tensors.CopyFlatData[bfloat16.BFloat16](tt)
		if err != nil {
			t.Fatal(err)
		}
		info.DType = dtypes.BFloat16
		ts = append(ts, checkpoints.TensorData{Info: info, Fill: func(w io.Writer) error {
			buf := make([]byte, 0, 2*len(vals))
			for _, v := range vals {
				buf = append(buf, byte(v), byte(v>>8))
			}
			_, err := w.Write(buf)
			return err
		}})
	}
	path := filepath.Join(t.TempDir(), strings.TrimSuffix(checkpoints.SafetensorsFile, ".safetensors")+".bf16.safetensors")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := checkpoints.WriteSafetensors(f, ts, nil); err != nil {
		t.Fatal(err)
	}
	return path
}

// failing fails to lend one tensor, with an error naming it as the
// checkpoints package's do.
type failing struct {
	checkpoints.ByteWeights
	name string
}

func (f failing) WithBytes(name string, fn func(checkpoints.TensorInfo, []byte) error) error {
	if name == f.name {
		return fmt.Errorf("%s: reading tensor %q: %w", f.Path(), name, errors.New("disk on fire"))
	}
	return f.ByteWeights.WithBytes(name, fn)
}

// TestLoadFailure: a tensor that cannot be read fails the load, naming it.
func TestLoadFailure(t *testing.T) {
	dir := "../../testdata/pegasus/tiny_random"
	ckpt, err := checkpoints.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer ckpt.Close()
	cfg, err := ConfigFrom(ckpt.Config)
	if err != nil {
		t.Fatal(err)
	}
	bw := ckpt.Weights.(checkpoints.ByteWeights)
	for _, name := range []string{"model.shared.weight", "model.decoder.layers.1.fc2.bias"} {
		_, err := LoadWeights(backendtest.Get(t, backendtest.Go), cfg, failing{bw, name}, dtypes.Float32)
		if err == nil || !strings.Contains(err.Error(), "disk on fire") || strings.Count(err.Error(), name) != 1 {
			t.Errorf("%s unreadable: %v", name, err)
		}
	}
	// A tensor the loader cannot use fails it too, named once.
	_, err = LoadWeights(backendtest.Get(t, backendtest.Go), cfg, truncating{bw}, dtypes.Float32)
	if err == nil || !strings.Contains(err.Error(), "model.shared.weight") || !strings.Contains(err.Error(), "whole values") {
		t.Errorf("truncated tensor: %v", err)
	}
}

// truncating lends the shared embedding one byte short.
type truncating struct{ checkpoints.ByteWeights }

func (tr truncating) WithBytes(name string, fn func(checkpoints.TensorInfo, []byte) error) error {
	return tr.ByteWeights.WithBytes(name, func(info checkpoints.TensorInfo, data []byte) error {
		if name == "model.shared.weight" {
			data = data[:len(data)-1]
		}
		return fn(info, data)
	})
}
