package depparse

import (
	"bufio"
	"compress/gzip"
	"encoding/gob"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/gomlx/core/tensors"
	"github.com/gomlx/gomlx/ml/model"

	"github.com/patsimp/patsimp/internal/atomicfile"
)

// bundleMagic starts every model file (inside the gzip stream).
const bundleMagic = "patsimp-depparse/1"

// savedVar is one variable of a model store.
type savedVar struct {
	Path string
	Dims []int
	F32  []float32 // float32 variables
	I64  []int64   // integer variables (counters, RNG state), widened
	Kind string    // dtype name, to restore the exact dtype
}

// bundle is the on-disk form of a model (and, with optimizer variables and
// State, of a training checkpoint).
type bundle struct {
	Magic    string
	Config   Config
	Words    []string
	Prefixes []string
	Suffixes []string
	UPOS     []string
	Vars     []savedVar
	State    *trainState // nil in a released model
}

// modelScope is the store scope of the network's weights; optimizer state
// and counters live elsewhere.
const modelScope = "/parser"

// snapshot copies the store's variables (all of them, or only the model's).
func snapshot(store *model.Store, all bool) ([]savedVar, error) {
	var out []savedVar
	for v := range store.IterVariables() {
		if !all && !strings.HasPrefix(v.Path(), modelScope+"/") {
			continue
		}
		t, err := v.Value()
		if err != nil {
			return nil, fmt.Errorf("reading variable %s: %w", v.Path(), err)
		}
		sv := savedVar{Path: v.Path(), Dims: t.Shape().Dimensions, Kind: t.DType().String()}
		err = t.ConstFlatData(func(flat any) {
			switch d := flat.(type) {
			case []float32:
				sv.F32 = append([]float32(nil), d...)
			case []int64:
				sv.I64 = append([]int64(nil), d...)
			case []int32:
				for _, x := range d {
					sv.I64 = append(sv.I64, int64(x))
				}
			case []uint64:
				for _, x := range d {
					sv.I64 = append(sv.I64, int64(x))
				}
			case []uint32:
				for _, x := range d {
					sv.I64 = append(sv.I64, int64(x))
				}
			default:
				err = fmt.Errorf("variable %s: unsupported dtype %s", v.Path(), t.DType())
			}
		})
		if err != nil {
			return nil, err
		}
		out = append(out, sv)
	}
	return out, nil
}

// toTensor rebuilds a saved variable's tensor.
func (sv *savedVar) toTensor() (*tensors.Tensor, error) {
	n := 1
	for _, d := range sv.Dims {
		if d < 0 {
			return nil, fmt.Errorf("variable %s: negative dimension", sv.Path)
		}
		n *= d
	}
	switch sv.Kind {
	case dtypes.Float32.String():
		if len(sv.F32) != n {
			return nil, fmt.Errorf("variable %s: %d values for shape %v", sv.Path, len(sv.F32), sv.Dims)
		}
		return tensors.FromFlatDataAndDimensions(sv.F32, sv.Dims...), nil
	case dtypes.Int64.String():
		if len(sv.I64) != n {
			return nil, fmt.Errorf("variable %s: %d values for shape %v", sv.Path, len(sv.I64), sv.Dims)
		}
		return tensors.FromFlatDataAndDimensions(append([]int64(nil), sv.I64...), sv.Dims...), nil
	case dtypes.Int32.String(), dtypes.Uint64.String(), dtypes.Uint32.String():
		if len(sv.I64) != n {
			return nil, fmt.Errorf("variable %s: %d values for shape %v", sv.Path, len(sv.I64), sv.Dims)
		}
		switch sv.Kind {
		case dtypes.Int32.String():
			d := make([]int32, n)
			for i, x := range sv.I64 {
				d[i] = int32(x)
			}
			return tensors.FromFlatDataAndDimensions(d, sv.Dims...), nil
		case dtypes.Uint32.String():
			d := make([]uint32, n)
			for i, x := range sv.I64 {
				d[i] = uint32(x)
			}
			return tensors.FromFlatDataAndDimensions(d, sv.Dims...), nil
		default:
			d := make([]uint64, n)
			for i, x := range sv.I64 {
				d[i] = uint64(x)
			}
			return tensors.FromFlatDataAndDimensions(d, sv.Dims...), nil
		}
	}
	return nil, fmt.Errorf("variable %s: unsupported dtype %q", sv.Path, sv.Kind)
}

// restore puts saved variables into store, creating or overwriting them.
func restore(store *model.Store, vars []savedVar) error {
	for i := range vars {
		sv := &vars[i]
		t, err := sv.toTensor()
		if err != nil {
			return err
		}
		if v := store.GetVariable(sv.Path); v != nil {
			if err := v.SetValue(t); err != nil {
				return fmt.Errorf("setting variable %s: %w", sv.Path, err)
			}
			continue
		}
		if _, err := store.CreateVariable(sv.Path, t); err != nil {
			return fmt.Errorf("creating variable %s: %w", sv.Path, err)
		}
	}
	return nil
}

// writeBundle saves b to path atomically (gzip-compressed gob).
func writeBundle(path string, b *bundle) error {
	b.Magic = bundleMagic
	return atomicfile.Write(path, 0o644, func(w io.Writer) error {
		zw, err := gzip.NewWriterLevel(w, gzip.BestSpeed)
		if err != nil {
			return err
		}
		if err := gob.NewEncoder(zw).Encode(b); err != nil {
			return fmt.Errorf("encoding model: %w", err)
		}
		return zw.Close()
	})
}

// readBundle decodes a model or checkpoint; name is used in errors.
func readBundle(r io.Reader, name string) (*bundle, error) {
	zr, err := gzip.NewReader(bufio.NewReader(r))
	if err != nil {
		return nil, fmt.Errorf("%s: not a depparse model: %w", name, err)
	}
	defer zr.Close()
	var b bundle
	if err := gob.NewDecoder(zr).Decode(&b); err != nil {
		return nil, fmt.Errorf("%s: decoding model: %w", name, err)
	}
	if b.Magic != bundleMagic {
		return nil, fmt.Errorf("%s: not a depparse model (magic %q)", name, b.Magic)
	}
	if len(b.Words) < firstID || len(b.Prefixes) < firstID || len(b.Suffixes) < firstID || len(b.UPOS) == 0 {
		return nil, fmt.Errorf("%s: model has an empty vocabulary", name)
	}
	return &b, nil
}

func readBundleFile(path string) (*bundle, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("opening model: %w", err)
	}
	defer f.Close()
	return readBundle(f, path)
}

// tagger reports whether the model has the trained UPOS head of its
// auxiliary tagging loss.
func (b *bundle) tagger() bool {
	return b.Config.POSLoss > 0 && len(b.UPOS) > 0 && slices.ContainsFunc(b.Vars, func(v savedVar) bool {
		return v.Path == modelScope+"/pos/dense/weights"
	})
}

func (b *bundle) vocab() *Vocab {
	v := &Vocab{Words: b.Words, Prefixes: b.Prefixes, Suffixes: b.Suffixes, UPOS: b.UPOS}
	v.index()
	return v
}
