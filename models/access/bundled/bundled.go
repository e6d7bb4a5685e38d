// Package bundled embeds patsimp's default patent simplifier in the binary,
// so that `patsimp simplify` and `make demo` work on a fresh clone with no
// model download: a small ACCESS model (models/access, bfloat16 weights)
// trained by the bundled pipeline run (configs/pipeline.yaml, reports/),
// and a sample of silver test pairs to demonstrate it on. model/README.md
// says how the model was made, its scores and the licences of its data.
package bundled

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"

	"github.com/gomlx/compute"

	"github.com/patsimp/patsimp/data/pairs"
	"github.com/patsimp/patsimp/models/access"
)

//go:embed model/model.json model/spm.model model/best.safetensors model/demo.tsv
var files embed.FS

// Name labels the embedded model in messages and errors.
const Name = "the embedded patent model"

// FS returns the embedded checkpoint (model.json, spm.model,
// best.safetensors) and demo.tsv at its root.
func FS() (fs.FS, error) {
	sub, err := fs.Sub(files, "model")
	if err != nil {
		return nil, fmt.Errorf("bundled model: %w", err)
	}
	return sub, nil
}

// Load returns the embedded simplifier on backend.
func Load(backend compute.Backend) (*access.Simplifier, error) {
	fsys, err := FS()
	if err != nil {
		return nil, err
	}
	return access.LoadFS(fsys, Name, backend)
}

// Demo returns the embedded demonstration pairs: patent sentences of the
// bundled run's silver test split (never seen in training) with their
// silver simplification as the reference.
func Demo() (*pairs.Corpus, error) {
	fsys, err := FS()
	if err != nil {
		return nil, err
	}
	b, err := fs.ReadFile(fsys, "demo.tsv")
	if err != nil {
		return nil, fmt.Errorf("bundled demo: %w", err)
	}
	c, err := pairs.ParseTSV("demo.tsv", bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("bundled demo: %w", err)
	}
	return c, nil
}
