// Package checkpoints reads Hugging Face model checkpoint directories
// offline: config.json, generation_config.json, the weights
// (model.safetensors — with or without the tied copies modern HF leaves
// out — or pytorch_model.bin, the PyTorch zip-pickle format) and the path of
// a SentencePiece spiece.model. It knows file formats, not architectures:
// model packages such as models/pegasus map the tensors to their layers.
package checkpoints

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/gomlx/compute/dtypes"
	"github.com/gomlx/gomlx/core/tensors"
)

// Standard file names inside a checkpoint directory.
const (
	ConfigFile           = "config.json"
	GenerationConfigFile = "generation_config.json"
	SafetensorsFile      = "model.safetensors"
	PyTorchFile          = "pytorch_model.bin"
	SentencePieceFile    = "spiece.model"
)

// Weights is a set of named tensors read from a checkpoint file.
type Weights interface {
	// Path is the file the weights come from.
	Path() string
	// Names lists the stored tensor names, sorted.
	Names() []string
	// Info describes the named tensor; false when there is none.
	Info(name string) (TensorInfo, bool)
	// Read loads the named tensor converted to dtype (floating-point
	// tensors convert between float64, float32, float16 and bfloat16).
	Read(name string, dtype dtypes.DType) (*tensors.Tensor, error)
	io.Closer
}

// ByteWeights is implemented by Weights that lend a tensor's bytes as
// stored, without converting them nor, from a memory-mapped file, copying
// them: a loader can then copy or transpose them straight into the
// tensors of a backend. Safetensors implements it.
type ByteWeights interface {
	Weights
	// WithBytes calls fn with the named tensor's description and its
	// stored bytes: the little-endian values of info.DType, row-major.
	// The bytes may be a read-only view of a memory-mapped file, valid
	// only until fn returns: fn must neither modify nor retain them. An
	// error returned by fn is returned as is. WithBytes is safe for
	// concurrent use, but not concurrently with Close.
	WithBytes(name string, fn func(info TensorInfo, data []byte) error) error
}

var (
	_ Weights     = (*Safetensors)(nil)
	_ Weights     = (*PyTorchBin)(nil)
	_ ByteWeights = (*Safetensors)(nil)
)

// Checkpoint is an opened Hugging Face checkpoint directory.
type Checkpoint struct {
	// Dir is the directory.
	Dir string
	// Config is config.json.
	Config *Config
	// Generation is generation_config.json when present, else the
	// generation fields of config.json.
	Generation *GenerationConfig
	// Weights are model.safetensors when present, else pytorch_model.bin.
	Weights Weights
	// SentencePiece is the path of spiece.model, or "" when the directory
	// has none.
	SentencePiece string
}

// Open reads a checkpoint directory. The weights file is opened (a
// safetensors file is only indexed; a PyTorch file is loaded); call Close
// when done.
func Open(dir string) (*Checkpoint, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("checkpoint %s: not a directory", dir)
	}
	c := &Checkpoint{Dir: dir}
	c.Config, err = readConfigFile(filepath.Join(dir, ConfigFile), ParseConfig)
	if err != nil {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	gen := &c.Config.Generation
	c.Generation, err = readConfigFile(filepath.Join(dir, GenerationConfigFile), ParseGenerationConfig)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		c.Generation = gen
	case err != nil:
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	c.Weights, err = OpenWeights(dir)
	if err != nil {
		return nil, err
	}
	if sp := filepath.Join(dir, SentencePieceFile); fileExists(sp) {
		c.SentencePiece = sp
	}
	return c, nil
}

// OpenWeights opens the weights of a checkpoint directory:
// model.safetensors if present, else pytorch_model.bin.
func OpenWeights(dir string) (Weights, error) {
	st := filepath.Join(dir, SafetensorsFile)
	if fileExists(st) {
		w, err := OpenSafetensors(st)
		if err != nil {
			return nil, fmt.Errorf("checkpoint: %w", err)
		}
		return w, nil
	}
	pt := filepath.Join(dir, PyTorchFile)
	if fileExists(pt) {
		w, err := OpenPyTorchBin(pt)
		if err != nil {
			return nil, fmt.Errorf("checkpoint: %w", err)
		}
		return w, nil
	}
	return nil, fmt.Errorf("checkpoint %s: no weights (%s or %s)", dir, SafetensorsFile, PyTorchFile)
}

// OpenWeightsFile opens a weights file by its extension: .safetensors, or
// anything else as a PyTorch state dict.
func OpenWeightsFile(path string) (Weights, error) {
	if filepath.Ext(path) == ".safetensors" {
		return OpenSafetensors(path)
	}
	return OpenPyTorchBin(path)
}

// Close closes the weights file.
func (c *Checkpoint) Close() error {
	if c.Weights == nil {
		return nil
	}
	return c.Weights.Close()
}

func fileExists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.IsDir()
}
